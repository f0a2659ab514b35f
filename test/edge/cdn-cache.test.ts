/**
 * The edge adapter's caching headers on the answers that never reach the comparison with the
 * Node server: a 500 of the router, and a 429 problem as the router writes it.
 */
import { describe, expect, inject, it } from 'vitest';
import { CDN_CACHEABLE_UNTIL_DEPLOY, NOT_CACHEABLE, rateLimitPolicy } from '../../src/api/policy.ts';
import { fileReader } from '../../src/hosts/node/server.ts';
import { withCdnCaching } from '../../src/hosts/netlify/edge-functions/api.ts';
import { problemResponse } from '../../src/router/http.ts';
import { createRouter } from '../../src/router/router.ts';

const get = (path: string) => new Request(`http://localhost${path}`);

describe('withCdnCaching', () => {
  it('lets the CDN keep a 200 until the next deploy, browsers still 300 s', async () => {
    const response = withCdnCaching(await createRouter({ readFile: fileReader(inject('fixtureDist')) })(get('/api/v1/directory/tools/chatgpt')));
    expect(response.status).toBe(200);
    expect(response.headers.get('netlify-cdn-cache-control')).toBe(CDN_CACHEABLE_UNTIL_DEPLOY);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('never on a 500', async () => {
    const broken = createRouter({ readFile: async () => { throw new Error('unreadable'); } });
    const response = withCdnCaching(await broken(get('/api/v1/directory/tools/chatgpt')));
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe(NOT_CACHEABLE);
    expect(response.headers.get('netlify-cdn-cache-control')).toBeNull();
  });

  it('never on a 429', () => {
    const limited = problemResponse(get('/api/v1/directory'), { base: 'https://x.org', kind: 'rate-limited', detail: 'Trop de requêtes.', instance: '/api/v1/directory', policy: rateLimitPolicy(), headers: { 'Retry-After': '60' } });
    const response = withCdnCaching(limited);
    expect(response.status).toBe(429);
    expect(response.headers.get('netlify-cdn-cache-control')).toBeNull();
  });
});
