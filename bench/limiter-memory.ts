/**
 * Memory of the local server's rate limiter under many distinct clients: heap after `n` clients
 * each made one request, against the heap before, garbage collected both times. Run in a fresh
 * process per size, with `--expose-gc`: `npx node --expose-gc bench/limiter-memory.ts 100000`;
 * prints one JSON line.
 */
import { MAX_TRACKED_CLIENTS, RateLimiter } from '../src/hosts/node/rate-limit.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const clients = Number(process.argv[2] ?? 100_000);
gc();
const before = process.memoryUsage().heapUsed;
const limiter = new RateLimiter(60, 60_000);
// Distinct addresses (up to 2^24), as a flood from many sources would bring.
for (let i = 0; i < clients; i++) limiter.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
gc();
const after = process.memoryUsage().heapUsed;
console.log(JSON.stringify({ clients, tracked: limiter.trackedClients, max_tracked: MAX_TRACKED_CLIENTS, heap_bytes: after - before }));
