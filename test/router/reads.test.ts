/**
 * What the router reads for each kind of request: the site's few facts always, the list index
 * (130 KB at 33,000 tools) only for the pages it computes that filter or do not search, the
 * search index (2 MB) only for searches, and of it only the parts their words need, the index of
 * the long descriptions only for a search that finds nothing without it, and each file once
 * while it stays read.
 */
import { describe, expect, it } from 'vitest';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter } from '../../src/router/router.ts';
import { syntheticDirectory } from '../../bench/synthetic.ts';
import { site, siteToolList } from '../../src/api/documents.ts';
import { toJson } from '../../src/api/list.ts';
import { DEFAULT_LIST_QUERY } from '../../src/api/paths.ts';
import { routerFiles } from '../../src/build/files.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

function counting() {
  const readFile = fileReader(fixtureDist);
  const reads: string[] = [];
  const router = createRouter({ readFile: (path) => (reads.push(path), readFile(path)) });
  return { router, reads };
}

describe('files the router reads', () => {
  it.each([
    ['a tool', '/api/v1/directory/tools/chatgpt'],
    ['the discovery document', '/api/v1/directory'],
    ['a pre-rendered list page', '/api/v1/directory/tools?pricing=free'],
    ['a bad parameter', '/api/v1/directory/tools?category=inconnue'],
    ['an unknown path', '/api/v1/directory/inconnu'],
  ])('answers %s without the list index or a search index', async (_, path) => {
    const { router, reads } = counting();
    const response = await router(new Request(`http://localhost${path}`));
    expect(response.status).toBeLessThan(500);
    expect(reads).toContain('site.json');
    expect(reads).not.toContain('list-index.txt');
    expect(reads.filter((read) => read.startsWith('search'))).toEqual([]);
  });

  it.each([
    ['a page size not pre-rendered', '/api/v1/directory/tools?per_page=7'],
    ['the language filter', '/api/v1/directory/tools?language=fr&pricing=free'],
  ])('computes %s from the list index alone, without a search index', async (_, path) => {
    const { router, reads } = counting();
    const response = await router(new Request(`http://localhost${path}`));
    expect(response.status).toBe(200);
    expect((await response.json()).meta.total).toBeGreaterThan(0);
    expect(reads).toContain('list-index.txt');
    expect(reads.filter((read) => read.endsWith('.txt'))).toEqual(['list-index.txt']);
  });

  it.each(['/api/v1/directory/tools?q=quiz', '/api/v1/directory/tools?q=quiz&per_page=7&page=2', '/api/v1/directory/tools?q=fictif'])(
    'searches without filters (%s) from the site facts and the search indexes, without the list index',
    async (path) => {
      const { router, reads } = counting();
      const response = await router(new Request(`http://localhost${path}`));
      expect(response.status).toBe(200);
      const { meta } = await response.json();
      expect(meta.total).toBeGreaterThan(0);
      expect(meta.license.attribution).toEqual(expect.any(String));
      expect(reads).toContain('search-index.txt');
      expect(reads).not.toContain('list-index.txt');
    },
  );

  it('reads the list index and the search index for a search, each once for every request after it', async () => {
    const { router, reads } = counting();
    for (const path of ['/api/v1/directory/tools?q=quiz', '/api/v1/directory/tools?per_page=7', '/api/v1/directory/tools?q=quiz&language=fr', '/api/v1/directory/tools/chatgpt']) {
      expect((await router(new Request(`http://localhost${path}`))).status).toBe(200);
    }
    expect(reads.filter((path) => path === 'list-index.txt')).toHaveLength(1);
    expect(reads.filter((path) => path === 'search-index.txt')).toHaveLength(1);
    const parts = reads.filter((path) => path.startsWith('search-index/'));
    expect(parts.length).toBeGreaterThan(0);
    expect(new Set(parts).size).toBe(parts.length);
    expect(reads.filter((path) => path === 'site.json')).toHaveLength(1);
    expect(reads.filter((path) => path.startsWith('search-long-descriptions'))).toEqual([]);
  });

  it('reads the index of the long descriptions for a search that finds nothing else, once', async () => {
    const { router, reads } = counting();
    // The fixture tools' long descriptions call them « fictif »; nothing else does.
    for (const path of ['/api/v1/directory/tools?q=fictif', '/api/v1/directory/tools?q=imaginaire&category=quiz', '/api/v1/directory/tools?q=quiz']) {
      const response = await router(new Request(`http://localhost${path}`));
      expect(response.status).toBe(200);
      expect((await response.json()).meta.total, path).toBeGreaterThan(0);
    }
    expect(reads.filter((path) => path === 'search-long-descriptions.txt')).toHaveLength(1);
  });

  it('reads the index of the long descriptions to drop the most frequent word, once', async () => {
    const { router, reads } = counting();
    // No fixture tool holds both words: `quiz`, the more frequent, is dropped.
    for (const q of ['quiz animaux', 'quiz géométrie']) {
      const response = await router(new Request(`http://localhost/api/v1/directory/tools?q=${encodeURIComponent(q)}`));
      expect(response.status).toBe(200);
      expect((await response.json()).meta.search.dropped, q).toEqual(['quiz']);
    }
    expect(reads.filter((path) => path === 'search-long-descriptions.txt')).toHaveLength(1);
  });
});

describe('the parts of the search indexes of a large directory', async () => {
  // 3,000 synthetic tools: each search index comes in several parts.
  const directory = syntheticDirectory(3000);
  const built = site(directory, 'https://annuaire.example.org');
  const texts = new Map(routerFiles(built));
  const parts = built.search.parts.length;

  function reading() {
    const reads: string[] = [];
    const router = createRouter({ readFile: async (path) => (reads.push(path), texts.get(path) ?? null) });
    return { router, reads };
  }

  it.each(['carte mentale', 'quizz', 'xuiz', 'chatgtp', 'élève dyslexique', 'a', 'zzzz'])(
    'answers %j as the whole index does, reading the head and only some of the parts, each once',
    async (q) => {
      expect(parts).toBeGreaterThan(3);
      const { router, reads } = reading();
      const url = `http://localhost/api/v1/directory/tools?q=${encodeURIComponent(q)}`;
      const response = await router(new Request(url));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(toJson(await siteToolList(built, { ...DEFAULT_LIST_QUERY, q })));
      const read = reads.filter((path) => path.startsWith('search-index/'));
      expect(read.length).toBeGreaterThan(0);
      expect(read.length).toBeLessThan(parts);
      expect(new Set(read).size).toBe(read.length);
    },
  );
});
