/**
 * Text folding, word splitting and stemming for search, applied the same way to records (at
 * build time) and to queries (at request time). The edge function imports it: its one
 * dependency, the stemmer, is plain JavaScript without Node built-ins.
 */
import { stemmer } from '@orama/stemmers/french';

/**
 * Letters that Unicode does not decompose into a base letter and a mark: NFKD leaves œ and æ
 * whole (they are letters of their own), and ø, ł, đ, ı carry no combining mark.
 */
const SPELT_OUT: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', ı: 'i', þ: 'th' };

/**
 * Lower case, accents removed, ligatures spelt out, soft hyphens dropped, and the modifier
 * letter apostrophe (ʼ, a letter for Unicode) made a plain apostrophe so that it splits words.
 * NFKD splits accents and compatibility ligatures (ﬁ → fi, ² → 2); the letters in
 * `SPELT_OUT` are spelt out by hand.
 * @example fold('Élève Cœur ÆTHER') === 'eleve coeur aether'
 */
export function fold(text: string): string {
  const split = text.normalize('NFKD');
  // Most text, and most queries, is ASCII and the accents NFKD split off: folded without the
  // Unicode classes, whose first use costs a fresh edge isolate a millisecond each. Same result.
  if (PLAIN.test(split)) return split.replace(/[\u0300-\u036f]+/g, '').toLowerCase();
  return split
    .replace(/[\p{M}\u00ad]+/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđðıþ]/g, (letter) => SPELT_OUT[letter])
    .replace(/\u02bc/g, "'");
}

/** ASCII and the combining accents of Latin letters (all of them marks, `\p{M}`). */
const PLAIN = /^[\x00-\x7f\u0300-\u036f]*$/;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Characters that hold a word together while splitting it into parts: hyphens, and the dot,
 * at sign, ampersand, bar, colon and middle dot found inside names (`draw.io`, `M@gistère`,
 * `Read&Write`, `Wolfram|Alpha`, `micro:bit`, `élève·s`). Every other character that is not a
 * letter or a digit (spaces, apostrophes, slashes, commas…) separates words.
 */
const JOINER = '[-\\u2010\\u2011.@&|:\\u00b7]';
const JOINERS = new RegExp(`${JOINER}+`, 'u');
const TOKENS = new RegExp(`[\\p{L}\\p{N}]+(?:${JOINER}+[\\p{L}\\p{N}]+)*`, 'gu');
/** `TOKENS` for ASCII text: the same matches where letters and digits can only be ASCII ones. */
const ASCII_TOKENS = /[A-Za-z0-9]+(?:[-.@&|:]+[A-Za-z0-9]+)*/g;

/** The tokens of a text (`TOKENS`, or `unicode`), without Unicode classes when the text is ASCII. */
function tokens(text: string, unicode: RegExp = TOKENS): string[] {
  return text.match(ASCII.test(text) ? ASCII_TOKENS : unicode) ?? [];
}

/**
 * Words of a text, folded. Apostrophes and punctuation split words; a word held together by a
 * hyphen (or a joiner of `JOINERS`) gives its parts and then its joined form, so that
 * `e-learning` and `elearning` meet.
 * @example words("l'IA e-learning 3D") deep equals ['l', 'ia', 'e', 'learning', 'elearning', '3d']
 */
export function words(text: string): string[] {
  const result: string[] = [];
  for (const token of tokens(fold(text))) {
    const parts = token.split(JOINERS);
    result.push(...parts);
    if (parts.length > 1) result.push(parts.join(''));
  }
  return result;
}

/**
 * A name folded down to its letters and digits, to compare whole names whatever their spacing
 * and punctuation: `Le Chat`, `le chat` and `lechat` share the key `lechat`.
 * @example nameKey('France-ioi') === 'franceioi'
 */
export function nameKey(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The French Snowball stem of a folded word (Snowball's French algorithm, through
 * `@orama/stemmers`). Stemming the folded form, not the accented one, gives a query typed
 * without accents the stem of the accented word (`lycee` and `lycée` both give `lyce`).
 * @example stem('dyslexie') === stem('dyslexique') // 'dyslex'
 */
export function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    if (stems.size >= STEM_CACHE) stems.clear();
    stems.set(word, (found = stemmer(word)));
  }
  return found;
}

/**
 * Stems already found, by word: a request stems each query word several times (the parts of
 * each index it needs, each search of it, its synonyms), in an isolate where the stemmer's code
 * runs cold. Bounded, as the build stems a whole vocabulary.
 */
const stems = new Map<string, string>();
const STEM_CACHE = 4096;

/**
 * The French stems of a synonym's words, as the search matches them against a query's: folded,
 * stop words left out (`queryWords`), space-separated. Two synonyms with the same stems are the
 * same synonym to the search.
 * @example phraseStems('Cartes de mémoire') === 'cart memoir'
 */
export function phraseStems(text: string): string {
  return queryWords(text).terms.map(stem).join(' ');
}

/** A query, split for matching. */
export interface QueryWords {
  /**
   * Words every result must match, each once: hyphenated words joined (`e-learning` →
   * `elearning`, since records hold both forms), French stop words dropped unless the query has
   * nothing else, and then only the elided ones (`l`) unless it has nothing else either; the
   * English `ai` as `ia` (`englishAi`).
   */
  terms: string[];
  /**
   * For each term written with a hyphen (or another joiner of `JOINERS`), its parts less stop
   * words, each once: `intelligence-artificielle` also matches a record that holds
   * "intelligence" and "artificielle" apart. Empty for other terms.
   */
  parts: string[][];
  /**
   * Each term as the query wrote it, lower-cased but with its accents and hyphens (`élève` for
   * `eleve`, `e-learning` for `elearning`), to show back to the client; the folded term where
   * the two cannot be paired.
   */
  shown: string[];
  /**
   * For each term, whether the query wrote it as a sigle (`ENT`, `SVT`; `SES`, sciences
   * économiques et sociales): matched as a whole word, not as the start of one (`ENT` is not
   * "entraîner"). A stop word so written (`SES`, `SI`, sciences de l'ingénieur) is kept as a
   * term, and found wherever a record writes it in capitals too (`sigleWords`).
   */
  sigles: boolean[];
  /** Every word of the query, stop words included, as `nameKey` folds a name. */
  key: string;
}

/**
 * The query with its joiners (`JOINERS`) as spaces: each part of a hyphenated word becomes a
 * word of its own.
 * @example separateWords("l'histoire-géo du micro:bit") === "l'histoire géo du micro bit"
 */
export function separateWords(query: string): string {
  return query.replace(SEPARATED_JOINERS, ' ');
}

const SEPARATED_JOINERS = new RegExp(JOINER, 'gu');

/**
 * Splits a query the way records are split.
 * @example queryWords("Créer l'auto-évaluation") deep equals { terms: ['creer', 'autoevaluation'], parts: [[], ['auto', 'evaluation']], shown: ['créer', 'auto-évaluation'], key: 'creerlautoevaluation' }
 */
export function queryWords(query: string): QueryWords {
  const split = tokens(fold(query)).map((token) => token.split(JOINERS));
  const typed = split.map((parts) => parts.join(''));
  const all = typed.map((word, i) => (i > 0 && ELIDED.has(typed[i - 1]) ? word : englishAi(word)));
  const written = writtenTokens(query, typed);
  const indexes = all.map((_, i) => i);
  const sigle = sigleTokens(query, all);
  // A hyphenated word made of stop words (`eux-mêmes`, `peut-être`, `a-t-il`) is one too.
  const stop = (i: number) => STOP_WORDS.has(all[i]) || (split[i].length > 1 && split[i].every((part) => STOP_WORDS.has(part)));
  const meaningful = indexes.filter((i) => !stop(i) || sigle[i]);
  // A query of stop words searches its request words (`élève` of "un élève"), else the function
  // words less the elided ones (`l'` of "l'IA"), else all: each set says more than the next.
  const request = indexes.filter((i) => REQUEST_WORDS.has(all[i]));
  const whole = indexes.filter((i) => !ELIDED.has(all[i]));
  const candidates = [meaningful, request, whole].find((set) => set.length > 0) ?? indexes;
  // A repeated word adds nothing to what the query asks: its first occurrence stands for it.
  const chosen = candidates.filter((i, k) => candidates.findIndex((j) => all[j] === all[i]) === k);
  const partsOf = (parts: string[]) => (parts.length > 1 ? [...new Set(parts.filter((part) => !STOP_WORDS.has(part)))] : []);
  return { terms: chosen.map((i) => all[i]), parts: chosen.map((i) => partsOf(split[i])), shown: chosen.map((i) => written[i]), sigles: chosen.map((i) => sigle[i]), key: typed.join('') };
}

/**
 * For each folded query word (`folded`), whether the query wrote it as a sigle: two capitals or
 * more, and not in a query written all in capitals ("COURS DE SES" shouts every word), unless it
 * is the query's only word (`SES`).
 */
function sigleTokens(query: string, folded: readonly string[]): boolean[] {
  const raw = tokens(query.normalize('NFC'), WRITTEN_TOKENS);
  const shouted = query.toLowerCase() !== query && query.toUpperCase() === query;
  if (raw.length !== folded.length || (shouted && folded.length > 1)) return folded.map(() => false);
  return raw.map(isSigle);
}

/**
 * Two to `SIGLE_MAX_LENGTH` characters, none of them lower case and some upper case (`SES`,
 * `AESH`, `CM2`, `3D`; not `2024`, nor a word written in capitals for emphasis, `ÉCRITURE`).
 * Compared by case rather than with a Unicode class: the class costs a fresh edge isolate a
 * third of a millisecond to compile.
 */
function isSigle(word: string): boolean {
  return word.length >= 2 && word.length <= SIGLE_MAX_LENGTH && word.toUpperCase() === word && word.toLowerCase() !== word;
}

/**
 * The longest sigle: the school's are of two to four letters (`IA`, `ENT`, `AESH`), and a longer
 * word in capitals is more often a word stressed (`ÉLÈVE`, `ÉCRIT`), which would lose its other
 * forms (`écriture`) if matched whole.
 */
const SIGLE_MAX_LENGTH = 4;

/**
 * The words a text writes as sigles (`isSigle`), folded: the index keeps these where they
 * spell a stop word, so that a query's sigle finds them (`SES` finds "en SES", not "ses élèves").
 * @example [...sigleWords('En SES et en SI, ses élèves…')] deep equals ['ses', 'si']
 */
export function sigleWords(text: string): Set<string> {
  const result = new Set<string>();
  for (const token of tokens(text.normalize('NFC'), WRITTEN_TOKENS)) for (const part of token.split(JOINERS)) if (isSigle(part)) result.add(fold(part));
  return result;
}

/**
 * Letters, digits and the marks of accented letters, before folding. Alternatives rather than
 * one class: V8 compiles the union of three Unicode classes three times slower, on the first
 * query of every fresh isolate.
 */
const WRITTEN_TOKENS = new RegExp(`(?:\\p{L}|\\p{N}|\\p{M})+(?:${JOINER}+(?:\\p{L}|\\p{N}|\\p{M})+)*`, 'gu');

/**
 * The query's words as written (lower case, NFC, joiners kept), paired with the folded ones:
 * where a word does not fold to its pair (a letter that folding turns into punctuation), the folded word.
 */
function writtenTokens(query: string, folded: readonly string[]): string[] {
  const text = query.normalize('NFC').toLowerCase().replace(/\u02bc/g, "'");
  const written = tokens(text, WRITTEN_TOKENS);
  const pairs = (i: number) => fold(written[i]).split(JOINERS).join('') === folded[i];
  return folded.map((word, i) => (written.length === folded.length && pairs(i) ? written[i] : word));
}

/**
 * Folded French stop words: Snowball's French stop list (the stop words of the project whose
 * French stemmer `stem` uses), whose forms of être and avoir say who speaks, not what is wanted
 * ("je suis AESH" kept `suis` to the end, where it matched "Suisse"), and more of the same kind:
 * the rest of the pronouns and determiners, `estce` of a joined "est-ce", negations, adverbs of
 * time and degree, the moments of a lesson or a year (`début`, `fin`), and the verbs of a wish
 * (`voudrais`, `faut`): required, `non` of "élève non verbal", `après` of "après la troisième" or
 * `début` of "questions flash en début de cours" kept the few tools whose description happened to
 * hold them and dropped the words that said what was wanted. Elided forms (`l`, `d`, `qu`)
 * come from apostrophes. Words that also name a task (`son`, a sound) may be dropped because
 * dropping never excludes a result: it only stops the word from being required. The index
 * leaves them out of descriptions and tags, and a query made only of them looks in names only:
 * `le` finds "Le Chat", not every description with "leçons".
 * And English ones, for the requests that apps and agents write in English: required, `for` of
 * "tools for blind students" matched "Formative" and "Forms" by their start and dropped the
 * words that said what was wanted, as `the` did for theses.fr. Not those a French request may
 * need (`or`, `as`, `these`, which is "thèses" folded); `an` (a year) and `the` (a tea) are not
 * what anyone asks of an education directory, nor `but` (a goal) beside the English `but`, which
 * "…a chatbot to prep lessons, but I don't want…" kept to the end. `during`, `without` and
 * `instead` are `pendant`, `sans` and "au lieu".
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    // Snowball's list (snowballstem.org, algorithms/french/stop.txt), folded.
    'au aux avec ce ces dans de des du elle en et eux il je la le leur lui ma mais me meme mes moi mon ne nos notre nous on ou ' +
    'par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous c d j l a m n s t y ' +
    'ete etee etees etes etant suis es est sommes sont serai seras sera serons serez seront serais serait serions seriez seraient ' +
    'etais etait etions etiez etaient fus fut fumes futes furent sois soit soyons soyez soient fusse fusses fussions fussiez fussent ' +
    'ayant eu eue eues eus ai as avons avez ont aurai auras aura aurons aurez auront aurais aurait aurions auriez auraient ' +
    'avais avait avions aviez avaient eut eumes eutes eurent aie aies ait ayons ayez aient eusse eusses eussions eussiez eussent ' +
    'ceci cela cet cette ici ils les leurs quel quels quelle quelles sans soi ' +
    // And the project's own.
    'ceux elles estce etre memes plus afin apres aussi autre autres avant bien ca car celle celles celui chaque chez comme debut depuis dois ' +
    'doit dont donc entre faut fin lors ni non pendant peut peux puis quand quelques quoi selon si tous tout toute toutes vers veux via voudrais ' +
    // English ones.
    'the an and of for to with in at by from into your my our their this that those is are was be how what which who why where when ' +
    'i we us you it its own each every some any all more very so not no can could should would will just also up about like than they them then ' +
    'but during without instead'
  ).split(' '),
);

/**
 * The words of a teacher's request that are true of every tool of the directory, so that
 * requiring them beside other words would only exclude good answers: the request itself
 * (`faire`, `trouver`, `utiliser`, `besoin`, `remplacer`, `alternative`, `vérifier`, `comment`,
 * `contre`, `très`, `sais` and `savoir` of "je ne sais pas quel identifiant…" or "je veux savoir
 * si…", which kept them to the end, and `mal` of "a du mal à lire", which otherwise found "malvoyants"), what a tool is (`outil`, `logiciel`, `application`, `site`) and whom it
 * serves in class (`eleve`, `classe`), and the verbs of making something (`réaliser`,
 * `concevoir`, `construire`, `produire`, `fabriquer`: "construire un quiz" kept the rare
 * `construire` and dropped `quiz`). Not `créer`, which tells tools that make from tools that
 * show: as a request word it lowered the phrases' precision@5 from 86.4 to 84.5 % ("créer un
 * cours en ligne" then found every "cours"). Measured on the evaluation phrases: "faire un quiz"
 * otherwise keeps the tools that "font" anything, and "élève dyslexique" those that name pupils;
 * on the unseen ones, "remplacer powerpoint" kept `remplacer` and dropped `powerpoint`, and
 * "vérifier une fausse information" kept `vérifier`. Alone, they are words like any other:
 * `élève` finds the tools whose description names pupils. A parent's request names the child
 * (`fille`, `fils`) or the parent (`maman`, `papa`): "ma fille de 3e bloque sur les équations"
 * kept `fille`, which few long descriptions hold, and dropped `équations`. English requests have
 * theirs (`tool`, `app`, `software`, `best`, `students`, `teacher`, `teach`, `help`, `want`,
 * `make`…: "I teach Latin…" kept `teach` and found Brisk Teaching by its start; `run`, `set`,
 * `give`, `keep`: "run an llm locally" and four requests more kept `run` and found Runway; `show`,
 * `build`, `turn`: "show live captions for a deaf student" kept `show` and found Showbie), and `free`,
 * which says the price, not the tool: required, it found FreeCAD, Freepik and Freeplane by
 * their start.
 */
export const REQUEST_WORDS: ReadonlySet<string> = new Set(
  (
    'comment contre tres faire fais fait besoin cherche trouver utiliser remplacer alternative alternatives verifier sais sait savoir ' +
    'outil outils logiciel logiciels application applications appli site eleve eleves classe ' +
    'realiser concevoir construire produire fabriquer mal fille fils maman papa ' +
    // The same in English requests.
    'tool tools app apps software best student students pupil pupils class teach teacher teachers teaching help free want wants need needs looking find use using make get run set give keep show build turn'
  ).split(' '),
);

/**
 * Folded names of secondary-school levels: collège, lycée and their years. Beside a subject
 * ("algorithmique en seconde", "physique-chimie en première") they qualify what is wanted, and
 * when no tool holds every word of a query they are dropped before any other: tools of
 * secondary school are told by subject, and the few records that hold such a word mostly hold it
 * in passing ("en quelques secondes", "premiers pas"). Not the primary levels: there a level
 * often says what the tool is for ("apprendre à lire au CP" is answered by the tools that name
 * the CP); dropping them first cost the tuned phrases 1.4 points of success@5.
 */
export const SECONDARY_LEVELS: ReadonlySet<string> = new Set(
  (
    'college 6e 5e 4e 3e 6eme 5eme 4eme 3eme sixieme cinquieme quatrieme troisieme ' +
    'lycee 2de 2nde seconde 1re 1ere premiere terminale'
  ).split(' '),
);

/** Words a query does not require when it has others (`FUNCTION_WORDS` and `REQUEST_WORDS`). */
export const STOP_WORDS: ReadonlySet<string> = new Set([...FUNCTION_WORDS, ...REQUEST_WORDS]);

/** Stop words that stand for an elided one (`l'`, `qu'`): in a query of stop words, the others say more. */
const ELIDED: ReadonlySet<string> = new Set(['c', 'd', 'j', 'l', 'm', 'n', 'qu', 's', 't']);

/**
 * `ai` is a form of avoir only after an elided pronoun ("j'ai", "je n'ai", "je l'ai"); anywhere
 * else a query writes the English "AI", which French records write `ia`.
 */
function englishAi(word: string): string {
  return word === 'ai' ? 'ia' : word;
}

/** Typo tolerance starts at this many letters: shorter words have too many neighbours. */
export const TYPO_MIN_LENGTH = 5;

/**
 * From this many letters, a typo may be in the start of a longer word (`organigrame`,
 * "organigrammes"); a shorter query word's typo must be in a whole word. Five to eight letters,
 * one typo from the start of a word is often another word altogether: `padet` found "palette",
 * `sourd` "sources", `synthese` "Synthesia". Measured on the evaluation sets (465 tools): from
 * 9 letters, precision@5 rises on the keywords (73.8 → 74.5 %) and the phrases (85.1 → 85.8 %),
 * and no figure of any set falls; from 8, less rises; from 12, or never, "organigrame" finds nothing.
 */
export const TYPO_PREFIX_MIN_LENGTH = 9;

/**
 * True when `term` is one edit (insertion, deletion, substitution or swap of two adjacent
 * letters) away from `word`, or, for a term of `TYPO_PREFIX_MIN_LENGTH` letters or more, from
 * the start of it: `word` begins with a string at least as long as `term` and one edit from it.
 * A last letter typed twice (`quizz`) is one letter too many: the term less it may be the start
 * of the word ("Quizlet"); not a letter doubled inside the term, often French spelling (`deepl`
 * would find "déploiement"). A start of `word` shorter than `term` is not enough otherwise,
 * or `coeur` would find every "cours" (`cour` is `coeur` less one letter); measured on the
 * evaluation set, allowing it lowers precision and finds nothing more.
 * False when `word` starts with `term`: that is an exact match, not a typo.
 * @example typoPrefix('chatgtp', 'chatgpt') === true; typoPrefix('quizz', 'quizlet') === true; typoPrefix('padet', 'palette') === false; typoPrefix('coeur', 'cours') === false
 */
export function typoPrefix(term: string, word: string): boolean {
  return typoAt(term, word, 0, word.length);
}

/** `typoPrefix(term, text.slice(start, end))`, without copying the word out of `text`. */
export function typoAt(term: string, text: string, start: number, end: number): boolean {
  const length = term.length;
  const wordLength = end - start;
  const limit = Math.min(length, wordLength);
  let i = 0;
  while (i < limit && term.charCodeAt(i) === text.charCodeAt(start + i)) i++;
  if (i === length) return false;
  const prefix = length >= TYPO_PREFIX_MIN_LENGTH;
  if (prefix ? wordLength >= length : wordLength === length) {
    // Substitution at i, or swap of i and i + 1.
    if (same(term, i + 1, text, start + i + 1, length - i - 1)) return true;
    if (
      i + 1 < length &&
      term.charCodeAt(i) === text.charCodeAt(start + i + 1) &&
      term.charCodeAt(i + 1) === text.charCodeAt(start + i) &&
      same(term, i + 2, text, start + i + 2, length - i - 2)
    ) {
      return true;
    }
  }
  // One letter too many in the term: against the whole word, or its start for a last letter typed twice.
  const tooMany = wordLength === length - 1 || (wordLength >= length && i === length - 1 && endsTypedTwice(term));
  if (tooMany && same(term, i + 1, text, start + i, length - i - 1)) return true;
  // One letter missing from the term.
  return (prefix ? wordLength > length : wordLength === length + 1) && same(term, i, text, start + i + 1, length - i);
}

/** Whether the last letter of `term` repeats the one before it (`quizz`). */
export function endsTypedTwice(term: string): boolean {
  return term.length > 1 && term.charCodeAt(term.length - 1) === term.charCodeAt(term.length - 2);
}

function same(a: string, aStart: number, b: string, bStart: number, count: number): boolean {
  for (let k = 0; k < count; k++) if (a.charCodeAt(aStart + k) !== b.charCodeAt(bStart + k)) return false;
  return true;
}
