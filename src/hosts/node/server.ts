/**
 * The local server: a thin Node adapter around the router for `/api/`, `serve-handler` for the
 * other files of `dist/`, with compression, the per-IP rate limit, one log line per request,
 * and every 200 of the API kept as bytes (./responses.ts) so that repeated URLs cost no routing.
 */
import { readFileSync, statSync } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { join, normalize, relative, sep } from 'node:path';
import handler from 'serve-handler';
import type { SiteFacts } from '../../api/list.ts';
import { files, FILES_DIR } from '../../api/paths.ts';
import { builtFiles, digest } from '../../build/complete.ts';
import { DEFAULT_TIMEOUTS, HEADERS_TOO_LARGE_DETAIL, MALFORMED_REQUEST_DETAIL, RATE_LIMIT, RATE_WINDOW_SECONDS, rateLimitPolicy, requestTimeoutDetail, type Timeouts } from '../../api/policy.ts';
import { ALLOWED_METHODS, problemBody, problemResponse, type ProblemKind, type ProblemOptions } from '../../router/http.ts';
import { Lru } from '../../router/lru.ts';
import { createRouter, methodNotAllowedDetail, type Admission } from '../../router/router.ts';
import { clientIp, type TrustedProxies } from './client-ip.ts';
import { RateLimiter, type RateLimit } from './rate-limit.ts';
import { headerRules, headersFor, type HeaderRule } from './static-headers.ts';
import { COMPRESS_MIN_BYTES, compress, pickEncoding, responseCache, toCached, writeCached, type CachedResponse } from './responses.ts';
import { cleanPageAddress, hostFieldProblem, isApiTarget, isNotFoundPage, pathOf, problemInstance, refusedTarget, relativeTarget, safePath, servedTarget, unencodedTargetDetail } from './targets.ts';

export interface ServerOptions {
  /** The built site, `dist/`. */
  root: string;
  /** Requests per window per client IP; 0 turns the limit off. */
  rateLimit?: number;
  /** Length of the rate-limit window, seconds. */
  rateWindowSeconds?: number;
  /** Proxies in front of the server that append to `X-Forwarded-For`, by count or address (`trustedProxies`); 0 (default) trusts none. */
  trustedProxies?: TrustedProxies;
  /** Most clients the rate limiter tracks at once. */
  maxClients?: number;
  /** Where log lines go; silent when undefined. */
  log?: (line: string) => void;
  /** Clock of the rate limiter, milliseconds. */
  now?: () => number;
  timeouts?: Partial<Timeouts>;
  /** Headers of the files outside the API; by default netlify.toml's, as on Netlify. */
  headerRules?: readonly HeaderRule[];
}


/** Memory the local server may spend on file contents: the whole API of the real directory fits. */
const FILE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * A target no file of dist/ can answer, being a path below the file `404.html`: serve-handler
 * answers it as any unknown address, with that page and status 404.
 */
const UNKNOWN_PAGE = '/404.html/';

/** Request methods a web `Request` cannot carry: the server answers them itself (the third, `TRACK`, Node's parser refuses with a 400). */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE']);

/**
 * Reads a file under `root/_api/`, refusing any path that would leave it. A build's files
 * never change (a new build is a new folder swapped in, and gets a new reader), so contents are
 * kept in memory (most recently used first, bounded): a read from disk costs far more than the
 * rest of a request. `checked`, as the local server reads them: only the files the build's
 * completion record lists, each with the bytes it lists there, so that a file taken away,
 * truncated or replaced while the server runs fails the request (a 500 that no cache keeps)
 * rather than answering a 404 for a tool that exists, or a 200 with a broken document.
 */
export function fileReader(root: string, { checked = false } = {}) {
  const dir = join(root, FILES_DIR);
  const cache = new Lru<string, string>({ maxEntries: 1_000_000, maxSize: FILE_CACHE_BYTES, sizeOf: (text) => text.length });
  let record: Promise<ReadonlyMap<string, string>> | undefined;
  // Read again after a failure: the record is absent for a moment while a build is swapped in.
  const listed = () =>
    (record ??= builtFiles(root).catch((failure: unknown) => {
      record = undefined;
      throw failure;
    }));
  return async (path: string): Promise<string | null> => {
    const full = normalize(join(dir, path));
    if (!full.startsWith(dir + sep)) return null;
    const cached = cache.get(full);
    if (cached !== undefined) return cached;
    const name = relative(root, full).split(sep).join('/');
    const expected = checked ? (await listed()).get(name) : undefined;
    // Not a file of the build: no such resource, and no need to look on disk.
    if (checked && expected === undefined) return null;
    let bytes: Buffer;
    try {
      bytes = await readFile(full);
    } catch (failure) {
      const missing = NOT_FOUND.has((failure as NodeJS.ErrnoException).code ?? '');
      if (missing && expected === undefined) return null;
      if (missing) throw new Error(`${name} is missing: ${root} changed since it was built`);
      // Any other failure (no file descriptor left, a link loop, a disk error) is the server's: a
      // 500 with no-store, as the edge function answers its CDN's failures, not a 404 that every
      // cache would keep for a tool that exists.
      throw failure;
    }
    if (expected !== undefined && digest(bytes) !== expected) throw new Error(`${name} differs from what the build wrote: ${root} changed since it was built`);
    const text = bytes.toString('utf8');
    cache.set(full, text);
    return text;
  };
}

/** Errors of a read that mean there is no such file: the router answers 404. */
const NOT_FOUND: ReadonlySet<string> = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

export function createApiServer(options: ServerOptions): Server {
  const limit = options.rateLimit ?? RATE_LIMIT;
  const windowSeconds = options.rateWindowSeconds ?? RATE_WINDOW_SECONDS;
  const limiter = limit > 0 ? new RateLimiter(limit, windowSeconds * 1000, options.now ?? Date.now, options.maxClients) : undefined;
  const policy = limiter ? rateLimitPolicy(limit, windowSeconds) : null;
  const log = options.log;
  /** The router, its files and the kept responses of one build, with the facts of its `site.json` once read. */
  const forBuild = () => ({
    router: createRouter({
      readFile: fileReader(options.root, { checked: true }),
      rateLimit: limiter ? { limit, windowSeconds } : null,
      onError: (error, request) => {
        // A file that fails its record may be one of a build swapped in since: the next request looks at once.
        failed = true;
        log?.(`${new Date().toISOString()} error ${logValue(request.method)} ${logValue(new URL(request.url).pathname)}: ${logValue(error instanceof Error ? (error.stack ?? error.message) : String(error), 2000)}`);
      },
    }),
    responses: responseCache(),
    site: undefined as Site | undefined,
  });
  let failed = false;
  let build = forBuild();
  const swapped = buildSwaps(options.root);
  /**
   * Those of the build in place: `npm run build` swaps a new `dist/` in while the server runs,
   * and its caches are dropped all at once, so that no answer mixes kept parts of the old build
   * with files read from the new one.
   */
  const current = () => {
    const now = failed;
    failed = false;
    return swapped(now) ? (build = forBuild()) : build;
  };
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const fileHeaders = options.headerRules ?? headerRules();

  /**
   * The answer last begun on each connection, until it is sent. Node hands over pipelined requests
   * as it parses them and sends their answers in order; a request after them that it cannot parse
   * is answered once they are sent (`afterAnswers`), never in the place of theirs.
   */
  const answering = new WeakMap<Duplex, Promise<void>>();
  const afterAnswers = (socket: Duplex, write: () => void) => {
    const pending = answering.get(socket);
    if (!pending) return write();
    void pending.then(() => (socket.writable ? write() : socket.destroy()));
  };

  /** Every request Node hands over: one log line, and a problem rather than a dropped connection on failure. */
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const sent = new Promise<void>((resolve) => res.once('close', resolve));
    answering.set(req.socket, sent);
    void sent.then(() => answering.get(req.socket) === sent && answering.delete(req.socket));
    const started = performance.now();
    const target = req.url ?? '-';
    const ip = clientIp(header(req.headers['x-forwarded-for']), req.socket.remoteAddress, options.trustedProxies ?? 0);
    /** What the log line says of the answer, filled in by whoever writes it. */
    const written = { length: -1 };
    if (log) res.on('finish', () => log(`${new Date().toISOString()} ${ip} ${logValue(req.method ?? '-')} ${logValue(target)} ${res.statusCode} ${written.length >= 0 ? written.length : (res.getHeader('Content-Length') ?? '-')} ${(performance.now() - started).toFixed(1)}ms`));
    handle(req, res, ip, written).catch((error: unknown) => {
      log?.(`${new Date().toISOString()} error ${logValue(req.method ?? '-')} ${logValue(target)}: ${logValue(error instanceof Error ? (error.stack ?? error.message) : String(error), 2000)}`);
      if (!res.headersSent) void send(res, hostProblem('internal-error', 'Le serveur ne peut pas répondre pour le moment.', {}, req.url), undefined, written);
      else res.destroy();
    });
  };
  const server = createServer(
    {
      // A request without `Host` gets the API's problem document from the handler, not Node's bare 400.
      requireHostHeader: false,
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      keepAliveTimeout: timeouts.keepAlive,
      connectionsCheckingInterval: timeouts.checkInterval,
    },
    listener,
  );
  // Node's inactivity timeout, off by default: without it, a client that never reads what it asked
  // for (or that reads nothing more once its kernel buffers are full) keeps its connection open
  // for ever, and enough of them exhaust the file descriptors every other client needs. A client
  // that reads, however slowly, moves bytes and is never cut.
  server.timeout = timeouts.stalled;
  // An `Expect` other than `100-continue` would get Node's bare 417, uncounted. RFC 9110 §10.1.1
  // lets a server ignore an expectation it does not know, and nothing here needs one: such a
  // request is answered as any other, with the API's headers and against the limit.
  server.on('checkExpectation', listener);

  async function handle(req: IncomingMessage, res: ServerResponse, ip: string, sent: { length: number }): Promise<void> {
    const target = req.url ?? '/';
    const badHost = hostFieldProblem(req.httpVersion, req.rawHeaders);
    if (badHost !== undefined) return send(res, hostProblem('bad-request', badHost, {}, target), undefined, sent);
    if (!isApiTarget(target)) return serveFile(req, res, sent);

    const { router, responses: cache } = current();
    const method = req.method ?? 'GET';
    const admission = method === 'OPTIONS' || !limiter ? undefined : admissionOf(limiter.take(ip));
    const extra = admission ? Object.entries(admission.headers).flat() : [];
    if (admission && !admission.allowed) {
      return send(res, hostProblem('rate-limited', admission.detail, { 'Retry-After': String(admission.retryAfter), ...admission.headers }, target), undefined, sent);
    }
    if (FORBIDDEN_METHODS.has(method)) {
      return send(res, hostProblem('method-not-allowed', methodNotAllowedDetail(method), { Allow: ALLOWED_METHODS, ...admission?.headers }, target), undefined, sent);
    }
    const request = (as: string, conditional: boolean) => toRequest(req, as, conditional);
    const answer = (entry: CachedResponse) => {
      const { kept, length } = writeCached(res, entry, header(req.headers['if-none-match']), header(req.headers['accept-encoding']), extra);
      if (kept !== entry) cache.set(target, kept);
      sent.length = length;
    };
    if (method === 'GET' || method === 'HEAD') {
      const kept = cache.get(target);
      if (kept) return answer(kept);
      // The response every request for this URL will get: asked once as a plain GET.
      const plain = request('GET', false);
      if (!plain) return send(res, hostProblem('bad-request', 'La requête ne peut pas être lue.', admission?.headers, target), undefined, sent);
      const response = await router(plain);
      const entry = await toCached(response);
      if (entry) {
        cache.set(target, entry);
        return answer(entry);
      }
      // Not kept (a problem): answered for this request only. A HEAD gets the headers of the GET,
      // its coding and length included (RFC 9110 §9.3.2); Node sends no body to a HEAD request.
      return send(res, withHeaders(response, admission), req.headers['accept-encoding'], sent);
    }
    const other = request(method, true);
    if (!other) return send(res, hostProblem('bad-request', 'La requête ne peut pas être lue.', admission?.headers, target), undefined, sent);
    return send(res, await router(other, { admission }), req.headers['accept-encoding'], sent);
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse, sent: { length: number }): Promise<void> {
    const target = req.url ?? '/';
    if (!safePath(target)) {
      return send(res, hostProblem('not-found', 'Aucun fichier à cette adresse : elle contient un caractère nul, un encodage en pourcentage invalide ou un « .. » encodé.', {}, target), undefined, sent);
    }
    // Given to serve-handler rather than set here, so that a rule's `Content-Type` wins over the
    // one it guesses from the file name, as on Netlify. Matched on the path of the file served
    // (`..` resolved, percent-decoded: `/%5Fapi/…` is a file of `_api/`).
    const served = decodeURIComponent(pathOf(target));
    const rules = headersFor(fileHeaders, served);
    const notFoundPage = isNotFoundPage(served);
    const clean = notFoundPage ? undefined : cleanPageAddress(served);
    if (clean !== undefined) {
      // serve-handler's clean URLs, in one redirect rather than one per ending stripped, and with
      // the query kept, as Netlify keeps it; its empty body framed by its length, not chunked.
      const query = target.indexOf('?');
      res.writeHead(301, { ...rules, Location: encodeURI(clean) + (query < 0 ? '' : target.slice(query)), 'Content-Length': '0' });
      res.end();
      sent.length = 0;
      return;
    }
    const headers = Object.entries(rules).map(([key, value]) => ({ key, value }));
    // serve-handler answers a client that accepts JSON with its own English error instead of
    // 404.html; the site's pages are HTML, and Netlify serves 404.html whatever the Accept.
    delete req.headers.accept;
    // The log line names the target as the client sent it (`listener`, which read it first).
    req.url = notFoundPage ? UNKNOWN_PAGE : servedTarget(target);
    await handler(req, res, { public: options.root, directoryListing: false, etag: true, symlinks: false, headers: [{ source: '**', headers }] }, { lstat: lstatOfServed });
  }

  // Read once per build it can be: malformed requests must not each cost a read of the file.
  const site = () => {
    const served = current();
    return (served.site ??= siteOf(options.root)) ?? { base: 'http://localhost', noindex: false };
  };

  /**
   * What the server's own problem about a request for `target` says. API.md's 400 always has
   * `errors`; a request that cannot be read has no parameter to name, so the list is empty.
   * `/` stands for a target Node refused before its path could be read: API.md gives every
   * problem an `instance`, and RFC 9457 lets it be any reference to the occurrence.
   */
  function problemOptions(kind: ProblemKind, detail: string, headers: Record<string, string>, target = '/'): ProblemOptions {
    const { base, noindex } = site();
    return {
      base,
      kind,
      detail,
      instance: problemInstance(target),
      ...(kind === 'bad-request' ? { errors: [] } : {}),
      headers: noindex ? { ...headers, 'X-Robots-Tag': 'noindex' } : headers,
      policy,
    };
  }

  /** A problem the server writes itself, with the headers the router gives its own. */
  function hostProblem(kind: ProblemKind, detail: string, headers: Record<string, string> = {}, target?: string): Response {
    return problemResponse(new Request('http://localhost/'), problemOptions(kind, detail, headers, target));
  }

  /**
   * Writes a problem on a socket Node has not handed to a request handler, then closes it.
   * Its headers are those of the same problem answered to a HEAD request (all of them, without
   * the body), so that the two ways of answering cannot drift apart.
   */
  function writeRaw(socket: Duplex, kind: ProblemKind, detail: string, extra: Record<string, string> = {}, target?: string): void {
    const options = problemOptions(kind, detail, extra, target);
    const { status, body } = problemBody(options);
    const { headers } = problemResponse(new Request('http://localhost/', { method: 'HEAD' }), options);
    const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...[...headers].map(([name, value]) => `${name}: ${value}`), 'Connection: close'];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  }

  // Requests Node refuses before any handler runs (headers too large or too slow, malformed
  // request line) still get the API's problem document rather than a bare status line, naming
  // the request's path when the bytes Node refused hold it.
  // A connection whose parser failed reports each later packet as another error: one answer,
  // and the connection dropped once it is written.
  const refused = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer; bytesParsed?: number }, socket) => {
    if (!socket.writable) return socket.destroy();
    if (refused.has(socket)) return;
    refused.add(socket);
    const [kind, detail]: [ProblemKind, string] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ['request-too-large', HEADERS_TOO_LARGE_DETAIL]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ['request-timeout', requestTimeoutDetail(timeouts)]
          : ['bad-request', unencodedTargetDetail(error.rawPacket, error.bytesParsed) ?? MALFORMED_REQUEST_DETAIL];
    const target = refusedTarget(error.rawPacket, error.bytesParsed);
    afterAnswers(socket, () => writeRaw(socket, kind, detail, {}, target));
  });
  // CONNECT asks for a tunnel: the API has none to offer.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    log?.(`${new Date().toISOString()} ${clientIp(undefined, req.socket.remoteAddress, 0)} CONNECT ${logValue(req.url ?? '-')} 405`);
    afterAnswers(socket, () => writeRaw(socket, 'method-not-allowed', methodNotAllowedDetail('CONNECT'), { Allow: ALLOWED_METHODS }));
  });
  return server;
}

/**
 * serve-handler's `lstat`, with a name too long for the file system (a path segment of 250
 * characters, to which it adds `.html`) read as a missing file: no file of dist/ has such a name,
 * and serve-handler would answer the error with its own English 500 page instead of the site's
 * 404 page, which Netlify serves for the same path. serve-handler awaits the promise form of
 * `lstat`; its type definitions name the callback form.
 */
const lstatOfServed = (async (path: string) => {
  try {
    return await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENAMETOOLONG') (error as NodeJS.ErrnoException).code = 'ENOENT';
    throw error;
  }
}) as unknown as NonNullable<Parameters<typeof handler>[3]>['lstat'];

/** A single header value: Node gives repeated headers of some names as an array. */
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** What the server's own problems need of the site's facts. */
type Site = Pick<SiteFacts, 'base' | 'noindex'>;

/** The base URL the site was built for and its `noindex` (`site.json`); undefined while there is none. */
function siteOf(root: string): Site | undefined {
  try {
    const { base, noindex } = JSON.parse(readFileSync(join(root, FILES_DIR, files.site), 'utf8')) as SiteFacts;
    return { base, noindex };
  } catch {
    return undefined;
  }
}

/** How often the server looks for a build swapped in: a rebuilt API is served within this time. */
const BUILD_CHECK_MS = 1000;

/**
 * Tells, at most once per `BUILD_CHECK_MS` unless asked `now`, whether another build has been swapped in at `root` since
 * the last time it said so: every build writes a new `site.json`, whose file identity changes. A
 * moment with no file, between the two renames of a swap, is no change yet.
 */
function buildSwaps(root: string): (now?: boolean) => boolean {
  const identity = () => {
    try {
      const stats = statSync(join(root, FILES_DIR, files.site));
      return `${stats.dev}:${stats.ino}:${stats.mtimeMs}`;
    } catch {
      return undefined;
    }
  };
  let seen = identity();
  let checked = Date.now();
  return (now = false) => {
    if (!now && Date.now() - checked < BUILD_CHECK_MS) return false;
    checked = Date.now();
    const found = identity();
    if (found === undefined || found === seen) return false;
    seen = found;
    return true;
  };
}

/** The limiter's decision for the router, with `RateLimit: "ip";r=<remaining>;t=<seconds>`. */
export function admissionOf(limit: RateLimit): Admission {
  return {
    allowed: limit.allowed,
    retryAfter: limit.resetSeconds,
    detail: `Limite de ${limit.limit} requêtes par ${limit.windowSeconds} secondes atteinte : réessayez dans ${limit.resetSeconds} s.`,
    headers: { RateLimit: `"ip";r=${limit.remaining};t=${limit.resetSeconds}` },
  };
}

function withHeaders(response: Response, admission: Admission | undefined): Response {
  for (const [name, value] of Object.entries(admission?.headers ?? {})) response.headers.set(name, value);
  return response;
}

/**
 * A log field: control characters (a forged header or target could hold line breaks) written
 * as `\xNN`, a backslash as `\x5c` so that escapes stay unambiguous, and cut to `max` characters.
 * @example logValue('GET\r\nX') === 'GET\\x0d\\x0aX'
 */
export function logValue(text: string, max = 200): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(/[\p{Cc}\\]/gu, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/**
 * Node's request as a web `Request`, asked as `method`, without `If-None-Match` unless
 * `conditional`; undefined when Node accepted what a `Request` cannot hold. Only the path and
 * query are taken from the request line.
 */
function toRequest(req: IncomingMessage, method: string, conditional: boolean): Request | undefined {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (!conditional && name === 'if-none-match') continue;
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    return new Request(new URL(relativeTarget(req.url ?? '/'), 'http://localhost'), { method, headers });
  } catch {
    return undefined;
  }
}

/** Writes a router response that is not kept, compressed like kept ones. */
async function send(res: ServerResponse, response: Response, acceptEncoding: string | undefined, sent: { length: number }): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  const coding = body.byteLength >= COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : undefined;
  let payload: Uint8Array = body;
  if (response.headers.has('Content-Type') && response.status !== 304) headers['vary'] = 'Accept-Encoding';
  if (coding) {
    payload = compress(body, coding);
    headers['content-encoding'] = coding;
    headers['content-length'] = String(payload.byteLength);
  }
  sent.length = payload.byteLength;
  res.writeHead(response.status, headers);
  res.end(payload);
}
