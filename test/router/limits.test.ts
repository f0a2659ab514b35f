/**
 * Limits on what one request may cost: query string length and parameter count (checked before
 * any decoding), and problems that detail a bounded number of bad parameters.
 */
import { describe, expect, inject, it } from 'vitest';
import { fileReader } from '../../src/hosts/node/server.ts';
import { invalidParameters, MAX_PARAMETERS, MAX_QUERY_LENGTH, MAX_REPORTED_ERRORS, queryTooLarge } from '../../src/router/params.ts';
import { createRouter } from '../../src/router/router.ts';
import { FIXTURE_BASE } from '../helpers/sites.ts';

const TOOLS = 'http://localhost/api/v1/directory/tools';

describe('queryTooLarge', () => {
  it.each([
    ['', null],
    ['?page=2&q=quiz', null],
    [`?q=${'x'.repeat(MAX_QUERY_LENGTH - 2)}`, null],
    [`?q=${'x'.repeat(MAX_QUERY_LENGTH - 1)}`, `La chaîne de requête dépasse ${MAX_QUERY_LENGTH} caractères : raccourcissez-la.`],
    [`?${Array(MAX_PARAMETERS).fill('a=1').join('&')}`, null],
    [`?${Array(MAX_PARAMETERS + 1).fill('a=1').join('&')}`, `La chaîne de requête compte plus de ${MAX_PARAMETERS} paramètres : retirez ceux que l'API n'utilise pas.`],
    [`?${'&'.repeat(MAX_PARAMETERS)}`, `La chaîne de requête compte plus de ${MAX_PARAMETERS} paramètres : retirez ceux que l'API n'utilise pas.`],
  ])('%s', (search, expected) => expect(queryTooLarge(search)).toBe(expected));
});

describe('invalidParameters', () => {
  const bad = (count: number) => Array.from({ length: count }, (_, i) => ({ parameter: `p${i}`, value: 'x', detail: 'mauvais' }));

  it('names every parameter while there are few', () => {
    expect(invalidParameters(bad(1)).detail).toMatchInlineSnapshot(`"Paramètre invalide : p0."`);
    expect(invalidParameters(bad(MAX_REPORTED_ERRORS)).errors).toHaveLength(MAX_REPORTED_ERRORS);
  });

  it('details at most ten and counts the rest', () => {
    const { detail, errors } = invalidParameters(bad(MAX_REPORTED_ERRORS + 5));
    expect(errors).toEqual(bad(MAX_REPORTED_ERRORS));
    expect(detail).toMatchInlineSnapshot(`"Paramètres invalides : p0, p1, p2, p3, p4, p5, p6, p7, p8, p9 et 5 autres non détaillés."`);
    expect(invalidParameters(bad(MAX_REPORTED_ERRORS + 1)).detail).toMatch(/ et 1 autre non détaillé\.$/);
  });
});

describe('the router', () => {
  const router = createRouter({ readFile: fileReader(inject('fixtureDist')) });

  it('answers the worst query shape with a small 431 problem', async () => {
    const response = await router(new Request(`${TOOLS}?${Array(2000).fill('%zz=%zz').join('&')}`));
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    const text = await response.text();
    expect(text.length).toBeLessThan(500);
    expect(JSON.parse(text)).toMatchObject({ type: `${FIXTURE_BASE}/problems/request-too-large`, status: 431, title: 'Requête trop longue' });
  });

  it('answers a long query string on any API path with 431, before looking at the path', async () => {
    const response = await router(new Request(`http://localhost/api/v1/nowhere?x=${'y'.repeat(MAX_QUERY_LENGTH)}`));
    expect(response.status).toBe(431);
  });

  it('details ten bad parameters and counts the others in a 400 problem', async () => {
    const response = await router(new Request(`${TOOLS}?${Array(15).fill('%zz=%zz').join('&')}`));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(body.detail).toBe('Paramètres invalides : %zz, %zz, %zz, %zz, %zz, %zz, %zz, %zz, %zz, %zz et 5 autres non détaillés.');
  });
});
