/**
 * The OpenAPI document passes a real OpenAPI 3.1 validator, every JSON file the build wrote
 * validates against the response schema the document gives for it, and the content files'
 * JSON Schemas accept what the validator accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parseMarkdownSource, parseYamlSource } from '../../src/content/source.ts';
import { BROKEN_CONTENT, FIXTURE_CONTENT, REAL_CONTENT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const dists = await builtSites('fixtureDist', 'realDist');

/** Which component each file of `_api/` must match. */
function schemaFor(file: string): string | undefined {
  if (file === 'directory.json') return 'Discovery';
  if (file === 'categories.json') return 'CategoryList';
  if (file === 'collections.json') return 'CollectionList';
  if (file.startsWith('collections/')) return 'CollectionDetail';
  if (file.startsWith('tools/')) return 'ToolDetail';
  if (file.startsWith('lists/')) return 'ToolList';
  if (file.startsWith('list-items/')) return 'ToolListItem';
  if (file === 'export/tools.json') return 'ToolExport';
  if (file === 'export/tools.ndjson') return 'ExportedTool';
  if (file === 'feed.json') return 'JsonFeed';
  return undefined;
}

describe.each(['fixtureDist', 'realDist'] as const)('JSON of %s', (site) => {
  const dir = () => join(dists[site], '_api');

  it('has an OpenAPI document that a real OpenAPI 3.1 validator accepts', async () => {
    const document = JSON.parse(readFileSync(join(dir(), 'openapi.json'), 'utf8'));
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('validates every file against its response schema', () => {
    const document = JSON.parse(readFileSync(join(dir(), 'openapi.json'), 'utf8'));
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'https://openapi.local/doc', components: document.components });
    const files = readdirSync(dir(), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir().length + 1));
    let checked = 0;
    for (const file of files) {
      const id = schemaFor(file);
      if (!id) continue;
      const validate = ajv.getSchema(`https://openapi.local/doc#/components/schemas/${id}`)!;
      const text = readFileSync(join(dir(), file), 'utf8');
      // Item chunks are plain arrays of list items, for the router's computed pages; NDJSON is one record per line.
      const values = file.endsWith('.ndjson') ? text.trimEnd().split('\n').map((line) => JSON.parse(line)) : id === 'ToolListItem' ? JSON.parse(text) : [JSON.parse(text)];
      for (const value of values) expect(validate(value) ? [] : validate.errors, file).toEqual([]);
      checked++;
    }
    // All but openapi.json, site.json, list-index.txt, search-index.txt, search-long-descriptions.txt and the parts of those two indexes, the CSV export,
    // the Atom feed and the redirects of former slugs, which the router turns into 301s and never serves as bodies.
    const redirects = files.filter((file) => file.startsWith('redirects/'));
    for (const file of redirects) expect(Object.keys(JSON.parse(readFileSync(join(dir(), file), 'utf8'))), file).toEqual(['location']);
    const parts = files.filter((file) => /^search-(index|long-descriptions)\/\d+\.txt$/.test(file));
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(checked).toBe(files.length - 7 - redirects.length - parts.length);
  });
});

describe('JSON Schemas of the content files', () => {
  it('accept every real content file and refuse a broken one', () => {
    const dist = dists.realDist;
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const load = (name: string) => ajv.compile(JSON.parse(readFileSync(join(dist, 'schemas', name), 'utf8')));
    const [tool, collection, categories, tags] = [load('tool.schema.json'), load('collection.schema.json'), load('categories.schema.json'), load('tags.schema.json')];
    const read = (file: string) => readFileSync(file, 'utf8');
    for (const file of readdirSync(join(REAL_CONTENT, 'tools'))) {
      const { data } = parseMarkdownSource(file, read(join(REAL_CONTENT, 'tools', file)));
      expect(tool(data) ? [] : tool.errors, file).toEqual([]);
    }
    for (const file of readdirSync(join(REAL_CONTENT, 'collections'))) {
      const { data } = parseYamlSource(file, read(join(REAL_CONTENT, 'collections', file)));
      expect(collection(data) ? [] : collection.errors, file).toEqual([]);
    }
    expect(categories(parseYamlSource('c', read(join(REAL_CONTENT, 'categories.yaml'))).data)).toBe(true);
    expect(tags(parseYamlSource('t', read(join(REAL_CONTENT, 'tags.yaml'))).data)).toBe(true);
    expect(tags(parseYamlSource('t', read(join(BROKEN_CONTENT, 'categories.yaml'))).data)).toBe(false);
    expect(tool(parseMarkdownSource('x', read(join(BROKEN_CONTENT, 'tools/mauvais-tarif.md'))).data)).toBe(false);
    expect(tool(parseMarkdownSource('x', read(join(BROKEN_CONTENT, 'tools/champ-inconnu.md'))).data)).toBe(false);
  });
});

describe('JSON Schema of a tool for editors', () => {
  const schema = () => JSON.parse(readFileSync(join(dists.fixtureDist, 'schemas', 'tool.schema.json'), 'utf8'));

  it('lists the tags of the vocabulary, so that editors\' tools complete them and flag the others', () => {
    expect(schema().properties.tags.items.enum).toEqual(['chatbot', 'jeux', 'logiciel-libre', 'quiz']);
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    const valid = ajv.compile(schema());
    const kahoot = parseMarkdownSource('k', readFileSync(join(FIXTURE_CONTENT, 'tools/kahoot.md'), 'utf8')).data as Record<string, unknown>;
    expect(valid(kahoot)).toBe(true);
    expect(valid({ ...kahoot, tags: ['qcm'] })).toBe(false);
  });

  it('describes the fields in French, the lifecycle ones included', () => {
    const { properties } = schema();
    expect(properties.status.enum).toEqual(['published', 'draft', 'discontinued']);
    expect(properties.discontinued_at.description).toBe('Jour où le produit a fermé ; seulement avec status: discontinued, et alors obligatoire.');
    expect(properties.replaced_by.description).toMatch(/^Slug de l’outil publié qui remplace/);
    expect(properties.former_slugs.description).toMatch(/^Anciens slugs de l’outil renommé/);
    expect(properties.short_description.description).toBe('Une seule phrase factuelle en français, 20 à 160 caractères.');
  });
});
