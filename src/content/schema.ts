/**
 * The content model: one zod schema per kind of file an editor writes under `content/`.
 * These schemas are the single source of truth: the validator, the build, the JSON Schemas
 * for editors' tooling and (through the response schemas) the OpenAPI document derive from them.
 */
import { z } from 'zod';
import { PRICING, SLUG_PATTERN } from './vocabulary.ts';

export { PRICING, SLUG_PATTERN };

export const slug = z
  .string()
  .regex(SLUG_PATTERN, { error: 'must be lower-case letters and digits joined by single hyphens, e.g. "mon-outil"' });

export const pricing = z.enum(PRICING);

/** A secure link: plain http links are refused so that clients never mix content. */
export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be a full https:// URL, e.g. "https://example.org/"' });

/**
 * A calendar day written `YYYY-MM-DD`. YAML parsers disagree on whether that is a string or a
 * date; the loader keeps every scalar as written, so this schema sees the text and checks it is
 * a real day (no 2026-02-30).
 */
export const isoDate = z.string().refine(isRealDay, { error: 'must be a date written YYYY-MM-DD, e.g. 2026-01-31' });

function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** One sentence: no sentence-ending punctuation followed by more text. */
const oneSentence = (max: number) =>
  z
    .string()
    .trim()
    .min(20, { error: 'is too short: write one full sentence of at least 20 characters' })
    .max(max, { error: `is too long: keep it to one sentence of at most ${max} characters` })
    .refine((text) => !/[.!?…]\s+\S/.test(text), { error: 'must be a single sentence: move the rest to the long description' });

/** An ISO 639-1 language code, lower case: `fr`, `en`, `de`. */
const language = z.string().regex(/^[a-z]{2}$/, { error: 'must be a two-letter ISO 639-1 language code, e.g. "fr"' });

/**
 * Front matter of `content/tools/<slug>.md`. The Markdown body below it is the long
 * description. The slug is the file name.
 */
export const toolSchema = z.strictObject({
  /** Product name as the vendor writes it. */
  name: z.string().trim().min(1).max(80),
  /** Official website, https. */
  website_url: httpsUrl,
  /** One factual sentence in French, at most 160 characters. */
  short_description: oneSentence(160),
  /** Slug of a category declared in `content/categories.yaml`. */
  category: slug,
  /** Pricing model as the vendor publishes it. */
  pricing,
  /** The vendor's programme for schools, teachers or students; leave out when there is none or it is unsure. */
  education_pricing: z
    .strictObject({
      /** One line saying who is eligible and what they get. */
      description: z.string().trim().min(10).max(200),
      /** Page describing the programme. */
      url: httpsUrl.optional(),
    })
    .optional(),
  /** Image under `content/screenshots/`; its width and height are read at build time. */
  screenshot: z
    .strictObject({
      /** File name inside `content/screenshots/` (png, jpg, webp or gif). */
      file: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.(png|jpe?g|webp|gif)$/, {
        error: 'must be a file name in content/screenshots/ ending in .png, .jpg, .webp or .gif',
      }),
      /** Text alternative that describes what the screenshot shows, in French. */
      alt: z.string().trim().min(5).max(200),
    })
    .optional(),
  /** Languages of the tool's interface, most relevant first. */
  languages: z.array(language).min(1).default(['fr']),
  /** Free keywords that help people find the tool. */
  tags: z.array(slug).max(12).default([]),
  /**
   * Company or public body that makes the tool. Required, so that no record silently lacks it:
   * `null` states on purpose that there is none (a community project) or that nobody can name it.
   */
  vendor: z.string().trim().min(1).max(80).nullable().optional(),
  /** Minimum age the vendor's terms require, when they set one. */
  minimum_age: z.int().min(3).max(21).optional(),
  /** Drafts stay in git but are not published by the API. */
  status: z.enum(['published', 'draft']).default('published'),
  /** Day the tool entered the directory. */
  added_at: isoDate,
  /** Day the record last changed in a way readers would notice. */
  updated_at: isoDate,
  /** Day an editor last checked the record against the vendor's site; leave out when nobody has. */
  last_verified_at: isoDate.optional(),
});

/** One entry of `content/categories.yaml`. */
export const categorySchema = z.strictObject({
  /** Value of the `category` filter, unique. */
  slug,
  /** French name shown to users. */
  name: z.string().trim().min(2).max(60),
  /** One or two French sentences saying what belongs here. */
  description: z.string().trim().min(20).max(300),
});

/** `content/categories.yaml`: the list of categories, in no particular order. */
export const categoriesFileSchema = z.array(categorySchema).min(1);

/** One line of a collection: a tool slug and an optional editorial note. */
export const collectionEntrySchema = z.strictObject({
  /** Slug of a tool in `content/tools/`. */
  tool: slug,
  /** Why the tool is in this place of the list, in French. */
  note: z.string().trim().min(5).max(300).optional(),
});

const collectionBase = {
  /** French title. */
  title: z.string().trim().min(3).max(100),
  /** One sentence summing the collection up. */
  short_description: oneSentence(200),
  /** Markdown introduction. */
  description: z.string().trim().min(20),
  /** Tools in editorial order. */
  tools: z.array(collectionEntrySchema).min(1),
  /** Drafts stay in git but are not published by the API. */
  status: z.enum(['published', 'draft']).default('published'),
  /** Day the collection was first published. */
  added_at: isoDate,
  /** Day the collection last changed. */
  updated_at: isoDate,
};

/** `content/collections/<slug>.yaml`: a top list for a task or a stack for a persona. */
export const collectionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      /** A top list answers one task. */
      kind: z.literal('top_list'),
      /** The task, as a teacher would say it: "Créer un quiz". */
      task: z.string().trim().min(3).max(100),
      ...collectionBase,
    }),
    z.strictObject({
      /** A stack equips one persona. */
      kind: z.literal('stack'),
      /** Who the stack is for: "Professeur des écoles". */
      persona: z.string().trim().min(3).max(100),
      ...collectionBase,
    }),
  ],
  { error: 'kind must be "top_list" (with a task) or "stack" (with a persona)' },
);

export type ToolInput = z.input<typeof toolSchema>;
export type ToolFields = z.output<typeof toolSchema>;
export type Category = z.output<typeof categorySchema>;
export type CollectionFields = z.output<typeof collectionSchema>;
