/**
 * The edge function under real Deno: type-checked by Deno, then served over the built site and
 * compared with the local Node server, request by request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';
import { sender, startServer, type Running } from '../helpers/servers.ts';
import { CDN_CACHEABLE_UNTIL_DEPLOY } from '../../src/api/policy.ts';
import { bodyAsSent, COMPARED_HEADERS, comparedRequests, EDGE_POLICY } from './requests.ts';

const dists = await builtSites('fixtureDist', 'realDist');

const DENO = join(ROOT, 'node_modules/.bin/deno');

it('type-checks under Deno', () => {
  const result = spawnSync(DENO, ['check', 'src/hosts/netlify/edge-functions/api.ts', 'test/edge/netlify-cdn.ts'], { cwd: ROOT, encoding: 'utf8' });
  expect(result.stderr).not.toMatch(/error/i);
  expect(result.status).toBe(0);
});

/**
 * Deno reads the project's package.json and resolves the npm packages the router imports (the
 * stemmer) from node_modules, as Netlify's edge bundler does when it bundles the function.
 */
async function startDeno(dist: string, port: number): Promise<ChildProcess> {
  const child = spawn(DENO, ['run', '--allow-net=127.0.0.1', `--allow-read=${dist}`, 'test/edge/netlify-cdn.ts', dist, String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let errors = '';
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`deno exited with ${code}: ${errors}`)));
  });
  return child;
}

const CDN_KEEPS: Record<number, boolean> = { 200: true, 204: true, 301: true, 304: false, 400: true, 404: true, 405: false, 414: true };

describe.each(['fixtureDist', 'realDist'] as const)('the edge function under Deno, on %s', (site) => {
  let deno: ChildProcess;
  let node: Running;
  let denoOrigin: string;
  beforeAll(async () => {
    node = await startServer({ root: dists[site], rateLimit: 0 });
    const port = node.port + 1000;
    deno = await startDeno(dists[site], port);
    denoOrigin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    deno?.kill();
    await node?.close();
  });

  it('answers every request with the status, headers and body of the Node server', async () => {
    const statuses = new Set<number>();
    for (const [method, path, headers = {}] of comparedRequests) {
      // The uncompressed representation on both sides: the edge function leaves compression to
      // Netlify's CDN, and the local server gives a compressed body the weak form of its ETag.
      const request = () => new Request(`http://localhost${path}`, { method, headers: { 'Accept-Encoding': 'identity', ...headers } });
      const [fromNode, fromDeno] = await Promise.all([sender(node.origin)(request()), sender(denoOrigin)(request())]);
      expect(fromDeno.status, `${method} ${path}`).toBe(fromNode.status);
      expect(await bodyAsSent(fromDeno), `${method} ${path}`).toBe(await bodyAsSent(fromNode));
      // The length too: a body-less answer (a former slug's 301) framed as on the local server.
      for (const header of [...COMPARED_HEADERS, 'content-length', 'transfer-encoding']) {
        expect(fromDeno.headers.get(header), `${header} of ${method} ${path}`).toBe(fromNode.headers.get(header));
      }
      expect(fromDeno.headers.get('ratelimit-policy'), `RateLimit-Policy of ${method} ${path}`).toBe(EDGE_POLICY);
      // Only the edge adds Netlify's CDN header: on what every cache may keep, never on a 304
      // (one client's copy) nor on a 405 (`no-store`). Netlify's CDN caches GET answers only.
      expect(fromDeno.headers.get('netlify-cdn-cache-control'), `CDN caching of ${method} ${path}`).toBe(CDN_KEEPS[fromNode.status] ? CDN_CACHEABLE_UNTIL_DEPLOY : null);
      statuses.add(fromNode.status);
    }
    // Only the fixture has renamed tools, whose former slugs answer 301.
    expect([...statuses].sort()).toEqual(site === 'fixtureDist' ? [200, 204, 301, 304, 400, 404, 405, 414] : [200, 204, 304, 400, 404, 405, 414]);
  });
});
