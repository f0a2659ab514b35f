/**
 * The API router: a web-standard `(Request) => Promise<Response>` that maps a public URL onto a
 * pre-rendered file, renders the pages that are not pre-rendered from the compact index with
 * the build's own function, or answers a problem. File access is passed in, so the same router
 * runs at the edge (Deno) and in the local Node server.
 */
import { CHUNK_SIZE, renderToolList, toJson, type ItemsAt, type ListIndex } from '../api/list.ts';
import { CACHEABLE } from '../api/policy.ts';
import { API_BASE_PATH, files, OPENAPI_PATH, PRERENDERED_PER_PAGE, type ListQuery } from '../api/paths.ts';
import type { ToolList, ToolListItem } from '../api/schemas.ts';
import { SLUG_PATTERN } from '../content/vocabulary.ts';
import { ALLOWED_METHODS, baseHeaders, jsonResponse, paginationLink, problemResponse, type ProblemOptions } from './http.ts';
import { parseListQuery } from './params.ts';

/** Reads a file the build wrote under `_api/`, by its relative path; null when there is none. */
export type ReadFile = (path: string) => Promise<string | null>;

export type Router = (request: Request) => Promise<Response>;

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
  /** Rate limiting, for hosts that apply it themselves (the edge leaves it to the CDN). */
  admit?: (request: Request) => Admission;
}

export function createRouter({ readFile, admit }: RouterOptions): Router {
  let index: Promise<ListIndex> | undefined;
  /** Set from the index: previews keep every response out of search engines. */
  let noindex = false;
  const loadIndex = () =>
    (index ??= readFile(files.listIndex).then((text) => {
      if (text === null) throw new Error(`${files.listIndex} is missing: build the site first`);
      const loaded = JSON.parse(text) as ListIndex;
      noindex = loaded.noindex;
      return loaded;
    })).catch((failure: unknown) => {
      // A failed read is retried by the next request rather than cached for the process's life.
      index = undefined;
      throw failure;
    });

  const itemsAt = chunkedItems(readFile);

  const route = async (request: Request, admission: Admission | undefined): Promise<Response> => {
    const url = new URL(request.url);
    // The raw path, before any decoding: `URL` already resolved `..` segments, and encoded
    // slashes or dots stay encoded, so they can never form a path segment of their own.
    const path = url.pathname.length > 1 && url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
    let base = url.origin;
    try {
      const listIndex = await loadIndex();
      base = listIndex.base;
      const problem = (options: Omit<ProblemOptions, 'base' | 'instance'>) => problemResponse(request, { base, instance: url.pathname, ...options });

      if (admission && !admission.allowed) {
        return problem({ kind: 'rate-limited', detail: admission.detail, headers: { 'Retry-After': String(admission.retryAfter) } });
      }
      if (request.method === 'OPTIONS') return preflight();
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return problem({ kind: 'method-not-allowed', detail: `La méthode ${request.method} n'est pas autorisée : l'API est en lecture seule (${ALLOWED_METHODS}).`, headers: { Allow: ALLOWED_METHODS } });
      }

      const notFound = () => problem({ kind: 'not-found', detail: `Aucune ressource à l'adresse ${url.pathname}.` });
      const file = async (name: string, link?: string) => {
        const body = await readFile(name);
        return body === null ? notFound() : jsonResponse(request, body, link);
      };

      if (path === API_BASE_PATH) return await file(files.discovery);
      if (path === OPENAPI_PATH) return await file(files.openapi);
      if (path === `${API_BASE_PATH}/categories`) return await file(files.categories);
      if (path === `${API_BASE_PATH}/collections`) return await file(files.collections);
      if (path === `${API_BASE_PATH}/tools`) {
        const parsed = parseListQuery(url.search.slice(1), listIndex.categories);
        if ('errors' in parsed) {
          const names = parsed.errors.map((error) => error.parameter).join(', ');
          return problem({ kind: 'invalid-parameter', detail: `Paramètre${parsed.errors.length > 1 ? 's' : ''} invalide${parsed.errors.length > 1 ? 's' : ''} : ${names}.`, errors: parsed.errors });
        }
        return await listResponse(request, readFile, listIndex, parsed.query, itemsAt);
      }
      const detail = /^\/api\/v1\/directory\/(tools|collections)\/([^/]+)$/.exec(path);
      if (detail) {
        const [, kind, slug] = detail;
        if (!SLUG_PATTERN.test(slug)) return notFound();
        return await file(kind === 'tools' ? files.tool(slug) : files.collection(slug));
      }
      return notFound();
    } catch {
      // Every failure below (unreadable file, broken index) ends here: `return await` above
      // keeps asynchronous ones inside this try.
      return problemResponse(request, { base, kind: 'internal-error', detail: 'Le serveur ne peut pas répondre pour le moment.', instance: url.pathname });
    }
  };

  return async (request) => {
    const admission = admit?.(request);
    const response = await route(request, admission);
    for (const [name, value] of Object.entries(admission?.headers ?? {})) response.headers.set(name, value);
    if (noindex) response.headers.set('X-Robots-Tag', 'noindex');
    return response;
  };
}

async function listResponse(request: Request, readFile: ReadFile, index: ListIndex, query: ListQuery, itemsAt: ItemsAt): Promise<Response> {
  const prerendered = query.q === null && query.language === null && (PRERENDERED_PER_PAGE as readonly number[]).includes(query.per_page) ? await readFile(files.list(query)) : null;
  const body = prerendered ?? toJson(await renderToolList(index, query, itemsAt));
  return jsonResponse(request, body, paginationLink(documentLinks(body)));
}

/** Chunks kept in memory: enough for the pages in use, bounded for a directory of any size. */
const CHUNK_CACHE = 64;

/** List items read from the chunk files, each chunk once while it stays among the recent ones. */
function chunkedItems(readFile: ReadFile): ItemsAt {
  const chunks = new Map<number, Promise<ToolListItem[]>>();
  const chunk = (number: number) => {
    let loaded = chunks.get(number);
    if (loaded) {
      chunks.delete(number);
    } else {
      loaded = readFile(files.listItems(number)).then((text) => {
        if (text === null) throw new Error(`${files.listItems(number)} is missing`);
        return JSON.parse(text) as ToolListItem[];
      });
      // A failed read is not kept: the next request tries again.
      loaded.catch(() => chunks.delete(number));
      if (chunks.size >= CHUNK_CACHE) chunks.delete(chunks.keys().next().value as number);
    }
    chunks.set(number, loaded);
    return loaded;
  };
  return async (positions) => {
    const numbers = [...new Set(positions.map((position) => Math.floor(position / CHUNK_SIZE)))];
    const loaded = new Map(await Promise.all(numbers.map(async (number) => [number, await chunk(number)] as const)));
    return positions.map((position) => loaded.get(Math.floor(position / CHUNK_SIZE))![position % CHUNK_SIZE]);
  };
}

/**
 * The `links` of a serialised list, without parsing its items: `toJson` writes them last, so
 * the document's own `"links":` is the last one in the text.
 */
function documentLinks(body: string): ToolList['links'] {
  return JSON.parse(body.slice(body.lastIndexOf('"links":') + '"links":'.length, body.lastIndexOf('}'))) as ToolList['links'];
}

/** CORS preflight: any origin may read the API with simple or conditional GETs. */
function preflight(): Response {
  const headers = baseHeaders();
  headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
  headers.set('Access-Control-Allow-Headers', 'Accept, Accept-Language, Cache-Control, If-None-Match');
  headers.set('Access-Control-Max-Age', '86400');
  headers.set('Allow', ALLOWED_METHODS);
  headers.set('Cache-Control', CACHEABLE);
  return new Response(null, { status: 204, headers });
}
