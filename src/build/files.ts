/**
 * Every file the router answers from, as a map from path (under `_api/`) to text: a plain
 * function of the directory and the base URL, so the same content gives the same bytes.
 */
import { createHash } from 'node:crypto';
import type { Directory } from '../content/directory.ts';
import { PRICING } from '../content/vocabulary.ts';
import { renderCategories, renderCollection, renderCollections, renderDiscovery, renderTool, site, siteToolList, type Site } from '../api/documents.ts';
import { chunkText, itemChunks, listIndexText, searchIndexFiles, siteFacts, toJson } from '../api/list.ts';
import { DOWNLOADS } from '../api/downloads.ts';
import { exportFiles } from '../api/exports.ts';
import { feedFiles } from '../api/feeds.ts';
import { openApiDocument } from '../api/openapi.ts';
import { DEFAULT_LIST_QUERY, files, PRERENDERED_PER_PAGE, toolUrl, type ListQuery } from '../api/paths.ts';

export async function apiFiles(directory: Directory, base: string, noindex = false): Promise<Map<string, string>> {
  const s = site(directory, base, noindex);
  const out = new Map<string, string>();
  for (const tool of [...directory.tools, ...directory.discontinued]) out.set(files.tool(tool.slug), toJson(renderTool(s, tool)));
  for (const { from, to } of directory.redirects) out.set(files.formerSlug(from), toJson({ location: toolUrl(base, to) }));
  for (const collection of directory.collections) out.set(files.collection(collection.slug), toJson(renderCollection(s, collection)));
  out.set(files.collections, toJson(renderCollections(s)));
  out.set(files.categories, toJson(renderCategories(s)));
  for (const query of listQueries(directory)) {
    const first = await siteToolList(s, query);
    out.set(files.list(query), toJson(first));
    for (let page = 2; page <= first.meta.total_pages; page++) {
      out.set(files.list({ ...query, page }), toJson(await siteToolList(s, { ...query, page })));
    }
  }
  for (const [path, text] of routerFiles(s)) out.set(path, text);
  const dataVersion = createHash('sha256').update(JSON.stringify(directory)).digest('hex').slice(0, 16);
  const discovery = renderDiscovery(s, dataVersion);
  out.set(files.discovery, toJson(discovery));
  out.set(files.openapi, toJson(await openApiDocument(s, discovery)));
  for (const [path, body] of [...exportFiles(s), ...feedFiles(s)]) out.set(DOWNLOADS[path].file, body);
  return out;
}

/**
 * The files from which the router computes any page: the site's facts, the list index, the
 * search indexes and the chunks of list items.
 */
export function routerFiles(s: Site): [path: string, text: string][] {
  return [
    [files.site, toJson(siteFacts(s.listIndex))],
    [files.listIndex, listIndexText(s.listIndex)],
    ...searchIndexFiles(s.search, files.searchIndex, files.searchPart),
    ...searchIndexFiles(s.longSearch, files.longIndex, files.longPart),
    ...itemChunks(s.items).map((chunk, number): [string, string] => [files.listItems(number), chunkText(chunk)]),
  ];
}

/** Page 1 of every filter combination (category × pricing × education, each with "all") at each pre-rendered size. */
export function listQueries(directory: Directory): ListQuery[] {
  const queries: ListQuery[] = [];
  for (const category of [null, ...directory.categories.map((c) => c.slug)]) {
    for (const pricing of [null, ...PRICING]) {
      for (const has_education_pricing of [false, true]) {
        for (const per_page of PRERENDERED_PER_PAGE) queries.push({ ...DEFAULT_LIST_QUERY, category, pricing, has_education_pricing, per_page });
      }
    }
  }
  return queries;
}
