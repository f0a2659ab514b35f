/**
 * The content model: one zod schema per kind of file an editor writes under `content/`.
 * These schemas are the single source of truth: the validator, the build, the JSON Schemas
 * for editors' tooling and (through the response schemas) the OpenAPI document derive from them.
 *
 * Doc comments are for developers; the `error` and `describe` strings are what editors read (in
 * the validator's output and in their editor, through the JSON Schemas), so they are French.
 */
import { z } from 'zod';
import { fold } from '../search/text.ts';
import { alreadyInList, hint, languageHint, listPunctuation, meantByWord, notASlug, notLanguageCodes, quote } from './messages.ts';
import { namesEducationAudience, sentenceCount, wordCount } from './prose.ts';
import { LANGUAGES, PRICING, PRICING_WORDS, SLUG_PATTERN } from './vocabulary.ts';

export { PRICING, SLUG_PATTERN };

/**
 * A slug field. `example` is a slug of the kind the field takes (a tag for tags, a tool for a
 * collection's entries), shown when the value written folds to no slug; a value that does is told
 * its folded form (`roman graphique` → « roman-graphique »).
 */
export const slugField = (example: string) => z.string().regex(SLUG_PATTERN, { error: (issue) => notASlug(issue.input, example) });

/** A tool's slug: a file name of content/tools/. */
export const slug = slugField('mon-outil');

/**
 * The name of an image of `content/screenshots/` that a tool may cite: the validator reads a file
 * of that folder only under such a name, and tells the editor to rename any other.
 */
export const SCREENSHOT_FILE = /^[a-z0-9][a-z0-9._-]*\.(png|jpe?g|webp|gif)$/;

/**
 * A closed list of values whose French words (`payant`, `brouillon`) are refused with the value
 * they mean. Other values get the validator's words for any closed list, with the closest value.
 */
function closedList<const V extends readonly [string, ...string[]]>(values: V, words: Record<V[number], readonly string[]>) {
  return z.enum(values, {
    error: (issue) => {
      const meant = typeof issue.input === 'string' ? meantByWord(issue.input, words) : undefined;
      // A word may mean a value this list does not take (a collection is never discontinued).
      if (meant === undefined || !values.includes(meant)) return undefined;
      return `${quote(issue.input)} n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: ${values.join(', ')}${hint(meant)}`;
    },
  });
}

export const pricing = closedList(PRICING, PRICING_WORDS);

/**
 * Fields whose value is text published as written (a name, a sentence, a note). There a ` #`
 * typed as part of the text starts a YAML comment and cuts the rest of the value off; other
 * fields (slugs, days, addresses, prices) may carry a comment after their value.
 */
export const textFields = new WeakSet<z.ZodType>();

function text<T extends z.ZodType>(field: T): T {
  textFields.add(field);
  return field;
}

/**
 * Parameters that say where a visitor came from (a newsletter, a search engine, a social
 * network), not which page: copied with an address from an email or an advert, they would be
 * published in every export and make one site look like two to the duplicate check.
 */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid)$/i;

/**
 * What is wrong with an address that a URL parser takes but no browser opens as meant: a remark
 * after it, two addresses in one, a host that is not a domain name; or that says more than the
 * page: tracking parameters.
 * @example urlMistake('https://x.fr/ (site officiel)') === 'une adresse ne contient pas d’espace : écrivez l’adresse seule, sans commentaire'
 * @example urlMistake('https://x.fr/') === undefined
 */
export function urlMistake(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Text that does not start with an address is no address with something added.
  const host = URL.parse(value.split(/[\s,]/)[0])?.hostname;
  if (host === undefined) return undefined;
  if (/\s/.test(value)) return 'une adresse ne contient pas d’espace\u00a0: écrivez l’adresse seule, sans commentaire';
  if (value.includes(',')) return 'une adresse ne contient pas de virgule\u00a0: écrivez une seule adresse';
  if (host !== '' && !host.includes('.')) {
    return `${quote(host)} n’est pas un nom de domaine complet (il n’a pas de point)\u00a0: écrivez l’adresse entière, par exemple ${quote(`https://${host}.fr/`)}`;
  }
  const url = new URL(value);
  const tracking = [...url.searchParams.keys()].filter((name) => TRACKING_PARAMETER.test(name));
  if (tracking.length > 0) {
    for (const name of tracking) url.searchParams.delete(name);
    // The address to copy is one the field takes.
    if (url.protocol === 'http:') url.protocol = 'https:';
    return `l’adresse porte des paramètres de suivi (${[...new Set(tracking)].join(', ')}) qui ne désignent pas la page\u00a0: écrivez-la sans eux, ${quote(url.href)}`;
  }
  return undefined;
}

/**
 * Whether a vendor's text is a way of writing "nobody" that would be published as a vendor's
 * name: `~` (YAML's shorthand for null) or `null`, put between quotes in the file or typed with
 * its quotes in a scaffold's answer, and the words and signs editors put for an unknown vendor
 * (« inconnu », « N/A », « ? », « - »). The one way to say nobody can name the vendor is null itself.
 * @example namesNobody('"~"') === true; namesNobody('Inconnu') === true; namesNobody('Nullius') === false
 */
export function namesNobody(value: string): boolean {
  const unquoted = value.trim().replace(/^(["'])(.*)\1$/, '$2').trim();
  return NOBODY.test(fold(unquoted));
}

/** Folded (`fold`: no accents, lower case): null, unknown, none, not given, to be filled in, and lone signs. */
const NOBODY = /^(~|null|none|unknown|n\/?a|n\.?c\.?|inconnue?s?|non (connue?|communiquee?|renseignee?|precisee?)s?|aucune?|personne|neant|a (completer|definir|preciser|verifier)|\?+|[-–—]+)$/i;

/**
 * A secure link: plain http links are refused so that clients never mix content. Addresses the
 * URL parser takes but `urlMistake` refuses get its words, whichever check finds them; others
 * are told the https address they likely mean (`meantHttps`), or shown an example.
 */
export const httpsUrl = z
  .url({ protocol: /^https$/, error: (issue) => urlMistake(issue.input) ?? notHttps(meantHttps(issue.input)) })
  .refine((value) => urlMistake(value) === undefined, { error: (issue) => urlMistake(issue.input), when: (payload) => payload.issues.length === 0 });

/** What is wrong with an address that is not an https one, with the address meant when known. */
const notHttps = (meant: string | undefined) => `doit être une adresse complète en https://${meant ? hint(meant) : ', par exemple «\u00a0https://example.org/\u00a0»'}`;

/** A domain name at the start of a text, as browsers show an address: `www.exemple.fr`, `exemple.fr/outil`. */
const DOMAIN_START = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?=[/:?#]|$)/i;

/**
 * The https address an editor likely meant by one `httpsUrl` refuses: the same address in
 * `https://` for an `http://` one, or a domain written without its scheme, as the browser's
 * address bar shows it. Only suggested: a site may not answer in https, and the editor checks it.
 * @example meantHttps('http://exemple.fr/outil') === 'https://exemple.fr/outil'; meantHttps('www.exemple.fr') === 'https://www.exemple.fr'; meantHttps('exemple') === undefined
 */
export function meantHttps(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const meant = /^http:\/\//i.test(text) ? `https://${text.slice('http://'.length)}` : DOMAIN_START.test(text) ? `https://${text}` : undefined;
  return meant !== undefined && httpsUrl.safeParse(meant).success ? meant : undefined;
}

/** What is wrong with a date field's value, with the day it likely means. */
const notADay = (written: unknown) => `doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31${hint(meantDay(written))}`;

/**
 * A calendar day written `YYYY-MM-DD`. YAML parsers disagree on whether that is a string or a
 * date; the loader keeps every scalar as written, so this schema sees the text and checks it is
 * a real day (no 2026-02-30). A day written without dashes (`20261126`) is read by YAML as a
 * number: it is told it is no date, not that it should be quoted, which would not make it one.
 */
export const isoDate = z
  .string({ error: (issue) => (typeof issue.input === 'number' ? notADay(issue.input) : issue.input === null ? 'est vide\u00a0: écrivez une date AAAA-MM-JJ, par exemple 2026-01-31' : undefined) })
  .refine(isRealDay, { error: (issue) => notADay(issue.input) });

/**
 * The real day a date written another way means: day first, the French way (`25/11/2026`,
 * `1.3.2026`, `27 novembre 2026`, `1er mars 2026`, `3 sept. 2026`), year first with other
 * separators (`2026/11/25`, `2026.11.25`) or none (`20261125`, which YAML reads as a number),
 * with a one-digit month or day (`2026-3-1`), or followed by a time (`2026-11-21 10:00`).
 * @example meantDay('25/11/2026') === '2026-11-25'; meantDay(20261125) === '2026-11-25'; meantDay('27 novembre 2026') === '2026-11-27'; meantDay('31/02/2026') === undefined
 */
export function meantDay(value: unknown): string | undefined {
  const written = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  // A time after the day says nothing the field keeps: the day alone is meant.
  const text = /^(.+?)(?:[ T]\d{1,2}[:h]\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)$/.exec(written)?.[1] ?? written;
  const named = /^(?<day>\d{1,2})(?:er)?\s+(?<name>[a-z]+)\.?\s+(?<year>\d{4})$/.exec(fold(text));
  const month = named?.groups ? monthNumber(named.groups.name) : undefined;
  const match =
    /^(?<day>\d{1,2})([/.-])(?<month>\d{1,2})\2(?<year>\d{4})$/.exec(text) ??
    /^(?<year>\d{4})([/.-])(?<month>\d{1,2})\2(?<day>\d{1,2})$/.exec(text) ??
    /^(?<year>\d{4})(?<month>\d{2})(?<day>\d{2})$/.exec(text);
  const parts = match?.groups ?? (named?.groups && month ? { ...named.groups, month } : undefined);
  if (!parts) return undefined;
  const { year = '', month: number = '', day = '' } = parts;
  const iso = `${year}-${number.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return iso !== written && isRealDay(iso) ? iso : undefined;
}

/** French month names, folded (`fold`), in order. */
const MONTHS = ['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre'];

/**
 * A French month's number, two digits, from its folded name or the start of it that names one
 * month only (`sept`, `janv`, `juil`; not `jui`, which could be June or July).
 * @example monthNumber('novembre') === '11'; monthNumber('fevr') === '02'; monthNumber('jui') === undefined
 */
function monthNumber(name: string): string | undefined {
  const candidates = MONTHS.flatMap((month, index) => (month === name || (name.length >= 3 && month.startsWith(name)) ? [index + 1] : []));
  return candidates.length === 1 ? String(candidates[0]).padStart(2, '0') : undefined;
}

function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Lengths of a short description, in characters: the validator's bounds, and what the scaffolds'
 * questions and `--help` tell editors before they type.
 */
export const SHORT_DESCRIPTION_LENGTH = { min: 20, tool: 160, collection: 200 } as const;

/** One sentence (see `sentenceCount` for what ends one), between the minimum and `max` characters. */
const oneSentence = (max: number) =>
  z
    .string()
    .trim()
    .min(SHORT_DESCRIPTION_LENGTH.min, { error: `est trop courte\u00a0: écrivez une phrase complète d’au moins ${SHORT_DESCRIPTION_LENGTH.min} caractères` })
    .max(max, { error: (issue) => `est trop longue (${String(issue.input).length} caractères)\u00a0: tenez-vous-en à une phrase d’au plus ${max} caractères` })
    .refine((text) => sentenceCount(text) === 1, { error: 'doit tenir en une seule phrase\u00a0: déplacez la suite dans la description longue' });

/** An ISO 639-1 language code, lower case: `fr`, `en`, `de`. */
const language = z.enum(LANGUAGES, {
  error: (issue) => {
    const written = String(issue.input);
    const punctuation = languageHint(written) ? undefined : listPunctuation(written, (word) => (LANGUAGES as readonly string[]).includes(word));
    return punctuation ?? notLanguageCodes([issue.input]);
  },
});

/**
 * A check that no item of a list of words repeats one above it, told at the repeat as a tool's
 * repeated tags are: a list that says a word twice says nothing more, and the API would publish
 * it twice. `what` names an item, in French (`langue`).
 */
function onceEach(what: string) {
  return (items: readonly string[], context: z.RefinementCtx) => {
    items.forEach((item, index) => {
      if (items.indexOf(item) !== index) context.addIssue({ code: 'custom', path: [index], input: item, message: alreadyInList(item, what) });
    });
  };
}

/** Bounds of a tool's long description, in words as `wordCount` counts them. */
export const LONG_DESCRIPTION_WORDS = { min: 80, max: 250 } as const;

/**
 * The Markdown body of a tool's file: its long description. Not part of the front matter, so
 * the validator checks it with this schema on its own.
 */
export const longDescriptionSchema = z
  .string()
  .trim()
  .superRefine((text, context) => {
    const words = wordCount(text);
    if (text === '') {
      context.addIssue({ code: 'custom', message: `la description longue est vide\u00a0: écrivez sous le second «\u00a0---\u00a0» un texte en français de ${LONG_DESCRIPTION_WORDS.min} à ${LONG_DESCRIPTION_WORDS.max} mots` });
    } else if (words < LONG_DESCRIPTION_WORDS.min) {
      context.addIssue({ code: 'custom', message: `la description longue compte ${words} mot${words > 1 ? 's' : ''}\u00a0: écrivez-en au moins ${LONG_DESCRIPTION_WORDS.min} (au plus ${LONG_DESCRIPTION_WORDS.max})` });
    } else if (words > LONG_DESCRIPTION_WORDS.max) {
      context.addIssue({ code: 'custom', message: `la description longue compte ${words} mots\u00a0: raccourcissez-la à ${LONG_DESCRIPTION_WORDS.max} mots au plus` });
    }
  });

/**
 * Why an education offer whose description names nobody it is for (`namesEducationAudience`) is
 * refused: an offer for everyone, a free tool's or a general discount, is no education offer.
 */
const NO_EDUCATION_AUDIENCE =
  'ne dit pas qui y a droit\u00a0: une offre éducation est réservée aux écoles, aux établissements, aux enseignants, aux élèves ou aux étudiants, et sa description les nomme\u00a0; une offre pour tout le monde n’en est pas une (pricing dit ce qui est gratuit pour tous)\u00a0: nommez qui y a droit, ou retirez l’offre éducation';

/**
 * Where a tool is in its life. Drafts stay in git and are not published. A discontinued tool
 * (the product shut down) keeps its detail page but leaves lists, search, counts and collections.
 */
export const TOOL_STATUS = ['published', 'draft', 'discontinued'] as const;

/** The French words editors write for a status, as slugs. */
const STATUS_WORDS = {
  published: ['publie', 'publiee', 'en-ligne'],
  draft: ['brouillon'],
  discontinued: ['arrete', 'arretee', 'ferme', 'fermee', 'abandonne', 'abandonnee'],
} as const;

/**
 * Front matter of `content/tools/<slug>.md`. The Markdown body below it is the long
 * description. The slug is the file name.
 */
export const toolSchema = z.strictObject({
  /** Product name as the vendor writes it. */
  name: text(z.string().trim().min(1).max(80).describe('Nom du produit, tel que l’éditeur l’écrit.')),
  /** Official website, https. */
  website_url: httpsUrl.describe('Site officiel de l’outil, en https.'),
  /** One factual sentence in French, at most 160 characters. */
  short_description: text(oneSentence(SHORT_DESCRIPTION_LENGTH.tool).describe(`Une seule phrase factuelle en français, ${SHORT_DESCRIPTION_LENGTH.min} à ${SHORT_DESCRIPTION_LENGTH.tool} caractères.`)),
  /** Slug of a category declared in `content/categories.yaml`. */
  category: slugField('quiz').describe('Slug d’une catégorie de content/categories.yaml.'),
  /** Pricing model as the vendor publishes it. */
  pricing: pricing.describe('Modèle de prix publié par l’éditeur : free (gratuit), freemium, paid (payant) ou enterprise (sur devis).'),
  /** The vendor's programme for schools, teachers or students; leave out when there is none or it is unsure. */
  education_pricing: z
    .strictObject({
      /** One line saying who is eligible and what they get. */
      description: text(
        z
          .string()
          .trim()
          .min(10)
          .max(200)
          .refine(namesEducationAudience, { error: NO_EDUCATION_AUDIENCE, when: (payload) => payload.issues.length === 0 })
          .describe('Une ligne : qui y a droit et ce qu’il obtient.'),
      ),
      /** Page describing the programme. */
      url: httpsUrl.optional().describe('Page qui décrit l’offre.'),
    })
    .optional()
    .describe('Offre de l’éditeur pour les écoles, enseignants ou élèves ; à omettre s’il n’y en a pas ou en cas de doute.'),
  /** Image under `content/screenshots/`; its width and height are read at build time. */
  screenshot: z
    .strictObject({
      /** File name inside `content/screenshots/` (png, jpg or jpeg, webp or gif). */
      file: z
        .string()
        .regex(SCREENSHOT_FILE, { error: 'doit être le nom d’un fichier de content/screenshots/, tout en minuscules sans espace ni accent, terminé par .png, .jpg, .jpeg, .webp ou .gif (par exemple «\u00a0mon-outil.png\u00a0»)' })
        .describe('Nom du fichier dans content/screenshots/ (png, jpg ou jpeg, webp ou gif).'),
      /** Text alternative that describes what the screenshot shows, in French. */
      alt: text(z.string().trim().min(5).max(200).describe('Texte alternatif en français : ce que montre la capture.')),
    })
    .optional()
    .describe('Capture d’écran ; sa largeur et sa hauteur sont lues à la construction.'),
  /** Languages of the tool's interface, most relevant first. */
  languages: z.array(language).min(1).superRefine(onceEach('langue')).default(['fr']).describe('Langues de l’interface (codes ISO 639-1), la plus utile d’abord.'),
  /** Keywords from the controlled vocabulary of `content/tags.yaml`. */
  tags: z.array(slugField('carte-mentale')).max(12).default([]).describe('Jusqu’à 12 tags du vocabulaire de content/tags.yaml.'),
  /**
   * Company or public body that makes the tool. Required, so that no record silently lacks it:
   * `null` states on purpose that there is none (a community project) or that nobody can name it.
   */
  vendor: text(
    z
      .string()
      .trim()
      .min(1)
      .max(80)
      .refine((value) => !namesNobody(value), { error: (issue) => `${quote(issue.input)} ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou vendor: null en toutes lettres si aucun éditeur ne peut être nommé` })
      .nullable()
      .describe('Entreprise ou organisme public qui fait l’outil ; null, écrit exprès, pour un projet communautaire ou un éditeur que personne ne peut nommer.'),
  ),
  /** Minimum age the vendor's terms require, when they set one. */
  minimum_age: z.int().min(3).max(21).optional().describe('Âge minimum fixé par les conditions de l’éditeur, s’il en fixe un.'),
  /**
   * `published` (default), `draft` (kept in git, not published) or `discontinued` (the
   * product shut down: `discontinued_at` is then required).
   */
  status: closedList(TOOL_STATUS, STATUS_WORDS)
    .default('published')
    .describe('published (par défaut) ; draft : brouillon gardé dans git, non publié ; discontinued : le produit a fermé (discontinued_at obligatoire).'),
  /** Day the product shut down; only with `status: discontinued`. */
  discontinued_at: isoDate.optional().describe('Jour où le produit a fermé ; seulement avec status: discontinued, et alors obligatoire.'),
  /** Slug of the published tool that replaces a discontinued one; only with `status: discontinued`. */
  replaced_by: slugField('nouvel-outil').optional().describe('Slug de l’outil publié qui remplace celui-ci ; seulement avec status: discontinued.'),
  /**
   * Slugs the tool had before it was renamed: requests for them are redirected (301) to the
   * current slug. Unique across the directory and different from every current slug.
   */
  former_slugs: z
    .array(slugField('ancien-nom'))
    .default([])
    .describe('Anciens slugs de l’outil renommé : leurs adresses redirigent (301) vers le slug actuel. Chacun ne sert qu’une fois et n’est le slug d’aucun outil.'),
  /** Day the tool entered the directory. */
  added_at: isoDate.describe('Jour d’entrée de l’outil dans l’annuaire (AAAA-MM-JJ).'),
  /** Day the record last changed in a way readers would notice. */
  updated_at: isoDate.describe('Jour du dernier changement visible pour les lecteurs (AAAA-MM-JJ).'),
  /** Day an editor last checked the record against the vendor's site; leave out when nobody has. */
  last_verified_at: isoDate.optional().describe('Jour où un éditeur a vérifié la fiche sur le site de l’éditeur ; à omettre tant que personne ne l’a fait.'),
});

/** One entry of `content/categories.yaml`. */
export const categorySchema = z.strictObject({
  /** Value of the `category` filter, unique. */
  slug: slugField('quiz').describe('Valeur du filtre category, unique.'),
  /** French name shown to users. */
  name: text(z.string().trim().min(2).max(60).describe('Nom affiché aux utilisateurs.')),
  /** One or two French sentences saying what belongs here. */
  description: text(z.string().trim().min(20).max(300).describe('Une ou deux phrases : ce qui a sa place ici.')),
});

/** `content/categories.yaml`: the list of categories, in no particular order. */
export const categoriesFileSchema = z.array(categorySchema).min(1).describe('Liste des catégories de l’annuaire.');

/** One entry of `content/tags.yaml`: a tag of the controlled vocabulary. */
export const tagSchema = z.strictObject({
  /** What tools write in `tags:`, unique. */
  slug: slugField('carte-mentale').describe('Le tag tel que les outils l’écrivent dans tags:, unique.'),
  /** French name shown to readers. */
  label: text(z.string().trim().min(2).max(60).describe('Nom du tag en français, tel que les lecteurs le voient.')),
  /**
   * Former tags and variants that mean the same idea: `npm run tags` rewrites them to `slug`,
   * and the validator names `slug` when a tool still uses one.
   */
  synonyms: z
    .array(slugField('cartes-mentales'))
    .default([])
    .describe('Anciens tags et variantes qui veulent dire la même chose : npm run tags les remplace par le slug dans les outils.'),
});

/** `content/tags.yaml`: the controlled vocabulary of tool tags. */
export const tagsFileSchema = z.array(tagSchema).min(1).describe('Vocabulaire contrôlé des tags des outils : un tag par idée.');

/** One line of a collection: a tool slug and an optional editorial note. */
export const collectionEntrySchema = z.strictObject({
  /** Slug of a published tool in `content/tools/`. */
  tool: slugField('quiziniere').describe('Slug d’un outil publié de content/tools/.'),
  /** Why the tool is in this place of the list, in French. */
  note: text(z.string().trim().min(5).max(300).optional().describe('Pourquoi l’outil est à cette place, en français.')),
});

const collectionBase = {
  /** French title. */
  title: text(z.string().trim().min(3).max(100).describe('Titre en français.')),
  /** One sentence summing the collection up. */
  short_description: text(oneSentence(SHORT_DESCRIPTION_LENGTH.collection).describe(`Une seule phrase qui résume la sélection, ${SHORT_DESCRIPTION_LENGTH.min} à ${SHORT_DESCRIPTION_LENGTH.collection} caractères.`)),
  /** Markdown introduction. */
  description: text(z.string().trim().min(20).describe('Introduction en Markdown.')),
  /** Tools in editorial order. */
  tools: z.array(collectionEntrySchema).min(1).describe('Les outils, dans l’ordre éditorial.'),
  /** Drafts stay in git but are not published by the API. */
  status: closedList(['published', 'draft'], STATUS_WORDS).default('published').describe('published (par défaut) ou draft : brouillon gardé dans git, non publié.'),
  /** Day the collection was first published. */
  added_at: isoDate.describe('Jour de première publication (AAAA-MM-JJ).'),
  /** Day the collection last changed. */
  updated_at: isoDate.describe('Jour du dernier changement (AAAA-MM-JJ).'),
};

/** Of a top list: the task, as a teacher would say it: "Créer un quiz". */
const task = text(z.string().trim().min(3).max(100).describe('La tâche, dite comme un enseignant la dirait : « Créer un quiz ».'));

/** Of a stack: who it is for: "Professeur des écoles". */
const persona = text(z.string().trim().min(3).max(100).describe('Pour qui : « Professeur des écoles ».'));

/**
 * How many tools a published collection of the directory cites: an editorial rule that
 * test/content/directory.test.ts holds the real content to (the « Tests » check of a pull
 * request). The validator only warns of it: its test folders hold smaller collections.
 */
export const COLLECTION_TOOLS = { min: 5, max: 15 } as const;

/**
 * What to do about a collection of `count` tools outside `COLLECTION_TOOLS`; undefined inside.
 * @example collectionSizeAdvice(3) === 'la sélection cite 3 outils ; une sélection publiée en cite 5 à 15, et la vérification « Tests » de la demande de fusion refuse les autres : ajoutez-en 2 au moins'
 */
export function collectionSizeAdvice(count: number): string | undefined {
  const { min, max } = COLLECTION_TOOLS;
  if (count >= min && count <= max) return undefined;
  const fix = count < min ? `ajoutez-en ${min - count} au moins` : `retirez-en ${count - max} au moins`;
  return `la sélection cite ${count} outil${count > 1 ? 's' : ''}\u00a0; une sélection publiée en cite ${min} à ${max}, et la vérification «\u00a0Tests\u00a0» de la demande de fusion refuse les autres\u00a0: ${fix}`;
}

const KIND_ERROR = 'doit valoir «\u00a0top_list\u00a0» (avec une task) ou «\u00a0stack\u00a0» (avec une persona)';

/**
 * Words an editor writes for a kind of collection, as slugs: the French ones that
 * `nouvelle-selection` takes (`tâche`, `profil`) and spellings of the values themselves.
 */
export const KIND_WORDS = {
  top_list: ['tache', 'liste', 'top-list', 'toplist', 'classement'],
  stack: ['profil', 'panoplie', 'persona'],
} as const;

/** The kind's error, with the kind meant when a French word or another spelling names one. */
const kindError = (issue: { input?: unknown }) => `${KIND_ERROR}${typeof issue.input === 'string' ? hint(meantByWord(issue.input, KIND_WORDS)) : ''}`;

/** `content/collections/<slug>.yaml`: a top list for a task or a stack for a persona. */
export const collectionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      /** A top list answers one task. */
      kind: z.literal('top_list').describe('Un classement répond à une tâche.'),
      task,
      ...collectionBase,
    }),
    z.strictObject({
      /** A stack equips one persona. */
      kind: z.literal('stack').describe('Une panoplie équipe un profil.'),
      persona,
      ...collectionBase,
    }),
  ],
  { error: kindError },
);

/**
 * The fields of a collection whatever its kind: what a collection whose `kind` is missing or
 * unknown is checked against, so that its other problems are listed in the same run (the schema
 * of collections stops at its kind) and the kind is checked as any other field is.
 */
export const collectionOfAnyKindSchema = z.strictObject({
  kind: z.enum(['top_list', 'stack'], { error: kindError }),
  task: task.optional(),
  persona: persona.optional(),
  ...collectionBase,
});

export type ToolInput = z.input<typeof toolSchema>;
export type ToolFields = z.output<typeof toolSchema>;
export type ToolStatus = (typeof TOOL_STATUS)[number];
export type Category = z.output<typeof categorySchema>;
export type Tag = z.output<typeof tagSchema>;
export type CollectionFields = z.output<typeof collectionSchema>;
