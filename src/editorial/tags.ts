/**
 * Tags written with another case, accents or spaces than the vocabulary's (`Sondage`,
 * `Carte mentale`), as their label (`Cartes mentales`), or with an invisible character pasted in: the slug rule folds them to a tag
 * of `tags.yaml`, so they are that tag mistyped, not a new one, and are rewritten to it the way a
 * synonym is. Called unknown, they would look like the tag itself, and `--retirer-inconnus` would
 * take the tag away.
 */
import { withoutInvisibleCharacters } from '../content/messages.ts';
import type { TagMap } from '../content/tags.ts';
import { foldedSlug } from './text.ts';

/**
 * The tag of the vocabulary a written tag folds to, or `undefined` when it folds to none or is
 * already a tag or a synonym.
 * @example foldedTag('Carte mentale', map) === 'carte-mentale'; foldedTag('Jeu', map) === 'jeux'; foldedTag('sondage\u200b', map) === 'sondage'
 */
export function foldedTag(tag: string, map: TagMap): string | undefined {
  if (map.slugs.has(tag) || map.synonyms.has(tag)) return undefined;
  const seen = withoutInvisibleCharacters(tag);
  if (seen !== tag && (map.slugs.has(seen) || map.synonyms.has(seen))) return map.synonyms.get(seen) ?? seen;
  const slug = foldedSlug(seen);
  if (slug === undefined) return undefined;
  return map.slugs.has(slug) ? slug : (map.synonyms.get(slug) ?? map.labels.get(slug));
}

/**
 * The vocabulary with the written tags that fold to one of its tags added as synonyms, so that
 * `canonicalTags` and `rewriteToolTags` rewrite them instead of calling them unknown.
 * @example canonicalTags(['Sondage'], withFoldedTags(map, ['Sondage'])).tags // ['sondage']
 */
export function withFoldedTags(map: TagMap, written: readonly string[]): TagMap {
  const folded = written.flatMap((tag) => {
    const target = foldedTag(tag, map);
    return target === undefined ? [] : [[tag, target] as const];
  });
  return folded.length === 0 ? map : { ...map, synonyms: new Map([...map.synonyms, ...folded]) };
}
