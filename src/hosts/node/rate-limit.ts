/**
 * Per-client fixed-window rate limit, the limit Netlify applies at the edge (where its window
 * slides): a client may make `limit` requests in a window that opens with its first request, so
 * that across the end of one window and the start of the next it may make up to twice as many.
 * Decisions are synchronous, so concurrent requests cannot slip past the count. Memory is
 * bounded whatever the traffic: at most `maxClients` windows are kept, the least recently
 * active client forgotten first.
 */
import { Lru } from '../../router/lru.ts';

export interface RateLimit {
  allowed: boolean;
  limit: number;
  remaining: number;
  windowSeconds: number;
  /** Seconds until the client's window closes (at least 1). */
  resetSeconds: number;
}

/** Clients tracked at once by default: about 13 MB of windows (measured by `npm run bench`). */
export const MAX_TRACKED_CLIENTS = 100_000;

interface Window {
  start: number;
  count: number;
}

export class RateLimiter {
  private readonly windows: Lru<string, Window>;
  private lastSweep: number;
  /** Requests per window; 0 means no limit. */
  readonly limit: number;
  readonly windowMs: number;
  private readonly now: () => number;

  constructor(limit: number, windowMs: number, now: () => number = Date.now, maxClients: number = MAX_TRACKED_CLIENTS) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
    this.windows = new Lru({ maxEntries: maxClients });
    this.lastSweep = now();
  }

  /** Clients whose window is held in memory. */
  get trackedClients(): number {
    return this.windows.count;
  }

  take(client: string): RateLimit {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    const allowed = this.limit === 0 || window.count < this.limit;
    if (allowed) window.count++;
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(this.limit - window.count, 0),
      windowSeconds: Math.round(this.windowMs / 1000),
      resetSeconds: Math.max(Math.ceil((window.start + this.windowMs - now) / 1000), 1),
    };
  }

  /** Forgets closed windows once per window, so that memory follows the active clients only. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const closed = [...this.windows].filter(([, window]) => now - window.start >= this.windowMs);
    for (const [client] of closed) this.windows.delete(client);
  }
}
