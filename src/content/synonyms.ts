/**
 * `content/synonyms.yaml`: groups of words and phrases that mean the same to someone searching
 * (`traduire` / `traduction`, `flashcards` / `cartes mémoire`). The search expands a query word
 * into its group. Its schema, and the checks that give editors `path:line:column` problems in
 * French, live here.
 */
import { z } from 'zod';
import { phraseStems, queryWords, STOP_WORDS, words } from '../search/text.ts';
import type { SourceText } from './directory.ts';
import { invisibleCharacter, quote } from './messages.ts';
import { parseYamlSource, type Problem } from './source.ts';

/** Longest word or phrase of a group: a synonym is a few words, not a sentence. */
export const MAX_SYNONYM_LENGTH = 60;

/**
 * Why a group's item is no word: YAML reads `12` as a number and `exposé: oral` as a field and
 * its value, each of which needs its own remedy.
 */
function notAWord(input: unknown): string {
  if (typeof input === 'number') return `${quote(String(input))} est un nombre\u00a0: écrivez-le entre guillemets droits s’il fait partie du groupe, "${input}", sinon retirez-le`;
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    return 'un deux-points suivi d’une espace sépare un champ de sa valeur\u00a0: séparez les mots par des virgules, ou mettez l’expression entre guillemets droits "…"';
  }
  return 'écrivez un mot ou une expression entre les crochets, par exemple traduction';
}

/** A word or a phrase of a group, as the editor writes it (accents and capitals are ignored). */
const synonym = z
  .string({ error: (issue) => notAWord(issue.input) })
  .trim()
  .min(1, { error: 'ce mot est vide\u00a0: écrivez un mot ou une expression, ou retirez la virgule en trop' })
  .max(MAX_SYNONYM_LENGTH, { error: `trop long\u00a0: ${MAX_SYNONYM_LENGTH} caractères au plus, un mot ou une courte expression` })
  // `[exposé; oral]` is one phrase to YAML: the editor meant two words, and would be told the group has one.
  .refine((text) => !text.includes(';'), {
    error: (issue) => `${quote(String(issue.input))}\u00a0: les mots d’un groupe se séparent par des virgules, pas par des points-virgules\u00a0; écrivez ${quote(String(issue.input).split(';').map((part) => part.trim()).filter(Boolean).join(', '))}`,
  });

/**
 * Why a group of fewer than two words is refused, and what to do: a group says that words mean
 * the same thing, which one word alone cannot.
 * @example oneWordGroup(['lexique']) === 'ce groupe n’a qu’un mot : un groupe réunit au moins deux mots ou expressions qui veulent dire la même chose ; ajoutez-en un, ou retirez la ligne'
 */
export function oneWordGroup(group: unknown): string {
  const one = Array.isArray(group) && group.length === 1;
  return `${one ? 'ce groupe n’a qu’un mot' : 'ce groupe est vide'}\u00a0: un groupe réunit au moins deux mots ou expressions qui veulent dire la même chose\u00a0; ${one ? 'ajoutez-en un' : 'écrivez-en deux'}, ou retirez la ligne`;
}

/**
 * The whole file: a list of groups, each a list of at least two words or phrases.
 * @example [['traduire', 'traduction'], ['flashcards', 'cartes mémoire']]
 */
export const synonymsFileSchema = z.array(
  z
    .array(synonym, { error: 'chaque groupe est une liste entre crochets, par exemple - [traduire, traduction]' })
    .min(2, { error: (issue) => oneWordGroup(issue.input) }),
  { error: 'le fichier doit être une liste de groupes, un par ligne, par exemple - [traduire, traduction]' },
);

export type SynonymGroups = z.output<typeof synonymsFileSchema>;

/**
 * Reads and checks the synonyms file (absent: no synonyms; empty: a problem). Besides the schema: a word or phrase
 * must hold no invisible character and a word that is not a stop word, and appear only once in
 * the whole file (accents, capitals and stop words aside), or the search could not tell which
 * group it belongs to. Nor may it have the French stems of a word of another group
 * (`présentations` and `présentation`): the search matches a query word to a synonym by stem, so
 * the word would silently join both groups. Groups with a problem are left out.
 */
export function readSynonyms(source: SourceText | undefined, problems: Problem[]): SynonymGroups {
  if (!source) return [];
  const parsed = parseYamlSource(source.file, source.text);
  problems.push(...parsed.problems);
  if (parsed.data === undefined) return [];
  // An empty file (or one of comments only) is a file emptied by mistake, as for the tags and
  // categories: every synonym of the search would go unseen. A folder without synonyms has none.
  if (parsed.data === null || (typeof parsed.data === 'object' && !Array.isArray(parsed.data) && Object.keys(parsed.data).length === 0)) {
    problems.push({ file: source.file, line: 1, column: 1, message: 'le fichier des synonymes est vide\u00a0: écrivez-y les groupes de synonymes de la recherche, un par ligne, comme «\u00a0- [traduire, traduction]\u00a0», ou supprimez le fichier si la recherche ne doit en avoir aucun' });
    return [];
  }
  const result = synonymsFileSchema.safeParse(parsed.data);
  if (!result.success) {
    // Line and column say which group and which word: the messages need no list positions.
    // A group refused for one of its words is not also told it has too few: the word's problem says why.
    const groupsWithWordProblems = new Set(result.error.issues.filter((issue) => issue.path.length > 1).map((issue) => issue.path[0]));
    for (const issue of result.error.issues) {
      if (issue.path.length === 1 && issue.code === 'too_small' && groupsWithWordProblems.has(issue.path[0])) continue;
      problems.push({ file: source.file, ...parsed.locate(issue.path), message: issue.message });
    }
  }
  // The words across groups are checked even when the file has other problems, on the words that
  // pass on their own: a group of one word does not hide a clash between two other groups until
  // the next run. The groups are returned only from a file without problems of its schema.
  const groups = result.success ? result.data : wellFormedWords(parsed.data);
  const seen = new Map<string, { group: number; line: number }>();
  const stems = new Map<string, { group: number; line: number; text: string }>();
  const kept = groups.filter((group, g) => {
    let valid = true;
    group.forEach((text, m) => {
      if (text === undefined) return;
      const key = queryWords(text).terms.join(' ');
      const here = parsed.locate([g, m]);
      // Pasted from a web page, a zero-width space splits a word in two for the search, unseen.
      const invisible = invisibleCharacter(text);
      if (invisible) {
        problems.push({
          file: source.file,
          ...parsed.locate([g, m], { index: invisible.index }),
          message: `un caractère invisible (${invisible.code}) se trouve ${invisible.where}\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web ou un traitement de texte`,
        });
        valid = false;
        return;
      }
      if (words(text).every((word) => STOP_WORDS.has(word))) {
        problems.push({ file: source.file, ...here, message: `${quote(text)} ne contient aucun mot cherchable (seulement des mots vides comme le, de, pour)\u00a0: écrivez un mot qui a un sens` });
        valid = false;
        return;
      }
      const earlier = seen.get(key);
      if (earlier) {
        const where = earlier.group === g ? 'plus haut dans ce groupe' : `dans le groupe de la ligne ${earlier.line}`;
        problems.push({ file: source.file, ...here, message: `${quote(text)} est déjà ${where}\u00a0: un mot ne peut figurer que dans un seul groupe\u00a0; retirez-le ou fusionnez les deux groupes` });
        valid = false;
        return;
      }
      seen.set(key, { group: g, line: here.line });
      // Within a group, two forms of a word are harmless: they lead to the same group.
      const stemKey = phraseStems(text);
      const sameStems = stems.get(stemKey);
      if (sameStems && sameStems.group !== g) {
        problems.push({
          file: source.file,
          ...here,
          message: `${quote(text)} se cherche comme ${quote(sameStems.text)} du groupe de la ligne ${sameStems.line} (mêmes racines)\u00a0: la recherche mélangerait les deux groupes\u00a0; retirez-le (${quote(sameStems.text)} le trouve déjà) ou fusionnez les deux groupes`,
        });
        valid = false;
        return;
      }
      if (!sameStems) stems.set(stemKey, { group: g, line: here.line, text });
    });
    return valid;
  });
  return result.success ? (kept as SynonymGroups) : [];
}

/**
 * The groups of a file its schema refused, each word that passes on its own kept in its place and
 * the others `undefined`; what is not a list stays out.
 * @example wellFormedWords([['diaporama'], ['exposé', 12]]) // [['diaporama'], ['exposé', undefined]]
 */
function wellFormedWords(data: unknown): (string | undefined)[][] {
  if (!Array.isArray(data)) return [];
  return data.map((group: unknown) => (Array.isArray(group) ? group.map((word: unknown) => synonym.safeParse(word).data) : []));
}
