import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBuild, FIXTURE_BASE, FIXTURE_CONTENT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const listFiles = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length)).sort();

describe('determinism', () => {
  it('two builds of the same content and base URL give byte-identical dist/', async () => {
    const first = fixtureDist;
    const second = await astroBuild(FIXTURE_CONTENT, FIXTURE_BASE);
    expect(second.status).toBe(0);
    const files = listFiles(first);
    expect(listFiles(second.outDir)).toEqual(files);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) expect(readFileSync(join(second.outDir, file)).equals(readFileSync(join(first, file))), file).toBe(true);
  });

  it('keeps build-time facts out of every file but the discovery document', () => {
    const dist = join(fixtureDist, '_api');
    const { data } = JSON.parse(readFileSync(join(dist, 'directory.json'), 'utf8'));
    for (const file of listFiles(dist)) {
      if (file.endsWith('directory.json')) continue;
      const text = readFileSync(join(dist, file), 'utf8');
      expect(text.includes(data.data_version), file).toBe(false);
      // A feed dates its newest entry, the change `generated_at` is derived from.
      if (!file.endsWith('feed.json')) expect(text.includes(data.generated_at), file).toBe(false);
    }
  });
});
