/**
 * Renderers of the API's documents from the directory: plain functions of (directory, base URL),
 * used by the build. The list is rendered by `list.ts`, which the router shares.
 */
import type { Collection, Directory, Tool } from '../content/directory.ts';
import { searchIndex, type SearchIndex } from '../search/search.ts';
import { indexedItems, indexedLanguages, renderToolList, type ListIndex, type SearchIndexes } from './list.ts';
import { EXPORT_CSV_PATH, EXPORT_JSON_PATH, EXPORT_NDJSON_PATH, FEED_ATOM_PATH, FEED_JSON_PATH, FEED_SIZE } from './downloads.ts';
import { markdownToHtml } from './markdown.ts';
import { API_BASE_PATH, collectionUrl, DEFAULT_LIST_QUERY, listUrl, OPENAPI_PATH, shardOf, toolUrl, type ListQuery } from './paths.ts';
import type {
  CategoryList,
  CollectionDetail,
  CollectionList,
  CollectionListItem,
  Discovery,
  License,
  ToolDetail,
  ToolList,
  ToolListItem,
} from './schemas.ts';

export const PUBLISHER = 'Annuaire IA & Éducation';

export function license(base: string): License {
  return {
    name: 'CC BY 4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/',
    attribution: `Données : ${PUBLISHER} (${base}${API_BASE_PATH}), sous licence CC BY 4.0`,
  };
}

/** The directory with what every renderer looks up, computed once. */
export interface Site {
  base: string;
  directory: Directory;
  license: License;
  categoryNames: Map<string, string>;
  /** Each tag's French label (`content/tags.yaml`), by slug: what the feeds show readers. */
  tagLabels: Map<string, string>;
  /** Collections each tool appears in, by tool slug. */
  collectionsOf: Map<string, Collection[]>;
  /** List items of the published tools, in the default order. */
  items: ToolListItem[];
  /** The same, by slug. */
  itemsBySlug: Map<string, ToolListItem>;
  listIndex: ListIndex;
  /** The search index of the names, short descriptions, tags and category names (`SearchIndexes`). */
  search: SearchIndex;
  /** The search index of the long descriptions, for searches that find nothing else (`searchedSelection`). */
  longSearch: SearchIndex;
}

export function site(directory: Directory, base: string, noindex = false): Site {
  const categoryNames = new Map(directory.categories.map((category) => [category.slug, category.name]));
  const collectionsOf = new Map<string, Collection[]>();
  for (const collection of directory.collections) {
    for (const { tool } of collection.tools) collectionsOf.set(tool, [...(collectionsOf.get(tool) ?? []), collection]);
  }
  const tagLabels = new Map(directory.tags.map((tag) => [tag.slug, tag.label]));
  const partial = { base, directory, license: license(base), categoryNames, tagLabels, collectionsOf };
  const items = directory.tools.map((tool) => listItem(partial, tool));
  const categories = directory.categories.map((category) => category.slug);
  return {
    ...partial,
    items,
    itemsBySlug: new Map(items.map((item) => [item.slug, item])),
    listIndex: {
      base,
      noindex,
      license: partial.license,
      categories,
      ...indexedItems(items, categories),
      ...indexedLanguages(directory.tools),
    },
    search: directorySearchIndex(directory, categoryNames),
    longSearch: longDescriptionIndex(directory),
  };
}

/** The site's search indexes, already in memory, as the list reads them. */
export function siteSearchIndexes(site: Pick<Site, 'search' | 'longSearch'>): SearchIndexes {
  // Whole indexes: every part is there, and none is ever missing.
  return { short: async () => site.search, long: async () => site.longSearch, readPart: async (missing) => Promise.reject(missing) };
}

/**
 * A page of the list, rendered from the site in memory: what the build writes and the OpenAPI
 * document shows, by the function the router computes its pages with from the files.
 */
export function siteToolList(site: Site, query: ListQuery): Promise<ToolList> {
  return renderToolList(site.listIndex, query, async (positions) => positions.map((position) => site.items[position]), siteSearchIndexes(site));
}

/**
 * The search index of the published tools: name, short description, then tags and category name.
 * Not the tags' labels: measured, they cost broad warm queries at 33,000 synthetic tools 15–25 %
 * for one more keyword answered in the first five and one held-out phrase fewer
 * (`bench/results/search-eval.md`).
 */
export function directorySearchIndex(directory: Directory, categoryNames = new Map(directory.categories.map((category) => [category.slug, category.name]))): SearchIndex {
  const records = directory.tools.map((tool) => ({ name: tool.name, short_description: tool.short_description, tags: [...tool.tags, categoryNames.get(tool.category) ?? tool.category] }));
  return searchIndex(records, directory.synonyms);
}

/**
 * The search index of the published tools' long descriptions, in the same order: their words
 * as a description's, less the targets of links and bare addresses (`https`, `www` and domain
 * names are no answer to a request). Markdown's marks are not letters, so words skip them.
 */
export function longDescriptionIndex(directory: Directory): SearchIndex {
  return searchIndex(directory.tools.map((tool) => ({ name: '', short_description: proseOf(tool.long_description) })), directory.synonyms);
}

/** @example proseOf('Voir [le guide](https://example.org/guide) ou https://example.org.') === 'Voir [le guide]  ou  ' */
export function proseOf(markdown: string): string {
  return markdown.replace(/\]\([^)]*\)/g, '] ').replace(/<?https?:\/\/[^\s>]+>?/g, ' ');
}

function listItem(site: Pick<Site, 'base' | 'categoryNames'>, tool: Tool): ToolListItem {
  return {
    slug: tool.slug,
    name: tool.name,
    short_description: tool.short_description,
    category: { slug: tool.category, name: site.categoryNames.get(tool.category) ?? tool.category },
    pricing: tool.pricing,
    has_education_pricing: tool.education_pricing !== undefined,
    website_url: tool.website_url,
    links: { self: toolUrl(site.base, tool.slug) },
  };
}

/**
 * A tool's detail page. Discontinued tools have one too, with their status, the day they shut
 * down and what replaces them; they appear in no list, search, count or collection.
 */
export function renderTool(site: Site, tool: Tool): ToolDetail {
  const { links, ...item } = listItem(site, tool);
  return {
    data: {
      ...item,
      long_description: tool.long_description,
      long_description_html: markdownToHtml(tool.long_description),
      education_pricing: tool.education_pricing ? { description: tool.education_pricing.description, url: tool.education_pricing.url ?? null } : null,
      screenshot: tool.screenshot
        ? { url: `${site.base}/${screenshotPath(tool.screenshot.file)}`, width: tool.screenshot.width, height: tool.screenshot.height, alt: tool.screenshot.alt }
        : null,
      languages: tool.languages,
      tags: tool.tags,
      vendor: tool.vendor ?? null,
      minimum_age: tool.minimum_age ?? null,
      status: tool.status === 'discontinued' ? 'discontinued' : 'published',
      discontinued_at: tool.discontinued_at ?? null,
      replaced_by: replacement(site, tool),
      freshness: { added_at: tool.added_at, updated_at: tool.updated_at, last_verified_at: tool.last_verified_at ?? null },
      collections: (site.collectionsOf.get(tool.slug) ?? []).map((collection) => ({
        slug: collection.slug,
        title: collection.title,
        links: { self: collectionUrl(site.base, collection.slug) },
      })),
      links: { ...links, category: listUrl(site.base, { ...DEFAULT_LIST_QUERY, category: tool.category }) },
    },
    meta: { license: site.license },
  };
}

/** The published tool that replaces a discontinued one, as a link; null when there is none. */
function replacement(site: Site, tool: Tool): ToolDetail['data']['replaced_by'] {
  const item = tool.replaced_by === undefined ? undefined : site.itemsBySlug.get(tool.replaced_by);
  return item ? { slug: item.slug, name: item.name, links: item.links } : null;
}

/** Public folder of screenshots, copied from the content folder. */
export const SCREENSHOTS_DIR = 'screenshots';

/**
 * Where a screenshot is published: in one of 256 folders, like the tool files, so that no folder
 * of a deploy nears Netlify's 54,000 files per directory however many tools have one.
 * @example screenshotPath('wooclap.png') === `screenshots/${shardOf('wooclap.png')}/wooclap.png`
 */
export const screenshotPath = (file: string) => `${SCREENSHOTS_DIR}/${shardOf(file)}/${file}`;

function collectionSummary(site: Site, collection: Collection): CollectionListItem {
  const head = { slug: collection.slug, title: collection.title };
  const tail = {
    short_description: collection.short_description,
    tool_count: collection.tools.length,
    links: { self: collectionUrl(site.base, collection.slug) },
  };
  return collection.kind === 'top_list'
    ? { ...head, kind: 'top_list', task: collection.task, ...tail }
    : { ...head, kind: 'stack', persona: collection.persona, ...tail };
}

export function renderCollections(site: Site): CollectionList {
  const data = site.directory.collections.map((collection) => collectionSummary(site, collection));
  return { data, meta: { total: data.length, license: site.license }, links: { self: `${site.base}${API_BASE_PATH}/collections` } };
}

export function renderCollection(site: Site, collection: Collection): CollectionDetail {
  return {
    data: {
      ...collectionSummary(site, collection),
      description: collection.description,
      description_html: markdownToHtml(collection.description),
      tools: collection.tools.flatMap(({ tool, note }, index) => {
        const item = site.itemsBySlug.get(tool);
        return item ? [{ position: index + 1, ...item, note: note ?? null }] : [];
      }),
      freshness: { added_at: collection.added_at, updated_at: collection.updated_at },
    },
    meta: { license: site.license },
  };
}

export function renderCategories(site: Site): CategoryList {
  const counts = new Map<string, number>();
  for (const tool of site.directory.tools) counts.set(tool.category, (counts.get(tool.category) ?? 0) + 1);
  const data = site.directory.categories.map((category) => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    tool_count: counts.get(category.slug) ?? 0,
    links: { tools: listUrl(site.base, { ...DEFAULT_LIST_QUERY, category: category.slug }) },
  }));
  return { data, meta: { total: data.length, license: site.license }, links: { self: `${site.base}${API_BASE_PATH}/categories` } };
}

/**
 * The entry point. `data_version` is a digest of the published data and `generated_at` the
 * newest change date in it, so that the same content always gives the same bytes.
 */
export function renderDiscovery(site: Site, dataVersion: string): Discovery {
  const { base, directory } = site;
  const api = `${base}${API_BASE_PATH}`;
  const newest = [...directory.tools, ...directory.collections].reduce((latest, record) => (record.updated_at > latest ? record.updated_at : latest), '1970-01-01');
  const endpoint = (path: string, description: string) => ({ method: 'GET' as const, path, href: `${base}${path}`, description });
  return {
    data: {
      name: PUBLISHER,
      description: 'Annuaire ouvert d’outils d’IA et de technologies éducatives pour les francophones, avec des sélections par tâche et par profil.',
      api_version: 'v1',
      data_version: dataVersion,
      generated_at: `${newest}T00:00:00Z`,
      counts: { tools: directory.tools.length, categories: directory.categories.length, collections: directory.collections.length },
      endpoints: [
        endpoint(API_BASE_PATH, 'Ce document.'),
        endpoint(`${API_BASE_PATH}/tools`, 'Liste paginée des outils (filtres category, pricing, has_education_pricing, language, q ; page, per_page).'),
        endpoint(`${API_BASE_PATH}/tools/{slug}`, 'Fiche complète d’un outil.'),
        endpoint(`${API_BASE_PATH}/collections`, 'Sélections : classements par tâche et panoplies par profil.'),
        endpoint(`${API_BASE_PATH}/collections/{slug}`, 'Une sélection et ses outils dans l’ordre éditorial.'),
        endpoint(`${API_BASE_PATH}/categories`, 'Catégories et nombre d’outils de chacune.'),
        endpoint(EXPORT_JSON_PATH, 'Tous les outils en un document JSON, avec la licence.'),
        endpoint(EXPORT_CSV_PATH, 'Tous les outils en CSV (RFC 4180, UTF-8), une ligne par outil.'),
        endpoint(EXPORT_NDJSON_PATH, 'Tous les outils en NDJSON, un outil par ligne.'),
        endpoint(FEED_JSON_PATH, `JSON Feed 1.1 des ${FEED_SIZE} outils ajoutés ou mis à jour le plus récemment.`),
        endpoint(FEED_ATOM_PATH, `Flux Atom des ${FEED_SIZE} outils ajoutés ou mis à jour le plus récemment.`),
        endpoint(OPENAPI_PATH, 'Description OpenAPI 3.1 de l’API.'),
      ],
      links: {
        self: api,
        tools: `${api}/tools`,
        collections: `${api}/collections`,
        categories: `${api}/categories`,
        openapi: `${base}${OPENAPI_PATH}`,
        export_json: `${base}${EXPORT_JSON_PATH}`,
        export_csv: `${base}${EXPORT_CSV_PATH}`,
        export_ndjson: `${base}${EXPORT_NDJSON_PATH}`,
        feed_json: `${base}${FEED_JSON_PATH}`,
        feed_atom: `${base}${FEED_ATOM_PATH}`,
        documentation: `${base}/`,
      },
    },
    meta: { license: site.license },
  };
}
