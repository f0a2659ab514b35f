/**
 * French texts that users read write the apostrophe ’ (U+2019), never the straight ' between two
 * letters: the OpenAPI document's and the JSON Schemas' descriptions, `llms.txt`, the API's own
 * sentences, the documentation pages, `CONTRIBUTING.md`, and every string of the source (editors'
 * messages, CLIs' help, reports, problem messages). What keeps its straight apostrophes: the
 * directory's data and the examples that quote it, code between backticks (shell quotes), input
 * quoted in a message, and the English messages of `npm start`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, FILES_DIR } from '../../src/api/paths.ts';
import { loadDirectory } from '../../src/content/load.ts';
import { BROKEN_CONTENT, ROOT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';
import { literals } from '../helpers/sources.ts';

const { realDist } = await builtSites('realDist');

/** Each straight apostrophe between two letters of a text, with some context, code spans left out. */
function straightApostrophes(text: string): string[] {
  const prose = text.replace(/`[^`\n]*`/g, '`…`');
  return [...prose.matchAll(/.{0,30}\p{L}'\p{L}.{0,30}/gu)].map((match) => match[0]);
}

/** Each string at one of `keys` in a JSON value, by its JSON path; `skip` keys' values left out. */
function stringsAt(value: unknown, keys: readonly string[], skip: readonly string[] = [], path = ''): [path: string, text: string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsAt(item, keys, skip, `${path}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]): [string, string][] => {
    if (skip.includes(key)) return [];
    if (typeof item === 'string') return keys.includes(key) ? [[`${path}/${key}`, item]] : [];
    return stringsAt(item, keys, skip, `${path}/${key}`);
  });
}

/** The texts of `strings` that have a straight apostrophe, each as `where: context`. */
const offenders = (strings: [where: string, text: string][]) => strings.flatMap(([where, text]) => straightApostrophes(text).map((context) => `${where}: ${context}`));

describe('the published documents', () => {
  const dist = () => realDist;
  const json = (path: string) => JSON.parse(readFileSync(join(dist(), path), 'utf8'));

  it('checks a text that has one, and leaves code spans and other quotes alone', () => {
    expect(straightApostrophes("Date d'ajout.")).toEqual(["Date d'ajout."]);
    expect(straightApostrophes('Date d’ajout, `curl -s \'a?b=c\'` et `l\'API`, \'quiz\'')).toEqual([]);
  });

  it('has none in the OpenAPI document’s descriptions, summaries and titles, examples (the data) aside', () => {
    const texts = stringsAt(json(join(FILES_DIR, files.openapi)), ['description', 'summary', 'title'], ['example', 'examples']);
    expect(texts.length).toBeGreaterThan(100);
    expect(offenders(texts)).toEqual([]);
  });

  it('has none in the JSON Schemas of the content files', () => {
    const schemas = readdirSync(join(dist(), 'schemas'));
    expect(schemas.length).toBeGreaterThanOrEqual(5);
    const texts = schemas.flatMap((name) => stringsAt(json(join('schemas', name)), ['description', 'title']).map(([path, text]): [string, string] => [`${name}${path}`, text]));
    expect(texts.length).toBeGreaterThan(40);
    expect(offenders(texts)).toEqual([]);
  });

  it('has none in llms.txt', () => {
    expect(straightApostrophes(readFileSync(join(dist(), 'llms.txt'), 'utf8'))).toEqual([]);
  });

  it('has none in the API’s own sentences: the discovery document and the feeds’ descriptions', () => {
    const discovery = json(join(FILES_DIR, files.discovery)).data;
    const feed = json(join(FILES_DIR, 'feed.json'));
    const atom = readFileSync(join(dist(), FILES_DIR, 'feed.xml'), 'utf8').match(/<subtitle[^>]*>([^<]*)<\/subtitle>/)![1];
    const texts: [string, string][] = [
      ['directory.json description', discovery.description],
      ...discovery.endpoints.map((endpoint: { path: string; description: string }): [string, string] => [`directory.json ${endpoint.path}`, endpoint.description]),
      ['feed.json description', feed.description],
      ['feed.xml subtitle', atom.replace(/&apos;|&#39;/g, "'")],
    ];
    expect(texts.every(([, text]) => typeof text === 'string' && text.length > 10)).toBe(true);
    expect(offenders(texts)).toEqual([]);
  });

  it('has none in the documentation pages’ prose (code and examples aside)', () => {
    const pages = readdirSync(dist(), { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const texts = pages.map((page): [string, string] => [
      page,
      readFileSync(join(dist(), page), 'utf8')
        .replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&#39;|&#x27;|&apos;/g, "'"),
    ]);
    expect(offenders(texts)).toEqual([]);
  });
});

describe('what editors read', () => {
  /**
   * English strings, which keep their straight apostrophe: `npm start` speaks to developers in
   * English, as the rest of its messages do.
   */
  const ENGLISH = new Set(["src/cli/start.ts: The site's code changed since the last build"]);

  it('has none in any string of the source, comments and regular expressions aside', () => {
    const sources = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((path) => /\.(ts|astro)$/.test(path));
    const strings = sources.flatMap((path) => {
      const where = relative(ROOT, join(ROOT, 'src', path));
      const text = readFileSync(join(ROOT, 'src', path), 'utf8');
      // An Astro component's script is its frontmatter; its markup is checked as the built pages.
      const code = path.endsWith('.astro') ? (text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '') : text;
      return literals(path, code).map((literal): [string, string] => [where, literal]);
    });
    expect(strings.length).toBeGreaterThan(1000);
    expect(offenders(strings.filter(([where, text]) => !ENGLISH.has(`${where}: ${text}`)))).toEqual([]);
  });

  it('has none in the validator’s messages on broken content, quoted input aside', () => {
    const { problems, warnings } = loadDirectory(BROKEN_CONTENT);
    const messages = [...problems, ...warnings].map((problem): [string, string] => [problem.file, problem.message.replace(/«[^»]*»/g, '« »')]);
    expect(messages.length).toBeGreaterThan(10);
    expect(offenders(messages)).toEqual([]);
  });

  it('has none in CONTRIBUTING.md, code aside', () => {
    const guide = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    expect(straightApostrophes(guide)).toEqual([]);
  });
});
