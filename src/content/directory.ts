/**
 * From parsed content files to the directory the API publishes: schema checks, cross-references
 * and the default order. Pure: file reading lives in `load.ts`.
 */
import type { z } from 'zod';
import { closest, issueMessage } from './messages.ts';
import {
  categoriesFileSchema,
  collectionSchema,
  SLUG_PATTERN,
  toolSchema,
  type Category,
  type CollectionFields,
  type ToolFields,
} from './schema.ts';
import { parseMarkdownSource, parseYamlSource, type ParsedSource, type Problem } from './source.ts';
import { readSynonyms, type SynonymGroups } from './synonyms.ts';

/** A content file as read from disk. */
export interface SourceText {
  /** Path shown in problems. */
  file: string;
  /** File name without its extension: the record's slug. */
  name: string;
  text: string;
}

export interface ContentSources {
  /** `categories.yaml`, or undefined when the file is missing. */
  categories: SourceText | undefined;
  tools: SourceText[];
  collections: SourceText[];
  /** `synonyms.yaml`, or undefined when there is none (no synonyms). */
  synonyms?: SourceText;
  /** Files in content folders that are neither tools nor collections, shown as problems. */
  strays: { file: string; expected: string }[];
  /** Display path `categories.yaml` has or would have. */
  categoriesFile: string;
  /** Display path of the tools folder. */
  toolsFolder: string;
}

/** Width and height of a screenshot file, or undefined when it is missing or not an image. */
export type ImageSizer = (file: string) => { width: number; height: number } | undefined;

export interface Screenshot {
  file: string;
  alt: string;
  width: number;
  height: number;
}

export interface Tool extends Omit<ToolFields, 'screenshot'> {
  slug: string;
  /** Markdown body of the tool's file. */
  long_description: string;
  screenshot: Screenshot | null;
}

export type Collection = CollectionFields & { slug: string };

/** The published directory, in the orders the API shows. */
export interface Directory {
  /** By name. */
  categories: Category[];
  /** Published tools in the default order: by name (French collation), then slug. */
  tools: Tool[];
  /** Published collections by title, then slug. */
  collections: Collection[];
  /** Synonym groups of the search, in the file's order. */
  synonyms: SynonymGroups;
}

/** French collation: case- and accent-insensitive, digits compared as numbers. */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Default order of records: by a display name, then by slug so that ties are stable. */
export const byNameThenSlug =
  <T extends { slug: string }>(name: (record: T) => string) =>
  (a: T, b: T): number =>
    collator.compare(name(a), name(b)) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** Validates every file and every cross-reference; returns all problems at once. */
export function compileDirectory(sources: ContentSources, sizeOf: ImageSizer): { directory: Directory; problems: Problem[] } {
  const problems: Problem[] = sources.strays.map(({ file, expected }) => ({ file, line: 1, column: 1, message: `unexpected file: ${expected}` }));

  const categories = readCategories(sources, problems);
  const categorySlugs = categories.map((category) => category.slug);

  const tools: { source: ParsedSource; file: string; tool: Tool }[] = [];
  for (const text of sources.tools) {
    const parsed = parseMarkdownSource(text.file, text.text);
    const fields = checkRecord(text, parsed, toolSchema, problems);
    if (!fields) continue;
    if (!categorySlugs.includes(fields.category) && categories.length > 0) {
      problems.push(at(text.file, parsed, ['category'], `category: "${fields.category}" is not a category of ${sources.categoriesFile}${didYouMean(fields.category, categorySlugs)}; use one of its slugs or add the category there`));
    }
    if (fields.updated_at < fields.added_at) {
      problems.push(at(text.file, parsed, ['updated_at'], `updated_at: ${fields.updated_at} is before added_at ${fields.added_at}; a record cannot change before it was added`));
    }
    if (fields.last_verified_at !== undefined && fields.last_verified_at < fields.added_at) {
      problems.push(at(text.file, parsed, ['last_verified_at'], `last_verified_at: ${fields.last_verified_at} is before added_at ${fields.added_at}`));
    }
    let screenshot: Screenshot | null = null;
    if (fields.screenshot) {
      const size = sizeOf(fields.screenshot.file);
      if (size) screenshot = { ...fields.screenshot, ...size };
      else problems.push(at(text.file, parsed, ['screenshot', 'file'], `screenshot.file: "${fields.screenshot.file}" is not an image in the screenshots folder; add the file or fix its name`));
    }
    tools.push({ source: parsed, file: text.file, tool: { ...fields, slug: text.name, long_description: parsed.body.trim(), screenshot } });
  }
  checkSameProduct(tools, problems);

  const toolsBySlug = new Map(tools.map(({ tool }) => [tool.slug, tool]));
  const collections: Collection[] = [];
  for (const text of sources.collections) {
    const parsed = parseYamlSource(text.file, text.text);
    const fields = checkRecord(text, parsed, collectionSchema, problems);
    if (!fields) continue;
    const seen = new Set<string>();
    fields.tools.forEach(({ tool: slug }, index) => {
      const tool = toolsBySlug.get(slug);
      const where = ['tools', index, 'tool'];
      if (seen.has(slug)) problems.push(at(text.file, parsed, where, `tools[${index}].tool: "${slug}" is already in this collection; list each tool once`));
      else if (!tool) problems.push(at(text.file, parsed, where, `tools[${index}].tool: "${slug}" is not a tool in ${sources.toolsFolder}/${didYouMean(slug, [...toolsBySlug.keys()])}; fix the slug or add the tool`));
      else if (tool.status === 'draft' && fields.status === 'published') problems.push(at(text.file, parsed, where, `tools[${index}].tool: "${slug}" is a draft; publish it or remove it from this published collection`));
      seen.add(slug);
    });
    if (fields.updated_at < fields.added_at) {
      problems.push(at(text.file, parsed, ['updated_at'], `updated_at: ${fields.updated_at} is before added_at ${fields.added_at}; a record cannot change before it was added`));
    }
    collections.push({ ...fields, slug: text.name });
  }
  const synonyms = readSynonyms(sources.synonyms, problems);

  return {
    directory: {
      categories: categories.sort(byNameThenSlug((category) => category.name)),
      tools: tools.map(({ tool }) => tool).filter((tool) => tool.status === 'published').sort(byNameThenSlug((tool) => tool.name)),
      collections: collections.filter((collection) => collection.status === 'published').sort(byNameThenSlug((collection) => collection.title)),
      synonyms,
    },
    problems: problems.sort(byPlace),
  };
}

function readCategories(sources: ContentSources, problems: Problem[]): Category[] {
  const text = sources.categories;
  if (!text) {
    problems.push({ file: sources.categoriesFile, line: 1, column: 1, message: 'categories file is missing: create it with a list of categories (slug, name, description)' });
    return [];
  }
  const parsed = parseYamlSource(text.file, text.text);
  problems.push(...parsed.problems);
  if (parsed.data === undefined) return [];
  const result = categoriesFileSchema.safeParse(parsed.data, { reportInput: true });
  if (!result.success) {
    problems.push(...schemaProblems(text.file, parsed, categoriesFileSchema, result.error));
    // Keep the well-formed entries so that tools are still checked against them.
    return Array.isArray(parsed.data) ? parsed.data.flatMap((entry) => categoriesFileSchema.element.safeParse(entry).data ?? []) : [];
  }
  const seen = new Set<string>();
  result.data.forEach((category, index) => {
    if (seen.has(category.slug)) problems.push(at(text.file, parsed, [index, 'slug'], `[${index}].slug: "${category.slug}" is already used by another category; slugs must be unique`));
    seen.add(category.slug);
  });
  return result.data.filter((category, index) => result.data.findIndex((other) => other.slug === category.slug) === index);
}

/** Syntax, file name and schema checks common to tools and collections. */
function checkRecord<S extends z.ZodType>(text: SourceText, parsed: ParsedSource, schema: S, problems: Problem[]): z.output<S> | undefined {
  problems.push(...parsed.problems);
  if (!SLUG_PATTERN.test(text.name)) {
    problems.push({ file: text.file, line: 1, column: 1, message: `file name "${text.name}" is not a valid slug: rename the file in lower-case letters and digits joined by single hyphens, e.g. "mon-outil"` });
  }
  if (parsed.data === undefined) return undefined;
  const result = schema.safeParse(parsed.data, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...schemaProblems(text.file, parsed, schema, result.error));
  return undefined;
}

function schemaProblems(file: string, parsed: ParsedSource, schema: z.ZodType, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return { file, ...parsed.locate([...issue.path, issue.keys[0]], { key: true }), message: issueMessage(issue, fieldsAt(schema, issue.path)) };
    }
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return { file, ...(missing ? parsed.locate(issue.path.slice(0, -1)) : parsed.locate(issue.path)), message: issueMessage(issue, []) };
  });
}

/** Field names a schema accepts at a path, for "did you mean" hints on unknown fields. */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  for (const part of path) current = typeof part === 'number' ? unwrap(current).element : shapeOf(current)[String(part)];
  return Object.keys(shapeOf(current));
}

// zod's optional, default and array wrappers expose what they wrap; unions their options.
type Walkable = { unwrap?: () => unknown; element?: unknown; shape?: Record<string, unknown>; options?: unknown[] };

function unwrap(schema: unknown): Walkable {
  let current = (schema ?? {}) as Walkable;
  while (typeof current.unwrap === 'function') current = current.unwrap() as Walkable;
  return current;
}

function shapeOf(schema: unknown): Record<string, unknown> {
  const current = unwrap(schema);
  if (current.shape) return current.shape;
  return Object.assign({}, ...(current.options ?? []).map(shapeOf));
}

/** One product under two slugs is caught by its website. */
function checkSameProduct(tools: { source: ParsedSource; file: string; tool: Tool }[], problems: Problem[]): void {
  const byUrl = new Map<string, string>();
  for (const { source, file, tool } of tools) {
    const key = tool.website_url.replace(/^https:\/\/(www\.)?/, '').replace(/\/+$/, '').toLowerCase();
    const other = byUrl.get(key);
    if (other) problems.push(at(file, source, ['website_url'], `website_url: the tool "${other}" already has this website; one product gets one slug, so merge the two files`));
    else byUrl.set(key, tool.slug);
  }
}

function at(file: string, parsed: ParsedSource, path: (string | number)[], message: string): Problem {
  return { file, ...parsed.locate(path), message };
}

function didYouMean(word: string, candidates: string[]): string {
  const suggestion = closest(word, candidates);
  return suggestion ? ` (did you mean "${suggestion}"?)` : '';
}

function byPlace(a: Problem, b: Problem): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;
}

/** `file:line:column message`, the form editors' tools and terminals turn into links. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.message}`;
}

/** GitHub Actions workflow command that annotates the pull request's diff. */
export function githubAnnotation(problem: Problem): string {
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => escape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error file=${property(problem.file)},line=${problem.line},col=${problem.column}::${escape(problem.message)}`;
}
