/**
 * Words for schema problems, in French for the editors: each message names the field and says
 * what to write instead.
 */
import type { z } from 'zod';
import { foldedSlug, slugify } from '../editorial/text.ts';
import type { DataPath } from './source.ts';
import { LANGUAGES, type Language } from './vocabulary.ts';

/**
 * The field a path leads to, as the editor writes its name: `education_pricing.url`, and for an
 * item of a list the list's name alone, `tags`, not `tags[1]`, nor `[196].label` for an entry of a
 * list file. The problem's line and column say which item it is.
 * @example fieldLabel(['tools', 2, 'tool']) === 'tools.tool'; fieldLabel([196, 'label']) === 'label'
 */
export function fieldLabel(path: DataPath): string {
  return path.filter((part) => typeof part !== 'number').map(String).join('.');
}

/**
 * A message about a field, after its label. The label of a field in a list does not say which
 * item it is in: a message that does not already cite the value, whole or word by word as the
 * list's punctuation messages do, starts with the value as written, when it is short enough to
 * read on the line (a long text is found by the line and column alone).
 * @example labelled(['tags', 0], 'doit être écrit en minuscules', 'Quiz') === 'tags : « Quiz » doit être écrit en minuscules'
 * @example labelled(['tags', 1], '« quizz » n’est pas un tag', 'quizz') === 'tags : « quizz » n’est pas un tag'
 * @example labelled(['tools', 2, 'tool'], 'doit être écrit en minuscules', 'Kahoot') === 'tools.tool : « Kahoot » doit être écrit en minuscules'
 */
export function labelled(path: DataPath, message: string, written?: unknown): string {
  const field = fieldLabel(path);
  const cited =
    path.some((part) => typeof part === 'number') &&
    (typeof written === 'string' || typeof written === 'number') &&
    String(written).length <= QUOTED_LENGTH &&
    !cites(message, String(written));
  return `${field ? `${field}\u00a0: ` : ''}${cited ? `${quote(written)} ` : ''}${message}`;
}

/** The longest value `labelled` quotes: a tag, a slug, a short note. */
const QUOTED_LENGTH = 60;

/** Whether a message quotes a value, or one of the words the value's commas or spaces part. */
const cites = (message: string, value: string) => [value, ...value.split(/[\s,;]+/)].some((word) => word !== '' && message.includes(quote(word)));

/**
 * The closest candidate within two edits, for "did you mean" hints; failing that, the only
 * candidate the word is a part of, since editors shorten slugs to their first or main word
 * (`quiz` for `quiz-evaluation`, `mentales` for `cartes-mentales`).
 * @example closest('freemuim', ['free', 'freemium']) === 'freemium'; closest('quiz', ['quiz-evaluation', 'video']) === 'quiz-evaluation'
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best ?? onlyWithPart(word, candidates);
}

/** Parts shorter than this ("de", "ia") are in too many slugs to point at one. */
const MIN_PART_LENGTH = 3;

/** The one candidate that has the word, folded like a slug, among its parts. */
function onlyWithPart(word: string, candidates: readonly string[]): string | undefined {
  const part = slugify(word);
  if (part.length < MIN_PART_LENGTH || part.includes('-')) return undefined;
  const holders = candidates.filter((candidate) => candidate.toLowerCase().split(/[-_]/).includes(part));
  return holders.length === 1 ? holders[0] : undefined;
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * Why a collection may not cite a tool a second time, in the validator's and the scaffold's words.
 * @example alreadyInCollection('kahoot') === '« kahoot » est déjà dans cette sélection ; citez chaque outil une fois'
 */
export const alreadyInCollection = (slug: string) => `${quote(slug)} est déjà dans cette sélection\u00a0; citez chaque outil une fois`;

/**
 * Why an item repeats one above it in a list of a file (a tool's tags, its languages); `what`
 * names an item, in French.
 * @example alreadyInList('quiz', 'tag') === '« quiz » est déjà dans la liste ; citez chaque tag une fois'
 */
export const alreadyInList = (item: string, what: string) => `${quote(item)} est déjà dans la liste\u00a0; citez chaque ${what} une fois`;

/**
 * The items a list already holds higher up, each once, in the order of their first repeat.
 * @example repeatedItems(['a', 'b', 'a', 'a']) // ['a']
 */
export function repeatedItems<T>(items: readonly T[]): T[] {
  return [...new Set(items.filter((item, index) => items.indexOf(item) !== index))];
}

/**
 * A value as the editor wrote it, between French quotes held to it by non-breaking spaces
 * (U+00A0), as French typography sets them: no line of a terminal or of a log ends with « or
 * starts with ». The examples of these files show those spaces as plain ones.
 */
export const quote = (value: unknown) => `«\u00a0${typeof value === 'string' ? value : JSON.stringify(value)}\u00a0»`;

/** What a slug is made of, in the words every slug message uses. */
export const SLUG_RULE = 'ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots';

/** Signs around or inside a name that a slug drops without changing which name it is (`Kahoot!`, `L’atelier`, `quiz_1`). */
const DROPPED_SIGNS = /[!?.,;:'’"()_]/g;

/**
 * The slug a value written by hand folds to, as the scaffolds fold a name: accents, capitals,
 * spaces and punctuation (`Kahoot!`) go; undefined when the value holds other signs, which a
 * slug would lose with their meaning (`C++` is not `c`), or no letter or digit at all.
 * @example slugSuggestion('roman graphique') === 'roman-graphique'; slugSuggestion('Kahoot!') === 'kahoot'; slugSuggestion('C++') === undefined
 */
export function slugSuggestion(written: unknown): string | undefined {
  if (typeof written !== 'string') return undefined;
  const folded = foldedSlug(written.replace(DROPPED_SIGNS, ' ').trim());
  return folded ? folded : undefined;
}

/**
 * Why a value is refused as a slug, quoting it: with the slug the field knows it means (`meant`,
 * a tag written as its label), else its folded form to write (`slugSuggestion`), else `example`,
 * a slug of the kind the field takes.
 * @example notASlug('Roman graphique', 'quiz') === '« Roman graphique » ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots : écrivez « roman-graphique »'
 */
export function notASlug(written: unknown, example: string, meant?: string): string {
  const value = typeof written === 'string' && written.length <= QUOTED_LENGTH ? `${quote(written)} ` : '';
  if (meant !== undefined) return `${value}${SLUG_RULE}${hint(meant)}`;
  const folded = slugSuggestion(written);
  return `${value}${SLUG_RULE}${folded ? `\u00a0: écrivez ${quote(folded)}` : `, par exemple ${quote(example)}`}`;
}

/**
 * ` (vouliez-vous dire « x » ?)` when a candidate is close to `word`, else nothing.
 * @example didYouMean('langue', ['langues']) === ' (vouliez-vous dire « langues » ?)'
 */
export function didYouMean(word: string, candidates: readonly string[]): string {
  return hint(closest(word, candidates));
}

/** ` (vouliez-vous dire « x » ?)`, or nothing without a suggestion. */
export const hint = (suggestion: string | undefined) => (suggestion ? ` (vouliez-vous dire ${quote(suggestion)}\u00a0?)` : '');

/**
 * The value of a closed list an editor meant by a French word for it, in any case, with accents
 * or spaces: `words` gives each value its words, written as slugs, and the answer is folded as
 * the scaffolds fold it (`slugify`).
 * @example meantByWord('Sur devis', PRICING_WORDS) === 'enterprise'; meantByWord('libre', PRICING_WORDS) === undefined
 */
export function meantByWord<V extends string>(written: string, words: Record<V, readonly string[]>): V | undefined {
  const word = slugify(written);
  return (Object.keys(words) as V[]).find((value) => words[value].includes(word));
}

/**
 * What the list's own punctuation did to an item that is not a good one: a comma left at its end
 * in a list written an item per line (`- quiz,`), which YAML keeps in the item, or items run
 * together without a comma (`[quiz sondage]`), which YAML reads as one. `isItem` tells a good item.
 * @example listPunctuation('quiz,', isTag) === 'la virgule à la fin est de trop : écrivez « quiz »'
 * @example listPunctuation('quiz sondage', isTag) === '« quiz », « sondage » sont des éléments distincts : séparez-les par des virgules entre crochets, [quiz, sondage], ou écrivez-en un par ligne, « - quiz »'
 */
export function listPunctuation(written: string, isItem: (word: string) => boolean): string | undefined {
  const words = written.split(/[\s,;]+/).filter(Boolean);
  if (words.length > 1 && words.every(isItem)) {
    return `${words.map(quote).join(', ')} sont des éléments distincts\u00a0: séparez-les par des virgules entre crochets, [${words.join(', ')}], ou écrivez-en un par ligne, ${quote(`- ${words[0]}`)}`;
  }
  if (words.length === 1 && words[0] !== written.trim() && isItem(words[0])) {
    return `la ${/^\s*[,;]/.test(written) ? 'virgule au début' : 'virgule à la fin'} est de trop\u00a0: écrivez ${quote(words[0])}`;
  }
  return undefined;
}

/**
 * What editors write for a language instead of its ISO 639-1 code: a country code (`gb`, `jp`)
 * or a three-letter code (ISO 639-2) of a language the directory lists. Closeness in letters says
 * nothing here: every two-letter word is within two edits of most codes.
 */
const LANGUAGE_MISTAKES: Record<string, Language> = {
  ara: 'ar', cat: 'ca', chi: 'zh', cn: 'zh', cz: 'cs', deu: 'de', dk: 'da', dut: 'nl', eng: 'en', fra: 'fr', fre: 'fr', gb: 'en', ger: 'de',
  gr: 'el', ita: 'it', jp: 'ja', jpn: 'ja', kor: 'ko', kr: 'ko', nld: 'nl', pol: 'pl', por: 'pt', sp: 'es', spa: 'es', ua: 'uk', us: 'en', zho: 'zh',
};

/** The French names of the languages editors meet most, as slugs (`français`, `Néerlandais`). */
const LANGUAGE_NAMES: Record<string, Language> = {
  francais: 'fr', anglais: 'en', espagnol: 'es', allemand: 'de', italien: 'it', portugais: 'pt', neerlandais: 'nl', arabe: 'ar',
  chinois: 'zh', japonais: 'ja', coreen: 'ko', russe: 'ru', ukrainien: 'uk', polonais: 'pl', grec: 'el', turc: 'tr', catalan: 'ca',
};

/**
 * The ISO 639-1 code an editor probably meant, if any: for a code in capitals, another code, or
 * the language's French name.
 * @example languageHint('FR') === 'fr'; languageHint('eng') === 'en'; languageHint('Français') === 'fr'; languageHint('zz') === undefined
 */
export function languageHint(written: string): Language | undefined {
  const lower = written.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lower) ? (lower as Language) : (LANGUAGE_MISTAKES[lower] ?? LANGUAGE_NAMES[slugify(written)]);
}

/**
 * Why written languages are not ISO 639-1 codes, said once for them all (a scaffold's answer
 * holds several), with the code each one likely means (`languageHint`).
 * @example notLanguageCodes(['fra']) === '« fra » n’est pas un code de langue ISO 639-1 ; écrivez le code de deux lettres en minuscules, par exemple « fr », « en » ou « de » (vouliez-vous dire « fr » ?)'
 * @example notLanguageCodes(['zz', 'eng']) === '« zz », « eng » ne sont pas des codes de langue ISO 639-1 ; écrivez pour chacun le code de deux lettres en minuscules, par exemple « fr », « en » ou « de » (vouliez-vous dire « en » pour « eng » ?)'
 */
export function notLanguageCodes(written: readonly unknown[]): string {
  const one = written.length === 1;
  const meant = written.flatMap((word) => {
    const code = languageHint(String(word));
    return code ? [`${quote(code)}${one ? '' : ` pour ${quote(word)}`}`] : [];
  });
  const what = one ? `${quote(written[0])} n’est pas un code` : `${written.map(quote).join(', ')} ne sont pas des codes`;
  const suggestion = meant.length > 0 ? ` (vouliez-vous dire ${meant.join(', ')}\u00a0?)` : '';
  return `${what} de langue ISO 639-1\u00a0; écrivez ${one ? '' : 'pour chacun '}le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0»${suggestion}`;
}

/**
 * Whether an issue is about a field left out. zod says "wrong type" for most fields and "wrong
 * value" for a field with a list of allowed values (`pricing`); YAML has no `undefined`, so an
 * input that is `undefined` is always a field that is not written.
 */
export function isMissing(issue: z.core.$ZodIssue): boolean {
  return (issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined;
}

/**
 * The items of a list of words written as one text, as `listAsText` tells the editor to write them.
 * @example listedItems('quiz, sondage') // ['quiz', 'sondage']
 */
export const listedItems = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * What to write for a list of words written as text, which YAML reads as one text: the words
 * between brackets, or, for items whose dash lacks its space (`-quiz` on its own line, which YAML
 * joins with the lines below), the first item as it should read.
 * @example listAsText('quiz, sondage') === 'doit être une liste : écrivez [quiz, sondage], entre crochets'
 * @example listAsText('-quiz - sondage') === 'un élément de liste commence par un tiret suivi d’une espace : écrivez « - quiz »'
 */
export function listAsText(text: string): string {
  const glued = /^-([^\s-]\S*)/.exec(text);
  if (glued) return `un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez ${quote(`- ${glued[1]}`)}`;
  return `doit être une liste\u00a0: écrivez [${listedItems(text).join(', ')}], entre crochets`;
}

/** Typographic quotes an editor may put around a value, each opening one with its closing one. */
const TYPOGRAPHIC_QUOTES: Record<string, string> = { '«': '»', '“': '”', '„': '“', '‘': '’' };

/**
 * The quotes around a value written whole between typographic quotes (`« Wooclap »`, `“…”`),
 * which YAML keeps as letters of the text, unlike straight quotes: the API would publish them.
 * @example typographicQuotes('« Wooclap »') === '« »'
 * @example typographicQuotes('« Quiz » et « sondage »') === undefined
 */
export function typographicQuotes(value: string): string | undefined {
  const text = value.trim();
  const close = TYPOGRAPHIC_QUOTES[text[0]];
  if (close === undefined || text.length < 2 || !text.endsWith(close) || /[«»“”„‘]/.test(text.slice(1, -1))) return undefined;
  return `${text[0]}\u00a0${close}`;
}

/**
 * What to do with the typographic quotes around a value (`typographicQuotes`). Straight quotes
 * keep a value's quotes unpublished in a YAML file (`straightQuotes`); typed as an answer to a
 * scaffold, they would be written as letters of the text.
 */
export function quotedValueMessage(quotes: string, straightQuotes: boolean): string {
  return `les guillemets ${quotes} autour de la valeur seraient publiés avec elle\u00a0: retirez-les${straightQuotes ? ', ou prenez des guillemets droits "…", qui ne sont pas publiés' : ''}`;
}

/** The non-breaking spaces French typography puts before « : » and inside « », U+00A0 and the narrow U+202F. */
const NON_BREAKING_SPACE = /[\u00a0\u202f]/;

/**
 * The first non-breaking space of a text and where it is, in words (« après « freemium » »):
 * editors cannot see one, and YAML reads it as a letter, not a space.
 * @example nonBreakingSpace('freemium\u00a0') // { index: 8, where: 'après « freemium »' }
 */
export function nonBreakingSpace(text: string): { index: number; where: string } | undefined {
  const index = text.search(NON_BREAKING_SPACE);
  return index < 0 ? undefined : { index, where: whereIn(text, index) };
}

/**
 * The first tab inside a line of a text and where it is: published as written, it shows as a
 * wide gap or as nothing, and the search reads two words where the editor wrote one space. It
 * mostly comes with text copied from a spreadsheet's cells. A tab that indents a line of
 * Markdown is left alone.
 * @example tabInLine('Quiz\tpour la classe') // { index: 4, where: 'après « Quiz »' }
 */
export function tabInLine(text: string): { index: number; where: string } | undefined {
  const match = /\S[^\n]*?\t/.exec(text);
  if (!match) return undefined;
  const index = match.index + match[0].length - 1;
  return { index, where: whereIn(text, index) };
}

/** Where the character at `index` is in a text, in words: after or before the text around it. */
function whereIn(text: string, index: number): string {
  // `trim` takes non-breaking spaces away too.
  const [before, after] = [text.slice(0, index).trim(), text.slice(index + 1).trim()];
  return before ? `après ${quote(before)}` : after ? `avant ${quote(after)}` : 'à la place de la valeur';
}

/**
 * Characters that show as nothing but are part of a value: zero-width space, soft hyphen, word
 * joiner, byte order mark, direction marks, and control characters but tab and line breaks. A
 * copy from a web page or a word processor brings them in, and they break slugs, dates and links
 * without a visible trace; a control character also makes the Atom feed's XML ill-formed. Joiners
 * (U+200C, U+200D) are left out: some scripts and emoji need them.
 */
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

/**
 * The first invisible character of a text, where it is (« après « sondage » ») and its code.
 * @example invisibleCharacter('sondage\u200b') // { index: 7, where: 'après « sondage »', code: 'U+200B' }
 */
export function invisibleCharacter(text: string): { index: number; where: string; code: string } | undefined {
  const index = text.search(INVISIBLE);
  if (index < 0) return undefined;
  const code = `U+${text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0')}`;
  return { index, where: whereIn(text, index), code };
}

/** A text without its invisible characters: what the editor sees of it. */
export const withoutInvisibleCharacters = (text: string) => text.replace(new RegExp(INVISIBLE, 'g'), '');

/** A text with its non-breaking spaces read as spaces, and trimmed. */
export const withoutNonBreakingSpaces = (text: string) => text.replace(new RegExp(NON_BREAKING_SPACE, 'g'), ' ').trim();

/** What to do with a non-breaking space where none belongs. */
export const REPLACE_NON_BREAKING_SPACE = 'remplacez-la par une espace normale ou supprimez-la';

/** What to write when a required field is missing, for fields where "add it" is not enough. */
const MISSING_HINTS: Record<string, string> = {
  vendor: 'écrivez vendor: null si aucun éditeur ne peut être nommé',
  kind: 'écrivez kind: top_list (avec une task) ou kind: stack (avec une persona)',
};

/**
 * The French words an editor may write for a field's name, as slugs (`étiquettes`, `Site web`):
 * the fields keep their English names, and a French one is a field the validator does not know.
 */
const FIELD_WORDS: Record<string, readonly string[]> = {
  name: ['nom', 'nom-de-l-outil'],
  website_url: ['site', 'site-web', 'site-internet', 'url', 'lien', 'adresse'],
  short_description: ['description', 'description-courte', 'resume'],
  category: ['categorie', 'rubrique'],
  pricing: ['tarif', 'tarifs', 'prix', 'tarification'],
  education_pricing: ['tarif-education', 'offre-education', 'offre-enseignants'],
  languages: ['langues', 'langue'],
  tags: ['etiquettes', 'etiquette', 'mots-cles', 'mot-cle'],
  vendor: ['editeur', 'fournisseur', 'societe'],
  added_at: ['ajoute-le', 'date-d-ajout', 'ajout'],
  updated_at: ['mis-a-jour-le', 'mise-a-jour', 'modifie-le'],
  last_verified_at: ['verifie-le', 'derniere-verification', 'verification'],
  minimum_age: ['age-minimum', 'age'],
  screenshot: ['capture', 'capture-d-ecran', 'image'],
  status: ['statut', 'etat'],
  title: ['titre'],
  task: ['tache'],
  persona: ['profil'],
  tools: ['outils'],
  // `- slug: plickers`: a tool is named by its slug, under the field `tool`.
  tool: ['outil', 'slug', 'nom', 'name'],
};

/**
 * The field an unknown one was meant to be: its English name for a French word
 * (`tarif` → `pricing`), else the closest field name (`tgas` → `tags`).
 * @example meantField('Étiquettes', ['name', 'tags']) === 'tags'; meantField('tgas', ['name', 'tags']) === 'tags'
 */
export function meantField(key: string, allowedKeys: readonly string[]): string | undefined {
  const word = slugify(key);
  return allowedKeys.find((field) => FIELD_WORDS[field]?.includes(word)) ?? closest(key, allowedKeys);
}

/**
 * One zod issue in words. `allowedKeys` lists the fields of the object the issue is in, for
 * unknown-field hints; `optional` says that the field may be left out, so that a field written
 * without a value can be deleted as well as filled in.
 */
export function issueMessage(issue: z.core.$ZodIssue, allowedKeys: readonly string[], optional = false): string {
  const field = fieldLabel(issue.path);
  if (isMissing(issue)) return `le champ obligatoire ${quote(field)} manque\u00a0: ajoutez-le${MISSING_HINTS[field] ? `\u00a0; ${MISSING_HINTS[field]}` : ''}`;
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => unknownField(key, allowedKeys)).join('\u00a0; ');
  return labelled(issue.path, valueProblem(issue, optional), issue.input);
}

/**
 * Why a tool's header has no `slug` field: the slug is the file's name, and an editor who writes
 * one means to choose or change it, which is done by renaming the file.
 */
export const TOOL_SLUG_FIELD =
  'champ inconnu «\u00a0slug\u00a0»\u00a0: le slug d’un outil est le nom de son fichier (content/tools/<slug>.md)\u00a0; supprimez cette ligne, et pour changer le slug renommez le fichier puis ajoutez l’ancien slug à former_slugs, pour que ses adresses redirigent vers le nouveau';

/**
 * Why a field name is refused: unknown, with the field meant, or missing altogether, from a line
 * that starts with its colon (`: free`), which YAML reads as a field of an empty name.
 * @example unknownField('', ['name']) === 'cette ligne n’a pas de nom de champ avant son deux-points : écrivez-le devant « : », ou supprimez la ligne si elle est de trop'
 */
function unknownField(key: string, allowedKeys: readonly string[]): string {
  if (key.trim() === '') return 'cette ligne n’a pas de nom de champ avant son deux-points\u00a0: écrivez-le devant «\u00a0:\u00a0», ou supprimez la ligne si elle est de trop';
  if (key === 'slug' && allowedKeys.includes('former_slugs')) return TOOL_SLUG_FIELD;
  return `champ inconnu ${quote(key)}\u00a0: supprimez-le ou corrigez son nom${hint(meantField(key, allowedKeys))}`;
}

/**
 * Why a value written with YAML's `!!binary` tag is refused: YAML reads it as bytes, which no
 * field takes, and quoting those bytes would show the editor nothing they wrote.
 */
const BINARY_VALUE = 'est une valeur binaire (!!binary), qu’aucun champ n’admet\u00a0: retirez «\u00a0!!binary\u00a0» et écrivez la valeur en texte';

/** What is wrong with the value of an issue, the words that follow the field's label. */
function valueProblem(issue: Exclude<z.core.$ZodIssue, z.core.$ZodIssueUnrecognizedKeys>, optional: boolean): string {
  // YAML reads a field written with nothing after its colon as null; empty quotes say the same.
  const empty = issue.input === null || (issue.code === 'invalid_value' && typeof issue.input === 'string' && issue.input.trim() === '');
  if (issue.input instanceof Uint8Array) return BINARY_VALUE;
  // An item of a list has no colon: `tags: [quiz, null]`, `- ` alone on its line.
  if (empty && typeof issue.path.at(-1) === 'number') return 'cet élément de la liste est vide\u00a0: écrivez sa valeur, ou retirez-le';
  if (empty && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    if (optional) return 'est vide\u00a0: donnez-lui une valeur ou supprimez la ligne';
    if (issue.code === 'invalid_value') return `est vide\u00a0: écrivez l’une de\u00a0: ${issue.values.map(String).join(', ')}`;
    if (issue.expected === 'string' && /^(Invalid|Too)/.test(issue.message)) return 'est vide\u00a0: écrivez sa valeur après les deux-points';
  }
  // Messages written in the schema already say what to fix; zod's defaults (in English) do not.
  if (!/^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_value': {
      const values = issue.values.map(String);
      const got = issue.input;
      return `${quote(got)} n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: ${values.join(', ')}${typeof got === 'string' ? didYouMean(got, values) : ''}`;
    }
    case 'invalid_type': {
      const got = issue.input;
      // YAML reads a value written as a number as a number, and one in quotes as a text.
      if (issue.expected === 'string' && (typeof got === 'number' || typeof got === 'boolean')) return `doit être du texte\u00a0: écrivez-le entre guillemets droits, "${String(got)}"`;
      if ((issue.expected === 'number' || issue.expected === 'int') && typeof got === 'string' && /^\s*\d+\s*$/.test(got)) return `doit être un nombre\u00a0: écrivez ${got.trim()} sans guillemets`;
      return `doit être ${expectedName(issue.expected)}, pas ${describe(got)}`;
    }
    case 'invalid_union':
      return 'ne correspond à aucune des formes permises';
    case 'too_small':
      return bound('au moins', issue.origin, issue.minimum);
    case 'too_big':
      return bound('au plus', issue.origin, issue.maximum);
    default:
      return issue.message;
  }
}

function bound(word: string, origin: string, limit: number | bigint): string {
  switch (origin) {
    case 'string':
      return `doit compter ${word} ${limit} caractère${limit > 1 ? 's' : ''}`;
    case 'array':
      return `doit lister ${word} ${limit} élément${limit > 1 ? 's' : ''}`;
    default:
      return `doit valoir ${word} ${limit}`;
  }
}

function expectedName(expected: string): string {
  const names: Record<string, string> = {
    array: 'une liste',
    object: 'un groupe de champs',
    string: 'du texte',
    number: 'un nombre',
    int: 'un nombre entier',
    boolean: 'true ou false',
  };
  return names[expected] ?? expected;
}

function describe(value: unknown): string {
  if (value === null) return 'une valeur vide';
  if (Array.isArray(value)) return 'une liste';
  if (typeof value === 'object') return 'un groupe de champs';
  return quote(value);
}
