/**
 * Responses kept as bytes: a 200 of the router is the same for every request of its URL (the
 * built site does not change while it is served), so the server keeps its status, headers,
 * body and compressed forms, and answers the next request for that URL from them without a
 * `Request`, a `Response` or a digest: what fast static servers do.
 */
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { ifNoneMatchHits } from '../../router/http.ts';
import { Lru } from '../../router/lru.ts';

/** Bodies smaller than this are sent as they are: compression would not pay for itself. */
export const COMPRESS_MIN_BYTES = 1024;

export type Coding = 'br' | 'gzip';

export interface CachedResponse {
  etag: string;
  /** Headers of the 200, as a flat name, value list, without `Content-Length`. */
  headers: string[];
  /** Headers of a 304: those of the 200 but the body's own. */
  notModified: string[];
  body: Buffer;
  /** Compressed forms, made on the first request that asks for each. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Memory for kept responses: every page of the real directory in its three forms fits. */
const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;
const RESPONSE_CACHE_ENTRIES = 20_000;

export function responseCache() {
  return new Lru<string, CachedResponse>({
    maxEntries: RESPONSE_CACHE_ENTRIES,
    maxSize: RESPONSE_CACHE_BYTES,
    sizeOf: (entry) => entry.body.byteLength + (entry.br?.byteLength ?? 0) + (entry.gzip?.byteLength ?? 0) + 1024,
  });
}

/** A 200 with an ETag as bytes to keep; undefined for any other response, which is not kept. */
export async function toCached(response: Response): Promise<CachedResponse | undefined> {
  const etag = response.headers.get('ETag');
  if (response.status !== 200 || etag === null) return undefined;
  const body = Buffer.from(await response.arrayBuffer());
  const headers: string[] = [];
  const notModified: string[] = [];
  for (const [name, value] of response.headers) {
    if (name === 'content-length' || name === 'ratelimit') continue;
    headers.push(name, value);
    if (name !== 'content-type') notModified.push(name, value);
  }
  // RFC 9110 §15.4.5: a 304 carries the Vary the 200 would.
  headers.push('vary', 'Accept-Encoding');
  notModified.push('vary', 'Accept-Encoding');
  return { etag, headers, notModified, body };
}

/**
 * Writes a kept response for one request: 304 when its `If-None-Match` holds the tag, else the
 * body in the best coding the client accepts. Returns the entry with any compressed form made
 * for this request, for the cache to keep, and the length of the body sent.
 */
export function writeCached(res: ServerResponse, entry: CachedResponse, ifNoneMatch: string | undefined, acceptEncoding: string | undefined, extra: string[]): { kept: CachedResponse; length: number } {
  if (ifNoneMatch !== undefined && ifNoneMatchHits(ifNoneMatch, entry.etag)) {
    res.writeHead(304, extra.length > 0 ? entry.notModified.concat(extra) : entry.notModified);
    res.end();
    return { kept: entry, length: 0 };
  }
  const coding = entry.body.byteLength >= COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : undefined;
  let kept = entry;
  let payload = entry.body;
  if (coding) {
    const made = entry[coding];
    payload = made ?? compress(entry.body, coding);
    if (!made) kept = { ...entry, [coding]: payload };
  }
  const headers = entry.headers.concat('content-length', String(payload.byteLength), extra);
  if (coding) headers.push('content-encoding', coding);
  res.writeHead(200, headers);
  res.end(payload);
  return { kept, length: payload.byteLength };
}

export function compress(body: Uint8Array, coding: Coding): Buffer {
  return coding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }) : gzipSync(body, { level: 6 });
}

/**
 * br when the client takes it, else gzip, else nothing; `q=0` refuses a coding, `*` stands for
 * any coding not named (RFC 9110 §12.5.3).
 * @example pickEncoding('gzip, br;q=0') === 'gzip'
 */
export function pickEncoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  const accepted = new Map(
    header.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}
