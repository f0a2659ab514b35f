/**
 * The tool list: one function renders every page of every filter combination, at build time
 * into files and at request time for other page sizes and searches, so both give the same bytes.
 * Imports nothing Node- or build-specific: the edge function runs it.
 */
import { search, type SearchIndex } from '../search/search.ts';
import { listUrl, type ListQuery } from './paths.ts';
import type { License, PageLinks, ToolList, ToolListItem } from './schemas.ts';

/** What the router needs to render any list page: written by the build as `list-index.json`. */
export interface ListIndex {
  /** Base URL of the deploy, without trailing slash. */
  base: string;
  /** True on previews and branch deploys, whose responses must stay out of search engines. */
  noindex: boolean;
  license: License;
  /** Valid values of the `category` filter. */
  categories: string[];
  /** Published tools in the default order. */
  items: ToolListItem[];
  /** Search index over the items; its positions are indexes into `items`. */
  search: SearchIndex;
}

/** One page of the list for a canonical query. */
export function renderToolList(index: ListIndex, query: ListQuery): ToolList {
  const matching = query.q === null ? index.items : search(index.search, query.q).map((position) => index.items[position]);
  const selected = matching.filter(
    (item) =>
      (query.category === null || item.category.slug === query.category) &&
      (query.pricing === null || item.pricing === query.pricing) &&
      (!query.has_education_pricing || item.has_education_pricing),
  );
  const total = selected.length;
  const totalPages = Math.ceil(total / query.per_page);
  const start = (query.page - 1) * query.per_page;
  return {
    data: selected.slice(start, start + query.per_page),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      total_pages: totalPages,
      filters: { category: query.category, pricing: query.pricing, has_education_pricing: query.has_education_pricing, q: query.q },
      license: index.license,
    },
    links: pageLinks(index.base, query, totalPages),
  };
}

/**
 * Pagination links. With no result, first and last are page 1. Past the end, `prev` leads back
 * to the last page, so that a client that overshot can return.
 */
export function pageLinks(base: string, query: ListQuery, totalPages: number): PageLinks {
  const last = Math.max(totalPages, 1);
  const page = (number: number) => listUrl(base, { ...query, page: number });
  return {
    self: page(query.page),
    first: page(1),
    prev: query.page > 1 ? page(Math.min(query.page - 1, last)) : null,
    next: query.page < totalPages ? page(query.page + 1) : null,
    last: page(last),
  };
}

/** The one serialisation of every document: compact, keys in the order the renderers build them. */
export const toJson = (document: unknown): string => `${JSON.stringify(document)}\n`;
