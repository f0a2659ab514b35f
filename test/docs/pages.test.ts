/**
 * The documentation site as built, read as files: its text (spacing around inline code and links,
 * typography, what it says of the rate limit), the problem pages' examples against the router's
 * real answers, and the `Cache-Control` it documents against what the local server sends.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CACHEABLE_STATUSES, NOT_CACHEABLE_STATUSES } from '../../src/api/openapi.ts';
import { CACHEABLE, NOT_CACHEABLE, RATE_WINDOW_SECONDS } from '../../src/api/policy.ts';
import { PROBLEM_EXPLANATIONS, PROBLEM_KINDS, problemHead } from '../../src/api/problems.ts';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter } from '../../src/router/router.ts';
import { startServer, type Running } from '../helpers/servers.ts';

let dist: string;
/** Every HTML page of the fixture build, by path under `dist/`. */
let pages: Record<string, string>;

beforeAll(() => {
  dist = inject('fixtureDist');
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

/** The text of a page's first `<pre><code>`, as JSON. */
function preJson(html: string): unknown {
  const [, code] = /<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html) ?? [];
  return JSON.parse(code.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

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

  it('shows on each problem page the answer the API really gives to its example request', async () => {
    const router = createRouter({ readFile: fileReader(dist), rateLimit: null });
    const checked: string[] = [];
    for (const kind of PROBLEM_KINDS) {
      const response = await router(new Request(`http://localhost${PROBLEM_EXPLANATIONS[kind].example}`));
      if (response.status !== problemHead(kind).status) continue;
      expect(preJson(pages[`problems/${kind}.html`]), kind).toEqual(await response.json());
      checked.push(kind);
    }
    expect(checked).toEqual(['invalid-parameter', 'not-found']);
    expect(preJson(pages['problems/invalid-parameter.html'])).toMatchObject({ errors: [{ parameter: 'page', value: '0' }, { parameter: 'pricing', value: 'gratuit' }] });
  });
});

describe('Cache-Control, as documented and as the local server sends it', () => {
  const running: Running[] = [];
  let empty: string;
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()));
    if (empty) rmSync(empty, { recursive: true, force: true });
  });

  /** Status and `Cache-Control` of what the server writes back to raw bytes. */
  function rawExchange(port: number, bytes: string): Promise<[number, string | undefined]> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      // The server may close while a large request is still being written: its answer counts.
      socket.on('error', () => undefined);
      socket.on('close', () => resolve([Number(answer.split(' ')[1]), /^cache-control: (.*)$/im.exec(answer)?.[1]]));
      socket.write(bytes);
    });
  }

  it('sends what the home page and the OpenAPI document say, status by status', async () => {
    const server = await startServer({ root: dist, rateLimit: 0, timeouts: { headers: 300, request: 600, checkInterval: 50 } });
    const limited = await startServer({ root: dist, rateLimit: 1 });
    empty = mkdtempSync(join(tmpdir(), 'empty-dist-'));
    // Nothing to read: every API request fails inside the router, a 500.
    const broken = await startServer({ root: empty, rateLimit: 0 });
    running.push(server, limited, broken);
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
    await note('long query', fetch(`${API}/tools?${'a=1&'.repeat(200)}`));
    await note('first request', fetch(`${limited.origin}/api/v1/directory`));
    await note('over the limit', fetch(`${limited.origin}/api/v1/directory`));
    await note('unreadable site', fetch(`${broken.origin}/api/v1/directory`));
    const raw = async (label: string, bytes: string) => answers.push([label, ...(await rawExchange(server.port, bytes))]);
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
