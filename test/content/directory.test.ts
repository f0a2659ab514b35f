/**
 * The real directory: its size and shape hold through the API, and every record reads as a real
 * record (no placeholder, no duplicate, descriptions within their bounds).
 */
import { describe, expect, it } from 'vitest';
import { frenchFirst } from '../../src/content/directory.ts';
import { loadDirectory } from '../../src/content/load.ts';
import { houseWords, SCHOOL_OFFER } from '../../src/content/prose.ts';
import { COLLECTION_TOOLS } from '../../src/content/schema.ts';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter } from '../../src/router/router.ts';
import { fold } from '../../src/search/text.ts';
import { REAL_CONTENT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { realDist } = await builtSites('realDist');

const MIN_TOOLS = 440;
const CATEGORIES = { min: 15, max: 25, minTools: 5 };
const COLLECTIONS = { min: 41, minPerKind: 12 };
const LONG_DESCRIPTION_WORDS = { min: 80, max: 250 };

describe('the directory through the API', () => {
  const api = async (path: string) => {
    const router = createRouter({ readFile: fileReader(realDist) });
    const response = await router(new Request(`http://localhost/api/v1/directory${path}`));
    expect(response.status, path).toBe(200);
    return JSON.parse(await response.text());
  };

  it(`lists at least ${MIN_TOOLS} published tools`, async () => {
    expect((await api('/tools')).meta.total).toBeGreaterThanOrEqual(MIN_TOOLS);
  });

  it(`has ${CATEGORIES.min}–${CATEGORIES.max} categories, none with fewer than ${CATEGORIES.minTools} tools`, async () => {
    const { data } = await api('/categories');
    expect(data.length).toBeGreaterThanOrEqual(CATEGORIES.min);
    expect(data.length).toBeLessThanOrEqual(CATEGORIES.max);
    for (const category of data) expect(category.tool_count, category.slug).toBeGreaterThanOrEqual(CATEGORIES.minTools);
  });

  it(`has at least ${COLLECTIONS.min} collections, ${COLLECTIONS.minPerKind} of each kind, each with ${COLLECTION_TOOLS.min}–${COLLECTION_TOOLS.max} tools`, async () => {
    const { data } = await api('/collections');
    expect(data.length).toBeGreaterThanOrEqual(COLLECTIONS.min);
    expect(data.filter((c: { kind: string }) => c.kind === 'top_list').length).toBeGreaterThanOrEqual(COLLECTIONS.minPerKind);
    expect(data.filter((c: { kind: string }) => c.kind === 'stack').length).toBeGreaterThanOrEqual(COLLECTIONS.minPerKind);
    // Named by file, as an editor whose pull request fails here will look for it.
    const outside: string[] = [];
    for (const summary of data) {
      const { data: collection } = await api(`/collections/${summary.slug}`);
      const count = collection.tools.length;
      if (count < COLLECTION_TOOLS.min || count > COLLECTION_TOOLS.max) outside.push(`content/collections/${summary.slug}.yaml: ${count} tools`);
    }
    expect(outside, `a published collection cites ${COLLECTION_TOOLS.min} to ${COLLECTION_TOOLS.max} tools`).toEqual([]);
  });
});

describe('every record of the directory', () => {
  const { directory, problems } = loadDirectory(REAL_CONTENT);

  it('passes the validator', () => {
    expect(problems).toEqual([]);
  });

  it(`has a long description of ${LONG_DESCRIPTION_WORDS.min}–${LONG_DESCRIPTION_WORDS.max} words`, () => {
    const outside = directory.tools
      .map((tool) => [tool.slug, tool.long_description.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length] as const)
      .filter(([, words]) => words < LONG_DESCRIPTION_WORDS.min || words > LONG_DESCRIPTION_WORDS.max);
    expect(outside).toEqual([]);
  });

  it('holds no placeholder text', () => {
    const placeholder = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b|placeholder|\bexample\.(com|org)|\[(nom|texte|description)\]/i;
    const found = [...directory.tools.map((t) => [t.slug, `${t.name} ${t.short_description} ${t.long_description} ${t.website_url}`]), ...directory.collections.map((c) => [c.slug, `${c.title} ${c.description} ${c.tools.map((t) => t.note).join(' ')}`])].filter(([, text]) => placeholder.test(text));
    expect(found.map(([slug, text]) => `${slug}: ${placeholder.exec(text)![0]}`)).toEqual([]);
  });

  it('has no product under two slugs (same name or same website)', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const tool of directory.tools) {
      for (const key of [`name:${fold(tool.name).replace(/[^a-z0-9]/g, '')}`, `site:${new URL(tool.website_url).host.replace(/^www\./, '')}${new URL(tool.website_url).pathname.replace(/\/$/, '')}`]) {
        if (seen.has(key)) duplicates.push(`${tool.slug} = ${seen.get(key)} (${key})`);
        seen.set(key, tool.slug);
      }
    }
    expect(duplicates).toEqual([]);
  });
});

describe('the house style and the structured fields', () => {
  const { directory } = loadDirectory(REAL_CONTENT);
  const texts = [
    ...directory.tools.map((t) => [t.slug, `${t.name} ${t.short_description} ${t.long_description} ${t.education_pricing?.description ?? ''}`] as const),
    ...directory.collections.map((c) => [c.slug, `${c.title} ${c.short_description} ${c.description} ${c.tools.map((t) => t.note ?? '').join(' ')}`] as const),
    ...directory.categories.map((c) => [c.slug, `${c.name} ${c.description}`] as const),
  ];

  // The validator refuses these words where editors write them (HOUSE_WORDS); this holds the
  // texts as published, the categories' included.
  it('writes the house vocabulary: « offre gratuite », « courriel », « Microsoft 365 »', () => {
    expect(texts.flatMap(([slug, text]) => houseWords(text).map(({ written }) => `${slug}: ${written}`))).toEqual([]);
  });

  it('lists French first among the interface languages of a tool that has it', () => {
    expect(directory.tools.filter((t) => frenchFirst(t.languages)).map((t) => t.slug)).toEqual([]);
  });

  it("gives an education offer to every tool whose description mentions a school licence or offer", () => {
    expect(directory.tools.filter((t) => SCHOOL_OFFER.test(t.long_description) && !t.education_pricing).map((t) => t.slug)).toEqual([]);
  });
});


describe('the balance of the collections', () => {
  const { directory } = loadDirectory(REAL_CONTENT);

  it('shows no vendor in more than a quarter of the collections', () => {
    const vendorOf = new Map(directory.tools.map((tool) => [tool.slug, tool.vendor]));
    const collectionsPerVendor = new Map<string, number>();
    for (const collection of directory.collections) {
      const vendors = new Set(collection.tools.map((entry) => vendorOf.get(entry.tool)).filter((vendor) => vendor != null));
      for (const vendor of vendors) collectionsPerVendor.set(vendor, (collectionsPerVendor.get(vendor) ?? 0) + 1);
    }
    const quarter = directory.collections.length / 4;
    const offenders = [...collectionsPerVendor].filter(([, count]) => count > quarter).map(([vendor, count]) => `${vendor}: ${count}`);
    expect(offenders, `more than ${quarter} of ${directory.collections.length} collections`).toEqual([]);
  });
});
