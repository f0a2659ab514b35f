/**
 * The whole behaviour suite sent through Prism's validating proxy (`prism proxy --errors`) to
 * the real local server: any response that the OpenAPI document does not describe (status,
 * headers, body) turns into a Prism error and fails the suite's own assertions, and every
 * answer is also checked for Prism's violation header.
 *
 * Requests are not validated (`--validate-request=false`): the suite sends invalid requests on
 * purpose, to check the server's 400s. Some requests go to the server directly, each for a reason
 * in Prism or in OpenAPI, not in the API:
 * - HEAD: Prism 5 parses the empty body of a HEAD answer as JSON and fails before validating;
 * - paths the document cannot name (unknown paths, answered 404): OpenAPI has no wildcard path;
 * - a trailing slash: OpenAPI has no alias for it, and Prism routes `/tools/` to `/tools/{slug}`;
 * - malformed percent-encoding: Prism re-encodes the query before forwarding it;
 * - a tool's former slug: Prism's proxy follows the upstream 301 and reports the target's 200;
 * - methods OpenAPI cannot name (ACL, PROPFIND, LOCK…): a path item has operations for the eight
 *   methods of HTTP's core only.
 * Bodies are sent with a length (not chunked): Prism forwards a chunked body in a way Node refuses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourSuite, type Send } from '../router/behaviour.case.ts';
import { sender, startServer, type Running } from '../helpers/servers.ts';
import { ROOT, tempOutDir } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';
import { files, FILES_DIR } from '../../src/api/paths.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const children: ChildProcess[] = [];
const servers: Running[] = [];

/** Starts Prism in front of `upstream`; resolves once it listens. */
async function prism(upstream: string, validateRequests = false): Promise<string> {
  const port = await freePort();
  const child = spawn(
    join(ROOT, 'node_modules/.bin/prism'),
    ['proxy', join(fixtureDist, '_api/openapi.json'), upstream, '--errors', `--validate-request=${validateRequests}`, '--cors=false', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 60_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.on('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/** The methods a path item of OpenAPI 3.1 can hold an operation for. */
const OPENAPI_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/** Whether Prism can check a request (see the top of this file). */
function checkable(request: Request, templates: RegExp[]): boolean {
  const { pathname, search } = new URL(request.url);
  if (request.method === 'HEAD' || pathname.endsWith('/')) return false;
  if (!OPENAPI_METHODS.has(request.method)) return false;
  const tool = /^\/api\/v1\/directory\/tools\/([^/]+)$/.exec(pathname);
  if (tool && existsSync(join(fixtureDist, FILES_DIR, files.formerSlug(tool[1])))) return false;
  try {
    decodeURIComponent(search);
  } catch {
    return false;
  }
  return templates.some((template) => template.test(pathname));
}

/**
 * Sends through Prism where it can check the exchange, failing on any violation it reports.
 * Prism re-serialises JSON bodies, so with `serverBytes` the suite gets the server's own answer
 * to the same request (fetched directly) to compare bytes, once Prism has checked its copy.
 */
function throughPrism(proxy: string, server: string, serverBytes: boolean): Send {
  const openapi = JSON.parse(readFileSync(join(fixtureDist, '_api/openapi.json'), 'utf8')) as { paths: Record<string, unknown> };
  const templates = Object.keys(openapi.paths).map((path) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`));
  const direct = sender(server);
  return async (request) => {
    if (!checkable(request, templates)) return direct(request);
    const url = new URL(request.url);
    const body = request.body ? await request.text() : undefined;
    const response = await fetch(`${proxy}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body, redirect: 'manual' });
    expect(response.headers.get('sl-violations'), `${request.method} ${request.url}`).toBeNull();
    expect(response.headers.get('content-type') ?? '', `${request.method} ${request.url}: Prism error`).not.toMatch(/^application\/problem\+json$/);
    return serverBytes ? direct(new Request(request.url, { method: request.method, headers: request.headers, body })) : response;
  };
}

let send: Send;
beforeAll(async () => {
  const server = await startServer({ root: fixtureDist, rateLimit: 0 });
  servers.push(server);
  send = throughPrism(await prism(server.origin), server.origin, true);
}, 90_000);

afterAll(async () => {
  for (const child of children) child.kill();
  await Promise.all(servers.map((server) => server.close()));
});

behaviourSuite('local server through Prism’s validating proxy', () => ({
  send,
  // The suite's server runs with the limit off: it states none.
  policy: null,
  broken: async () => {
    const root = join(tempOutDir(), 'dist');
    cpSync(fixtureDist, root, { recursive: true });
    rmSync(join(root, FILES_DIR, 'list-items'), { recursive: true });
    const lines: string[] = [];
    const server = await startServer({ root, rateLimit: 0, log: (line) => lines.push(line) });
    servers.push(server);
    return { send: throughPrism(await prism(server.origin), server.origin, false), logged: () => lines.filter((line) => line.includes(' error ')) };
  },
  limited: async (limit) => {
    const server = await startServer({ root: fixtureDist, rateLimit: limit });
    servers.push(server);
    // Each request counts against the limit: it goes through Prism only.
    return throughPrism(await prism(server.origin), server.origin, false);
  },
}));

describe('a proxy that validates requests against the document', () => {
  let proxy: string;
  beforeAll(async () => {
    proxy = await prism(servers[0].origin, true);
  }, 90_000);

  // The enums give the canonical lower-case values, which is all JSON Schema can say: a value the
  // server reads in another case is refused by such a proxy, as each enum's description warns.
  it.each(['pricing=FREE', 'category=QUIZ', 'has_education_pricing=TRUE'])('refuses %s, which the server answers', async (query) => {
    const path = `/api/v1/directory/tools?${query}`;
    expect((await fetch(`${servers[0].origin}${path}`)).status).toBe(200);
    const response = await fetch(`${proxy}${path}`);
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/must be equal to one of the allowed values/);
  });

  // A pattern costs generated clients nothing, so `language`'s admits what the server reads:
  // any case and spaces around (trimmed), and still refuses what the server refuses.
  it.each([
    ['language=FR', 200],
    ['language=%20fr%20', 200],
    ['language=fr+', 200],
    ['language=french', 400],
  ])('passes %s on as the server answers it (%i)', async (query, status) => {
    const path = `/api/v1/directory/tools?${query}`;
    expect((await fetch(`${servers[0].origin}${path}`)).status).toBe(status);
    expect((await fetch(`${proxy}${path}`)).status).toBe(status === 200 ? 200 : 422);
  });
});
