/**
 * Property-based fuzzing of the router (called directly) and of the local server (real HTTP on
 * loopback) with generated hostile requests. For every request: no 5xx; under `/api/` every
 * non-2xx/304 answer is a problem document; no file outside the build (or, for the router,
 * outside its `_api/` folder) is ever read; the `<x-fuzz-mark>` marker never comes back unescaped.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter, type Router } from '../../src/router/router.ts';
import { startServer, type Running } from '../helpers/servers.ts';
import { TEST_BUILDS } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';
import { headers, MARKER, method, nulSegment, path, PLANTED, query, requestTarget } from './generators.ts';

const { fixtureDist } = await builtSites('fixtureDist');

/** Runs per property: enough to cover every generator many times, a few seconds in all. */
const ROUTER_RUNS = 600;
const SERVER_RUNS = 250;

/** Text of the files planted outside the build, and inside it but outside `_api/`. */
const OUTSIDE = `sentinel-outside-${process.pid}`;
const OUTSIDE_API = `sentinel-outside-api-${process.pid}`;

let dist: string;
beforeAll(() => {
  mkdirSync(TEST_BUILDS, { recursive: true });
  const site = mkdtempSync(join(TEST_BUILDS, 'fuzz-'));
  dist = join(site, 'dist');
  cpSync(fixtureDist, dist, { recursive: true });
  mkdirSync(join(site, '_api'));
  for (const name of PLANTED) {
    writeFileSync(join(site, name), OUTSIDE);
    writeFileSync(join(site, '_api', name), OUTSIDE);
    writeFileSync(join(dist, name), OUTSIDE_API);
  }
});

interface Answer {
  status: number;
  header: (name: string) => string | undefined;
  body: string;
}

/** What holds for every answer; `api` when the API (not the static files) answered. */
function check(request: { method: string; target: string }, answer: Answer, api: boolean, forbidden: string[]): void {
  const context = `${request.method} ${request.target.slice(0, 300)} → ${answer.status} ${answer.body.slice(0, 300)}`;
  expect(answer.status, context).toBeLessThan(500);
  for (const text of forbidden) expect(answer.body.includes(text), `${context}\n(read ${text})`).toBe(false);
  expect(answer.body.toLowerCase().includes(MARKER), `${context}\n(echoed ${MARKER})`).toBe(false);
  if (!api || answer.status < 300 || answer.status === 304) return;
  expect(answer.header('content-type'), context).toBe('application/problem+json; charset=utf-8');
  if (request.method === 'HEAD') return;
  const problem = JSON.parse(answer.body) as { type: unknown; title: unknown; status: unknown };
  expect(typeof problem.type === 'string' && /\/problems\/[a-z-]+$/.test(problem.type), context).toBe(true);
  expect(typeof problem.title, context).toBe('string');
  expect(problem.status, context).toBe(answer.status);
}

const request = (paths: fc.Arbitrary<string>) =>
  fc.record({ path: paths, query: fc.option(query, { nil: undefined }), method, headers }).map((r) => ({
    ...r,
    target: `${requestTarget(r.path)}${r.query === undefined ? '' : `?${requestTarget(r.query)}`}`,
  }));

describe('the router under generated hostile requests', () => {
  let router: Router;
  beforeAll(() => {
    router = createRouter({ readFile: fileReader(dist) });
  });

  it('answers without a 5xx, with problem documents, reading only its own files, echoing nothing raw', async () => {
    await fc.assert(
      fc.asyncProperty(request(path([nulSegment])), async (r) => {
        let web: Request;
        try {
          web = new Request(`http://localhost${r.target}`, { method: r.method, headers: r.headers });
        } catch {
          // Not a request a web host could hand the router (e.g. a method `fetch` forbids).
          return fc.pre(false);
        }
        const response = await router(web);
        check(r, { status: response.status, header: (name) => response.headers.get(name) ?? undefined, body: await response.text() }, true, [OUTSIDE, OUTSIDE_API]);
      }),
      { numRuns: ROUTER_RUNS },
    );
  });
});

describe('the local server under generated hostile requests', () => {
  let server: Running;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  beforeAll(async () => {
    server = await startServer({ root: dist, rateLimit: 0 });
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
  });

  /** One raw HTTP exchange: the target exactly as generated, the body decoded. */
  function send(r: { method: string; target: string; headers: Record<string, string> }, setHost = true): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: server.port, method: r.method, path: r.target, headers: r.headers, agent, setHost }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          // A HEAD answer names the coding of a body it does not carry.
          const body = raw.length === 0 ? raw : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode!, header: (name) => [res.headers[name]].flat()[0], body: body.toString('utf8') });
        });
      });
      // A CONNECT answer arrives as a tunnel: its body is what follows the head on the socket.
      req.on('connect', (res, socket, head) => {
        const chunks: Buffer[] = [head];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => resolve({ status: res.statusCode!, header: (name) => [res.headers[name]].flat()[0], body: Buffer.concat(chunks).toString('utf8') }));
        socket.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** The server hands a target to the API when it, or its path once resolved, is under `/api/`. */
  const api = (target: string) => {
    const path = target.startsWith('//') ? `/${target.replace(/^\/+/, '')}` : target;
    if (path.startsWith('/api/')) return true;
    try {
      return new URL(path, 'http://localhost').pathname.startsWith('/api/');
    } catch {
      // A target no URL can be made of (`/\\`) gets a bad-request problem, checked as any answer.
      return false;
    }
  };

  it('answers without a 5xx, with problem documents, serving nothing outside the build, echoing nothing raw', async () => {
    await fc.assert(
      fc.asyncProperty(request(fc.oneof(path(), nulSegment.map((nul) => `/api/v1/directory/tools/${nul}`))), async (r) => {
        check(r, await send(r), api(r.target), [OUTSIDE]);
      }),
      { numRuns: SERVER_RUNS },
    );
  });
  /**
   * Edges of the HTTP layer, each its own property: a NUL byte (`%00`) in any path, outside
   * `/api/` too; the CONNECT method; a request without `Host`.
   */
  const edges = {
    nulInAnyPath: request(path([nulSegment])).map((r) => ({ ...r, host: true })),
    connect: request(path()).map((r) => ({ ...r, method: 'CONNECT', host: true })),
    noHost: request(path()).map((r) => ({ ...r, host: false })),
  };
  for (const edge of Object.keys(edges) as (keyof typeof edges)[]) {
    it(`holds for the edge ${edge}`, async () => {
      await fc.assert(
        fc.asyncProperty(edges[edge], async (r) => {
          check(r, await send(r, r.host), api(r.target), [OUTSIDE]);
        }),
        { numRuns: SERVER_RUNS },
      );
    });
  }
});
