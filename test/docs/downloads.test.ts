/**
 * Bulk exports, feeds and llms.txt, through the router over the fixture build: media types,
 * licence, one record per tool in the default order, a CSV round trip through a CSV parser,
 * Atom through an XML parser, JSON Feed against its specification's required fields.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter, type Router } from '../../src/router/router.ts';
import { csvField } from '../../src/api/exports.ts';
import { FIXTURE_BASE } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const API = '/api/v1/directory';
let send: Router;
const get = (path: string) => send(new Request(`http://localhost${path}`));
beforeAll(() => {
  send = createRouter({ readFile: fileReader(fixtureDist) });
});

/** Every published tool of the fixture, in the default order, as the paginated list gives them. */
async function listedSlugs(): Promise<string[]> {
  const body = await (await get(`${API}/tools?per_page=100`)).json();
  return body.data.map((tool: { slug: string }) => tool.slug);
}

describe('exports', () => {
  it('JSON: every published tool in the default order, detail fields without HTML, licence in meta', async () => {
    const response = await get(`${API}/export/tools.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('etag')).toMatch(/^"/);
    const body = await response.json();
    expect(body.data.map((tool: { slug: string }) => tool.slug)).toEqual(await listedSlugs());
    expect(body.meta.total).toBe(36);
    expect(body.meta.license).toMatchObject({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
    const detail = (await (await get(`${API}/tools/cafe-quiz`)).json()).data;
    const { long_description_html: _html, ...withoutHtml } = detail;
    expect(body.data.find((tool: { slug: string }) => tool.slug === 'cafe-quiz')).toEqual(withoutHtml);
    expect(JSON.stringify(body)).not.toContain('long_description_html');
  });

  it('NDJSON: one tool per line, the same records, licence in the Link header', async () => {
    const response = await get(`${API}/export/tools.ndjson`);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('link')).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    const text = await response.text();
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n').map((line) => JSON.parse(line));
    const json = (await (await get(`${API}/export/tools.json`)).json()).data;
    expect(lines).toEqual(json);
  });

  it('CSV: header row, one row per tool, RFC 4180 quoting and UTF-8 survive a parser round trip', async () => {
    const response = await get(`${API}/export/tools.csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')[0].startsWith('\uFEFFslug,name,short_description,category,')).toBe(true);
    expect(text.split('\r\n')[0].endsWith(',url,long_description,status,discontinued_at,replaced_by')).toBe(true);
    const rows: Record<string, string>[] = parse(text, { bom: true, columns: true, relax_quotes: false, skip_empty_lines: true });
    const json = (await (await get(`${API}/export/tools.json`)).json()).data;
    expect(rows.map((row) => row.slug)).toEqual(json.map((tool: { slug: string }) => tool.slug));
    rows.forEach((row, at) => {
      const tool = json[at];
      expect(row.name).toBe(tool.name);
      expect(row.long_description).toBe(tool.long_description);
      expect(row.languages.split('|')).toEqual(tool.languages);
      expect(row.tags).toBe(tool.tags.join('|'));
      expect(row.has_education_pricing).toBe(String(tool.has_education_pricing));
      expect(row.last_verified_at).toBe(tool.freshness.last_verified_at ?? '');
      // The lifecycle fields of the JSON export, last.
      expect([row.status, row.discontinued_at, row.replaced_by]).toEqual([tool.status, tool.discontinued_at ?? '', tool.replaced_by?.slug ?? '']);
      // The screenshot whole, its size included: a reader of the CSV lays out images without fetching them.
      expect([row.screenshot_url, row.screenshot_width, row.screenshot_height, row.screenshot_alt]).toEqual(
        tool.screenshot ? [tool.screenshot.url, String(tool.screenshot.width), String(tool.screenshot.height), tool.screenshot.alt] : ['', '', '', ''],
      );
    });
    expect(json.some((tool: { screenshot: unknown }) => tool.screenshot !== null)).toBe(true);
    // Accents, multi-line Markdown and commas come back unchanged.
    expect(rows.some((row) => /[éèà]/.test(row.name + row.short_description))).toBe(true);
    expect(rows.some((row) => row.long_description.includes('\n') || row.long_description.includes(','))).toBe(true);
  });

  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['dit "oui"', '"dit ""oui"""'],
    ['ligne\nsuivante', '"ligne\nsuivante"'],
    ['', ''],
  ])('quotes the CSV field %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
    expect(csvField(null)).toBe('');
  });

  it('is linked from the discovery document', async () => {
    const { data } = await (await get(API)).json();
    expect(data.links).toMatchObject({
      export_json: `${FIXTURE_BASE}${API}/export/tools.json`,
      export_csv: `${FIXTURE_BASE}${API}/export/tools.csv`,
      export_ndjson: `${FIXTURE_BASE}${API}/export/tools.ndjson`,
      feed_json: `${FIXTURE_BASE}${API}/feed.json`,
      feed_atom: `${FIXTURE_BASE}${API}/feed.xml`,
    });
    expect(data.endpoints.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining([`${API}/export/tools.csv`, `${API}/feed.xml`]));
  });

  it('answers 304 to a matching If-None-Match, like every 200', async () => {
    const etag = (await get(`${API}/export/tools.csv`)).headers.get('etag')!;
    const again = await send(new Request(`http://localhost${API}/export/tools.csv`, { headers: { 'If-None-Match': etag } }));
    expect(again.status).toBe(304);
  });
});

/** Tools of the fixture, newest change first, as the feeds must order them. */
async function newestFirst(): Promise<{ slug: string; added: string; updated: string }[]> {
  const json = (await (await get(`${API}/export/tools.json`)).json()).data;
  return json
    .map((tool: { slug: string; freshness: { added_at: string; updated_at: string } }, at: number) => ({ slug: tool.slug, added: tool.freshness.added_at, updated: tool.freshness.updated_at, at }))
    .sort((a: { updated: string; added: string; at: number }, b: { updated: string; added: string; at: number }) => b.updated.localeCompare(a.updated) || b.added.localeCompare(a.added) || a.at - b.at);
}

describe('feeds', () => {
  it('JSON Feed 1.1: required fields of the specification, newest first, dates from the data', async () => {
    const response = await get(`${API}/feed.json`);
    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = await response.json();
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(typeof feed.title).toBe('string');
    expect(feed.feed_url).toBe(`${FIXTURE_BASE}${API}/feed.json`);
    expect(Array.isArray(feed.items)).toBe(true);
    const expected = (await newestFirst()).slice(0, 50);
    expect(feed.items.map((item: { id: string }) => item.id)).toEqual(expected.map((tool) => `${FIXTURE_BASE}${API}/tools/${tool.slug}`));
    for (const [at, item] of feed.items.entries()) {
      // Spec: `id` is a unique string; an item has `content_html` or `content_text`; dates are RFC 3339.
      expect(typeof item.id).toBe('string');
      expect(typeof (item.content_text ?? item.content_html)).toBe('string');
      expect(item.date_modified).toBe(`${expected[at].updated}T00:00:00Z`);
      expect(item.date_published).toBe(`${expected[at].added}T00:00:00Z`);
    }
    expect(new Set(feed.items.map((item: { id: string }) => item.id)).size).toBe(feed.items.length);
  });

  it('Atom 1.0: well-formed XML with the elements RFC 4287 requires, newest first', async () => {
    const response = await get(`${API}/feed.xml`);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    // `true`: the parser checks the document is well-formed and throws if it is not.
    const { feed } = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['entry', 'link', 'author', 'category'].includes(name) }).parse(xml, true);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${FIXTURE_BASE}${API}/feed.xml`);
    expect(feed.title).toContain('Annuaire IA & Éducation');
    expect(feed.author[0].name).toBe('Annuaire IA & Éducation');
    expect(feed.link.find((link: Record<string, string>) => link['@_rel'] === 'self')['@_href']).toBe(`${FIXTURE_BASE}${API}/feed.xml`);
    const expected = (await newestFirst()).slice(0, 50);
    expect(feed.updated).toBe(`${expected[0].updated}T00:00:00Z`);
    expect(feed.entry.map((entry: { id: string }) => entry.id)).toEqual(expected.map((tool) => `${FIXTURE_BASE}${API}/tools/${tool.slug}`));
    for (const entry of feed.entry) {
      expect(entry.title).toBeTruthy();
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      expect(entry.link[0]['@_href']).toBe(entry.id);
    }
  });
});

describe('llms.txt', () => {
  it('names the API, every endpoint, every list parameter, every problem type and how to credit', () => {
    const text = readFileSync(join(fixtureDist, 'llms.txt'), 'utf8');
    const openapi = JSON.parse(readFileSync(join(fixtureDist, '_api/openapi.json'), 'utf8'));
    // llmstxt.org: an H1 title, then a blockquote summary.
    expect(text).toMatch(/^# .+\n\n> .+/);
    for (const path of Object.keys(openapi.paths)) expect(text).toContain(`${FIXTURE_BASE}${path}`);
    for (const { name } of openapi.paths[`${API}/tools`].get.parameters) expect(text).toContain(`\`${name}\``);
    for (const { type } of openapi['x-problem-types']) expect(text).toContain(type);
    expect(text).toContain(openapi.info.version);
    expect(text).toContain('CC BY 4.0');
    expect(text).toContain('60 requêtes par 60 secondes');
  });

  it('gives an agent the rules of each endpoint, the fields of each JSON answer and when each problem happens', () => {
    const text = readFileSync(join(fixtureDist, 'llms.txt'), 'utf8');
    const openapi = JSON.parse(readFileSync(join(fixtureDist, '_api/openapi.json'), 'utf8'));
    const line = (start: string) => text.split('\n').find((candidate) => candidate.startsWith(start)) ?? '';
    // Whole descriptions: the list's rules (filters combined, unknown parameters ignored, where the next page is), the 301 of a renamed tool.
    for (const item of Object.values<{ get: { description: string } }>(openapi.paths)) expect(text).toContain(item.get.description);
    expect(text).toMatch(/se combinent \(ET\).*inconnus sont ignorés.*`links`/);
    expect(text).toMatch(/301/);
    // Where to read the page, the total and the next page of a list, and the fields of an item.
    const { schemas } = openapi.components;
    const names = (schema: { properties: object }) => Object.keys(schema.properties).map((name) => `\`${name}\``).join(', ');
    const list = line(`- \`GET ${API}/tools\` : `);
    expect(list).toContain(`\`data\` (${names(schemas.ToolListItem)})`);
    expect(list).toContain(`\`links\` (${names(schemas.PageLinks)})`);
    expect(list).toMatch(/`meta` \(`page`, `per_page`, `total`, `total_pages`/);
    expect(line(`- \`GET ${API}/tools/{slug}\` : `)).toContain(`\`data\` (${names(schemas.Tool)})`);
    // A collection is a top list or a stack (`oneOf`): the fields of both, the kind's own as alternatives.
    const shapes = (schema: { oneOf: { $ref: string }[] }) => schema.oneOf.map((shape) => Object.keys(schemas[shape.$ref.split('/').pop()!].properties));
    expect(shapes(schemas.CollectionListItem)).toEqual([expect.arrayContaining(['kind', 'task']), expect.arrayContaining(['kind', 'persona'])]);
    expect(line(`- \`GET ${API}/collections\` : `)).toContain('`data` (`slug`, `title`, `kind`, `task` | `persona`, `short_description`, `tool_count`, `links`)');
    const detail = line(`- \`GET ${API}/collections/{slug}\` : `);
    for (const name of new Set(shapes(schemas.Collection).flat())) expect(detail).toContain(`\`${name}\``);
    expect(detail).toMatch(/^- `GET [^`]+` : `data` \(`slug`, `title`, `kind`, `task` \| `persona`, .*`tools`.*\), `meta` \(`license`\)$/);
    // Each problem with when it happens: the limit of a 414 among them.
    for (const { type, description } of openapi['x-problem-types']) expect(text).toContain(`(${type}): ${description.split(/(?<=[.!?])\s/)[0]}`);
    expect(text).toMatch(/uri-too-long\): .*dépasse 2048 caractères/);
  });

  it('tells an agent what meta.search holds, and that the long descriptions may have answered', () => {
    const text = readFileSync(join(fixtureDist, 'llms.txt'), 'utf8');
    const { SearchMeta } = JSON.parse(readFileSync(join(fixtureDist, '_api/openapi.json'), 'utf8')).components.schemas;
    expect(text).toContain(SearchMeta.description);
    for (const [name, { description }] of Object.entries<{ description: string }>(SearchMeta.properties)) expect(text).toContain(`- \`meta.search.${name}\` : ${description}`);
    expect(text).toMatch(/descriptions longues/);
  });

  it('advises an agent to search in French, to read meta.search, to try the collections and to take slugs from the answers', () => {
    const text = readFileSync(join(fixtureDist, 'llms.txt'), 'utf8');
    const advice = text.slice(text.indexOf('## Conseils pour un agent'), text.indexOf('## Champs des réponses JSON'));
    expect(advice).toMatch(/^## Conseils pour un agent\n/);
    expect(advice).toMatch(/cherchez avec des mots français/);
    expect(advice).toMatch(/`meta\.search`.*`dropped`/);
    expect(advice).toContain(`\`${API}/collections\``);
    expect(advice).toMatch(/slugs s’écrivent en minuscules/);
    expect(advice).toMatch(/60 par 60 secondes, une revalidation \(304\) aussi/);
  });

  it('names every path in full, so that an agent that requests it gets it', async () => {
    const texts = [readFileSync(join(fixtureDist, 'llms.txt'), 'utf8'), readFileSync(join(fixtureDist, '_api/openapi.json'), 'utf8')];
    // Paths written as code; a prefix (`/api/`) names a part of the API, not a resource.
    const paths = new Set(texts.flatMap((text) => [...text.matchAll(/`(\/[^`\s]*)`/g)].map(([, path]) => path)).filter((path) => !path.endsWith('/')));
    expect(paths.size).toBeGreaterThan(0);
    const answers = await Promise.all([...paths].map(async (path) => [path, (await get(path)).status] as const));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });
});
