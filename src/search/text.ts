/**
 * Text folding and word splitting for search, applied the same way to records (at build time)
 * and to queries (at request time). No dependency: the edge function imports it.
 */

/**
 * Lower case, accents removed, ligatures spelt out.
 * NFKD splits accents and compatibility ligatures (ﬁ); œ and æ are letters of their own in
 * Unicode and must be spelt out by hand.
 * @example fold('Élève Cœur ÆTHER') === 'eleve coeur aether'
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/**
 * Words of a folded text. Apostrophes and punctuation split words; a hyphenated word gives its
 * parts and its joined form, so that `e-learning` and `elearning` meet.
 * @example words("l'IA e-learning 3D") deep equals ['l', 'ia', 'e', 'learning', 'elearning', '3d']
 */
export function words(text: string): string[] {
  const result: string[] = [];
  for (const chunk of fold(text).split(/[^\p{L}\p{N}-]+/u)) {
    const parts = chunk.split('-').filter(Boolean);
    result.push(...parts);
    if (parts.length > 1) result.push(parts.join(''));
  }
  return result;
}

/**
 * A query, split: `terms` are the words every result must match, with hyphenated words joined
 * (`e-learning` → `elearning`, since records hold both forms) and French stop words dropped
 * unless the query has nothing else; `phrase` is every word, to compare with whole names.
 * @example queryWords("Créer l'évaluation") deep equals { terms: ['creer', 'evaluation'], phrase: 'creer l evaluation' }
 */
export function queryWords(query: string): { terms: string[]; phrase: string } {
  const all = fold(query)
    .split(/[^\p{L}\p{N}-]+/u)
    .map((chunk) => chunk.replace(/-/g, ''))
    .filter(Boolean);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  return { terms: meaningful.length > 0 ? meaningful : all, phrase: all.join(' ') };
}

/** Folded French stop words: articles, prepositions, pronouns and conjunctions. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a au aux avec ce ces cet cette d dans de des du en et l la le les leur leurs ma mes mon ' +
    'n ne nos notre ou par pas pour qu que qui s sa se ses son sur ta te tes ton un une vos votre y'
  ).split(' '),
);
