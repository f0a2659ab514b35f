/**
 * Every pre-rendered list page of the fixture, checked against expectations computed here from
 * the fixture's files (not by the renderer): membership, order, totals and links.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_BASE, FIXTURE_CONTENT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

interface Record {
  slug: string;
  name: string;
  category: string;
  pricing: string;
  education: boolean;
  status: string;
}

const toolsDir = join(FIXTURE_CONTENT, 'tools');
const records: Record[] = readdirSync(toolsDir).map((file) => {
  const data = matter(readFileSync(join(toolsDir, file), 'utf8'), { engines: { yaml: (text: string) => YAML.parse(text) } }).data;
  return { slug: basename(file, '.md'), name: data.name, category: data.category, pricing: data.pricing, education: data.education_pricing !== undefined, status: data.status ?? 'published' };
});
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const published = records
  .filter((record) => record.status === 'published')
  .sort((a, b) => collator.compare(a.name, b.name) || (a.slug < b.slug ? -1 : 1));
const categories = (YAML.parse(readFileSync(join(FIXTURE_CONTENT, 'categories.yaml'), 'utf8')) as { slug: string }[]).map((c) => c.slug);

function url(filters: [string, string][], perPage: number, page: number): string {
  const params = [...filters];
  if (perPage !== 30) params.push(['per_page', String(perPage)]);
  if (page !== 1) params.push(['page', String(page)]);
  return `${FIXTURE_BASE}/api/v1/directory/tools${params.length ? `?${params.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}`;
}

describe('pre-rendered tool lists', () => {
  let dist: string;
  beforeAll(() => {
    dist = join(fixtureDist, '_api');
  });

  it('orders by name in French collation (accents, case, numbers), then slug', () => {
    const order = published.map((record) => record.slug);
    expect(order.indexOf('abc-9')).toBeLessThan(order.indexOf('abc-10'));
    expect(order.indexOf('outil-2')).toBeLessThan(order.indexOf('outil-10'));
    expect(order.indexOf('meme-nom-a')).toBe(order.indexOf('meme-nom-b') - 1);
    expect(order.indexOf('cafe-quiz')).toBeLessThan(order.indexOf('coeur-de-quiz'));
    expect(order.at(-1)).toBe('zebre');
    expect(order).not.toContain('brouillon');
    const page = JSON.parse(readFileSync(join(dist, 'lists/_all/_all/_all/30/1.json'), 'utf8'));
    expect(page.data.map((item: { slug: string }) => item.slug)).toEqual(order.slice(0, 30));
  });

  it('writes every page of every filter combination at per_page 30 and 100, and nothing else', () => {
    let expectedFiles = 0;
    for (const category of [null, ...categories]) {
      for (const pricing of [null, 'free', 'freemium', 'paid', 'enterprise']) {
        for (const education of [false, true]) {
          const matching = published.filter(
            (r) => (category === null || r.category === category) && (pricing === null || r.pricing === pricing) && (!education || r.education),
          );
          const filters: [string, string][] = [];
          if (category) filters.push(['category', category]);
          if (pricing) filters.push(['pricing', pricing]);
          if (education) filters.push(['has_education_pricing', 'true']);
          for (const perPage of [30, 100]) {
            const totalPages = Math.ceil(matching.length / perPage);
            for (let page = 1; page <= Math.max(totalPages, 1); page++) {
              expectedFiles++;
              const file = join(dist, 'lists', category ?? '_all', pricing ?? '_all', education ? 'education' : '_all', String(perPage), `${page}.json`);
              const document = JSON.parse(readFileSync(file, 'utf8'));
              const where = `${file}`;
              expect(document.data.map((item: { slug: string }) => item.slug), where).toEqual(
                matching.slice((page - 1) * perPage, page * perPage).map((r) => r.slug),
              );
              expect(document.meta, where).toMatchObject({
                page,
                per_page: perPage,
                total: matching.length,
                total_pages: totalPages,
                filters: { category, pricing, has_education_pricing: education, q: null },
              });
              expect(document.links, where).toEqual({
                self: url(filters, perPage, page),
                first: url(filters, perPage, 1),
                prev: page > 1 ? url(filters, perPage, page - 1) : null,
                next: page < totalPages ? url(filters, perPage, page + 1) : null,
                last: url(filters, perPage, Math.max(totalPages, 1)),
              });
            }
            expect(existsSync(join(dist, 'lists', category ?? '_all', pricing ?? '_all', education ? 'education' : '_all', String(perPage), `${Math.max(totalPages, 1) + 1}.json`))).toBe(false);
          }
        }
      }
    }
    const written = readdirSync(join(dist, 'lists'), { recursive: true }).filter((path) => String(path).endsWith('.json'));
    expect(written).toHaveLength(expectedFiles);
  });

  it('covers the cases worth covering: several pages, an empty category, an empty combination', () => {
    const all = JSON.parse(readFileSync(join(dist, 'lists/_all/_all/_all/30/2.json'), 'utf8'));
    expect(all.meta).toMatchObject({ total: 36, total_pages: 2 });
    expect(all.data).toHaveLength(6);
    const empty = JSON.parse(readFileSync(join(dist, 'lists/vide/_all/_all/30/1.json'), 'utf8'));
    expect(empty).toMatchObject({ data: [], meta: { total: 0, total_pages: 0 } });
    expect(empty.links.last).toBe(`${FIXTURE_BASE}/api/v1/directory/tools?category=vide`);
  });
});
