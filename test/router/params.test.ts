import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_QUERY, files, listUrl } from '../../src/api/paths.ts';
import { ifNoneMatchHits } from '../../src/router/http.ts';
import { echoed, parseListQuery, splitQuery } from '../../src/router/params.ts';

const CATEGORIES = ['quiz', 'langues'];
const query = (search: string) => {
  const result = parseListQuery(search, CATEGORIES);
  return 'query' in result ? result.query : result.errors.map((e) => e.parameter);
};

describe('splitQuery', () => {
  it.each([
    ['', []],
    ['q=%C3%A9l%C3%A8ve&page=2', [['q', 'élève', true], ['page', '2', true]]],
    ['q=a+b&&flag', [['q', 'a b', true], ['flag', '', true]]],
    ['q=%E0%A4%A', [['q', '%E0%A4%A', false]]],
    ['%zz=1', [['%zz', '1', false]]],
  ])('%j', (search, pairs) => expect(splitQuery(search)).toEqual(pairs));
});

describe('parseListQuery', () => {
  it.each([
    ['page=9007199254740991', { query: { ...DEFAULT_LIST_QUERY, page: Number.MAX_SAFE_INTEGER } }],
    ['page=9007199254740992', { query: { ...DEFAULT_LIST_QUERY, page: Number.MAX_SAFE_INTEGER }, exactPage: '9007199254740992' }],
    ['page=0099999999999999999999', { query: { ...DEFAULT_LIST_QUERY, page: Number.MAX_SAFE_INTEGER }, exactPage: '99999999999999999999' }],
  ])('keeps the exact digits of a page beyond safe integers: %s', (search, expected) => expect(parseListQuery(search, CATEGORIES)).toEqual(expected));

  it.each([
    ['', DEFAULT_LIST_QUERY],
    ['page=2&per_page=100', { ...DEFAULT_LIST_QUERY, page: 2, per_page: 100 }],
    ['per_page=101', { ...DEFAULT_LIST_QUERY, per_page: 100 }],
    ['per_page=007', { ...DEFAULT_LIST_QUERY, per_page: 7 }],
    ['category=%20Quiz%20', { ...DEFAULT_LIST_QUERY, category: 'quiz' }],
    ['pricing=FREEMIUM', { ...DEFAULT_LIST_QUERY, pricing: 'freemium' }],
    ['has_education_pricing=TRUE', { ...DEFAULT_LIST_QUERY, has_education_pricing: true }],
    ['has_education_pricing=0', DEFAULT_LIST_QUERY],
    ['q=%20%20carte%20%20%20mentale%20', { ...DEFAULT_LIST_QUERY, q: 'carte mentale' }],
    ['q=&pricing=&unknown=1&PAGE=0', DEFAULT_LIST_QUERY],
    ['page=0', ['page']],
    ['per_page=1.0', ['per_page']],
    ['category=musique', ['category']],
    ['has_education_pricing=yes', ['has_education_pricing']],
    [`q=${'é'.repeat(100)}`, { ...DEFAULT_LIST_QUERY, q: 'é'.repeat(100) }],
    [`q=${'é'.repeat(101)}`, ['q']],
    // The same text decomposed (`e` + U+0301): as many characters.
    [`q=${'e\u0301'.repeat(100)}`, { ...DEFAULT_LIST_QUERY, q: 'e\u0301'.repeat(100) }],
    [`q=${'e\u0301'.repeat(101)}`, ['q']],
    ['q=a%07b', ['q']],
    ['q=a&q=b&page=x&page=y', ['page', 'q']],
    // An empty value is an absent parameter, so it repeats nothing.
    ['pricing=&pricing=paid&q=%20&q=quiz&page=&page=', { ...DEFAULT_LIST_QUERY, pricing: 'paid', q: 'quiz' }],
    ['pricing=%zz&pricing=', ['pricing']],
    // Unknown parameters are ignored, malformed or not; a known one must be well formed.
    ['utm_source=%E9t%E9&fbclid=abc%&%zz=1&page=2', { ...DEFAULT_LIST_QUERY, page: 2 }],
    ['pricing=%E9', ['pricing']],
    ['language=FR', { ...DEFAULT_LIST_QUERY, language: 'fr' }],
  ])('%s', (search, expected) => expect(query(search)).toEqual(expected));

  it('gives a repeated parameter one entry whose value shows every value sent, in order, as sent', () => {
    const result = parseListQuery(`pricing=free&page=2&pricing=PAID&q=a&q=%zz&category=${'x'.repeat(100)}&category=quiz`, CATEGORIES);
    expect('errors' in result && result.errors).toEqual([
      { parameter: 'category', value: `${'x'.repeat(100)}, quiz`, detail: 'paramètre donné plusieurs fois : donnez-le une seule fois' },
      { parameter: 'pricing', value: 'free, PAID', detail: 'paramètre donné plusieurs fois : donnez-le une seule fois' },
      { parameter: 'q', value: 'a, %zz', detail: 'paramètre donné plusieurs fois : donnez-le une seule fois' },
    ]);
    // Cut as any echoed value: many long values make no long document.
    const long = parseListQuery(Array(5).fill(`q=${'y'.repeat(100)}`).join('&'), CATEGORIES);
    expect('errors' in long && long.errors[0].value).toBe(`${`${'y'.repeat(100)}, `.repeat(2).slice(0, 120)}…`);
  });

  it('echoes bad values as sent, not lower-cased', () => {
    const result = parseListQuery('category=NOPE&pricing=Gratuit&has_education_pricing=Oui&language=FRA1', CATEGORIES);
    expect('errors' in result && result.errors.map((e) => e.value)).toEqual(['NOPE', 'Gratuit', 'Oui', 'FRA1']);
  });
});

describe('echoed', () => {
  it.each([
    ['', ''],
    ['x'.repeat(120), 'x'.repeat(120)],
    ['x'.repeat(121), `${'x'.repeat(120)}…`],
    // Characters, not UTF-16 units: an emoji is never cut in half.
    ['😀'.repeat(121), `${'😀'.repeat(120)}…`],
    ['😀'.repeat(100), '😀'.repeat(100)],
  ])('%#', (text, shown) => expect(echoed(text)).toBe(shown));
});

describe('listUrl and list files', () => {
  it.each([
    [DEFAULT_LIST_QUERY, 'https://x.org/api/v1/directory/tools', 'lists/_all/_all/_all/30/1.json'],
    [{ ...DEFAULT_LIST_QUERY, pricing: 'free' as const, page: 2 }, 'https://x.org/api/v1/directory/tools?pricing=free&page=2', 'lists/_all/free/_all/30/2.json'],
    [
      { ...DEFAULT_LIST_QUERY, category: 'quiz', has_education_pricing: true, q: "l'élève & co", per_page: 100 },
      'https://x.org/api/v1/directory/tools?category=quiz&has_education_pricing=true&q=l\'%C3%A9l%C3%A8ve%20%26%20co&per_page=100',
      'lists/quiz/_all/education/100/1.json',
    ],
  ])('%j', (listQuery, url, file) => {
    expect(listUrl('https://x.org', listQuery)).toBe(url);
    expect(files.list(listQuery)).toBe(file);
  });
});

describe('If-None-Match (RFC 9110 weak comparison)', () => {
  it.each([
    [null, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", W/"abc" ', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('%s', (header, hit) => expect(ifNoneMatchHits(header, '"abc"')).toBe(hit));
});
