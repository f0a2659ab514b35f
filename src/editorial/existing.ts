/**
 * What a content folder already holds, read leniently so that a scaffold works even while
 * other files have problems. Node-only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_LAYOUT, loadDirectory } from '../content/load.ts';
import type { Tag } from '../content/schema.ts';
import { parseMarkdownSource } from '../content/source.ts';
import { slugify, websiteKey } from './text.ts';

/** File holding the controlled tag vocabulary, when the content folder has one. */
export const TAGS_FILE = 'tags.yaml';

export interface ExistingContent {
  /** Slugs in use or reserved: tool files and the former slugs they redirect from. */
  toolSlugs: Map<string, string>;
  /** Slug → displayed name of each tool, to show in lists. */
  toolLabels: Map<string, string>;
  /** The slug each tool's displayed name folds to (`La Quizinière` → `la-quiziniere`) → the tool's slug (`quiziniere`). */
  toolNames: Map<string, string>;
  /** Website key → slug of the tool that has it. */
  websites: Map<string, string>;
  /** Slug → status of the tools that are not published (`draft`, `discontinued`), which no new collection may cite. */
  unpublished: Map<string, string>;
  collectionSlugs: Set<string>;
  categories: { slug: string; name: string }[];
  /** The tag vocabulary (`tags.yaml`): slug, French label and synonyms; empty when there is none. */
  tags: Tag[];
}

export function readExisting(root: string): ExistingContent {
  const toolSlugs = new Map<string, string>();
  const names: [string, string][] = [];
  const toolLabels = new Map<string, string>();
  const websites = new Map<string, string>();
  const unpublished = new Map<string, string>();
  for (const entry of filesIn(join(root, CONTENT_LAYOUT.tools), '.md')) {
    const slug = basename(entry, '.md');
    toolSlugs.set(slug, slug);
    const { data } = parseMarkdownSource(entry, readFileSync(entry, 'utf8'));
    const fields = (data ?? {}) as { name?: unknown; website_url?: unknown; former_slugs?: unknown; status?: unknown };
    if (typeof fields.name === 'string') {
      names.push([slugify(fields.name), slug]);
      toolLabels.set(slug, fields.name);
    }
    if (typeof fields.website_url === 'string') websites.set(websiteKey(fields.website_url), slug);
    // No status means published, as in the schema.
    if (fields.status !== undefined && fields.status !== 'published') unpublished.set(slug, String(fields.status));
    if (Array.isArray(fields.former_slugs)) for (const former of fields.former_slugs) if (typeof former === 'string') toolSlugs.set(former, slug);
  }
  // A name two tools share means neither: the editor must then give the slug.
  const uses = new Map<string, number>();
  for (const [name] of names) uses.set(name, (uses.get(name) ?? 0) + 1);
  const toolNames = new Map(names.filter(([name]) => name !== '' && uses.get(name) === 1));
  const collectionSlugs = new Set(filesIn(join(root, CONTENT_LAYOUT.collections), '.yaml').map((entry) => basename(entry, '.yaml')));
  const categories = loadDirectory(root).directory.categories.map(({ slug, name }) => ({ slug, name }));
  return { toolSlugs, toolLabels, toolNames, websites, unpublished, collectionSlugs, categories, tags: readTags(join(root, TAGS_FILE)) };
}

function filesIn(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((entry) => entry.endsWith(extension) && !entry.startsWith('.'))
    .sort()
    .map((entry) => join(dir, entry));
}

function readTags(path: string): Tag[] {
  if (!existsSync(path)) return [];
  try {
    const entries: unknown = parse(readFileSync(path, 'utf8'));
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: { slug?: unknown; label?: unknown; name?: unknown; synonyms?: unknown }) => {
      if (typeof entry?.slug !== 'string') return [];
      const synonyms = Array.isArray(entry.synonyms) ? entry.synonyms.filter((synonym): synonym is string => typeof synonym === 'string') : [];
      return [{ slug: entry.slug, label: String(entry.label ?? entry.name ?? entry.slug), synonyms }];
    });
  } catch {
    // The validator reports a broken vocabulary; the scaffold then just asks for tags as text.
    return [];
  }
}
