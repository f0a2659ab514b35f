/**
 * Rules on the French prose editors write: how many sentences a text has, how many words.
 * Pure functions, shared by the content schemas and their tests.
 */

/**
 * Abbreviations whose final dot never ends a sentence, even before a capital:
 * "apr. J.-C.", "M. Dupont", "p. ex.", "cf. Annexe". Compared in lower case.
 * "etc." is not among them: before a capital it does end the sentence.
 */
const ABBREVIATIONS = new Set([
  'apr', 'av', 'cf', 'coll', 'dr', 'éd', 'env', 'ex', 'fig', 'hab', 'mlle', 'mme', 'mgr', 'min', 'n°', 'no', 'p', 'pr', 'réf', 'st', 'ste', 'vol', 'vs',
]);

/**
 * Where a sentence ends inside a text: punctuation `.`, `!`, `?` or `…`, then spaces, then a
 * capital letter, a digit or an opening quote. A lower-case word after the mark continues the
 * sentence ("Kahoot! permet…", "quiz, sondages, etc. pour la classe"), and so does a capital
 * after a known abbreviation or a single-letter initial ("apr. J.-C.", "M. Dupont").
 * Closing quotes or brackets may stand between the mark and the spaces.
 */
const SENTENCE_END = /([\p{L}\p{N}°.-]*)([.!?…]+)["»)\]]*\s+(?=[\p{Lu}\p{N}«"])/gu;

/**
 * How many sentences a text holds.
 * @example sentenceCount('Kahoot! permet des quiz.') === 1
 * @example sentenceCount('Un quiz. Il est gratuit.') === 2
 */
export function sentenceCount(text: string): number {
  let count = 1;
  for (const [, word, marks] of text.trim().matchAll(SENTENCE_END)) {
    if (marks === '.' && isAbbreviation(word)) continue;
    count++;
  }
  return count;
}

function isAbbreviation(word: string): boolean {
  const last = word.split(/[.-]/).filter(Boolean).at(-1) ?? '';
  return ABBREVIATIONS.has(last.toLowerCase()) || /^\p{Lu}$/u.test(last);
}

/**
 * Words of a text: runs between spaces that hold at least one letter, so that punctuation,
 * numbers and Markdown marks alone do not count.
 * @example wordCount('Un **outil** — 3 modes, 2 langues.') === 4
 */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}
