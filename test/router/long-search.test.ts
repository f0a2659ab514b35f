/**
 * The second search, over the long descriptions, with a damaged index of them: a search that
 * needs it must get an answer, and the router must go on answering the others. The router
 * runs in a child process: a search that never ends holds the event loop, which no timeout of
 * the test runner can interrupt.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

/** Routes `paths` in order with the built site's files, `long` as the index of the long descriptions; prints each status, or nothing past a search that does not end. */
function routeInChild(dist: string, long: string, paths: readonly string[]): { statuses: number[]; timedOut: boolean } {
  const script = `
    import { fileReader } from ${JSON.stringify(join(ROOT, 'src/hosts/node/server.ts'))};
    import { createRouter } from ${JSON.stringify(join(ROOT, 'src/router/router.ts'))};
    const readFile = fileReader(${JSON.stringify(dist)});
    const long = ${JSON.stringify(long)};
    const router = createRouter({ readFile: async (path) => (path === 'search-long-descriptions.txt' ? long : readFile(path)) });
    for (const path of ${JSON.stringify(paths)}) console.log((await router(new Request('http://localhost' + path))).status);
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { encoding: 'utf8', timeout: 5_000 });
  return { statuses: child.stdout.split('\n').filter(Boolean).map(Number), timedOut: child.signal !== null };
}

describe('a damaged index of the long descriptions', () => {
  // The last word of the vocabulary lost the `!` that ends it (one byte changed, the lines all
  // there): `readSearchIndex` takes the file, and the binary search over the vocabulary, asked
  // for a word past the last one, found no `!` after its middle, moved back to the first entry
  // and looped for ever, holding the local server's only thread (every client waited) or the
  // edge isolate until the platform killed it. It answers, a 500 problem like the other damaged
  // files, and the next requests are answered.
  it('answers a search that needs it, and the requests after it', () => {
    const dist = fixtureDist;
    const lines = readFileSync(join(dist, '_api/search-long-descriptions.txt'), 'utf8').split('\n');
    const end = lines[1].lastIndexOf('!');
    lines[1] = `${lines[1].slice(0, end)}Z${lines[1].slice(end + 1)}`;
    const { statuses, timedOut } = routeInChild(dist, lines.join('\n'), ['/api/v1/directory/tools?q=zzzzqx', '/api/v1/directory/tools?q=quiz']);
    expect(timedOut).toBe(false);
    expect(statuses).toHaveLength(2);
    expect(statuses[0]).toBe(500);
    expect(statuses[1]).toBe(200);
  });

  it('answers with the index as built', () => {
    const dist = fixtureDist;
    const { statuses, timedOut } = routeInChild(dist, readFileSync(join(dist, '_api/search-long-descriptions.txt'), 'utf8'), ['/api/v1/directory/tools?q=zzzzqx', '/api/v1/directory/tools?q=quiz']);
    expect({ statuses, timedOut }).toEqual({ statuses: [200, 200], timedOut: false });
  });
});
