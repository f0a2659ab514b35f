/**
 * The local server: the router for `/api/`, `serve-handler` for the other files of `dist/`,
 * with compression, the per-IP rate limit and one log line per request.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import handler from 'serve-handler';
import { files, FILES_DIR } from '../../api/paths.ts';
import { RATE_LIMIT, RATE_WINDOW_SECONDS } from '../../api/policy.ts';
import { baseHeaders, problemBody } from '../../router/http.ts';
import { createRouter, type Admission } from '../../router/router.ts';
import { RateLimiter, type RateLimit } from './rate-limit.ts';

export interface ServerOptions {
  /** The built site, `dist/`. */
  root: string;
  /** Requests per window per client IP; 0 turns the limit off. */
  rateLimit?: number;
  /** Length of the rate-limit window, seconds. */
  rateWindowSeconds?: number;
  /** Trust `X-Forwarded-For` for the client IP: only behind a proxy that sets it. */
  trustProxy?: boolean;
  /** Where log lines go; silent when undefined. */
  log?: (line: string) => void;
  /** Clock of the rate limiter, milliseconds. */
  now?: () => number;
}

/** Bodies smaller than this are sent as they are: compression would not pay for itself. */
const COMPRESS_MIN_BYTES = 1024;

/** Memory the local server may spend on file contents: the whole API of the real directory fits. */
const FILE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Reads a file under `root/_api/`, refusing any path that would leave it. The built site does
 * not change while it is served, so contents are kept in memory (most recently used first,
 * bounded): a read from disk costs far more than the rest of a request.
 */
export function fileReader(root: string) {
  const dir = join(root, FILES_DIR);
  const cache = new Map<string, string>();
  let cachedBytes = 0;
  return async (path: string): Promise<string | null> => {
    const full = normalize(join(dir, path));
    if (!full.startsWith(dir + sep)) return null;
    const cached = cache.get(full);
    if (cached !== undefined) {
      cache.delete(full);
      cache.set(full, cached);
      return cached;
    }
    let text: string;
    try {
      text = await readFile(full, 'utf8');
    } catch {
      return null;
    }
    cache.set(full, text);
    cachedBytes += text.length;
    for (const [oldest, body] of cache) {
      if (cachedBytes <= FILE_CACHE_BYTES) break;
      cache.delete(oldest);
      cachedBytes -= body.length;
    }
    return text;
  };
}

export function createApiServer(options: ServerOptions): Server {
  const limiter = new RateLimiter(options.rateLimit ?? RATE_LIMIT, (options.rateWindowSeconds ?? RATE_WINDOW_SECONDS) * 1000, options.now ?? Date.now);
  const clients = new WeakMap<Request, string>();
  const router = createRouter({
    readFile: fileReader(options.root),
    admit: (request) => admission(limiter.take(clients.get(request) ?? 'unknown')),
  });
  const compressed = new Map<string, Uint8Array>();

  const server = createServer(async (req, res) => {
    const started = performance.now();
    const ip = clientIp(req, options.trustProxy ?? false);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.on('finish', () => options.log?.(`${new Date().toISOString()} ${ip} ${req.method} ${req.url} ${res.statusCode} ${res.getHeader('Content-Length') ?? '-'} ${(performance.now() - started).toFixed(1)}ms`));
    try {
      const request = toRequest(req);
      // Judged on the raw target too: `/api/../x` must get the API's problem, not a file page.
      if (!new URL(request.url).pathname.startsWith('/api/') && !req.url?.startsWith('/api/')) {
        await handler(req, res, { public: options.root, directoryListing: false, etag: true, symlinks: false });
        return;
      }
      clients.set(request, ip);
      await send(res, await router(request), req.headers['accept-encoding'], compressed);
    } catch {
      // Only a request Node itself cannot turn into a `Request` gets here: the router never throws.
      if (!res.headersSent) writeProblem(res, 'bad-request', 'La requête ne peut pas être lue.');
      else res.end();
    }
  });

  // Read once it can be: malformed requests must not each cost a parse of the whole index.
  let knownBase: string | undefined;
  const base = () => (knownBase ??= siteBase(options.root)) ?? 'http://localhost';

  // Requests Node refuses before any handler runs (headers too large, malformed request line)
  // still get the API's problem document rather than a bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const { status, body } = problemBody({
      base: base(),
      kind: tooLarge ? 'request-too-large' : 'bad-request',
      detail: tooLarge ? "L'adresse ou les en-têtes de la requête sont trop longs." : 'La requête HTTP est mal formée.',
      instance: '/',
    });
    const head = [`HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}`, ...Object.entries({ ...STATIC_HEADERS, 'Content-Type': 'application/problem+json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' }).map(([name, value]) => `${name}: ${value}`)];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  });
  return server;

  function writeProblem(res: ServerResponse, kind: 'bad-request', detail: string): void {
    const { status, body } = problemBody({ base: base(), kind, detail, instance: '/' });
    res.writeHead(status, { ...STATIC_HEADERS, 'Content-Type': 'application/problem+json; charset=utf-8' });
    res.end(body);
  }
}

/** Headers of every API response, for answers written outside the router. */
const STATIC_HEADERS = Object.fromEntries(baseHeaders());

/** The base URL the site was built for, read from its index; undefined while there is none. */
function siteBase(root: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(root, FILES_DIR, files.listIndex), 'utf8')) as { base: string }).base;
  } catch {
    return undefined;
  }
}

/** The limiter's decision for the router, with `RateLimit: "ip";r=<remaining>;t=<seconds>`. */
function admission(limit: RateLimit): Admission {
  return {
    allowed: limit.allowed,
    retryAfter: limit.resetSeconds,
    detail: `Limite de ${limit.limit} requêtes par ${limit.windowSeconds} secondes atteinte : réessayez dans ${limit.resetSeconds} s.`,
    headers: limit.limit > 0 ? { RateLimit: `"ip";r=${limit.remaining};t=${limit.resetSeconds}` } : {},
  };
}

/** The client's IP: the socket's peer, or with a trusted proxy the first `X-Forwarded-For` entry. */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim() !== '') return forwarded.split(',')[0].trim();
  return req.socket.remoteAddress ?? 'unknown';
}

/** Node's request as a web `Request`. Only the path and query are taken from the request line. */
function toRequest(req: IncomingMessage): Request {
  const target = req.url ?? '/';
  // An absolute-form or `*` target gets no say over the host: only its path counts.
  const path = target.startsWith('/') && !target.startsWith('//') ? target : `/${target.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/^\/+/, '')}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(new URL(path, 'http://localhost'), { method: req.method, headers });
}

async function send(res: ServerResponse, response: Response, acceptEncoding: string | undefined, cache: Map<string, Uint8Array>): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  const encoding = body.byteLength >= COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : undefined;
  let payload: Uint8Array = body;
  if (response.headers.has('Content-Type') && response.status !== 304) headers['vary'] = 'Accept-Encoding';
  if (encoding) {
    const key = `${encoding} ${response.headers.get('ETag') ?? ''}`;
    const hit = response.headers.has('ETag') ? cache.get(key) : undefined;
    payload =
      hit ??
      (encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
        : gzipSync(body, { level: 6 }));
    if (!hit && response.headers.has('ETag')) {
      // Bounded: the cache holds the most recent bodies, oldest dropped first.
      if (cache.size >= 512) cache.delete(cache.keys().next().value as string);
      cache.set(key, payload);
    }
    headers['content-encoding'] = encoding;
    headers['content-length'] = String(payload.byteLength);
  }
  res.writeHead(response.status, headers);
  res.end(payload);
}

/** br when the client takes it, else gzip, else nothing; `q=0` refuses a coding. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
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
