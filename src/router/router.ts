/**
 * The API router: a web-standard `(Request, context?) => Promise<Response>` that maps a public
 * URL onto a pre-rendered file, renders the pages that are not pre-rendered from the compact
 * index with the build's own function, or answers a problem. File access is passed in, so the
 * same router runs at the edge (Deno) and in the local Node server.
 */
import { DOWNLOADS } from '../api/downloads.ts';
import { CHUNK_SIZE, chunkReader, readListIndex, readSearchIndex, readSearchPart, toolListJson, type ItemJsonAt, type ListIndex, type SearchIndexes, type SiteFacts } from '../api/list.ts';
import { CACHEABLE, RATE_LIMIT, RATE_WINDOW_SECONDS, rateLimitPolicy } from '../api/policy.ts';
import { API_BASE_PATH, files, OPENAPI_PATH, PRERENDERED_PER_PAGE, type ListQuery } from '../api/paths.ts';
import type { ToolList } from '../api/schemas.ts';
import { SLUG_PATTERN } from '../content/vocabulary.ts';
import { searchParts, type SearchIndex } from '../search/search.ts';
import { ALLOWED_METHODS, baseHeaders, jsonResponse, paginationLink, problemResponse, type ProblemOptions } from './http.ts';
import { Lru } from './lru.ts';
import { echoed, invalidParameters, parseListQuery, queryTooLong } from './params.ts';
import { formerSlugRedirect } from './redirects.ts';

/** Reads a file the build wrote under `_api/`, by its relative path; null when there is none. */
export type ReadFile = (path: string) => Promise<string | null>;

/** What the host knows of one request beyond the request itself. */
export interface RequestContext {
  /**
   * The host's rate-limit decision for this request, when the host applies the limit itself
   * (the edge leaves it to the CDN). Preflights are never refused.
   */
  admission?: Admission;
}

export type Router = (request: Request, context?: RequestContext) => Promise<Response>;

/** A host's verdict on whether a client may make one more request, and the headers that say so. */
export interface Admission {
  allowed: boolean;
  /** Seconds before the client may retry, when refused. */
  retryAfter: number;
  /** French sentence for the problem document, when refused. */
  detail: string;
  headers: Record<string, string>;
}

export interface RouterOptions {
  readFile: ReadFile;
  /**
   * The limit the host enforces, stated in `RateLimit-Policy`: by default the production one of
   * `policy.ts` (the edge's, enforced by the CDN); null when no limit is enforced.
   */
  rateLimit?: { limit: number; windowSeconds: number } | null;
  /** Called with every failure that became a 500, so that the host can log it with the request. */
  onError?: (error: unknown, request: Request) => void;
}

export function createRouter({ readFile, rateLimit = { limit: RATE_LIMIT, windowSeconds: RATE_WINDOW_SECONDS }, onError }: RouterOptions): Router {
  const policy = rateLimit === null ? null : rateLimitPolicy(rateLimit.limit, rateLimit.windowSeconds);
  /** Set from the site's facts: previews keep every response out of search engines. */
  let noindex = false;
  const required = async (name: string) => {
    const text = await readFile(name);
    if (text === null) throw new Error(`${name} is missing: build the site first`);
    return text;
  };
  const loadSite = once(async () => {
    const site = JSON.parse(await required(files.site)) as SiteFacts;
    // Every list page states the licence from here: without it, pages would lose their credit.
    if (typeof site.license?.attribution !== 'string') throw new Error(`${files.site} is damaged: it states no licence`);
    noindex = site.noindex;
    return site;
  });
  const loadIndex = once(async () => readListIndex(await required(files.listIndex), files.listIndex));
  const searchIndexes = partedSearchIndexes(required);

  const itemJsonAt = chunkedItems(readFile);

  const route = async (request: Request, admission: Admission | undefined): Promise<Response> => {
    const url = new URL(request.url);
    // The raw path, before any decoding: `URL` already resolved `..` segments, and encoded
    // slashes or dots stay encoded, so they can never form a path segment of their own.
    const path = url.pathname.length > 1 && url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
    let base = url.origin;
    try {
      const site = await loadSite();
      base = site.base;
      const problem = (options: Omit<ProblemOptions, 'base' | 'instance' | 'policy'>) => problemResponse(request, { base, instance: echoed(url.pathname), policy, ...options });

      if (request.method === 'OPTIONS') return preflight(request, policy);
      if (admission && !admission.allowed) {
        return problem({ kind: 'rate-limited', detail: admission.detail, headers: { 'Retry-After': String(admission.retryAfter) } });
      }
      const tooLong = queryTooLong(url.search);
      if (tooLong) return problem({ kind: 'uri-too-long', detail: tooLong });
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return problem({ kind: 'method-not-allowed', detail: methodNotAllowedDetail(request.method), headers: { Allow: ALLOWED_METHODS } });
      }

      const notFound = () => problem({ kind: 'not-found', detail: notFoundDetail(echoed(url.pathname)) });
      const file = async (name: string, link?: string) => {
        const body = await readFile(name);
        return body === null ? notFound() : jsonResponse(request, policy, body, link);
      };

      if (path === API_BASE_PATH) return await file(files.discovery);
      if (path === OPENAPI_PATH) return await file(files.openapi);
      if (path === `${API_BASE_PATH}/categories`) return await file(files.categories);
      // Exports and feeds: a table of static paths, each served from its file with its media type.
      if (Object.hasOwn(DOWNLOADS, path)) {
        const response = await file(DOWNLOADS[path].file);
        if (response.status === 200) response.headers.set('Content-Type', DOWNLOADS[path].type);
        return response;
      }
      if (path === `${API_BASE_PATH}/collections`) return await file(files.collections);
      if (path === `${API_BASE_PATH}/tools`) {
        const parsed = parseListQuery(url.search.slice(1), site.categories);
        if ('errors' in parsed) return problem({ kind: 'invalid-parameter', ...invalidParameters(parsed.errors) });
        return await listResponse(request, policy, readFile, site, loadIndex, searchIndexes, parsed, itemJsonAt);
      }
      const detail = /^\/api\/v1\/directory\/(tools|collections)\/([^/]+)$/.exec(path);
      if (detail) {
        const [, kind, slug] = detail;
        if (!SLUG_PATTERN.test(slug)) {
          const lower = slug.toLowerCase();
          // Every query value is read in any case, slugs are not: say so where that is the mistake.
          if (!SLUG_PATTERN.test(lower)) return notFound();
          return problem({ kind: 'not-found', detail: lowerCaseSlugDetail(echoed(url.pathname), `${API_BASE_PATH}/${kind}/${lower}`) });
        }
        if (kind === 'tools') {
          const body = await readFile(files.tool(slug));
          if (body !== null) return await jsonResponse(request, policy, body);
          return (await formerSlugRedirect(readFile, slug, policy)) ?? notFound();
        }
        return await file(files.collection(slug));
      }
      return notFound();
    } catch (failure) {
      // Every failure below (unreadable file, broken index) ends here: `return await` above
      // keeps asynchronous ones inside this try. The host hears of it; the client gets a problem.
      try {
        onError?.(failure, request);
      } catch {
        // A failing hook must not turn the 500 problem into a thrown error.
      }
      return problemResponse(request, { base, kind: 'internal-error', detail: 'Le serveur ne peut pas répondre pour le moment.', instance: echoed(url.pathname), policy });
    }
  };

  return async (request, context = {}) => {
    const response = await route(request, context.admission);
    for (const [name, value] of Object.entries(context.admission?.headers ?? {})) response.headers.set(name, value);
    if (noindex) response.headers.set('X-Robots-Tag', 'noindex');
    return response;
  };
}

/** A value loaded once and kept; after a failure, loaded again by the next call rather than never. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load()).catch((failure: unknown) => {
      loaded = undefined;
      throw failure;
    });
}

/** The 405 problem's French detail, shared with hosts that refuse a method before routing. */
export function methodNotAllowedDetail(method: string): string {
  return `La méthode ${method} n’est pas autorisée : l’API est en lecture seule (${ALLOWED_METHODS}).`;
}

/** The 404 problem's French detail for a path, as echoed, shared with the OpenAPI document's example. */
export function notFoundDetail(path: string): string {
  return `Aucune ressource à l’adresse ${path}.`;
}

/**
 * The 404 detail of a slug written with capitals (`/tools/ChatGPT`), which names no file: the
 * address to try, in lower case, whether or not a tool or collection has that slug.
 * @example lowerCaseSlugDetail('/api/v1/directory/tools/ChatGPT', '/api/v1/directory/tools/chatgpt') === 'Aucune ressource à l’adresse /api/v1/directory/tools/ChatGPT. Les slugs s’écrivent en minuscules : essayez /api/v1/directory/tools/chatgpt.'
 */
export function lowerCaseSlugDetail(path: string, lowerCasePath: string): string {
  return `${notFoundDetail(path)} Les slugs s’écrivent en minuscules : essayez ${lowerCasePath}.`;
}

/**
 * A page of the list: its pre-rendered file when there is one, else computed from the site's
 * facts and, when it filters or does not search, the list index, read then (and once per router)
 * rather than for every request; the search indexes likewise, only by the searches that need
 * them (`searchedSelection`).
 */
async function listResponse(
  request: Request,
  policy: string | null,
  readFile: ReadFile,
  site: SiteFacts,
  loadIndex: () => Promise<ListIndex>,
  searchIndexes: SearchIndexes,
  parsed: { query: ListQuery; exactPage?: string },
  itemJsonAt: ItemJsonAt,
): Promise<Response> {
  const { query } = parsed;
  const prerendered = query.q === null && query.language === null && (PRERENDERED_PER_PAGE as readonly number[]).includes(query.per_page) ? await readFile(files.list(query)) : null;
  let body = prerendered ?? (await toolListJson(site, loadIndex, query, itemJsonAt, searchIndexes));
  if (parsed.exactPage !== undefined) body = withExactPage(body, query.page, parsed.exactPage);
  return jsonResponse(request, policy, body, paginationLink(documentLinks(body)));
}

/**
 * A page number beyond what a JavaScript number holds exactly is rendered as the largest one
 * (past the last page of any directory, so its data is empty) and then written back with the
 * digits asked for, in `meta.page` and the `self` link. Each is looked for where it stands:
 * `meta` opens with `page`, and `links`, written last (`toJson`), with `self`, whose URL ends with
 * the page. Anywhere else, a search (`meta.filters.q`) may spell `page=` and those digits.
 */
function withExactPage(body: string, stand: number, digits: string): string {
  const links = body.lastIndexOf('"links":{"self":');
  return body.slice(0, links).replace(`"meta":{"page":${stand},`, `"meta":{"page":${digits},`) + body.slice(links).replace(`page=${stand}",`, `page=${digits}",`);
}

/**
 * The search indexes, each read in parts: its head once, then each part the first time a search
 * needs it (`searchParts`, then `MissingPart`), kept for the requests after. A failed read is
 * not kept: the next search tries again.
 */
function partedSearchIndexes(required: (name: string) => Promise<string>): SearchIndexes {
  const reads = new Map<SearchIndex, { name: (part: number) => string; parts: Map<number, Promise<void>> }>();
  const readPart = (index: SearchIndex, part: number): Promise<void> => {
    const { name, parts } = reads.get(index)!;
    let read = parts.get(part);
    if (read === undefined) {
      read = required(name(part)).then((text) => {
        index.parts[part] = readSearchPart(text, name(part), part);
      });
      read.catch(() => parts.delete(part));
      parts.set(part, read);
    }
    return read;
  };
  const reader = (head: string, name: (part: number) => string) => {
    const load = once(async () => {
      const index = readSearchIndex(await required(head), head);
      reads.set(index, { name, parts: new Map() });
      return index;
    });
    return async (query: string) => {
      const index = await load();
      // Once every part is read, as in an isolate that has served for a while, there is nothing to ask.
      if (index.parts.every((part) => part !== undefined)) return index;
      const missingParts = searchParts(index, query);
      for (let missing = missingParts(); missing.length > 0; missing = missingParts()) {
        await Promise.all(missing.map((part) => readPart(index, part)));
      }
      return index;
    };
  };
  return {
    short: reader(files.searchIndex, files.searchPart),
    long: reader(files.longIndex, files.longPart),
    readPart: ({ index, part }) => readPart(index, part),
  };
}

/**
 * Chunks kept in memory: enough for the pages in use, bounded for a directory of any size (at
 * 33,000 synthetic tools, 256 chunks are 11 MB of files).
 */
const CHUNK_CACHE = 256;

/**
 * The JSON of list items, from the chunk files: each chunk read once while it stays among the
 * recent ones, and of each chunk only the items a page shows.
 */
function chunkedItems(readFile: ReadFile): ItemJsonAt {
  const chunks = new Lru<number, Promise<(place: number) => string>>({ maxEntries: CHUNK_CACHE });
  const chunk = (number: number) => {
    let loaded = chunks.get(number);
    if (!loaded) {
      const name = files.listItems(number);
      loaded = readFile(name).then((text) => {
        if (text === null) throw new Error(`${name} is missing`);
        return chunkReader(text, name);
      });
      // A failed read is not kept: the next request tries again.
      loaded.catch(() => chunks.delete(number));
      chunks.set(number, loaded);
    }
    return loaded;
  };
  return async (positions) => {
    const numbers = [...new Set(positions.map((position) => Math.floor(position / CHUNK_SIZE)))];
    const loaded = new Map(await Promise.all(numbers.map(async (number) => [number, await chunk(number)] as const)));
    return positions.map((position) => loaded.get(Math.floor(position / CHUNK_SIZE))!(position % CHUNK_SIZE));
  };
}

/**
 * The `links` of a serialised list, without parsing its items: `toJson` writes them last, so
 * the document's own `"links":` is the last one in the text.
 */
function documentLinks(body: string): ToolList['links'] {
  return JSON.parse(body.slice(body.lastIndexOf('"links":') + '"links":'.length, body.lastIndexOf('}'))) as ToolList['links'];
}

/** Request headers allowed when a preflight names none. */
const DEFAULT_ALLOWED_HEADERS = 'Accept, Accept-Language, Cache-Control, If-None-Match';

/**
 * CORS preflight: any origin may read the API, with whatever request headers its client adds
 * (tracing, `Authorization`, `X-Requested-With`): they change nothing in the answer.
 */
function preflight(request: Request, policy: string | null): Response {
  const headers = baseHeaders(policy);
  headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
  headers.set('Access-Control-Allow-Headers', request.headers.get('Access-Control-Request-Headers') || DEFAULT_ALLOWED_HEADERS);
  // The answer depends on the headers asked for: a shared cache must keep one per list.
  headers.set('Vary', 'Access-Control-Request-Headers');
  headers.set('Access-Control-Max-Age', '86400');
  headers.set('Allow', ALLOWED_METHODS);
  headers.set('Cache-Control', CACHEABLE);
  return new Response(null, { status: 204, headers });
}
