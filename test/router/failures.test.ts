/** Failures inside the router become a 500 problem document, never a thrown error. */
import { describe, expect, it } from 'vitest';
import { NOT_CACHEABLE } from '../../src/api/policy.ts';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter, type ReadFile } from '../../src/router/router.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

/** A list index that reads (a JSON line, then its lines) but is broken: three tools of no category, no languages. */
const index = `${JSON.stringify({ base: 'https://x.org', noindex: false, license: {}, categories: null, languages: null })}\n${'000\n'.repeat(4)}`;
const site = JSON.stringify({ base: 'https://x.org', noindex: false, categories: [], license: { name: 'CC BY 4.0', url: 'https://x.org/licence', attribution: 'X' } });
/** The site's facts and that index; every other file as `other` says. */
const broken = (other: ReadFile): ReadFile => async (path) => (path === 'site.json' ? site : path === 'list-index.txt' ? index : other(path));

describe.each<[string, ReadFile]>([
  ['a broken index', broken(async () => null)],
  ['no file at all', async () => null],
  ['a file system that fails', broken(() => Promise.reject(new Error('EIO')))],
  ['site facts that are not JSON', async (path) => (path === 'site.json' ? '{' : null)],
  ['site facts that state no licence', async (path) => (path === 'site.json' ? JSON.stringify({ ...JSON.parse(site), license: undefined }) : null)],
])('with %s', (_, readFile) => {
  it.each(['/api/v1/directory', '/api/v1/directory/tools?per_page=7', '/api/v1/directory/tools?q=quiz', '/api/v1/directory/tools/chatgpt'])('answers %s with a problem document', async (path) => {
    const response = await createRouter({ readFile })(new Request(`http://localhost${path}`));
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect([404, 500]).toContain(response.status);
    expect(JSON.parse(await response.text()).status).toBe(response.status);
  });
});

describe('onError', () => {
  it('hears of every failure with its request, and the client still gets the 500 problem', async () => {
    const heard: string[] = [];
    const router = createRouter({
      readFile: broken(() => Promise.reject(new Error('EIO'))),
      onError: (error, request) => heard.push(`${request.method} ${new URL(request.url).pathname} ${(error as Error).message}`),
    });
    const response = await router(new Request('http://localhost/api/v1/directory/tools/chatgpt'));
    expect(response.status).toBe(500);
    expect(JSON.parse(await response.text())).toMatchObject({ status: 500, type: 'https://x.org/problems/internal-error' });
    expect(heard).toEqual(['GET /api/v1/directory/tools/chatgpt EIO']);
  });

  it('answers the 500 problem even when the hook itself throws', async () => {
    const router = createRouter({
      readFile: async () => Promise.reject(new Error('EIO')),
      onError: () => {
        throw new Error('the log is full');
      },
    });
    expect((await router(new Request('http://localhost/api/v1/directory'))).status).toBe(500);
  });
});

describe('the index of the long descriptions, missing or damaged', () => {
  const real = () => fileReader(fixtureDist);
  it.each<[string, string | null]>([
    ['missing', null],
    ['truncated', '{"size":36}\n'],
  ])('%s: a search that needs it answers the 500 problem, and the others are answered as usual', async (_, text) => {
    const readFile = real();
    const heard: string[] = [];
    const router = createRouter({ readFile: async (path) => (path === 'search-long-descriptions.txt' ? text : readFile(path)), onError: (error) => heard.push((error as Error).message) });
    const failed = await router(new Request('http://localhost/api/v1/directory/tools?q=fictif'));
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe(NOT_CACHEABLE);
    expect(heard).toEqual([expect.stringContaining('search-long-descriptions.txt')]);
    expect((await router(new Request('http://localhost/api/v1/directory/tools?q=quiz'))).status).toBe(200);
  });
});

describe('a part of the search index, missing or damaged once', () => {
  it.each<[string, string | null]>([
    ['missing', null],
    ['another file', '{"part":7}\n\n\n\n\n'],
  ])('%s: the search that needs it answers the 500 problem naming it, and the next search reads it again', async (_, text) => {
    const readFile = fileReader(fixtureDist);
    let failures = 1;
    const heard: string[] = [];
    const router = createRouter({
      readFile: async (path) => (path === 'search-index/0.txt' && failures-- > 0 ? text : readFile(path)),
      onError: (error) => heard.push((error as Error).message),
    });
    const url = 'http://localhost/api/v1/directory/tools?q=quiz';
    const failed = await router(new Request(url));
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe(NOT_CACHEABLE);
    expect(heard).toEqual([expect.stringContaining('search-index/0.txt')]);
    const answered = await router(new Request(url));
    expect(answered.status).toBe(200);
    expect((await answered.json()).meta.total).toBeGreaterThan(0);
  });
});
