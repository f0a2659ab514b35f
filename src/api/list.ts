/**
 * The tool list: one function renders every page of every filter combination, at build time
 * into files and at request time for other page sizes and searches, so both give the same bytes.
 * Imports nothing Node- or build-specific: the edge function runs it.
 */
import { PRICING } from '../content/vocabulary.ts';
import { MissingPart, search, type MadeMatches, type SearchIndex, type SearchPart } from '../search/search.ts';
import { fold, SECONDARY_LEVELS } from '../search/text.ts';
import { listUrl, type ListQuery } from './paths.ts';
import type { License, PageLinks, SearchMeta, ToolList, ToolListItem } from './schemas.ts';

/**
 * What the router needs to render any list page but its searches: written by the build as
 * `list-index.txt` (`listIndexText`). A fresh edge isolate reads it before its first computed
 * page, so it holds only what every page needs (the filters); the search indexes
 * (`SearchIndexes`) and the list items, in chunks of `CHUNK_SIZE`, are files of their own, read
 * only by the pages that need them.
 */
export interface ListIndex {
  /** Base URL of the deploy, without trailing slash. */
  base: string;
  /** True on previews and branch deploys, whose responses must stay out of search engines. */
  noindex: boolean;
  license: License;
  /** Valid values of the `category` filter. */
  categories: string[];
  /** For each published tool, in the default order, the position of its category in `categories` (`toolCodes`). */
  category: string;
  /** For each tool, the position of its pricing in `PRICING` (`toolCodes`). */
  pricing: string;
  /** For each tool, 1 when it has an education programme, else 0 (`toolCodes`). */
  education: string;
  /** The distinct sets of interface languages of the tools, each sorted. */
  languages: string[][];
  /** For each tool, the position of its set of interface languages in `languages` (`toolCodes`). */
  language: string;
}

/**
 * The search indexes of the list, their positions those of the default order, each read when a
 * search first needs it: `short`, of the names, short descriptions, tags and category names
 * (`search-index.txt`), by every search; `long`, of the long descriptions
 * (`search-long-descriptions.txt`), by the few that `searchedSelection` says. Out of the list
 * index because they are most of its bytes (2 MB of 2.1 at 33,000 tools), which a fresh edge
 * isolate would otherwise read for a page that only filters (`language=fr`). Each is read in
 * parts (`SearchIndex.bounds`): given a query, the index comes with the parts that a search of
 * it reads (`searchParts`); `readPart` reads one that a search found missing all the same.
 */
export interface SearchIndexes {
  short: (query: string) => Promise<SearchIndex>;
  long: (query: string) => Promise<SearchIndex>;
  readPart: (missing: MissingPart) => Promise<void>;
}

/**
 * What every request of the router needs before its own file, written by the build as
 * `site.json`: the base URL, `noindex`, the category slugs that the `category` parameter
 * accepts and the licence every list page states. A few hundred bytes, so that a fresh edge
 * isolate reads the list index (130 KB at 33,000 tools) only for computed pages and filtered
 * searches, not for a tool's page nor a search without filters.
 */
export type SiteFacts = Pick<ListIndex, 'base' | 'noindex' | 'categories' | 'license'>;

export function siteFacts({ base, noindex, categories, license }: ListIndex): SiteFacts {
  return { base, noindex, categories, license };
}

/**
 * The character code that stands for `value` in `toolCodes`: from a digit up, so that no value
 * is a line break.
 */
export function toolCode(value: number): number {
  if (!(Number.isInteger(value) && value >= 0 && value < 0xd800 - 0x30)) throw new RangeError(`${value} cannot be written as a tool code`);
  return 0x30 + value;
}

/**
 * A small number per tool as one character per tool (`toolCode`): a string costs a fresh
 * isolate nothing to read, where an array of 33,000 numbers takes milliseconds to parse.
 * Filters compare the codes in place (`charCodeAt`).
 * @example toolCodes([0, 1, 10]) === '01:'
 */
export function toolCodes(values: readonly number[]): string {
  let text = '';
  for (const value of values) text += String.fromCharCode(toolCode(value));
  return text;
}

/**
 * The text of `list-index.txt`: a JSON line of the short fields, then the tool codes on a line
 * each, read back as slices of the file's text (`readListIndex`), as the search indexes' parts
 * are (`searchPartText`). None of them holds a line break: tool codes are digits and beyond.
 */
export function listIndexText(index: ListIndex): string {
  const { category, pricing, education, language, ...head } = index;
  return `${asciiJson(head)}${[category, pricing, education, language].join('\n')}\n`;
}

/** `toJson` with every character beyond ASCII escaped: the same JSON value, in an ASCII file. */
function asciiJson(value: unknown): string {
  return toJson(value).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Reads `listIndexText`'s text back; throws when it is not one (a damaged or foreign file). */
export function readListIndex(text: string, name: string): ListIndex {
  const { head, lines: [category, pricing, education, language] } = indexLines<Omit<ListIndex, 'category' | 'pricing' | 'education' | 'language'>>(text, name, 'base', 'string');
  return { ...head, category, pricing, education, language };
}

/**
 * The JSON line and the four long lines of an index file (`listIndexText`, `searchPartText`),
 * whose JSON line has `key` of `type`: the two kinds have as many lines, and that field tells
 * them apart. Throws, naming the file, when it is not one (a damaged or foreign file).
 */
function indexLines<Head>(text: string, name: string, key: string, type: 'string' | 'number'): { head: Head; lines: string[] } {
  const lines = text.split('\n');
  if (lines.length !== 6 || lines[5] !== '') throw new Error(`${name} is damaged: ${lines.length - 1} lines where 5 were written`);
  const head = JSON.parse(lines[0]) as Record<string, unknown>;
  if (typeof head[key] !== type) throw new Error(`${name} is damaged: its first line has no ${key}`);
  return { head: head as Head, lines: lines.slice(1, 5) };
}

/**
 * The files of a search index: its head, `name` (`search-index.txt`,
 * `search-long-descriptions.txt`), a JSON line of everything but the parts; then each part,
 * `partName(number)` (`searchPartText`).
 */
export function searchIndexFiles(index: SearchIndex, name: string, partName: (part: number) => string): [path: string, text: string][] {
  const { parts, ...head } = index;
  return [[name, asciiJson(head)], ...parts.map((part, number): [string, string] => [partName(number), searchPartText(part!, number)])];
}

/**
 * The text of a part of a search index: a JSON line of its number, then `words`, `postings`,
 * `tails` and `stems` on a line each, read back as slices of the file's text
 * (`readSearchPart`): JSON would make a fresh isolate copy the strings, and a slice copies
 * nothing. None of them holds a line break: they are folded words, digits, spaces and `!`.
 * Folded words are ASCII whenever the tools' names are: a runtime then decodes the file into a
 * string of one byte per character, which takes an edge isolate a quarter less time than two.
 */
function searchPartText({ words, postings, tails, stems }: SearchPart, part: number): string {
  return `${asciiJson({ part })}${[words, postings, tails, stems].join('\n')}\n`;
}

/**
 * Reads the head of a search index (`searchIndexFiles`) back, without its parts; throws when
 * it is not one (a damaged or foreign file).
 */
export function readSearchIndex(text: string, name: string): SearchIndex {
  let head: Omit<SearchIndex, 'parts'> | null = null;
  try {
    if (text.endsWith('\n') && text.indexOf('\n') === text.length - 1) head = JSON.parse(text) as Omit<SearchIndex, 'parts'>;
  } catch {
    // Not JSON: refused below, naming the file.
  }
  if (typeof head?.size !== 'number' || typeof head.bounds !== 'string') throw new Error(`${name} is damaged: it is not the head of a search index, one JSON line`);
  return { ...head, parts: Array.from({ length: head.bounds.length + 1 }, () => undefined) };
}

/** Reads part `part` of a search index back (`searchPartText`); throws when it is not that part (a damaged or foreign file). */
export function readSearchPart(text: string, name: string, part: number): SearchPart {
  const { head, lines: [words, postings, tails, stems] } = indexLines<{ part: number }>(text, name, 'part', 'number');
  if (head.part !== part) throw new Error(`${name} is damaged: it holds part ${head.part}, not ${part}`);
  return { words, postings, tails, stems };
}

/**
 * List items per chunk file. The first page of a broad search shows tools spread over the
 * directory, one chunk each, and a fresh edge isolate spends more CPU on a chunk's bytes than
 * on fetching it: at 33,000 tools, twenty chunks of 500 items cost it about 30 ms, of 100 about
 * 11 (`bench/results/search-speed.md`). A page of 100 touches one to three.
 */
export const CHUNK_SIZE = 100;

/** The list items at some positions of the default order. */
export type ItemsAt = (positions: number[]) => Promise<ToolListItem[]>;

/** The JSON of the list items at some positions, as `toJson` writes each (a chunk file's lines). */
export type ItemJsonAt = (positions: number[]) => Promise<string[]>;

/** The per-tool fields of `ListIndex`, from the list items in the default order. */
export function indexedItems(items: readonly ToolListItem[], categories: readonly string[]): Pick<ListIndex, 'category' | 'pricing' | 'education'> {
  return {
    category: toolCodes(items.map((item) => categories.indexOf(item.category.slug))),
    pricing: toolCodes(items.map((item) => PRICING.indexOf(item.pricing))),
    education: toolCodes(items.map((item) => (item.has_education_pricing ? 1 : 0))),
  };
}

/**
 * The language fields of `ListIndex`: tools share a few sets of languages, so each tool points
 * to its set rather than listing its codes (a number per tool at any size of the directory).
 */
export function indexedLanguages(tools: readonly { languages: readonly string[] }[]): Pick<ListIndex, 'languages' | 'language'> {
  const keys = tools.map((tool) => [...new Set(tool.languages)].sort().join(' '));
  const sets = [...new Set(keys)].sort();
  const positions = new Map(sets.map((key, position) => [key, position]));
  return { languages: sets.map((key) => (key === '' ? [] : key.split(' '))), language: toolCodes(keys.map((key) => positions.get(key)!)) };
}

/** The list items split into the chunks the build writes. */
export function itemChunks<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK_SIZE) }, (_, chunk) => items.slice(chunk * CHUNK_SIZE, (chunk + 1) * CHUNK_SIZE));
}

/**
 * A chunk file: a JSON array with one item per line, each as `toJson` writes it. A page shows a
 * few items of each chunk it touches, so the router takes those lines only (`chunkReader`) and
 * writes them into the page as they are (`toolListJson`): a search in a fresh isolate may touch
 * a dozen chunks. JSON.stringify writes no line break inside a value, so an item is always one
 * line.
 * @example chunkText([{ a: 1 }, { b: '<' }]) === '[\n{"a":1},\n{"b":"\\u003c"}\n]\n'
 */
export function chunkText(items: readonly unknown[]): string {
  return `[\n${items.map((item) => toJson(item).slice(0, -1)).join(',\n')}\n]\n`;
}

/**
 * Reads the items of a chunk file (`chunkText`) one at a time: the JSON of each, its line less
 * the comma. Throws when the file is not a whole chunk (a truncated or foreign file) and when
 * it has no item at that place. Lines are found only as far as the places asked for: a search's
 * page takes one or two items of most chunks it touches.
 */
export function chunkReader(text: string, name: string): (place: number) => string {
  if (!text.startsWith('[\n{') || !text.endsWith('}\n]\n')) throw new Error(`${name} is not a whole chunk of list items`);
  // Offsets of the lines after the first (`[`), as far as found: line k + 1, item k, starts at starts[k].
  const starts = ['[\n'.length];
  return (place) => {
    if (!(Number.isInteger(place) && place >= 0)) throw new Error(`${name} has no item ${place}`);
    while (starts.length <= place + 1 && starts[starts.length - 1] < text.length) starts.push(text.indexOf('\n', starts[starts.length - 1]) + 1);
    // An item's line starts with `{`; the line after the last item is `]`.
    if (place + 1 >= starts.length || text[starts[place]] !== '{') throw new Error(`${name} has no item ${place}`);
    const end = starts[place + 1] - 1;
    return text.slice(starts[place], text[end - 1] === ',' ? end - 1 : end);
  };
}

/**
 * Positions of the tools a query selects, in the order the list shows them, and with `q` what
 * the search made of it (`meta.search`). The list index is read (`listIndex`) only when the query
 * filters or does not search: a search without filters needs none of it. The filters apply
 * before the search drops any word: words are dropped only when no tool of the filtered list
 * matches them all. A page without `q` reads no search index. The long descriptions
 * (`indexes.long`) serve three times, and are read only by the searches that need them:
 * - a search that drops words is run again with them (`search`'s `long`): it counts the most
 *   frequent word there, as the words a name and a short description hold are too few to tell
 *   a common word from a rare one; and its results are widened to the tools that hold the words
 *   kept in their long description, all ranked by how many of the query's words they hold
 *   there or in their name, short description and tags, so that a teacher's request answers
 *   as a whole rather than by the one word left. A search that drops no word never reads them,
 *   so that a long description, which names many things in passing, never crowds out what the
 *   name, short description and tags say;
 * - a search that finds nothing even then is run again over them: words such as "allophone",
 *   "webradio" or "SNT" are often named only there;
 * - a search left with nothing but a secondary-school level of a longer query (`levelsOnly`)
 *   is run again over them too, and their answer replaces the first when it keeps more than a
 *   level: a level alone answers nothing the user asked.
 */
export async function searchedSelection(listIndex: () => Promise<ListIndex>, query: ListQuery, indexes: SearchIndexes): Promise<{ positions: number[]; search: SearchMeta | null }> {
  const { q } = query;
  if (q === null) return { positions: filtered(await listIndex(), query), search: null };
  const accept = filters(query) ? filterOf(await listIndex(), query) : undefined;
  // A part of an index that `searchParts` did not foresee is read, and the search run again.
  const withParts = async (run: () => ReturnType<typeof selection>) => {
    for (;;) {
      try {
        return run();
      } catch (error) {
        if (!(error instanceof MissingPart)) throw error;
        await indexes.readPart(error);
      }
    }
  };
  const short = await indexes.short(q);
  const made: MadeMatches = new Map();
  const first = await withParts(() => selection(q, accept, short, undefined, made));
  let found = first;
  if (first.search.dropped.length > 0 || first.positions.length === 0) {
    const long = await indexes.long(q);
    if (first.search.dropped.length > 0) found = await withParts(() => selection(q, accept, short, long, made));
    if (found.positions.length === 0) found = await withParts(() => selection(q, accept, long, long, made));
    else if (levelsOnly(found.search)) {
      const inLong = await withParts(() => selection(q, accept, long, long, made));
      if (inLong.positions.length > 0 && !levelsOnly(inLong.search)) found = inLong;
    }
  }
  return { positions: found.positions, search: found.search };
}

/** Whether a search kept only school levels of a query that asked for more (`espagnol en 4e` → `4e`). */
function levelsOnly(search: SearchMeta | null): boolean {
  return search !== null && search.dropped.length > 0 && search.words.every((word) => SECONDARY_LEVELS.has(fold(word)));
}

/** Whether a query filters the list: by category, pricing, education programme or language. */
function filters(query: ListQuery): boolean {
  return query.category !== null || query.pricing !== null || query.has_education_pricing || query.language !== null;
}

/** Whether the tool at a position passes the query's filters, by its codes in the list index (`toolCodes`). */
function filterOf(index: ListIndex, query: ListQuery): (position: number) => boolean {
  // The tool codes each filter wants, compared in place: the test runs once per tool.
  const category = query.category === null ? -1 : toolCode(index.categories.indexOf(query.category));
  const pricing = query.pricing === null ? -1 : toolCode(PRICING.indexOf(query.pricing));
  const education = query.has_education_pricing ? toolCode(1) : -1;
  // By the code of a set of languages, 1 when it holds the asked one; an unknown code selects nothing.
  let languages: Uint8Array | null = null;
  if (query.language !== null) {
    languages = new Uint8Array(toolCode(index.languages.length));
    for (const [position, set] of index.languages.entries()) if (set.includes(query.language)) languages[toolCode(position)] = 1;
  }
  return (position) =>
    (category < 0 || index.category.charCodeAt(position) === category) &&
    (pricing < 0 || index.pricing.charCodeAt(position) === pricing) &&
    (education < 0 || index.education.charCodeAt(position) === education) &&
    (languages === null || languages[index.language.charCodeAt(position)] === 1);
}

/** The positions of the tools that pass the query's filters, in the default order: a page without `q`. */
function filtered(index: ListIndex, query: ListQuery): number[] {
  const accept = filterOf(index, query);
  const positions: number[] = [];
  // A plain loop: this runs on every computed page, over every tool of the directory.
  for (let position = 0; position < index.category.length; position++) if (accept(position)) positions.push(position);
  return positions;
}

/**
 * `searchedSelection`'s search of `q` over one search index, without a second try, among the
 * tools `accept` takes (every tool when undefined: the search then skips the test, which would
 * run once per matching tool); with the long descriptions (`long`) when given, to count the
 * most frequent word and widen the results once words are dropped; the words matched once per
 * request (`made`).
 */
function selection(q: string, accept: ((position: number) => boolean) | undefined, searchIndex: SearchIndex, long: SearchIndex | undefined, made: MadeMatches): { positions: number[]; search: SearchMeta } {
  const found = search(searchIndex, q, accept, long, made);
  return { positions: found.positions, search: { words: found.words, dropped: found.dropped } };
}

/** One page of the list for a canonical query. */
export async function renderToolList(index: ListIndex, query: ListQuery, itemsAt: ItemsAt, indexes: SearchIndexes): Promise<ToolList> {
  const { shown, meta, links } = await listPage(index, async () => index, query, indexes);
  return { data: await itemsAt(shown), meta, links };
}

/**
 * The same page serialised, from its items' own JSON: `toJson(await renderToolList(…))`, byte
 * for byte, without parsing items only to write them again. `toJson` writes `data` first, and
 * each item's JSON is already written as `toJson` writes it.
 */
export async function toolListJson(site: SiteFacts, listIndex: () => Promise<ListIndex>, query: ListQuery, itemJsonAt: ItemJsonAt, indexes: SearchIndexes): Promise<string> {
  const { shown, meta, links } = await listPage(site, listIndex, query, indexes);
  return `{"data":[${(await itemJsonAt(shown)).join(',')}],${toJson({ meta, links }).slice(1)}`;
}

/**
 * The positions a page shows, how many tools its query selects and what its search made of it
 * (`searchedSelection`). A page of the whole list, which neither searches nor filters, shows
 * positions it can count: listing every tool's position first took a fresh isolate 6 ms at
 * 33,000 tools.
 */
async function pageSelection(listIndex: () => Promise<ListIndex>, query: ListQuery, indexes: SearchIndexes): Promise<{ total: number; shown: number[]; search: SearchMeta | null }> {
  const start = (query.page - 1) * query.per_page;
  if (query.q === null && !filters(query)) {
    const total = (await listIndex()).category.length;
    return { total, shown: Array.from({ length: Math.max(0, Math.min(total, start + query.per_page) - start) }, (_, i) => start + i), search: null };
  }
  const { positions, search } = await searchedSelection(listIndex, query, indexes);
  return { total: positions.length, shown: positions.slice(start, start + query.per_page), search };
}

/**
 * A page of the list less its items: the positions of the tools it shows, its `meta` and
 * `links`; the list index read only when the selection needs it (`searchedSelection`).
 */
async function listPage(site: SiteFacts, listIndex: () => Promise<ListIndex>, query: ListQuery, indexes: SearchIndexes): Promise<{ shown: number[]; meta: ToolList['meta']; links: PageLinks }> {
  const { total, shown, search: searched } = await pageSelection(listIndex, query, indexes);
  const totalPages = Math.ceil(total / query.per_page);
  return {
    shown,
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      total_pages: totalPages,
      filters: { category: query.category, pricing: query.pricing, has_education_pricing: query.has_education_pricing, language: query.language, q: query.q },
      ...(searched === null ? {} : { search: searched }),
      license: site.license,
    },
    links: pageLinks(site.base, query, totalPages),
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

/**
 * The one serialisation of every document: compact, keys in the order the renderers build them.
 * `<` is written `\u003c` (same JSON value): text a client sent, echoed in a document, can then
 * never form an HTML tag should the body be read as HTML.
 */
export const toJson = (document: unknown): string => `${JSON.stringify(document).replace(/</g, '\\u003c')}\n`;
