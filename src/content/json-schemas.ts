/**
 * JSON Schemas of the files editors write, generated from the content schemas, for editors'
 * tooling (YAML language servers, front-matter linters). Checks that JSON Schema cannot express
 * (real calendar days, one sentence) stay with `npm run validate`.
 */
import { z } from 'zod';
import { categoriesFileSchema, collectionSchema, toolSchema } from './schema.ts';
import { synonymsFileSchema } from './synonyms.ts';

export function contentJsonSchemas(): Record<string, unknown> {
  const schema = (source: z.ZodType, title: string) => ({ title, ...z.toJSONSchema(source, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) });
  return {
    'tool.schema.json': schema(toolSchema, 'Front matter of content/tools/<slug>.md'),
    'categories.schema.json': schema(categoriesFileSchema, 'content/categories.yaml'),
    'collection.schema.json': schema(collectionSchema, 'content/collections/<slug>.yaml'),
    'synonyms.schema.json': schema(synonymsFileSchema, 'content/synonyms.yaml'),
  };
}
