/**
 * `npm run bench`: measures the build, the validator, the router, the edge function under Deno
 * (on the real content and the largest synthetic directory), the local server against `serve`
 * and json-server, its reliability (soak, worst-request latency), the deploy churn of one added
 * tool and the size of typical documents,
 * then writes `BENCHMARKS.md` and `bench/results/bench.json`.
 *
 * Bounded: every child process has a time limit and the whole run stops after 30 minutes
 * (about 16 on 2 cores). Only loopback traffic. Everything it builds goes to a temporary folder,
 * removed at the end. Exits 1 only when a part could not be measured; targets are reported, never
 * enforced.
 *
 * Settings (environment): `BENCH_SIZES` synthetic directory sizes (default `3300,33000`),
 * `BENCH_SECONDS` measured seconds per serving and latency row (default 5), `BENCH_SOAK_SECONDS`
 * length of the reliability soak (default 30), `BENCH_LAYOUT_TOOLS` the size whose file layout is
 * counted (default 100000).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { files, FILES_DIR } from '../src/api/paths.ts';
import { churn } from './churn.ts';
import { edgeCpu, type EdgeCpu } from './edge.ts';
import { syntheticLayout } from './layout.ts';
import { ADDED_TOOL, addTool, REAL_CONTENT, writeRealContentPlusOne, writeSyntheticContent } from './content.ts';
import { compressedSizes, freePort, listItemCopies, listItemsOf, loadNow, machine, median, timed, treeStats } from './measure.ts';
import { killAll } from './processes.ts';
import { reliabilitySettings, runReliability } from './reliability.ts';
import { findings, judge, renderMarkdown, type BenchResults, type BuildResult } from './report.ts';
import { routerCost } from './router-cost.ts';
import { runServing } from './serving.ts';
import { benchArguments } from './usage.ts';

const PROJECT = new URL('..', import.meta.url).pathname;
const ASTRO = join(PROJECT, 'node_modules/astro/bin/astro.mjs');
/** A production-like base URL: links are absolute, so their length counts in every file. */
const SITE_URL = 'https://annuaire-ia-education.netlify.app';
const SIZES = (process.env.BENCH_SIZES ?? '3300,33000').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const LOAD = { connections: 10, warmup_seconds: 2, duration_seconds: Number(process.env.BENCH_SECONDS ?? 5) };
const REAL_BUILD_RUNS = 3;
/** Tools of the synthetic directory whose file layout is counted (no Astro step: see bench/layout.ts). */
const LAYOUT_TOOLS = Number(process.env.BENCH_LAYOUT_TOOLS ?? 100_000);
const HARD_LIMIT_MS = 30 * 60_000;

benchArguments(import.meta.filename);
const started = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'annuaire-bench-'));
const log = (line: string) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const stop = (why: string, code: number) => {
  console.error(`[bench] ${why}: stopping`);
  killAll();
  rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
};
setTimeout(() => stop(`not finished after ${HARD_LIMIT_MS / 60_000} minutes`, 1), HARD_LIMIT_MS).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(`${signal} received`, 130));

const results: BenchResults = {
  schema_version: 1,
  date: new Date().toISOString(),
  command: process.env.npm_lifecycle_event === 'bench' ? 'npm run bench' : `node bench/run.ts`,
  duration_s: 0,
  machine: machine(),
  settings: { site_url: SITE_URL, synthetic_sizes: SIZES, load: LOAD },
  build: [],
  validation: [],
  router: [],
  serving: null,
  churn: [],
  sizes: [],
  reliability: null,
  targets: [],
  failures: [],
};

async function section(name: string, body: () => Promise<void>): Promise<void> {
  const at = performance.now();
  log(`${name}…`);
  try {
    await body();
    log(`${name}: done in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  } catch (error) {
    const message = (error as Error).message;
    results.failures.push(`${name}: ${message}`);
    log(`${name}: FAILED: ${message}`);
  }
}

async function build(content: string, out: string, site: string, timeoutMs: number): Promise<{ wall_ms: number; peak_rss_bytes: number | null }> {
  const run = await timed(process.execPath, [ASTRO, 'build'], {
    cwd: PROJECT,
    env: { ...process.env, CONTENT_DIR: content, OUT_DIR: out, SITE_URL: site, API_NOINDEX: '' },
    timeoutMs,
  });
  if (run.exit_code !== 0) throw new Error(`astro build exited with ${run.exit_code}:\n${run.output_tail}`);
  return run;
}

async function validate(content: string, runs: number): Promise<{ runs_ms: number[]; median_ms: number; peak_rss_bytes: number | null }> {
  const times: number[] = [];
  let peak = 0;
  for (let i = 0; i < runs; i++) {
    const run = await timed(process.execPath, [join(PROJECT, 'src/cli/validate.ts'), content], { cwd: PROJECT, timeoutMs: 120_000 });
    if (run.exit_code !== 0) throw new Error(`the validator exited with ${run.exit_code}:\n${run.output_tail}`);
    times.push(run.wall_ms);
    peak = Math.max(peak, run.peak_rss_bytes ?? 0);
  }
  return { runs_ms: times, median_ms: median(times), peak_rss_bytes: peak || null };
}

function buildResult(label: string, tools: number, dist: string, runs: { wall_ms: number; peak_rss_bytes: number | null }[]): BuildResult {
  const stats = treeStats(dist);
  return {
    label,
    tools,
    runs_ms: runs.map((r) => r.wall_ms),
    wall_ms: median(runs.map((r) => r.wall_ms)),
    peak_rss_bytes: Math.max(...runs.map((r) => r.peak_rss_bytes ?? 0)) || null,
    ...stats,
    bytes_per_tool: stats.bytes / tools,
    list_copies_per_tool: listItemCopies(join(dist, '_api/lists')) / tools,
  };
}

const publishedTools = listItemsOf;

const realDist = join(scratch, 'real');

await section('build of the real content', async () => {
  const runs = [];
  for (let i = 0; i < REAL_BUILD_RUNS; i++) {
    const out = i === 0 ? realDist : join(scratch, `real-${i}`);
    runs.push(await build(REAL_CONTENT, out, SITE_URL, 120_000));
    if (i > 0) rmSync(out, { recursive: true, force: true });
  }
  const tools = publishedTools(realDist);
  results.build.push(buildResult('real', tools.length, realDist, runs));
  results.router.push({ label: 'real', tools: tools.length, ...(await routerCost(realDist, 'chatgpt')) });
  results.sizes = [
    { name: 'Default list page (30)', file: '_api/lists/_all/_all/_all/30/1.json' },
    { name: 'List page per_page=100', file: '_api/lists/_all/_all/_all/100/1.json' },
    { name: 'Tool detail (chatgpt)', file: `_api/${files.tool('chatgpt')}` },
    { name: "Router's index (filters)", file: `_api/${files.listIndex}` },
    { name: 'Search index, head (synonyms)', file: `_api/${files.searchIndex}` },
    largestPart('Search index (names, descriptions, tags)', files.searchPart),
    largestPart('Index of the long descriptions', files.longPart),
  ].map((doc) => ({ ...doc, ...compressedSizes(join(realDist, doc.file)) }));
});

/** The largest part of a search index of the real build, which a search may read whole. */
function largestPart(name: string, partName: (part: number) => string): { name: string; file: string } {
  const folder = dirname(join(realDist, FILES_DIR, partName(0)));
  const parts = readdirSync(folder).map((file) => ({ file, size: statSync(join(folder, file)).size }));
  const largest = parts.reduce((a, b) => (b.size > a.size ? b : a));
  return { name: `${name}, largest of its ${parts.length} parts`, file: `${FILES_DIR}/${dirname(partName(0))}/${largest.file}` };
}

await section('validation of the real content', async () => {
  const tools = results.build[0]?.tools ?? 0;
  results.validation.push({ label: 'real', tools, ...(await validate(REAL_CONTENT, 5)) });
});

await section('deploy churn of one added tool', async () => {
  const content = join(scratch, 'content-plus-one');
  const dist = join(scratch, 'real-plus-one');
  writeRealContentPlusOne(content, ADDED_TOOL);
  await build(content, dist, SITE_URL, 120_000);
  results.churn.push({ label: 'real', tools: publishedTools(realDist).length, added_tool: ADDED_TOOL.slug, ...churn(realDist, dist) });
  rmSync(dist, { recursive: true, force: true });
});
rmSync(realDist, { recursive: true, force: true });

/** The edge function at the largest synthetic size, where a fresh isolate's first search costs most. */
const edgeAtScale: EdgeCpu[] = [];
for (const size of SIZES) {
  await section(`synthetic directory of ${size} tools`, async () => {
    const content = join(scratch, `content-${size}`);
    const dist = join(scratch, `dist-${size}`);
    const { shortened } = writeSyntheticContent(content, size);
    results.validation.push({ label: `synthetic ${size}`, tools: size, ...(await validate(content, size <= 5000 ? 3 : 1)) });
    const run = await build(content, dist, SITE_URL, 8 * 60_000);
    results.build.push({ ...buildResult(`synthetic ${size}`, size, dist, [run]), shortened_descriptions: shortened });
    results.router.push({ label: `synthetic ${size}`, tools: size, ...(await routerCost(dist, publishedTools(dist)[0].slug)) });
    if (size === Math.max(...SIZES)) edgeAtScale.push(await edgeCpu(`synthetic ${size}`, content));
    // Churn at this size: the same folder plus the one tool the real content's churn adds.
    const plusOne = join(scratch, `dist-${size}-plus-one`);
    addTool(content, ADDED_TOOL);
    await build(content, plusOne, SITE_URL, 8 * 60_000);
    results.churn.push({ label: `synthetic ${size}`, tools: size, added_tool: ADDED_TOOL.slug, ...churn(dist, plusOne) });
    for (const folder of [content, dist, plusOne]) rmSync(folder, { recursive: true, force: true });
  });
}

await section('edge function CPU under Deno', async () => {
  results.edge = [await edgeCpu('real', REAL_CONTENT), ...edgeAtScale];
});

await section(`file layout at ${LAYOUT_TOOLS} tools`, async () => {
  results.layout = [await syntheticLayout(LAYOUT_TOOLS)];
});

await section('serving', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dist = join(scratch, 'serve-dist');
  await build(REAL_CONTENT, dist, base, 120_000);
  results.serving = await runServing(dist, port, base, scratch, LOAD);
});

await section('reliability', async () => {
  const port = await freePort();
  const dist = join(scratch, 'reliability-dist');
  await build(REAL_CONTENT, dist, `http://127.0.0.1:${port}`, 120_000);
  results.reliability = await runReliability(dist, port, reliabilitySettings());
});

results.duration_s = (performance.now() - started) / 1000;
results.machine.load_average.end = loadNow();
results.targets = judge(results);
const resultsDir = join(PROJECT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(PROJECT, 'BENCHMARKS.md'), renderMarkdown(results, findings(results)));
rmSync(scratch, { recursive: true, force: true });
log(`wrote BENCHMARKS.md and bench/results/bench.json`);
for (const target of results.targets) log(`${target.status.padEnd(12)} ${target.what}: ${target.measured} (target ${target.target})`);
if (results.failures.length > 0) {
  console.error(`[bench] ${results.failures.length} part(s) could not be measured:\n${results.failures.join('\n')}`);
  process.exitCode = 1;
}
