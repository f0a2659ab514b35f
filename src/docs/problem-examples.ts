/**
 * The example of each problem page: how to get the problem (a link, a command line, or why no
 * request can) and the body the API sends for it. Problems of the router come from the router
 * itself over the build's files; those the local server writes itself are written with its own
 * details, so that no detail is copied here.
 */
import { files } from '../api/paths.ts';
import { DEFAULT_TIMEOUTS, HEADERS_TOO_LARGE_DETAIL, MALFORMED_REQUEST_DETAIL, RATE_LIMIT, RATE_WINDOW_SECONDS, requestTimeoutDetail } from '../api/policy.ts';
import type { ProblemTrigger } from '../api/problems.ts';
import { baseUrl } from '../build/base-url.ts';
import { RateLimiter } from '../hosts/node/rate-limit.ts';
import { admissionOf } from '../hosts/node/server.ts';
import { problemBody, type ProblemKind } from '../router/http.ts';
import { MAX_QUERY_LENGTH } from '../router/params.ts';
import { createRouter, type ReadFile } from '../router/router.ts';

/** Where `npm start` serves the site by default: commands that only the local server answers go there. */
export const LOCAL_ORIGIN = baseUrl({});

/**
 * Where the local server answers, for a site built for `base`: `base` itself when the site was
 * built to be served on this machine (`npm start` with another `PORT`), else `LOCAL_ORIGIN`.
 * @example localOrigin('http://localhost:4455') === 'http://localhost:4455' && localOrigin('https://annuaire.example.org') === LOCAL_ORIGIN
 */
export function localOrigin(base: string): string {
  const { protocol, hostname } = new URL(base);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname) ? base : LOCAL_ORIGIN;
}

/** Seconds the local server waits for a request's headers. */
export const HEADERS_TIMEOUT_SECONDS = DEFAULT_TIMEOUTS.headers / 1000;

/** The start of a request whose headers never end: the blank line that would close them is never sent. */
export const stalledRequest = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n`;

/** A query string longer than the router reads: `q=` and `MAX_QUERY_LENGTH` letters. */
export const overLongQuery = (path: string) => `${path}?q=${'x'.repeat(MAX_QUERY_LENGTH)}`;

/** Characters of a header longer than Node reads (16 KiB of headers in all). */
export const LARGE_HEADER_LENGTH = 17_000;

/** A request with one header of `LARGE_HEADER_LENGTH` characters. */
export const oversizedRequest = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nX-Grand: ${'a'.repeat(LARGE_HEADER_LENGTH)}\r\n\r\n`;

/** The command line that gets a problem, or undefined for a link to follow or no request at all. */
export function problemCommand(trigger: ProblemTrigger, base: string): string | undefined {
  const local = localOrigin(base);
  switch (trigger.via) {
    case 'method':
      return `curl -i -X ${trigger.method} ${base}${trigger.path}`;
    case 'header':
      return `curl -i -H '${trigger.header}' ${local}${trigger.path}`;
    case 'long-query':
      return `curl -i "${base}${trigger.path}?q=$(head -c ${MAX_QUERY_LENGTH} /dev/zero | tr '\\0' x)"`;
    case 'large-headers':
      return `curl -i -H "X-Grand: $(head -c ${LARGE_HEADER_LENGTH} /dev/zero | tr '\\0' a)" ${local}${trigger.path}`;
    case 'burst':
      return `for i in $(seq ${RATE_LIMIT}); do curl -s -o /dev/null ${local}${trigger.path}; done\ncurl -i ${local}${trigger.path}`;
    case 'stall': {
      const { hostname, port } = new URL(local);
      // `sleep` keeps the connection open past the timeout, so that the answer arrives.
      return `{ printf '${stalledRequest(trigger.path).replaceAll('\r\n', '\\r\\n')}'; sleep ${HEADERS_TIMEOUT_SECONDS + 5}; } | nc ${hostname} ${port}`;
    }
    default:
      return undefined;
  }
}

/**
 * The problem document the API answers to `trigger`, on a site built for `base` whose files
 * `readFile` reads.
 */
export async function problemExample(kind: ProblemKind, trigger: ProblemTrigger, base: string, readFile: ReadFile): Promise<Record<string, unknown>> {
  const fromRouter = async (read: ReadFile, init?: RequestInit, target = trigger.path) => (await createRouter({ readFile: read, rateLimit: null })(new Request(`${base}${target}`, init))).json() as Promise<Record<string, unknown>>;
  const written = (detail: string, instance: string, errors?: []) => JSON.parse(problemBody({ base, kind, detail, instance, errors }).body) as Record<string, unknown>;
  switch (trigger.via) {
    case 'link':
      return fromRouter(readFile);
    case 'method':
      return fromRouter(readFile, { method: trigger.method });
    case 'long-query':
      return fromRouter(readFile, undefined, overLongQuery(trigger.path));
    case 'failure':
      // A deploy that lost every file but the site's facts: the router fails to list the tools.
      return fromRouter((path) => (path === files.site ? readFile(path) : Promise.resolve(null)));
    case 'header':
      // Node has read the request line, so the server names its path; every 400 has `errors`.
      return written(MALFORMED_REQUEST_DETAIL, trigger.path, []);
    case 'large-headers':
      return written(HEADERS_TOO_LARGE_DETAIL, trigger.path);
    case 'burst': {
      // Every request within the first second of the window, as a loop of curl takes.
      const limiter = new RateLimiter(RATE_LIMIT, RATE_WINDOW_SECONDS * 1000, () => 0);
      for (let sent = 0; sent < RATE_LIMIT; sent++) limiter.take('client');
      return written(admissionOf(limiter.take('client')).detail, trigger.path);
    }
    case 'stall':
      // Node hands over no byte of a request that timed out: the server cannot name its path.
      return written(requestTimeoutDetail(DEFAULT_TIMEOUTS), '/');
  }
}
