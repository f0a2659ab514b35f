/**
 * The documentation site as built, read as files: its text (spacing around inline code and links,
 * typography, what it says of the rate limit), the problem pages' examples against the real
 * answers of the router and the local server, and the `Cache-Control` it documents against what
 * the local server sends.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOADS, EXPORT_CSV_PATH } from '../../src/api/downloads.ts';
import { CACHEABLE_STATUSES, NOT_CACHEABLE_STATUSES } from '../../src/api/openapi.ts';
import { API_BASE_PATH, DEFAULT_LIST_QUERY, files, FILES_DIR } from '../../src/api/paths.ts';
import { CACHEABLE, NOT_CACHEABLE, RATE_LIMIT, RATE_WINDOW_SECONDS } from '../../src/api/policy.ts';
import { PROBLEM_EXPLANATIONS, PROBLEM_KINDS, problemHead } from '../../src/api/problems.ts';
import { LOCAL_ORIGIN, localOrigin, overLongQuery, oversizedRequest, problemCommand, stalledRequest } from '../../src/docs/problem-examples.ts';
import { fileReader } from '../../src/hosts/node/server.ts';
import type { ProblemKind } from '../../src/router/http.ts';
import { createRouter } from '../../src/router/router.ts';
import { startServer, type Running } from '../helpers/servers.ts';
import { FIXTURE_BASE } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

let dist: string;
/** Every HTML page of the fixture build, by path under `dist/`. */
let pages: Record<string, string>;

beforeAll(() => {
  dist = fixtureDist;
  const walk = (dir: string): string[] =>
    readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : walk(path);
      return entry.name.endsWith('.html') ? [path] : [];
    });
  pages = Object.fromEntries(walk('').map((path) => [path, readFileSync(join(dist, path), 'utf8')]));
});

/**
 * The prose of a page as text, with each `<code>` and `<a>` marked by `⟦` and `⟧` so that what
 * touches them shows: examples (`<pre>`), scripts and styles left out, block boundaries as spaces.
 */
function prose(html: string): string {
  return html
    .replace(/<(pre|script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<(?:code|a)\b[^>]*>/g, '⟦')
    .replace(/<\/(?:code|a)>/g, '⟧')
    .replace(/<\/?(?:strong|em|span|time|abbr)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Text of an HTML page as the browser shows it: entities decoded. */
const unescaped = (html: string) => html.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The texts of a page's `<pre><code>` blocks. */
const preTexts = (html: string) => [...html.matchAll(/<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map(([, code]) => unescaped(code));

/** The text of a page's last `<pre><code>`, as JSON. */
const preJson = (html: string): unknown => JSON.parse(preTexts(html).at(-1)!);

/** What the server writes back to raw bytes, read until it closes the connection. */
function rawExchange(port: number, bytes: string): Promise<{ status: number; cacheControl: string | undefined; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    // The server may close while a large request is still being written: its answer counts.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ status: Number(answer.split(' ')[1]), cacheControl: /^cache-control: (.*)$/im.exec(answer)?.[1], body: answer.slice(answer.indexOf('\r\n\r\n') + 4) }));
    socket.write(bytes);
  });
}

const running: Running[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
});
const start = async (options: Parameters<typeof startServer>[0]) => {
  const server = await startServer(options);
  running.push(server);
  return server;
};

describe('localOrigin: where the commands that only the local server answers are sent', () => {
  it.each([
    ['http://localhost:4455', 'http://localhost:4455'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:4321', 'http://localhost:4321'],
    ['https://localhost:4455', LOCAL_ORIGIN],
    ['https://annuaire.example.org', LOCAL_ORIGIN],
    ['http://annuaire.example.org', LOCAL_ORIGIN],
  ])('%s → %s', (base, expected) => expect(localOrigin(base)).toBe(expected));

  it('puts the local origin in the commands of a site built for this machine', () => {
    expect(problemCommand({ via: 'header', header: 'Mauvais nom: 1', path: '/api/v1/directory' }, 'http://localhost:4455')).toBe("curl -i -H 'Mauvais nom: 1' http://localhost:4455/api/v1/directory");
    expect(problemCommand({ via: 'stall', path: '/api/v1/directory' }, 'http://localhost:4455')).toContain('| nc localhost 4455');
    expect(problemCommand({ via: 'large-headers', path: '/api/v1/directory' }, 'http://localhost:4455')).toBe(`curl -i -H "X-Grand: $(head -c 17000 /dev/zero | tr '\\0' a)" http://localhost:4455/api/v1/directory`);
  });
});

describe('text of the built pages', () => {
  it('has pages to read, the French 404 page among them', () => {
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['index.html', 'reference.html', '404.html', 'problems/invalid-parameter.html']));
  });

  it('glues no word to inline code or a link (Astro drops a line break next to a tag)', () => {
    // A letter, digit or a mark French spaces after, right before `<code>`/`<a>`; a letter, digit
    // or opening bracket right after it; or two of them touching. Elision (« l’<code> ») is fine.
    const glued = /[\p{L}\p{N},;:!?)»]⟦|⟧[\p{L}\p{N}(«]|⟧⟦/u;
    const found = Object.entries(pages).flatMap(([path, html]) =>
      [...prose(html).matchAll(new RegExp(`.{0,30}(?:${glued.source}).{0,30}`, 'gu'))].map((match) => `${path}: ${match[0]}`),
    );
    expect(found).toEqual([]);
    // The check sees what it is meant to.
    expect(glued.test(prose('l’en-tête<code>Link</code>'))).toBe(true);
    expect(glued.test(prose('<code>title</code>,<code>status</code>'))).toBe(true);
    expect(glued.test(prose('(<code>OPTIONS</code>), <code>a</code> ; l’<code>ETag</code>.'))).toBe(false);
  });

  it('writes the French apostrophe as ’ outside code and examples', () => {
    const straight = Object.entries(pages).flatMap(([path, html]) =>
      [...prose(html).replace(/⟦[^⟧]*⟧/g, ' ').matchAll(/.{0,30}\p{L}'\p{L}.{0,30}/gu)].map((match) => `${path}: ${match[0]}`),
    );
    expect(straight).toEqual([]);
  });

  it('keeps « : ; ! ? » and guillemets on the line of their word: non-breaking spaces in the prose', () => {
    const breakable = Object.entries(pages).flatMap(([path, html]) => {
      const text = unescaped(html.replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/g, '⟦⟧').replace(/<[^>]+>/g, ''));
      return [...text.matchAll(/.{0,30}(?:\s+[:;!?»]|«\s+).{0,20}/gu)].filter(([found]) => /[ \t\r\n][:;!?»]|«[ \t\r\n]/.test(found)).map(([found]) => `${path}: ${found}`);
    });
    expect(breakable).toEqual([]);
    // The spaces are there, only unbreakable.
    expect(unescaped(pages['index.html'])).toContain('Essayer\u00a0: chercher un outil');
    expect(unescaped(pages['index.html'])).toContain('Que voulez-vous faire\u202f?');
  });

  it('offers each feed to feed readers under the title the feed itself has', async () => {
    const router = createRouter({ readFile: fileReader(dist), rateLimit: null });
    const json = await (await router(new Request(`http://localhost${API_BASE_PATH}/feed.json`))).json();
    const atom = await (await router(new Request(`http://localhost${API_BASE_PATH}/feed.xml`))).text();
    const atomTitle = unescaped(/<feed[^>]*>[\s\S]*?<title>([^<]*)<\/title>/.exec(atom)![1]);
    for (const html of Object.values(pages)) {
      const alternates = [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)"/g)].map(([, type, title, href]) => [type, unescaped(title), href]);
      expect(alternates).toEqual([
        ['application/atom+xml', `${atomTitle} (Atom)`, `${API_BASE_PATH}/feed.xml`],
        ['application/feed+json', `${json.title} (JSON Feed)`, `${API_BASE_PATH}/feed.json`],
      ]);
    }
  });

  it('promises no Retry-After on the production 429: it comes from the CDN', () => {
    const openapi = JSON.parse(readFileSync(join(dist, '_api/openapi.json'), 'utf8'));
    const home = prose(pages['index.html']);
    const texts = {
      home: home.slice(home.indexOf('Limite de requêtes'), home.indexOf('Cache et requêtes')),
      llms: readFileSync(join(dist, 'llms.txt'), 'utf8'),
      problem: prose(pages['problems/rate-limited.html']),
      openapi: openapi.info.description,
    };
    for (const [name, text] of Object.entries(texts)) {
      expect(text, name).toMatch(/En production, (?:il|le 429|ce 429) vient du CDN/);
      expect(text, name).toContain(`jusqu’à ${RATE_WINDOW_SECONDS} secondes`);
      expect(text, name).not.toMatch(/429 avec ⟦?`?Retry-After/);
    }
  });

  it('says on the reference that other methods than GET, HEAD and OPTIONS get 405 with Allow, and lists no 405 among the GET answers', () => {
    const reference = prose(pages['reference.html']);
    expect(reference).toMatch(/toute autre méthode répond 405 \(⟦méthode non autorisée⟧\)\s+avec ⟦Allow: GET, HEAD, OPTIONS⟧\./);
    expect(pages['reference.html']).not.toContain('<strong>405</strong>');
  });

  it('says where each API document carries the licence, and links readers to the French deed', async () => {
    const router = createRouter({ readFile: fileReader(dist), rateLimit: null });
    const read = (path: string) => JSON.parse(readFileSync(join(dist, FILES_DIR, path), 'utf8'));
    const slugs: Record<string, string> = { tools: read(files.list(DEFAULT_LIST_QUERY)).data[0].slug, collections: read(files.collections).data[0].slug };
    const home = prose(pages['index.html']);
    const licence = home.slice(home.indexOf('Licence et mention'), home.indexOf('Pour les agents'));
    const places = ['meta.license', '_license', 'info.license'];
    const requests = [...read(files.discovery).data.endpoints.map(({ path }: { path: string }) => path.replace(/(\w+)\/\{slug\}/, (_: string, kind: string) => `${kind}/${slugs[kind]}`)), `${API_BASE_PATH}/tools/inconnu`];
    for (const path of requests) {
      const response = await router(new Request(`http://localhost${path}`));
      expect(response.headers.get('Link'), path).toContain('rel="license"');
      const type = response.headers.get('Content-Type')!.split(';')[0];
      const text = await response.text();
      if (type === 'application/atom+xml') {
        expect(text, path).toContain('<rights>');
        expect(licence, path).toContain('⟦<rights>⟧');
      }
      if (!/^application\/(?:feed\+|problem\+)?json$/.test(type)) continue;
      // Each document holds the licence in one place, which the page names; a problem document in none.
      const document = JSON.parse(text);
      const held = places.filter((place) => place.split('.').reduce((value, key) => value?.[key], document) !== undefined);
      expect(held, path).toHaveLength(type === 'application/problem+json' ? 0 : 1);
      for (const place of held) expect(licence, path).toContain(`⟦${place}⟧`);
    }
    const ccLinks = Object.values(pages).flatMap((html) => [...html.matchAll(/<a href="(https:\/\/creativecommons\.org\/[^"]*)"/g)].map(([, href]) => href));
    expect(ccLinks.length).toBeGreaterThan(Object.keys(pages).length);
    expect(ccLinks.filter((href) => !href.endsWith('/deed.fr'))).toEqual([]);
  });

  it('tells how to open the comma-separated CSV in a spreadsheet, not that it opens as it is', () => {
    const csv = readFileSync(join(dist, FILES_DIR, DOWNLOADS[EXPORT_CSV_PATH].file), 'utf8');
    const header = csv.slice(1, csv.indexOf('\r\n'));
    expect(header.split(',').length).toBeGreaterThan(5);
    expect(header).not.toContain(';');
    const home = prose(pages['index.html']);
    const item = home.slice(home.indexOf('⟦CSV⟧'), home.indexOf('⟦NDJSON⟧'));
    expect(item).toMatch(/séparés par des virgules/);
    expect(item).toMatch(/Données > À partir d’un fichier texte\/CSV/);
    expect(item).not.toMatch(/tel quel/);
  });

  it('shows on each problem page a way to get it, and the answer the API really gives to it', async () => {
    const read = fileReader(dist);
    const router = createRouter({ readFile: read, rateLimit: null });
    // A deploy that lost its lists: listing the tools fails.
    const incomplete = createRouter({ readFile: (path) => (path === files.listIndex || path.startsWith('lists/') ? Promise.resolve(null) : read(path)), rateLimit: null });
    const server = await start({ root: dist, rateLimit: 0 });
    // A frozen clock: every request falls in the first second of the window, as a loop of curl does.
    const limited = await start({ root: dist, rateLimit: RATE_LIMIT, now: () => 0 });
    const answers = PROBLEM_KINDS.map(async (kind): Promise<[ProblemKind, number, unknown]> => {
      const { trigger } = PROBLEM_EXPLANATIONS[kind];
      const url = `http://localhost${trigger.path}`;
      const fromResponse = async (response: Response): Promise<[ProblemKind, number, unknown]> => [kind, response.status, await response.json()];
      const fromRaw = async (bytes: string): Promise<[ProblemKind, number, unknown]> => {
        const { status, body } = await rawExchange(server.port, bytes);
        return [kind, status, JSON.parse(body)];
      };
      switch (trigger.via) {
        case 'link':
          return fromResponse(await router(new Request(url)));
        case 'method':
          return fromResponse(await router(new Request(url, { method: trigger.method })));
        case 'failure':
          return fromResponse(await incomplete(new Request(url)));
        case 'header':
          return fromRaw(`GET ${trigger.path} HTTP/1.1\r\nHost: localhost\r\n${trigger.header}\r\n\r\n`);
        case 'long-query':
          return fromResponse(await router(new Request(`http://localhost${overLongQuery(trigger.path)}`)));
        case 'large-headers':
          return fromRaw(oversizedRequest(trigger.path));
        case 'stall':
          // The server's own timeout, as the page states it: about ten seconds.
          return fromRaw(stalledRequest(trigger.path));
        case 'burst': {
          for (let sent = 0; sent < RATE_LIMIT; sent++) expect((await fetch(`${limited.origin}${trigger.path}`)).status).toBe(200);
          return fromResponse(await fetch(`${limited.origin}${trigger.path}`));
        }
      }
    });
    for (const [kind, status, body] of await Promise.all(answers)) {
      const html = pages[`problems/${kind}.html`];
      const { trigger } = PROBLEM_EXPLANATIONS[kind];
      expect(status, kind).toBe(problemHead(kind).status);
      expect(preJson(html), kind).toEqual(body);
      // The page shows the request that got this answer.
      const command = problemCommand(trigger, FIXTURE_BASE);
      if (trigger.via === 'link') expect(unescaped(html), kind).toContain(`<a href="${trigger.path}">`);
      else if (command) expect(preTexts(html).slice(0, -1), kind).toEqual([command]);
      else expect(preTexts(html), kind).toHaveLength(1);
    }
    expect(preJson(pages['problems/bad-request.html'])).toMatchObject({ errors: [] });
    expect(preJson(pages['problems/invalid-parameter.html'])).toMatchObject({ errors: [{ parameter: 'page', value: '0' }, { parameter: 'pricing', value: 'gratuit' }] });
  }, 30_000);
});

describe('problems the local server writes itself, in the OpenAPI document', () => {
  it('documents on every path and method the 400 and 408 it answers to a request it cannot read', async () => {
    const openapi = JSON.parse(readFileSync(join(dist, FILES_DIR, files.openapi), 'utf8'));
    const resolve = (response: { $ref?: string }) => (response.$ref ? openapi.components.responses[response.$ref.split('/').pop()!] : response);
    /** The problem documents an operation gives as examples of a status. */
    const documented = (path: string, method: string, status: number): unknown[] => {
      const response = openapi.paths[path][method].responses[String(status)];
      if (!response) return [];
      const media = resolve(response).content?.['application/problem+json'] ?? {};
      return media.examples ? Object.values<{ value: unknown }>(media.examples).map(({ value }) => value) : [media.example];
    };
    const server = await start({ root: dist, rateLimit: 0, timeouts: { headers: 300, request: 600, checkInterval: 50 } });
    const missing: string[] = [];
    for (const path of Object.keys(openapi.paths)) {
      const concrete = path.replace('{slug}', 'exemple');
      for (const method of ['GET', 'OPTIONS', 'POST']) {
        const malformed = await rawExchange(server.port, `${method} ${concrete} HTTP/1.1\r\nHost: localhost\r\nMauvais nom: 1\r\nConnection: close\r\n\r\n`);
        const slow = await rawExchange(server.port, `${method} ${concrete} HTTP/1.1\r\nHost: localhost\r\n`);
        const expected = [malformed, slow].map(({ status, body }) => {
          const problem = JSON.parse(body);
          // This server waits less than the default the document states; its instance is the path it read.
          return [status, { type: problem.type, title: problem.title, status: problem.status }] as const;
        });
        for (const [status, problem] of expected) {
          if (!documented(path, method.toLowerCase(), status).some((example) => expect.objectContaining(problem).asymmetricMatch(example))) missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);
});

describe('Cache-Control, as documented and as the local server sends it', () => {
  let empty: string;
  afterAll(() => {
    if (empty) rmSync(empty, { recursive: true, force: true });
  });

  it('sends what the home page and the OpenAPI document say, status by status', async () => {
    const server = await start({ root: dist, rateLimit: 0, timeouts: { headers: 300, request: 600, checkInterval: 50 } });
    const limited = await start({ root: dist, rateLimit: 1 });
    empty = mkdtempSync(join(tmpdir(), 'empty-dist-'));
    // Nothing to read: every API request fails inside the router, a 500.
    const broken = await start({ root: empty, rateLimit: 0 });
    const API = `${server.origin}/api/v1/directory`;
    const answers: [string, number, string | undefined][] = [];
    const note = async (label: string, answer: Promise<Response>) => {
      const response = await answer;
      answers.push([label, response.status, response.headers.get('Cache-Control') ?? undefined]);
      return response;
    };
    const ok = await note('list', fetch(`${API}/tools`));
    await note('not modified', fetch(`${API}/tools`, { headers: { 'If-None-Match': ok.headers.get('ETag')! } }));
    await note('former slug', fetch(`${API}/tools/zebra`, { redirect: 'manual' }));
    await note('invalid parameter', fetch(`${API}/tools?page=0`));
    await note('unknown tool', fetch(`${API}/tools/inconnu`));
    await note('POST', fetch(`${API}/tools`, { method: 'POST' }));
    await note('long query', fetch(`${server.origin}${overLongQuery('/api/v1/directory/tools')}`));
    await note('first request', fetch(`${limited.origin}/api/v1/directory`));
    await note('over the limit', fetch(`${limited.origin}/api/v1/directory`));
    await note('unreadable site', fetch(`${broken.origin}/api/v1/directory`));
    const raw = async (label: string, bytes: string) => {
      const { status, cacheControl } = await rawExchange(server.port, bytes);
      answers.push([label, status, cacheControl]);
    };
    await raw('headers too slow', 'GET /api/v1/directory HTTP/1.1\r\nHost: localhost\r\n');
    await raw('headers too large', `GET /api/v1/directory HTTP/1.1\r\nHost: localhost\r\nX-Large: ${'a'.repeat(20_000)}\r\n\r\n`);
    await raw('TRACE', 'TRACE /api/v1/directory HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await raw('no Host', 'GET /api/v1/directory HTTP/1.1\r\nConnection: close\r\n\r\n');

    const documented = new Map<number, string>([...CACHEABLE_STATUSES.map((status) => [status, CACHEABLE] as const), ...NOT_CACHEABLE_STATUSES.map((status) => [status, NOT_CACHEABLE] as const)]);
    expect(answers.map(([label, status, cache]) => `${label}: ${status} ${cache}`)).toEqual(answers.map(([label, status]) => `${label}: ${status} ${documented.get(status)}`));
    expect(new Set(answers.map(([, status]) => status))).toEqual(new Set(documented.keys()));
    // And the 204 of a CORS preflight, which the documentation names apart.
    const preflight = await fetch(`${API}/tools`, { method: 'OPTIONS' });
    expect([preflight.status, preflight.headers.get('Cache-Control')]).toEqual([204, CACHEABLE]);
  });
});
