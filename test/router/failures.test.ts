/** Failures inside the router become a 500 problem document, never a thrown error. */
import { describe, expect, it } from 'vitest';
import { createRouter, type ReadFile } from '../../src/router/router.ts';

const index = JSON.stringify({ base: 'https://x.org', noindex: false, license: {}, categories: [], items: null, search: null });

describe.each<[string, ReadFile]>([
  ['a broken index', async (path) => (path === 'list-index.json' ? index : null)],
  ['an index that cannot be read', async () => null],
  ['a file system that fails', async (path) => (path === 'list-index.json' ? index : Promise.reject(new Error('EIO')))],
])('with %s', (_, readFile) => {
  it.each(['/api/v1/directory', '/api/v1/directory/tools?per_page=7', '/api/v1/directory/tools?q=quiz', '/api/v1/directory/tools/chatgpt'])('answers %s with a problem document', async (path) => {
    const response = await createRouter({ readFile })(new Request(`http://localhost${path}`));
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect([404, 500]).toContain(response.status);
    expect(JSON.parse(await response.text()).status).toBe(response.status);
  });
});
