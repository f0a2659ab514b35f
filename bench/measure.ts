/**
 * Measuring tools of the benchmarks: a child process's wall time and peak memory, what a folder
 * holds, and a few statistics. Node-only.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, freemem, loadavg, release, tmpdir, totalmem } from 'node:os';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join, relative, sep } from 'node:path';
import { files, FILES_DIR } from '../src/api/paths.ts';
import type { ToolListItem } from '../src/api/schemas.ts';
import { track } from './processes.ts';

export interface Machine {
  cpus: number;
  cpu_model: string;
  memory_bytes: number;
  free_memory_bytes: number;
  node: string;
  platform: string;
  /** 1-minute load average when the run started and ended: above the core count, other work shared the machine. */
  load_average: { start: number; end: number | null };
}

export function machine(): Machine {
  return {
    cpus: cpus().length,
    cpu_model: cpus()[0]?.model.trim() ?? 'unknown',
    memory_bytes: totalmem(),
    free_memory_bytes: freemem(),
    node: process.version,
    platform: `${process.platform} ${release()} ${process.arch}`,
    load_average: { start: loadavg()[0], end: null },
  };
}

export interface Timed {
  wall_ms: number;
  /** Peak resident memory of the child (the largest process of its tree, as `getrusage` reports). */
  peak_rss_bytes: number | null;
  exit_code: number | null;
  /** Last lines of the child's output, kept to explain a failure. */
  output_tail: string;
}

const GNU_TIME = '/usr/bin/time';

/**
 * Runs a command to its end and measures it: through GNU time when installed (peak RSS from
 * `wait4`), else by sampling `/proc/<pid>/status` every 50 ms. Killed after `timeoutMs`.
 */
export async function timed(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs: number }): Promise<Timed> {
  const useTime = existsSync(GNU_TIME);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-time-'));
  const timeFile = join(scratch, 'rusage');
  const [file, argv] = useTime ? [GNU_TIME, ['-f', '%M', '-o', timeFile, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, argv, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  track(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let sampledPeak = 0;
  const sampler = useTime
    ? undefined
    : setInterval(() => {
        sampledPeak = Math.max(sampledPeak, statusKb(child.pid, 'VmHWM') * 1024);
      }, 50);
  const killer = setTimeout(() => {
    output += `\n[bench] killed after ${options.timeoutMs} ms`;
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, options.timeoutMs);
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const wall = performance.now() - started;
  clearTimeout(killer);
  if (sampler) clearInterval(sampler);
  let peak: number | null = sampledPeak || null;
  if (useTime) {
    const kb = Number(readFileSync(timeFile, 'utf8').trim().split('\n').pop());
    peak = Number.isFinite(kb) && kb > 0 ? kb * 1024 : null;
  }
  rmSync(scratch, { recursive: true, force: true });
  return { wall_ms: wall, peak_rss_bytes: peak, exit_code: exitCode, output_tail: output.split('\n').slice(-15).join('\n') };
}

function statusKb(pid: number | undefined, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export interface TreeStats {
  files: number;
  /** Sum of the files' sizes (directories' own blocks not counted). */
  bytes: number;
  /** The directory holding the most files directly, relative to the root. */
  largest_dir: { path: string; files: number };
  /** Files and bytes per first-level folder (`_api/lists`, `_api/tools`…); files directly in `_api/` or at the top count as `top-level files`. */
  by_folder: Record<string, { files: number; bytes: number }>;
}

/** What a folder holds. `groupDepth` is how many path segments name a group in `by_folder`. */
export function treeStats(root: string, groupDepth = 2): TreeStats {
  const stats: TreeStats = { files: 0, bytes: 0, largest_dir: { path: '.', files: 0 }, by_folder: {} };
  const walk = (dir: string) => {
    let here = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const size = statSync(path).size;
      here++;
      stats.files++;
      stats.bytes += size;
      const parts = relative(root, path).split(sep);
      const group = parts.length > groupDepth ? parts.slice(0, groupDepth).join('/') : 'top-level files';
      const entryStats = (stats.by_folder[group] ??= { files: 0, bytes: 0 });
      entryStats.files++;
      entryStats.bytes += size;
    }
    if (here > stats.largest_dir.files) stats.largest_dir = { path: relative(root, dir) || '.', files: here };
  };
  walk(root);
  return stats;
}

/** Every file of a folder with a digest of its bytes, by relative path. */
export function fileDigests(root: string): Map<string, string> {
  const digests = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else digests.set(relative(root, path).split(sep).join('/'), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(root);
  return digests;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A TCP port free on the loopback interface right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Sizes {
  raw: number;
  /** gzip level 6, as the local server sends it. */
  gzip: number;
  /** brotli quality 5, as the local server sends it. */
  brotli_5: number;
  /** brotli quality 11, the most a CDN can squeeze from a static file. */
  brotli_11: number;
}

export function compressedSizes(path: string): Sizes {
  const body = readFileSync(path);
  const brotli = (quality: number) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }).byteLength;
  return { raw: body.byteLength, gzip: gzipSync(body, { level: 6 }).byteLength, brotli_5: brotli(5), brotli_11: brotli(11) };
}

/** How many list items the pre-rendered list pages hold in all: each tool is repeated in every filter series and page size it belongs to. */
export function listItemCopies(listsDir: string): number {
  let items = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else items += (JSON.parse(readFileSync(path, 'utf8')) as { data: unknown[] }).data.length;
    }
  };
  walk(listsDir);
  return items;
}

/** The 1-minute load average now. */
export const loadNow = () => loadavg()[0];

/** The published tools' list items of a built site, in the default order, from its item chunks. */
export function listItemsOf(dist: string): ToolListItem[] {
  const items: ToolListItem[] = [];
  for (let chunk = 0; existsSync(join(dist, FILES_DIR, files.listItems(chunk))); chunk++) {
    items.push(...(JSON.parse(readFileSync(join(dist, FILES_DIR, files.listItems(chunk)), 'utf8')) as ToolListItem[]));
  }
  return items;
}
