/**
 * Runs inside Deno (the edge runtime's engine): the Netlify edge function itself, its files
 * fetched over loopback from a static server standing in for Netlify's CDN, CPU time per request
 * of the thread that runs the function and of the whole Deno process (every thread: background
 * compilers and collector included), as `bench/cpu-clock.ts` reads them.
 * Also the floor under a first request: a bare function that fetches the files the edge function
 * fetched for it, reads them and answers a small body, with no router (`floor`).
 * Usage: npx deno run --allow-net=127.0.0.1 --allow-env --allow-ffi bench/edge-cpu.ts <origin> cold <path>
 *        npx deno run --allow-net=127.0.0.1 --allow-env --allow-ffi bench/edge-cpu.ts <origin> floor <path> <[file URL…] JSON>
 *        npx deno run --allow-net=127.0.0.1 --allow-env --allow-ffi bench/edge-cpu.ts <origin> warm <requests> <{case: path} JSON>
 *        npx deno run --allow-net=127.0.0.1 --allow-read=. --allow-env --allow-ffi bench/edge-cpu.ts <origin> isolates <runs> <{case: {path, files}} JSON>
 * Prints JSON: milliseconds of CPU, `{ thread, process }`, by case for `warm`; for `cold`, also
 * the URLs of the files the function fetched, in order (`files`); for `isolates`, by case, the
 * medians of the edge function's and the bare function's `{ module, request }` in fresh isolates of
 * this process (`bench/edge-isolate.ts`).
 */
import process from 'node:process';
import api from '../src/hosts/netlify/edge-functions/api.ts';
import { bareFunction } from './bare-function.ts';
import { processCpu, threadCpu } from './cpu-clock.ts';

export interface Cpu {
  thread: number;
  process: number;
}

/**
 * Notes the URL of every fetch from now on, in order: what a request read. Installed for the
 * edge function and the bare function alike, so that both pay for it.
 */
function recordFetches(): string[] {
  const fetched: string[] = [];
  const runtimeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    fetched.push(String(input instanceof Request ? input.url : input));
    return runtimeFetch(input, init);
  };
  return fetched;
}

async function cpuOf(origin: string, path: string, handler: (request: Request) => Promise<Response> = api): Promise<Cpu> {
  const thread = threadCpu();
  const whole = processCpu();
  const response = await handler(new Request(`${origin}${path}`));
  await response.arrayBuffer();
  const used = { thread: threadCpu() - thread, process: processCpu() - whole };
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return used;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU of a fresh isolate's thread (`bench/edge-isolate.ts`): its module's evaluation and its first request. */
export interface IsolateCpu {
  module: number;
  request: number;
}

/** Runs `bench/edge-isolate.ts` in a new Worker for one request: the edge function's, or the bare function's on `files`. */
function inFreshIsolate(url: string, files?: string[]): Promise<IsolateCpu> {
  const worker = new Worker(new URL('./edge-isolate.ts', import.meta.url).href, { type: 'module' });
  return new Promise<IsolateCpu>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<IsolateCpu & { status: number }>) =>
      data.status === 200 ? resolve({ module: data.module, request: data.request }) : reject(new Error(`${url} answered ${data.status}`));
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message));
    };
    worker.postMessage({ url, files });
  }).finally(() => worker.terminate());
}

if (import.meta.main) {
  const [origin, mode, argument, cases] = process.argv.slice(2);
  if (mode === 'cold') {
    const files = recordFetches();
    console.log(JSON.stringify({ ...(await cpuOf(origin, argument)), files }));
  } else if (mode === 'floor') {
    recordFetches();
    console.log(JSON.stringify(await cpuOf(origin, argument, bareFunction(JSON.parse(cases) as string[]))));
  } else if (mode === 'isolates') {
    // A process that has served before the isolates start, as Netlify's edge runtime has.
    await cpuOf(origin, '/api/v1/directory');
    const runs = Number(argument);
    const measured: Record<string, { edge: IsolateCpu[]; floor: IsolateCpu[] }> = {};
    // Rounds over every case, each first request alternated with the bare function's.
    for (let round = 0; round < runs; round++) {
      for (const [name, { path, files }] of Object.entries(JSON.parse(cases) as Record<string, { path: string; files: string[] }>)) {
        const runsOf = (measured[name] ??= { edge: [], floor: [] });
        runsOf.edge.push(await inFreshIsolate(`${origin}${path}`));
        runsOf.floor.push(await inFreshIsolate(`${origin}${path}`, files));
      }
    }
    const medians = (list: IsolateCpu[]): IsolateCpu => ({ module: median(list.map((run) => run.module)), request: median(list.map((run) => run.request)) });
    console.log(JSON.stringify(Object.fromEntries(Object.entries(measured).map(([name, { edge, floor }]) => [name, { edge: medians(edge), floor: medians(floor) }]))));
  } else {
    const requests = Number(argument);
    const warm: Record<string, Cpu> = {};
    for (const [name, path] of Object.entries(JSON.parse(cases) as Record<string, string>)) {
      for (let i = 0; i < 20; i++) await cpuOf(origin, path);
      const runs: Cpu[] = [];
      for (let i = 0; i < requests; i++) runs.push(await cpuOf(origin, path));
      warm[name] = { thread: median(runs.map((run) => run.thread)), process: median(runs.map((run) => run.process)) };
    }
    console.log(JSON.stringify(warm));
  }
}
