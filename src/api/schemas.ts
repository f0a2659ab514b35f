/**
 * Response shapes of the public API (../API.md), as zod schemas: the renderers' types are
 * inferred from them, the OpenAPI document is generated from them, and the tests validate every
 * built file against them. Each schema registered in `apiRegistry` becomes an OpenAPI component.
 */
import { z } from 'zod';
import { PRICING } from '../content/schema.ts';

export const apiRegistry = z.registry<{ id: string; description?: string }>();

const url = z.url().describe('Absolute URL on the host that serves this deploy.');
const day = z.iso.date();

export const licenseSchema = z
  .object({
    name: z.literal('CC BY 4.0'),
    url: z.literal('https://creativecommons.org/licenses/by/4.0/'),
    attribution: z.string().describe('Who to credit, with a link, when reusing the data.'),
  })
  .register(apiRegistry, { id: 'License', description: 'Licence of the data: credit the publisher.' });

export const categoryRefSchema = z
  .object({ slug: z.string(), name: z.string() })
  .register(apiRegistry, { id: 'CategoryRef', description: 'The category a tool belongs to.' });

const listItemShape = {
  slug: z.string(),
  name: z.string(),
  short_description: z.string().describe('One sentence in French, at most 160 characters.'),
  category: categoryRefSchema,
  pricing: z.enum(PRICING),
  has_education_pricing: z.boolean().describe('True when the vendor has a programme for schools, teachers or students.'),
  website_url: z.url(),
};

export const toolListItemSchema = z
  .object({ ...listItemShape, links: z.object({ self: url }) })
  .register(apiRegistry, { id: 'ToolListItem', description: 'A tool as it appears in lists.' });

export const pageLinksSchema = z
  .object({ self: url, first: url, prev: url.nullable(), next: url.nullable(), last: url })
  .register(apiRegistry, { id: 'PageLinks', description: 'Pagination links; the same relations are sent in the Link header.' });

export const filtersSchema = z
  .object({
    category: z.string().nullable(),
    pricing: z.enum(PRICING).nullable(),
    has_education_pricing: z.boolean(),
    language: z.string().nullable().describe('Interface language code (`language`), lower case.'),
    q: z.string().nullable(),
  })
  .register(apiRegistry, { id: 'Filters', description: 'The filters applied, in canonical form.' });

export const searchMetaSchema = z
  .object({
    words: z.array(z.string()).describe('Query words every result matches, lower-cased as the query wrote them, stop words left out.'),
    dropped: z
      .array(z.string())
      .describe('Query words left out because no tool matched every word: the most frequent first dropped, until something matched or one word was left. Empty when every word was kept.'),
  })
  .register(apiRegistry, { id: 'SearchMeta', description: 'What the search made of `q`: present on every list response with `q`, absent without.' });

export const toolListSchema = z
  .object({
    data: z.array(toolListItemSchema),
    meta: z.object({
      page: z.int().min(1),
      per_page: z.int().min(1).max(100),
      total: z.int().min(0),
      total_pages: z.int().min(0),
      filters: filtersSchema,
      search: searchMetaSchema.optional(),
      license: licenseSchema,
    }),
    links: pageLinksSchema,
  })
  .register(apiRegistry, { id: 'ToolList', description: 'One page of tools.' });

export const collectionRefSchema = z
  .object({ slug: z.string(), title: z.string(), links: z.object({ self: url }) })
  .register(apiRegistry, { id: 'CollectionRef', description: 'A collection a tool appears in.' });

export const toolSchema = z
  .object({
    ...listItemShape,
    long_description: z.string().describe('Markdown.'),
    long_description_html: z.string().describe('The long description as sanitised HTML.'),
    education_pricing: z.object({ description: z.string(), url: z.url().nullable() }).nullable(),
    screenshot: z.object({ url, width: z.int().min(1), height: z.int().min(1), alt: z.string() }).nullable(),
    languages: z.array(z.string()).describe('Interface languages, ISO 639-1.'),
    tags: z.array(z.string()),
    vendor: z.string().nullable(),
    minimum_age: z.int().nullable().describe("Minimum age set by the vendor's terms, when known."),
    freshness: z.object({ added_at: day, updated_at: day, last_verified_at: day.nullable() }),
    collections: z.array(collectionRefSchema),
    links: z.object({ self: url, category: url.describe('Tools of the same category.') }),
  })
  .register(apiRegistry, { id: 'Tool', description: 'A tool, complete record.' });

export const toolDetailSchema = z
  .object({ data: toolSchema, meta: z.object({ license: licenseSchema }) })
  .register(apiRegistry, { id: 'ToolDetail' });

const collectionHead = { slug: z.string(), title: z.string() };
const collectionSummaryShape = {
  short_description: z.string(),
  tool_count: z.int().min(0),
  links: z.object({ self: url }),
};
const kinds = {
  top_list: { kind: z.literal('top_list'), task: z.string().describe('The task the list answers.') },
  stack: { kind: z.literal('stack'), persona: z.string().describe('Who the stack equips.') },
};

export const collectionListItemSchema = z
  .discriminatedUnion('kind', [
    z.object({ ...collectionHead, ...kinds.top_list, ...collectionSummaryShape }),
    z.object({ ...collectionHead, ...kinds.stack, ...collectionSummaryShape }),
  ])
  .register(apiRegistry, { id: 'CollectionListItem', description: 'A top list by task or a stack by persona.' });

export const collectionToolSchema = z
  .object({ position: z.int().min(1), ...toolListItemSchema.shape, note: z.string().nullable().describe('Editorial note.') })
  .register(apiRegistry, { id: 'CollectionTool', description: 'A tool in a collection, in editorial order.' });

const collectionDetailShape = {
  description: z.string().describe('Markdown.'),
  description_html: z.string().describe('The description as sanitised HTML.'),
  tools: z.array(collectionToolSchema),
  freshness: z.object({ added_at: day, updated_at: day }),
};

export const collectionSchema = z
  .discriminatedUnion('kind', [
    z.object({ ...collectionHead, ...kinds.top_list, ...collectionSummaryShape, ...collectionDetailShape }),
    z.object({ ...collectionHead, ...kinds.stack, ...collectionSummaryShape, ...collectionDetailShape }),
  ])
  .register(apiRegistry, { id: 'Collection', description: 'A collection with all its tools.' });

const listMeta = z.object({ total: z.int().min(0), license: licenseSchema });

export const collectionListSchema = z
  .object({ data: z.array(collectionListItemSchema), meta: listMeta, links: z.object({ self: url }) })
  .register(apiRegistry, { id: 'CollectionList' });

export const collectionDetailSchema = z
  .object({ data: collectionSchema, meta: z.object({ license: licenseSchema }) })
  .register(apiRegistry, { id: 'CollectionDetail' });

export const categorySchema = z
  .object({
    slug: z.string().describe('Value of the `category` filter.'),
    name: z.string(),
    description: z.string(),
    tool_count: z.int().min(0),
    links: z.object({ tools: url.describe('Tools of this category.') }),
  })
  .register(apiRegistry, { id: 'Category' });

export const categoryListSchema = z
  .object({ data: z.array(categorySchema), meta: listMeta, links: z.object({ self: url }) })
  .register(apiRegistry, { id: 'CategoryList' });

export const discoverySchema = z
  .object({
    data: z.object({
      name: z.string(),
      description: z.string(),
      api_version: z.literal('v1'),
      data_version: z.string().describe('Changes whenever the published data changes.'),
      generated_at: z.iso.datetime().describe('When the published data last changed.'),
      counts: z.object({ tools: z.int(), categories: z.int(), collections: z.int() }),
      endpoints: z.array(
        z.object({ method: z.literal('GET'), path: z.string(), href: z.string().describe('Absolute URL; a URI template (RFC 6570) where the path has `{slug}`.'), description: z.string() }),
      ),
      links: z.object({ self: url, tools: url, collections: url, categories: url, openapi: url }),
    }),
    meta: z.object({ license: licenseSchema }),
  })
  .register(apiRegistry, { id: 'Discovery', description: 'Entry point: endpoints, counts and data version.' });

export const problemSchema = z
  .object({
    type: z.url().describe('Stable URI of the kind of problem.'),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    instance: z.string().describe('Path and query of the request.'),
    errors: z
      .array(z.object({ parameter: z.string(), value: z.string(), detail: z.string() }))
      .optional()
      .describe('Every bad parameter (400 only).'),
  })
  .register(apiRegistry, { id: 'Problem', description: 'RFC 9457 problem details, in French.' });

export type License = z.output<typeof licenseSchema>;
export type ToolListItem = z.output<typeof toolListItemSchema>;
export type ToolList = z.output<typeof toolListSchema>;
export type PageLinks = z.output<typeof pageLinksSchema>;
export type SearchMeta = z.output<typeof searchMetaSchema>;
export type ToolDetail = z.output<typeof toolDetailSchema>;
export type CollectionListItem = z.output<typeof collectionListItemSchema>;
export type CollectionList = z.output<typeof collectionListSchema>;
export type CollectionDetail = z.output<typeof collectionDetailSchema>;
export type CategoryList = z.output<typeof categoryListSchema>;
export type Discovery = z.output<typeof discoverySchema>;
export type ProblemDocument = z.output<typeof problemSchema>;
