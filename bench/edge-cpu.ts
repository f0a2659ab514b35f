/**
 * Runs inside Deno (the edge runtime's engine): the Netlify edge function itself, its files
 * fetched over loopback from a static server standing in for Netlify's CDN, CPU time per request
 * read with `process.cpuUsage()` (the whole Deno process: every thread, GC included).
 * Usage: deno run --allow-net=127.0.0.1 --allow-env bench/edge-cpu.ts <origin> cold <path>
 *        deno run --allow-net=127.0.0.1 --allow-env bench/edge-cpu.ts <origin> warm <requests> <{case: path} JSON>
 * Prints JSON: milliseconds of CPU.
 */
import process from 'node:process';
import api from '../src/hosts/netlify/edge-functions/api.ts';

async function cpuOf(origin: string, path: string): Promise<number> {
  const started = process.cpuUsage();
  const response = await api(new Request(`${origin}${path}`));
  await response.arrayBuffer();
  const used = process.cpuUsage(started);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (import.meta.main) {
  const [origin, mode, argument, cases] = process.argv.slice(2);
  if (mode === 'cold') {
    console.log(JSON.stringify({ ms: await cpuOf(origin, argument) }));
  } else {
    const requests = Number(argument);
    const warm: Record<string, number> = {};
    for (const [name, path] of Object.entries(JSON.parse(cases) as Record<string, string>)) {
      for (let i = 0; i < 20; i++) await cpuOf(origin, path);
      const runs: number[] = [];
      for (let i = 0; i < requests; i++) runs.push(await cpuOf(origin, path));
      warm[name] = median(runs);
    }
    console.log(JSON.stringify(warm));
  }
}
