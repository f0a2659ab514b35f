/**
 * JSON Schemas of the files editors write, generated from the content schemas, for editors'
 * tooling (YAML language servers, front-matter linters). Checks that JSON Schema cannot express
 * (real calendar days, one sentence, cross-references) stay with `npm run validate`.
 */
import { z } from 'zod';
import { categoriesFileSchema, collectionSchema, tagsFileSchema, toolSchema, type Tag } from './schema.ts';
import { synonymsFileSchema } from './synonyms.ts';

/**
 * The schemas by file name. With the tag vocabulary, the tool schema lists the allowed tags,
 * so that editors' tools complete them and flag the others.
 */
export function contentJsonSchemas(tags: readonly Tag[] = []): Record<string, unknown> {
  const schema = (source: z.ZodType, title: string) => ({ title, ...z.toJSONSchema(source, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) });
  const tool = schema(toolSchema, 'En-tête de content/tools/<slug>.md') as unknown as { properties: { tags: { items: Record<string, unknown> } } };
  if (tags.length > 0) tool.properties.tags.items = { ...tool.properties.tags.items, enum: tags.map((tag) => tag.slug) };
  return {
    'tool.schema.json': tool,
    'categories.schema.json': schema(categoriesFileSchema, 'content/categories.yaml'),
    'collection.schema.json': schema(collectionSchema, 'content/collections/<slug>.yaml'),
    'tags.schema.json': schema(tagsFileSchema, 'content/tags.yaml'),
    'synonyms.schema.json': schema(synonymsFileSchema, 'content/synonyms.yaml'),
  };
}
