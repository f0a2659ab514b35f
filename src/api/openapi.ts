/**
 * The OpenAPI 3.1 document, generated from the response schemas (their JSON Schema 2020-12 form
 * is OpenAPI 3.1's own schema dialect), the list parameters of API.md, the serving policy and
 * the problem kinds. Its examples are real responses rendered from the published data by the
 * build's own renderers, shortened where a list would be long; an example that is not the
 * whole real answer says how in its summary. The documentation site and llms.txt are generated
 * from it.
 */
import { z } from 'zod';
import { PRICING } from '../content/vocabulary.ts';
import { problemBody, ALLOWED_METHODS, LICENSE_LINK } from '../router/http.ts';
import { PUBLISHER, renderCategories, renderCollection, renderCollections, renderTool, siteToolList, type Site } from './documents.ts';
import { DOWNLOADS, EXPORT_CSV_PATH, EXPORT_JSON_PATH, EXPORT_NDJSON_PATH, FEED_ATOM_PATH, FEED_JSON_PATH, FEED_SIZE } from './downloads.ts';
import { exportedTools, renderCsv, renderJsonExport, renderNdjson, CSV_LIST_SEPARATOR } from './exports.ts';
import { recentTools, renderAtomFeed, renderJsonFeed } from './feeds.ts';
import { API_BASE_PATH, DEFAULT_LIST_QUERY, DEFAULT_PER_PAGE, MAX_PER_PAGE, OPENAPI_PATH, type ListQuery } from './paths.ts';
import { CACHEABLE, DEFAULT_TIMEOUTS, HEADERS_TOO_LARGE_DETAIL, MALFORMED_REQUEST_DETAIL, NOT_CACHEABLE, RATE_LIMIT, RATE_WINDOW_SECONDS, rateLimitPolicy, requestTimeoutDetail } from './policy.ts';
import { PROBLEM_EXPLANATIONS, PROBLEM_KINDS, problemHead } from './problems.ts';
import { apiRegistry, type Discovery } from './schemas.ts';
import type { ProblemKind } from '../router/http.ts';
import { MAX_QUERY_LENGTH, queryTooLong } from '../router/params.ts';
import { methodNotAllowedDetail, notFoundDetail } from '../router/router.ts';

/** Version of the API contract, and of this document. */
export const API_VERSION = '1.4.11';

/**
 * The searches the `q` description gives as examples of the long descriptions' search: a word
 * that only long descriptions hold, and a phrase that drops it because its other word finds
 * tools, and lists first those whose long descriptions hold it.
 */
export const LONG_SEARCH_EXAMPLES = { alone: 'webradio', dropped: 'enregistrer une webradio', kept: 'enregistrer' } as const;

/** Path of the documentation site's home, where `externalDocs` and problem pages live. */
export const DOCS_PATH = '/';

/**
 * Statuses of the API whose responses carry `Cache-Control: CACHEABLE`, besides the 204 of CORS
 * preflights; the local server's answers are tested against this list and the next.
 */
export const CACHEABLE_STATUSES = [200, 301, 304, 400, 404, 414] as const;

/** Statuses of the API whose responses carry `Cache-Control: NOT_CACHEABLE` (408: local server only). */
export const NOT_CACHEABLE_STATUSES = [405, 408, 429, 431, 500] as const;

/**
 * A French enumeration.
 * @example frenchList([200, 304, 404]) === '200, 304 et 404'
 */
export const frenchList = (items: readonly (string | number)[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`);

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const headerRef = (id: string) => ({ $ref: `#/components/headers/${id}` });
const responseRef = (id: string) => ({ $ref: `#/components/responses/${id}` });

/** An `ETag` as the API writes them, for the examples of the header and of `If-None-Match`. */
const ETAG_EXAMPLE = '"0c1f3e9a5b7d2c4e6f8a0b1c2d3e4f5a"';

/**
 * The request header of conditional GETs, declared so that generated clients type it: every 200
 * has an `ETag`, and sending it back gets the 304 that `commonErrors` lists.
 */
const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'L’`ETag` d’une réponse reçue avant (ou plusieurs, séparés par des virgules, ou `*`) : 304 sans corps si la ressource n’a pas changé.',
  schema: { type: 'string' },
  example: ETAG_EXAMPLE,
};

/**
 * Component schemas, without the per-document `$schema` and `$id` that OpenAPI does not want.
 * Zod writes the metadata of its global registry only (the fields' `describe`): each component's
 * own description, registered with its id in `apiRegistry`, is added here.
 */
export function componentSchemas(): Record<string, Record<string, unknown>> {
  const { schemas } = z.toJSONSchema(apiRegistry, {
    target: 'draft-2020-12',
    uri: (id) => ref(id).$ref,
    override: ({ zodSchema, jsonSchema }) => {
      const description = apiRegistry.get(zodSchema)?.description;
      if (description !== undefined) jsonSchema.description = description;
    },
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

const text = (description: string, example: string, required = false) => ({ description, required, schema: { type: 'string' }, example });

/** Response headers, each stated once; the values come from the router and the policy. */
function headers(site: Site): Record<string, unknown> {
  return {
    AccessControlAllowOrigin: text('Toute origine peut lire l’API (CORS).', '*', true),
    AccessControlExposeHeaders: text('En-têtes lisibles par un script d’une autre origine.', 'ETag, Link, Retry-After, RateLimit, RateLimit-Policy', true),
    CacheControlPublic: { description: `Les caches peuvent garder la réponse ${CACHEABLE.split('=')[1]} secondes.`, required: true, schema: { type: 'string', const: CACHEABLE }, example: CACHEABLE },
    CacheControlNoStore: { description: 'Aucun cache ne doit garder cette réponse.', required: true, schema: { type: 'string', const: NOT_CACHEABLE }, example: NOT_CACHEABLE },
    ETag: text('Étiquette de la représentation ; renvoyez-la dans `If-None-Match` pour obtenir un 304.', ETAG_EXAMPLE, true),
    Link: text(
      'Licence des données (`rel="license"`, RFC 8288) ; sur les listes, aussi les relations de pagination `self`, `first`, `prev`, `next`, `last`.',
      `${LICENSE_LINK}, <${site.base}${API_BASE_PATH}/tools>; rel="self", <${site.base}${API_BASE_PATH}/tools?page=2>; rel="next"`,
      true,
    ),
    LinkLicense: text('Licence des données (`rel="license"`, RFC 8288).', LICENSE_LINK, true),
    XContentTypeOptions: text('Le navigateur ne doit pas deviner le type du contenu.', 'nosniff', true),
    RateLimitPolicy: text(
      `La limite appliquée (brouillon IETF « RateLimit header fields ») : ${RATE_LIMIT} requêtes par ${RATE_WINDOW_SECONDS} secondes et par adresse IP. Absent quand le serveur local tourne sans limite.`,
      rateLimitPolicy(),
    ),
    RateLimit: text('Serveur local seulement : requêtes restantes (`r`) et secondes avant la fin de la fenêtre (`t`).', `"ip";r=${RATE_LIMIT - 1};t=${RATE_WINDOW_SECONDS}`),
    RetryAfter: { description: 'Secondes à attendre avant de réessayer.', required: true, schema: { type: 'integer', minimum: 1, maximum: RATE_WINDOW_SECONDS }, example: RATE_WINDOW_SECONDS },
    Allow: { description: 'Les méthodes permises.', required: true, schema: { type: 'string', const: ALLOWED_METHODS }, example: ALLOWED_METHODS },
    Location: text('Adresse actuelle de l’outil renommé.', `${site.base}${API_BASE_PATH}/tools/${site.items[0]?.slug ?? 'exemple'}`, true),
  };
}

/** Headers of every API response, plus those of the status at hand. */
const apiHeaders = (cache: 'CacheControlPublic' | 'CacheControlNoStore' | null, link: 'Link' | 'LinkLicense' = 'LinkLicense', extra: string[] = []) =>
  Object.fromEntries(
    [
      ['Access-Control-Allow-Origin', 'AccessControlAllowOrigin'],
      ['Access-Control-Expose-Headers', 'AccessControlExposeHeaders'],
      ...(cache ? [['Cache-Control', cache]] : []),
      ['Link', link],
      ['X-Content-Type-Options', 'XContentTypeOptions'],
      ['RateLimit-Policy', 'RateLimitPolicy'],
      ['RateLimit', 'RateLimit'],
      ...extra.map((name) => [name, name.replaceAll('-', '')]),
    ].map(([name, id]) => [name, headerRef(id)]),
  );

const problemContent = (example: Record<string, unknown>, schema = 'Problem') => ({
  'application/problem+json': { schema: ref(schema), example },
});

/** A real problem document of a kind, for a request to `instance`. */
function problemExample(base: string, kind: ProblemKind, instance: string, detail: string, errors?: { parameter: string; value: string; detail: string }[]) {
  return JSON.parse(problemBody({ base, kind, instance, detail, errors }).body) as Record<string, unknown>;
}

/** Reusable error and not-modified responses. */
function responses(site: Site): Record<string, unknown> {
  const { base } = site;
  const tools = `${API_BASE_PATH}/tools`;
  return {
    Preflight: {
      description: 'Requête CORS préalable acceptée. Pas de corps.',
      headers: {
        'Access-Control-Allow-Origin': headerRef('AccessControlAllowOrigin'),
        'Access-Control-Allow-Methods': { description: 'Méthodes permises.', required: true, schema: { type: 'string', const: ALLOWED_METHODS }, example: ALLOWED_METHODS },
        'Access-Control-Allow-Headers': text('Les en-têtes que le navigateur a demandé à envoyer (`Access-Control-Request-Headers`), sinon ceux dont un client a le plus souvent besoin.', 'if-none-match', true),
        'Access-Control-Max-Age': { description: 'Secondes pendant lesquelles le navigateur peut garder cette réponse.', required: true, schema: { type: 'integer' }, example: 86400 },
        'Access-Control-Expose-Headers': headerRef('AccessControlExposeHeaders'),
        Allow: headerRef('Allow'),
        'Cache-Control': headerRef('CacheControlPublic'),
        Link: headerRef('LinkLicense'),
        'X-Content-Type-Options': headerRef('XContentTypeOptions'),
        // A preflight is not counted against the limit: it states the policy, not what remains of it.
        'RateLimit-Policy': headerRef('RateLimitPolicy'),
        Vary: {
          description: 'La réponse dépend des en-têtes que le navigateur demande à envoyer : un cache la garde pour chaque valeur de `Access-Control-Request-Headers`.',
          required: true,
          schema: { type: 'string' },
          example: 'Access-Control-Request-Headers',
        },
      },
    },
    NotModified: {
      description: 'Non modifié : l’`ETag` envoyé dans `If-None-Match` est toujours celui de la ressource. Pas de corps.',
      // A list's 304 carries the pagination relations of its 200.
      headers: apiHeaders('CacheControlPublic', 'Link', ['ETag']),
    },
    NotFound: {
      description: 'Ressource introuvable (problème `not-found`).',
      headers: apiHeaders('CacheControlPublic'),
      content: problemContent(problemExample(base, 'not-found', `${tools}/inconnu`, notFoundDetail(`${tools}/inconnu`))),
    },
    MethodNotAllowed: {
      description: `Toute méthode autre que ${ALLOWED_METHODS} sur ce chemin (problème \`method-not-allowed\`) ; \`Allow\` les liste.`,
      headers: apiHeaders('CacheControlNoStore', 'LinkLicense', ['Allow']),
      content: problemContent(problemExample(base, 'method-not-allowed', tools, methodNotAllowedDetail('POST'))),
    },
    TooManyRequests: {
      description: `Plus de ${RATE_LIMIT} requêtes en ${RATE_WINDOW_SECONDS} secondes depuis la même adresse IP (problème \`rate-limited\`), tel que le serveur local le renvoie. En production, cette réponse vient du limiteur de Netlify, avant que l’API ne s’exécute : son corps est celui de Netlify, pas un document de problème, et la documentation de Netlify ne dit pas si cette réponse porte des en-têtes CORS ou \`Retry-After\` ; attendez jusqu’à ${RATE_WINDOW_SECONDS} secondes avant de réessayer.`,
      headers: apiHeaders('CacheControlNoStore', 'LinkLicense', ['Retry-After']),
      content: problemContent(problemExample(base, 'rate-limited', tools, `Limite de ${RATE_LIMIT} requêtes par ${RATE_WINDOW_SECONDS} secondes atteinte : réessayez dans 42 s.`)),
    },
    BadRequest: {
      description: 'Requête HTTP mal formée (problème `bad-request`) : ligne de requête illisible (un accent non encodé dans l’adresse, par exemple), nom d’en-tête invalide, `Host` absent ou en double. Serveur local seulement : en production, le CDN de Netlify traite ces requêtes avant l’API.',
      headers: apiHeaders('CacheControlPublic'),
      content: problemContent(problemExample(base, 'bad-request', tools, MALFORMED_REQUEST_DETAIL, []), 'ParameterProblem'),
    },
    RequestTimeout: {
      description: `Requête trop lente (problème \`request-timeout\`) : en-têtes non terminés au bout de ${DEFAULT_TIMEOUTS.headers / 1000} secondes, ou requête incomplète au bout de ${DEFAULT_TIMEOUTS.request / 1000}. Serveur local seulement.`,
      headers: apiHeaders('CacheControlNoStore'),
      content: problemContent(problemExample(base, 'request-timeout', '/', requestTimeoutDetail(DEFAULT_TIMEOUTS))),
    },
    UriTooLong: {
      description: `Adresse trop longue (problème \`uri-too-long\`) : chaîne de requête de plus de ${MAX_QUERY_LENGTH} caractères, sur tout chemin et pour toute méthode. En deçà, les paramètres inconnus sont ignorés, quel que soit leur nombre.`,
      headers: apiHeaders('CacheControlPublic'),
      content: problemContent(problemExample(base, 'uri-too-long', tools, queryTooLong('x'.repeat(MAX_QUERY_LENGTH + 1))!)),
    },
    RequestTooLarge: {
      description: 'En-têtes trop longs (problème `request-too-large`) : plus de 16 Kio, ligne de requête comprise. Serveur local seulement : en production, le CDN de Netlify traite ces requêtes avant l’API.',
      headers: apiHeaders('CacheControlNoStore'),
      content: problemContent(problemExample(base, 'request-too-large', '/', HEADERS_TOO_LARGE_DETAIL)),
    },
    InternalError: {
      description: 'Le serveur ne peut pas répondre (problème `internal-error`).',
      headers: apiHeaders('CacheControlNoStore'),
      content: problemContent(problemExample(base, 'internal-error', tools, 'Le serveur ne peut pas répondre pour le moment.')),
    },
  };
}

/** Methods a client may send that the read-only API refuses with 405. */
const REFUSED_METHODS = ['put', 'post', 'delete', 'patch', 'trace'] as const;

/** A response as HEAD gets it: same status and headers, no body. */
function withoutContent(response: Record<string, unknown>): Record<string, unknown> {
  const { content: _content, ...rest } = response;
  return rest;
}

/** What the local server answers itself, whatever the method and the path: a request it cannot read. */
const transportErrors = {
  '400': responseRef('BadRequest'),
  '408': responseRef('RequestTimeout'),
  '431': responseRef('RequestTooLarge'),
};

/**
 * What GET and HEAD may answer on every path. No 405: it answers the other methods, which the
 * path states with it.
 */
const commonErrors = {
  ...transportErrors,
  '304': responseRef('NotModified'),
  '414': responseRef('UriTooLong'),
  '429': responseRef('TooManyRequests'),
  '500': responseRef('InternalError'),
};

const VALUE_RULES =
  'Valeur sans tenir compte de la casse, espaces autour ignorés ; une valeur vide (`param=`) vaut un paramètre absent ; le même paramètre donné deux fois donne un 400.';

/**
 * What the `enum` of a parameter read in any case means. JSON Schema has no case-insensitive
 * `enum`, and a `pattern` or an `anyOf` that admitted `FREE` would cost generated clients their
 * enumerated type: the enum keeps the canonical values, and this sentence says what the server
 * accepts beyond them and what a validating proxy (Prism) refuses.
 */
export const ENUM_CASE =
  'L’énumération donne les valeurs canoniques, en minuscules : le serveur accepte aussi toute autre casse et des espaces autour (`FREE` pour `free`, `%20free%20`), mais un outil qui valide les requêtes d’après ce document (un proxy comme Prism, un client généré) n’accepte que les valeurs listées : envoyez-les telles quelles.';

function listParameters(site: Site) {
  const categories = site.directory.categories.map((category) => category.slug);
  // The codes a client can usefully ask for: those of the published tools, in code order.
  const languages = [...new Set(site.directory.tools.flatMap((tool) => tool.languages))].sort();
  return [
    {
      name: 'category',
      in: 'query',
      description: `Slug d’une catégorie (voir \`${API_BASE_PATH}/categories\`). ${VALUE_RULES} Catégorie inconnue : 400. ${ENUM_CASE}`,
      schema: { type: 'string', enum: categories },
      example: categories[0],
    },
    {
      name: 'pricing',
      in: 'query',
      description: `Modèle de prix : ${PRICING.map((p) => `\`${p}\``).join(', ')}. ${VALUE_RULES} Autre valeur : 400. ${ENUM_CASE}`,
      schema: { type: 'string', enum: [...PRICING] },
      example: 'free',
    },
    {
      name: 'has_education_pricing',
      in: 'query',
      description: `\`1\` ou \`true\` : seulement les outils qui ont une offre pour l’éducation ; \`0\` ou \`false\` : pas de restriction. ${VALUE_RULES} Autre valeur : 400. ${ENUM_CASE}`,
      schema: { type: 'string', enum: ['1', 'true', '0', 'false'], default: 'false' },
      example: 'true',
    },
    {
      name: 'q',
      in: 'query',
      description:
        `Recherche dans le nom et la description courte, puis les mots-clés et la catégorie. Insensible à la casse, aux accents et aux ligatures, sauf pour un sigle : un mot de 2 à 4 caractères écrit en capitales (\`ENT\`, \`SES\`), seul ou dans une requête qui n’est pas tout en capitales, n’est cherché qu’en mot entier, là où les fiches l’écrivent (\`ENT\` ne trouve pas « entraîner », \`ent\` si). Un mot trouve le début d’un mot ou la même racine, des synonymes, et à partir de 5 lettres un mot à une faute près. Un mot à trait d’union trouve aussi ses parties séparées. Si aucun des outils que gardent les autres filtres ne contient tous les mots, un mot à trait d’union qu’aucun ne contient en entier est cherché en ses parties, les mots qu’aucun ne contient sont retirés, puis les niveaux du secondaire (collège, 4e, seconde, terminale…), puis le plus fréquent parmi eux, compté dans leurs descriptions longues (voir \`meta.search\`). Si rien n’est trouvé même ainsi, ou s’il ne reste qu’un niveau du secondaire (\`espagnol en 4e\` qui ne garderait que \`4e\`), la même recherche (mêmes filtres, mêmes retraits de mots) est refaite dans les descriptions longues, que la liste ne montre pas : \`${LONG_SEARCH_EXAMPLES.alone}\` ne trouve des outils que là ; \`meta.search\` décrit alors cette seconde recherche, et rien dans la réponse ne dit qu’elle a eu lieu. Quand des mots sont retirés, les outils dont la description longue contient les mots gardés s’ajoutent aux résultats, et tous sont classés d’abord par les mots de la requête qu’ils contiennent, retirés compris (voir \`meta.search.dropped\`) : un mot que seules des descriptions longues contiennent est retiré dès que les autres mots trouvent un outil (\`${LONG_SEARCH_EXAMPLES.dropped}\` cherche \`${LONG_SEARCH_EXAMPLES.kept}\`), mais les outils qui le contiennent aussi passent devant ceux qui n’ont que les mots gardés au même endroit ; cherchez ce mot seul pour ne garder qu’eux. Résultats par pertinence. 100 caractères au plus, comptés une fois les blancs autour retirés et chaque suite de blancs (espaces, tabulations, sauts de ligne) réduite à une espace ; les autres caractères de contrôle sont refusés (400). Une valeur vide vaut un paramètre absent ; deux fois : 400.`,
      schema: { type: 'string', maxLength: 100 },
      example: 'faire un quiz',
    },
    {
      name: 'language',
      in: 'query',
      description: `Code de langue de l’interface, ISO 639-1 (\`fr\`, \`en\`…) : seulement les outils dont l’interface la propose. Langues présentes dans l’annuaire : ${languages.map((code) => `\`${code}\``).join(', ')}. ${VALUE_RULES} Code absent de l’annuaire (une autre langue, ou un code de 3 lettres comme \`fra\`) : 200 et liste vide ; code mal formé (pas 2 ou 3 lettres) : 400.`,
      // Spaces around, as the server trims them (`\s` is the whitespace that `trim` removes).
      schema: { type: 'string', pattern: '^\\s*[A-Za-z]{2,3}\\s*$' },
      example: 'fr',
    },
    {
      name: 'per_page',
      in: 'query',
      description: `Outils par page, entier ≥ 1. Au-delà de ${MAX_PER_PAGE}, ${MAX_PER_PAGE} est utilisé (\`meta.per_page\` montre la valeur utilisée). Non entier, 0 ou négatif : 400. Vide : valeur par défaut.`,
      schema: { type: 'integer', minimum: 1, default: DEFAULT_PER_PAGE },
      example: 10,
    },
    {
      name: 'page',
      in: 'query',
      description: 'Numéro de page, entier ≥ 1, aussi grand que voulu : une page après la dernière répond 200 avec `data` vide (et `meta`, `links` remplis). Non entier, 0 ou négatif : 400. Vide : page 1.',
      schema: { type: 'integer', minimum: 1, default: 1 },
      example: 2,
    },
  ];
}

const slugParameter = (what: string, example: string) => ({
  name: 'slug',
  in: 'path',
  required: true,
  description: `Slug ${what} : lettres minuscules et chiffres séparés par des tirets. Tout autre slug (majuscules comprises) : 404.`,
  schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  example,
});

/** Real responses of the published data, shortened where a list would be long. */
async function examples(site: Site, discovery: Discovery) {
  const list = (query: Partial<ListQuery>) => siteToolList(site, { ...DEFAULT_LIST_QUERY, ...query });
  const firstTool = site.directory.tools[0];
  const firstCollection = site.directory.collections[0];
  const collections = renderCollections(site);
  const collection = firstCollection ? renderCollection(site, firstCollection) : undefined;
  const exported = exportedTools(site);
  const recent = recentTools(site.directory.tools, FEED_SIZE);
  const feed = renderJsonFeed(site, recent);
  return {
    // `data_version` and `generated_at` live in the discovery document alone (API.md), so that
    // this document changes only with what it shows: its example gives their form, and says so.
    discovery: { ...discovery, data: { ...discovery.data, data_version: '0123456789abcdef', generated_at: '2000-01-01T00:00:00Z' } },
    list: await list({ per_page: 2 }),
    filtered: await list({ pricing: 'free', has_education_pricing: false, per_page: 2, page: 2 }),
    search: await list({ q: 'quiz', per_page: 2 }),
    // Searches whose `meta.search` a client has to read: the long descriptions alone, a word dropped.
    longSearch: await list({ q: LONG_SEARCH_EXAMPLES.alone, per_page: 2 }),
    droppedSearch: await list({ q: LONG_SEARCH_EXAMPLES.dropped, per_page: 2 }),
    tool: firstTool ? renderTool(site, firstTool) : undefined,
    collections: { ...collections, data: collections.data.slice(0, 2) },
    collection: collection ? { ...collection, data: { ...collection.data, tools: collection.data.tools.slice(0, 2) } } : undefined,
    categories: renderCategories(site),
    exportJson: { ...renderJsonExport(site, exported), data: exported.slice(0, 1) },
    exportCsv: renderCsv(exported.slice(0, 2)),
    exportNdjson: renderNdjson(exported.slice(0, 2)),
    feedJson: { ...feed, items: feed.items.slice(0, 2) },
    feedAtom: renderAtomFeed(site, recent.slice(0, 2)),
  };
}

export async function openApiDocument(site: Site, discovery: Discovery): Promise<Record<string, unknown>> {
  const { base } = site;
  const ex = await examples(site, discovery);
  const shortened = 'Réponse réelle, raccourcie à deux éléments.';
  const ok = (description: string, schema: string, example: unknown, link: 'Link' | 'LinkLicense' = 'LinkLicense', summary?: string) => ({
    description,
    headers: apiHeaders('CacheControlPublic', link, ['ETag']),
    content: { 'application/json': { schema: ref(schema), ...(summary ? { examples: { exemple: { summary, value: example } } } : { example }) } },
  });
  const okText = (description: string, path: string, schema: Record<string, unknown>, example: unknown) => ({
    description,
    headers: apiHeaders('CacheControlPublic', 'LinkLicense', ['ETag']),
    content: { [DOWNLOADS[path].type.split(';')[0]]: { schema, examples: { exemple: { summary: shortened, value: example } } } },
  });
  /**
   * A path: its GET operation, HEAD with the same statuses and no body, the CORS preflight, and
   * every other method stated with the 405 it gets, so that a validating proxy knows them all.
   */
  const operation = (tag: string, operationId: string, summary: string, description: string, responses: Record<string, unknown>, parameters: unknown[] = []) => {
    // Path parameters belong to the path, for every method; query parameters to GET and HEAD.
    const pathParameters = parameters.filter((parameter) => (parameter as { in: string }).in === 'path');
    const queryParameters = parameters.filter((parameter) => (parameter as { in: string }).in !== 'path');
    const withParameters = { parameters: [...queryParameters, IF_NONE_MATCH] };
    const bodiless = Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, '$ref' in (response as object) ? response : withoutContent(response as Record<string, unknown>)]));
    return {
      ...(pathParameters.length ? { parameters: pathParameters } : {}),
      // An operation's own response for a status (the list's 400) comes before the common one.
      get: { tags: [tag], operationId, summary, description, ...withParameters, responses: { ...commonErrors, ...responses } },
      head: { tags: [tag], operationId: `${operationId}Head`, summary: `${summary} (en-têtes seulement)`, description: 'Comme GET, sans corps.', ...withParameters, responses: { ...commonErrors, ...bodiless } },
      options: {
        tags: [tag],
        operationId: `${operationId}Preflight`,
        summary: 'Requête CORS préalable',
        description: "Réponse aux requêtes CORS préalables des navigateurs : toute origine, tout en-tête demandé. Ne compte pas dans la limite de requêtes.",
        responses: { ...transportErrors, '204': responseRef('Preflight'), '500': responseRef('InternalError') },
      },
      ...Object.fromEntries(
        REFUSED_METHODS.map((method) => [
          method,
          {
            tags: [tag],
            operationId: `${operationId}${method[0].toUpperCase()}${method.slice(1)}`,
            summary: `${method.toUpperCase()} refusé`,
            description: `L’API est en lecture seule : ${method.toUpperCase()} répond 405.`,
            responses: { ...transportErrors, '405': responseRef('MethodNotAllowed'), '414': responseRef('UriTooLong'), '429': responseRef('TooManyRequests') },
          },
        ]),
      ),
    };
  };
  const notFound = { '404': responseRef('NotFound') };
  const toolSlug = ex.tool?.data.slug ?? 'exemple';
  const collectionSlug = ex.collection?.data.slug ?? 'exemple';
  const invalid = problemExample(base, 'invalid-parameter', `${API_BASE_PATH}/tools`, 'Paramètres invalides : page, pricing.', [
    { parameter: 'page', value: '0', detail: 'doit être un entier supérieur ou égal à 1' },
    { parameter: 'pricing', value: 'gratuit', detail: `valeur inconnue : utilisez ${PRICING.join(', ')}` },
  ]);

  return {
    openapi: '3.1.0',
    info: {
      title: `API ${PUBLISHER}`,
      version: API_VERSION,
      summary: "Annuaire ouvert d’outils d’IA et de technologies éducatives pour les francophones.",
      description: [
        "Annuaire ouvert d’outils d’IA et de technologies éducatives pour les enseignants, formateurs, élèves et établissements francophones, avec des sélections éditoriales. Lecture seule, anonyme, JSON, ouverte à toute origine (CORS).",
        '',
        `**Licence** : données sous CC BY 4.0. Citez : « ${site.license.attribution} ».`,
        '',
        `**Limite** : ${RATE_LIMIT} requêtes par ${RATE_WINDOW_SECONDS} secondes et par adresse IP sur tout \`/api/\` (le serveur local ne compte pas les requêtes OPTIONS ; Netlify ne documente pas s’il les compte). Au-delà : 429. En production, ce 429 vient du CDN de Netlify, avant l’API : sans document de problème et peut-être sans en-têtes CORS ni \`Retry-After\` (un navigateur n’y voit qu’une requête échouée) ; attendez jusqu’à ${RATE_WINDOW_SECONDS} secondes avant de réessayer. Seul le serveur local répond par un document de problème avec \`Retry-After\`. Pour tout lire, utilisez les exports.`,
        '',
        `**Cache** : \`Cache-Control: ${CACHEABLE}\` sur ${frenchList(CACHEABLE_STATUSES)}, et sur le 204 des requêtes CORS préalables ; \`${NOT_CACHEABLE}\` sur ${frenchList(NOT_CACHEABLE_STATUSES)} (408 : serveur local seulement ; en production, le 429 est celui de Netlify). Chaque 200 a un \`ETag\` : renvoyez-le dans \`If-None-Match\` pour un 304.`,
        '',
        `**Méthodes** : \`HEAD\` partout où \`GET\` fonctionne ; \`OPTIONS\` répond aux requêtes CORS préalables (204) ; toute autre méthode : 405 (problème \`method-not-allowed\`) avec \`Allow: ${ALLOWED_METHODS}\`. Une barre oblique finale est acceptée.`,
        '',
        '**Erreurs** : documents de problème RFC 9457 en français (`application/problem+json`) ; le `type` est une page de la documentation :',
        ...PROBLEM_KINDS.map((kind) => `- \`${base}/problems/${kind}\` (${problemHead(kind).status}) : ${problemHead(kind).title}.`),
      ].join('\n'),
      contact: { name: PUBLISHER, url: `${base}${DOCS_PATH}` },
      license: { name: 'CC BY 4.0', identifier: 'CC-BY-4.0' },
    },
    externalDocs: { description: 'Documentation en français', url: `${base}${DOCS_PATH}` },
    servers: [{ url: base, description: 'Ce déploiement' }],
    security: [],
    tags: [
      { name: 'Découverte', description: "Point d’entrée de l’API et description OpenAPI." },
      { name: 'Outils', description: 'Les outils publiés : liste filtrable et paginée, recherche, fiches.' },
      { name: 'Sélections', description: 'Classements par tâche (`top_list`) et panoplies par profil (`stack`).' },
      { name: 'Catégories', description: 'Les catégories et leur nombre d’outils : les valeurs du filtre `category`.' },
      { name: 'Exports et flux', description: "Tout l’annuaire en un fichier (JSON, CSV, NDJSON) et les flux des nouveautés (JSON Feed, Atom)." },
    ],
    'x-problem-types': PROBLEM_KINDS.map((kind) => ({ type: `${base}/problems/${kind}`, ...problemHead(kind), description: PROBLEM_EXPLANATIONS[kind].when })),
    paths: {
      [API_BASE_PATH]: operation(
        'Découverte',
        'getDirectory',
        'Document de découverte',
        "Les points d’accès avec leurs URL absolues, le nombre d’outils, de catégories et de sélections, la version des données (`data_version`, change dès que les données changent), la date de leur dernière modification (`generated_at`) et la licence.",
        { '200': ok('Le document de découverte.', 'Discovery', ex.discovery, 'LinkLicense', 'Réponse réelle, sauf data_version et generated_at : valeurs d’exemple, les vraies ne sont que dans le document de découverte.') },
      ),
      [`${API_BASE_PATH}/tools`]: operation(
        'Outils',
        'listTools',
        'Lister et rechercher les outils',
        `Liste paginée des outils publiés. Tous les filtres se combinent (ET) ; les paramètres inconnus sont ignorés, quel que soit leur nombre (la chaîne de requête fait au plus ${MAX_QUERY_LENGTH} caractères, au-delà : 414). Sans \`q\`, ordre par nom (collation française, sans tenir compte de la casse ni des accents, nombres dans l’ordre numérique) puis slug ; avec \`q\`, par pertinence puis cet ordre. \`links\` et l’en-tête \`Link\` donnent les pages voisines (paramètres dans un ordre canonique, valeurs par défaut omises) ; \`total_pages\` vaut 0 quand rien ne correspond. ${DEFAULT_PER_PAGE} outils par page par défaut, ${MAX_PER_PAGE} au plus.`,
        {
          '200': {
            description: 'Une page d’outils.',
            headers: apiHeaders('CacheControlPublic', 'Link', ['ETag']),
            content: {
              'application/json': {
                schema: ref('ToolList'),
                examples: {
                  liste: { summary: `${API_BASE_PATH}/tools?per_page=2`, value: ex.list },
                  filtres: { summary: `${API_BASE_PATH}/tools?pricing=free&per_page=2&page=2`, value: ex.filtered },
                  recherche: { summary: `${API_BASE_PATH}/tools?q=quiz&per_page=2`, value: ex.search },
                  'recherche-descriptions-longues': { summary: `${API_BASE_PATH}/tools?q=${encodeURIComponent(LONG_SEARCH_EXAMPLES.alone)}&per_page=2`, value: ex.longSearch },
                  'recherche-mot-retire': { summary: `${API_BASE_PATH}/tools?q=${encodeURIComponent(LONG_SEARCH_EXAMPLES.dropped)}&per_page=2`, value: ex.droppedSearch },
                },
              },
            },
          },
          '400': {
            description: 'Paramètres invalides (problème `invalid-parameter`) : `errors` les nomme tous à la fois. Ou requête HTTP mal formée (problème `bad-request`, serveur local seulement), comme sur tout chemin.',
            headers: apiHeaders('CacheControlPublic'),
            content: {
              'application/problem+json': {
                schema: ref('ParameterProblem'),
                examples: {
                  parametres: { summary: `${API_BASE_PATH}/tools?page=0&pricing=gratuit`, value: invalid },
                  requete: { summary: 'Requête HTTP mal formée (serveur local).', value: problemExample(base, 'bad-request', `${API_BASE_PATH}/tools`, MALFORMED_REQUEST_DETAIL, []) },
                },
              },
            },
          },
        },
        listParameters(site),
      ),
      [`${API_BASE_PATH}/tools/{slug}`]: operation(
        'Outils',
        'getTool',
        "Fiche d’un outil",
        "La fiche complète : champs de la liste, description longue (Markdown et HTML assaini), offre éducation, capture d’écran, langues, mots-clés, dates (`freshness`) et sélections où il figure. Un outil renommé garde ses anciens slugs : ils répondent 301 vers le nouveau. Un outil arrêté garde sa fiche (`status: \"discontinued\"`) mais quitte les listes.",
        {
          '200': ok("La fiche de l’outil.", 'ToolDetail', ex.tool),
          '301': {
            description: "Ancien slug d’un outil renommé : `Location` donne l’adresse actuelle. Mêmes en-têtes qu’un 200 (CORS, cache, licence), sauf ceux qui décrivent un corps (`ETag`, `Content-Type`, `Vary`) : pas de corps (`Content-Length: 0`).",
            headers: apiHeaders('CacheControlPublic', 'LinkLicense', ['Location']),
          },
          ...notFound,
        },
        [slugParameter("de l’outil", toolSlug)],
      ),
      [`${API_BASE_PATH}/collections`]: operation('Sélections', 'listCollections', 'Lister les sélections', 'Toutes les sélections publiques : classements par tâche et panoplies par profil, avec leur nombre d’outils.', {
        '200': ok('Les sélections.', 'CollectionList', ex.collections, 'LinkLicense', shortened),
      }),
      [`${API_BASE_PATH}/collections/{slug}`]: operation(
        'Sélections',
        'getCollection',
        "Une sélection et ses outils",
        'La sélection, sa description (Markdown et HTML assaini) et tous ses outils dans l’ordre éditorial, chacun avec sa `position` et une `note` éventuelle.',
        { '200': ok('La sélection.', 'CollectionDetail', ex.collection, 'LinkLicense', 'Réponse réelle, raccourcie à deux outils.'), ...notFound },
        [slugParameter('de la sélection', collectionSlug)],
      ),
      [`${API_BASE_PATH}/categories`]: operation('Catégories', 'listCategories', 'Lister les catégories', 'Toutes les catégories avec leur nombre d’outils publiés : leurs slugs sont les valeurs du filtre `category`.', {
        '200': ok('Les catégories.', 'CategoryList', ex.categories),
      }),
      [EXPORT_JSON_PATH]: operation('Exports et flux', 'exportToolsJson', 'Export complet en JSON', "Tous les outils publiés dans l’ordre par défaut, en un document : champs de la liste et de la fiche sauf le HTML, avec la licence dans `meta`.", {
        '200': ok("L’export.", 'ToolExport', ex.exportJson, 'LinkLicense', 'Réponse réelle, raccourcie à un outil.'),
      }),
      [EXPORT_CSV_PATH]: operation(
        'Exports et flux',
        'exportToolsCsv',
        'Export complet en CSV',
        `Tous les outils publiés, une ligne par outil après une ligne d’en-tête ; RFC 4180 (champs entre guillemets si besoin, fins de ligne CRLF), UTF-8 avec marque d’ordre des octets (BOM) pour les tableurs. Les listes (langues, mots-clés, sélections) sont jointes par \`${CSV_LIST_SEPARATOR}\`. Un texte qui commence comme une formule de tableur (\`=\`, \`+\`, \`-\`, \`@\`, tabulation, retour chariot) reçoit une apostrophe devant ; l’export JSON garde la valeur exacte. La licence est dans l’en-tête \`Link\`.`,
        { '200': okText("L’export CSV.", EXPORT_CSV_PATH, { type: 'string' }, ex.exportCsv) },
      ),
      [EXPORT_NDJSON_PATH]: operation(
        'Exports et flux',
        'exportToolsNdjson',
        'Export complet en NDJSON',
        "Tous les outils publiés, un objet JSON `ExportedTool` par ligne (sans enveloppe) : pratique pour traiter l’annuaire en flux. La licence est dans l’en-tête `Link` (`rel=\"license\"`) et dans l’export JSON.",
        { '200': okText("L’export NDJSON.", EXPORT_NDJSON_PATH, { type: 'string' }, ex.exportNdjson) },
      ),
      [FEED_JSON_PATH]: operation('Exports et flux', 'feedJson', 'Flux JSON Feed des nouveautés', `JSON Feed 1.1 des ${FEED_SIZE} outils ajoutés ou mis à jour le plus récemment, du plus récent au plus ancien.`, {
        '200': {
          description: 'Le flux.',
          headers: apiHeaders('CacheControlPublic', 'LinkLicense', ['ETag']),
          content: { 'application/feed+json': { schema: ref('JsonFeed'), examples: { exemple: { summary: shortened, value: ex.feedJson } } } },
        },
      }),
      [FEED_ATOM_PATH]: operation('Exports et flux', 'feedAtom', 'Flux Atom des nouveautés', `Atom 1.0 (RFC 4287) des ${FEED_SIZE} outils ajoutés ou mis à jour le plus récemment, du plus récent au plus ancien.`, {
        '200': okText('Le flux.', FEED_ATOM_PATH, { type: 'string' }, ex.feedAtom),
      }),
      [OPENAPI_PATH]: operation('Découverte', 'getOpenApi', 'Description OpenAPI 3.1 de l’API', 'Générée à partir des mêmes schémas que les réponses, avec des exemples réels ; elle sert à générer des clients.', {
        '200': {
          description: 'Le document OpenAPI 3.1.',
          headers: apiHeaders('CacheControlPublic', 'LinkLicense', ['ETag']),
          content: {
            'application/json': {
              schema: { type: 'object', required: ['openapi', 'info', 'paths'], properties: { openapi: { type: 'string', const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } } },
              examples: { exemple: { summary: 'Document abrégé à quelques champs, paths vidé.', value: { openapi: '3.1.0', info: { title: `API ${PUBLISHER}`, version: API_VERSION }, paths: {} } } },
            },
          },
        },
      }),
    },
    components: { schemas: componentSchemas(), headers: headers(site), responses: responses(site) },
  };
}
