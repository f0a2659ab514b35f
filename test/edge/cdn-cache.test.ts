/**
 * The edge adapter's caching headers on the answers that never reach the comparison with the
 * Node server: a 500 of the router, and a 429 problem as the router writes it; and how it reads
 * the router's files from the CDN, over real HTTP on loopback, when the CDN fails.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES_DIR, files } from '../../src/api/paths.ts';
import { CDN_CACHEABLE_UNTIL_DEPLOY, NOT_CACHEABLE, rateLimitPolicy } from '../../src/api/policy.ts';
import { fileReader } from '../../src/hosts/node/server.ts';
import { readDeployFile, withCdnCaching } from '../../src/hosts/netlify/edge-functions/api.ts';
import { problemResponse } from '../../src/router/http.ts';
import { createRouter } from '../../src/router/router.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const get = (path: string) => new Request(`http://localhost${path}`);

describe('withCdnCaching', () => {
  it('lets the CDN keep a 200 until the next deploy, browsers still 300 s', async () => {
    const response = withCdnCaching(await createRouter({ readFile: fileReader(fixtureDist) })(get('/api/v1/directory/tools/chatgpt')));
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

describe('readDeployFile, against a CDN that fails', () => {
  /** Serves the fixture's `_api/` files, except the statuses `failing` gives for some paths. */
  let server: Server;
  let origin: string;
  const at = (name: string) => `/${FILES_DIR}/${name}`;
  const failing = new Map<string, number>([[at(files.tool('chatgpt')), 503], [at(files.categories), 429], [at('protected.json'), 401]]);
  beforeAll(async () => {
    const dist = fixtureDist;
    server = createServer((request, response) => {
      const path = new URL(request.url!, 'http://x').pathname;
      const status = failing.get(path);
      if (status) return response.writeHead(status).end('busy');
      if (path === '/bom.csv') return response.end(Buffer.from([0xef, 0xbb, 0xbf, 0x61]));
      try {
        response.end(readFileSync(join(dist, path)));
      } catch {
        response.writeHead(404).end('<!doctype html>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives null for a file that does not exist, the text of one that does, its byte order mark kept', async () => {
    expect(await readDeployFile(`${origin}${at(files.tool('inconnu'))}`)).toBeNull();
    expect(await readDeployFile(`${origin}${at(files.tool('kahoot'))}`)).toContain('"slug":"kahoot"');
    expect(await readDeployFile(`${origin}/bom.csv`)).toBe('\uFEFFa');
  });

  it.each([503, 429, 401])('throws on a %i rather than saying the file does not exist', async (status) => {
    const path = [...failing].find(([, code]) => code === status)![0];
    await expect(readDeployFile(`${origin}${path}`)).rejects.toThrow(String(status));
  });

  it('answers 500 with no-store, never a 404 the CDN would keep until the next deploy', async () => {
    const router = createRouter({ readFile: (name) => readDeployFile(`${origin}${at(name)}`), onError: () => {} });
    const tool = withCdnCaching(await router(get('/api/v1/directory/tools/chatgpt')));
    expect(tool.status).toBe(500);
    expect(tool.headers.get('cache-control')).toBe(NOT_CACHEABLE);
    expect(tool.headers.get('netlify-cdn-cache-control')).toBeNull();
    // Another file of the same deploy still answers.
    expect((await router(get('/api/v1/directory/tools/kahoot'))).status).toBe(200);
  });
});
