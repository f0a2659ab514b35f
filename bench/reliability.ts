/**
 * Reliability benchmark of the local server on the real build: memory over a soak of mixed
 * requests (resident set before and after), and how much a burst of the costliest request
 * shapes delays a normal request. Only loopback traffic; every load is bounded in time.
 *
 * Part of `npm run bench`; also runs alone (`npx node bench/reliability.ts`): it then builds the
 * real content, writes `bench/results/reliability.json`, and puts the figures into
 * `bench/results/bench.json` and `BENCHMARKS.md`.
 *
 * Settings (environment): `BENCH_SOAK_SECONDS` (default 30), `BENCH_SECONDS` per latency row
 * (default 5).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fileReader } from '../src/hosts/node/server.ts';
import { createRouter } from '../src/router/router.ts';
import { freePort, loadNow, median, timed } from './measure.ts';
import { killAll, track } from './processes.ts';
import { findings, renderMarkdown, type BenchResults } from './report.ts';
import { waitFor } from './serving.ts';
import { benchArguments } from './usage.ts';

const PROJECT = new URL('..', import.meta.url).pathname;

export interface ReliabilitySettings {
  soak_seconds: number;
  soak_connections: number;
  latency_seconds: number;
  burst_connections: number;
  /** Requests of the worst shape fired at once before one normal request. */
  burst_size: number;
}

export interface WorstShape {
  name: string;
  query_length: number;
  status: number;
  body_bytes: number;
  /** Requests per second of the burst itself. */
  burst_requests_per_second: number;
  /** A normal request measured while the burst runs. */
  normal_p50_ms: number;
  normal_p99_ms: number;
  /** One normal request sent right after `burst_size` of this shape, median of the rounds. */
  normal_after_burst_ms: number;
  /** Time the router itself spends on one request of this shape, in process (microseconds). */
  router_us: number;
}

export interface ReliabilityResult {
  settings: ReliabilitySettings;
  /** One-minute load average when the measure started and ended: above the core count, other work shared the machine. */
  load_average: { start: number; end: number };
  normal_path: string;
  soak: {
    requests: number;
    requests_per_second: number;
    non_2xx: number;
    errors: number;
    rss_before_bytes: number;
    rss_after_bytes: number;
    /** After the load and 2 s of rest: what stays. */
    rss_after_rest_bytes: number;
  };
  /** The normal request alone; `router_us` as in `WorstShape`. */
  baseline: { p50_ms: number; p99_ms: number; single_ms: number; router_us: number };
  worst: WorstShape[];
}

/** A page computed from the index (not pre-rendered): the request a busy server delays most. */
const NORMAL = '/api/v1/directory/tools?per_page=7&page=2&q=quiz';

/**
 * The costliest shapes: the one that used to list 2,000 errors (now refused at once), and the
 * largest query still read; with a cheap 404 as the control, since firing hundreds of requests
 * at once delays the next one by their connections alone.
 */
const WORST = [
  { name: 'control: 404 on an unknown tool', path: '/api/v1/directory/tools/inconnu' },
  { name: '2,000 malformed pairs (15 KB)', path: `/api/v1/directory/tools?${Array(2000).fill('%zz=%zz').join('&')}` },
  { name: '20 malformed pairs (largest query read)', path: `/api/v1/directory/tools?${Array(20).fill('%zz=%zz').join('&')}` },
];

/** Mixed traffic of the soak: every kind of answer, pre-rendered, computed, conditional, refused. */
const MIX: autocannon.Request[] = [
  { method: 'GET', path: '/api/v1/directory' },
  { method: 'GET', path: '/api/v1/directory/tools' },
  { method: 'GET', path: '/api/v1/directory/tools?per_page=7&page=3' },
  { method: 'GET', path: '/api/v1/directory/tools?q=carte%20mentale' },
  { method: 'GET', path: '/api/v1/directory/tools/chatgpt' },
  { method: 'GET', path: '/api/v1/directory/tools/chatgpt', headers: { 'accept-encoding': 'br' } },
  { method: 'GET', path: '/api/v1/directory/collections', headers: { 'if-none-match': '*' } },
  { method: 'GET', path: '/api/v1/directory/tools/inconnu' },
  { method: 'GET', path: '/api/v1/directory/tools?page=0&pricing=gratuit' },
  { method: 'POST', path: '/api/v1/directory/tools' },
  { method: 'GET', path: WORST[0].path },
  { method: 'GET', path: '/schemas/tool.schema.json' },
];

function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/** One request on a fresh connection; resolves with its status, body size and time. */
function once(origin: string, path: string): Promise<{ status: number; bytes: number; ms: number }> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

const load = (url: string, connections: number, seconds: number, options: Partial<autocannon.Options> = {}) =>
  autocannon({ url, connections, duration: seconds, ...options });

/** Runs the whole benchmark against `dist`, a build of the real content for `http://127.0.0.1:<port>`. */
export async function runReliability(dist: string, port: number, settings: ReliabilitySettings): Promise<ReliabilityResult> {
  const origin = `http://127.0.0.1:${port}`;
  const loadAtStart = loadNow();
  const devNull = openSync('/dev/null', 'w');
  const server = track(
    spawn(process.execPath, [join(PROJECT, 'src/cli/start.ts')], {
      cwd: PROJECT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT: '0', OUT_DIR: dist, SITE_URL: origin, CONTENT_DIR: join(PROJECT, 'content') },
      stdio: ['ignore', devNull, devNull],
      detached: true,
    }),
  );
  try {
    await waitFor(`${origin}/api/v1/directory`, server, 180_000);
    const pid = server.pid!;
    for (const { path } of MIX) await once(origin, path ?? '/');
    const rssBefore = rss(pid);
    const soak = await load(origin, settings.soak_connections, settings.soak_seconds, { requests: MIX });
    const rssAfter = rss(pid);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssRest = rss(pid);

    const single = median(await sequential(5, () => once(origin, NORMAL).then((r) => r.ms)));
    const cost = await routerCost(dist);
    const baseline = await load(`${origin}${NORMAL}`, 1, settings.latency_seconds);
    const worst: WorstShape[] = [];
    for (const shape of WORST) {
      const sample = await once(origin, shape.path);
      const [burst, normal] = await Promise.all([
        load(`${origin}${shape.path}`, settings.burst_connections, settings.latency_seconds),
        load(`${origin}${NORMAL}`, 1, settings.latency_seconds),
      ]);
      const after = await sequential(5, async () => {
        const fired = Array.from({ length: settings.burst_size }, () => once(origin, shape.path));
        const normalOne = await once(origin, NORMAL);
        await Promise.all(fired);
        return normalOne.ms;
      });
      worst.push({
        name: shape.name,
        query_length: shape.path.includes('?') ? shape.path.length - shape.path.indexOf('?') - 1 : 0,
        status: sample.status,
        body_bytes: sample.bytes,
        burst_requests_per_second: burst.requests.average,
        normal_p50_ms: normal.latency.p50,
        normal_p99_ms: normal.latency.p99,
        normal_after_burst_ms: median(after),
        router_us: await cost(shape.path),
      });
    }
    return {
      settings,
      load_average: { start: loadAtStart, end: loadNow() },
      normal_path: NORMAL,
      soak: {
        requests: soak.requests.total,
        requests_per_second: soak.requests.average,
        non_2xx: soak.non2xx,
        errors: soak.errors,
        rss_before_bytes: rssBefore,
        rss_after_bytes: rssAfter,
        rss_after_rest_bytes: rssRest,
      },
      baseline: { p50_ms: baseline.latency.p50, p99_ms: baseline.latency.p99, single_ms: single, router_us: await cost(NORMAL) },
      worst,
    };
  } finally {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  }
}

/** Median time of the router on a path, in this process, over rounds of 200 requests after a warm-up. */
async function routerCost(dist: string): Promise<(path: string) => Promise<number>> {
  const router = createRouter({ readFile: fileReader(dist) });
  return async (path) => {
    const rounds: number[] = [];
    for (let round = 0; round < 6; round++) {
      const started = performance.now();
      for (let i = 0; i < 200; i++) await (await router(new Request(`http://localhost${path}`))).arrayBuffer();
      rounds.push(((performance.now() - started) / 200) * 1000);
    }
    return median(rounds.slice(1));
  };
}

async function sequential<T>(times: number, run: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < times; i++) out.push(await run());
  return out;
}

export function reliabilitySettings(env: NodeJS.ProcessEnv = process.env): ReliabilitySettings {
  return {
    soak_seconds: Number(env.BENCH_SOAK_SECONDS ?? 30),
    soak_connections: 10,
    latency_seconds: Number(env.BENCH_SECONDS ?? 5),
    burst_connections: 10,
    burst_size: 200,
  };
}

if (import.meta.main) {
  benchArguments(import.meta.filename);
  const scratch = mkdtempSync(join(tmpdir(), 'annuaire-reliability-'));
  const stop = (code: number) => {
    killAll();
    rmSync(scratch, { recursive: true, force: true });
    process.exit(code);
  };
  setTimeout(() => stop(1), 10 * 60_000).unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(130));
  const port = await freePort();
  const dist = join(scratch, 'dist');
  const built = await timed(process.execPath, [join(PROJECT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: PROJECT,
    env: { ...process.env, OUT_DIR: dist, SITE_URL: `http://127.0.0.1:${port}`, CONTENT_DIR: join(PROJECT, 'content'), API_NOINDEX: '' },
    timeoutMs: 180_000,
  });
  if (built.exit_code !== 0) {
    console.error(built.output_tail);
    stop(1);
  }
  const result = await runReliability(dist, port, reliabilitySettings());
  const resultsDir = join(PROJECT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'reliability.json'), `${JSON.stringify(result, null, 2)}\n`);
  const benchPath = join(resultsDir, 'bench.json');
  if (existsSync(benchPath)) {
    const results = { ...(JSON.parse(readFileSync(benchPath, 'utf8')) as BenchResults), reliability: result };
    writeFileSync(benchPath, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(join(PROJECT, 'BENCHMARKS.md'), renderMarkdown(results, findings(results)));
  }
  console.log(JSON.stringify(result, null, 2));
  stop(0);
}
