/**
 * CPU per request of the Netlify edge function under real Deno, against Netlify's 50 ms budget:
 * cold (the first request of a fresh process, which reads and parses the router's index: an
 * upper bound, since it also pays the process's own first fetch and Response), a fresh isolate
 * of a process that has already served (a Worker: how Netlify's runtime starts one, module
 * evaluation included) and warm (medians once the isolate has served the same request 20 times).
 * Each first request is alternated with a bare function that fetches the same files and
 * answers, without the router: the floor that the runtime and the file layout set under it. The site's files are
 * written by the build's output function (no Astro step) and served over loopback by a static
 * server in this Node process, so that serving them costs the measured Deno process nothing.
 * Usage: npx node bench/edge.ts [synthetic sizes…]   (default: the real content, then 10000);
 * the figures also go to bench/results/edge.json.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import serveHandler from 'serve-handler';
import { buildOutputs } from '../src/build/outputs.ts';
import { REAL_CONTENT, writeSyntheticContent } from './content.ts';
import type { Cpu, IsolateCpu } from './edge-cpu.ts';
import { median } from './measure.ts';
import { benchArguments } from './usage.ts';

const PROJECT = new URL('..', import.meta.url).pathname;
const DENO = join(PROJECT, 'node_modules/.bin/deno');
const COLD_RUNS = 7;
const WARM_REQUESTS = 200;

export interface EdgeCpu {
  label: string;
  tools: number;
  deno: string;
  /** CPU of the whole process for the first request of a fresh isolate, milliseconds: median of fresh processes, by case. */
  cold_ms: Record<string, number>;
  /** The same, CPU of the thread that runs the function. */
  cold_thread_ms: Record<string, number>;
  /** The bare function's first request on the same files, CPU of the process / of the thread, by case (medians, alternated with the cold runs). */
  floor_ms: Record<string, number>;
  floor_thread_ms: Record<string, number>;
  /** The files the edge function fetched for each case's first request: how many, and their bytes. */
  files: Record<string, { count: number; bytes: number }>;
  /**
   * A fresh isolate in a process that has already served, as Netlify's runtime starts one:
   * CPU of its thread for the edge function's module evaluation and its first request, medians by
   * case; `isolate_floor_ms` the same for the bare function on the same files.
   */
  isolate_ms: Record<string, IsolateCpu>;
  isolate_floor_ms: Record<string, IsolateCpu>;
  /** Median CPU of the whole process per request of a warm isolate, milliseconds, by case. */
  warm_ms: Record<string, number>;
  /** The same, CPU of the thread that runs the function. */
  warm_thread_ms: Record<string, number>;
}

/** Writes the site built from `content`; returns the slugs of its tools. */
async function writeSite(content: string, out: string): Promise<string[]> {
  const slugs: string[] = [];
  for (const [path, body] of await buildOutputs({ CONTENT_DIR: content, SITE_URL: 'https://annuaire-ia-education.netlify.app' })) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), body);
    const tool = /^_api\/tools\/[^/]+\/([^/]+)\.json$/.exec(path);
    if (tool) slugs.push(tool[1]);
  }
  return slugs.sort();
}

/**
 * What each case asks for; the detail is the middle tool in slug order. Searches: a broad one
 * (a quarter of the synthetic tools), a narrow one, whose first page is spread over the directory
 * and so over a chunk of list items per result, a typo, and a word found only in long
 * descriptions (`tutoriels`: 8 real tools, 27,500 of 33,000 synthetic ones), which reads their
 * index too, and a librarian's request that no tool answers whole: on the real directory it
 * drops its most frequent words, counted in the long descriptions' index; on the synthetic
 * ones, whose short texts hold none of its words, it reads that index to count them, then
 * searches it.
 */
function edgeCases(slugs: string[]): Record<string, string> {
  const detail = slugs[Math.floor(slugs.length / 2)];
  return {
    list: '/api/v1/directory/tools',
    detail: `/api/v1/directory/tools/${detail}`,
    computed: '/api/v1/directory/tools?per_page=7&page=3',
    search: '/api/v1/directory/tools?q=carte%20mentale',
    'search-narrow': '/api/v1/directory/tools?q=traduire%20un%20document',
    'search-typo': '/api/v1/directory/tools?q=chatgtp',
    'search-long': '/api/v1/directory/tools?q=tutoriels',
    'search-drop': `/api/v1/directory/tools?q=${encodeURIComponent('bibliothécaire dans une petite médiathèque, il me faut un logiciel pour le catalogue et les prêts')}`,
  };
}

/** Measures the edge function on the site built from `content`. */
export async function edgeCpu(label: string, content: string): Promise<EdgeCpu> {
  const site = mkdtempSync(join(tmpdir(), 'edge-cpu-'));
  const server = createServer((request, response) => void serveHandler(request, response, { public: site }));
  try {
    const slugs = await writeSite(content, site);
    const cases = edgeCases(slugs);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const deno = (...args: string[]) =>
      new Promise<string>((resolve, reject) => {
        // Asynchronous, so that this process keeps serving the files while Deno runs.
        // Reading the project lets `isolates` start its Workers from the sources.
        execFile(DENO, ['run', '--allow-net=127.0.0.1', `--allow-read=${PROJECT}`, '--allow-env', '--allow-ffi', join(PROJECT, 'bench/edge-cpu.ts'), origin, ...args], { cwd: PROJECT, timeout: 120_000 }, (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
        );
      });
    const cold_ms: Record<string, number> = {};
    const cold_thread_ms: Record<string, number> = {};
    const floor_ms: Record<string, number> = {};
    const floor_thread_ms: Record<string, number> = {};
    const files: EdgeCpu['files'] = {};
    const fetchedBy: Record<string, string[]> = {};
    for (const [name, path] of Object.entries(cases)) {
      const runs: Cpu[] = [];
      const floors: Cpu[] = [];
      let fetched: string[] = [];
      for (let i = 0; i < COLD_RUNS; i++) {
        const run = JSON.parse(await deno('cold', path)) as Cpu & { files: string[] };
        runs.push(run);
        fetched = run.files;
        floors.push(JSON.parse(await deno('floor', path, JSON.stringify(fetched))) as Cpu);
      }
      cold_ms[name] = median(runs.map((run) => run.process));
      cold_thread_ms[name] = median(runs.map((run) => run.thread));
      floor_ms[name] = median(floors.map((run) => run.process));
      floor_thread_ms[name] = median(floors.map((run) => run.thread));
      fetchedBy[name] = fetched;
      files[name] = { count: fetched.length, bytes: fetched.reduce((sum, url) => sum + statSync(join(site, decodeURIComponent(new URL(url).pathname))).size, 0) };
    }
    const isolateCases = Object.fromEntries(Object.entries(cases).map(([name, path]) => [name, { path, files: fetchedBy[name] }]));
    const isolates = JSON.parse(await deno('isolates', String(COLD_RUNS), JSON.stringify(isolateCases))) as Record<string, { edge: IsolateCpu; floor: IsolateCpu }>;
    const warm = Object.entries(JSON.parse(await deno('warm', String(WARM_REQUESTS), JSON.stringify(cases))) as Record<string, Cpu>);
    const version = execFileSync(DENO, ['--version'], { encoding: 'utf8' }).split('\n')[0];
    return {
      label,
      tools: slugs.length,
      deno: version,
      cold_ms,
      cold_thread_ms,
      floor_ms,
      floor_thread_ms,
      files,
      isolate_ms: Object.fromEntries(Object.entries(isolates).map(([name, { edge }]) => [name, edge])),
      isolate_floor_ms: Object.fromEntries(Object.entries(isolates).map(([name, { floor }]) => [name, floor])),
      warm_ms: Object.fromEntries(warm.map(([name, cpu]) => [name, cpu.process])),
      warm_thread_ms: Object.fromEntries(warm.map(([name, cpu]) => [name, cpu.thread])),
    };
  } finally {
    server.close();
    rmSync(site, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const sizes = benchArguments(import.meta.filename, [10_000]);
  const results: EdgeCpu[] = [];
  const print = (r: EdgeCpu) =>
    console.log(
      `${r.label} (${r.tools} tools), ${r.deno}\n  cold ms, process: ${JSON.stringify(r.cold_ms)}, thread: ${JSON.stringify(r.cold_thread_ms)}\n  floor ms, process: ${JSON.stringify(r.floor_ms)}, thread: ${JSON.stringify(r.floor_thread_ms)}\n  files: ${JSON.stringify(r.files)}\n  fresh isolate ms (module, request): ${JSON.stringify(r.isolate_ms)}, bare: ${JSON.stringify(r.isolate_floor_ms)}\n  warm ms, process: ${JSON.stringify(r.warm_ms)}, thread: ${JSON.stringify(r.warm_thread_ms)}`,
    );
  results.push(await edgeCpu('real', REAL_CONTENT));
  print(results[0]);
  for (const size of sizes) {
    const content = mkdtempSync(join(tmpdir(), 'edge-content-'));
    try {
      writeSyntheticContent(content, size);
      results.push(await edgeCpu(`synthetic ${size}`, content));
      print(results.at(-1)!);
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  }
  const out = join(import.meta.dirname, 'results', 'edge.json');
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written to ${out}`);
}
