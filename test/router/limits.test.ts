/**
 * Limits on what one request may cost: the query string's length (checked before any decoding),
 * the one bound on reading a query whose unknown parameters are ignored however many, and
 * problems that name only the API's own parameters, each once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileReader } from '../../src/hosts/node/server.ts';
import { invalidParameters, MAX_QUERY_LENGTH, parseListQuery, queryTooLong } from '../../src/router/params.ts';
import { createRouter } from '../../src/router/router.ts';
import { FIXTURE_BASE } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const TOOLS = 'http://localhost/api/v1/directory/tools';

describe('queryTooLong', () => {
  it.each([
    ['', null],
    ['?page=2&q=quiz', null],
    [`?q=${'x'.repeat(MAX_QUERY_LENGTH - 2)}`, null],
    [`?q=${'x'.repeat(MAX_QUERY_LENGTH - 1)}`, `La chaîne de requête dépasse ${MAX_QUERY_LENGTH} caractères : raccourcissez-la.`],
    // Any number of parameters within the length: unknown ones are ignored (API.md).
    [`?${Array(MAX_QUERY_LENGTH / 4).fill('a=1').join('&')}`, null],
    [`?${'&'.repeat(MAX_QUERY_LENGTH)}`, null],
  ])('%s', (search, expected) => expect(queryTooLong(search)).toBe(expected));
});

describe('reading the longest query', () => {
  afterEach(() => vi.restoreAllMocks());

  // An exception costs microseconds: a thousand of them made such a query cost 5 ms to read,
  // when a query without them costs about a tenth of that.
  it.each([
    ['escapes of malformed UTF-8 in names', '%C3&'.repeat(MAX_QUERY_LENGTH / 4)],
    ['escapes of malformed UTF-8 in values', 'x=%C3&'.repeat(MAX_QUERY_LENGTH / 6)],
    ['a known parameter repeated with malformed UTF-8', 'q=%ED%A0%80&'.repeat(MAX_QUERY_LENGTH / 12)],
    ['truncated and overlong escapes', 'a=%E2%82&b=%C0%AE&c=%F4%90%80%80&'.repeat(MAX_QUERY_LENGTH / 34)],
  ])('throws no exception with %s', (_, search) => {
    expect(search.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    const decoder = vi.spyOn(globalThis, 'decodeURIComponent');
    parseListQuery(`${search}&q=%C3%A9`, ['quiz']);
    expect(decoder).toHaveBeenCalledWith('%C3%A9');
    expect(decoder.mock.results.filter((result) => result.type === 'throw')).toEqual([]);
  });
});

describe('invalidParameters', () => {
  const bad = (count: number) => Array.from({ length: count }, (_, i) => ({ parameter: `p${i}`, value: 'x', detail: 'mauvais' }));

  it('names every bad parameter', () => {
    expect(invalidParameters(bad(1))).toEqual({ detail: 'Paramètre invalide : p0.', errors: bad(1) });
    expect(invalidParameters(bad(3))).toEqual({ detail: 'Paramètres invalides : p0, p1, p2.', errors: bad(3) });
  });
});

describe('the router', () => {
  const router = createRouter({ readFile: fileReader(fixtureDist) });

  it('answers an over-long query string with a small 414 problem that caches may keep', async () => {
    const response = await router(new Request(`${TOOLS}?${Array(2000).fill('%zz=%zz').join('&')}`));
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await response.text();
    expect(text.length).toBeLessThan(500);
    expect(JSON.parse(text)).toMatchObject({ type: `${FIXTURE_BASE}/problems/uri-too-long`, status: 414, title: 'Adresse trop longue' });
  });

  it('answers a long query string on any API path with 414, before looking at the path or the method', async () => {
    expect((await router(new Request(`http://localhost/api/v1/nowhere?x=${'y'.repeat(MAX_QUERY_LENGTH)}`))).status).toBe(414);
    expect((await router(new Request(`${TOOLS}?x=${'y'.repeat(MAX_QUERY_LENGTH)}`, { method: 'DELETE' }))).status).toBe(414);
  });

  it('answers the preflight of a URL with a long query string, so that the browser sees the 414', async () => {
    const url = `${TOOLS}?q=${'y'.repeat(MAX_QUERY_LENGTH)}`;
    const preflight = await router(new Request(url, { method: 'OPTIONS', headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' } }));
    expect(preflight.status).toBe(204);
    const response = await router(new Request(url, { headers: { Origin: 'https://app.example' } }));
    expect(response.status).toBe(414);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('writes its French details with the typography and the words of the documentation site (’, « encodage en pourcentage »)', async () => {
    const detail = async (path: string, init?: RequestInit) => (await (await router(new Request(`http://localhost${path}`, init))).json()).detail as string;
    const invalid = await (await router(new Request(`${TOOLS}?category=%zz`))).json();
    expect(invalid.errors[0].detail).toMatchInlineSnapshot(`"encodage en pourcentage invalide : encodez le paramètre avec encodeURIComponent"`);
    expect(await detail('/api/v1/directory/tools/inconnu')).toMatchInlineSnapshot(`"Aucune ressource à l’adresse /api/v1/directory/tools/inconnu."`);
    expect(await detail('/api/v1/directory/tools', { method: 'POST' })).toMatchInlineSnapshot(`"La méthode POST n’est pas autorisée : l’API est en lecture seule (GET, HEAD, OPTIONS)."`);
    expect(await detail(`/api/v1/directory/tools?q=${'x'.repeat(MAX_QUERY_LENGTH)}`)).toMatchInlineSnapshot(`"La chaîne de requête dépasse 2048 caractères : raccourcissez-la."`);
  });

  it('echoes at most 120 characters of a long path in a 404 problem', async () => {
    const path = `/api/v1/directory/tools/${'a'.repeat(9000)}`;
    const response = await router(new Request(`http://localhost${path}`));
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.instance).toBe(`${path.slice(0, 120)}…`);
    expect(body.detail).toBe(`Aucune ressource à l’adresse ${path.slice(0, 120)}….`);
  });

  it('reads a query string of any number of unknown parameters and a trailing `&`, as a client that writes `name=value&` for each sends it', async () => {
    const response = await router(new Request(`${TOOLS}?${Array(100).fill('utm_source=x&').join('')}page=2&`));
    expect(response.status).toBe(200);
    expect((await response.json()).links.self).toBe(`${FIXTURE_BASE}/api/v1/directory/tools?page=2`);
  });

  it('ignores any number of unknown, malformed parameters, up to the longest query read', async () => {
    const search = `${Array(255).fill('%zz=%C3').join('&')}&page=2`;
    expect(search.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    const response = await router(new Request(`${TOOLS}?${search}`));
    expect(response.status).toBe(200);
    expect((await response.json()).meta.page).toBe(2);
  });

  it('names each of the seven parameters once in a 400 problem, however often and badly it is given', async () => {
    const bad = ['page=0', 'page=%zz', 'per_page=x', 'category=%zz', 'pricing=gratuit', 'has_education_pricing=oui', 'language=f', 'language=f', 'q=%07', 'q=%zz'];
    const response = await router(new Request(`${TOOLS}?${bad.join('&')}`));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.map((error: { parameter: string; detail: string }) => `${error.parameter}: ${error.detail.split(' :')[0]}`)).toEqual([
      'page: paramètre donné plusieurs fois',
      'per_page: doit être un entier supérieur ou égal à 1 (au-delà de 100, 100 est utilisé)',
      'category: encodage en pourcentage invalide',
      'pricing: valeur inconnue',
      'has_education_pricing: utilisez 1 ou true pour filtrer, 0 ou false pour ne pas filtrer',
      'language: paramètre donné plusieurs fois',
      'q: paramètre donné plusieurs fois',
    ]);
    expect(body.detail).toBe('Paramètres invalides : page, per_page, category, pricing, has_education_pricing, language, q.');
  });
});
