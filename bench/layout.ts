/**
 * The file layout of a deploy at scale, against Netlify's 54,000 files per directory: writes a
 * synthetic content folder, runs the build's own output function (`buildOutputs`, what the Astro
 * endpoint writes, without the Astro step, which at 100,000 tools would take most of the memory
 * and time of this machine), and counts the files of every directory of `dist/`.
 * Usage: npx node bench/layout.ts [sizes…]   (default 100000); the figures also go to
 * bench/results/layout.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildOutputs } from '../src/build/outputs.ts';
import { writeSyntheticContent } from './content.ts';
import { benchArguments } from './usage.ts';

/** Netlify's limit of files in one directory of a deploy. */
export const NETLIFY_FILES_PER_DIRECTORY = 54_000;

export interface Layout {
  tools: number;
  files: number;
  directories: number;
  /** The directories holding the most files directly, fullest first. */
  fullest: { path: string; files: number }[];
}

/** Files per directory of a list of file paths. */
export function layoutOf(paths: Iterable<string>): Omit<Layout, 'tools'> {
  const perDir = new Map<string, number>();
  let files = 0;
  for (const path of paths) {
    files++;
    const dir = dirname(path);
    perDir.set(dir, (perDir.get(dir) ?? 0) + 1);
  }
  const fullest = [...perDir].map(([path, count]) => ({ path, files: count })).sort((a, b) => b.files - a.files || a.path.localeCompare(b.path));
  return { files, directories: perDir.size, fullest: fullest.slice(0, 5) };
}

/** The layout of the deploy of `size` synthetic tools. */
export async function syntheticLayout(size: number): Promise<Layout> {
  const content = mkdtempSync(join(tmpdir(), 'layout-'));
  try {
    writeSyntheticContent(content, size);
    const outputs = await buildOutputs({ CONTENT_DIR: content, SITE_URL: 'https://annuaire-ia-education.netlify.app' });
    return { tools: size, ...layoutOf(outputs.keys()) };
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const layouts: Layout[] = [];
  for (const size of benchArguments(import.meta.filename, [100_000])) {
    const started = performance.now();
    const layout = await syntheticLayout(size);
    layouts.push(layout);
    console.log(`${size} tools: ${layout.files} files in ${layout.directories} directories (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    for (const dir of layout.fullest) console.log(`  ${dir.path}: ${dir.files} files (${((dir.files / NETLIFY_FILES_PER_DIRECTORY) * 100).toFixed(1)} % of Netlify's limit)`);
  }
  const results = join(import.meta.dirname, 'results', 'layout.json');
  writeFileSync(results, `${JSON.stringify(layouts, null, 2)}\n`);
  console.log(`written to ${results}`);
}
