/**
 * List parameters (API.md, "List parameters"): from a raw query string to a canonical query, or
 * to every problem at once. Pure and dependency-free.
 */
import { DEFAULT_LIST_QUERY, MAX_PER_PAGE, type ListQuery } from '../api/paths.ts';
import { PRICING, type Pricing } from '../content/vocabulary.ts';

export interface ParameterError {
  parameter: string;
  value: string;
  detail: string;
}

export const MAX_Q_LENGTH = 100;
/**
 * Longest query string answered, in characters after `?`: room for every parameter at its
 * longest, `q` fully percent-encoded (100 characters × up to 12) included, and for the tracking
 * parameters other systems add (`utm_*`, `fbclid`). It is the one bound on the work of reading a
 * query: unknown parameters are ignored (API.md), however many, and reading one costs well under
 * a microsecond (`decode` never throws), so a query at this length costs well under a
 * millisecond. Longer, the request is refused as its URI (414, RFC 9110 §15.5.15), not its
 * headers (431 is for header fields, RFC 6585 §5).
 */
export const MAX_QUERY_LENGTH = 2048;
/** Echoed values are cut so that a huge parameter cannot make a huge error document. */
const MAX_ECHO = 120;

const KNOWN = ['page', 'per_page', 'category', 'pricing', 'has_education_pricing', 'language', 'q'] as const;
type Known = (typeof KNOWN)[number];

/**
 * Why a query string is too long to be read, as a French sentence, or null. Checked before any
 * parameter is decoded, so that a huge query costs next to nothing.
 * @example queryTooLong('?page=2') === null
 */
export function queryTooLong(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query.length > MAX_QUERY_LENGTH ? `La chaîne de requête dépasse ${MAX_QUERY_LENGTH} caractères : raccourcissez-la.` : null;
}

/**
 * The detail and errors of an invalid-parameter problem. Every bad parameter is in them: only
 * the API's seven parameters can be bad, each at most once (`parseListQuery`).
 * @example invalidParameters([{ parameter: 'page', value: '0', detail: '…' }]).detail === 'Paramètre invalide : page.'
 */
export function invalidParameters(errors: ParameterError[]): { detail: string; errors: ParameterError[] } {
  const plural = errors.length > 1 ? 's' : '';
  return { detail: `Paramètre${plural} invalide${plural} : ${errors.map((error) => error.parameter).join(', ')}.`, errors };
}

/**
 * Splits a raw query string (without `?`) into decoded pairs. `+` is a space. A pair whose
 * percent-encoding is malformed keeps its raw text and is marked, so that it can be reported.
 * @example splitQuery('q=%C3%A9l%C3%A8ve&page=2') deep equals [['q', 'élève', true], ['page', '2', true]]
 */
export function splitQuery(search: string): [name: string, value: string, wellFormed: boolean][] {
  if (search === '') return [];
  return search.split('&').flatMap((pair) => {
    if (pair === '') return [];
    const at = pair.indexOf('=');
    const [rawName, rawValue] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    const name = decode(rawName);
    const value = decode(rawValue);
    return [[name ?? rawName, value ?? rawValue, name !== undefined && value !== undefined]];
  });
}

/**
 * Percent escapes that spell UTF-8 (RFC 3629 §4: no overlong form, no surrogate, nothing past
 * U+10FFFF), among other characters: exactly what `decodeURIComponent` decodes without throwing.
 */
const WELL_FORMED_ESCAPES = new RegExp(
  `^(?:[^%]|${[
    '%[0-7][0-9a-f]',
    '%(?:c[2-9a-f]|d[0-9a-f])%[89ab][0-9a-f]',
    '%e0%[ab][0-9a-f]%[89ab][0-9a-f]',
    '%(?:e[1-9abcef])(?:%[89ab][0-9a-f]){2}',
    '%ed%[89][0-9a-f]%[89ab][0-9a-f]',
    '%f0%(?:9[0-9a-f]|[ab][0-9a-f])(?:%[89ab][0-9a-f]){2}',
    '%f[1-3](?:%[89ab][0-9a-f]){3}',
    '%f4%8[0-9a-f](?:%[89ab][0-9a-f]){2}',
  ].join('|')})*$`,
  'i',
);

/**
 * `decodeURIComponent` after `+` → space, or undefined where it would throw. Checked first, so
 * that it never throws: an exception costs far more than the rest of a parameter, and a query
 * may hold a thousand parameters that the API ignores (`MAX_QUERY_LENGTH` bounds them); the
 * engine's own decoder, because a fresh edge isolate pays a millisecond for the first use of the
 * runtime's `TextDecoder`.
 * @example decode('%C3%A9t%C3%A9') === 'été' && decode('%zz') === undefined && decode('%C3') === undefined
 */
function decode(text: string): string | undefined {
  const spaced = text.replace(/\+/g, ' ');
  if (!spaced.includes('%')) return spaced;
  return WELL_FORMED_ESCAPES.test(spaced) ? decodeURIComponent(spaced) : undefined;
}

/**
 * The validated list query, or every bad parameter. `categories` are the valid category slugs.
 * A page number too large for a JavaScript number is `Number.MAX_SAFE_INTEGER` in `query` (past
 * the last page of any directory) and its canonical digits are `exactPage`.
 */
export function parseListQuery(search: string, categories: readonly string[]): { query: ListQuery; exactPage?: string } | { errors: ParameterError[] } {
  const errors: ParameterError[] = [];
  const sent = new Map<Known, { value: string; wellFormed: boolean }[]>();
  for (const [name, value, wellFormed] of splitQuery(search)) {
    // An unknown parameter is ignored however it is encoded: tracking parameters added by
    // other systems (`utm_source=%E9t%E9`) must not break a list call.
    if (!(KNOWN as readonly string[]).includes(name)) continue;
    // An empty value is an absent parameter (API.md), so it repeats nothing either: a form that
    // sends an empty field beside a filled one (`pricing=&pricing=paid`) means `pricing=paid`.
    if (wellFormed && value.trim() === '') continue;
    const known = name as Known;
    sent.set(known, [...(sent.get(known) ?? []), { value, wellFormed }]);
  }
  // One problem per parameter: a repeated one has no single value to check, so its repetition
  // is its problem, shown with every value sent; else its encoding, else its value (below).
  const given = new Map<Known, string>();
  for (const [name, values] of sent) {
    if (values.length > 1) errors.push(error(name, valuesSent(values.map(({ value }) => value)), 'paramètre donné plusieurs fois : donnez-le une seule fois'));
    else if (!values[0].wellFormed) errors.push(error(name, values[0].value, 'encodage en pourcentage invalide : encodez le paramètre avec encodeURIComponent'));
    else given.set(name, values[0].value);
  }

  const query: ListQuery = { ...DEFAULT_LIST_QUERY };
  const value = (name: Known) => {
    const raw = given.get(name)?.trim() ?? '';
    return raw === '' ? undefined : raw;
  };

  let exactPage: string | undefined;
  const page = value('page');
  if (page !== undefined) {
    const number = positiveInteger(page);
    if (number === undefined) errors.push(error('page', page, 'doit être un entier supérieur ou égal à 1'));
    else if (number > Number.MAX_SAFE_INTEGER) [query.page, exactPage] = [Number.MAX_SAFE_INTEGER, BigInt(page).toString()];
    else query.page = number;
  }
  const perPage = value('per_page');
  if (perPage !== undefined) {
    const number = positiveInteger(perPage);
    if (number === undefined) errors.push(error('per_page', perPage, `doit être un entier supérieur ou égal à 1 (au-delà de ${MAX_PER_PAGE}, ${MAX_PER_PAGE} est utilisé)`));
    else query.per_page = Math.min(number, MAX_PER_PAGE);
  }
  // Values compare in lower case; a problem echoes them as sent.
  const category = value('category');
  if (category !== undefined) {
    if (categories.includes(category.toLowerCase())) query.category = category.toLowerCase();
    else errors.push(error('category', category, 'catégorie inconnue : utilisez un slug de /api/v1/directory/categories'));
  }
  const pricing = value('pricing');
  if (pricing !== undefined) {
    if ((PRICING as readonly string[]).includes(pricing.toLowerCase())) query.pricing = pricing.toLowerCase() as Pricing;
    else errors.push(error('pricing', pricing, `valeur inconnue : utilisez ${PRICING.join(', ')}`));
  }
  const education = value('has_education_pricing');
  if (education !== undefined) {
    const flag = education.toLowerCase();
    if (flag === '1' || flag === 'true') query.has_education_pricing = true;
    else if (flag !== '0' && flag !== 'false') errors.push(error('has_education_pricing', education, 'utilisez 1 ou true pour filtrer, 0 ou false pour ne pas filtrer'));
  }
  const language = value('language');
  if (language !== undefined) {
    // Any well-formed code is accepted: one that no tool offers selects nothing (200, empty).
    if (/^[a-z]{2,3}$/i.test(language)) query.language = language.toLowerCase();
    else errors.push(error('language', language, 'code de langue invalide : 2 ou 3 lettres, par exemple fr ou en'));
  }
  const q = value('q')?.replace(/\s+/g, ' ');
  if (q !== undefined) {
    // Counted as the search reads it, composed (NFC): an accent typed decomposed (`e` + U+0301,
    // as some keyboards and macOS file names send it) is one character, not two.
    if ([...q].length > MAX_Q_LENGTH && [...q.normalize('NFC')].length > MAX_Q_LENGTH) errors.push(error('q', q, `recherche trop longue : ${MAX_Q_LENGTH} caractères au plus`));
    // Unicode's control characters (`\p{Cc}`), as ranges: a property class costs a fresh isolate a millisecond to compile.
    else if (/[\u0000-\u001f\u007f-\u009f]/.test(q)) errors.push(error('q', q, 'caractères de contrôle interdits dans la recherche'));
    else query.q = q;
  }
  // Report in a stable order whatever the order of the query string.
  errors.sort((a, b) => rank(a.parameter) - rank(b.parameter));
  if (errors.length > 0) return { errors };
  return exactPage === undefined ? { query } : { query, exactPage };
}

const rank = (parameter: string) => {
  const index = (KNOWN as readonly string[]).indexOf(parameter);
  return index < 0 ? KNOWN.length : index;
};

/** `"12"` → 12; anything but plain digits denoting at least 1 → undefined. */
function positiveInteger(text: string): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 ? number : undefined;
}

/**
 * The values of a parameter given several times, as one `value` of its problem: `errors` keeps
 * one entry per parameter (API.md, the OpenAPI schema), and the client sees what it sent, in the
 * order it sent it.
 * @example valuesSent(['free', 'paid']) === 'free, paid'
 */
function valuesSent(values: string[]): string {
  return values.join(', ');
}

function error(parameter: string, value: string, detail: string): ParameterError {
  return { parameter, value: echoed(value), detail };
}

/**
 * Text a client sent, as a problem echoes it: cut at `MAX_ECHO` characters, so that a huge
 * value or path cannot make a huge error document.
 * @example echoed('x'.repeat(200)) === `${'x'.repeat(120)}…`
 */
export function echoed(text: string): string {
  return text.length > MAX_ECHO && [...text].length > MAX_ECHO ? `${[...text].slice(0, MAX_ECHO).join('')}…` : text;
}
