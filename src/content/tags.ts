/**
 * Canonical tags: synonyms of `content/tags.yaml` rewritten to the tag that replaces them, in
 * the `tags:` field of a tool's file, leaving every other byte of the file as it was.
 */
import { isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { slugify } from '../editorial/text.ts';
import type { Tag } from './schema.ts';
import { positionIn, type Position } from './source.ts';

/** What `canonicalTags` needs of the vocabulary. */
export interface TagMap {
  slugs: ReadonlySet<string>;
  /** Synonym → tag slug. */
  synonyms: ReadonlyMap<string, string>;
  /**
   * Each tag's label folded as a slug (`cartes-mentales`) → tag slug, when it differs from the
   * slug: lists and the scaffold's questions show tags by their labels (« Cartes mentales »), so
   * editors write them so. Not a synonym: a file must still hold the slug.
   */
  labels: ReadonlyMap<string, string>;
}

export function tagMap(tags: readonly Tag[]): TagMap {
  return {
    slugs: new Set(tags.map((tag) => tag.slug)),
    synonyms: new Map(tags.flatMap((tag) => tag.synonyms.map((synonym) => [synonym, tag.slug] as const))),
    labels: new Map(
      tags.flatMap(({ slug, label }) => {
        const written = slugify(label);
        return written && written !== slug ? [[written, slug] as const] : [];
      }),
    ),
  };
}

/**
 * Synonyms replaced by their tag, duplicates removed, order kept. Tags the vocabulary does not
 * know are kept, or dropped with `dropUnknown`; either way they are returned in `unknown`.
 * @example canonicalTags(['open-source', 'quiz', 'logiciel-libre'], map) // { tags: ['logiciel-libre', 'quiz'], unknown: [] }
 */
export function canonicalTags(tags: readonly string[], map: TagMap, dropUnknown = false): { tags: string[]; unknown: string[] } {
  const result: string[] = [];
  const unknown: string[] = [];
  for (const tag of tags) {
    const canonical = map.synonyms.get(tag) ?? tag;
    if (!map.slugs.has(canonical)) {
      unknown.push(tag);
      if (dropUnknown) continue;
    }
    if (!result.includes(canonical)) result.push(canonical);
  }
  return { tags: result, unknown };
}

/**
 * The front matter of a Markdown file: where its text starts and ends. A byte order mark may come
 * first, as some Windows editors write one and the validator reads such files.
 */
const FRONT_MATTER = /^\uFEFF?---[^\S\n]*\r?\n([\s\S]*?)\r?\n---[^\S\n]*(\r?\n|$)/;

/** A YAML comment: `#` at the start of a line or after a space. */
const COMMENT = /(^|\s)#/;

/**
 * A tool's file with its `tags:` made canonical. The list is written back in flow style
 * (`tags: [a, b]`); a file without tags, without front matter or with broken YAML is returned
 * unchanged. So is a list that holds a comment, which the flow style would delete: `comment` then
 * says where it is, so that the editor moves it and runs the command again.
 */
export function rewriteToolTags(text: string, map: TagMap, dropUnknown = false): { text: string; unknown: string[]; comment?: Position } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { text, unknown: [] };
  const start = match.index + match[0].indexOf(match[1]);
  const doc = parseDocument(match[1]);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return { text, unknown: [] };
  const pair = doc.contents.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === 'tags');
  const value = pair?.value as Node | null | undefined;
  if (!pair || !isSeq(value) || !value.range || !(pair.key as Node).range) return { text, unknown: [] };
  const tags = value.items.map((item) => (isScalar(item) ? String(item.value) : ''));
  const { tags: canonical, unknown } = canonicalTags(tags, map, dropUnknown);
  if (canonical.length === tags.length && canonical.every((tag, index) => tag === tags[index])) return { text, unknown };
  const keyEnd = start + (pair.key as Node).range![1];
  const valueEnd = start + value.range[1];
  const comment = COMMENT.exec(text.slice(keyEnd, valueEnd));
  if (comment) return { text, unknown, comment: positionIn(text, keyEnd + comment.index + comment[1].length) };
  // A block list ends after its last line break; keep that break.
  const trailing = /\r?\n$/.exec(text.slice(keyEnd, valueEnd))?.[0] ?? '';
  return { text: `${text.slice(0, keyEnd)}: [${canonical.join(', ')}]${trailing}${text.slice(valueEnd)}`, unknown };
}
