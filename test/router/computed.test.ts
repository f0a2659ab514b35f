/**
 * A computed page and a pre-rendered one are the same bytes: for every pre-rendered list file,
 * the router, kept from reading list files, renders the same query from the compact index.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter } from '../../src/router/router.ts';
import { builtSites } from '../helpers/built-sites.ts';

const dists = await builtSites('fixtureDist', 'realDist');

describe.each(['fixtureDist', 'realDist'] as const)('computed pages of %s', (site) => {
  it('are byte-identical to every pre-rendered list file', async () => {
    const dist = dists[site];
    const read = fileReader(dist);
    const computing = createRouter({ readFile: (path) => (path.startsWith('lists/') ? Promise.resolve(null) : read(path)) });
    const listsDir = join(dist, '_api', 'lists');
    const files = readdirSync(listsDir, { recursive: true }).map(String).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const expected = readFileSync(join(listsDir, file), 'utf8');
      const self = new URL(JSON.parse(expected).links.self);
      const response = await computing(new Request(`http://localhost${self.pathname}${self.search}`));
      expect(await response.text(), file).toBe(expected);
    }
  });
});

describe('computed language pages of fixtureDist', () => {
  /**
   * Every tool of the categories `quiz` and `assistants` offers French, so with `language=fr`
   * the router must give each of their pre-rendered pages again, byte for byte, but for the
   * filter it names and its links.
   */
  it('equal the pre-rendered pages of a selection whose every tool offers the language', async () => {
    const dist = dists.fixtureDist;
    const computing = createRouter({ readFile: fileReader(dist) });
    const listsDir = join(dist, '_api', 'lists');
    const files = readdirSync(listsDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.json') && /^(quiz|assistants)\//.test(file));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const prerendered = readFileSync(join(listsDir, file), 'utf8');
      const self = new URL(JSON.parse(prerendered).links.self);
      // The canonical order of links puts `language` after the three filters, before the rest.
      const order = ['category', 'pricing', 'has_education_pricing', 'language', 'q', 'per_page', 'page'];
      const withLanguage = (url: string) => {
        const parsed = new URL(url);
        const params = [...parsed.searchParams, ['language', 'fr']].sort((x, y) => order.indexOf(x[0]) - order.indexOf(y[0]));
        return `${parsed.origin}${parsed.pathname}?${params.map(([name, value]) => `${name}=${value}`).join('&')}`;
      };
      const expected = prerendered.replace('"language":null', '"language":"fr"').replace(/"(https?:[^"]*\/tools\?[^"]*)"/g, (_, url: string) => `"${withLanguage(url)}"`);
      const asked = new URL(withLanguage(self.href));
      const response = await computing(new Request(`http://localhost${asked.pathname}${asked.search}`));
      expect(await response.text(), file).toBe(expected);
    }
  });
});
