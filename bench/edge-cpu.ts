/**
 * Runs inside Deno (the edge runtime's engine): the Netlify edge function itself, its files
 * fetched over loopback from a static server standing in for Netlify's CDN, CPU time per request
 * of the thread that runs the function and of the whole Deno process (every thread: background
 * compilers and collector included), as `bench/cpu-clock.ts` reads them.
 * Usage: deno run --allow-net=127.0.0.1 --allow-env --allow-ffi bench/edge-cpu.ts <origin> cold <path>
 *        deno run --allow-net=127.0.0.1 --allow-env --allow-ffi bench/edge-cpu.ts <origin> warm <requests> <{case: path} JSON>
 * Prints JSON: milliseconds of CPU, `{ thread, process }`, by case for `warm`.
 */
import process from 'node:process';
import api from '../src/hosts/netlify/edge-functions/api.ts';
import { processCpu, threadCpu } from './cpu-clock.ts';

export interface Cpu {
  thread: number;
  process: number;
}

async function cpuOf(origin: string, path: string): Promise<Cpu> {
  const thread = threadCpu();
  const whole = processCpu();
  const response = await api(new Request(`${origin}${path}`));
  await response.arrayBuffer();
  const used = { thread: threadCpu() - thread, process: processCpu() - whole };
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return used;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (import.meta.main) {
  const [origin, mode, argument, cases] = process.argv.slice(2);
  if (mode === 'cold') {
    console.log(JSON.stringify(await cpuOf(origin, argument)));
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
