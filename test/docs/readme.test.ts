/**
 * What the README's "Search: what a client can expect" says of the long descriptions' search,
 * checked against the router over the real build: the searches it names as answered only there,
 * the one it names as ranked by a word dropped, and the size of their index. And the paths of the
 * repository it names, its layout's among them: each exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, FILES_DIR } from '../../src/api/paths.ts';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter } from '../../src/router/router.ts';
import { ROOT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { realDist } = await builtSites('realDist');

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The README's bullet on the long descriptions, on one line. */
const bullet = /- \*\*Long descriptions\*\*:([\s\S]*?)\n- \*\*/.exec(readme)![1].replace(/\s+/g, ' ');

/** A search over the real build by a fresh router, which reads the long descriptions' index only when it needs it. */
async function search(q: string): Promise<{ total: number; words: string[]; long: boolean; names: string[] }> {
  const readFile = fileReader(realDist);
  const reads: string[] = [];
  const router = createRouter({ readFile: (path) => (reads.push(path), readFile(path)), rateLimit: null });
  const { data, meta } = await (await router(new Request(`http://localhost/api/v1/directory/tools?q=${encodeURIComponent(q)}`))).json();
  return { total: meta.total, words: meta.search.words, long: reads.includes(files.longIndex), names: data.map((tool: { name: string }) => tool.name) };
}

describe('the README on the long descriptions', () => {
  // `webradio`, "accueillir un élève allophone" or `SNT` name tools only there.
  const onlyThere = /runs over the long descriptions alone: (.*?) name tools only there/.exec(bullet)![1];
  const named = [...onlyThere.matchAll(/`([^`]+)`|"([^"]+)"/g)].map(([, code, quoted]) => code ?? quoted);

  it.each(named)('names "%s" as a search only the long descriptions answer', async (q) => {
    const found = await search(q);
    expect(found.long).toBe(true);
    expect(found.total).toBeGreaterThan(0);
  });

  // "enregistrer une webradio" keeps `enregistrer` and lists first the tools whose long descriptions name a webradio: Adobe Podcast, Podcastle, Audacity.
  it('names a search that drops a word, and the first tools it lists, which hold that word in their long descriptions', async () => {
    const [, q, kept, first] = /"([^"]+)" keeps `([^`]+)` and lists first the tools whose long descriptions name a webradio: (.*?)\. /.exec(bullet)!;
    const found = await search(q);
    expect(found).toMatchObject({ words: [kept], long: true });
    expect(found.names.slice(0, 3)).toEqual(first.split(', '));
    const holders = await search('webradio');
    expect(holders.names).toEqual(expect.arrayContaining(found.names.slice(0, 3)));
  });

  // "espagnol en 4e" listed every tool for the collège (…); it now lists Duolingo, LyricsTraining and WordReference.
  it('names the search left with a school level alone that the long descriptions answer, and its first tools', async () => {
    const [, q, first] = /"([^"]+)" listed every tool for the collège .*?; it now lists (.*?)\. /.exec(bullet)!;
    const found = await search(q);
    expect(found.long).toBe(true);
    expect(found.names.slice(0, 3)).toEqual(first.split(/, | and /));
  });

  it('gives the size of their index for the real content', () => {
    expect(named.length).toBeGreaterThanOrEqual(3);
    const parts = join(realDist, FILES_DIR, dirname(files.longPart(0)));
    const size = statSync(join(realDist, FILES_DIR, files.longIndex)).size + readdirSync(parts).reduce((sum, part) => sum + statSync(join(parts, part)).size, 0);
    expect(bullet.replace(/\s+/g, ' ')).toContain(`(\`${files.longIndex}\` and its parts, ${Math.round(size / 1000)} KB for the real content`);
  });
});

describe('the README’s paths', () => {
  const named = [...new Set([...readme.matchAll(/`((?:\.ci|\.github|bench|content|public|src|test)\/[^`\s]*)`/g)].map(([, path]) => path))];

  it('names some', () => expect(named.length).toBeGreaterThan(40));

  // A pattern (`content/tools/<slug>.md`) names its folder.
  it.each(named)('names %s, which exists', (path) => {
    expect(existsSync(join(ROOT, path.split('<')[0]))).toBe(true);
  });
});
