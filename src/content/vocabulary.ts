/**
 * Closed lists of values shared by the content schemas and the router. Plain constants, free of
 * any dependency, so that the edge function can import them.
 */

/** Pricing models, as vendors publish them. */
export const PRICING = ['free', 'freemium', 'paid', 'enterprise'] as const;
export type Pricing = (typeof PRICING)[number];

/**
 * The French words the guide gives beside each pricing model (`paid (payant)`), which editors
 * write in its place: the scaffold takes them, the validator names the value they mean.
 */
export const PRICING_WORDS: Record<Pricing, readonly string[]> = {
  free: ['gratuit', 'gratuite'],
  freemium: [],
  paid: ['payant', 'payante'],
  enterprise: ['entreprise', 'sur-devis', 'devis'],
};

/** `chatgpt`, `la-digitale`: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The dashes a word processor writes for the keyboard's `-`, which they look like on screen
 * (hyphen, non-breaking hyphen, figure, en and em dashes, horizontal bar, minus sign): the inside
 * of a character class, for the patterns that read them.
 */
export const TYPOGRAPHIC_DASHES = '\\u2010-\\u2015\\u2212';

/**
 * The 184 two-letter codes of ISO 639-1, the standard the API's `languages` field promises:
 * a closed list, because any two letters (`zz`) would otherwise pass as a language.
 */
export const LANGUAGES = [
  'aa', 'ab', 'ae', 'af', 'ak', 'am', 'an', 'ar', 'as', 'av', 'ay', 'az',
  'ba', 'be', 'bg', 'bh', 'bi', 'bm', 'bn', 'bo', 'br', 'bs',
  'ca', 'ce', 'ch', 'co', 'cr', 'cs', 'cu', 'cv', 'cy',
  'da', 'de', 'dv', 'dz',
  'ee', 'el', 'en', 'eo', 'es', 'et', 'eu',
  'fa', 'ff', 'fi', 'fj', 'fo', 'fr', 'fy',
  'ga', 'gd', 'gl', 'gn', 'gu', 'gv',
  'ha', 'he', 'hi', 'ho', 'hr', 'ht', 'hu', 'hy', 'hz',
  'ia', 'id', 'ie', 'ig', 'ii', 'ik', 'io', 'is', 'it', 'iu',
  'ja', 'jv',
  'ka', 'kg', 'ki', 'kj', 'kk', 'kl', 'km', 'kn', 'ko', 'kr', 'ks', 'ku', 'kv', 'kw', 'ky',
  'la', 'lb', 'lg', 'li', 'ln', 'lo', 'lt', 'lu', 'lv',
  'mg', 'mh', 'mi', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt', 'my',
  'na', 'nb', 'nd', 'ne', 'ng', 'nl', 'nn', 'no', 'nr', 'nv', 'ny',
  'oc', 'oj', 'om', 'or', 'os',
  'pa', 'pi', 'pl', 'ps', 'pt',
  'qu',
  'rm', 'rn', 'ro', 'ru', 'rw',
  'sa', 'sc', 'sd', 'se', 'sg', 'si', 'sk', 'sl', 'sm', 'sn', 'so', 'sq', 'sr', 'ss', 'st', 'su', 'sv', 'sw',
  'ta', 'te', 'tg', 'th', 'ti', 'tk', 'tl', 'tn', 'to', 'tr', 'ts', 'tt', 'tw', 'ty',
  'ug', 'uk', 'ur', 'uz',
  've', 'vi', 'vo',
  'wa', 'wo',
  'xh',
  'yi', 'yo',
  'za', 'zh', 'zu',
] as const;
export type Language = (typeof LANGUAGES)[number];
