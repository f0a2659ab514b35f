/**
 * The client's address as the rate limiter counts it. Behind proxies, each one appends the
 * address it received the request from to `X-Forwarded-For`; only the entries appended by the
 * proxies the server trusts are true, so the client is the entry the outermost trusted proxy
 * wrote: counted from the right, `trustedProxies` entries in (as nginx's `real_ip_recursive`,
 * Express's `trust proxy = n`).
 */
import { isIP } from 'node:net';

/** Longest key the limiter stores: an IPv6 address with a zone index fits. */
const MAX_KEY_LENGTH = 64;

/**
 * `forwarded` is the `X-Forwarded-For` header (Node joins repeated ones with commas), `peer` the
 * socket's address. An entry that is not an IP address is not believed: the socket's address
 * (the nearest proxy) is counted instead, so forged garbage shares the proxy's budget.
 * @example clientIp('198.51.100.7, 10.0.0.2', '10.0.0.1', 2) === '198.51.100.7'
 * @example clientIp('198.51.100.7, 10.0.0.2', '10.0.0.1', 0) === '10.0.0.1'
 */
export function clientIp(forwarded: string | undefined, peer: string | undefined, trustedProxies: number): string {
  const socket = (peer ?? 'unknown').slice(0, MAX_KEY_LENGTH);
  if (trustedProxies === 0 || forwarded === undefined || forwarded.trim() === '') return socket;
  const entries = forwarded.split(',');
  // Fewer entries than trusted proxies: the request passed fewer of them, the leftmost is the client.
  const entry = entries[Math.max(entries.length - trustedProxies, 0)].trim();
  return entry.length <= MAX_KEY_LENGTH && isIP(entry) !== 0 ? entry : socket;
}

/**
 * The `TRUST_PROXY` setting: how many proxies stand in front of the server. `true` is kept
 * as one proxy, its meaning before counts were accepted.
 * @example trustedProxies('2') === 2
 * @example trustedProxies(undefined) === 0
 */
export function trustedProxies(setting: string | undefined): number {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  throw new Error(`TRUST_PROXY=${setting} is not understood: give the number of proxies in front of the server (0 for none, 1 for one reverse proxy).`);
}
