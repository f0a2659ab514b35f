/**
 * From parsed content files to the directory the API publishes: schema checks, cross-references
 * and the default order. Pure: file reading lives in `load.ts`. Every message is French: the
 * editors read them.
 */
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { alreadyInCollection, alreadyInList, closest, didYouMean, invisibleCharacter, fieldLabel, hint, isMissing, issueMessage, labelled, listAsText, listedItems, listPunctuation, meantField, nonBreakingSpace, notASlug, quote, quotedValueMessage, REPLACE_NON_BREAKING_SPACE, slugSuggestion, tabInLine, typographicQuotes, withoutNonBreakingSpaces } from './messages.ts';
import {
  categoriesFileSchema,
  categorySchema,
  collectionOfAnyKindSchema,
  collectionSchema,
  longDescriptionSchema,
  SLUG_PATTERN,
  tagSchema,
  tagsFileSchema,
  textFields,
  toolSchema,
  type Category,
  type CollectionFields,
  type Tag,
  type ToolFields,
} from './schema.ts';
import { foldedSlug, frenchDay, slugify, websiteKey } from '../editorial/text.ts';
import { isBlankOrComment, missingSpaceAfterColon, nonBreakingSpaceAfterColon, parseMarkdownSource, positionIn, parseYamlSource, type DataPath, type ParsedSource, type Position, type Problem } from './source.ts';
import { readSynonyms, type SynonymGroups } from './synonyms.ts';
import { tagMap } from './tags.ts';
import { proseSlips, SCHOOL_OFFER } from './prose.ts';
import { placeholderProblems } from './unfinished.ts';
import { TYPOGRAPHIC_DASHES } from './vocabulary.ts';

/** A content file as read from disk. */
export interface SourceText {
  /** Path shown in problems. */
  file: string;
  /** File name without its extension: the record's slug. */
  name: string;
  /** The file's text, line breaks written `\n` (the loader reads Windows ones so). */
  text: string;
}

export interface ContentSources {
  /** `categories.yaml`, or undefined when the file is missing. */
  categories: SourceText | undefined;
  /** `tags.yaml`, or undefined when the file is missing. */
  tags: SourceText | undefined;
  tools: SourceText[];
  collections: SourceText[];
  /** `synonyms.yaml`, or undefined when there is none (no synonyms). */
  synonyms?: SourceText;
  /**
   * Slugs of tool files the loader refused to read (a link, too big, not UTF-8): their problem is
   * reported on them, and they still exist for the references of other files.
   */
  unreadTools?: string[];
  /**
   * Display paths of `categories.yaml`, `tags.yaml` or `synonyms.yaml` when the loader refused to
   * read them: their problem is reported on them, and they are not missing.
   */
  unreadFiles?: string[];
  /** Files in content folders that are neither tools nor collections, shown as problems. */
  strays: { file: string; expected: string }[];
  /** Display path `categories.yaml` has or would have. */
  categoriesFile: string;
  /** Display path `tags.yaml` has or would have. */
  tagsFile: string;
  /** Display path of the tools folder. */
  toolsFolder: string;
}

/**
 * Width, height and format (as its bytes say: `png`, `jpg`, `webp`, `gif`, `avif`…) of a
 * screenshot file, or undefined when it is missing or not an image.
 */
export type ImageSizer = (file: string) => { width: number; height: number; format: string } | undefined;

/** The format each extension of `SCREENSHOT_FILE` promises: hosts serve a file by its extension. */
const FORMAT_OF_EXTENSION: Record<string, string> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', webp: 'webp', gif: 'gif' };

/**
 * What is wrong with an image whose bytes are not the format its extension names: a PNG saved
 * as `.jpg` would be served as a JPEG, and a format outside the four is not shown by every browser.
 * @example imageFormatProblem('capture.jpg', 'png') === 'est une image PNG sous l’extension .jpg : renommez le fichier « capture.png » et écrivez ce nom ici'
 */
function imageFormatProblem(file: string, format: string): string | undefined {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  if (FORMAT_OF_EXTENSION[extension] === format) return undefined;
  const name = format.toUpperCase().replace('JPG', 'JPEG');
  const right = Object.keys(FORMAT_OF_EXTENSION).find((candidate) => FORMAT_OF_EXTENSION[candidate] === format);
  if (right) return `est une image ${name} sous l’extension .${extension}\u00a0: renommez le fichier ${quote(`${file.slice(0, -extension.length)}${right}`)} et écrivez ce nom ici`;
  return `est une image ${name}, un format que certains navigateurs n’affichent pas\u00a0: enregistrez-la en PNG, JPEG, WebP ou GIF`;
}

export interface Screenshot {
  file: string;
  alt: string;
  width: number;
  height: number;
}

export interface Tool extends Omit<ToolFields, 'screenshot'> {
  slug: string;
  /** Markdown body of the tool's file. */
  long_description: string;
  screenshot: Screenshot | null;
}

export type Collection = CollectionFields & { slug: string };

/** A former slug of a renamed tool and the slug it now has. */
export interface Redirect {
  from: string;
  to: string;
}

/** The published directory, in the orders the API shows. */
export interface Directory {
  /** By name. */
  categories: Category[];
  /** Published tools in the default order: by name (French collation), then slug. */
  tools: Tool[];
  /** Discontinued tools, by slug: they keep a detail page and nothing else. */
  discontinued: Tool[];
  /** Published collections by title, then slug. */
  collections: Collection[];
  /** The tag vocabulary, by slug. */
  tags: Tag[];
  /** Former slugs of published and discontinued tools, by former slug. */
  redirects: Redirect[];
  /** Synonym groups of the search, in the file's order. */
  synonyms: SynonymGroups;
}

/** French collation: case- and accent-insensitive, digits compared as numbers. */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Default order of records: by a display name, then by slug so that ties are stable. */
export const byNameThenSlug =
  <T extends { slug: string }>(name: (record: T) => string) =>
  (a: T, b: T): number =>
    collator.compare(name(a), name(b)) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

const bySlug = <T extends { slug: string }>(a: T, b: T) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** The command that rewrites synonyms of `tags.yaml` in every tool. */
export const TAGS_COMMAND = 'npm run tags';

/**
 * A tool file's well-formed fields with where they were read, whether the file has other
 * problems or not: the checks across files run on them, so that one run tells a copy with a
 * mistake that it is a copy, a list of former slugs every problem of its items, and a collection
 * that a tool it cites has shut down.
 */
interface ToolFacts {
  source: ParsedSource;
  file: string;
  slug: string;
  fields: WellFormed<ToolFields>;
  /** Whether `vendor` is well-formed or absent: a malformed vendor could tell two namesakes apart. */
  vendorKnown: boolean;
}

export interface CompileOptions {
  /**
   * The latest day any date of the content may name, `YYYY-MM-DD`: passed in, so that the same
   * files always give the same answer in tests, and the published output never depends on it.
   */
  today: string;
}

/** Validates every file and every cross-reference; returns all problems at once. */
export function compileDirectory(sources: ContentSources, sizeOf: ImageSizer, { today }: CompileOptions): { directory: Directory; problems: Problem[] } {
  const problems: Problem[] = sources.strays.map(({ file, expected }) => ({ file, line: 1, column: 1, message: `fichier inattendu\u00a0: ${expected}` }));

  const { categories, present: presentCategories } = readCategories(sources, problems);
  const categorySlugs = presentCategories.map((category) => category.slug);
  const vocabulary = readTags(sources, problems);

  // The slug a tool's field meant: a synonym in capitals leads to its tag, as checkTags would once
  // it is in lower case.
  const toolSlugs = new Set(sources.tools.map(({ name }) => name));
  const tagLabels = tagMap(vocabulary?.tags ?? []).labels;
  const toolFieldSlug: SlugOf = (path, slug) => {
    if (path[0] === 'replaced_by') return toolSlugs.has(slug) ? slug : undefined;
    // A category is often written as its name, as lists and `npm run a-verifier` show it.
    if (path[0] === 'category') return presentCategories.find((category) => category.slug === slug || (category.name !== undefined && collator.compare(category.name, slug) === 0))?.slug;
    // A tag is often written as its label (« Cartes mentales »), as the scaffold's questions show it.
    return path[0] === 'tags' && vocabulary ? (vocabulary.synonyms.get(slug) ?? (vocabulary.slugs.has(slug) ? slug : tagLabels.get(slug))) : undefined;
  };
  const tools: Tool[] = [];
  const facts: ToolFacts[] = [];
  for (const text of sources.tools) {
    if (text.text.replace(/^\uFEFF/, '').trim() === '') {
      problems.push({ file: text.file, line: 1, column: 1, message: 'le fichier de l’outil est vide\u00a0: écrivez-y sa fiche (npm run nouvel-outil en crée une à compléter) ou supprimez-le' });
      continue;
    }
    const parsed = parseMarkdownSource(text.file, text.text);
    const fields = checkRecord(text, parsed, toolSchema, problems, sources.tools, toolFieldSlug);
    if (parsed.data === undefined) continue;
    checkLongDescription(text, parsed, problems);
    const report = (path: (string | number)[], message: string) => problems.push(at(text.file, parsed, path, message));
    // Fields that pass the schema are checked even when others do not, so that one run of the
    // validator lists every problem of the file.
    const known = fields ?? wellFormedFields(toolSchema, parsed.data);
    const data: unknown = parsed.data;
    const declares = (field: string) => typeof data === 'object' && data !== null && field in data;
    facts.push({ source: parsed, file: text.file, slug: text.name, fields: known, vendorKnown: known.vendor !== undefined || !declares('vendor') });
    if (known.category !== undefined && !categorySlugs.includes(known.category) && categorySlugs.length > 0) {
      report(['category'], `category\u00a0: ${quote(known.category)} n’est pas une catégorie de ${sources.categoriesFile}${didYouMean(known.category, categorySlugs)}\u00a0; utilisez l’un de ses slugs ou ajoutez-y la catégorie`);
    }
    // The schema reads `vendor:` left empty, or `~`, as null, which says on purpose that nobody
    // can name the vendor: only `null` written out says so.
    const vendor = parsed.written(['vendor']);
    if (known.vendor === null && vendor !== 'null') {
      report(['vendor'], `vendor\u00a0: ${vendor ? `${quote(vendor)} ne nomme personne` : 'est vide'}\u00a0: écrivez le nom de l’éditeur, ou vendor: null en toutes lettres si aucun éditeur ne peut être nommé`);
    }
    const french = frenchFirst(known.languages ?? []);
    if (french) report(['languages', known.languages!.indexOf('fr')], `languages\u00a0: le français vient en premier quand l’interface le propose\u00a0: écrivez [${french.join(', ')}]`);
    // Told only when the field is missing altogether: a malformed one has its own problems.
    const offer = declares('education_pricing') ? null : SCHOOL_OFFER.exec(parsed.body);
    if (offer) {
      problems.push({ file: text.file, ...bodyPlace(text, parsed, offer.index), message: `description longue\u00a0: ${quote(offer[0])} annonce une offre pour les établissements\u00a0: décrivez-la dans education_pricing (description et url de la page de l’éditeur), ou retirez la mention si l’éditeur ne la documente pas` });
    }
    checkDates(known, today, report);
    if (vocabulary && known.tags) checkTags(known.tags, vocabulary, sources.tagsFile, (index, message) => report(['tags', index], message));
    const size = known.screenshot && sizeOf(known.screenshot.file);
    if (known.screenshot && !size) {
      report(['screenshot', 'file'], `screenshot.file\u00a0: ${quote(known.screenshot.file)} n’est pas une image du dossier des captures\u00a0; ajoutez le fichier ou corrigez son nom`);
    }
    const wrongFormat = known.screenshot && size ? imageFormatProblem(known.screenshot.file, size.format) : undefined;
    if (known.screenshot && wrongFormat) report(['screenshot', 'file'], `screenshot.file\u00a0: ${quote(known.screenshot.file)} ${wrongFormat}`);
    checkLifecycleFields(known, declares, report);
    if (!fields) continue;
    const screenshot: Screenshot | null = fields.screenshot && size ? { ...fields.screenshot, width: size.width, height: size.height } : null;
    tools.push({ ...fields, slug: text.name, long_description: parsed.body.trim(), screenshot });
  }
  // A tags file that exists but cannot be read has its own problems: tools are not checked against it.
  if (!sources.tags && !sources.unreadFiles?.includes(sources.tagsFile) && facts.some(({ fields }) => (fields.tags?.length ?? 0) > 0)) {
    problems.push({ file: sources.tagsFile, line: 1, column: 1, message: 'le fichier des tags manque\u00a0: créez-le avec la liste des tags permis (slug, label, synonyms)' });
  }
  checkSameProduct(facts, problems);
  checkSameName(facts, problems);

  const toolsBySlug = new Map(tools.map((tool) => [tool.slug, tool]));
  // A tool file with other problems still has its well-formed fields read: a collection citing it
  // is told that it shut down, a tool replaced by it that it is no published tool. Only a file
  // that could not be read at all keeps the files citing it from being told anything about it.
  const factsBySlug = new Map(facts.map((read) => [read.slug, read]));
  const fileSlugs = new Set([...toolSlugs, ...(sources.unreadTools ?? [])]);
  const unreadable = new Set([...fileSlugs].filter((slug) => !factsBySlug.has(slug)));
  const formerSlugs = checkFormerSlugs(facts, fileSlugs, problems);
  /** Why a slug names no tool, with the best hint. */
  const noSuchTool = (slug: string) => {
    const renamed = formerSlugs.get(slug);
    if (renamed) return `${quote(slug)} est un ancien slug de ${quote(renamed)}\u00a0: écrivez ${quote(renamed)}`;
    return `${quote(slug)} n’est pas un outil de ${sources.toolsFolder}/${didYouMean(slug, [...toolSlugs])}\u00a0; corrigez le slug ou ajoutez l’outil`;
  };
  for (const { source, file, slug, fields } of facts) {
    if (fields.replaced_by === undefined || unreadable.has(fields.replaced_by)) continue;
    const status = factsBySlug.get(fields.replaced_by)?.fields.status;
    const where = ['replaced_by'];
    if (fields.replaced_by === slug) problems.push(at(file, source, where, 'replaced_by\u00a0: un outil ne peut pas se remplacer lui-même\u00a0; indiquez un autre outil ou retirez ce champ'));
    else if (!factsBySlug.has(fields.replaced_by)) problems.push(at(file, source, where, `replaced_by\u00a0: ${noSuchTool(fields.replaced_by)}`));
    else if (status !== undefined && status !== 'published') problems.push(at(file, source, where, `replaced_by\u00a0: ${quote(fields.replaced_by)} n’est pas publié (status: ${status})\u00a0; un outil arrêté est remplacé par un outil publié`));
  }

  // A tool is often written by its name (« La Quizinière »), as `nouvelle-selection --outils` takes it.
  const toolSlug: SlugOf = (path, slug) => (path[0] !== 'tools' ? undefined : toolSlugs.has(slug) ? slug : facts.find(({ fields }) => fields.name !== undefined && collator.compare(fields.name, slug) === 0)?.slug);
  const collections: Collection[] = [];
  const titles: Titled[] = [];
  for (const text of sources.collections) {
    if (holdsNothing(text.text)) {
      problems.push({ file: text.file, line: 1, column: 1, message: 'le fichier de la sélection est vide\u00a0: écrivez-y ses champs (kind, title, short_description, description, tools, added_at, updated_at) ou supprimez-le' });
      continue;
    }
    const parsed = parseYamlSource(text.file, text.text);
    let fields: CollectionFields | undefined;
    if (hasKnownKind(parsed.data)) fields = checkRecord(text, parsed, collectionSchema, problems, sources.collections, toolSlug);
    // The schema of collections says nothing past a kind it does not know: the fields both kinds
    // share are checked instead, and the file is refused for its kind.
    else checkRecord(text, parsed, collectionOfAnyKindSchema, problems, sources.collections, toolSlug);
    if (parsed.data === undefined) continue;
    const report = (path: (string | number)[], message: string) => problems.push(at(text.file, parsed, path, message));
    // As for tools, one run lists every problem: the well-formed fields of a refused file are
    // checked too. Both kinds of collection share the fields read here.
    const known = fields ?? wellFormedFields(collectionSchema.options[0], parsed.data);
    const seen = new Set<string>();
    const cited = new Set(known.tools?.flatMap((entry) => (entry ? [entry.tool] : [])));
    known.tools?.forEach((entry, index) => {
      if (entry === undefined) return;
      const slug = entry.tool;
      const tool = factsBySlug.get(slug)?.fields;
      const where = ['tools', index, 'tool'];
      const field = `${fieldLabel(where)}\u00a0: `;
      if (seen.has(slug)) report(where, `${field}${alreadyInCollection(slug)}`);
      else if (!tool) {
        if (!unreadable.has(slug)) report(where, `${field}${noSuchTool(slug)}`);
      } else if (tool.status === 'discontinued') {
        const replacement = replacementHint(tool.replaced_by ? factsBySlug.get(tool.replaced_by) : undefined, cited);
        // Without its day, the tool's own file is told that discontinued_at is missing or malformed.
        const since = tool.discontinued_at ? ` depuis le ${frenchDay(tool.discontinued_at)}` : '';
        report(where, `${field}${quote(slug)} est arrêté${since} (status: discontinued)\u00a0; retirez-le de la sélection ${quote(text.name)}${replacement}`);
      } else if (tool.status === 'draft' && known.status === 'published') {
        report(where, `${field}${quote(slug)} est un brouillon\u00a0; publiez-le ou retirez-le de la sélection publiée ${quote(text.name)}`);
      }
      seen.add(slug);
    });
    checkDates(known, today, report);
    // A copy with a stray field is still told that it has the title of the collection it copies.
    if (known.title !== undefined) titles.push({ file: text.file, source: parsed, slug: text.name, title: known.title });
    if (!fields) continue;
    collections.push({ ...fields, slug: text.name });
  }
  checkSameTitle(titles, problems);
  const synonyms = readSynonyms(sources.synonyms, problems);

  return {
    directory: {
      categories: categories.sort(byNameThenSlug((category) => category.name)),
      tools: tools.filter((tool) => tool.status === 'published').sort(byNameThenSlug((tool) => tool.name)),
      discontinued: tools.filter((tool) => tool.status === 'discontinued').sort(bySlug),
      collections: collections.filter((collection) => collection.status === 'published').sort(byNameThenSlug((collection) => collection.title)),
      tags: [...(vocabulary?.tags ?? [])].sort(bySlug),
      redirects: [...formerSlugs]
        .filter(([, to]) => toolsBySlug.has(to) && toolsBySlug.get(to)!.status !== 'draft')
        .map(([from, to]) => ({ from, to }))
        .sort((a, b) => (a.from < b.from ? -1 : 1)),
      synonyms,
    },
    problems: problems.sort(byPlace),
  };
}

/** A day of a record earlier than its `added_at`, the two days in words. */
const beforeAdded = (field: string, day: string, added: string) => `${field}\u00a0: le ${frenchDay(day)} est antérieur à added_at, le ${frenchDay(added)}`;

const notYet = (field: string, day: string) => `${field}\u00a0: le ${frenchDay(day)} n’est pas encore arrivé\u00a0; écrivez le jour où c’est arrivé, au plus tard aujourd’hui`;

/** The days a tool's or a collection's file may name: each has happened, none comes before the record was added. */
const DAYS = ['added_at', 'updated_at', 'last_verified_at', 'discontinued_at'] as const;

/**
 * A record's dates, those that are well-formed: none is later than `today`, none before `added_at`
 * (for `discontinued_at`, the lifecycle checks say so with their own words).
 */
function checkDates(fields: Partial<Record<(typeof DAYS)[number], string>>, today: string, report: (path: string[], message: string) => void): void {
  for (const field of DAYS) {
    const day = fields[field];
    if (day !== undefined && day > today) report([field], notYet(field, day));
  }
  const added = fields.added_at;
  if (added === undefined) return;
  if (fields.updated_at !== undefined && fields.updated_at < added) {
    report(['updated_at'], `${beforeAdded('updated_at', fields.updated_at, added)}\u00a0; une fiche ne peut pas changer avant d’être ajoutée`);
  }
  if (fields.last_verified_at !== undefined && fields.last_verified_at < added) {
    report(['last_verified_at'], `${beforeAdded('last_verified_at', fields.last_verified_at, added)}\u00a0; une fiche ne peut pas être vérifiée avant d’être ajoutée`);
  }
}

/**
 * The long description: the Markdown body under the front matter. A body that still holds the
 * scaffold's instructions is refused line by line for them (`placeholderProblems`); its count of
 * words, instructions included, would say nothing of the text to write.
 */
function checkLongDescription(text: SourceText, parsed: ParsedSource, problems: Problem[]): void {
  problems.push(...bodyProseProblems(text, parsed));
  if (placeholderProblems(text.file, parsed.body).length > 0) return;
  const result = longDescriptionSchema.safeParse(parsed.body);
  if (result.success) return;
  const position = bodyStart(text.text, parsed.body);
  for (const issue of result.error.issues) problems.push({ file: text.file, ...position, message: issue.message });
}

/** First line of the body that holds text, or the line after the front matter when there is none. */
function bodyStart(text: string, body: string): Position {
  const offset = text.length - body.length + Math.max(body.search(/\S/), 0);
  return { line: text.slice(0, offset).split('\n').length, column: 1 };
}

/**
 * `status`, `discontinued_at` and `replaced_by` agree with one another, as far as they are
 * well-formed: a malformed field has its own problem, and `declares` tells it from one left out.
 */
function checkLifecycleFields(fields: WellFormed<ToolFields>, declares: (field: string) => boolean, report: (path: string[], message: string) => void): void {
  if (fields.status === 'discontinued') {
    if (!declares('discontinued_at')) {
      report(['status'], 'discontinued_at manque\u00a0: un outil arrêté (status: discontinued) indique le jour de sa fermeture, par exemple discontinued_at: 2026-03-31');
    } else if (fields.discontinued_at !== undefined && fields.added_at !== undefined && fields.discontinued_at < fields.added_at) {
      report(['discontinued_at'], `${beforeAdded('discontinued_at', fields.discontinued_at, fields.added_at)}\u00a0; vérifiez les deux dates`);
    }
    return;
  }
  // A malformed status may mean discontinued (`status: arrêté`): the two fields wait until it is fixed.
  if (fields.status === undefined) return;
  for (const field of ['discontinued_at', 'replaced_by'] as const) {
    if (fields[field] !== undefined) report([field], `${field}\u00a0: réservé aux outils arrêtés\u00a0; écrivez status: discontinued si le produit a fermé, sinon retirez ce champ`);
  }
}

/**
 * Former slugs: each is used once in the directory and is no tool's current slug. The
 * well-formed former slugs of files with other problems are checked too, so that a list with one
 * malformed item tells the others' problems in the same run; `current` holds the slug of every
 * tool file, with problems or not. Returns the valid ones, mapped to the slug each tool has now.
 */
function checkFormerSlugs(tools: readonly ToolFacts[], current: ReadonlySet<string>, problems: Problem[]): Map<string, string> {
  const formerSlugs = new Map<string, string>();
  for (const { source, file, slug, fields } of tools) {
    fields.former_slugs?.forEach((former, index) => {
      if (former === undefined) return;
      const where = ['former_slugs', index];
      const field = `${fieldLabel(where)}\u00a0: `;
      const owner = formerSlugs.get(former);
      if (current.has(former)) {
        const whose = former === slug ? 'de cet outil\u00a0; retirez-le de former_slugs' : 'd’un autre outil\u00a0; un ancien slug ne peut pas être le slug actuel d’un outil';
        problems.push(at(file, source, where, `${field}${quote(former)} est le slug actuel ${whose}`));
      } else if (owner !== undefined) {
        const whose = owner === slug ? 'cet outil' : `l’outil ${quote(owner)}`;
        problems.push(at(file, source, where, `${field}${quote(former)} est déjà un ancien slug de ${whose}\u00a0; une ancienne adresse ne peut mener qu’à un outil`));
      } else {
        formerSlugs.set(former, slug);
      }
    });
  }
  return formerSlugs;
}

/** The tag vocabulary: every slug, and each synonym with the tag that replaces it. */
interface Vocabulary {
  tags: Tag[];
  slugs: Set<string>;
  /** Synonym → tag slug. */
  synonyms: Map<string, string>;
}

function readTags(sources: ContentSources, problems: Problem[]): Vocabulary | undefined {
  const text = sources.tags;
  if (!text) return undefined;
  if (holdsNothing(text.text)) {
    problems.push({ file: text.file, line: 1, column: 1, message: 'le fichier des tags est vide\u00a0: écrivez-y la liste des tags permis (slug, label, synonyms)' });
    return undefined;
  }
  const parsed = parseYamlSource(text.file, text.text);
  problems.push(...parsed.problems);
  if (parsed.data === undefined) return undefined;
  problems.push(...cutTexts(text.file, parsed, tagsFileSchema));
  const invisible = invisibleCharacters(text.file, parsed);
  problems.push(...invisible.map(({ problem }) => problem));
  const result = tagsFileSchema.safeParse(parsed.data, { reportInput: true });
  if (!result.success) problems.push(...schemaProblems(text.file, parsed, tagsFileSchema, besides(result.error, invisible)));
  // Each entry whose slug is known (`entrySlug`), with its well-formed fields and its place in the
  // file. An entry refused for another field (a misspelt `label:`, its synonyms not written as a
  // list) is told that mistake alone: its tag still exists for the tools that cite it, which would
  // otherwise each be told it is unknown, and its other fields are still checked against the
  // other entries.
  const entries = (Array.isArray(parsed.data) ? (parsed.data as unknown[]) : []).flatMap((entry, index) => {
    const { slug: wellFormed, label, synonyms } = wellFormedFields(tagSchema, entry);
    const slug = entrySlug(entry, wellFormed);
    // Synonyms written as one text (`synonyms: qcm, quizz`), the slugs it would list.
    const written = synonyms === undefined ? writtenField(entry, 'synonyms') : undefined;
    const unlisted = typeof written === 'string' ? listedItems(written).filter((item) => SLUG_PATTERN.test(item)) : [];
    return slug === undefined ? [] : [{ slug, label, synonyms: synonyms ?? [], unlisted, index, tag: tagSchema.safeParse(entry).data }];
  });
  // Without a single tag read, every tag of every tool would be told it is unknown: the file's own problems say enough.
  if (entries.length === 0) return undefined;
  const vocabulary: Vocabulary = { tags: [], slugs: new Set(), synonyms: new Map() };
  const kept: typeof entries = [];
  for (const entry of entries) {
    const { slug, label, index, tag } = entry;
    if (vocabulary.slugs.has(slug)) {
      problems.push(at(text.file, parsed, [index, 'slug'], `slug\u00a0: ${quote(slug)} est déjà un tag de ce fichier\u00a0; chaque tag n’y figure qu’une fois`));
      continue;
    }
    // Readers tell tags apart by their labels, compared as lists order them.
    const twin = label === undefined ? undefined : kept.find((other) => other.label !== undefined && collator.compare(other.label, label) === 0);
    if (twin) problems.push(at(text.file, parsed, [index, 'label'], `label\u00a0: ${quote(label!)} est déjà le label du tag ${quote(twin.slug)}\u00a0; donnez un autre label, ou faites de ${quote(slug)} un synonyme de ${quote(twin.slug)}`));
    vocabulary.slugs.add(slug);
    // Only whole entries are published; the directory is not published while the file has a problem anyway.
    if (tag) vocabulary.tags.push(tag);
    kept.push(entry);
  }
  // Synonyms once every slug is known, so that a synonym written above its clash is caught too.
  for (const { slug, synonyms, index } of kept) {
    synonyms.forEach((synonym, position) => {
      if (synonym === undefined) return;
      const where = [index, 'synonyms', position];
      const field = `${fieldLabel(where)}\u00a0: `;
      const owner = vocabulary.synonyms.get(synonym);
      if (synonym === slug) {
        problems.push(at(text.file, parsed, where, `${field}${quote(synonym)} est le slug de ce tag lui-même\u00a0: retirez-le de ses synonyms`));
      } else if (vocabulary.slugs.has(synonym)) {
        problems.push(at(text.file, parsed, where, `${field}${quote(synonym)} est aussi un tag de ce fichier\u00a0; fusionnez les deux entrées ou retirez ce synonyme`));
      } else if (owner !== undefined) {
        problems.push(at(text.file, parsed, where, `${field}${quote(synonym)} est déjà un synonyme de ${quote(owner)}\u00a0; un synonyme ne mène qu’à un tag`));
      } else {
        vocabulary.synonyms.set(synonym, slug);
      }
    });
  }
  // Synonyms written as one text are told to be written as a list: meanwhile, a tool citing one
  // is told the tag it leads to, not that it is unknown; a clash is told once it is a list.
  for (const { slug, unlisted } of kept) {
    for (const synonym of unlisted) if (!vocabulary.slugs.has(synonym) && !vocabulary.synonyms.has(synonym)) vocabulary.synonyms.set(synonym, slug);
  }
  return vocabulary;
}

/** Each tag of a tool is a tag of the vocabulary, written once; malformed tags (`undefined`) are reported by the schema. */
function checkTags(tags: readonly (string | undefined)[], vocabulary: Vocabulary, tagsFile: string, report: (index: number, message: string) => void): void {
  const seen = new Set<string>();
  const field = 'tags\u00a0: ';
  tags.forEach((tag, index) => {
    if (tag === undefined) return;
    const replacement = vocabulary.synonyms.get(tag);
    if (seen.has(tag)) {
      report(index, `${field}${alreadyInList(tag, 'tag')}`);
    } else if (replacement !== undefined) {
      report(index, `${field}${quote(tag)} est un synonyme de ${quote(replacement)} dans ${tagsFile}\u00a0: écrivez ${quote(replacement)} (${TAGS_COMMAND} le fait dans tous les outils)`);
    } else if (!vocabulary.slugs.has(tag)) {
      // A misspelt synonym leads to the tag that replaces it.
      const near = closest(tag, [...vocabulary.slugs, ...vocabulary.synonyms.keys()]);
      const suggestion = near === undefined ? undefined : (vocabulary.synonyms.get(near) ?? near);
      report(index, `${field}${quote(tag)} n’est pas un tag de ${tagsFile}${hint(suggestion)}\u00a0; choisissez un tag de ce fichier ou ajoutez-y le nouveau tag`);
    }
    seen.add(tag);
  });
}

/** A category as far as the other files need it: its slug, and its name when well-formed. */
interface PresentCategory {
  slug: string;
  name: string | undefined;
}

/**
 * The categories: `categories`, the whole entries the directory publishes; `present`, every entry
 * whose slug is well-formed, which the tools are checked against.
 */
function readCategories(sources: ContentSources, problems: Problem[]): { categories: Category[]; present: PresentCategory[] } {
  const text = sources.categories;
  if (!text) {
    if (!sources.unreadFiles?.includes(sources.categoriesFile)) {
      problems.push({ file: sources.categoriesFile, line: 1, column: 1, message: 'le fichier des catégories manque\u00a0: créez-le avec la liste des catégories (slug, name, description)' });
    }
    return { categories: [], present: [] };
  }
  if (holdsNothing(text.text)) {
    problems.push({ file: text.file, line: 1, column: 1, message: 'le fichier des catégories est vide\u00a0: écrivez-y la liste des catégories (slug, name, description)' });
    return { categories: [], present: [] };
  }
  const parsed = parseYamlSource(text.file, text.text);
  problems.push(...parsed.problems);
  if (parsed.data === undefined) return { categories: [], present: [] };
  problems.push(...cutTexts(text.file, parsed, categoriesFileSchema));
  const invisible = invisibleCharacters(text.file, parsed);
  problems.push(...invisible.map(({ problem }) => problem));
  problems.push(...proseProblems(text.file, parsed, categoriesFileSchema));
  const result = categoriesFileSchema.safeParse(parsed.data, { reportInput: true });
  if (!result.success) problems.push(...schemaProblems(text.file, parsed, categoriesFileSchema, besides(result.error, invisible)));
  // Each entry whose slug is known (`entrySlug`), with its well-formed fields: an entry refused for
  // another field (a missing description) is told that mistake alone, and its category still
  // exists for the tools filed under it, which would otherwise each be told it is unknown.
  const entries = (Array.isArray(parsed.data) ? (parsed.data as unknown[]) : []).flatMap((entry, index) => {
    const { slug: wellFormed, name } = wellFormedFields(categorySchema, entry);
    const slug = entrySlug(entry, wellFormed);
    return slug === undefined ? [] : [{ slug, name, index, category: categorySchema.safeParse(entry).data }];
  });
  const kept: typeof entries = [];
  for (const entry of entries) {
    const { slug, name, index } = entry;
    if (kept.some((other) => other.slug === slug)) {
      problems.push(at(text.file, parsed, [index, 'slug'], `slug\u00a0: ${quote(slug)} est déjà le slug d’une autre catégorie\u00a0; chaque slug ne sert qu’une fois`));
      continue;
    }
    const twin = name === undefined ? undefined : kept.find((other) => other.name !== undefined && collator.compare(other.name, name) === 0);
    if (twin) problems.push(at(text.file, parsed, [index, 'name'], `name\u00a0: ${quote(name!)} est déjà le nom de la catégorie ${quote(twin.slug)}\u00a0; donnez un autre nom, ou rangez ses outils dans ${quote(twin.slug)}`));
    kept.push(entry);
  }
  // Only whole entries are published; the directory is not published while the file has a problem anyway.
  return { categories: kept.flatMap(({ category }) => category ?? []), present: kept };
}

/**
 * The slug an entry of the tags or categories file stands for: its `slug` when well-formed
 * (`wellFormed`), else the one its problem tells the editor to write (`Quiz` is « quiz »,
 * `slugSuggestion`). The files that cite it already write that slug: told that it does not
 * exist, each would carry a problem of the entry's.
 * @example entrySlug({ slug: 'Quiz' }, undefined) === 'quiz'; entrySlug({ slug: 'C++' }, undefined) === undefined
 */
function entrySlug(entry: unknown, wellFormed: string | undefined): string | undefined {
  return wellFormed ?? slugSuggestion(writtenField(entry, 'slug'));
}

/** A field of an entry as YAML read it, whatever it holds; undefined when the entry is no group of fields. */
const writtenField = (entry: unknown, field: string): unknown => (typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[field] : undefined);

/** Whether a YAML file holds nothing but blank lines and comments: it reads as no data at all. */
const holdsNothing = (text: string) => text.split('\n').every(isBlankOrComment);

/**
 * The slug a field means when written in capitals (`tags: [Quiz]`, `tool: Kahoot`), given the
 * field's path and the value in lower case; undefined when no such slug exists.
 */
type SlugOf = (path: DataPath, lowerCase: string) => string | undefined;

/**
 * The slug a value refused as a slug means: written in capitals (`Kahoot`), or with accents and
 * spaces (`Carte mentale`, the label of a tag), as the scaffolds and `npm run tags` fold it.
 */
function meantSlug(path: DataPath, written: string, slugOf: SlugOf | undefined): string | undefined {
  if (!slugOf) return undefined;
  const folded = foldedSlug(written);
  return slugOf(path, written.toLowerCase()) ?? (folded === undefined ? undefined : slugOf(path, folded));
}

/**
 * How to name a file whose name is not a slug: its name folded as the scaffolds fold a name
 * (`Kahoot Copie.md` becomes kahoot-copie.md, the name the editor meant), or an example when no
 * Latin letter or digit is left of it.
 */
function renameToSlug(text: SourceText, siblings: readonly SourceText[]): string {
  const rule = 'en lettres minuscules sans accent et en chiffres, avec un tiret entre deux mots';
  const slug = slugify(text.name);
  if (!slug) return `renommez le fichier ${rule}, par exemple «\u00a0mon-outil\u00a0»`;
  const target = `${slug}${text.file.slice(text.file.lastIndexOf('.'))}`;
  // A copy saved beside the file it was opened from (« Kahoot copie.md »): renaming it would replace that file.
  if (siblings.some((other) => other.name === slug)) return `${target} existe aussi\u00a0: gardez sous le nom ${target} la version à publier (recopiez-y vos modifications si besoin), puis supprimez l’autre fichier`;
  return `renommez ce fichier en ${target} (${rule})`;
}

/** Syntax, file name and schema checks common to tools and collections. */
function checkRecord<S extends z.ZodType>(text: SourceText, parsed: ParsedSource, schema: S, problems: Problem[], siblings: readonly SourceText[], slugOf?: SlugOf): z.output<S> | undefined {
  problems.push(...parsed.problems);
  if (!SLUG_PATTERN.test(text.name)) {
    problems.push({ file: text.file, line: 1, column: 1, message: `le nom de fichier ${quote(text.name)} n’est pas un slug valide\u00a0: ${renameToSlug(text, siblings)}` });
  }
  if (parsed.data === undefined) return undefined;
  problems.push(...cutTexts(text.file, parsed, schema));
  const quoted = typographicallyQuoted(parsed.data);
  for (const { path, quotes } of quoted) {
    problems.push(at(text.file, parsed, path, `${fieldLabel(path)}\u00a0: ${quotedValueMessage(quotes, true)}`));
  }
  const invisible = invisibleCharacters(text.file, parsed);
  problems.push(...invisible.map(({ problem }) => problem));
  problems.push(...proseProblems(text.file, parsed, schema));
  const result = schema.safeParse(parsed.data, { reportInput: true });
  if (result.success) return result.data;
  // What the field says of a value in quotes (not an address, too long) or with an invisible
  // character (not a slug) is said again once they are gone.
  problems.push(...schemaProblems(text.file, parsed, schema, besides(result.error, [...quoted, ...invisible]), slugOf));
  return undefined;
}

/**
 * The invisible characters of a file's text values, each told at its place, with the path of its
 * value: what the schema says of that value (not a slug) waits until the character is gone.
 */
function invisibleCharacters(file: string, parsed: ParsedSource): { path: DataPath; problem: Problem }[] {
  return textsOf(parsed.data).flatMap(({ path, text }) => {
    const found = invisibleCharacter(text);
    if (!found) return [];
    const message = `${fieldLabel(path)}\u00a0: un caractère invisible (${found.code}) se trouve ${found.where}\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web ou un traitement de texte`;
    return [{ path, problem: { file, ...parsed.locate(path, { index: found.index }), message } }];
  });
}

/**
 * The languages of a tool whose interface offers French but lists another language first,
 * French moved first (the house rule: a French-speaking reader sees first what concerns them);
 * undefined when the order is right. Codes the schema refused are left out (null).
 * @example frenchFirst(['en', 'fr']) → ['fr', 'en']; frenchFirst(['fr', 'en']) === undefined
 */
export function frenchFirst(languages: readonly (string | null | undefined)[]): string[] | undefined {
  const codes = languages.filter((code): code is string => typeof code === 'string');
  if (!codes.includes('fr') || codes[0] === 'fr') return undefined;
  return ['fr', ...codes.filter((code) => code !== 'fr')];
}

/** What to change in the text fields of a record (`proseSlips`, a tab inside a line), each at its place. */
function proseProblems(file: string, parsed: ParsedSource, schema: z.ZodType): Problem[] {
  return textsOf(parsed.data)
    .filter(({ path }) => textFields.has(schemaAt(schema, path) as z.ZodType))
    .flatMap(({ path, text }) => [...proseSlips(text), ...tabSlip(text)].map(({ index, message }) => ({ file, ...parsed.locate(path, { index }), message: `${fieldLabel(path)}\u00a0: ${message}` })));
}

function tabSlip(text: string): { index: number; message: string }[] {
  const tab = tabInLine(text);
  return tab ? [{ index: tab.index, message: `une tabulation se trouve ${tab.where}\u00a0: remplacez-la par une espace\u00a0; elle vient souvent d’un copier-coller depuis un tableur` }] : [];
}

/** What to change in a tool's long description (`proseSlips`), at its line and column in the file. */
function bodyProseProblems(text: SourceText, parsed: ParsedSource): Problem[] {
  return proseSlips(parsed.body).map(({ index, message }) => ({ file: text.file, ...bodyPlace(text, parsed, index), message: `description longue\u00a0: ${message}` }));
}

/** The line and column in its file of a place in a tool's long description, which ends the file. */
function bodyPlace(text: SourceText, parsed: ParsedSource, index: number): Position {
  return positionIn(text.text, text.text.length - parsed.body.length + index);
}

/** A schema's issues but those about values told already (typographic quotes, invisible characters). */
const besides = (error: z.ZodError, told: readonly { path: DataPath }[]) => {
  const paths = new Set(told.map(({ path }) => pathKey(path)));
  return new z.ZodError(error.issues.filter((issue) => !paths.has(pathKey(issue.path))));
};

/** Whether a collection's data names a kind of collection, which tells the fields it takes. */
function hasKnownKind(data: unknown): boolean {
  const kind = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).kind : undefined;
  return collectionSchema.options.some((option) => option.shape.kind.safeParse(kind).success);
}

/**
 * Texts that lose their end to a comment: `short_description: Le #1 des quiz` publishes « Le »,
 * since YAML reads a space followed by `#` as the start of a comment. Comments after other
 * values (`pricing: free # …`) cut nothing the editor meant to publish.
 */
function cutTexts(file: string, parsed: ParsedSource, schema: z.ZodType): Problem[] {
  return parsed
    .commentedValues()
    .filter(({ path }) => textFields.has(schemaAt(schema, path) as z.ZodType))
    .map(({ path, position }) => ({
      file,
      ...position,
      message: `${fieldLabel(path)}\u00a0: le texte à partir de «\u00a0#\u00a0» serait retiré de la valeur publiée, car une espace suivie de «\u00a0#\u00a0» commence un commentaire\u00a0: mettez toute la valeur entre guillemets droits "…", ou retirez le commentaire`,
    }));
}

/**
 * The text values of a record written whole between typographic quotes, with their quotes.
 * @example typographicallyQuoted({ vendor: '« X »', tags: ['quiz'] }) // [{ path: ['vendor'], quotes: '« »' }]
 */
function typographicallyQuoted(value: unknown): { path: (string | number)[]; quotes: string }[] {
  return textsOf(value).flatMap(({ path, text }) => {
    const quotes = typographicQuotes(text);
    return quotes ? [{ path, quotes }] : [];
  });
}

/**
 * Every text value of a record, with its path.
 * @example textsOf({ vendor: 'X', tags: ['quiz'] }) // [{ path: ['vendor'], text: 'X' }, { path: ['tags', 0], text: 'quiz' }]
 */
function textsOf(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...path, key]));
  return [];
}

function schemaProblems(file: string, parsed: ParsedSource, schema: z.ZodType, error: z.ZodError, slugOf?: SlugOf): Problem[] {
  const outOfGroups = error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? fieldsOutOfTheirGroup(schema, parsed.data, issue.path, issue.keys) : []));
  const at = (path: DataPath, message: string, key = false): Problem => ({ file, ...parsed.locate(path, { key }), message });
  /** Lists already told that their items are groups of fields. */
  const flatLists = new Set<string>();
  /** Lists of words written as a text (`tags: quiz, sondage`): the text's length is no number of items. */
  const textLists = new Set(error.issues.filter((issue) => isListWrittenAsText(schema, issue)).map((issue) => pathKey(issue.path)));
  /** Fields whose name is followed by a non-breaking space (`vendor : X` typed the French way): label → name as written. */
  const spacedNames = new Map<string, string>();
  /** Fields an unknown field name was meant to be (`short_desciption`): told once, as misspelt, not also as missing. */
  const misspelt = new Set<string>();
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const fields = fieldsAt(schema, issue.path);
    for (const key of issue.keys) {
      const name = withoutNonBreakingSpaces(key);
      if (name !== key && fields.includes(name)) spacedNames.set(pathKey([...issue.path, name]), key);
      const meant = meantField(key, fields);
      if (meant !== undefined) misspelt.add(pathKey([...issue.path, meant]));
    }
  }
  return error.issues.flatMap((issue): Problem[] => {
    // The field is not missing: its name is written with a non-breaking space, or misspelt, which is said below.
    if (isMissing(issue) && (spacedNames.has(pathKey(issue.path)) || misspelt.has(pathKey(issue.path)))) return [];
    // `- tool: anki` with a non-breaking space after its colon, or `- tool:anki` without a space,
    // reads as a text, not as a group of fields.
    const colon =
      issue.code === 'invalid_type' && issue.expected === 'object' && typeof issue.input === 'string'
        ? (nonBreakingSpaceAfterColon(issue.input) ?? missingSpaceAfterColon(issue.input))
        : undefined;
    if (colon) return [{ file, ...parsed.locate(issue.path, { index: colon.column - 1 }), message: `${fieldLabel(issue.path)}\u00a0: ${colon.message}` }];
    const spaced = valueWithNonBreakingSpace(schema, issue);
    if (spaced) return [{ file, ...parsed.locate(issue.path, { index: spaced.index }), message: `${fieldLabel(issue.path)}\u00a0: une espace insécable se trouve ${spaced.where}\u00a0: ${REPLACE_NON_BREAKING_SPACE}` }];
    if (textLists.has(pathKey(issue.path))) return isListWrittenAsText(schema, issue) ? [at(issue.path, `${fieldLabel(issue.path)}\u00a0: ${listAsText(issue.input as string)}`)] : [];
    if (issue.code === 'unrecognized_keys') {
      const problems: Problem[] = [];
      for (const { path, group, fields } of outOfGroups.filter(({ path }) => pathKey(path) === pathKey(issue.path))) {
        problems.push(at([...path, fields[0]], `${fields.map(quote).join(', ')} ${fields.length > 1 ? 'sont des champs' : 'est un champ'} de ${quote(group)}\u00a0: indentez ${fields.length > 1 ? 'ces lignes' : 'cette ligne'} de 2 espaces, sous ${quote(`${group}:`)}`, true));
      }
      const others: string[] = [];
      for (const key of issue.keys) {
        const name = withoutNonBreakingSpaces(key);
        if (spacedNames.get(pathKey([...issue.path, name])) === key) {
          const { index } = nonBreakingSpace(key)!;
          problems.push({ file, ...parsed.locate([...issue.path, key], { key: true, index }), message: `${name}\u00a0: une espace insécable sépare le nom du champ de son deux-points\u00a0: ${REPLACE_NON_BREAKING_SPACE}` });
          continue;
        }
        if (outOfGroups.some(({ path, fields }) => pathKey(path) === pathKey(issue.path) && fields.includes(key))) continue;
        const record = RECORD_NAMES.get(schema);
        if (record && issue.path.length > 0 && fieldsAt(schema, []).includes(key)) {
          problems.push(at([...issue.path, key], `${quote(key)} est un champ de ${record}, pas de ${quote(fieldLabel(issue.path))}\u00a0: écrivez-le en début de ligne, sans espace devant`, true));
          continue;
        }
        const kinds = kindsTaking(schema, issue.path, key);
        if (kinds) problems.push(at([...issue.path, key], `${quote(key)} ne va qu’avec ${kinds}\u00a0: supprimez-le, ou écrivez ${kinds}`, true));
        else others.push(key);
      }
      // One problem per field, at its own line: each is its own annotation and its own fix.
      for (const key of others) problems.push(at([...issue.path, key], issueMessage({ ...issue, keys: [key] }, fieldsAt(schema, issue.path)), true));
      return problems;
    }
    // The group whose fields are written out of it is empty: that is the same mistake.
    if (outOfGroups.some(({ path, group }) => pathKey([...path, group]) === pathKey(issue.path))) return [];
    // `tools: [quizlet]`: each item of the list needs its field name, on a line of its own; one
    // problem says so for the whole list.
    const [first] = fieldsAt(schema, issue.path);
    if (issue.code === 'invalid_type' && issue.expected === 'object' && typeof issue.input === 'string' && typeof issue.path.at(-1) === 'number' && first) {
      const list = issue.path.slice(0, -1);
      if (flatLists.has(pathKey(list))) return [];
      flatLists.add(pathKey(list));
      return [at(issue.path, `${fieldLabel(list)}\u00a0: chaque élément est un groupe de champs\u00a0; écrivez sous ${quote(`${String(issue.path.at(-2))}:`)} une ligne par élément, comme ${quote(`- ${first}: ${issue.input}`)}`)];
    }
    const optional = issue.path.length > 0 && typeof issue.path.at(-1) === 'string' && (schemaAt(schema, issue.path) as z.ZodType | undefined)?.safeParse(undefined).success === true;
    const meant = issue.code === 'invalid_format' && typeof issue.input === 'string' ? meantSlug(issue.path, issue.input, slugOf) : undefined;
    // An item of a list of slugs spoilt by the list's commas is told so, when the slugs are known.
    const punctuation =
      meant === undefined && issue.code === 'invalid_format' && typeof issue.input === 'string' && typeof issue.path.at(-1) === 'number' && slugOf
        ? listPunctuation(issue.input, (word) => slugOf(issue.path, word.toLowerCase()) !== undefined)
        : undefined;
    // Told before the slug meant, whose hint would show the same word: the dash is what to see.
    const dashes = issue.code === 'invalid_format' && typeof issue.input === 'string' ? keyboardDashes(issue.input) : undefined;
    if (dashes) return [at(issue.path, `${fieldLabel(issue.path)}\u00a0: ${quote(String(issue.input))} contient un tiret typographique ${quote(dashes.dash)}, que le slug n’admet pas\u00a0: écrivez le tiret du clavier, ${quote(dashes.slug)}`)];
    if (punctuation) return [at(issue.path, `${fieldLabel(issue.path)}\u00a0: ${punctuation}`)];
    // The slug the field knows the value means replaces the value's folded form the schema suggests.
    const message = meant === undefined ? issueMessage(issue, [], optional) : labelled(issue.path, notASlug(issue.input, '', meant), issue.input);
    return [at(isMissing(issue) ? issue.path.slice(0, -1) : issue.path, message)];
  });
}

/** Dashes a word processor writes for `-` (hyphen, non-breaking hyphen, en and em dashes, minus). */
const TYPOGRAPHIC_DASH = new RegExp(`[${TYPOGRAPHIC_DASHES}]`, 'gu');

/**
 * A slug that a word processor wrote with a typographic dash for the keyboard's hyphen, which
 * looks the same on screen: the dash and the slug meant; undefined for any other value.
 * @example keyboardDashes('quiz–evaluation') // { dash: '–', slug: 'quiz-evaluation' }
 */
export function keyboardDashes(written: string): { dash: string; slug: string } | undefined {
  const dash = written.match(TYPOGRAPHIC_DASH)?.[0];
  const slug = written.trim().replace(TYPOGRAPHIC_DASH, '-');
  return dash !== undefined && SLUG_PATTERN.test(slug) ? { dash, slug } : undefined;
}

/**
 * The non-breaking space of a value that its field refuses because of it: the value with spaces
 * in its place, read as YAML reads a value (`13` as a number), passes.
 */
function valueWithNonBreakingSpace(schema: z.ZodType, issue: z.core.$ZodIssue): { index: number; where: string } | undefined {
  if (typeof issue.input !== 'string' || issue.code === 'unrecognized_keys') return undefined;
  const spaced = nonBreakingSpace(issue.input);
  const field = schemaAt(schema, issue.path) as z.ZodType | undefined;
  if (!spaced || !field) return undefined;
  const written = withoutNonBreakingSpaces(issue.input);
  const read = parseDocument(written);
  return field.safeParse(read.errors.length === 0 ? read.toJS() : written).success ? spaced : undefined;
}

/** What a file's top-level fields describe, to tell a field indented under a group where it belongs. */
const RECORD_NAMES = new Map<z.ZodType, string>([
  [toolSchema, 'l’outil'],
  [collectionSchema, 'la sélection'],
  [collectionOfAnyKindSchema, 'la sélection'],
]);

/** Whether an issue is about a list of words (not of groups of fields) written as a text. */
function isListWrittenAsText(schema: z.ZodType, issue: z.core.$ZodIssue): boolean {
  if (issue.code !== 'invalid_type' || issue.expected !== 'array' || typeof issue.input !== 'string') return false;
  const list = listIn(schemaAt(schema, issue.path) as z.ZodType);
  return list !== undefined && unwrap(list.element).shape === undefined;
}

/**
 * For a field unknown to a record of one sort (`persona` in a collection of `kind: top_list`),
 * the sorts whose records take it, as `kind: stack`.
 */
function kindsTaking(schema: z.ZodType, path: DataPath, key: string): string | undefined {
  const union = schemaAt(schema, path) as { def?: { discriminator?: string }; options?: z.ZodObject[] } | undefined;
  const discriminator = union?.def?.discriminator;
  if (!discriminator || !union.options) return undefined;
  const kinds = union.options.filter((option) => key in option.shape).flatMap((option) => [...((option.shape[discriminator] as z.ZodLiteral).values as Set<unknown>)]);
  return kinds.length > 0 ? kinds.map((kind) => `${discriminator}: ${String(kind)}`).join(' ou ') : undefined;
}

/**
 * Unknown fields that belong to a group of fields left empty just above them: written without
 * indentation below `education_pricing:`, `description:` and `url:` read as fields of the record
 * and the group as empty. Fields are taken in the order written, each after the group or another
 * of its fields.
 * @example fieldsOutOfTheirGroup(toolSchema, { education_pricing: null, description: 'Offre.' }, [], ['description']) // [{ path: [], group: 'education_pricing', fields: ['description'] }]
 */
function fieldsOutOfTheirGroup(schema: z.ZodType, data: unknown, path: DataPath, unknown: readonly string[]): { path: DataPath; group: string; fields: string[] }[] {
  const record = path.reduce<unknown>((value, part) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[part] : undefined), data);
  if (typeof record !== 'object' || record === null) return [];
  const found: { path: DataPath; group: string; fields: string[] }[] = [];
  let open: { group: string; fields: string[]; allowed: string[] } | undefined;
  for (const [key, value] of Object.entries(record)) {
    if (open && unknown.includes(key) && open.allowed.includes(key)) {
      open.fields.push(key);
      continue;
    }
    const allowed = value === null && !unknown.includes(key) ? groupFields(schema, [...path, key]) : [];
    open = allowed.length > 0 ? { group: key, fields: [], allowed } : undefined;
    if (open) found.push({ path, group: open.group, fields: open.fields });
  }
  return found.filter(({ fields }) => fields.length > 0);
}

/** A record's fields as far as each is well-formed: lists keep their well-formed items in place, the others `undefined`. */
export type WellFormed<T> = { [K in keyof T]?: T[K] extends readonly (infer E)[] ? (E | undefined)[] : T[K] };

/**
 * The fields of a record that its schema refused as a whole but that pass their own schema, for
 * the checks that need only them. A list whose items are not all well-formed keeps the others,
 * so that `tags: [Quiz, quizz]` still tells about `quizz`.
 * @example wellFormedFields(toolSchema, { category: 'quiz', pricing: 'gratis', tags: ['Quiz', 'quizz'] }) // { category: 'quiz', tags: [undefined, 'quizz'], … }
 */
export function wellFormedFields<S extends z.ZodObject>(schema: S, data: unknown): WellFormed<z.output<S>> {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = record[key];
    const whole = field.safeParse(value);
    if (whole.success) fields[key] = whole.data;
    else if (Array.isArray(value)) {
      const list = listIn(field);
      if (list) fields[key] = value.map((item) => z.safeParse(list.element, item).data);
    }
  }
  return fields as WellFormed<z.output<S>>;
}

/** The list schema inside optional and default wrappers, if the field is a list (none under a field the schema lacks). */
function listIn(field: z.ZodType | undefined): z.ZodArray | undefined {
  let current: unknown = field;
  while (!(current instanceof z.ZodArray) && typeof (current as Walkable | undefined)?.unwrap === 'function') current = (current as Walkable).unwrap!();
  return current instanceof z.ZodArray ? current : undefined;
}

/** Field names a schema accepts at a path, for "did you mean" hints on unknown fields. */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  return Object.keys(shapeOf(schemaAt(schema, path)));
}

/** The schema of the value at a path. */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): unknown {
  let current: unknown = schema;
  for (const part of path) current = typeof part === 'number' ? listIn(current as z.ZodType)?.element : shapeOf(current)[String(part)];
  return current;
}

/** The fields of the group of fields a path holds (`education_pricing`), none if it holds something else. */
function groupFields(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const field = schemaAt(schema, path);
  return field === undefined || listIn(field as z.ZodType) ? [] : Object.keys(unwrap(field).shape ?? {});
}

// zod's optional, default and array wrappers expose what they wrap; unions their options.
type Walkable = { unwrap?: () => unknown; shape?: Record<string, unknown>; options?: unknown[] };

function unwrap(schema: unknown): Walkable {
  let current = (schema ?? {}) as Walkable;
  while (typeof current.unwrap === 'function') current = current.unwrap() as Walkable;
  return current;
}

function shapeOf(schema: unknown): Record<string, unknown> {
  const current = unwrap(schema);
  if (current.shape) return current.shape;
  return Object.assign({}, ...(current.options ?? []).map(shapeOf));
}

/**
 * What to do with the files of one product. Nothing in the files tells a copy never published
 * (deleted, no more) from the published file of a tool renamed by a copy under its new slug
 * (deleted too, its slug kept in `former_slugs` so that its address redirects): only git's
 * history does, which the validator does not read. The advice covers both, in a few words; the
 * guide says more.
 */
function oneFileAdvice(many: boolean): string {
  const [others, their, were] = many ? ['les autres', 'leur slug', 'elles étaient publiées'] : ['l’autre', 'son slug', 'elle était publiée'];
  return `un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez ${others}, en ajoutant ${their} aux former_slugs de la fiche gardée si ${were}`;
}

/** The files of `others`, as a message names them, so that the editor can open them: `content/tools/a.md, content/tools/b.md`. */
const filesAsText = (others: readonly ToolFacts[]) => others.map(({ file }) => file).join(', ');

/**
 * Whether `a` was added after `b`, to tell which of two files of one product is told about the
 * other, so that one mistake is one problem: the later `added_at`, most often the copy just made
 * (`npm run nouvel-outil` dates a new file of its day), the file a pull request adds and whose
 * lines its review shows. A file copied by hand keeps the original's `added_at`: the slug that
 * sorts last then, a copy's being most often the original's with something added
 * (`wooclap-copie`, `outil-2`). Of any two files, exactly one was added after the other.
 */
function addedAfter(a: ToolFacts, b: ToolFacts): boolean {
  const [dayA, dayB] = [a.fields.added_at, b.fields.added_at];
  return dayA !== undefined && dayB !== undefined && dayA !== dayB ? dayA > dayB : a.slug > b.slug;
}

/**
 * One product under two slugs is caught by its website, compared as the scaffold compares it
 * (`websiteKey`). Each file is told about those it was added after (`addedAfter`), which it
 * names: the file to keep is told nothing, and the message is understood even if it lands on it.
 */
function checkSameProduct(tools: readonly ToolFacts[], problems: Problem[]): void {
  const bySite = new Map<string, ToolFacts[]>();
  for (const read of tools) {
    if (read.fields.website_url === undefined) continue;
    const key = websiteKey(read.fields.website_url);
    bySite.set(key, [...(bySite.get(key) ?? []), read]);
  }
  for (const same of bySite.values()) {
    for (const read of same) {
      const earlier = same.filter((other) => other !== read && addedAfter(read, other));
      if (earlier.length === 0) continue;
      const have = earlier.length > 1 ? 'ont' : 'a';
      problems.push(at(read.file, read.source, ['website_url'], `website_url\u00a0: ${filesAsText(earlier)} ${have} aussi ce site\u00a0; ${oneFileAdvice(earlier.length > 1)}`));
    }
  }
}

/**
 * One product added twice under two sites is caught by its name, compared as lists order it (case
 * and accents aside), since readers could not tell the two apart; two files of one site are told
 * so by `checkSameProduct` alone. Two products that share a name are told apart by their vendors,
 * when both are named and differ. Told as a site is, on the file added after the other.
 */
function checkSameName(tools: readonly ToolFacts[], problems: Problem[]): void {
  const named = tools.filter((read) => read.fields.name !== undefined && read.vendorKnown);
  const namesakes = sameNamed(named, ({ fields }) => fields.name!);
  const site = (read: ToolFacts) => (read.fields.website_url === undefined ? undefined : websiteKey(read.fields.website_url));
  const same = (a: ToolFacts, b: ToolFacts) =>
    a !== b && !(site(a) !== undefined && site(a) === site(b)) && !(a.fields.vendor && b.fields.vendor && collator.compare(a.fields.vendor, b.fields.vendor) !== 0);
  for (const read of named) {
    const earlier = (namesakes.get(read) ?? []).filter((other) => same(read, other) && addedAfter(read, other));
    if (earlier.length === 0) continue;
    const bear = earlier.length > 1 ? 'portent' : 'porte';
    problems.push(at(read.file, read.source, ['name'], `name\u00a0: ${filesAsText(earlier)} ${bear} aussi ce nom\u00a0; ${oneFileAdvice(earlier.length > 1)}\u00a0; deux produits différents du même nom se distinguent par leur éditeur (vendor)`));
  }
}

/**
 * What a collection citing a discontinued tool may do besides removing it: cite the tool that
 * replaces it, when that one is published (its own file is told otherwise) and not cited already,
 * which would only trade this problem for a duplicate.
 */
function replacementHint(replacement: ToolFacts | undefined, cited: ReadonlySet<string>): string {
  if (replacement?.fields.status !== 'published') return '';
  if (cited.has(replacement.slug)) return `\u00a0; ${quote(replacement.slug)}, qui le remplace, y figure déjà`;
  return `, ou remplacez-le par ${quote(replacement.slug)}`;
}

/** A collection's title with where it was read. */
interface Titled {
  file: string;
  source: ParsedSource;
  slug: string;
  title: string;
}

/**
 * A collection started as a copy of another keeps its title until the editor changes it: two
 * collections of one title (case and accents aside) cannot be told apart in lists.
 */
function checkSameTitle(collections: Titled[], problems: Problem[]): void {
  const namesakes = sameNamed(collections, ({ title }) => title);
  for (const collection of collections) {
    const { file, source, slug } = collection;
    const others = (namesakes.get(collection) ?? []).filter((other) => other.slug !== slug).map((other) => quote(other.slug));
    if (others.length === 0) continue;
    const who = others.length > 1 ? `les sélections ${others.join(', ')} portent` : `la sélection ${others[0]} porte`;
    problems.push(at(file, source, ['title'], `title\u00a0: ${who} aussi ce titre\u00a0; donnez à chaque sélection son propre titre`));
  }
}

/**
 * Each item with the items of the same name (itself included), compared as lists order names (case
 * and accents aside). Sorted by the collator, items of one name are neighbours: 33,000 tools are
 * checked in one sort, not in a comparison of every pair.
 */
function sameNamed<T>(items: readonly T[], nameOf: (item: T) => string): Map<T, T[]> {
  const namesakes = new Map<T, T[]>();
  const sorted = [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
  for (let start = 0, end = 1; start < sorted.length; start = end, end = start + 1) {
    while (end < sorted.length && collator.compare(nameOf(sorted[start]), nameOf(sorted[end])) === 0) end++;
    const run = sorted.slice(start, end);
    for (const item of run) namesakes.set(item, run);
  }
  return namesakes;
}

/**
 * A path as a key, for telling the problems of one value from those of another: unlike
 * `fieldLabel`, it keeps the position of an item in a list.
 * @example pathKey([3, 'label']) !== pathKey([4, 'label'])
 */
const pathKey = (path: DataPath) => JSON.stringify(path);

function at(file: string, parsed: ParsedSource, path: (string | number)[], message: string): Problem {
  return { file, ...parsed.locate(path), message };
}

/** Problems by file, then line and column. */
export function byPlace(a: Problem, b: Problem): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;
}

/** `file:line:column message`, the form editors' tools and terminals turn into links. */
export function formatProblem(problem: Problem): string {
  return `${problemPlace(problem)} ${problem.message}`;
}

/** Where a problem is, as editors' tools read it: `file:line:column`. */
export const problemPlace = ({ file, line, column }: Omit<Problem, 'message'>) => `${file}:${line}:${column}`;

/**
 * The line after a list of problems: how many there are (`where`, when it says more) and the
 * command to run again once they are fixed.
 * @example problemsFooter(2, 'npm run validate') === '2 problèmes : corrigez-les puis relancez npm run validate.'
 */
export function problemsFooter(count: number, command: string, where = ''): string {
  const many = count > 1;
  return `${count} problème${many ? 's' : ''}${where}\u00a0: corrigez-${many ? 'les' : 'le'} puis relancez ${command}.`;
}

/** GitHub Actions workflow command that annotates the pull request's diff. */
export function githubAnnotation(problem: Problem, level: 'error' | 'warning' = 'error'): string {
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => escape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${level} file=${property(problem.file)},line=${problem.line},col=${problem.column}::${escape(problem.message)}`;
}
