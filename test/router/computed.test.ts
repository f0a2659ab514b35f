/**
 * A computed page and a pre-rendered one are the same bytes: for every pre-rendered list file,
 * the router, kept from reading list files, renders the same query from the compact index.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter } from '../../src/router/router.ts';

describe.each(['fixtureDist', 'realDist'] as const)('computed pages of %s', (site) => {
  it('are byte-identical to every pre-rendered list file', async () => {
    const dist = inject(site);
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
