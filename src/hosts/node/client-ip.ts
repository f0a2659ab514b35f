/**
 * The client's address as the rate limiter counts it. Behind proxies, each one appends the
 * address it received the request from to `X-Forwarded-For`; only the entries appended by the
 * proxies the server trusts are true. The server is told which proxies those are by count (the
 * nearest `n`, as nginx's `real_ip_recursive`, Express's `trust proxy = n`) or by address (as
 * Express's `trust proxy = '10.0.0.0/8'`): by address, a request that reaches the server around
 * its proxies cannot forge its way to a fresh budget, since its own socket is not trusted.
 */
import { BlockList, isIP } from 'node:net';

/** Longest key the limiter stores: an IPv6 address with a zone index fits. */
const MAX_KEY_LENGTH = 64;

/** The proxies whose `X-Forwarded-For` entries are believed: how many stand in front, or their addresses. */
export type TrustedProxies = number | BlockList;

/**
 * `forwarded` is the `X-Forwarded-For` header (Node joins repeated ones with commas), `peer` the
 * socket's address. By count, the client is the entry the outermost trusted proxy wrote, counted
 * from the right. By address, the socket and then the entries from the right are passed while
 * they are trusted proxies; the first that is not one is the client. An entry that is not an IP
 * address is not believed: the socket's address (the nearest proxy) is counted instead, so
 * forged garbage shares the proxy's budget.
 * @example clientIp('198.51.100.7, 10.0.0.2', '10.0.0.1', 2) === '198.51.100.7'
 * @example clientIp('198.51.100.7, 10.0.0.2', '10.0.0.1', 0) === '10.0.0.1'
 */
export function clientIp(forwarded: string | undefined, peer: string | undefined, trusted: TrustedProxies): string {
  const socket = (peer ?? 'unknown').slice(0, MAX_KEY_LENGTH);
  if (trusted === 0 || forwarded === undefined || forwarded.trim() === '') return socket;
  const entries = forwarded.split(',');
  if (typeof trusted === 'number') {
    // Fewer entries than trusted proxies: the request passed fewer of them, the leftmost is the client.
    const entry = entries[Math.max(entries.length - trusted, 0)].trim();
    return isAddress(entry) ? entry : socket;
  }
  let hop = socket;
  for (let i = entries.length - 1; i >= 0 && isTrustedAt(trusted, hop); i--) {
    hop = entries[i].trim();
    if (!isAddress(hop)) return socket;
  }
  // Every entry written by trusted proxies: the leftmost is the client, as with a count.
  return hop;
}

const isAddress = (entry: string) => entry.length <= MAX_KEY_LENGTH && isIP(entry) !== 0;

function isTrustedAt(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  // An IPv4 address seen through an IPv6 socket (`::ffff:10.0.0.1`) matches the IPv4 ranges.
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The `TRUST_PROXY` setting: how many proxies stand in front of the server, or a comma-separated
 * list of their addresses and ranges (`10.0.0.0/8`, `2001:db8::/32`, `loopback` for 127.0.0.0/8
 * and ::1). `true` is kept as one proxy, its meaning before counts were accepted.
 * @example trustedProxies('2') === 2
 * @example trustedProxies(undefined) === 0
 */
export function trustedProxies(setting: string | undefined): TrustedProxies {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const proxies = new BlockList();
  for (const item of value.split(',').map((part) => part.trim())) {
    if (!addProxies(proxies, item)) {
      throw new Error(
        `TRUST_PROXY=${setting} is not understood: give the number of proxies in front of the server (0 for none, 1 for one reverse proxy), or their addresses, comma-separated (127.0.0.1, 10.0.0.0/8, 2001:db8::/32, loopback); "${item}" is neither.`,
      );
    }
  }
  return proxies;
}

/** Adds one address, range or `loopback` to `proxies`; false when `item` is none of them. */
function addProxies(proxies: BlockList, item: string): boolean {
  if (item === 'loopback') {
    proxies.addSubnet('127.0.0.0', 8, 'ipv4');
    proxies.addAddress('::1', 'ipv6');
    return true;
  }
  const [address, prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))) return false;
  if (prefix === undefined) proxies.addAddress(address, type);
  else proxies.addSubnet(address, Number(prefix), type);
  return true;
}
