/**
 * Memory of the local server under many distinct URLs: every 200 of the API is kept, with its
 * compressed forms, in a cache bounded by the bytes it counts (`responseCache`). A client that
 * asks for thousands of distinct searches fills it; what it holds must then be what it counts,
 * or the bound says nothing of the memory the server uses.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Running } from '../helpers/servers.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

setFlagsFromString('--expose-gc');
/** The engine's collector, so that memory is measured without the garbage of the requests. */
const gc = runInNewContext('gc') as () => void;

/** What the cache counts for a kept response with one compressed form (`responseCache`'s `sizeOf`). */
const counted = (body: number, compressed: number) => body + compressed + 1024;

/** Distinct searches that find nothing, long enough (`q` echoed in `meta` and `links`) to be compressed. */
const URLS = 1000;
const search = (n: number) => `/api/v1/directory/tools?q=zq${n}x${'w'.repeat(85)}`;

let server: Running;
beforeAll(async () => {
  server = await startServer({ root: fixtureDist, rateLimit: 0 });
});
afterAll(() => server.close());

/** Bytes of the process's buffers once the garbage is collected: the client's decoders release theirs a turn after they close. */
async function arrayBuffers(): Promise<number> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc();
  return process.memoryUsage().arrayBuffers;
}

describe('the responses the local server keeps', () => {
  // Node's zlib writes a compressed body into a 64 KiB buffer and hands back a view of the bytes
  // it used: kept as it was, the view held the whole buffer alive while the cache counted the
  // view's length (a few hundred bytes for a page of the list): 20,000 URLs asked with br then
  // gzip held 900 MB of buffers against a 64 MB bound. The buffers held are about what the
  // cache counts.
  it('hold in buffers about what the cache counts for them', async () => {
    await (await fetch(`${server.origin}${search(-1)}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    const before = await arrayBuffers();
    let total = 0;
    for (let n = 0; n < URLS; n++) {
      const response = await fetch(`${server.origin}${search(n)}`, { headers: { 'accept-encoding': 'br' } });
      // fetch decodes the body; the header still gives the length sent.
      expect(response.headers.get('content-encoding')).toBe('br');
      total += counted((await response.arrayBuffer()).byteLength, Number(response.headers.get('content-length')));
    }
    // Twice what is counted leaves room for the engine's own buffers; a view holding a buffer
    // of 64 KiB is ten times over.
    expect((await arrayBuffers()) - before).toBeLessThan(2 * total);
  });
});
