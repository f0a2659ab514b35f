/**
 * Serving benchmark: the local API server against a minimal Node server answering the same
 * bytes from memory (the ceiling of any Node server), plain `serve` (a static-file server) and
 * json-server (a generic JSON API), each in its own process on 127.0.0.1, loaded by autocannon
 * from this process, in interleaved rounds. Only loopback traffic. Also the rate limiter's memory
 * under many clients.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { files } from '../src/api/paths.ts';
import { freePort, listItemsOf } from './measure.ts';
import { track } from './processes.ts';

const PROJECT = new URL('..', import.meta.url).pathname;

export interface LoadSettings {
  connections: number;
  warmup_seconds: number;
  duration_seconds: number;
}

export interface LoadResult {
  server: 'api' | 'node-minimal' | 'serve' | 'json-server';
  /** What is asked, in the API's terms: `list`, `detail`, `computed`, `search`, `list-br`. */
  case: string;
  path: string;
  /** Extra request headers, e.g. `Accept-Encoding`. */
  headers: Record<string, string>;
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  /** Mean body + headers bytes per response, as autocannon counts them. */
  bytes_per_response: number;
  requests: number;
  non_2xx: number;
  errors: number;
  timeouts: number;
  /** Matching records as the server reports them (`meta.total` or `X-Total-Count`), for the equivalence of the queries. */
  total_reported: number | null;
  /** Requests per second of each round; the other figures are those of the median round. */
  rounds_requests_per_second?: number[];
}

/** Each target is loaded this many times, in interleaved rounds; the median round is reported. */
const ROUNDS = 3;

interface Target {
  server: LoadResult['server'];
  case: string;
  path: string;
  headers?: Record<string, string>;
}

export interface ServingRun {
  settings: LoadSettings;
  results: LoadResult[];
  notes: string[];
  /** `os.loadavg()` one-minute figures when the serving part began and ended: the machine may be shared. */
  load_average: { start: number; end: number };
  /** Heap of the rate limiter after that many distinct clients, each in a fresh process. */
  limiter_memory: { clients: number; tracked: number; max_tracked: number; heap_bytes: number }[];
}

/** Distinct clients for the limiter's memory figure: its default cap, and ten times more. */
const LIMITER_CLIENTS = [100_000, 1_000_000];

/**
 * Starts the three servers on a built site (`dist`, built for `base` = `http://127.0.0.1:<apiPort>`),
 * loads each target in turn, then stops them.
 */
export async function runServing(dist: string, apiPort: number, base: string, scratch: string, settings: LoadSettings): Promise<ServingRun> {
  const loadAtStart = loadavg()[0];
  const [servePort, jsonPort, minimalPort] = [await freePort(), await freePort(), await freePort()];
  const dbPath = join(scratch, 'db.json');
  writeFileSync(dbPath, JSON.stringify(jsonServerDb(dist)));
  const devNull = openSync('/dev/null', 'w');
  const start = (args: string[], env: NodeJS.ProcessEnv) =>
    track(spawn(process.execPath, args, { cwd: PROJECT, env: { ...process.env, ...env }, stdio: ['ignore', devNull, devNull], detached: true }));
  const servers: ChildProcess[] = [
    start([join(PROJECT, 'src/cli/start.ts')], { PORT: String(apiPort), HOST: '127.0.0.1', RATE_LIMIT: '0', OUT_DIR: dist, SITE_URL: base, CONTENT_DIR: join(PROJECT, 'content') }),
    // NO_UPDATE_CHECK: serve would otherwise ask the npm registry for a newer version.
    start([join(PROJECT, 'node_modules/serve/build/main.js'), '-l', `tcp://127.0.0.1:${servePort}`, '--no-port-switching', '-n', dist], { NO_UPDATE_CHECK: '1', NODE_ENV: 'production' }),
    start([join(PROJECT, 'node_modules/json-server/lib/cli/bin.js'), '--port', String(jsonPort), '--host', '127.0.0.1', dbPath], {}),
  ];
  const origin = { api: `http://127.0.0.1:${apiPort}`, 'node-minimal': `http://127.0.0.1:${minimalPort}`, serve: `http://127.0.0.1:${servePort}`, 'json-server': `http://127.0.0.1:${jsonPort}` };
  try {
    await Promise.all([
      waitFor(`${origin.api}/api/v1/directory`, servers[0], 180_000),
      waitFor(`${origin.serve}/_api/directory.json`, servers[1], 30_000),
      waitFor(`${origin['json-server']}/tools/chatgpt`, servers[2], 30_000),
    ]);
    // The minimal server holds the very bytes the API answers for each path it is loaded on.
    const minimalPaths = ['/api/v1/directory/tools', '/api/v1/directory/tools/chatgpt', '/api/v1/directory/tools?per_page=7&page=3', '/api/v1/directory/tools?q=quiz'];
    const bodiesPath = join(scratch, 'minimal-bodies.json');
    writeFileSync(bodiesPath, JSON.stringify(Object.fromEntries(await Promise.all(minimalPaths.map(async (path) => [path, await (await fetch(`${origin.api}${path}`)).text()])))));
    servers.push(start([join(PROJECT, 'bench/minimal-server.ts'), String(minimalPort), bodiesPath], {}));
    await waitFor(`${origin['node-minimal']}/api/v1/directory/tools`, servers[3], 30_000);
    const compressed = { 'Accept-Encoding': 'br, gzip' };
    const targets: Target[] = [
      { server: 'api', case: 'list', path: '/api/v1/directory/tools' },
      { server: 'node-minimal', case: 'list', path: '/api/v1/directory/tools' },
      { server: 'serve', case: 'list', path: '/_api/lists/_all/_all/_all/30/1.json' },
      { server: 'json-server', case: 'list', path: '/tools?_page=1&_limit=30' },
      { server: 'api', case: 'detail', path: '/api/v1/directory/tools/chatgpt' },
      { server: 'node-minimal', case: 'detail', path: '/api/v1/directory/tools/chatgpt' },
      { server: 'serve', case: 'detail', path: `/_api/${files.tool('chatgpt')}` },
      { server: 'json-server', case: 'detail', path: '/details/chatgpt' },
      { server: 'api', case: 'computed', path: '/api/v1/directory/tools?per_page=7&page=3' },
      { server: 'node-minimal', case: 'computed', path: '/api/v1/directory/tools?per_page=7&page=3' },
      { server: 'json-server', case: 'computed', path: '/tools?_page=3&_limit=7' },
      { server: 'api', case: 'search', path: '/api/v1/directory/tools?q=quiz' },
      { server: 'node-minimal', case: 'search', path: '/api/v1/directory/tools?q=quiz' },
      { server: 'json-server', case: 'search', path: '/tools?q=quiz&_page=1&_limit=30' },
      { server: 'api', case: 'list-compressed', path: '/api/v1/directory/tools', headers: compressed },
      { server: 'serve', case: 'list-compressed', path: '/_api/lists/_all/_all/_all/30/1.json', headers: compressed },
    ];
    // Rounds over every target in turn rather than one target's runs in a row: on a shared
    // machine, a burst of other work then lowers one round of each server, not one server.
    const rounds: LoadResult[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) rounds[i].push(await load(origin[target.server], target, settings));
    }
    const results = rounds.map((runs) => {
      const perSecond = runs.map((run) => run.requests_per_second);
      const middle = [...runs].sort((a, b) => a.requests_per_second - b.requests_per_second)[Math.floor(runs.length / 2)];
      return { ...middle, rounds_requests_per_second: perSecond };
    });
    return {
      settings,
      results,
      load_average: { start: loadAtStart, end: loadavg()[0] },
      limiter_memory: LIMITER_CLIENTS.map(limiterMemory),
      notes: [
        "`node-minimal` is bench/minimal-server.ts: a `node:http` server that answers each path with the bytes the API gave for it, held in memory, with only Content-Type and Content-Length: the most any Node server can do. The API server sends its full headers (ETag, CORS, Link, RateLimit-Policy…), checks If-None-Match and writes a log line per request.",
        'The API server is `src/cli/start.ts` with RATE_LIMIT=0 (the 60 req/60 s limit off), HOST=127.0.0.1; its one log line per request goes to /dev/null, as do serve\'s and json-server\'s default request logs.',
        '`serve` serves the same `dist/` folder; json-server 0.17 serves a db.json with the same tools: `tools` holds the list items in the default order, `details` the complete records, each with `id` = slug.',
        'json-server\'s `q` is a case-insensitive substring match over every field (URLs and category included), the API\'s is a word-prefix search on name and short description: the totals show how far the answers differ.',
        'autocannon sends no Accept-Encoding unless stated, so bodies are uncompressed; `list-compressed` asks for `br, gzip` (the API answers br from its cache of compressed bodies, serve gzips each response).',
      ],
    };
  } finally {
    for (const server of servers) if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await Promise.all(servers.map((server) => (server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : undefined)));
  }
}

/** The limiter's heap after `clients` distinct clients, measured in a fresh process. */
function limiterMemory(clients: number): ServingRun['limiter_memory'][number] {
  const run = spawnSync(process.execPath, ['--expose-gc', join(PROJECT, 'bench/limiter-memory.ts'), String(clients)], { encoding: 'utf8', timeout: 120_000 });
  if (run.status !== 0) throw new Error(`limiter memory for ${clients} clients: ${run.stderr}`);
  return JSON.parse(run.stdout) as ServingRun['limiter_memory'][number];
}

/** The db.json json-server reads: the same tools as the build, from the build's own files. */
function jsonServerDb(dist: string): { tools: object[]; details: object[] } {
  const items = listItemsOf(dist);
  const details = new Map(
    items.map((item) => {
      const { data } = JSON.parse(readFileSync(join(dist, '_api', files.tool(item.slug)), 'utf8')) as { data: { slug: string } };
      return [data.slug, data];
    }),
  );
  return {
    tools: items.map((item) => ({ id: item.slug, ...item })),
    details: items.map((item) => ({ id: item.slug, ...details.get(item.slug) })),
  };
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

async function load(origin: string, target: Target, settings: LoadSettings): Promise<LoadResult> {
  const url = `${origin}${target.path}`;
  const headers = target.headers ?? {};
  const probe = await fetch(url, { headers });
  const text = await probe.text();
  if (!probe.ok) throw new Error(`${url} answered ${probe.status}: ${text.slice(0, 200)}`);
  const totalHeader = probe.headers.get('X-Total-Count');
  let total: number | null = totalHeader === null ? null : Number(totalHeader);
  if (total === null && target.server === 'api' && target.case !== 'detail') total = (JSON.parse(text) as { meta: { total: number } }).meta.total;
  const run = (duration: number) => autocannon({ url, connections: settings.connections, duration, headers });
  await run(settings.warmup_seconds);
  const result = await run(settings.duration_seconds);
  return {
    server: target.server,
    case: target.case,
    path: target.path,
    headers,
    requests_per_second: result.requests.average,
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    bytes_per_response: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total_reported: total,
  };
}
