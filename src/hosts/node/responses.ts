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
  /** The router's strong tag of the uncompressed body. */
  etag: string;
  /** Headers of the 200, as a flat name, value list, without `Content-Length` and `ETag`, which depend on the coding. */
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
    if (name === 'content-length' || name === 'ratelimit' || name === 'etag') continue;
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
 * body in the best coding the client accepts. Either way the `ETag` is that of the
 * representation this request gets. Returns the entry with any compressed form made for this
 * request, for the cache to keep, and the length of the body sent.
 */
export function writeCached(res: ServerResponse, entry: CachedResponse, ifNoneMatch: string | undefined, acceptEncoding: string | undefined, extra: string[]): { kept: CachedResponse; length: number } {
  const coding = entry.body.byteLength >= COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : undefined;
  // A strong tag is unique across the representations of a resource (RFC 9110 §8.8.1, and the
  // gzip example of §8.8.3.3): the br, gzip and plain bodies differ in bytes. A compressed body
  // gets the weak form of the tag ("same content", which they are), as nginx does: weak
  // comparison (§13.1.2, API.md) ignores `W/`, so a client that kept either tag gets its 304
  // with no change to the comparison. A per-coding suffix would keep tags strong but need
  // stripping before every comparison: more code, and what left Apache's mod_deflate `-gzip`
  // tags without 304s (its bug 45023).
  const etag = ['etag', coding ? `W/${entry.etag}` : entry.etag];
  if (ifNoneMatch !== undefined && ifNoneMatchHits(ifNoneMatch, entry.etag)) {
    res.writeHead(304, entry.notModified.concat(etag, extra));
    res.end();
    return { kept: entry, length: 0 };
  }
  let kept = entry;
  let payload = entry.body;
  if (coding) {
    const made = entry[coding];
    payload = made ?? compress(entry.body, coding);
    if (!made) kept = { ...entry, [coding]: payload };
  }
  const headers = entry.headers.concat(etag, 'content-length', String(payload.byteLength), extra);
  if (coding) headers.push('content-encoding', coding);
  res.writeHead(200, headers);
  res.end(payload);
  return { kept, length: payload.byteLength };
}

export function compress(body: Uint8Array, coding: Coding): Buffer {
  const compressed = coding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }) : gzipSync(body, { level: 6 });
  // zlib hands back a view of its 64 KiB output buffer: kept as it is, each compressed form of a
  // cached response would hold that whole buffer alive, where the cache counts the view's bytes.
  // A copy of its own size (outside Node's shared pool) holds what it counts.
  const own = Buffer.allocUnsafeSlow(compressed.byteLength);
  compressed.copy(own);
  return own;
}

/** Codings the server can send, in the order it prefers them when the client weighs them equally. */
const PREFERENCE = ['br', 'gzip', 'identity'] as const;

/**
 * The coding of a response under RFC 9110 §12.5.3: the highest q-value wins, br then gzip then
 * none on a tie; `q=0` refuses a coding, `*` weighs every coding not named, `x-gzip` is gzip.
 * `identity` (no coding, undefined here) may win; unless named or covered by `*`, it is
 * acceptable but last. A q-value that is not one (`q=abc`, `q=2`) refuses its coding rather
 * than guess.
 * @example pickEncoding('br;q=0.5, gzip') === 'gzip'
 */
export function pickEncoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((text) => text.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q === undefined ? 1 : qValue(q.slice(2)));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? (coding === 'identity' ? Number.MIN_VALUE : 0);
  const best = PREFERENCE.reduce((chosen, coding) => (weight(coding) > weight(chosen) ? coding : chosen));
  return best === 'identity' || weight(best) === 0 ? undefined : best;
}

/** A q-value as RFC 9110 §12.4.2 writes it (`0` to `1`, three decimals at most); 0 for anything else. */
function qValue(text: string): number {
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text) ? Number(text) : 0;
}
