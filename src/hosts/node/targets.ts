/**
 * Request targets as the local server reads them, before any routing: which ones belong to the
 * API, the path a problem names, the path of a request Node refused, and whether its `Host`
 * header fields are acceptable. Pure functions.
 */
import { echoed } from '../../router/params.ts';

/**
 * The request target's path as the router would see it: `..` resolved, the host ignored. A target
 * no URL can be made of (`/\\`, which URL parsing reads as `//` with an empty host) is its own path.
 * @example pathOf('/api/v1/../v1/directory?page=2') === '/api/v1/directory'
 */
export function pathOf(target: string): string {
  try {
    return new URL(relativeTarget(target), 'http://localhost').pathname;
  } catch {
    return target;
  }
}

/** An absolute-form or `*` target gets no say over the host: only its path counts. */
export function relativeTarget(target: string): string {
  return target.startsWith('/') && !target.startsWith('//') ? target : `/${target.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/^\/+/, '')}`;
}

/**
 * A target serve-handler can serve once given as `servedTarget`: it throws on malformed
 * percent-encoding, a NUL has no file, and a `..` that only decoding makes a segment
 * (`/x%2F..%2F..%2Fetc`) would climb out of its folder, which it answers with its own English 400 page.
 * @example safePath('/llms.txt') && !safePath('/%zz') && !safePath('/x%2F..%2F..%2Fetc')
 */
export function safePath(target: string): boolean {
  try {
    const path = decodeURIComponent(pathOf(target));
    return !path.includes('\0') && !path.split('/').includes('..');
  } catch {
    return false;
  }
}

/**
 * The target serve-handler is given: the path with its dot segments resolved as the router
 * resolves an API path (and browsers, curl and Netlify's CDN any path: `/%2e%2e/llms.txt` is
 * `/llms.txt`), the query kept. serve-handler resolves none, and a `..` above the site's root
 * would get its English 400 page.
 * @example servedTarget('/%2e%2e/llms.txt?x=1') === '/llms.txt?x=1'
 */
export function servedTarget(target: string): string {
  const query = target.indexOf('?');
  return pathOf(target) + (query < 0 ? '' : target.slice(query));
}

/**
 * Where an address of a page that ends with `.html` or `/index` is sent, in one redirect: both
 * stripped as many times as they end it (`/index.html` → `/`), and repeated slashes merged, as
 * serve-handler's clean URLs do one strip per redirect (`/index.html` → `/index` → `/`). Undefined
 * for an address that ends with neither.
 * @example cleanPageAddress('/index.html') === '/' && cleanPageAddress('/reference.html') === '/reference' && cleanPageAddress('/reference') === undefined
 */
export function cleanPageAddress(path: string): string | undefined {
  // Stripped from the end, one known ending at a time: a regular expression anchored at the end
  // would be tried from every position of a long target.
  let end = path.length;
  let ending: string | undefined;
  while ((ending = PAGE_ENDINGS.find((suffix) => path.endsWith(suffix, end)))) end -= ending.length;
  return end === path.length ? undefined : path.slice(0, end).replace(/\/{2,}/g, '/') || '/';
}

const PAGE_ENDINGS = ['.html', '/index'];

/**
 * Whether a path names the site's 404 page itself (`/404`, `/404.html`, `/404/`): that page is no
 * page of the site, so its addresses are unknown addresses, answered 404 with it, as
 * netlify.toml's rules have Netlify answer them; serve-handler's clean URLs would serve it 200.
 * @example isNotFoundPage('/404') && isNotFoundPage('/404.html') && !isNotFoundPage('/4040')
 */
export function isNotFoundPage(path: string): boolean {
  return /^\/404(?:\.html|\/(?:index(?:\.html)?)?)?$/.test(path);
}

/**
 * Whether the API answers a target rather than the static files: `/api` itself, and any target
 * under `/api/` as written (`/api/../x` too, and `//api/../x`, whose leading slashes the server
 * merges into one: `relativeTarget`), once `..` is resolved, or once percent-decoded
 * (`/%61pi/…`, `/api%2Fv1%2F…`), so that none gets serve-handler's HTML page. Those last ones
 * are not decoded for routing: the router matches paths as written (encoded slashes stay
 * encoded, its own rule), so they get its JSON 404 problem, the simpler of the two consistent
 * answers and the one that never gives a resource two addresses.
 * @example isApiTarget('/%61pi/v1/directory') === true && isApiTarget('/apis') === false
 */
export function isApiTarget(target: string): boolean {
  const path = pathOf(target);
  return [relativeTarget(target), path, pathOf(decodeAscii(path))].some((candidate) => candidate === '/api' || candidate.startsWith('/api/'));
}

/** Percent-escapes of ASCII characters decoded, the others left: enough to read `/api/`, and it never throws. */
const decodeAscii = (path: string) => path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The `instance` of a problem about a request for `target`: its path, cut as the router cuts
 * what it echoes (`echoed`), so that a 16 KB target cannot make a 16 KB problem document.
 * @example problemInstance('/api/v1/directory/tools?q=x') === '/api/v1/directory/tools'
 */
export function problemInstance(target: string): string {
  return echoed(pathOf(target));
}

/**
 * The target of a request Node refused while parsing it, read from the bytes it was parsing
 * (`rawPacket`, up to `bytesParsed`, of its parse error); undefined when they do not hold that
 * request's line up to the end of its path. The refused request starts after the last blank line
 * before the error: a request before it on the same connection ends there. When the line came
 * in an earlier packet, its path is unknown.
 * @example refusedTarget(Buffer.from('GET /api/v1/directory?q=xxxx'), 28) === '/api/v1/directory'
 */
export function refusedTarget(packet: Buffer | undefined, parsed: number | undefined): string | undefined {
  if (!packet) return undefined;
  const end = parsed ?? packet.byteLength;
  return /^[A-Z]+ ([^ ?]+)[ ?]/.exec(packet.subarray(refusedRequestStart(packet, end), end).toString('latin1'))?.[1];
}

/** Where the request Node refused at `parsed` starts in its packet: after the last blank line before it, which ends a request before it on the same connection. */
function refusedRequestStart(packet: Buffer, parsed: number): number {
  const blank = packet.subarray(0, parsed).lastIndexOf('\r\n\r\n');
  return blank < 0 ? 0 : blank + 4;
}

/** A suggested target longer than this is not repeated in a problem's detail. */
const MAX_SUGGESTED_TARGET = 200;

/**
 * The detail for a request line Node refused at a byte outside ASCII in its target: an accent
 * typed as is (curl sends `?q=géométrie` unencoded; browsers and fetch encode it). Names the
 * character, its percent-encoding and the target to send instead; undefined when the refused byte
 * is something else or lies outside the target, or when the packet does not hold the whole target
 * as UTF-8.
 * @example unencodedTargetDetail(Buffer.from('GET /x?q=é HTTP/1.1'), 9) === 'L’adresse contient « é » tel quel : écrivez-le %C3%A9 (ses octets UTF-8 encodés en pourcentage), soit /x?q=%C3%A9.'
 */
export function unencodedTargetDetail(packet: Buffer | undefined, parsed: number | undefined): string | undefined {
  if (!packet || parsed === undefined || (packet[parsed] ?? 0) < 0x80) return undefined;
  const start = refusedRequestStart(packet, parsed);
  const line = /^[A-Z]+ ([^ \r\n]+)[ \r]/.exec(packet.subarray(start).toString('latin1'));
  // A byte refused past the target, in a header's name, is not the target's fault.
  if (!line || parsed >= start + line[0].length - 1) return undefined;
  let target: string;
  try {
    target = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(line[1], 'latin1'));
  } catch {
    return undefined;
  }
  const character = [...target].find((char) => char > '\x7f')!;
  const encoded = target.replace(/[^\x00-\x7f]+/gu, encodeURIComponent);
  const suggestion = encoded.length <= MAX_SUGGESTED_TARGET ? `, soit ${encoded}` : '';
  return `L’adresse contient « ${character} » tel quel : écrivez-le ${encodeURIComponent(character)} (ses octets UTF-8 encodés en pourcentage)${suggestion}.`;
}

/**
 * A host as RFC 9112 §3.2 wants `Host` to hold it: a name (RFC 3986's reg-name), an IPv4
 * address or a bracketed IPv6 one, then perhaps a port; empty when the target has no authority.
 */
const HOST_VALUE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9\-._~!$&'()*+,;=%]*)(?::[0-9]*)?$/i;

/**
 * What is wrong with a request's `Host` header fields, in French, or undefined when nothing is.
 * RFC 9112 §3.2: a server answers 400 to an HTTP/1.1 request without one, and to any request
 * with more than one or with a value that is not a host. Node keeps the first of several and
 * takes any value; `rawHeaders` has them all, names and values alternating.
 * @example hostFieldProblem('1.1', ['Host', 'a', 'host', 'b']) === 'La requête porte 2 en-têtes Host : un seul est permis.'
 */
export function hostFieldProblem(httpVersion: string, rawHeaders: readonly string[]): string | undefined {
  const hosts = rawHeaders.filter((_, i) => i % 2 === 1 && rawHeaders[i - 1].toLowerCase() === 'host');
  if (hosts.length === 0) return httpVersion === '1.1' ? 'L’en-tête Host manque : HTTP/1.1 l’exige.' : undefined;
  if (hosts.length > 1) return `La requête porte ${hosts.length} en-têtes Host : un seul est permis.`;
  return HOST_VALUE.test(hosts[0]) ? undefined : `L’en-tête Host « ${echoed(hosts[0])} » n’est pas un nom d’hôte, suivi au besoin de « :port ».`;
}
