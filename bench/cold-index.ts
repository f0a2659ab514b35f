/**
 * Cold start of the router at scale: writes the router's index and item chunks for synthetic
 * directories (no Astro build), then, in a fresh process each time, times the router's first
 * request (a computed page: the index is parsed then), a search and another search, as a new
 * edge isolate meets them. Prints milliseconds.
 * Usage: npx node bench/cold-index.ts [sizes…]   (default 330 10000 100000); the table also
 * goes to bench/results/cold-index.tsv.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { site } from '../src/api/documents.ts';
import { itemChunks, toJson } from '../src/api/list.ts';
import { files } from '../src/api/paths.ts';
import { createRouter } from '../src/router/router.ts';
import type { Directory, Tool } from '../src/content/directory.ts';
import { syntheticTools } from './synthetic.ts';

if (process.argv[2] === '--cold') {
  // Files are read before the clock starts: at the edge they come from the CDN, not the CPU.
  const dir = process.argv[3];
  const texts = new Map<string, string>();
  const router = createRouter({ readFile: async (path) => texts.get(path) ?? (texts.set(path, readFileSync(join(dir, path), 'utf8')), texts.get(path)!) });
  readFileSync(join(dir, files.listIndex));
  const time = async (path: string) => {
    const started = performance.now();
    const response = await router(new Request(`http://localhost${path}`));
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    await response.text();
    return performance.now() - started;
  };
  texts.set(files.listIndex, readFileSync(join(dir, files.listIndex), 'utf8'));
  for (let chunk = 0; ; chunk++) {
    try {
      texts.set(files.listItems(chunk), readFileSync(join(dir, files.listItems(chunk)), 'utf8'));
    } catch {
      break;
    }
  }
  const parseStarted = performance.now();
  JSON.parse(texts.get(files.listIndex)!);
  const parse = performance.now() - parseStarted;
  const page = await time('/api/v1/directory/tools?per_page=7&page=3');
  const search = await time('/api/v1/directory/tools?q=quiz');
  const warm = await time('/api/v1/directory/tools?q=carte%20mentale');
  console.log(JSON.stringify({ parse, page, search, warm }));
} else {
  const sizes = process.argv.slice(2).map(Number);
  const lines: string[] = [];
  const print = (line: string) => (console.log(line), lines.push(line));
  const dir = mkdtempSync(join(tmpdir(), 'cold-index-'));
  print('tools\tindex MB\tindex parse ms\tfirst request ms (computed page; parses the index; cold code)\tthen a search ms\tthen another search ms (medians of 5 fresh processes)');
  for (const size of sizes.length > 0 ? sizes : [330, 10_000, 100_000]) {
    const tools = syntheticTools(size);
    const categories = [...new Set(tools.map((tool) => tool.category))].sort().map((slug) => ({ slug, name: slug, description: slug }));
    const directory = {
      categories,
      collections: [],
      synonyms: [],
      tools: tools.map((tool) => ({ ...tool, website_url: `https://${tool.slug}.example.org/`, education_pricing: tool.has_education_pricing ? { description: 'Offre.' } : undefined }) as unknown as Tool),
    } as Directory;
    const out = join(dir, String(size));
    mkdirSync(join(out, 'list-items'), { recursive: true });
    const built = site(directory, 'https://annuaire.example.org');
    writeFileSync(join(out, files.listIndex), toJson(built.listIndex));
    itemChunks(built.items).forEach((chunk, number) => writeFileSync(join(out, files.listItems(number)), toJson(chunk)));
    const runs = Array.from({ length: 5 }, () => JSON.parse(execFileSync(process.execPath, [import.meta.filename, '--cold', out], { encoding: 'utf8' })) as Record<string, number>);
    const median = (key: string) => runs.map((run) => run[key]).sort((a, b) => a - b)[2].toFixed(1);
    print(`${size}\t${(readFileSync(join(out, files.listIndex)).byteLength / 1e6).toFixed(1)}\t${median('parse')}\t${median('page')}\t${median('search')}\t${median('warm')}`);
  }
  const results = join(import.meta.dirname, 'results', 'cold-index.tsv');
  writeFileSync(results, `${lines.join('\n')}\n`);
  console.log(`written to ${results}`);
}
