/**
 * Responses of the API: headers every response carries, JSON bodies with ETags and
 * conditional requests (RFC 9110), and problem documents (RFC 9457). Web-standard only.
 */
import { toJson } from '../api/list.ts';
import { CACHEABLE, NOT_CACHEABLE } from '../api/policy.ts';
import type { PageLinks } from '../api/schemas.ts';
import { Lru } from './lru.ts';
import type { ParameterError } from './params.ts';

export const LICENSE_LINK = '<https://creativecommons.org/licenses/by/4.0/>; rel="license"';
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Headers on every API response, errors and 429 included. `policy` is the `RateLimit-Policy`
 * of the limit actually enforced, null when there is none.
 */
export function baseHeaders(policy: string | null): Headers {
  const headers = new Headers({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'ETag, Link, Retry-After, RateLimit, RateLimit-Policy',
    'X-Content-Type-Options': 'nosniff',
    Link: LICENSE_LINK,
  });
  if (policy !== null) headers.set('RateLimit-Policy', policy);
  return headers;
}

/** RFC 8288 `Link` value for pagination relations, after the licence. */
export function paginationLink(links: PageLinks): string {
  const relations = (['self', 'first', 'prev', 'next', 'last'] as const).flatMap((rel) => (links[rel] ? [`<${links[rel]}>; rel="${rel}"`] : []));
  return [LICENSE_LINK, ...relations].join(', ');
}

/** Tags of recent bodies: the same few files are asked for again and again. */
const etags = new Lru<string, string>({ maxEntries: 256 });

/** Strong ETag of a body: a digest, so that equal bytes always give equal tags. */
export async function etagOf(body: string): Promise<string> {
  const cached = etags.get(body);
  if (cached) return cached;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  const etag = `"${Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
  etags.set(body, etag);
  return etag;
}

/**
 * RFC 9110 §13.1.2: `*` matches any current representation; otherwise a list of entity tags
 * compared weakly (a `W/` prefix on either side is ignored).
 * @example ifNoneMatchHits('W/"a", "b"', '"a"') === true
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === wanted);
}

/** A 200 JSON response (or 304, or a body-less HEAD answer). */
export async function jsonResponse(request: Request, policy: string | null, body: string, link: string = LICENSE_LINK): Promise<Response> {
  const headers = baseHeaders(policy);
  const etag = await etagOf(body);
  headers.set('ETag', etag);
  headers.set('Cache-Control', CACHEABLE);
  headers.set('Link', link);
  if (ifNoneMatchHits(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Content-Length', String(new TextEncoder().encode(body).byteLength));
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}

export type ProblemKind = 'invalid-parameter' | 'bad-request' | 'not-found' | 'method-not-allowed' | 'request-timeout' | 'uri-too-long' | 'rate-limited' | 'request-too-large' | 'internal-error';

const PROBLEMS: Record<ProblemKind, { status: number; title: string }> = {
  'invalid-parameter': { status: 400, title: 'Paramètre invalide' },
  'bad-request': { status: 400, title: 'Requête illisible' },
  'not-found': { status: 404, title: 'Ressource introuvable' },
  'method-not-allowed': { status: 405, title: 'Méthode non autorisée' },
  'request-timeout': { status: 408, title: 'Requête trop lente' },
  'uri-too-long': { status: 414, title: 'Adresse trop longue' },
  'rate-limited': { status: 429, title: 'Trop de requêtes' },
  'request-too-large': { status: 431, title: 'Requête trop longue' },
  'internal-error': { status: 500, title: 'Erreur interne' },
};

/** Problem type URIs are the same path on every deploy: `<base>/problems/<kind>`. */
export function problemType(base: string, kind: ProblemKind): string {
  return `${base}/problems/${kind}`;
}

export interface ProblemOptions {
  base: string;
  kind: ProblemKind;
  detail: string;
  /** Path of the request. */
  instance: string;
  errors?: ParameterError[];
  headers?: Record<string, string>;
  /** `RateLimit-Policy` of the limit enforced, null when there is none. */
  policy: string | null;
}

/** The RFC 9457 body of a problem, serialised. */
export function problemBody(options: Omit<ProblemOptions, 'headers' | 'policy'>): { status: number; body: string } {
  const { status, title } = PROBLEMS[options.kind];
  const document = {
    type: problemType(options.base, options.kind),
    title,
    status,
    detail: options.detail,
    instance: options.instance,
    ...(options.errors ? { errors: options.errors } : {}),
  };
  return { status, body: toJson(document) };
}

/** An RFC 9457 problem response with the API's headers. */
export function problemResponse(request: Request, options: ProblemOptions): Response {
  const { status, body } = problemBody(options);
  const headers = baseHeaders(options.policy);
  headers.set('Content-Type', 'application/problem+json; charset=utf-8');
  // The same URL gets the same 400, 404 or 414 until the next deploy (RFC 9110 §15.5.15 makes
  // 414 heuristically cacheable): caches may spare the router a request it refuses.
  headers.set('Cache-Control', status === 400 || status === 404 || status === 414 ? CACHEABLE : NOT_CACHEABLE);
  headers.set('Content-Length', String(new TextEncoder().encode(body).byteLength));
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return new Response(request.method === 'HEAD' ? null : body, { status, headers });
}
