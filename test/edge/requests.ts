/**
 * Requests that every host of the edge function must answer exactly as the local Node server
 * does: a representative set of the behaviour suite's cases (documents, lists, computed pages,
 * searches, those answered from the long descriptions among them, every kind of problem, HEAD, OPTIONS, conditional requests, downloads).
 */
import { rateLimitPolicy } from '../../src/api/policy.ts';

const API = '/api/v1/directory';

export type ComparedRequest = [method: string, path: string, headers?: Record<string, string>];

const requests: ComparedRequest[] = [
  ['GET', API],
  ['GET', `${API}/tools`],
  ['GET', `${API}/tools/`],
  ['GET', `${API}/tools?page=2`],
  ['GET', `${API}/tools?page=40`],
  ['GET', `${API}/tools?per_page=7&page=3`],
  ['GET', `${API}/tools?per_page=1000`],
  ['GET', `${API}/tools?category=QUIZ&pricing=free&has_education_pricing=false`],
  ['GET', `${API}/tools?has_education_pricing=1`],
  ['GET', `${API}/tools/chatgpt`],
  ['GET', `${API}/collections`],
  ['GET', `${API}/categories`],
  ['GET', '/api/v1/openapi.json'],
  ['GET', `${API}/tools?page=0&per_page=x&category=nope&pricing=a&q=${'z'.repeat(101)}`],
  ['GET', `${API}/tools?pricing=free&pricing=paid`],
  ['GET', `${API}/tools?language=EN`],
  ['GET', `${API}/tools?language=en&q=quiz&per_page=5&page=2`],
  ['GET', `${API}/tools?language=x1`],
  ['GET', `${API}/tools?q=%E0%A4%A`],
  ['GET', `${API}/tools/inconnu`],
  ['GET', `${API}/tools/vieux-quiz`],
  ['GET', `${API}/tools/zebra`],
  ['HEAD', `${API}/tools/vieux-dico`],
  ['GET', `${API}/tools/..%2f..%2fpackage.json`],
  ['GET', '/api/nothing-here'],
  ['GET', '/api'],
  ['HEAD', `${API}/tools`],
  ['OPTIONS', `${API}/tools`],
  ['DELETE', `${API}/tools/chatgpt`],
  ['GET', `${API}/tools/chatgpt`, { 'If-None-Match': '*' }],
  // Query strings as clients write them: a trailing `&`, many unknown parameters, `+` for a space,
  // every filter with a search, a page beyond what a JSON number holds exactly, one too long.
  ['GET', `${API}/tools?page=2&`],
  ['GET', `${API}/tools?${Array.from({ length: 20 }, (_, i) => `utm_${i}=x&`).join('')}`],
  ['GET', `${API}/tools?${Array.from({ length: 100 }, (_, i) => `utm_${i}=x`).join('&')}`],
  ['GET', `${API}/tools?q=carte+mentale&language=fr&pricing=free&has_education_pricing=0&per_page=2&page=2`],
  ['GET', `${API}/tools?q=quiz&page=99999999999999999999`],
  ['HEAD', `${API}/tools?page=0&pricing=gratuit`],
  ['GET', `${API}/tools?q=${'x'.repeat(3000)}`],
  ['OPTIONS', `${API}/tools?q=${'x'.repeat(3000)}`, { Origin: 'https://dashboard.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'traceparent, if-none-match' }],
  ['GET', '/api/v1'],
  // The downloads, byte for byte: the CSV export starts with a byte order mark.
  ['GET', `${API}/export/tools.csv`],
  ['GET', `${API}/export/tools.json`],
  ['GET', `${API}/export/tools.ndjson`],
  ['GET', `${API}/feed.json`],
  ['GET', `${API}/feed.xml`],
];
const searches = ['quiz', 'coeur', 'ELEVE', "l'élève", 'e-learning', 'elearning', '3d', 'chatgtp', 'carte mentale', 'assistant', 'outil 1', 'de la', 'zzzz', 'faire un quiz', 'élève dyslexique', 'traduire un document', 'flashcards', 'cartes mémoire', 'quiz dictionnaire', 'lexique', 'présentations', 'fictif', 'imaginaire zzzz'];

export const comparedRequests: ComparedRequest[] = [
  ...requests,
  ...searches.map((q): ComparedRequest => ['GET', `${API}/tools?q=${encodeURIComponent(q)}&per_page=100`]),
];

/**
 * Headers the API itself sets, compared host against host. `RateLimit-Policy` is not among them:
 * the edge states the limit Netlify enforces, while the local server it is compared with runs with
 * its limit off and states none; `EDGE_POLICY` is what the edge must state.
 */
export const COMPARED_HEADERS = [
  'content-type',
  'etag',
  'link',
  'cache-control',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'allow',
  'x-content-type-options',
  'x-robots-tag',
  'location',
];

/** A body as it was sent, a byte order mark included (`text()` drops it): the CSV export has one. */
export const bodyAsSent = async (response: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

/** `RateLimit-Policy` of every edge answer: the limit of `policy.ts`, which Netlify enforces. */
export const EDGE_POLICY = rateLimitPolicy();

