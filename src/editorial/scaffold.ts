/**
 * What the scaffolds (`npm run nouvel-outil`, `npm run nouvelle-selection`) check before they
 * write: every answer against the content schema, and that the new record is really new.
 * Shared by the interactive questions and the command-line flags, so both refuse the same things.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { CONTENT_LAYOUT, latestDay } from '../content/load.ts';
import { alreadyInCollection, closest, didYouMean, hint, invisibleCharacter, issueMessage, meantByWord, notLanguageCodes, quote, quotedValueMessage, repeatedItems, typographicQuotes } from '../content/messages.ts';
import { collectionSchema, collectionSizeAdvice, KIND_WORDS, meantHttps, namesNobody, PRICING, toolSchema } from '../content/schema.ts';
import { LANGUAGES, PRICING_WORDS } from '../content/vocabulary.ts';
import { canonicalTags, tagMap, type TagMap } from '../content/tags.ts';
import { today, UsageError } from './cli.ts';
import type { ExistingContent } from './existing.ts';
import { collectionFile, toolFile, type CollectionAnswers, type ToolAnswers } from './skeleton.ts';
import { withFoldedTags } from './tags.ts';
import { frenchDay, nestedSites, slugify, websiteKey } from './text.ts';

/** The pricing models the scaffold offers, with their French labels (the French words typed for them: `PRICING_WORDS`). */
export const PRICING_CHOICES: { value: (typeof PRICING)[number]; label: string }[] = [
  { value: 'free', label: 'Gratuit' },
  { value: 'freemium', label: 'Freemium (offre gratuite limitée, offre payante)' },
  { value: 'paid', label: 'Payant' },
  { value: 'enterprise', label: 'Sur devis (établissements, entreprises)' },
];

/** Kinds of collection, with the French words for them. */
export const KIND_CHOICES = [
  { value: 'top_list', label: 'Sélection pour une tâche («\u00a0Créer un quiz\u00a0»)', words: KIND_WORDS.top_list },
  { value: 'stack', label: 'Panoplie pour un profil («\u00a0Professeur des écoles\u00a0»)', words: KIND_WORDS.stack },
] as const;

/**
 * The day a scaffold writes as `added_at` and `updated_at`: the `--date` flag, else today in
 * France. A day later than the validator's limit (`latestDay`, today somewhere on Earth) is
 * refused here rather than written into a file that `npm run validate` then refuses.
 */
export function recordDay(flag: string | undefined): string {
  const day = today(flag);
  if (day > latestDay()) throw new UsageError(`--date\u00a0: le ${frenchDay(day)} n’est pas encore arrivé, et npm run validate refuse une date à venir\u00a0; donnez un jour passé, ou omettez --date pour inscrire la date du jour`);
  return day;
}

/**
 * Checks one value against a field's schema; returns the schema's words when it is refused.
 * An answer is typed as one line (`fr, en`): a problem of one of its items names the item as
 * typed, never its position in a list the editor never saw (`[0]`).
 */
function against(schema: z.ZodType, value: unknown): string | undefined {
  // The validator refuses a text written whole between typographic quotes, which the schema
  // itself takes: without this check the scaffold would write a file that validate refuses.
  // Its advice to use straight quotes is left out: typed here, they would be written as text.
  const quotes = typeof value === 'string' ? typographicQuotes(value) : undefined;
  if (quotes) return quotedValueMessage(quotes, false);
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return undefined;
  return result.error.issues
    .map((issue) => {
      const message = issueMessage({ ...issue, path: [] }, []);
      const [index] = issue.path;
      if (!Array.isArray(value) || typeof index !== 'number') return message;
      const item = quote(value[index]);
      return message.includes(item) ? message : `${item}\u00a0: ${message}`;
    })
    .join('\u00a0; ');
}

/** Splits `fr, en` or `kahoot quizlet` into a list. */
export function list(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((word) => word.trim())
    .filter(Boolean);
}

/**
 * The language codes of an answer, in the lower case the schema wants (`FR` is `fr`, as in
 * ISO 639-1), each once.
 * @example languageList('FR, En, fr') // ['fr', 'en']
 */
export function languageList(value: string): string[] {
  return [...new Set(list(value).map((code) => code.toLowerCase()))];
}

/**
 * Splits tags at commas only: a tag may be typed by its label, words and spaces included
 * (`Carte mentale`), and folds to its slug as in `npm run tags`.
 * @example tagList('Carte mentale, quiz') // ['Carte mentale', 'quiz']
 */
export function tagList(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The answers `--tarif` takes, as its help and its refusals list them: the French word, the value in brackets. */
export const PRICING_ANSWERS = 'gratuit (free), freemium, payant (paid), sur-devis (enterprise)';

/** The pricing model an answer means: the value itself, or a French word for it (`payant`), in any case. */
export function pricingValue(text: string): string {
  const word = slugify(text);
  return (PRICING as readonly string[]).includes(word) ? word : (meantByWord(text, PRICING_WORDS) ?? text);
}

/**
 * The vendor of an answer: none given, blank or `null` is the `null` the schema wants written
 * on purpose when nobody can name the vendor (see `vendorProblem` for what names nobody).
 * @example vendorValue(' Acme ') === 'Acme'; vendorValue('null') === null; vendorValue(undefined) === null
 */
export function vendorValue(text: string | undefined): string | null {
  const vendor = text?.trim() ?? '';
  return vendor === '' || vendor.toLowerCase() === 'null' ? null : vendor;
}

/**
 * Answers that name nobody (`namesNobody`, the schema's rule): written as text they would be
 * published as « ~ » or « "null" ». The schema's advice is for a file; here the guide's way to say
 * that nobody can name the vendor is an empty answer to the question, and, for an answer given as
 * the flag `flag`, where there is no answer to leave empty, the flag left out or given `null`.
 * @example vendorProblem('~') !== undefined; vendorProblem('null') === undefined; vendorProblem('Acme') === undefined
 */
export function vendorProblem(text: string, flag?: string): string | undefined {
  const vendor = text.trim();
  if (!namesNobody(vendor)) return undefined;
  const nobody = flag ? `, ou, si personne ne peut le nommer, omettez ${flag} ou écrivez ${flag} null` : ', ou laissez la réponse vide si personne ne peut le nommer';
  return `${quote(vendor)} ne nomme personne\u00a0: écrivez le nom de l’éditeur${nobody} (la fiche portera vendor: null)`;
}

export function kindValue(text: string): string {
  const word = slugify(text).replace(/-/g, '_');
  return KIND_CHOICES.find((choice) => choice.value === word || choice.words.map(slugify).includes(slugify(text)))?.value ?? text;
}

/**
 * The kind and subject of a new collection from the flags of `nouvelle-selection`: `--tache`
 * goes with a collection for a task, `--profil` with one for a profile. A flag that does not
 * fit `--type` is refused: written as the other kind's subject, it would say the wrong thing.
 * @example subjectFlags({ tache: 'Réviser' }) // { kind: 'top_list', subject: 'Réviser' }
 */
export function subjectFlags({ type, tache, profil }: { type?: string; tache?: string; profil?: string }): { kind?: string; subject?: string } {
  if (tache !== undefined && profil !== undefined) throw new UsageError('--tache et --profil\u00a0: donnez l’un ou l’autre, --tache pour une sélection pour une tâche (--type tache), --profil pour une panoplie pour un profil (--type profil)');
  const kind = type === undefined ? undefined : kindValue(type);
  if (kind === 'stack' && tache !== undefined) throw new UsageError('--tache va avec --type tache\u00a0; une panoplie (--type profil) se décrit par son profil\u00a0: --profil');
  if (kind === 'top_list' && profil !== undefined) throw new UsageError('--profil va avec --type profil\u00a0; une sélection pour une tâche (--type tache) se décrit par sa tâche\u00a0: --tache');
  return { kind: type ?? (tache !== undefined ? 'top_list' : profil !== undefined ? 'stack' : undefined), subject: tache ?? profil };
}

/**
 * Checks that first refuse an answer holding an invisible character (pasted from a web page),
 * which the validator refuses in a file: the answer would look right and be written wrong.
 */
function refusingInvisible<C extends Record<string, (value: string) => string | undefined>>(checks: C): C {
  const guarded = Object.entries(checks).map(([key, check]) => [
    key,
    (value: string) => {
      const invisible = invisibleCharacter(value);
      return invisible ? `un caractère invisible (${invisible.code}) se trouve ${invisible.where}\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web` : check(value);
    },
  ]);
  return Object.fromEntries(guarded) as C;
}

/**
 * Why an answer gives no file name: the slug, which names the file, keeps only unaccented Latin
 * letters and digits, and the validator ignores a file named `.md` or `.yaml` (a hidden file).
 */
function noFileName(what: string, value: string, remedy: string): string {
  return `${what} donne le nom du fichier, fait de lettres latines sans accent et de chiffres, et ${quote(value.trim())} n’en contient aucun\u00a0: ${remedy}`;
}

/** The flag that lets a new tool have its website on the site of a tool already listed. */
export const OTHER_PRODUCT_FLAG = '--autre-produit';

export interface ToolCheckOptions {
  /** The flag the vendor is given as, when the answers are flags, not typed answers. */
  vendorFlag?: string;
  /** The editor said (`--autre-produit`) that a website on the site of a listed tool is another product's. */
  otherProduct?: boolean;
}

/** The checks of each answer of a new tool: `undefined` when the answer is fine, else what to fix. */
export function toolChecks(existing: ExistingContent, { vendorFlag, otherProduct = false }: ToolCheckOptions = {}) {
  const shape = toolSchema.shape;
  return refusingInvisible({
    name: (value: string) => {
      const problem = against(shape.name, value);
      if (problem) return problem;
      const slug = slugify(value);
      if (!slug) return noFileName('le nom', value, 'écrivez le nom tel que l’éditeur l’écrit en lettres latines');
      const owner = existing.toolSlugs.get(slug);
      if (owner === slug) return `l’outil ${quote(slug)} existe déjà (content/tools/${slug}.md)\u00a0: modifiez ce fichier plutôt que d’en créer un autre`;
      if (owner) return `${quote(slug)} est un ancien slug de l’outil ${quote(owner)} (former_slugs)\u00a0: modifiez content/tools/${owner}.md`;
      // Folded as slugs are (case, accents, signs): « LA QUIZINIÈRE » is « La Quizinière », whose file is quiziniere.md.
      const namesake = [...existing.toolLabels].find(([, label]) => slugify(label) === slug);
      if (namesake) return `l’outil ${quote(namesake[0])} s’appelle déjà ${quote(namesake[1])} (content/tools/${namesake[0]}.md)\u00a0: modifiez ce fichier plutôt que d’en créer un autre`;
      return undefined;
    },
    website_url: (value: string) => {
      // The tool's existence first: told only that `http://` is refused, or the https address
      // meant by a domain alone, an editor fixes the address and is told next, a step later,
      // that the tool was there all along.
      const key = websiteKey(meantHttps(value) ?? value);
      const owner = existing.websites.get(key);
      if (owner) return `ce site est déjà celui de l’outil ${quote(owner)} (content/tools/${owner}.md)\u00a0: un produit n’a qu’une fiche\u00a0; modifiez ce fichier plutôt que d’en créer un autre`;
      const neighbour = otherProduct ? undefined : [...existing.websites].find(([site]) => nestedSites(site, key));
      if (neighbour) {
        const [site, slug] = neighbour;
        return `ce site est déjà celui de l’outil ${quote(slug)}, à l’adresse ${quote(site)} (content/tools/${slug}.md)\u00a0: si c’est le même produit, modifiez ce fichier plutôt que d’en créer un autre\u00a0; si c’est un autre produit, relancez la commande avec ${OTHER_PRODUCT_FLAG}`;
      }
      return against(shape.website_url, value);
    },
    category: (value: string) => {
      const slugs = existing.categories.map((category) => category.slug);
      if (slugs.includes(categoryValue(value, existing.categories))) return undefined;
      // A search that matches no category submits nothing: the prompt hands over an empty answer.
      if (value.trim() === '') return `aucune catégorie choisie\u00a0: choisissez l’une de\u00a0: ${slugs.join(', ')}`;
      return `${quote(value)} n’est pas une catégorie de content/categories.yaml${didYouMean(value, slugs)}\u00a0; choisissez parmi\u00a0: ${slugs.join(', ')}`;
    },
    // Told in the words `--help` gives: the schema's refusal lists only the values written in the file.
    pricing: (value: string) => (against(shape.pricing, pricingValue(value)) ? `${quote(value.trim())} n’est pas un modèle de tarif\u00a0; écrivez l’un de\u00a0: ${PRICING_ANSWERS}` : undefined),
    short_description: (value: string) => against(shape.short_description, value),
    languages: (value: string) => {
      const languages = languageList(value);
      if (languages.length === 0) return 'indiquez au moins une langue, par exemple «\u00a0fr\u00a0»';
      // House style: French first whenever the interface offers it.
      if (languages.includes('fr') && languages[0] !== 'fr') return `mettez le français en premier\u00a0: ${['fr', ...languages.filter((code) => code !== 'fr')].join(', ')}`;
      // Told once for all the codes of the answer, not once per code as the schema tells each item of a file.
      const unknown = languages.filter((code) => !(LANGUAGES as readonly string[]).includes(code));
      return unknown.length > 0 ? notLanguageCodes(unknown) : against(shape.languages, languages);
    },
    tags: (value: string) => {
      const map = answerTagMap(existing.tags);
      const { tags, unknown } = answerTags(value, map);
      if (existing.tags.length > 0 && unknown.length > 0) {
        return unknown.map((tag) => (isTagsWithoutCommas(tag, map) ? `${quote(tag)}\u00a0: séparez les étiquettes par des virgules, ${quote(list(tag).join(', '))}` : `étiquette inconnue ${quote(tag)}${tagHint(tag, map)}\u00a0: choisissez dans content/tags.yaml ou proposez-la dans ce fichier`)).join('\u00a0; ');
      }
      return against(shape.tags, tags);
    },
    vendor: (value: string) => (vendorValue(value) === null ? undefined : (vendorProblem(value, vendorFlag) ?? against(shape.vendor, value))),
    education_description: (value: string) => (value.trim() === '' ? undefined : against(shape.education_pricing.unwrap().shape.description, value)),
    education_url: (value: string) => (value.trim() === '' ? undefined : against(shape.website_url, value)),
  });
}

/**
 * The category an answer means: its slug, or the slug or name of a category written with other
 * capitals, accents, spaces or signs (`Quiz et évaluation`, `Création d'images`); else the answer itself.
 * @example categoryValue('Quiz et évaluation', [{ slug: 'quiz-evaluation', name: 'Quiz et évaluation' }]) === 'quiz-evaluation'
 */
export function categoryValue(text: string, categories: readonly { slug: string; name: string }[]): string {
  const folded = slugify(text);
  return categories.find(({ slug, name }) => slug === text || (folded !== '' && (slug === folded || slugify(name) === folded)))?.slug ?? text;
}

/**
 * The tool a written tool means: its slug (or a former slug), or a slug or displayed name written
 * with other capitals, accents, spaces or signs (`Kahoot`, `La Quizinière`, `Educ'ARTE`); else the word itself.
 * @example toolValue('La Quizinière', existing) === 'quiziniere'
 */
export function toolValue(text: string, existing: Pick<ExistingContent, 'toolSlugs' | 'toolNames'>): string {
  if (existing.toolSlugs.has(text)) return text;
  // Names hold signs that slugs drop (`Adaptiv'Math`, `Read&Write`): folded as the names were.
  const folded = slugify(text);
  if (existing.toolSlugs.has(folded)) return folded;
  return existing.toolNames.get(folded) ?? text;
}

/**
 * The tools of an answer, as slugs: separated by commas (or spaces, between slugs), each by its
 * slug or its displayed name, which may hold spaces (`Canva, Google Classroom`). Words that are
 * not all tools stay together, to be named as the editor wrote them (`Scratch Junior`).
 * @example toolList('Kahoot, Google Classroom', existing) // ['kahoot', 'google-classroom']
 */
export function toolList(value: string, existing: Pick<ExistingContent, 'toolSlugs' | 'toolNames'>): string[] {
  const known = (tool: string) => existing.toolSlugs.has(tool);
  return tagList(value).flatMap((item) => {
    const tool = toolValue(item, existing);
    if (known(tool)) return [tool];
    const words = list(item).map((word) => toolValue(word, existing));
    return words.length > 1 && words.every(known) ? words : [item];
  });
}

/**
 * The vocabulary the scaffold's answers are read with: each tag's label is one more way to write
 * it, since the list of the questions shows tags by their labels (« Cartes mentales »).
 * @example answerTagMap([{ slug: 'ocr', label: 'Reconnaissance de texte', synonyms: [] }]).synonyms.get('reconnaissance-de-texte') === 'ocr'
 */
function answerTagMap(tags: ExistingContent['tags']): TagMap {
  const map = tagMap(tags);
  const labels = [...map.labels].filter(([written]) => !map.slugs.has(written) && !map.synonyms.has(written));
  return { ...map, synonyms: new Map([...map.synonyms, ...labels]) };
}

/**
 * The tags of an answer as tags.yaml wants them: a synonym replaced by its tag, as in the
 * validator (`qcm` is `quiz`), and a tag typed with other capitals, accents or spaces by the tag
 * it folds to, as npm run tags rewrites it (`Quiz` is `quiz`).
 */
function answerTags(value: string, map: TagMap): { tags: string[]; unknown: string[] } {
  const written = tagList(value);
  return canonicalTags(written, withFoldedTags(map, written));
}

/** Whether an unknown tag is several tags typed with spaces between them (`quiz sondage`). */
function isTagsWithoutCommas(tag: string, map: TagMap): boolean {
  const words = list(tag);
  return words.length > 1 && canonicalTags(words, withFoldedTags(map, words)).unknown.length === 0;
}

/** A misspelt synonym leads to the tag that replaces it, as in the validator. */
function tagHint(word: string, map: TagMap): string {
  const near = closest(word, [...map.slugs, ...map.synonyms.keys()]);
  return hint(near === undefined ? undefined : (map.synonyms.get(near) ?? near));
}

/** Answers a tool cannot do without: the flags that must be given when nobody is at a terminal. */
export const REQUIRED_TOOL_ANSWERS = ['name', 'website_url', 'category', 'pricing', 'short_description'] as const;

/** Raw answers as typed (flags or prompts), before they become a record. */
export interface RawToolAnswers {
  name: string;
  website_url: string;
  category: string;
  pricing: string;
  short_description: string;
  languages?: string;
  tags?: string;
  vendor?: string;
  education_description?: string;
  education_url?: string;
}

/**
 * Every problem of a set of answers at once, each prefixed by the flag that gives it (`labels`).
 * The question about the vendor checks its answer as it is typed: a vendor refused here was given
 * as a flag, and is told what to do with the flag.
 */
export function toolAnswerProblems(raw: RawToolAnswers, existing: ExistingContent, labels: Record<keyof RawToolAnswers, string>, { otherProduct }: Pick<ToolCheckOptions, 'otherProduct'> = {}): string[] {
  const checks = toolChecks(existing, { vendorFlag: labels.vendor, otherProduct });
  const problems: string[] = [];
  for (const key of Object.keys(labels) as (keyof RawToolAnswers)[]) {
    // A prompt may hand over no answer at all (an autocomplete whose search matches nothing):
    // a required answer is then checked as an empty one, never skipped.
    const value = raw[key] ?? ((REQUIRED_TOOL_ANSWERS as readonly string[]).includes(key) ? '' : undefined);
    if (value === undefined) continue;
    const problem = checks[key](value);
    if (problem) problems.push(`${labels[key]}\u00a0: ${problem}`);
  }
  if (raw.education_url && !raw.education_description?.trim()) {
    problems.push(`${labels.education_description}\u00a0: décrivez l’offre éducation (qui y a droit, ce qu’elle donne) avant d’en donner l’adresse`);
  }
  return problems;
}

/** The record of a set of answers, its tags written as tags.yaml wants them (synonyms replaced). */
export function toolAnswers(raw: RawToolAnswers, existing: Pick<ExistingContent, 'tags' | 'categories'>): ToolAnswers {
  const description = raw.education_description?.trim();
  return {
    name: raw.name.trim(),
    website_url: raw.website_url.trim(),
    category: categoryValue(raw.category, existing.categories),
    pricing: pricingValue(raw.pricing),
    short_description: raw.short_description.trim(),
    languages: raw.languages ? languageList(raw.languages) : ['fr'],
    tags: answerTags(raw.tags ?? '', answerTagMap(existing.tags)).tags,
    vendor: vendorValue(raw.vendor),
    education_pricing: description ? { description, url: raw.education_url?.trim() || undefined } : undefined,
  };
}

/** Writes `content/tools/<slug>.md`; returns its path. Refuses to overwrite anything. */
export function writeTool(root: string, answers: ToolAnswers, today: string): string {
  return writeNew(join(root, CONTENT_LAYOUT.tools), `${slugify(answers.name)}.md`, toolFile(answers, today));
}

/** The checks of each answer of a new collection. */
export function collectionChecks(existing: ExistingContent) {
  const [topList] = collectionSchema.options;
  const shape = topList.shape;
  return refusingInvisible({
    title: (value: string) => {
      const problem = against(shape.title, value);
      if (problem) return problem;
      const slug = slugify(value);
      if (!slug) return noFileName('le titre', value, 'écrivez le titre en lettres latines, par exemple «\u00a0Réviser avant le brevet\u00a0»');
      return existing.collectionSlugs.has(slug) ? `la sélection ${quote(slug)} existe déjà (content/collections/${slug}.yaml)\u00a0: modifiez ce fichier` : undefined;
    },
    kind: (value: string) => (KIND_CHOICES.some((choice) => choice.value === kindValue(value)) ? undefined : '«\u00a0tache\u00a0» (sélection pour une tâche) ou «\u00a0profil\u00a0» (panoplie pour un profil)'),
    subject: (value: string) => against(shape.task, value),
    short_description: (value: string) => against(shape.short_description, value),
    tools: (value: string) => {
      const tools = toolList(value, existing);
      if (tools.length === 0) return 'indiquez au moins un outil, par son slug (nom du fichier dans content/tools/)';
      const published = publishedTools(existing);
      const unique = [...new Set(tools)];
      const problems = unique.flatMap((tool) => {
        if (published.includes(tool)) return [];
        const status = existing.unpublished.get(tool);
        if (status !== undefined) return [unpublishedTool(tool, status)];
        const owner = existing.toolSlugs.get(tool);
        if (owner !== undefined) return [`${quote(tool)} est un ancien slug de ${quote(owner)}\u00a0: écrivez ${quote(owner)}`];
        return [`${quote(tool)} n’est pas un outil de content/tools/${didYouMean(tool, published)}`];
      });
      // The validator refuses a collection that cites a tool twice, in these words.
      problems.push(...repeatedItems(tools).map(alreadyInCollection));
      return problems.length > 0 ? problems.join('\u00a0; ') : undefined;
    },
  });
}

/**
 * What an editor is told once a collection is written with fewer or more tools than a published
 * collection cites, so that the pull request's tests do not refuse it later; undefined otherwise.
 * @example collectionSizeNotice(5, 'x.yaml') === undefined
 */
export function collectionSizeNotice(count: number, file: string): string | undefined {
  const advice = collectionSizeAdvice(count);
  return advice && `Attention\u00a0: ${advice} dans ${file}.`;
}

/** Slugs of the published tools, the only ones a collection may cite, in file order. */
export function publishedTools(existing: ExistingContent): string[] {
  return [...existing.toolSlugs.entries()].filter(([slug, owner]) => slug === owner && !existing.unpublished.has(slug)).map(([slug]) => slug);
}

/**
 * Why a tool that is not published cannot join a collection, naming its status.
 * @example unpublishedTool('quizlet', 'discontinued') === '« quizlet » est arrêté (status: discontinued) : une sélection ne cite que des outils publiés ; retirez-le de la liste'
 */
export function unpublishedTool(slug: string, status: string): string {
  if (status === 'discontinued') return `${quote(slug)} est arrêté (status: discontinued)\u00a0: une sélection ne cite que des outils publiés\u00a0; retirez-le de la liste`;
  if (status === 'draft') return `${quote(slug)} est un brouillon (status: draft)\u00a0: une sélection ne cite que des outils publiés\u00a0; publiez-le d’abord (status: published) ou retirez-le de la liste`;
  return `${quote(slug)} n’est pas publié (status: ${status})\u00a0: une sélection ne cite que des outils publiés\u00a0; corrigez son status (npm run validate dit comment) ou retirez-le de la liste`;
}

export interface RawCollectionAnswers {
  title: string;
  kind: string;
  subject: string;
  short_description: string;
  tools: string;
}

export function collectionAnswerProblems(raw: RawCollectionAnswers, existing: ExistingContent, labels: Record<keyof RawCollectionAnswers, string>): string[] {
  const checks = collectionChecks(existing);
  return (Object.keys(labels) as (keyof RawCollectionAnswers)[]).flatMap((key) => {
    const problem = checks[key](raw[key]);
    return problem ? [`${labels[key]}\u00a0: ${problem}`] : [];
  });
}

export function collectionAnswers(raw: RawCollectionAnswers, existing: Pick<ExistingContent, 'toolSlugs' | 'toolNames'>): CollectionAnswers {
  return {
    kind: kindValue(raw.kind) as CollectionAnswers['kind'],
    subject: raw.subject.trim(),
    title: raw.title.trim(),
    short_description: raw.short_description.trim(),
    tools: toolList(raw.tools, existing),
  };
}

export function writeCollection(root: string, answers: CollectionAnswers, today: string): string {
  return writeNew(join(root, CONTENT_LAYOUT.collections), `${slugify(answers.title)}.yaml`, collectionFile(answers, today));
}

function writeNew(dir: string, name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  if (existsSync(path)) throw new Error(`${relative(process.cwd(), path)} existe déjà`);
  writeFileSync(path, text, { flag: 'wx' });
  return path;
}
