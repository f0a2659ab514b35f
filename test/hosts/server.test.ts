/**
 * The local server over real HTTP on loopback: the whole behaviour suite, then what only a
 * server has (compression, rate limit per client IP, static files, logs, raw request targets).
 */
import { request as httpRequest, Agent } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { behaviourSuite } from '../router/behaviour.case.ts';
import { sender, startServer, type Running } from '../helpers/servers.ts';
import { screenshotPath } from '../../src/api/documents.ts';
import { files } from '../../src/api/paths.ts';
import { fileReader } from '../../src/hosts/node/server.ts';

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
  main = await start({ root: inject('fixtureDist'), rateLimit: 0 });
});

behaviourSuite('local server over HTTP', () => ({
  send: sender(main.origin),
  limited: async (limit) => sender((await start({ root: inject('fixtureDist'), rateLimit: limit })).origin),
}));

/** A raw HTTP exchange: the target is sent exactly as written, the body is not decoded. */
function raw(origin: string, target: string, headers: Record<string, string> = {}, agent?: Agent): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: target, headers, agent }, (res) => {
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

  it('leaves small bodies and refused codings alone', async () => {
    const small = await raw(main.origin, '/api/v1/directory/tools/inconnu', { 'Accept-Encoding': 'br, gzip' });
    expect(small.body.byteLength).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await raw(main.origin, LIST, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('keeps raw traversal targets inside the API and outside the project', async () => {
    for (const target of ['/api/v1/directory/tools/../../../../package.json', '/api/../package.json', '/api/v1/directory/tools/%2e%2e/%2e%2e/%2e%2e/package.json']) {
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

  it('writes one log line per request', async () => {
    const lines: string[] = [];
    const server = await start({ root: inject('fixtureDist'), rateLimit: 0, log: (line) => lines.push(line) });
    await raw(server.origin, '/api/v1/directory/tools?page=2');
    await raw(server.origin, '/api/v1/directory/tools/inconnu');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\S+Z 127\.0\.0\.1 GET \/api\/v1\/directory\/tools\?page=2 200 \d+ [\d.]+ms$/);
    expect(lines[1]).toMatch(/ 404 /);
  });

  it('holds the limit exactly under concurrent requests from two client IPs', async () => {
    const server = await start({ root: inject('fixtureDist') });
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

  it('takes the client IP from X-Forwarded-For only when told it sits behind a proxy', async () => {
    const direct = await start({ root: inject('fixtureDist'), rateLimit: 2 });
    const statuses = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) statuses.push((await raw(direct.origin, '/api/v1/directory', { 'X-Forwarded-For': ip })).status);
    expect(statuses).toEqual([200, 200, 429]);

    const proxied = await start({ root: inject('fixtureDist'), rateLimit: 2, trustProxy: true });
    const behind = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.1', '203.0.113.1']) behind.push((await raw(proxied.origin, '/api/v1/directory', { 'X-Forwarded-For': `${ip}, 10.0.0.1` })).status);
    expect(behind).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('requests Node refuses before routing', () => {
  it('answers an over-long request target with a 431 problem document', async () => {
    const response = await raw(main.origin, `/api/v1/directory/tools?q=${'x'.repeat(100_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(response.body.toString())).toMatchObject({ status: 431, type: 'https://annuaire.example.org/problems/request-too-large' });
  });
});

describe('fileReader', () => {
  it.each(['../package.json', '../../package.json', 'tools/../../list-index.json', '/etc/passwd', 'tools/inconnu.json'])('refuses or misses %s', async (path) => {
    expect(await fileReader(inject('fixtureDist'))(path)).toBeNull();
  });

  it('reads files of _api/ and serves them again from memory', async () => {
    const read = fileReader(inject('fixtureDist'));
    const first = await read(files.tool('chatgpt'));
    expect(JSON.parse(first!).data.slug).toBe('chatgpt');
    expect(await read(files.tool('chatgpt'))).toBe(first);
  });
});
