/**
 * Cold start of the router at scale: writes the router's index and item chunks for synthetic
 * directories (no Astro build), then, in a fresh process each time, times what a new edge
 * isolate meets: its first request (a search of a teacher's phrase with a language filter: the
 * index is parsed then, the code is cold), a computed page, then warm searches over a mix of
 * names, keywords, phrases, typos and queries that need dropped words. Prints CPU milliseconds
 * of the process (the edge's budget is CPU time) and the size of the index, whole and per tool.
 * Usage: npx node bench/cold-index.ts [sizes…]   (default 330 3300 33000); the table also goes
 * to bench/results/cold-index.tsv. With `BENCH_RUNTIME=deno` the fresh processes run under Deno,
 * the edge function's runtime (table in bench/results/cold-index-deno.tsv).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { site } from '../src/api/documents.ts';
import { chunkText, itemChunks, listIndexText, readListIndex } from '../src/api/list.ts';
import { files } from '../src/api/paths.ts';
import { createRouter } from '../src/router/router.ts';
import type { Directory, Tool } from '../src/content/directory.ts';
import { readSynonyms } from '../src/content/synonyms.ts';
import { syntheticTools } from './synthetic.ts';

/** Warm queries: names, prefixes, keywords, phrases, typos, synonyms, stems, dropped words. */
const WARM = [
  'quiz', 'carte mentale', 'faire un quiz', 'élève dyslexique', 'traduire un document', 'flashcards', 'chatgtp', 'mindly',
  'créer une vidéo pour réviser', 'corriger les fautes', 'présentations', 'python lycée', 'zzzz quiz', 'a', 'outil pour la classe',
  'podcast en classe', 'lecture à voix haute', 'évaluation formative en direct', 'géométrie', 'cœur',
];

const DENO = process.env.BENCH_RUNTIME === 'deno';

if (process.argv[2] === '--cold') {
  // Files are read before the clock starts: at the edge they come from the CDN, not the CPU.
  const dir = process.argv[3];
  const texts = new Map<string, string>();
  texts.set(files.listIndex, readFileSync(join(dir, files.listIndex), 'utf8'));
  for (let chunk = 0; ; chunk++) {
    try {
      texts.set(files.listItems(chunk), readFileSync(join(dir, files.listItems(chunk)), 'utf8'));
    } catch {
      break;
    }
  }
  const router = createRouter({ readFile: async (path) => texts.get(path) ?? null });
  // CPU time of this process, not wall time: the edge budget is CPU, and on a shared machine
  // wall time mostly measures the other processes.
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const time = async (path: string) => {
    const started = cpu();
    const response = await router(new Request(`http://localhost${path}`));
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    await response.text();
    return cpu() - started;
  };
  const search = (q: string) => `/api/v1/directory/tools?q=${encodeURIComponent(q)}`;
  const first = await time(`${search('élève dyslexique')}&language=fr`);
  const page = await time('/api/v1/directory/tools?per_page=7&page=3&language=en');
  for (const query of WARM) await time(search(query));
  const rounds = 5;
  const warmStarted = cpu();
  for (let round = 0; round < rounds; round++) for (const query of WARM) await time(search(query));
  const warm = (cpu() - warmStarted) / (rounds * WARM.length);
  const parseStarted = cpu();
  readListIndex(texts.get(files.listIndex)!, files.listIndex);
  const parse = cpu() - parseStarted;
  console.log(JSON.stringify({ parse, first, page, warm }));
} else {
  const sizes = process.argv.slice(2).map(Number);
  const lines: string[] = [];
  const print = (line: string) => (console.log(line), lines.push(line));
  const dir = mkdtempSync(join(tmpdir(), 'cold-index-'));
  const synonyms = readSynonyms({ file: 'content/synonyms.yaml', name: 'synonyms', text: readFileSync(new URL('../content/synonyms.yaml', import.meta.url), 'utf8') }, []);
  print(
    'tools\tindex MB\tindex bytes per tool\tsearch part bytes per tool\tindex parse ms\tfirst request ms (phrase search + language; parses the index; cold code)\tthen a computed page ms\twarm search ms, mean over 20 queries × 5 (CPU ms, medians of 5 fresh processes)',
  );
  try {
    for (const size of sizes.length > 0 ? sizes : [330, 3300, 33_000]) {
      const tools = syntheticTools(size);
      const categories = [...new Set(tools.map((tool) => tool.category))].sort().map((slug) => ({ slug, name: slug, description: slug }));
      const directory = {
        categories,
        collections: [],
        synonyms,
        discontinued: [],
        tags: [],
        redirects: [],
        tools: tools.map((tool) => ({ ...tool, website_url: `https://${tool.slug}.example.org/`, education_pricing: tool.has_education_pricing ? { description: 'Offre.' } : undefined }) as unknown as Tool),
      } as Directory;
      const out = join(dir, String(size));
      mkdirSync(join(out, 'list-items'), { recursive: true });
      const built = site(directory, 'https://annuaire.example.org');
      writeFileSync(join(out, files.listIndex), listIndexText(built.listIndex));
      itemChunks(built.items).forEach((chunk, number) => writeFileSync(join(out, files.listItems(number)), chunkText(chunk)));
      const child: [string, string[]] = DENO
        ? [join(import.meta.dirname, '..', 'node_modules', '.bin', 'deno'), ['run', '--allow-env', `--allow-read=${out}`, import.meta.filename, '--cold', out]]
        : [process.execPath, [import.meta.filename, '--cold', out]];
      const runs = Array.from({ length: 5 }, () => JSON.parse(execFileSync(child[0], child[1], { encoding: 'utf8' })) as Record<string, number>);
      const median = (key: string) => runs.map((run) => run[key]).sort((a, b) => a - b)[2].toFixed(2);
      const bytes = readFileSync(join(out, files.listIndex)).byteLength;
      const searchBytes = Buffer.byteLength(JSON.stringify(built.listIndex.search));
      print(
        `${size}\t${(bytes / 1e6).toFixed(2)}\t${Math.round(bytes / size)}\t${Math.round(searchBytes / size)}\t${median('parse')}\t${median('first')}\t${median('page')}\t${median('warm')}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const results = join(import.meta.dirname, 'results', DENO ? 'cold-index-deno.tsv' : 'cold-index.tsv');
  writeFileSync(results, `${lines.join('\n')}\n`);
  console.log(`written to ${results}`);
}
