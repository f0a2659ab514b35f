/**
 * The API's serving policy, one constant per fact: the rate limit, its window and how long
 * caches may keep a response, the local server's limits on slow clients and the details of its
 * own problems. The router, the hosts, the OpenAPI document, the Netlify edge
 * function's config and the tests all read them from here.
 */

/** Requests each client IP may make per window, on every path under `/api/`. */
export const RATE_LIMIT = 60;

/** Length of the rate-limit window, seconds. */
export const RATE_WINDOW_SECONDS = 60;

/** How long browsers and shared caches may keep a cacheable response, seconds. */
export const BROWSER_MAX_AGE_SECONDS = 300;

/** `Cache-Control` of every cacheable response (`CACHEABLE_STATUSES` of `openapi.ts`: 200, 301, 304, 400, 404, 414). */
export const CACHEABLE = `public, max-age=${BROWSER_MAX_AGE_SECONDS}`;

/** `Cache-Control` of responses no cache may keep (`NOT_CACHEABLE_STATUSES`: 405, 408, 429, 431, 500). */
export const NOT_CACHEABLE = 'no-store';

/**
 * `RateLimit-Policy` value (IETF draft "RateLimit header fields") for the limit actually enforced.
 * @example rateLimitPolicy(60, 60) === '"ip";q=60;w=60'
 */
export function rateLimitPolicy(limit: number = RATE_LIMIT, windowSeconds: number = RATE_WINDOW_SECONDS): string {
  return `"ip";q=${limit};w=${windowSeconds}`;
}

/**
 * `Netlify-CDN-Cache-Control` of every cacheable response of the edge function: Netlify's CDN
 * keeps it until the next deploy, which invalidates every cached object of the site and context.
 * Netlify strips this header before the response leaves its CDN, so browsers still see `CACHEABLE`.
 */
export const CDN_CACHEABLE_UNTIL_DEPLOY = 'public, max-age=31536000, must-revalidate';

/** Limits on slow clients, milliseconds (Node's `headersTimeout`, `requestTimeout`…). */
export interface Timeouts {
  /** Time to send the request line and headers: a client that trickles them (slowloris) gets 408. */
  headers: number;
  /** Time to send the whole request. */
  request: number;
  /** An idle keep-alive connection is closed after this. */
  keepAlive: number;
  /** How often Node checks the two first: the timeout is late by at most this. */
  checkInterval: number;
  /**
   * A connection on which no byte has moved for this long is closed: a client that stops reading
   * its response would otherwise hold its socket, and the response's bytes, for ever.
   */
  stalled: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { headers: 10_000, request: 30_000, keepAlive: 5_000, checkInterval: 1_000, stalled: 30_000 };

/** Detail of the 400 problem of a request Node cannot parse. */
export const MALFORMED_REQUEST_DETAIL = 'La requête HTTP est mal formée.';

/** Detail of the 431 problem of a request whose headers Node refuses as too large. */
export const HEADERS_TOO_LARGE_DETAIL = 'L’adresse ou les en-têtes de la requête sont trop longs.';

/** Detail of the 408 problem, with the timeouts in force. */
export function requestTimeoutDetail(timeouts: Timeouts): string {
  return `La requête n’est pas arrivée entière à temps (${timeouts.headers / 1000} s pour les en-têtes, ${timeouts.request / 1000} s en tout).`;
}
