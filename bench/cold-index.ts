/**
 * Cold start of the router at scale: writes the router's index and item chunks for synthetic
 * directories (no Astro build), then, in a fresh process each time, times what a new edge
 * isolate meets: its first request (a search of a teacher's phrase with a language filter: the
 * index is read then, the code is cold), a computed page, then warm searches over a mix of
 * names, keywords, phrases, typos and queries that need dropped words. Prints CPU milliseconds
 * (the edge's budget is CPU time, "all time spent running your scripts") of the thread that runs
 * the script, and of the whole process (the engine's background compilers and collector
 * included: an upper bound); and the size of the index, whole and per tool. A third process
 * runs with V8's `--single-threaded` (no background compilation or collection): its process
 * CPU is the work the request needs wherever the engine does it. Measured on this machine, the
 * whole-process figure exceeds it by the optimised code that background compilers prepare for
 * later requests, and the thread's figure stays within it.
 *
 * The first request is also measured with a broad query instead (`carte mentale`: two words
 * of a synonym group, each in a quarter of the synthetic tools), whose cost follows its matches.
 * Each is measured twice, in separate processes: whole, and the router's share,
 * with the runtime's own web classes (`Request`, `Headers`, `Response`, `TextEncoder`, Web
 * Crypto) used once before the clock starts, as an isolate's runtime does for any first request
 * whatever the function: their first use costs Deno about 5 ms of its own.
 *
 * Usage: npx node bench/cold-index.ts [sizes…]   (default 330 3300 33000); the table also goes
 * to bench/results/cold-index.tsv. With `BENCH_RUNTIME=deno` the fresh processes run under Deno,
 * the edge function's runtime (table in bench/results/cold-index-deno.tsv).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { site } from '../src/api/documents.ts';
import { readListIndex, readSearchIndex, readSearchPart } from '../src/api/list.ts';
import { routerFiles } from '../src/build/files.ts';
import { files } from '../src/api/paths.ts';
import { createRouter } from '../src/router/router.ts';
import { readSynonyms } from '../src/content/synonyms.ts';
import { processCpu, threadCpu } from './cpu-clock.ts';
import { syntheticDirectory } from './synthetic.ts';
import { benchArguments } from './usage.ts';

/** Warm queries: names, prefixes, keywords, phrases, typos, synonyms, stems, dropped words. */
const WARM = [
  'quiz', 'carte mentale', 'faire un quiz', 'élève dyslexique', 'traduire un document', 'flashcards', 'chatgtp', 'mindly',
  'créer une vidéo pour réviser', 'corriger les fautes', 'présentations', 'python lycée', 'zzzz quiz', 'a', 'outil pour la classe',
  'podcast en classe', 'lecture à voix haute', 'évaluation formative en direct', 'géométrie', 'cœur',
];

const DENO = process.env.BENCH_RUNTIME === 'deno';
/** Fresh processes per figure, of which the median is reported. */
const RUNS = 9;

type Figures = Record<string, number>;

if (process.argv[2] === '--cold') {
  const [, , , dir, query, runtime] = process.argv;
  // Files are read before the clock starts: this measures the router. At the edge, receiving
  // them costs the isolate CPU too (about 3 ms per MB): `bench/edge.ts` measures the whole.
  const texts = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (/\.(json|txt)$/.test(name)) texts.set(name.split(sep).join('/'), readFileSync(join(dir, name), 'utf8'));
  }
  if (runtime === 'used') {
    const warmed = new Response('{}', { headers: new Headers({ 'Content-Type': 'application/json' }) });
    await warmed.text();
    new Request('http://localhost/?q=x');
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode('{}'));
  }
  const router = createRouter({ readFile: async (path) => texts.get(path) ?? null });
  const figures: Figures = {};
  const time = async (name: string, paths: string[]) => {
    const thread = threadCpu();
    const whole = processCpu();
    for (const path of paths) {
      const response = await router(new Request(`http://localhost${path}`));
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      await response.text();
    }
    figures[`${name} thread`] = (threadCpu() - thread) / paths.length;
    figures[`${name} process`] = (processCpu() - whole) / paths.length;
  };
  const search = (q: string) => `/api/v1/directory/tools?q=${encodeURIComponent(q)}`;
  await time('first', [query === 'broad' ? search('carte mentale') : `${search('élève dyslexique')}&language=fr`]);
  await time('page', ['/api/v1/directory/tools?per_page=7&page=3&language=en']);
  for (const query of WARM) await time('unmeasured', [search(query)]);
  await time('warm', Array.from({ length: 5 }, () => WARM.map(search)).flat());
  const parseStarted = threadCpu();
  readListIndex(texts.get(files.listIndex)!, files.listIndex);
  const { parts } = readSearchIndex(texts.get(files.searchIndex)!, files.searchIndex);
  for (const [part] of parts.entries()) readSearchPart(texts.get(files.searchPart(part))!, files.searchPart(part), part);
  figures.parse = threadCpu() - parseStarted;
  console.log(JSON.stringify(figures));
} else {
  const sizes = benchArguments(import.meta.filename, [330, 3300, 33_000]);
  const lines: string[] = [];
  const print = (line: string) => (console.log(line), lines.push(line));
  const dir = mkdtempSync(join(tmpdir(), 'cold-index-'));
  const synonyms = readSynonyms({ file: 'content/synonyms.yaml', name: 'synonyms', text: readFileSync(new URL('../content/synonyms.yaml', import.meta.url), 'utf8') }, []);
  print(
    [
      'tools',
      'index MB',
      'index bytes per tool',
      'search part bytes per tool',
      'index read ms',
      'first request ms (phrase search + language; reads the index; cold code), thread / process / process single-threaded',
      "router's share of it, runtime's web classes used before, thread / process",
      'first request with a broad query instead (carte mentale), thread / process',
      "router's share of that, thread / process",
      'then a computed page ms, thread / process',
      `warm search ms, mean over 20 queries × 5, thread / process / process single-threaded (CPU ms, medians of ${RUNS} fresh processes)`,
    ].join('\t'),
  );
  try {
    for (const size of sizes) {
      const directory = syntheticDirectory(size, synonyms);
      const out = join(dir, String(size));
      const built = site(directory, 'https://annuaire.example.org');
      for (const [path, text] of routerFiles(built)) {
        mkdirSync(dirname(join(out, path)), { recursive: true });
        writeFileSync(join(out, path), text);
      }
      /** A fresh process's figures: the first request's query, and whether the runtime's web classes were used before it (the router's share). */
      const fresh = (query: 'phrase' | 'broad', runtime: 'fresh' | 'used', v8Flags: string[] = []): Figures => {
        // Deno keeps compiled code per set of V8 flags: each set gets a cache of its own, filled
        // by an unmeasured run, or a run after another set would compile and write it again.
        const env = { ...process.env, DENO_DIR: join(dir, v8Flags.length > 0 ? 'deno-flags' : 'deno') };
        const [command, args] = DENO
          ? [
              join(import.meta.dirname, '..', 'node_modules', '.bin', 'deno'),
              ['run', '--allow-env', '--allow-ffi', `--allow-read=${out}`, ...v8Flags.map((flag) => `--v8-flags=${flag}`), import.meta.filename, '--cold', out, query, runtime],
            ]
          : [process.execPath, [...v8Flags, import.meta.filename, '--cold', out, query, runtime]];
        return JSON.parse(execFileSync(command, args, { encoding: 'utf8', env })) as Figures;
      };
      fresh('phrase', 'fresh');
      fresh('phrase', 'fresh', ['--single-threaded']);
      // Alternated, so that a busier moment of a shared machine weighs on both alike.
      const runs = Array.from({ length: RUNS }, () => [
        fresh('phrase', 'fresh'),
        fresh('phrase', 'used'),
        fresh('phrase', 'fresh', ['--single-threaded']),
        fresh('broad', 'fresh'),
        fresh('broad', 'used'),
      ]);
      const median = (key: string, of = 0) => runs.map((run) => run[of][key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)].toFixed(2);
      const both = (name: string, of = 0) => `${median(`${name} thread`, of)} / ${median(`${name} process`, of)}`;
      const three = (name: string) => `${both(name)} / ${median(`${name} process`, 2)}`;
      // The router's index: the filters' codes and the search index of names and descriptions, its head and every part.
      const searchFiles = [files.searchIndex, ...built.search.parts.map((_, part) => files.searchPart(part))];
      const bytes = [files.listIndex, ...searchFiles].reduce((sum, name) => sum + readFileSync(join(out, name)).byteLength, 0);
      const searchBytes = Buffer.byteLength(JSON.stringify(built.search));
      print(
        [size, (bytes / 1e6).toFixed(2), Math.round(bytes / size), Math.round(searchBytes / size), median('parse'), three('first'), both('first', 1), both('first', 3), both('first', 4), both('page'), three('warm')].join('\t'),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const results = join(import.meta.dirname, 'results', DENO ? 'cold-index-deno.tsv' : 'cold-index.tsv');
  writeFileSync(results, `${lines.join('\n')}\n`);
  console.log(`written to ${results}`);
}
