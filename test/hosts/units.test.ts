/** The small pieces of the local server and the router, as tables: cache bounds, rate windows, client IPs, codings, request targets, static file headers. */
import { describe, expect, it } from 'vitest';
import { clientIp, trustedProxies } from '../../src/hosts/node/client-ip.ts';
import { RateLimiter } from '../../src/hosts/node/rate-limit.ts';
import { pickEncoding } from '../../src/hosts/node/responses.ts';
import { forPattern, headerRules, headersFor } from '../../src/hosts/node/static-headers.ts';
import { cleanPageAddress, hostFieldProblem, isApiTarget, isNotFoundPage, problemInstance, refusedTarget, unencodedTargetDetail } from '../../src/hosts/node/targets.ts';
import { Lru } from '../../src/router/lru.ts';

describe('Lru', () => {
  it('drops the least recently used entry over its count', () => {
    const lru = new Lru<string, number>({ maxEntries: 2 });
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([...lru].map(([key]) => key)).toEqual(['a', 'c']);
    expect(lru.peek('b')).toBeUndefined();
  });

  it('drops the oldest entries over its size, and keeps the size exact on replace and delete', () => {
    const lru = new Lru<string, string>({ maxEntries: 100, maxSize: 10, sizeOf: (value) => value.length });
    lru.set('a', 'xxxx');
    lru.set('b', 'yyyy');
    lru.set('a', 'xx');
    expect(lru.totalSize).toBe(6);
    lru.set('c', 'zzzzzz');
    expect([...lru].map(([key]) => key)).toEqual(['a', 'c']);
    expect(lru.totalSize).toBe(8);
    lru.delete('a');
    expect(lru.totalSize).toBe(6);
    lru.set('huge', 'h'.repeat(50));
    expect([...lru].map(([key]) => key)).toEqual(['c']);
  });

  it('stays in order and in bounds under long churn with reads', () => {
    const lru = new Lru<number, number>({ maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) {
      lru.set(i, i);
      // Reading a key fifty behind moves it to the end, ahead of keys stored after it.
      if (i >= 50) lru.get(i - 50);
    }
    const keys = [...lru].map(([key]) => key);
    expect(keys).toHaveLength(100);
    expect(new Set(keys).size).toBe(100);
    expect(keys.slice(-2)).toEqual([9999, 9949]);
    expect(lru.peek(9949)).toBe(9949);
  });
});

describe('RateLimiter with a fake clock', () => {
  it('opens a window at the first request and resets it when the window has passed', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
    now += 59_000;
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 1 });
    expect(limiter.take('a')).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 1 });
    expect(limiter.take('b')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
    now += 1_000;
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
  });

  it('forgets closed windows once per window', () => {
    let now = 0;
    const limiter = new RateLimiter(5, 60_000, () => now);
    for (let i = 0; i < 100; i++) limiter.take(`client-${i}`);
    now = 30_000;
    limiter.take('late');
    expect(limiter.trackedClients).toBe(101);
    now = 60_000;
    limiter.take('later');
    // The hundred windows opened at 0 are closed; 'late' (opened at 30 s) and 'later' stay.
    expect(limiter.trackedClients).toBe(2);
  });

  it('tracks at most maxClients, forgetting the least recently active', () => {
    const limiter = new RateLimiter(1, 60_000, () => 0, 3);
    for (const client of ['a', 'b', 'c']) limiter.take(client);
    expect(limiter.take('a').allowed).toBe(false);
    limiter.take('d');
    expect(limiter.trackedClients).toBe(3);
    // 'b' was the least recently active: forgotten, so it starts a new window.
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('never refuses with a limit of 0', () => {
    const limiter = new RateLimiter(0, 60_000, () => 0);
    for (let i = 0; i < 1000; i++) expect(limiter.take('a').allowed).toBe(true);
  });
});

describe('clientIp', () => {
  it.each<[string | undefined, number, string]>([
    [undefined, 1, '10.0.0.1'],
    ['203.0.113.7', 0, '10.0.0.1'],
    ['203.0.113.7', 1, '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7', 1, '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7', 2, '198.51.100.1'],
    ['198.51.100.1,203.0.113.7,  10.0.0.9', 2, '203.0.113.7'],
    ['203.0.113.7', 3, '203.0.113.7'],
    ['2001:db8::1', 1, '2001:db8::1'],
    ['', 1, '10.0.0.1'],
    ['unknown', 1, '10.0.0.1'],
    ['203.0.113.7:443', 1, '10.0.0.1'],
    ['[2001:db8::1]', 1, '10.0.0.1'],
    ['203.0.113.7\r\nX: y', 1, '10.0.0.1'],
    [`${'1'.repeat(100)}`, 1, '10.0.0.1'],
  ])('X-Forwarded-For %j with %i trusted proxies → %s', (forwarded, proxies, ip) => expect(clientIp(forwarded, '10.0.0.1', proxies)).toBe(ip));

  it.each<[string | undefined, number]>([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['TRUE', 1],
    ['1', 1],
    ['3', 3],
  ])('TRUST_PROXY=%j trusts %i proxies', (setting, count) => expect(trustedProxies(setting)).toBe(count));

  it.each(['yes', '-1', '1.5', '999', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/x', '10.0.0.0/8/2', '10.0.0.1,', '10.0.0.1, proxy.local', 'localhost'])(
    'refuses TRUST_PROXY=%j with a message that says what to give',
    (setting) => {
      expect(() => trustedProxies(setting)).toThrow(/TRUST_PROXY=.* is not understood: give the number of proxies in front of the server .*, or their addresses/);
    },
  );

  // Proxies by address: the socket must be one of them before any entry is believed.
  const byAddress = trustedProxies(' 10.0.0.0/8, LOOPBACK,2001:db8:ff::7 ');
  it.each<[string | undefined, string, string]>([
    ['203.0.113.7', '198.51.100.5', '198.51.100.5'],
    ['203.0.113.7', '10.0.0.1', '203.0.113.7'],
    ['203.0.113.7', '::ffff:10.0.0.1', '203.0.113.7'],
    ['203.0.113.7', '127.0.0.1', '203.0.113.7'],
    ['203.0.113.7', '::1', '203.0.113.7'],
    ['203.0.113.7', '2001:db8:ff::7', '203.0.113.7'],
    ['203.0.113.7', '2001:db8:ff::8', '2001:db8:ff::8'],
    ['198.51.100.1, 203.0.113.7', '10.0.0.1', '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7, 10.0.0.9', '10.0.0.1', '203.0.113.7'],
    ['10.0.0.7,10.0.0.9', '10.0.0.1', '10.0.0.7'],
    ['2001:db8::1', '::1', '2001:db8::1'],
    [undefined, '10.0.0.1', '10.0.0.1'],
    ['', '10.0.0.1', '10.0.0.1'],
    ['unknown', '10.0.0.1', '10.0.0.1'],
    ['garbage, 10.0.0.9', '10.0.0.1', '10.0.0.1'],
    ['203.0.113.7:443', '10.0.0.1', '10.0.0.1'],
    [`${'1'.repeat(100)}`, '10.0.0.1', '10.0.0.1'],
  ])('X-Forwarded-For %j from socket %s, proxies by address → %s', (forwarded, peer, ip) => expect(clientIp(forwarded, peer, byAddress)).toBe(ip));
});

describe('pickEncoding', () => {
  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['br;q=abc', undefined],
    ['deflate', undefined],
    // The highest q-value wins, whatever the order.
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'gzip'],
    ['GZIP ; Q=0.7 , br ; q=0.3', 'gzip'],
    ['gzip;q=0.999, br;q=1.000', 'br'],
    // On a tie: br, then gzip, then no coding.
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['identity, gzip', 'gzip'],
    // identity may win; unnamed, it is acceptable but last.
    ['identity;q=1, gzip;q=0.5', undefined],
    ['gzip;q=0.001', 'gzip'],
    ['identity;q=0, *;q=0', undefined],
    // `*` weighs the codings not named, identity included.
    ['*;q=0.5, br;q=0.2', 'gzip'],
    ['*;q=0.5, identity', undefined],
    ['*;q=0', undefined],
    // x-gzip is gzip.
    ['x-gzip', 'gzip'],
    ['x-gzip;q=0.9, br;q=0.5', 'gzip'],
    // Not a q-value: the coding is refused rather than guessed at.
    ['br;q=2, gzip;q=0.1', 'gzip'],
    ['br;q=0.0001, gzip;q=0.1', 'gzip'],
    ['br;q=-1', undefined],
  ])('Accept-Encoding %j → %s', (header, coding) => expect(pickEncoding(header)).toBe(coding));
});

describe('request targets', () => {
  it.each<[string, boolean]>([
    ['/api/v1/directory', true],
    ['/api', true],
    ['/api?page=2', true],
    ['/api/', true],
    ['/api/../package.json', true],
    ['//api/../..', true],
    ['///api/..', true],
    ['/x/../api/v1', true],
    ['/%61pi/v1/directory', true],
    ['/%61%70%69', true],
    ['/api%2Fv1%2Fdirectory', true],
    ['/x/..%2Fapi%2Fv1', true],
    ['http://evil.example/api/v1', true],
    ['/', false],
    ['/apis', false],
    ['/api.html', false],
    ['/%61pis', false],
    ['/docs/api/v1', false],
    ['/%zz/api', false],
    ['/\\', false],
  ])('%j is for the API: %s', (target, api) => expect(isApiTarget(target)).toBe(api));

  it.each<[string, string | undefined]>([
    ['/index.html', '/'],
    ['/index', '/'],
    ['/reference.html', '/reference'],
    ['/problems/index.html', '/problems'],
    ['/a/index/index.html', '/a'],
    ['/x.html.html', '/x'],
    ['//index.html', '/'],
    ['/', undefined],
    ['/reference', undefined],
    ['/llms.txt', undefined],
    ['/indexes', undefined],
  ])('a page at %j is redirected to %j', (path, clean) => expect(cleanPageAddress(path)).toBe(clean));

  it.each<[string, boolean]>([
    ['/404', true],
    ['/404.html', true],
    ['/404/', true],
    ['/404/index.html', true],
    ['/4040', false],
    ['/404.htm', false],
    ['/problems/404', false],
  ])('%j is the 404 page itself: %s', (path, page) => expect(isNotFoundPage(path)).toBe(page));

  it.each<[string, string]>([
    ['/api/v1/directory/tools?q=x', '/api/v1/directory/tools'],
    ['/api/v1/directory/tools/../collections', '/api/v1/directory/collections'],
    ['http://evil.example/api/v1', '/api/v1'],
    [`/api/v1/directory/tools/${'a'.repeat(200)}`, `/api/v1/directory/tools/${'a'.repeat(120 - '/api/v1/directory/tools/'.length)}…`],
    [`/${'a'.repeat(119)}`, `/${'a'.repeat(119)}`],
    ['/', '/'],
  ])('a problem about %j names %j', (target, instance) => expect(problemInstance(target)).toBe(instance));

  it.each<[string, number | undefined, string | undefined]>([
    ['GET /api/v1/directory/tools HTTP/1.1\r\nHost: x\r\nX-Big: aaaa', undefined, '/api/v1/directory/tools'],
    ['GET /api/v1/directory/tools?q=xxxxxxxx', undefined, '/api/v1/directory/tools'],
    ['HEAD http://x/api/v1 HTTP/1.1\r\n', undefined, 'http://x/api/v1'],
    // The path itself cut by the packet: unknown.
    ['GET /api/v1/directory/too', undefined, undefined],
    // A request before the refused one on the same connection: the refused one is after it.
    ['GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nX-Big: aaaa', undefined, '/b'],
    // …and not one sent after the point where Node stopped.
    ['GET /a HTTP/1.1\r\nX-Big: aaaa\r\n\r\nGET /b HTTP/1.1\r\n\r\n', 20, '/a'],
    // The packet starts inside the headers: the line came earlier.
    ['aaaaaaaaaaaaaaaaaaaaa\r\nX-Other: 1', undefined, undefined],
    ['garbage\r\n\r\n', 0, undefined],
    ['\x16\x03\x01\x02\x00', 0, undefined],
  ])('a refused packet %j, parsed up to %j, is for %j', (packet, parsed, target) => expect(refusedTarget(Buffer.from(packet, 'latin1'), parsed)).toBe(target));

  it('knows no target without a packet', () => expect(refusedTarget(undefined, undefined)).toBeUndefined());

  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  it.each<[string, Buffer, number | undefined, string | undefined]>([
    ['an accent in the query', utf8('GET /api/v1/directory/tools?q=géométrie HTTP/1.1\r\nHost: x\r\n\r\n'), 31, 'L’adresse contient « é » tel quel : écrivez-le %C3%A9 (ses octets UTF-8 encodés en pourcentage), soit /api/v1/directory/tools?q=g%C3%A9om%C3%A9trie.'],
    ['an accent in the path', utf8('GET /api/v1/directory/tools/élève HTTP/1.1\r\n'), 28, 'L’adresse contient « é » tel quel : écrivez-le %C3%A9 (ses octets UTF-8 encodés en pourcentage), soit /api/v1/directory/tools/%C3%A9l%C3%A8ve.'],
    ['a character of four bytes', utf8('GET /?q=🦊 HTTP/1.1\r\n'), 8, 'L’adresse contient « 🦊 » tel quel : écrivez-le %F0%9F%A6%8A (ses octets UTF-8 encodés en pourcentage), soit /?q=%F0%9F%A6%8A.'],
    ['a request before it on the connection', utf8('GET /a HTTP/1.1\r\n\r\nGET /?q=à HTTP/1.1\r\n'), 27, 'L’adresse contient « à » tel quel : écrivez-le %C3%A0 (ses octets UTF-8 encodés en pourcentage), soit /?q=%C3%A0.'],
    ['a target too long to repeat', utf8(`GET /?q=é${'a'.repeat(200)} HTTP/1.1\r\n`), 8, 'L’adresse contient « é » tel quel : écrivez-le %C3%A9 (ses octets UTF-8 encodés en pourcentage).'],
    // Not UTF-8 (a Latin-1 é): nothing sure to suggest.
    ['a byte that is not UTF-8', Buffer.from('GET /?q=\xe9 HTTP/1.1\r\n', 'latin1'), 8, undefined],
    ['a control character', utf8('GET /?q=a\x01 HTTP/1.1\r\n'), 9, undefined],
    // The target cut by the packet, or its line in an earlier one: unknown.
    ['a target cut by the packet', utf8('GET /?q=géo'), 9, undefined],
    ['a packet inside the headers', utf8('X-Name: é\r\n\r\n'), 8, undefined],
    // Refused in a header's name, after an ASCII target.
    ['an accent in a header name', utf8('GET /api/v1/directory HTTP/1.1\r\nNamé: 1\r\n\r\n'), 35, undefined],
    ['no packet', undefined as unknown as Buffer, undefined, undefined],
  ])('a request refused at %s gets the detail expected', (_, packet, parsed, detail) => expect(unencodedTargetDetail(packet, parsed)).toBe(detail));

  it.each([
    ['1.1', ['Host', 'localhost:4321'], undefined],
    ['1.1', ['host', 'annuaire.example'], undefined],
    ['1.1', ['Host', '127.0.0.1'], undefined],
    ['1.1', ['Host', '[::1]:4321'], undefined],
    // A target without authority sends an empty Host.
    ['1.1', ['Host', ''], undefined],
    ['1.0', [], undefined],
    ['1.1', ['Accept', '*/*'], 'L’en-tête Host manque : HTTP/1.1 l’exige.'],
    ['1.1', ['Host', 'a', 'Accept', '*/*', 'HOST', 'b'], 'La requête porte 2 en-têtes Host : un seul est permis.'],
    ['1.0', ['Host', 'a', 'host', 'a'], 'La requête porte 2 en-têtes Host : un seul est permis.'],
    ['1.1', ['Host', 'a b'], 'L’en-tête Host « a b » n’est pas un nom d’hôte, suivi au besoin de « :port ».'],
    ['1.1', ['Host', 'a/b'], 'L’en-tête Host « a/b » n’est pas un nom d’hôte, suivi au besoin de « :port ».'],
    ['1.1', ['Host', 'user@a'], 'L’en-tête Host « user@a » n’est pas un nom d’hôte, suivi au besoin de « :port ».'],
    ['1.1', ['Host', 'a:port'], 'L’en-tête Host « a:port » n’est pas un nom d’hôte, suivi au besoin de « :port ».'],
  ])('HTTP/%s with the header fields %j: %j', (version, rawHeaders, problem) => expect(hostFieldProblem(version, rawHeaders)).toBe(problem));
});

describe('static file headers (netlify.toml)', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/a/b.png', true],
    ['/screenshots/*', '/screenshots', true],
    ['/screenshots/*', '/screenshots/ab/x.png', true],
    ['/screenshots/*', '/SCREENSHOTS/ab/x.png', true],
    // Netlify's reading: the slash before a `*` segment is optional, so the prefix alone matches.
    ['/screenshots/*', '/screenshotsx/a.png', true],
    ['/screenshots/*', '/a/screenshots/x.png', false],
    ['/_api/*.csv', '/_api/export/tools.csv', true],
    ['/_api/*.csv', '/_api/export/tools.csv.json', false],
    ['/_api/*.json', '/_api/tools/ab/chatgpt.json/', true],
    ['/tools/:slug', '/tools/chatgpt', true],
    ['/tools/:slug', '/tools/a/b', false],
    ['/a.b', '/axb', false],
  ])('%s matches %s: %s', (path, pathname, matches) => expect(forPattern(path).test(pathname)).toBe(matches));

  it('gives every matching rule, joining the values of a header two rules set', () => {
    const rules = headerRules('[[headers]]\n  for = "/*"\n  [headers.values]\n    A = "1"\n[[headers]]\n  for = "/x/*"\n  [headers.values]\n    A = "2"\n    B = "3"\n');
    expect(headersFor(rules, '/x/y')).toEqual({ A: '1, 2', B: '3' });
    expect(headersFor(rules, '/y')).toEqual({ A: '1' });
  });
});

