/**
 * The OpenAPI 3.1 document, generated from the response schemas (their JSON Schema 2020-12 form
 * is OpenAPI 3.1's own schema dialect) and the list parameters of API.md.
 */
import { z } from 'zod';
import { PRICING } from '../content/vocabulary.ts';
import { PUBLISHER } from './documents.ts';
import { API_BASE_PATH, DEFAULT_PER_PAGE, MAX_PER_PAGE, OPENAPI_PATH } from './paths.ts';
import { CACHEABLE, RATE_LIMIT, RATE_WINDOW_SECONDS, rateLimitPolicy } from './policy.ts';
import { apiRegistry } from './schemas.ts';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Component schemas, without the per-document `$schema` and `$id` that OpenAPI does not want. */
export function componentSchemas(): Record<string, Record<string, unknown>> {
  const { schemas } = z.toJSONSchema(apiRegistry, { target: 'draft-2020-12', uri: (id) => ref(id).$ref });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

const header = (description: string) => ({ description, schema: { type: 'string' } });
const commonHeaders = {
  'Access-Control-Allow-Origin': header('Always `*`.'),
  'Cache-Control': header(`\`${CACHEABLE}\`.`),
  Link: header('Licence (`rel="license"`), and pagination relations on lists (RFC 8288).'),
  'RateLimit-Policy': header(`\`${rateLimitPolicy()}\`: ${RATE_LIMIT} requests per ${RATE_WINDOW_SECONDS} seconds per client IP.`),
};

const json = (id: string, description: string) => ({
  description,
  headers: { ...commonHeaders, ETag: header('Entity tag; send it back in `If-None-Match` to get a 304.') },
  content: { 'application/json': { schema: ref(id) } },
});
const problem = (description: string) => ({
  description,
  headers: commonHeaders,
  content: { 'application/problem+json': { schema: ref('Problem') } },
});
const errors = {
  '304': { description: 'Not modified: the `If-None-Match` header matched the current ETag.' },
  '404': problem('Not found.'),
  '405': problem('Method not allowed; the `Allow` header lists GET, HEAD, OPTIONS.'),
  '429': problem('Too many requests; `Retry-After` says when to retry.'),
};

const slugParameter = (what: string) => ({ name: 'slug', in: 'path', required: true, description: `Slug of the ${what}.`, schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } });

const listParameters = [
  { name: 'page', in: 'query', description: 'Page number; a page past the last is 200 with empty `data`.', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'per_page', in: 'query', description: `Tools per page; above ${MAX_PER_PAGE} it is coerced to ${MAX_PER_PAGE}.`, schema: { type: 'integer', minimum: 1, default: DEFAULT_PER_PAGE } },
  { name: 'category', in: 'query', description: 'A category slug from `/categories`.', schema: { type: 'string' } },
  { name: 'pricing', in: 'query', description: 'Pricing model.', schema: { type: 'string', enum: [...PRICING] } },
  { name: 'has_education_pricing', in: 'query', description: '`1`/`true`: only tools with an education programme; `0`/`false`: no restriction.', schema: { type: 'string', enum: ['1', 'true', '0', 'false'] } },
  { name: 'q', in: 'query', description: 'Words searched in the name and short description, ranked by relevance.', schema: { type: 'string', maxLength: 100 } },
];

export function openApiDocument(base: string): Record<string, unknown> {
  const get = (summary: string, operationId: string, responses: Record<string, unknown>, parameters: unknown[] = []) => ({
    get: { summary, operationId, parameters, responses: { ...responses, ...errors } },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: `${PUBLISHER} API`,
      version: '1.0.0',
      description: "Annuaire ouvert d'outils d'IA et de technologies éducatives pour les francophones. Lecture seule, anonyme, JSON. Données sous licence CC BY 4.0 : citez l'éditeur.",
      license: { name: 'CC BY 4.0', identifier: 'CC-BY-4.0' },
    },
    servers: [{ url: base }],
    paths: {
      [API_BASE_PATH]: get('Discovery document', 'getDirectory', { '200': json('Discovery', 'Endpoints, counts, data version.') }),
      [`${API_BASE_PATH}/tools`]: get('List tools', 'listTools', { '200': json('ToolList', 'One page of tools.'), '400': problem('Invalid parameters: every bad one is named in `errors`.') }, listParameters),
      [`${API_BASE_PATH}/tools/{slug}`]: get('One tool', 'getTool', { '200': json('ToolDetail', 'The complete record.') }, [slugParameter('tool')]),
      [`${API_BASE_PATH}/collections`]: get('List collections', 'listCollections', { '200': json('CollectionList', 'All collections.') }),
      [`${API_BASE_PATH}/collections/{slug}`]: get('One collection', 'getCollection', { '200': json('CollectionDetail', 'The collection and its tools in editorial order.') }, [slugParameter('collection')]),
      [`${API_BASE_PATH}/categories`]: get('List categories', 'listCategories', { '200': json('CategoryList', 'All categories with their tool counts.') }),
      [OPENAPI_PATH]: { get: { summary: 'This document', operationId: 'getOpenApi', responses: { '200': { description: 'OpenAPI 3.1 document.', content: { 'application/json': { schema: { type: 'object' } } } } } } },
    },
    components: { schemas: componentSchemas() },
  };
}
