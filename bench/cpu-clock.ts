/**
 * CPU clocks for benchmarks, in milliseconds, under Node and under Deno (the edge runtime):
 * - `threadCpu`: the calling thread's, the one that runs the script: what an edge isolate's
 *   request executes (Netlify counts "all time spent running your scripts");
 * - `processCpu`: the whole process's, the engine's background threads included (compilers of
 *   optimised code, the garbage collector's helpers): an upper bound.
 * Node has `process.threadCpuUsage`, which on Linux advances by scheduler ticks (4 ms on this
 * machine): right over many requests, coarse for one. Under Deno the POSIX clocks are read
 * through FFI (`--allow-ffi`), to the nanosecond, as Deno exposes no thread clock.
 */
import process from 'node:process';

declare const Deno: { dlopen: (path: string, symbols: Record<string, { parameters: string[]; result: string }>) => { symbols: Record<string, (...args: unknown[]) => number> } } | undefined;

/** Linux's `clockid_t` values. */
const CLOCK_PROCESS_CPUTIME_ID = 2;
const CLOCK_THREAD_CPUTIME_ID = 3;

function posixClock(): ((clock: number) => number) | undefined {
  if (typeof Deno === 'undefined') return undefined;
  const libc = Deno.dlopen('libc.so.6', { clock_gettime: { parameters: ['i32', 'buffer'], result: 'i32' } });
  const time = new BigInt64Array(2);
  return (clock) => {
    if (libc.symbols.clock_gettime(clock, time) !== 0) throw new Error('clock_gettime failed');
    return Number(time[0]) * 1e3 + Number(time[1]) / 1e6;
  };
}

const posix = posixClock();
const ms = ({ user, system }: { user: number; system: number }) => (user + system) / 1000;

export const threadCpu: () => number = posix ? () => posix(CLOCK_THREAD_CPUTIME_ID) : () => ms(process.threadCpuUsage());
export const processCpu: () => number = posix ? () => posix(CLOCK_PROCESS_CPUTIME_ID) : () => ms(process.cpuUsage());
// Read once here, so that the first reading a benchmark takes does not count the clocks' own first call.
threadCpu();
processCpu();
