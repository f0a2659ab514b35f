/**
 * The local server over real HTTP on loopback: the whole behaviour suite, then what only a
 * server has (compression, rate limit per client IP, static files, logs, raw request targets).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest, Agent } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourSuite } from '../router/behaviour.case.ts';
import { sender, startServer, type Running } from '../helpers/servers.ts';
import { screenshotPath } from '../../src/api/documents.ts';
import { DOWNLOADS } from '../../src/api/downloads.ts';
import { files } from '../../src/api/paths.ts';
import { NOT_CACHEABLE } from '../../src/api/policy.ts';
import { createRouter } from '../../src/router/router.ts';
import { astroBuild, FIXTURE_BASE, FIXTURE_CONTENT, tempOutDir } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';
import { swapIn } from '../../src/build/complete.ts';
import { createApiServer, fileReader, logValue } from '../../src/hosts/node/server.ts';
import { trustedProxies } from '../../src/hosts/node/client-ip.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const running: Running[] = [];
const start = async (options: Parameters<typeof startServer>[0]) => {
  const server = await startServer(options);
  running.push(server);
  return server;
};
afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
});

let main: Running;
beforeAll(async () => {
  main = await start({ root: fixtureDist, rateLimit: 0 });
});

/** A copy of the fixture site whose list items are gone: computed pages fail. */
function brokenSite(): string {
  const dir = join(tempOutDir(), 'dist');
  cpSync(fixtureDist, dir, { recursive: true });
  rmSync(join(dir, '_api/list-items'), { recursive: true });
  return dir;
}

behaviourSuite('local server over HTTP', () => ({
  send: sender(main.origin),
  // The suite's server runs with the limit off: it states none.
  policy: null,
  limited: async (limit) => sender((await start({ root: fixtureDist, rateLimit: limit })).origin),
  broken: async () => {
    const lines: string[] = [];
    const server = await start({ root: brokenSite(), rateLimit: 0, log: (line) => lines.push(line) });
    return { send: sender(server.origin), logged: () => lines.filter((line) => line.includes(' error ')) };
  },
}));

/** A raw HTTP exchange: the target is sent exactly as written, the body is not decoded. */
function raw(origin: string, target: string, headers: Record<string, string> = {}, agent?: Agent, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: target, headers, agent, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('local server only', () => {
  const LIST = '/api/v1/directory/tools?per_page=100';

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ])('compresses bodies over 1 KB with %s when the client accepts it', async (encoding, decode) => {
    const plain = await raw(main.origin, LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await raw(main.origin, LIST, { 'Accept-Encoding': encoding === 'gzip' ? 'gzip, deflate' : 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    expect(Number(compressed.headers['content-length'])).toBe(compressed.body.byteLength);
    expect(compressed.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(decode(compressed.body).equals(plain.body)).toBe(true);
  });

  it.each([
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
    ['x-gzip', 'gzip'],
    ['gzip;q=0.5, identity', undefined],
  ])('honours the q-values of Accept-Encoding %j: %s', async (accept, coding) => {
    const response = await raw(main.origin, LIST, { 'Accept-Encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
  });

  it('gives each coding of a body a tag of its own, weak when compressed, and a 304 for either tag', async () => {
    const plain = await raw(main.origin, LIST);
    const strong = String(plain.headers.etag);
    expect(strong).toMatch(/^"[0-9a-f]{32}"$/);
    for (const coding of ['br', 'gzip']) {
      const compressed = await raw(main.origin, LIST, { 'Accept-Encoding': coding });
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(compressed.headers.etag, coding).toBe(`W/${strong}`);
    }
    // Small bodies are never compressed: their tag stays strong whatever the client accepts.
    const small = await raw(main.origin, '/api/v1/directory/tools?page=999&per_page=1', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(String(small.headers.etag)).toMatch(/^"[0-9a-f]{32}"$/);
    // Weak comparison: the tag a client kept gives a 304, whichever coding it now gets, and the
    // 304 carries the tag of that coding.
    for (const [kept, accept, sent] of [
      [`W/${strong}`, undefined, strong],
      [strong, 'br', `W/${strong}`],
      [`W/${strong}`, 'gzip', `W/${strong}`],
      [`"other", W/${strong}`, 'identity', strong],
    ]) {
      const answer = await raw(main.origin, LIST, { 'If-None-Match': kept!, ...(accept ? { 'Accept-Encoding': accept } : {}) });
      expect(answer.status, `${kept} with ${accept}`).toBe(304);
      expect(answer.headers.etag, `${kept} with ${accept}`).toBe(sent);
    }
  });

  it.each(['br', 'gzip', 'identity'])('answers HEAD with the headers of GET, in the coding %s, for a problem it does not keep too', async (coding) => {
    // A 400 naming every parameter, each value long: a problem body over 1 KB, hence compressed.
    const long = (name: string) => `${name}=${name[0].repeat(200)}`;
    const target = `/api/v1/directory/tools?page=0&${['per_page', 'category', 'pricing', 'has_education_pricing', 'language', 'q'].map(long).join('&')}`;
    const get = await raw(main.origin, target, { 'Accept-Encoding': coding });
    const head = await raw(main.origin, target, { 'Accept-Encoding': coding }, undefined, 'HEAD');
    expect(get.status).toBe(400);
    expect(head.status).toBe(400);
    expect(head.body.byteLength).toBe(0);
    expect(get.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
    const { date: _get, ...getHeaders } = get.headers;
    const { date: _head, ...headHeaders } = head.headers;
    expect(headHeaders).toEqual(getHeaders);
  });

  it('leaves small bodies and refused codings alone', async () => {
    const small = await raw(main.origin, '/api/v1/directory/tools/inconnu', { 'Accept-Encoding': 'br, gzip' });
    expect(small.body.byteLength).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await raw(main.origin, LIST, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('keeps raw traversal targets inside the API and outside the project', async () => {
    for (const target of ['/api/v1/directory/tools/../../../../package.json', '/api/../package.json', '//api/../../package.json', '/api/v1/directory/tools/%2e%2e/%2e%2e/%2e%2e/package.json']) {
      const response = await raw(main.origin, target);
      expect(response.status, target).toBe(404);
      expect(response.headers['content-type'], target).toBe('application/problem+json; charset=utf-8');
      expect(response.body.toString(), target).not.toContain('"devDependencies"');
    }
    for (const target of ['/../package.json', '/_api/../../package.json', '/screenshots/..%2f..%2fpackage.json']) {
      const response = await raw(main.origin, target);
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.body.toString(), target).not.toContain('"devDependencies"');
    }
  });

  it('serves the other files of dist/ with serve-handler', async () => {
    const response = await raw(main.origin, `/${screenshotPath('cafe-quiz.png')}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.subarray(1, 4).toString()).toBe('PNG');
  });

  // netlify.toml gives them on Netlify; a client developed against the local server must see the
  // same (a screenshot drawn on a canvas, a router file fetched cross-origin).
  const LICENSE_LINK = '<https://creativecommons.org/licenses/by/4.0/>; rel="license"';
  it.each([
    [`/${screenshotPath('cafe-quiz.png')}`, 'public, max-age=86400'],
    [`/_api/${files.tool('chatgpt')}`, 'public, max-age=300'],
    [`/%5Fapi/${files.tool('chatgpt')}`, 'public, max-age=300'],
  ])("gives %s netlify.toml's cross-origin, licence and caching headers, as Netlify does", async (target, cacheControl) => {
    const response = await raw(main.origin, target);
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['link']).toBe(LICENSE_LINK);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves every file of the router's folder with the type of its format, as netlify.toml types them on Netlify", async () => {
    const types: Record<string, string> = {
      // JSON keeps the type of its extension (serve-handler's here, Netlify's there).
      json: 'application/json; charset=utf-8',
      txt: 'text/plain; charset=utf-8',
      ...Object.fromEntries(Object.values(DOWNLOADS).map(({ file, type }) => [extname(file).slice(1), type]).filter(([extension]) => extension !== 'json')),
    };
    const dir = join(fixtureDist, '_api');
    const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
    expect(paths).toEqual(expect.arrayContaining(Object.values(DOWNLOADS).map(({ file }) => file)));
    for (const path of paths) {
      const response = await raw(main.origin, `/_api/${path}`);
      expect(response.headers['content-type'], path).toBe(types[extname(path).slice(1)]);
    }
  });

  it('gives the pages neither cross-origin nor licence headers, as Netlify does', async () => {
    for (const target of ['/', '/reference', '/pas-de-page']) {
      const response = await raw(main.origin, target);
      expect(response.headers['access-control-allow-origin'], target).toBeUndefined();
      expect(response.headers['link'], target).toBeUndefined();
      expect(response.headers['x-content-type-options'], target).toBe('nosniff');
    }
  });

  it('lets a page of another origin read llms.txt and the JSON Schemas, as it reads the API', async () => {
    for (const target of ['/llms.txt', '/schemas/tool.schema.json']) {
      const response = await raw(main.origin, target);
      expect(response.status, target).toBe(200);
      expect(response.headers['access-control-allow-origin'], target).toBe('*');
      expect(response.headers['x-content-type-options'], target).toBe('nosniff');
    }
  });

  it.each(['text/html', 'application/json', '*/*'])('answers an unknown page with the French 404 page, Accept: %s', async (accept) => {
    const response = await raw(main.origin, '/pas-de-page', { accept });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain('Page introuvable');
  });

  // serve-handler's clean URLs find `404.html` at these: they would serve it 200, as a page.
  it.each(['/404', '/404.html', '/404/', '/404/index.html'])('answers %s, the address of the 404 page itself, as an unknown page: 404', async (target) => {
    const [response, unknown] = await Promise.all([raw(main.origin, target), raw(main.origin, '/pas-de-page')]);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.toString()).toBe(unknown.body.toString());
  });

  it.each([
    ['/index.html', '/'],
    ['/index', '/'],
    ['/index.html?utm_source=x', '/?utm_source=x'],
    ['/reference.html', '/reference'],
    ['/problems/not-found.html', '/problems/not-found'],
    ['/%2e%2e/index.html', '/'],
  ])('redirects %s to %s in one 301, its empty body framed by its length', async (target, location) => {
    const response = await raw(main.origin, target);
    expect(response.status).toBe(301);
    expect(response.headers['location']).toBe(location);
    expect(response.headers['content-length']).toBe('0');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await raw(main.origin, location)).status).toBe(200);
  });

  // The file system refuses a name over 255 bytes: serve-handler tries `<segment>.html` too.
  it.each([`/${'a'.repeat(251)}`, `/problems/${'a'.repeat(300)}`, `/${'a/'.repeat(2100)}`])('answers a path no file can have with the French 404 page: %#', async (target) => {
    const response = await raw(main.origin, target);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain('Page introuvable');
  });

  it('writes one log line per request', async () => {
    const lines: string[] = [];
    const server = await start({ root: fixtureDist, rateLimit: 0, log: (line) => lines.push(line) });
    await raw(server.origin, '/api/v1/directory/tools?page=2');
    await raw(server.origin, '/api/v1/directory/tools/inconnu');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\S+Z 127\.0\.0\.1 GET \/api\/v1\/directory\/tools\?page=2 200 \d+ [\d.]+ms$/);
    expect(lines[1]).toMatch(/ 404 /);
  });

  it('holds the limit exactly under concurrent requests from two client IPs', async () => {
    const server = await start({ root: fixtureDist });
    const burst = async (localAddress: string) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress });
      const responses = await Promise.all(Array.from({ length: 75 }, () => raw(server.origin, '/api/v1/directory/tools', {}, agent)));
      agent.destroy();
      return responses;
    };
    const [first, second] = await Promise.all([burst('127.0.0.1'), burst('127.0.0.2')]);
    for (const responses of [first, second]) {
      expect(responses.filter((r) => r.status === 200)).toHaveLength(60);
      const refused = responses.filter((r) => r.status === 429);
      expect(refused).toHaveLength(15);
      for (const response of refused) {
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    const remaining = first.filter((r) => r.status === 200).map((r) => Number(/r=(\d+)/.exec(String(r.headers.ratelimit))![1]));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });

  it('takes the client IP from X-Forwarded-For only from the proxies it is told to trust', async () => {
    const statuses = async (origin: string, forwarded: string[]) => {
      const out = [];
      for (const value of forwarded) out.push((await raw(origin, '/api/v1/directory', { 'X-Forwarded-For': value })).status);
      return out;
    };
    // No proxy trusted: the header is the client's own word, the socket counts.
    const direct = await start({ root: fixtureDist, rateLimit: 2 });
    expect(await statuses(direct.origin, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
    // One proxy: the entry it appended, the rightmost, is the client; what the client wrote before it is not believed.
    const one = await start({ root: fixtureDist, rateLimit: 2, trustedProxies: 1 });
    expect(await statuses(one.origin, ['198.51.100.9, 203.0.113.1', '198.51.100.9, 203.0.113.2', '198.51.100.9, 203.0.113.3', '203.0.113.1', '10.9.9.9, 203.0.113.1'])).toEqual([200, 200, 200, 200, 429]);
    // Two proxies: the second entry from the right.
    const two = await start({ root: fixtureDist, rateLimit: 1, trustedProxies: 2 });
    expect(await statuses(two.origin, ['198.51.100.9, 203.0.113.1, 10.0.0.2', '198.51.100.9, 203.0.113.2, 10.0.0.2', '203.0.113.1, 10.0.0.2'])).toEqual([200, 200, 429]);
    // An entry that is not an address is not believed: such requests share the socket's budget.
    const garbage = await start({ root: fixtureDist, rateLimit: 2, trustedProxies: 1 });
    expect(await statuses(garbage.origin, ['not-an-ip', `${'1'.repeat(5000)}`, '203.0.113.1:8080', '203.0.113.1'])).toEqual([200, 200, 429, 200]);
    // Proxies by address: a request from elsewhere (here, loopback) cannot forge fresh budgets.
    const elsewhere = await start({ root: fixtureDist, rateLimit: 2, trustedProxies: trustedProxies('10.0.0.0/8') });
    expect(await statuses(elsewhere.origin, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
    // From a trusted address, the entry that proxy appended is the client.
    const local = await start({ root: fixtureDist, rateLimit: 1, trustedProxies: trustedProxies('loopback') });
    expect(await statuses(local.origin, ['203.0.113.1', '203.0.113.2', '198.51.100.9, 203.0.113.1'])).toEqual([200, 200, 429]);
  });

  it('answers repeated requests from its kept bytes, with the rate-limit headers of each request', async () => {
    const server = await start({ root: fixtureDist, rateLimit: 5 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await raw(server.origin, LIST, { 'Accept-Encoding': 'br' }));
    const head = await raw(server.origin, LIST, { 'Accept-Encoding': 'br' }, undefined, 'HEAD');
    const notModified = await raw(server.origin, LIST, { 'Accept-Encoding': 'br', 'If-None-Match': String(answers[0].headers.etag) });
    expect(answers.map((a) => a.headers.ratelimit)).toEqual(['"ip";r=4;t=60', '"ip";r=3;t=60', '"ip";r=2;t=60']);
    expect(answers[1].body.equals(answers[0].body) && answers[2].body.equals(answers[0].body)).toBe(true);
    const { ratelimit: _first, date: _d1, ...headers } = answers[0].headers;
    const { ratelimit: _last, date: _d2, ...again } = answers[2].headers;
    expect(again).toEqual(headers);
    expect(headers['ratelimit-policy']).toBe('"ip";q=5;w=60');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-length']).toBe(answers[0].headers['content-length']);
    expect(head.headers.ratelimit).toBe('"ip";r=1;t=60');
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(answers[0].headers.etag);
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers.ratelimit).toBe('"ip";r=0;t=60');
  });

  it('cuts long values in log lines', async () => {
    const lines: string[] = [];
    const server = await start({ root: fixtureDist, rateLimit: 0, log: (line) => lines.push(line) });
    // Longer than any log value, shorter than the query strings the API reads at all.
    await raw(server.origin, `/api/v1/directory/tools?q=${'x'.repeat(1500)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(1);
    expect(lines[0].length).toBeLessThan(300);
    expect(lines[0]).toContain('xxx… 400 ');
  });

  it.each([
    ['GET', 'GET'],
    ['/a\r\nforged 200', '/a\\x0d\\x0aforged 200'],
    ['/\u0085\u001b[31m', '/\\x85\\x1b[31m'],
    ['C:\\x41', 'C:\\x5cx41'],
    ['y'.repeat(250), `${'y'.repeat(200)}…`],
  ])('writes %j in a log line as %j', (value, logged) => expect(logValue(value)).toBe(logged));

  it('serves a build swapped in while it runs (npm run build) whole, keeping nothing of the previous one', async () => {
    const dir = join(tempOutDir(), 'dist');
    cpSync(fixtureDist, dir, { recursive: true });
    const server = await start({ root: dir, rateLimit: 0 });
    const json = async (path: string) => (await fetch(`${server.origin}/api/v1/directory${path}`)).json();
    const kahoot = async () => (await json('/tools/kahoot')).data.short_description;
    // A computed page, from the index and list items the server keeps in memory.
    const listed = async () => (await json('/tools?q=kahoot&per_page=7')).data.find((tool: { slug: string }) => tool.slug === 'kahoot').short_description;
    const before = 'Jeux-questionnaires (quiz) en direct projetés devant la classe.';
    expect([await kahoot(), await listed()]).toEqual([before, before]);

    const content = join(tempOutDir(), 'content');
    cpSync(FIXTURE_CONTENT, content, { recursive: true });
    const file = join(content, 'tools/kahoot.md');
    const after = 'Jeux-questionnaires (quiz) en direct, projetés devant la classe.';
    writeFileSync(file, readFileSync(file, 'utf8').replace(before, after));
    const rebuilt = await astroBuild(content, FIXTURE_BASE);
    expect(rebuilt.status, rebuilt.output).toBe(0);
    // A request just before the swap: the server has looked for a new build a moment ago.
    expect(await kahoot()).toBe(before);
    swapIn(rebuilt.outDir, dir);
    const version = JSON.parse(readFileSync(join(dir, '_api/directory.json'), 'utf8')).data.data_version;

    // Read before the server has seen the swap, a file of the new build fails the old one's
    // record: a 500, never the new file among the old build's answers. The next request looks
    // for a new build at once and is answered from it.
    const first = await fetch(`${server.origin}/api/v1/directory`);
    if (first.status === 200) expect((await first.json()).data.data_version).toBe(version);
    else expect(first.status).toBe(500);
    expect((await json('')).data.data_version).toBe(version);
    await expect.poll(kahoot, { timeout: 5000 }).toBe(after);
    expect(await listed()).toBe(after);
    expect((await json('')).data.data_version).toBe(JSON.parse(readFileSync(join(dir, '_api/directory.json'), 'utf8')).data.data_version);
  });
});

/** A raw exchange over a socket: the bytes sent exactly as written, the answer read until the server closes. */
function exchange(port: number, text: string, { waitMs = 5000 } = {}): Promise<{ status: number; head: string; headers: Record<string, string>; body: string; elapsedMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text, 'latin1'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.setTimeout(waitMs, () => socket.destroy(new Error(`no close within ${waitMs} ms: ${Buffer.concat(chunks).toString()}`)));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString();
      const [head, ...rest] = answer.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), head, headers, body: rest.join('\r\n\r\n'), elapsedMs: performance.now() - started });
    });
  });
}

function expectRawProblem(answer: Awaited<ReturnType<typeof exchange>>, status: number, kind: string): void {
  expect(answer.status, answer.head).toBe(status);
  expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers.link).toContain('rel="license"');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(JSON.parse(answer.body)).toMatchObject({ status, type: `https://annuaire.example.org/problems/${kind}` });
}

describe('the edges of HTTP, over raw sockets', () => {
  it('answers TRACE, which a web Request cannot carry, with a 405 problem and Allow', async () => {
    const answer = await exchange(main.port, 'TRACE /api/v1/directory/tools HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectRawProblem(answer, 405, 'method-not-allowed');
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('answers an accent typed as is in the target (as curl sends it) with a 400 problem that gives the target to send, which answers as fetch does', async () => {
    const typed = '/api/v1/directory/tools?q=géométrie&per_page=3';
    const answer = await exchange(main.port, Buffer.from(`GET ${typed} HTTP/1.1\r\nHost: x\r\n\r\n`).toString('latin1'));
    expectRawProblem(answer, 400, 'bad-request');
    const suggested = '/api/v1/directory/tools?q=g%C3%A9om%C3%A9trie&per_page=3';
    expect(JSON.parse(answer.body)).toMatchObject({ instance: '/api/v1/directory/tools', detail: `L’adresse contient « é » tel quel : écrivez-le %C3%A9 (ses octets UTF-8 encodés en pourcentage), soit ${suggested}.` });
    const followed = await fetch(`${main.origin}${suggested}`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe(await (await fetch(`${main.origin}${typed}`)).text());
  });

  it('answers a method Node does not parse with a 400 problem', async () => {
    const answer = await exchange(main.port, 'TRACK /api/v1/directory/tools HTTP/1.1\r\nHost: x\r\n\r\n');
    expectRawProblem(answer, 400, 'bad-request');
  });

  it('answers CONNECT with a 405 problem instead of dropping the connection', async () => {
    const answer = await exchange(main.port, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n');
    expectRawProblem(answer, 405, 'method-not-allowed');
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it.each(['/api/v1/directory/tools', '/'])('answers an HTTP/1.1 request to %s without Host with a 400 problem', async (target) => {
    const answer = await exchange(main.port, `GET ${target} HTTP/1.1\r\nConnection: close\r\n\r\n`);
    expectRawProblem(answer, 400, 'bad-request');
    expect(JSON.parse(answer.body).detail).toContain('Host');
  });

  it.each([
    ['Host: a\r\nHost: b', 'La requête porte 2 en-têtes Host : un seul est permis.'],
    ['Host: a b', 'L’en-tête Host « a b » n’est pas un nom d’hôte, suivi au besoin de « :port ».'],
  ])('answers a request with %j with a 400 problem, as RFC 9112 asks, where Node would keep one', async (fields, detail) => {
    for (const target of ['/api/v1/directory', '/']) {
      const answer = await exchange(main.port, `GET ${target} HTTP/1.1\r\n${fields}\r\nConnection: close\r\n\r\n`);
      expectRawProblem(answer, 400, 'bad-request');
      expect(JSON.parse(answer.body)).toMatchObject({ detail, instance: target });
    }
  });

  it.each([
    ['GET /api/v1/directory/tools HTTP/1.1\r\nConnection: close\r\n\r\n', '/api/v1/directory/tools'],
    ['GET /api/v1/directory/tools?page=2 HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', '/api/v1/directory/tools'],
    // The request line itself is unreadable: its path is unknown.
    ['garbage\r\n\r\n', '/'],
    ['GET /api/v1/directory HTTP/9.9\r\nHost: x\r\n\r\n', '/api/v1/directory'],
  ])('answers %j with the 400 of API.md: errors, cacheable, instance %s', async (request, instance) => {
    const answer = await exchange(main.port, request);
    expectRawProblem(answer, 400, 'bad-request');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [], instance });
  });

  it('answers a request whose Expect it does not know as any other, with the API headers, counted by the limit', async () => {
    const server = await start({ root: fixtureDist, rateLimit: 1 });
    const request = 'GET /api/v1/directory HTTP/1.1\r\nHost: x\r\nExpect: x-unknown\r\nConnection: close\r\n\r\n';
    const first = await exchange(server.port, request);
    expect(first.status, first.head).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers.link).toContain('rel="license"');
    expect(first.headers.ratelimit).toBe('"ip";r=0;t=60');
    expect(JSON.parse(first.body).data.counts).toBeDefined();
    expectRawProblem(await exchange(server.port, request), 429, 'rate-limited');
    // Outside the API too, no bare 417.
    expect((await exchange(server.port, 'GET /robots.txt HTTP/1.1\r\nHost: x\r\nExpect: x-unknown\r\nConnection: close\r\n\r\n')).status).not.toBe(417);
  });

  it.each(['/api', '/api?page=2', '/%61pi/v1/directory', '/api%2Fv1%2Fdirectory', '/x/..%2Fapi%2Fv1%2Fdirectory'])('answers %s, an API path once decoded, with the JSON 404 problem, never an HTML page', async (target) => {
    const answer = await exchange(main.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expectRawProblem(answer, 404, 'not-found');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });

  // A `..` that only decoding makes a segment would climb out of dist/: serve-handler answered it with its English 400 page.
  it.each(['/%00', '/_api/%00', '/%zz', '/screenshots/%E9', '/_api/tools/chatgpt.json%00', '/x%2F..%2F..%2Fetc', '/..%2Fllms.txt'])('answers %s outside the API with a 404 problem, never a 500', async (target) => {
    const answer = await exchange(main.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expectRawProblem(answer, 404, 'not-found');
    expect(JSON.parse(answer.body).detail).toMatchInlineSnapshot(`"Aucun fichier à cette adresse : elle contient un caractère nul, un encodage en pourcentage invalide ou un « .. » encodé."`);
  });

  // As browsers, curl and Netlify's CDN read them, and as the router reads an API path: serve-handler
  // resolves none, and answered a `..` above the root with its own English 400 page.
  it.each(['/../llms.txt', '/%2e%2e/llms.txt', '/a/../../llms.txt', '/.%2E/llms.txt?v=1'])('serves %s, its dot segments resolved, as the file it names', async (target) => {
    const lines: string[] = [];
    const server = await start({ root: fixtureDist, rateLimit: 0, log: (line) => lines.push(line) });
    const answer = await exchange(server.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.status, answer.head).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe(readFileSync(join(fixtureDist, 'llms.txt'), 'utf8'));
    // The log names the target as it was sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toEqual([expect.stringContaining(` GET ${target} 200 `)]);
  });

  it.each(['/\\', '/\\evil.example'])('answers %s, a target no URL can be made of, without a 500', async (target) => {
    const answer = await exchange(main.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBeLessThan(500);
  });

  // RFC 9112 §9.3.2: pipelined requests are answered in order. The problem about a request Node
  // cannot parse was written at once, before the answer to a request sent ahead of it, which it replaced.
  it.each([
    ['the API', '/api/v1/directory/tools?q=carte&per_page=3', 'application/json; charset=utf-8'],
    ['a file', '/llms.txt', 'text/plain; charset=utf-8'],
  ])('answers a request to %s pipelined before a malformed one, then the malformed one with its problem', async (_, target, type) => {
    const fresh = await start({ root: fixtureDist, rateLimit: 0 });
    const expected = await raw(fresh.origin, target);
    for (const malformed of ['garbage\r\n\r\n', `GET /x HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n']) {
      // Another server each time: the first answer must be made, not taken from those the server keeps.
      const server = await start({ root: fixtureDist, rateLimit: 0 });
      const answer = await exchange(server.port, `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n${malformed}`);
      expect(answer.status, answer.head).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      const length = Number(answer.headers['content-length']);
      const rest = Buffer.from(answer.body);
      expect(rest.subarray(0, length).equals(expected.body)).toBe(true);
      const second = rest.subarray(length).toString();
      const status = malformed.startsWith('garbage') ? 400 : malformed.startsWith('CONNECT') ? 405 : 431;
      expect(second).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const [, body] = second.split('\r\n\r\n');
      expect(JSON.parse(body)).toMatchObject({ status });
    }
  });

  it('answers a client that sends its headers too slowly (slowloris) with a 408 problem', async () => {
    const slow = await start({ root: fixtureDist, rateLimit: 0, timeouts: { headers: 300, request: 600, checkInterval: 100 } });
    const socket = connect(slow.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /api/v1/directory HTTP/1.1\r\nHost: x\r\n');
    // One header line now and then, never the blank line that ends them.
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    await closed;
    clearInterval(drip);
    const text = Buffer.concat(chunks).toString();
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head.toLowerCase()).toContain('content-type: application/problem+json; charset=utf-8');
    expect(head.toLowerCase()).toContain('access-control-allow-origin: *');
    expect(JSON.parse(body)).toMatchObject({ status: 408, type: 'https://annuaire.example.org/problems/request-timeout' });
    expect(JSON.parse(body).detail).toMatchInlineSnapshot(`"La requête n’est pas arrivée entière à temps (0.3 s pour les en-têtes, 0.6 s en tout)."`);
  });
});

describe('clients that stop reading', () => {
  /** Pipelined requests for the OpenAPI document: megabytes, more than the kernel's buffers hold. */
  const requests = (count: number) => 'GET /api/v1/openapi.json HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(count);

  it('closes a connection on which the client reads nothing more, and never one that reads slowly', async () => {
    // Far above the slow client's pauses and a busy machine's hiccups (which would cut the request
    // that learns the body's length), yet below the slow client's whole read (about 3 s), so that
    // a server that cut connections after a total time, not an idle one, would fail.
    const server = createApiServer({ root: fixtureDist, rateLimit: 0, timeouts: { stalled: 1500 } });
    /** The client ports of the connections the server has closed. */
    const closed = new Set<number>();
    server.on('connection', (socket) => socket.on('close', () => closed.add(socket.remotePort!)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const length = (await raw(`http://127.0.0.1:${port}`, '/api/v1/openapi.json')).body.byteLength;
      const stalled = connect(port, '127.0.0.1');
      stalled.on('error', () => {});
      await new Promise((resolve) => stalled.once('connect', resolve));
      stalled.write(requests(60));
      stalled.pause();

      // Reads every chunk 100 ms after the one before: slow, but the response moves.
      const slow = connect(port, '127.0.0.1');
      const slowPort = await new Promise<number>((resolve) => slow.once('connect', () => resolve(slow.localPort!)));
      slow.write(requests(10));
      let received = '';
      slow.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
        slow.pause();
        setTimeout(() => slow.resume(), 100);
      });
      await expect.poll(() => received.split('HTTP/1.1 200 OK').length - 1, { timeout: 20_000, interval: 200 }).toBe(10);
      await expect.poll(() => received.length, { timeout: 5000 }).toBeGreaterThanOrEqual(10 * length);
      expect(closed.has(slowPort)).toBe(false);

      await expect.poll(() => closed.has(stalled.localPort!), { timeout: 10_000, interval: 200 }).toBe(true);
      slow.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('requests Node refuses before routing', () => {
  it.each([
    ['a 17 KB header', `GET /api/v1/directory/tools HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`, '/api/v1/directory/tools'],
    ['a 100 KB query', `GET /api/v1/directory/tools?q=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, '/api/v1/directory/tools'],
    ['a 20 KB path', `GET /api/v1/directory/tools/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, '/'],
    [
      'a long path and a 17 KB header',
      `GET /api/v1/directory/tools/${'a'.repeat(200)} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
      `/api/v1/directory/tools/${'a'.repeat(120 - '/api/v1/directory/tools/'.length)}…`,
    ],
  ])('names the path of a 431 for %s when Node read it, cut at 120 characters', async (_, request, instance) => {
    const answer = await exchange(main.port, request);
    expectRawProblem(answer, 431, 'request-too-large');
    expect(JSON.parse(answer.body).instance).toBe(instance);
    expect(JSON.parse(answer.body).detail).toMatchInlineSnapshot(`"L’adresse ou les en-têtes de la requête sont trop longs."`);
  });

  it('answers an over-long request target with a 431 problem document', async () => {
    const response = await raw(main.origin, `/api/v1/directory/tools?q=${'x'.repeat(100_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(response.body.toString())).toMatchObject({ status: 431, type: 'https://annuaire.example.org/problems/request-too-large' });
  });
});

describe('fileReader', () => {
  it.each(['../package.json', '../../package.json', 'tools/../../list-index.txt', '/etc/passwd', 'tools/inconnu.json'])('refuses or misses %s', async (path) => {
    expect(await fileReader(fixtureDist)(path)).toBeNull();
  });

  it('fails, rather than calls missing, a file it cannot read, and the router answers a 500 that no cache keeps', async () => {
    const root = mkdtempSync(join(tmpdir(), 'file-reader-'));
    try {
      cpSync(fixtureDist, root, { recursive: true });
      // A link to itself: reading it fails with ELOOP, as a read fails with EMFILE when no file descriptor is left.
      const tool = join(root, '_api', files.tool('chatgpt'));
      rmSync(tool);
      symlinkSync(tool, tool);
      const read = fileReader(root);
      await expect(read(files.tool('chatgpt'))).rejects.toMatchObject({ code: 'ELOOP' });
      expect(await read(files.tool('inconnu'))).toBeNull();
      const response = await createRouter({ readFile: read, onError: () => {} })(new Request('http://localhost/api/v1/directory/tools/chatgpt'));
      expect(response.status).toBe(500);
      expect(response.headers.get('cache-control')).toBe(NOT_CACHEABLE);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each<[string, (file: string) => void]>([
    ['taken away', (file) => rmSync(file)],
    ['truncated', (file) => writeFileSync(file, readFileSync(file).subarray(0, 100))],
    ['replaced by a folder', (file) => (rmSync(file), mkdirSync(file))],
  ])('answers a 500 that no cache keeps for a file of the build %s while the server runs, never a 404 or a broken 200', async (_, damage) => {
    const dir = join(tempOutDir(), 'dist');
    cpSync(fixtureDist, dir, { recursive: true });
    const lines: string[] = [];
    const server = await start({ root: dir, rateLimit: 0, log: (line) => lines.push(line) });
    damage(join(dir, '_api', files.tool('kahoot')));
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${server.origin}/api/v1/directory/tools/kahoot`);
      expect(response.status).toBe(500);
      expect(response.headers.get('cache-control')).toBe(NOT_CACHEABLE);
      expect((await response.json()).type).toBe('https://annuaire.example.org/problems/internal-error');
    }
    expect(lines.find((line) => line.includes(' error '))).toContain(`_api/${files.tool('kahoot')}`);
    // The rest of the build is served as before, and a tool it never had is still a 404.
    expect((await fetch(`${server.origin}/api/v1/directory/tools/chatgpt`)).status).toBe(200);
    expect((await fetch(`${server.origin}/api/v1/directory/tools/inconnu`)).status).toBe(404);
  });

  it('reads files of _api/ and serves them again from memory', async () => {
    const read = fileReader(fixtureDist);
    const first = await read(files.tool('chatgpt'));
    expect(JSON.parse(first!).data.slug).toBe('chatgpt');
    expect(await read(files.tool('chatgpt'))).toBe(first);
  });
});
