/**
 * The API's behaviour (../shared/API.md), as one suite run against every host: the router called
 * directly, and the local server over real HTTP. Each host provides a `send` that takes a plain
 * `Request` and returns the `Response` the client sees.
 */
import { METHODS } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath } from '../../src/api/documents.ts';
import { RATE_LIMIT, RATE_WINDOW_SECONDS } from '../../src/api/policy.ts';
import { MAX_QUERY_LENGTH } from '../../src/router/params.ts';
import { FIXTURE_BASE } from '../helpers/sites.ts';

export type Send = (request: Request) => Promise<Response>;

export interface Host {
  /** Sends through a host that refuses no request for the suite. */
  send: Send;
  /** `RateLimit-Policy` of `send`'s responses: the limit that host states, null when it states none. */
  policy: string | null;
  /** Sends through a fresh host whose limit is `limit` requests per window, for one client. */
  limited: (limit: number) => Promise<Send>;
  /** A fresh host over a site whose list items cannot be read (`list-items/` is gone), and what it logged of its failures. */
  broken: () => Promise<{ send: Send; logged: () => string[] }>;
}

/** Methods a web `Request` can carry and Node parses, other than the three the API answers. */
const REFUSED_METHODS = METHODS.filter((method) => !['GET', 'HEAD', 'OPTIONS', 'CONNECT', 'TRACE', 'TRACK'].includes(method));

const API = '/api/v1/directory';
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });
const json = async (response: Response) => JSON.parse(await response.text());

/** The policy of the host under test, set by the suite before any test runs. */
let policy: string | null = null;

function expectApiHeaders(response: Response, expectedPolicy: string | null = policy): void {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-expose-headers')).toBe('ETag, Link, Retry-After, RateLimit, RateLimit-Policy');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('link')).toContain('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
  expect(response.headers.get('ratelimit-policy')).toBe(expectedPolicy);
}

async function expectProblem(response: Response, status: number, kind: string, expectedPolicy: string | null = policy) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  expectApiHeaders(response, expectedPolicy);
  const body = await json(response);
  expect(body).toMatchObject({ type: `${FIXTURE_BASE}/problems/${kind}`, status });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(typeof body.instance).toBe('string');
  return body;
}

const slugs = (body: { data: { slug: string }[] }) => body.data.map((item) => item.slug);

export function behaviourSuite(name: string, host: () => Host): void {
  describe(`API behaviour: ${name}`, () => {
    let send: Send;
    beforeAll(() => {
      send = host().send;
      policy = host().policy;
    });

    describe('documents', () => {
      it('serves the discovery document with the headers of every 200', async () => {
        const response = await send(get(API));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('public, max-age=300');
        // Weak when the local server compressed the body (`fetch` asks for gzip).
        expect(response.headers.get('etag')).toMatch(/^(?:W\/)?"[0-9a-f]{32}"$/);
        expectApiHeaders(response);
        const body = await json(response);
        expect(body.data.counts).toEqual({ tools: 36, categories: 4, collections: 2 });
        expect(body.data.links.tools).toBe(`${FIXTURE_BASE}${API}/tools`);
        expect(body.meta.license.name).toBe('CC BY 4.0');
      });

      it('serves a tool with its complete record', async () => {
        const response = await send(get(`${API}/tools/cafe-quiz`));
        expect(response.status).toBe(200);
        const { data } = await json(response);
        expect(data).toMatchObject({
          slug: 'cafe-quiz',
          name: 'Café Quiz',
          category: { slug: 'quiz', name: 'Quiz et évaluation' },
          pricing: 'free',
          has_education_pricing: false,
          education_pricing: null,
          screenshot: { url: `${FIXTURE_BASE}/${screenshotPath('cafe-quiz.png')}`, width: 4, height: 3, alt: 'Écran de démonstration de Café Quiz' },
          freshness: { added_at: '2026-01-10', updated_at: '2026-02-01', last_verified_at: null },
          collections: [{ slug: 'quiz-express', title: 'Quiz express', links: { self: `${FIXTURE_BASE}${API}/collections/quiz-express` } }],
        });
        expect(data.long_description_html).toMatch(/^<p>Description longue de <strong>Café Quiz<\/strong>, un outil fictif écrit pour les tests.<\/p>\n<p>Ce paragraphe complète la fiche/);
        expect(data).toMatchObject({ status: 'published', discontinued_at: null, replaced_by: null });
      });

      it('serves collections, each with its tools in editorial order', async () => {
        const list = await json(await send(get(`${API}/collections`)));
        expect(list.data.map((c: { slug: string; kind: string }) => [c.slug, c.kind])).toEqual([
          ['enseignant-de-langues', 'stack'],
          ['quiz-express', 'top_list'],
        ]);
        const detail = await json(await send(get(`${API}/collections/quiz-express`)));
        expect(detail.data.tools.map((t: { position: number; slug: string; note: string | null }) => [t.position, t.slug, t.note])).toEqual([
          [1, 'kahoot', 'Le plus connu des élèves.'],
          [2, 'cafe-quiz', null],
          [3, 'coeur-de-quiz', null],
        ]);
      });

      it('serves categories with their tool counts', async () => {
        const body = await json(await send(get(`${API}/categories`)));
        expect(body.data.map((c: { slug: string; tool_count: number }) => [c.slug, c.tool_count])).toEqual([
          ['assistants', 11],
          ['vide', 0],
          ['langues', 11],
          ['quiz', 14],
        ]);
      });

      it('serves the OpenAPI document', async () => {
        const response = await send(get('/api/v1/openapi.json'));
        expect(response.status).toBe(200);
        expect((await json(response)).openapi).toBe('3.1.0');
      });

      it('accepts a trailing slash', async () => {
        const [plain, slashed] = await Promise.all([send(get(`${API}/tools`)), send(get(`${API}/tools/`))]);
        expect(slashed.status).toBe(200);
        expect(await slashed.text()).toBe(await plain.text());
        expect((await send(get(`${API}/`))).status).toBe(200);
      });
    });

    describe('tool lifecycle', () => {
      it('keeps the page of a discontinued tool, with the day it shut down and its replacement', async () => {
        const response = await send(get(`${API}/tools/vieux-quiz`));
        expect(response.status).toBe(200);
        const { data } = await json(response);
        expect(data).toMatchObject({
          slug: 'vieux-quiz',
          status: 'discontinued',
          discontinued_at: '2026-03-15',
          replaced_by: { slug: 'kahoot', name: 'Kahoot!', links: { self: `${FIXTURE_BASE}${API}/tools/kahoot` } },
          collections: [],
        });
        const alone = await json(await send(get(`${API}/tools/ancien-dico`)));
        expect(alone.data).toMatchObject({ status: 'discontinued', discontinued_at: '2026-02-20', replaced_by: null });
      });

      it('leaves discontinued tools out of lists, searches, counts and collections', async () => {
        const everything = [
          ...slugs(await json(await send(get(`${API}/tools?per_page=100`)))),
          ...slugs(await json(await send(get(`${API}/tools?per_page=7&page=1`)))),
          ...slugs(await json(await send(get(`${API}/tools?q=${encodeURIComponent('vieux quiz')}`)))),
          ...slugs(await json(await send(get(`${API}/tools?q=dico`)))),
          ...slugs(await json(await send(get(`${API}/tools?category=quiz&per_page=100`)))),
        ];
        expect(everything).not.toContain('vieux-quiz');
        expect(everything).not.toContain('ancien-dico');
        expect((await json(await send(get(`${API}/tools?category=langues`)))).meta.total).toBe(11);
        expect((await json(await send(get(`${API}/tools?category=quiz`)))).meta.total).toBe(14);
        expect((await json(await send(get(API)))).data.counts.tools).toBe(36);
        const collections = await json(await send(get(`${API}/collections/quiz-express`)));
        expect(collections.data.tools.map((tool: { slug: string }) => tool.slug)).not.toContain('vieux-quiz');
      });

      it.each([
        ['zebre-vocabulaire', 'zebre'],
        ['zebra', 'zebre'],
        ['vieux-dico', 'ancien-dico'],
      ])('answers the former slug %s with a 301 to %s, the headers of a 200 and no body', async (former, current) => {
        for (const method of ['GET', 'HEAD']) {
          const response = await send(new Request(`http://localhost${API}/tools/${former}`, { method }));
          expect(response.status, method).toBe(301);
          expect(response.headers.get('location')).toBe(`${FIXTURE_BASE}${API}/tools/${current}`);
          expect(response.headers.get('cache-control')).toBe('public, max-age=300');
          // The empty body framed by its length, not as a chunked stream.
          expect(response.headers.get('content-length'), method).toBe('0');
          expect(response.headers.get('transfer-encoding'), method).toBeNull();
          // None of the headers that describe a body, as the OpenAPI document says.
          for (const name of ['etag', 'content-type', 'vary']) expect(response.headers.get(name), `${method} ${name}`).toBeNull();
          expectApiHeaders(response);
          expect(await response.text()).toBe('');
        }
        expect((await send(get(`${API}/tools/${current}`))).status).toBe(200);
      });

      it('redirects former slugs of tools only', async () => {
        await expectProblem(await send(get(`${API}/collections/zebre-vocabulaire`)), 404, 'not-found');
      });
    });

    describe('list parameters', () => {
      it('pages by 30 by default, with links in the body and the Link header', async () => {
        const response = await send(get(`${API}/tools`));
        const body = await json(response);
        expect(body.data).toHaveLength(30);
        expect(body.meta).toMatchObject({ page: 1, per_page: 30, total: 36, total_pages: 2 });
        expect(body.links).toEqual({
          self: `${FIXTURE_BASE}${API}/tools`,
          first: `${FIXTURE_BASE}${API}/tools`,
          prev: null,
          next: `${FIXTURE_BASE}${API}/tools?page=2`,
          last: `${FIXTURE_BASE}${API}/tools?page=2`,
        });
        expect(response.headers.get('link')).toBe(
          `<https://creativecommons.org/licenses/by/4.0/>; rel="license", <${FIXTURE_BASE}${API}/tools>; rel="self", <${FIXTURE_BASE}${API}/tools>; rel="first", <${FIXTURE_BASE}${API}/tools?page=2>; rel="next", <${FIXTURE_BASE}${API}/tools?page=2>; rel="last"`,
        );
      });

      it('coerces per_page above 100 to 100', async () => {
        const body = await json(await send(get(`${API}/tools?per_page=500`)));
        expect(body.meta).toMatchObject({ per_page: 100, total_pages: 1 });
        expect(body.links.self).toBe(`${FIXTURE_BASE}${API}/tools?per_page=100`);
        const huge = await json(await send(get(`${API}/tools?per_page=99999999999999999999999`)));
        expect(huge.meta.per_page).toBe(100);
      });

      it('computes pages of any other size', async () => {
        const body = await json(await send(get(`${API}/tools?per_page=7&page=3`)));
        const all = await json(await send(get(`${API}/tools?per_page=100`)));
        expect(slugs(body)).toEqual(slugs(all).slice(14, 21));
        expect(body.meta).toMatchObject({ page: 3, per_page: 7, total: 36, total_pages: 6 });
        expect(body.links.prev).toBe(`${FIXTURE_BASE}${API}/tools?per_page=7&page=2`);
      });

      it('answers a page past the last with 200, empty data, and links back', async () => {
        const response = await send(get(`${API}/tools?page=9`));
        expect(response.status).toBe(200);
        const body = await json(response);
        expect(body.data).toEqual([]);
        expect(body.meta).toMatchObject({ page: 9, total: 36, total_pages: 2 });
        expect(body.links).toMatchObject({ prev: `${FIXTURE_BASE}${API}/tools?page=2`, next: null, last: `${FIXTURE_BASE}${API}/tools?page=2` });
      });

      it('combines filters, trims values and ignores case', async () => {
        const body = await json(await send(get(`${API}/tools?category=%20QUIZ%20&pricing=Free&has_education_pricing=0`)));
        expect(body.meta.filters).toEqual({ category: 'quiz', pricing: 'free', has_education_pricing: false, language: null, q: null });
        expect(body.data.every((t: { category: { slug: string }; pricing: string }) => t.category.slug === 'quiz' && t.pricing === 'free')).toBe(true);
        expect(body.meta.total).toBe(5);
        expect(body.links.self).toBe(`${FIXTURE_BASE}${API}/tools?category=quiz&pricing=free`);
      });

      it.each(['1', 'true', 'TRUE'])('restricts to education programmes with has_education_pricing=%s', async (value) => {
        const body = await json(await send(get(`${API}/tools?has_education_pricing=${value}`)));
        expect(body.meta.filters.has_education_pricing).toBe(true);
        expect(slugs(body).sort()).toEqual(['abc-10', 'chatgpt', 'coeur-de-quiz', 'kahoot', 'outil-10', 'outil-15', 'outil-20', 'outil-5']);
      });

      it('treats an empty value as absent and ignores unknown parameters', async () => {
        const [plain, empty] = await Promise.all([send(get(`${API}/tools`)), send(get(`${API}/tools?pricing=&category=&page=&utm_source=x&sort=name`))]);
        expect(empty.status).toBe(200);
        expect(await empty.text()).toBe(await plain.text());
      });

      it('ignores any number of unknown parameters, as a URL full of tracking parameters carries them', async () => {
        const tracking = Array.from({ length: 60 }, (_, i) => `utm_${i}=campagne-${i}`).join('&');
        const [plain, tracked] = await Promise.all([send(get(`${API}/tools?pricing=free`)), send(get(`${API}/tools?${tracking}&pricing=free&fbclid=abc`))]);
        expect(tracked.status).toBe(200);
        expect(await tracked.text()).toBe(await plain.text());
      });

      it('answers a query string over MAX_QUERY_LENGTH characters with a 414 problem that caches may keep', async () => {
        const response = await send(get(`${API}/tools?q=${'x'.repeat(MAX_QUERY_LENGTH)}`));
        const body = await expectProblem(response, 414, 'uri-too-long');
        expect(response.headers.get('cache-control')).toBe('public, max-age=300');
        expect(body.detail).toBe('La chaîne de requête dépasse 2048 caractères : raccourcissez-la.');
      });

      it('gives an empty first page when nothing matches', async () => {
        const body = await json(await send(get(`${API}/tools?category=vide`)));
        expect(body).toMatchObject({ data: [], meta: { total: 0, total_pages: 0 } });
      });

      it('names every bad parameter at once in a 400 problem', async () => {
        const response = await send(get(`${API}/tools?page=0&per_page=-1&category=nope&pricing=gratuit&has_education_pricing=peut-etre&q=${'a'.repeat(101)}`));
        const body = await expectProblem(response, 400, 'invalid-parameter');
        expect(response.headers.get('cache-control')).toBe('public, max-age=300');
        expect(body.errors.map((e: { parameter: string }) => e.parameter)).toEqual(['page', 'per_page', 'category', 'pricing', 'has_education_pricing', 'q']);
        expect(body.errors[3]).toEqual({ parameter: 'pricing', value: 'gratuit', detail: 'valeur inconnue : utilisez free, freemium, paid, enterprise' });
      });

      it.each(['1.5', '1e3', 'abc', '0', '-2', '+3', '0x10', '２'])('refuses %s as page and as per_page', async (value) => {
        const body = await expectProblem(await send(get(`${API}/tools?page=${encodeURIComponent(value)}&per_page=${encodeURIComponent(value)}`)), 400, 'invalid-parameter');
        expect(body.errors.map((e: { parameter: string }) => e.parameter)).toEqual(['page', 'per_page']);
      });

      it.each(['9007199254740993', '123456789012345678901234567890', '000000000000000000000000000000042'])('answers page=%s like any page past the last, its number exact', async (page) => {
        const exact = BigInt(page).toString();
        const response = await send(get(`${API}/tools?per_page=7&page=${page}`));
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(text).toContain(`"page":${exact},`);
        const body = JSON.parse(text);
        expect(body.data).toEqual([]);
        expect(body.meta).toMatchObject({ per_page: 7, total: 36, total_pages: 6 });
        expect(body.links).toMatchObject({ self: `${FIXTURE_BASE}${API}/tools?per_page=7&page=${exact}`, prev: `${FIXTURE_BASE}${API}/tools?per_page=7&page=6`, next: null });
        expect(response.headers.get('link')).toContain(`<${FIXTURE_BASE}${API}/tools?per_page=7&page=${exact}>; rel="self"`);
      });

      it('writes the exact page in meta.page and the self link only, whatever the search spells', async () => {
        const q = `"page":${Number.MAX_SAFE_INTEGER}, x&page=${Number.MAX_SAFE_INTEGER}`;
        const response = await send(get(`${API}/tools?q=${encodeURIComponent(q)}&page=99999999999999999999`));
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(text).toContain('"meta":{"page":99999999999999999999,');
        const body = JSON.parse(text);
        expect(body.meta.filters.q).toBe(q);
        expect(body.links.self).toBe(`${FIXTURE_BASE}${API}/tools?q=${encodeURIComponent(q)}&page=99999999999999999999`);
        expect(response.headers.get('link')).toContain(`<${body.links.self}>; rel="self"`);
      });

      it('refuses a parameter given twice, showing both values in its one entry of errors', async () => {
        const body = await expectProblem(await send(get(`${API}/tools?pricing=free&pricing=paid`)), 400, 'invalid-parameter');
        expect(body.errors).toEqual([{ parameter: 'pricing', value: 'free, paid', detail: 'paramètre donné plusieurs fois : donnez-le une seule fois' }]);
      });
    });

    describe('search', () => {
      it.each([
        ['coeur', 'coeur-de-quiz'],
        ['ELEVE', 'eleve-plus'],
        ['e-learning', 'e-learning-studio'],
        ['elearning', 'e-learning-studio'],
        ['3D', 'studio-3d'],
        ['chatgtp', 'chatgpt'],
        ["l'élève", 'eleve-plus'],
      ])('q=%s finds %s first', async (q, slug) => {
        const body = await json(await send(get(`${API}/tools?q=${encodeURIComponent(q)}`)));
        expect(slugs(body)[0]).toBe(slug);
        expect(body.meta.filters.q).toBe(q);
      });

      it('ranks name matches before description matches and combines with filters', async () => {
        const body = await json(await send(get(`${API}/tools?q=quiz`)));
        // Abc 9 comes first in the default order but matches only by its description; then the
        // tools of the category "Quiz et évaluation", found by its name.
        expect(slugs(body).slice(0, 4)).toEqual(['cafe-quiz', 'coeur-de-quiz', 'abc-9', 'kahoot']);
        expect(body.data.slice(4).every((tool: { category: { slug: string } }) => tool.category.slug === 'quiz')).toBe(true);
        const filtered = await json(await send(get(`${API}/tools?q=quiz&pricing=paid`)));
        expect(slugs(filtered)[0]).toBe('coeur-de-quiz');
        expect(filtered.data.every((tool: { pricing: string }) => tool.pricing === 'paid')).toBe(true);
        expect(filtered.links.self).toBe(`${FIXTURE_BASE}${API}/tools?pricing=paid&q=quiz`);
      });

      it('accepts unicode and refuses control characters', async () => {
        expect((await send(get(`${API}/tools?q=${encodeURIComponent('élève 🎓')}`))).status).toBe(200);
        const body = await expectProblem(await send(get(`${API}/tools?q=a%00b`)), 400, 'invalid-parameter');
        expect(body.errors[0].parameter).toBe('q');
      });
    });

    describe('language filter and search metadata', () => {
      it('keeps the tools whose interface offers the language, case-insensitive and trimmed', async () => {
        const body = await json(await send(get(`${API}/tools?language=%20EN%20`)));
        expect(slugs(body)).toEqual(['chatgpt', 'kahoot']);
        expect(body.meta).toMatchObject({ total: 2, filters: { category: null, pricing: null, has_education_pricing: false, language: 'en', q: null } });
        expect(body.meta.search).toBeUndefined();
        expect(body.links.self).toBe(`${FIXTURE_BASE}${API}/tools?language=en`);
      });

      it('combines with every other parameter, in the canonical order of links', async () => {
        const body = await json(await send(get(`${API}/tools?q=quiz&per_page=1&language=en&has_education_pricing=1&category=quiz&pricing=freemium`)));
        expect(slugs(body)).toEqual(['kahoot']);
        expect(body.links).toMatchObject({
          self: `${FIXTURE_BASE}${API}/tools?category=quiz&pricing=freemium&has_education_pricing=true&language=en&q=quiz&per_page=1`,
          next: null,
        });
        const other = await json(await send(get(`${API}/tools?language=fr&per_page=30&page=2`)));
        expect(other.meta).toMatchObject({ total: 35, total_pages: 2, page: 2 });
        expect(other.links.prev).toBe(`${FIXTURE_BASE}${API}/tools?language=fr`);
      });

      it('answers 200 and empty for a well-formed code no tool offers, and treats an empty value as absent', async () => {
        expect(await json(await send(get(`${API}/tools?language=tlh`)))).toMatchObject({ data: [], meta: { total: 0, total_pages: 0 } });
        const [plain, empty] = await Promise.all([send(get(`${API}/tools`)), send(get(`${API}/tools?language=`))]);
        expect(await empty.text()).toBe(await plain.text());
      });

      it.each(['f', 'fren', 'f1', 'fr-FR', 'é'])('refuses the malformed code %j with a 400 naming it', async (code) => {
        const body = await expectProblem(await send(get(`${API}/tools?language=${encodeURIComponent(code)}`)), 400, 'invalid-parameter');
        expect(body.errors).toEqual([expect.objectContaining({ parameter: 'language', value: code })]);
      });

      it('refuses a repeated language', async () => {
        const body = await expectProblem(await send(get(`${API}/tools?language=fr&language=en`)), 400, 'invalid-parameter');
        expect(body.errors.map((error: { parameter: string }) => error.parameter)).toEqual(['language']);
      });

      it('says which words the search used in meta.search, with every q', async () => {
        const body = await json(await send(get(`${API}/tools?q=${encodeURIComponent('Le QUIZ')}`)));
        expect(body.meta.search).toEqual({ words: ['quiz'], dropped: [] });
        expect(Object.keys(body.meta)).toEqual(['page', 'per_page', 'total', 'total_pages', 'filters', 'search', 'license']);
      });

      it('drops the word found in most tools when none holds them all, and says so', async () => {
        const body = await json(await send(get(`${API}/tools?q=${encodeURIComponent('quiz dictionnaire')}`)));
        expect(body.meta.search).toEqual({ words: ['dictionnaire'], dropped: ['quiz'] });
        expect(slugs(body)).toEqual(['zebre']);
      });

      it("expands a word into its synonyms from the editors' file", async () => {
        const body = await json(await send(get(`${API}/tools?q=lexique`)));
        expect(slugs(body)).toEqual(['zebre']);
        expect(body.meta.search).toEqual({ words: ['lexique'], dropped: [] });
      });
    });

    describe('not found and hostile paths', () => {
      it.each([
        `${API}/tools/inconnu`,
        `${API}/tools/ChatGPT`,
        `${API}/tools/chat.gpt`,
        `${API}/tools/brouillon`,
        `${API}/collections/en-preparation`,
        `${API}/tools/chatgpt/extra`,
        `${API}/tools/..%2f..%2fpackage.json`,
        `${API}/tools/%2e%2e%2f%2e%2e%2fpackage.json`,
        `${API}/tools/..%5c..%5cpackage.json`,
        `${API}/tools/%252e%252e%252fpackage.json`,
        `${API}/collections/..%2flist-index`,
        `${API}/tools/chatgpt%00`,
        `${API}/tools/%E9l%E8ve`,
        `${API}/tools/%ZZ`,
        `${API}/tools/${'a'.repeat(5000)}`.slice(0, 80) + '… (5,000 a)',
        '/api/v1/directory/../../package.json',
        '/api/v1/_api/list-index.txt',
        '/api/unknown',
        '/api/v2/directory/tools',
      ])('answers %s with a 404 problem', async (label) => {
        // Long paths are written short in test names: the label says how they continue.
        const path = label.endsWith('… (5,000 a)') ? `${API}/tools/${'a'.repeat(5000)}` : label;
        const response = await send(get(path));
        const body = await expectProblem(response, 404, 'not-found');
        expect(JSON.stringify(body)).not.toMatch(/"name":"annuaire-ia-education-api"|at .*\.ts:\d+/);
      });

      it.each([
        [`${API}/tools/ChatGPT`, `${API}/tools/chatgpt`],
        [`${API}/collections/Creer-Un-Quiz-En-5-Minutes/`, `${API}/collections/creer-un-quiz-en-5-minutes`],
        [`${API}/tools/NOPE`, `${API}/tools/nope`],
      ])('answers %s, a slug with capitals, with a 404 that gives the address in lower case', async (path, lower) => {
        const body = await expectProblem(await send(get(path)), 404, 'not-found');
        expect(body.detail).toBe(`Aucune ressource à l’adresse ${path}. Les slugs s’écrivent en minuscules : essayez ${lower}.`);
      });

      it.each([`${API}/tools/chat.gpt`, `${API}/tools/%E9l%E8ve`, `${API}/tools/inconnu`])('gives %s, whose slug has no capitals, no such advice', async (path) => {
        const body = await expectProblem(await send(get(path)), 404, 'not-found');
        expect(body.detail).not.toContain('minuscules');
      });

      it('answers malformed percent-encoding in the query with a 400 problem', async () => {
        const body = await expectProblem(await send(get(`${API}/tools?q=%E0%A4%A&page=%`)), 400, 'invalid-parameter');
        expect(body.errors.map((e: { parameter: string }) => e.parameter)).toEqual(['page', 'q']);
      });

      it('cuts echoed values of huge parameters', async () => {
        const body = await expectProblem(await send(get(`${API}/tools?q=${'x'.repeat(1500)}`)), 400, 'invalid-parameter');
        expect(body.errors[0].value.length).toBeLessThanOrEqual(121);
      });
    });

    describe('methods', () => {
      it('answers HEAD like GET, without a body', async () => {
        const [head, getResponse] = await Promise.all([send(new Request(`http://localhost${API}/tools`, { method: 'HEAD' })), send(get(`${API}/tools`))]);
        expect(head.status).toBe(200);
        expect(await head.text()).toBe('');
        for (const header of ['content-type', 'etag', 'link', 'cache-control', 'access-control-allow-origin']) {
          expect(head.headers.get(header), header).toBe(getResponse.headers.get(header));
        }
      });

      const preflight = (headers: string | undefined) =>
        new Request(`http://localhost${API}/tools`, { method: 'OPTIONS', headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET', ...(headers === undefined ? {} : { 'Access-Control-Request-Headers': headers }) } });

      it('answers a CORS preflight with 204', async () => {
        const response = await send(preflight(undefined));
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
        expect(response.headers.get('access-control-allow-headers')).toContain('If-None-Match');
        expectApiHeaders(response);
        expect(await response.text()).toBe('');
      });

      it.each(['if-none-match', 'traceparent,tracestate', 'sentry-trace,baggage', 'x-requested-with', 'authorization,content-type,x-custom-header'])('allows the request headers a preflight asks for: %s', async (asked) => {
        const response = await send(preflight(asked));
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-headers')).toBe(asked);
        expect(response.headers.get('vary')).toContain('Access-Control-Request-Headers');
      });

      it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405 and Allow', async (method) => {
        const response = await send(new Request(`http://localhost${API}/tools`, { method, body: method === 'DELETE' ? undefined : '{}' }));
        await expectProblem(response, 405, 'method-not-allowed');
        expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      });

      it(`answers every other method Node parses with 405 and Allow (${REFUSED_METHODS.length} methods)`, async () => {
        for (const method of REFUSED_METHODS) {
          const response = await send(new Request(`http://localhost${API}/tools/chatgpt`, { method }));
          expect(response.status, method).toBe(405);
          expect(response.headers.get('allow'), method).toBe('GET, HEAD, OPTIONS');
          expect(response.headers.get('access-control-allow-origin'), method).toBe('*');
          await response.arrayBuffer();
        }
      });
    });

    describe('conditional requests', () => {
      let etag: string;
      beforeAll(async () => {
        etag = (await send(get(`${API}/tools/chatgpt`))).headers.get('etag')!;
      });

      it.each([
        ['the same tag', (tag: string) => tag],
        ['its weak form', (tag: string) => `W/${tag}`],
        ['a list holding it', (tag: string) => `"other", ${tag}`],
        ['*', () => '*'],
      ])('answers 304 to If-None-Match with %s', async (_, header) => {
        const response = await send(get(`${API}/tools/chatgpt`, { 'If-None-Match': header(etag) }));
        expect(response.status).toBe(304);
        expect(await response.text()).toBe('');
        expect(response.headers.get('etag')).toBe(etag);
        expect(response.headers.get('cache-control')).toBe('public, max-age=300');
        expectApiHeaders(response);
      });

      it('answers 200 to a tag that does not match', async () => {
        expect((await send(get(`${API}/tools/chatgpt`, { 'If-None-Match': '"nope", W/"other"' }))).status).toBe(200);
      });

      it('gives different tags to different bodies and the same tag to the same body', async () => {
        const [a, b, c] = await Promise.all([send(get(`${API}/tools/chatgpt`)), send(get(`${API}/tools/kahoot`)), send(get(`${API}/tools/chatgpt`))]);
        expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
        expect(a.headers.get('etag')).toBe(c.headers.get('etag'));
      });
    });

    describe('rate limit', () => {
      it('answers the request over the limit with a 429 problem, Retry-After and CORS', async () => {
        const limited = await host().limited(3);
        for (let i = 0; i < 3; i++) expect((await limited(get(`${API}/tools`))).status).toBe(200);
        const response = await limited(get(`${API}/tools`));
        await expectProblem(response, 429, 'rate-limited', `"ip";q=3;w=${RATE_WINDOW_SECONDS}`);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
        expect(response.headers.get('ratelimit')).toMatch(/^"ip";r=0;t=\d+$/);
      });

      it('states the limit it enforces in RateLimit-Policy, on every answer', async () => {
        const limited = await host().limited(5);
        const answers = [];
        for (const path of [`${API}/tools`, `${API}/tools`, `${API}/tools/inconnu`, `${API}/tools?page=0`, `${API}/tools/chatgpt`, `${API}/tools`]) answers.push(await limited(get(path)));
        expect(answers.map((response) => response.status)).toEqual([200, 200, 404, 400, 200, 429]);
        for (const response of answers) expect(response.headers.get('ratelimit-policy')).toBe(`"ip";q=5;w=${RATE_WINDOW_SECONDS}`);
      });

      it('does not count preflights, and never refuses one', async () => {
        const limited = await host().limited(2);
        const statuses = [];
        for (let i = 0; i < 3; i++) {
          const answer = await limited(preflightOf(`${API}/tools`));
          statuses.push(answer.status);
          statuses.push((await limited(get(`${API}/tools`, { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }))).status);
        }
        expect(statuses).toEqual([204, 200, 204, 200, 204, 429]);
        const after = await limited(preflightOf(`${API}/tools`));
        expect(after.status).toBe(204);
        expect(after.headers.get('access-control-allow-headers')).toBe('traceparent');
      });

      it(`states the production limit by default (${RATE_LIMIT} per ${RATE_WINDOW_SECONDS} s) or none`, () => {
        expect([null, `"ip";q=${RATE_LIMIT};w=${RATE_WINDOW_SECONDS}`]).toContain(policy);
      });
    });

    describe('failures', () => {
      it('answers a failure with a 500 problem and reports it with the request', async () => {
        const { send: failing, logged } = await host().broken();
        const response = await failing(get(`${API}/tools?per_page=7`));
        const body = await expectProblem(response, 500, 'internal-error');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(body.instance).toBe(`${API}/tools`);
        await expect.poll(logged).toEqual([expect.stringMatching(/GET \/api\/v1\/directory\/tools\b.*list-items\/0\.json is missing/)]);
      });
    });
  });
}

const preflightOf = (path: string) => new Request(`http://localhost${path}`, { method: 'OPTIONS', headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'traceparent' } });
