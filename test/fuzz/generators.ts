/**
 * Generators of hostile requests for the property-based tests: paths with encodings, dot
 * segments, NUL and unicode; query strings with repeated, huge and odd parameters; odd methods
 * and headers. Every generated request carries markers (`<x-fuzz-mark>`, file names planted next to
 * the build) that must never come back unescaped or read.
 */
import fc from 'fast-check';

/** Text that must never appear as is in a response body. */
export const MARKER = '<x-fuzz-mark>';

/** Names of files planted next to the build, reachable only by leaving it. */
export const PLANTED = ['secret.txt', 'sentinel.json'];

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('api', 'v1', 'directory', 'tools', 'collections', 'categories', 'openapi.json', 'kahoot', 'quiz-express', '_api', 'list-index.txt', 'search-index.txt', 'list-items', '0.json', 'schemas', 'screenshots', ...PLANTED) },
  { weight: 3, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '%2E%2E%2F', '.%2e', '%2f', '%5c', '\\', '..%2f..%2f', '..%5c..%5c', '%252e%252e%252f', '%c0%ae%c0%ae', '%ZZ', '%', '%E9', 'élève', '🎓', '\u202e', '%3Cx-fuzz-mark%3E', MARKER, ';x=1', ' ', '~', '') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);

const prefix = fc.constantFrom('/api/v1/directory/', '/api/v1/directory/tools/', '/api/v1/', '/api/', '/', '//', '/api//v1/directory/');

/** Paths that may contain a NUL byte (`%00`) anywhere. */
export const nulSegment = fc.constantFrom('%00', 'kahoot%00', '%00.json', 'a%00/../b');

/** The API's own paths, where queries are read. */
const endpoint = fc.constantFrom('/api/v1/directory/tools', '/api/v1/directory/tools/', '/api/v1/directory', '/api/v1/directory/tools/kahoot', '/api/v1/directory/collections/quiz-express', '/api/v1/openapi.json');

/**
 * A request path as raw text (not yet made valid for a request line: see `requestTarget`): half
 * of them an endpoint of the API, the others built from hostile segments.
 */
export const path = (extra: fc.Arbitrary<string>[] = []) =>
  fc.oneof(
    endpoint,
    fc
      .tuple(prefix, fc.array(fc.oneof(segment, ...extra), { maxLength: 6 }), fc.boolean())
      .map(([start, segments, slash]) => `${start}${segments.join('/')}${slash ? '/' : ''}`),
  );

const name = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('page', 'per_page', 'q', 'category', 'pricing', 'has_education_pricing') },
  { weight: 1, arbitrary: fc.constantFrom('%zz', '__proto__', 'constructor', '', 'q[]', 'PAGE', MARKER, '%3Cx-fuzz-mark%3E', '%00') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
);

const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '0', '-1', '1e3', '100', '101', '99999999999999999999', 'free', 'quiz', 'true', 'yes', 'carte mentale', 'élève 🎓') },
  { weight: 2, arbitrary: fc.constantFrom(`${MARKER}alert(1)</script>`, `%3Cx-fuzz-mark%3E`, '%zz', '%', '%00', 'a%07b', '%E9', '+', '&', '=', '🎓'.repeat(30), 'x'.repeat(3000), '%41'.repeat(700)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** A raw query string (without `?`): up to 30 pairs, names often repeated. */
export const query = fc
  .array(fc.tuple(name, fc.option(value, { nil: undefined })), { maxLength: 30 })
  .map((pairs) => pairs.map(([n, v]) => (v === undefined ? n : `${n}=${v}`)).join('&'));

export const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'BREW');

/** Headers a client may send, valid for the HTTP grammar but odd in value. */
export const headers = fc.record(
  {
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"abc", "def"', '"', 'W/', ''),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'br;q=0, gzip;q=0', '*', 'identity', 'x'),
    origin: fc.constantFrom('https://app.example', 'null', MARKER.replace(/[<>]/g, '')),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'unknown', '::1, 10.0.0.1', ''),
    range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=99999999-'),
    'access-control-request-method': fc.constantFrom('GET', 'DELETE'),
  },
  { requiredKeys: [] },
);

/**
 * A raw text made valid as an HTTP request target, the way a browser sends it: every character
 * outside printable ASCII, and `#`, percent-encoded as UTF-8 (a lone surrogate as U+FFFD);
 * existing `%` sequences, valid or not, are left as they are.
 */
export function requestTarget(raw: string): string {
  return [...raw].map((char) => (/^[\x21-\x7e]$/.test(char) && char !== '#' ? char : [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''))).join('');
}
