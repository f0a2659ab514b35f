/**
 * Rules on the French prose editors write: how many sentences a text has, how many words, which
 * words the house style replaces.
 * Pure functions, shared by the content schemas and their tests.
 */
import { fold } from '../search/text.ts';
import { quote } from './messages.ts';

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

/**
 * Words the house style replaces in published texts (CONTRIBUTING.md, « Vocabulaire »), each
 * with the words to write instead.
 */
export const HOUSE_WORDS: readonly { pattern: RegExp; write: string }[] = [
  { pattern: /\bplans? gratuits?\b/giu, write: 'offre gratuite' },
  { pattern: /\be-?mails?\b/giu, write: 'courriel' },
  // The former name of Microsoft 365, which its vendor dropped in 2020.
  { pattern: /\bOffice 365\b/gu, write: 'Microsoft 365' },
];

/**
 * The words of a text that the house style replaces, where they stand, with what to write.
 * @example houseWords('Envoie un e-mail.') // [{ index: 10, written: 'e-mail', write: 'courriel' }]
 */
export function houseWords(text: string): { index: number; written: string; write: string }[] {
  return HOUSE_WORDS.flatMap(({ pattern, write }) => [...text.matchAll(pattern)].map((match) => ({ index: match.index, written: match[0], write })))
    .sort((a, b) => a.index - b.index);
}

/**
 * Words that mark a text as unfinished, which must never be published: dummy text, notes to
 * oneself, a bracket left to fill in.
 */
const PLACEHOLDER = /\blorem\b|\bipsum\b|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b|\bplaceholder\b|\[(?:nom|texte|description)\]/giu;

/**
 * What an editor must change in a published text, where it stands: a word the house style
 * replaces, or a placeholder left in. Messages say what is wrong, then what to write.
 * @example proseSlips('TODO : prix') // [{ index: 0, message: '« TODO » est un texte provisoire : remplacez-le par le texte à publier' }]
 */
export function proseSlips(text: string): { index: number; message: string }[] {
  return [
    ...houseWords(text).map(({ index, written, write }) => ({ index, message: `${quote(written)} n’est pas le vocabulaire de l’annuaire\u00a0: écrivez ${quote(write)}` })),
    ...[...text.matchAll(PLACEHOLDER)].map((match) => ({ index: match.index, message: `${quote(match[0])} est un texte provisoire\u00a0: remplacez-le par le texte à publier` })),
  ].sort((a, b) => a.index - b.index);
}

/**
 * Words that name who an education offer is for (schools, teachers, pupils, students, their
 * classes) or that it is one (`éducation`, `EDU`), folded (`fold`): the vendor's programme for
 * schools, teachers or students that `education_pricing` describes says whom it is for.
 */
const EDUCATION_AUDIENCE = /\b(ecoles?|etablissements?|enseign\w*|professeure?s?|profs?|eleves?|etudiant\w*|scolaires?|universit\w*|educat\w*|edu|classes?|classroom|academi\w*|campus|lycees?|colleges?|formateurs?|formatrices?|apprenants?|schools?|teachers?|students?)\b/;

/**
 * Whether the description of an education offer says whom it is for: an offer that names none
 * (« Gratuit pour tous ») is for everybody, which the guide says is no education offer.
 * @example namesEducationAudience('Gratuit pour les enseignants.') === true; namesEducationAudience('Gratuit pour tous.') === false
 */
export function namesEducationAudience(text: string): boolean {
  return EDUCATION_AUDIENCE.test(fold(text));
}

/**
 * Words of a long description that announce an offer for schools, which the house style
 * documents in `education_pricing` (who is entitled, and the page that says so).
 */
export const SCHOOL_OFFER = /licences? d['’]établissement|offres? pour les (?:écoles|établissements)/iu;
