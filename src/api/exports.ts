/**
 * Bulk exports of the directory: every published tool, in the default order, with the list and
 * detail fields except HTML, as one JSON document, as NDJSON (one tool per line) and as CSV.
 * The licence goes in the JSON wrapper's `meta`; NDJSON and CSV carry only records, so their
 * licence is the `Link: rel="license"` header every API response has, and the discovery document.
 */
import type { Site } from './documents.ts';
import { renderTool } from './documents.ts';
import { EXPORT_CSV_PATH, EXPORT_JSON_PATH, EXPORT_NDJSON_PATH } from './downloads.ts';
import { toJson } from './list.ts';
import type { ExportedTool, ToolExport } from './schemas.ts';

/** Every published tool as exported: the complete record without `long_description_html`. */
export function exportedTools(site: Site): ExportedTool[] {
  return site.directory.tools.map((tool) => {
    const { long_description_html: _html, ...record } = renderTool(site, tool).data;
    return record;
  });
}

export function renderJsonExport(site: Site, tools: ExportedTool[]): ToolExport {
  return {
    data: tools,
    meta: { total: tools.length, license: site.license },
    links: { self: `${site.base}${EXPORT_JSON_PATH}`, csv: `${site.base}${EXPORT_CSV_PATH}`, ndjson: `${site.base}${EXPORT_NDJSON_PATH}` },
  };
}

/** One compact JSON record per line, `\n`-terminated (ndjson.org). */
export function renderNdjson(tools: ExportedTool[]): string {
  return tools.map(toJson).join('');
}

/** Separator of list values inside one CSV cell (languages, tags, collections). */
export const CSV_LIST_SEPARATOR = '|';

/** CSV columns, in order: header name and how to read it from a record. */
const COLUMNS: [string, (tool: ExportedTool) => string | number | boolean | null][] = [
  ['slug', (t) => t.slug],
  ['name', (t) => t.name],
  ['short_description', (t) => t.short_description],
  ['category', (t) => t.category.slug],
  ['category_name', (t) => t.category.name],
  ['pricing', (t) => t.pricing],
  ['has_education_pricing', (t) => t.has_education_pricing],
  ['education_pricing_description', (t) => t.education_pricing?.description ?? null],
  ['education_pricing_url', (t) => t.education_pricing?.url ?? null],
  ['website_url', (t) => t.website_url],
  ['vendor', (t) => t.vendor],
  ['languages', (t) => t.languages.join(CSV_LIST_SEPARATOR)],
  ['tags', (t) => t.tags.join(CSV_LIST_SEPARATOR)],
  ['minimum_age', (t) => t.minimum_age],
  ['added_at', (t) => t.freshness.added_at],
  ['updated_at', (t) => t.freshness.updated_at],
  ['last_verified_at', (t) => t.freshness.last_verified_at],
  ['collections', (t) => t.collections.map((c) => c.slug).join(CSV_LIST_SEPARATOR)],
  ['screenshot_url', (t) => t.screenshot?.url ?? null],
  ['screenshot_width', (t) => t.screenshot?.width ?? null],
  ['screenshot_height', (t) => t.screenshot?.height ?? null],
  ['screenshot_alt', (t) => t.screenshot?.alt ?? null],
  ['url', (t) => t.links.self],
  ['long_description', (t) => t.long_description],
  // Last, so that the columns before keep their places. An export holds published tools only,
  // so these say `published` and nothing; they are the JSON export's fields all the same.
  ['status', (t) => t.status],
  ['discontinued_at', (t) => t.discontinued_at],
  ['replaced_by', (t) => t.replaced_by?.slug ?? null],
];

/**
 * One CSV field per RFC 4180: quoted when it holds a comma, a quote, CR or LF (quotes doubled);
 * `null` is an empty field, booleans are `true`/`false`.
 * @example csvField('a "b", c') === '"a ""b"", c"'
 */
export function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** How a cell starts that a spreadsheet runs as a formula when it opens the file (OWASP, "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet would run as a formula, with an apostrophe before it so that it shows as
 * text: the CSV is the spreadsheet's file, and a formula in a tool's text (`=HYPERLINK(…)`) would
 * run on the reader's machine. The JSON and NDJSON exports keep every value exactly. Numbers and
 * booleans are data, never text a formula could hide in.
 * @example spreadsheetText('=1+1') === "'=1+1"
 */
export function spreadsheetText(value: string | number | boolean | null): string | number | boolean | null {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The CSV export: a header row, one row per tool, CRLF line ends (RFC 4180), UTF-8 with a byte
 * order mark so that spreadsheet software opening it by double-click reads accents right.
 */
export function renderCsv(tools: ExportedTool[]): string {
  const rows = [COLUMNS.map(([name]) => name), ...tools.map((tool) => COLUMNS.map(([, read]) => csvField(spreadsheetText(read(tool)))))];
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/** The three exports, by public path. */
export function exportFiles(site: Site): Map<string, string> {
  const tools = exportedTools(site);
  return new Map([
    [EXPORT_JSON_PATH, toJson(renderJsonExport(site, tools))],
    [EXPORT_NDJSON_PATH, renderNdjson(tools)],
    [EXPORT_CSV_PATH, renderCsv(tools)],
  ]);
}
