/**
 * Runs inside Deno (the edge runtime's engine): the Netlify edge function itself, its files
 * fetched over loopback from a static server standing in for Netlify's CDN, CPU time per request
 * of the thread that runs the function and of the whole Deno process (every thread: background
 * compilers and collector included), as `bench/cpu-clock.ts` reads them.
 * Also the floor under a first request: a bare function that fetches the files the edge function
 * fetched for it, reads them and answers a small body, with no router (`floor`).
 * Usage: deno run --allow-net=127.0.0.1 --allow-env --allow-ffi bench/edge-cpu.ts <origin> cold <path>
 *        deno run --allow-net=127.0.0.1 --allow-env --allow-ffi bench/edge-cpu.ts <origin> floor <path> <[file URL…] JSON>
 *        deno run --allow-net=127.0.0.1 --allow-env --allow-ffi bench/edge-cpu.ts <origin> warm <requests> <{case: path} JSON>
 * Prints JSON: milliseconds of CPU, `{ thread, process }`, by case for `warm`; for `cold`, also
 * the URLs of the files the function fetched, in order (`files`).
 */
import process from 'node:process';
import api from '../src/hosts/netlify/edge-functions/api.ts';
import { etagOf } from '../src/router/http.ts';
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

/**
 * A function with no router that reads the same files as a request of the edge function, one
 * after another (`files`, their URLs), and answers a small JSON body with the router's own ETag
 * (`etagOf`): what the runtime costs a fresh isolate for that request before the router's work.
 */
function bareFunction(files: readonly string[]): (request: Request) => Promise<Response> {
  return async (request) => {
    let characters = 0;
    for (const file of files) characters += (await (await fetch(file)).text()).length;
    const body = JSON.stringify({ url: request.url, files: files.length, characters });
    return new Response(body, { headers: { 'Content-Type': 'application/json', ETag: await etagOf(body) } });
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (import.meta.main) {
  const [origin, mode, argument, cases] = process.argv.slice(2);
  if (mode === 'cold') {
    const files = recordFetches();
    console.log(JSON.stringify({ ...(await cpuOf(origin, argument)), files }));
  } else if (mode === 'floor') {
    recordFetches();
    console.log(JSON.stringify(await cpuOf(origin, argument, bareFunction(JSON.parse(cases) as string[]))));
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
