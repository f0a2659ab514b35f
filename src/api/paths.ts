/**
 * Where things live: public URLs of the API and the files the build writes for the router.
 * Shared by the build and the router, so it imports nothing but constants.
 */
import type { Pricing } from '../content/vocabulary.ts';

export const API_BASE_PATH = '/api/v1/directory';
export const OPENAPI_PATH = '/api/v1/openapi.json';

/** Folder of `dist/` holding the files the router answers from. */
export const FILES_DIR = '_api';

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;
/** Page sizes whose every page is written at build time; other sizes are computed. */
export const PRERENDERED_PER_PAGE = [DEFAULT_PER_PAGE, MAX_PER_PAGE] as const;

/** A list request in canonical form: values validated, trimmed and lower-cased. */
export interface ListQuery {
  category: string | null;
  pricing: Pricing | null;
  has_education_pricing: boolean;
  /** An interface language code, 2 or 3 lower-case letters; not pre-rendered. */
  language: string | null;
  q: string | null;
  page: number;
  per_page: number;
}

export const DEFAULT_LIST_QUERY: ListQuery = {
  category: null,
  pricing: null,
  has_education_pricing: false,
  language: null,
  q: null,
  page: 1,
  per_page: DEFAULT_PER_PAGE,
};

/**
 * Canonical URL of a list page: parameters in a fixed order (category, pricing,
 * has_education_pricing, language, q, per_page, page), defaults left out.
 * @example listUrl('https://x.org', { ...DEFAULT_LIST_QUERY, pricing: 'free', page: 2 })
 *   === 'https://x.org/api/v1/directory/tools?pricing=free&page=2'
 */
export function listUrl(base: string, query: ListQuery): string {
  const params: [string, string][] = [];
  if (query.category !== null) params.push(['category', query.category]);
  if (query.pricing !== null) params.push(['pricing', query.pricing]);
  if (query.has_education_pricing) params.push(['has_education_pricing', 'true']);
  if (query.language !== null) params.push(['language', query.language]);
  if (query.q !== null) params.push(['q', query.q]);
  if (query.per_page !== DEFAULT_PER_PAGE) params.push(['per_page', String(query.per_page)]);
  if (query.page !== 1) params.push(['page', String(query.page)]);
  const search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${base}${API_BASE_PATH}/tools${search ? `?${search}` : ''}`;
}

export const toolUrl = (base: string, slug: string) => `${base}${API_BASE_PATH}/tools/${slug}`;
export const collectionUrl = (base: string, slug: string) => `${base}${API_BASE_PATH}/collections/${slug}`;

/**
 * Folder of a file among 256 (`00`…`ff`): the low byte of the 32-bit FNV-1a hash of its name.
 * Stable across builds and machines, and spread evenly whatever the names look like.
 * @example shardOf('chatgpt') === shardOf('chatgpt') && /^[0-9a-f]{2}$/.test(shardOf('chatgpt'))
 */
export function shardOf(name: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return (hash & 0xff).toString(16).padStart(2, '0');
}

/** "No filter" in list file names; a slug cannot start with `_`, so no category can clash. */
const ALL = '_all';

/** Files under `FILES_DIR`, by what they hold. */
export const files = {
  discovery: 'directory.json',
  openapi: 'openapi.json',
  categories: 'categories.json',
  collections: 'collections.json',
  /** What every request of the router needs before its own file (`SiteFacts`). */
  site: 'site.json',
  /** The compact index the router renders computed pages from: the filters' codes of every tool. */
  listIndex: 'list-index.txt',
  /** The search index of the names, short descriptions, tags and category names, read by every search: its head, then the parts a search needs. */
  searchIndex: 'search-index.txt',
  searchPart: (part: number) => `search-index/${part}.txt`,
  /** The search index of the tools' long descriptions, read only by a search that finds nothing else: its head, then the parts a search needs. */
  longIndex: 'search-long-descriptions.txt',
  longPart: (part: number) => `search-long-descriptions/${part}.txt`,
  /** List items of the default order, `CHUNK_SIZE` per file, for computed pages. */
  listItems: (chunk: number) => `list-items/${chunk}.json`,
  /**
   * A tool's detail, in one of 256 folders picked by a hash of its slug, so that no folder
   * of a deploy nears Netlify's 54,000 files per directory (about 400 files each at 100,000 tools).
   * @example files.tool('chatgpt') === `tools/${shardOf('chatgpt')}/chatgpt.json`
   */
  tool: (slug: string) => `tools/${shardOf(slug)}/${slug}.json`,
  /**
   * Where a renamed tool's former slug leads: `{ "location": <absolute URL> }`. One small file
   * per former slug, read only when no tool has the slug, so the index stays as small as it was.
   */
  formerSlug: (slug: string) => `redirects/tools/${slug}.json`,
  collection: (slug: string) => `collections/${slug}.json`,
  /**
   * A pre-rendered list page; only for queries without `q` or `language` and with a
   * pre-rendered page size.
   * @example files.list({ ...DEFAULT_LIST_QUERY, pricing: 'free' }) === 'lists/_all/free/_all/30/1.json'
   */
  list: (query: ListQuery) =>
    `lists/${query.category ?? ALL}/${query.pricing ?? ALL}/${query.has_education_pricing ? 'education' : ALL}/${query.per_page}/${query.page}.json`,
};
