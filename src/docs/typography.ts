/**
 * French spacing for the documentation site: the space before « : ; ! ? » and the spaces inside
 * « » are made non-breaking, so that no line of a narrow screen starts with one of those marks or
 * ends with an opening guillemet. The texts keep plain spaces, as editors type them; the site
 * applies these rules where it shows them.
 */

/**
 * Each rule: the spaces it finds, and the space that replaces them. Colon and guillemets take a
 * non-breaking space (U+00A0), « ; ! ? » a narrow one (U+202F), as the Imprimerie nationale sets
 * them. Kept as pattern sources so that the page's script can build the same rules.
 */
export const FRENCH_SPACING_RULES: readonly (readonly [source: string, space: string])[] = [
  ['[ \\t\\r\\n]+(?=[:»])', '\u00a0'],
  ['[ \\t\\r\\n]+(?=[;!?])', '\u202f'],
  ['(?<=«)[ \\t\\r\\n]+', '\u00a0'],
];

const RULES = FRENCH_SPACING_RULES.map(([source, space]) => [new RegExp(source, 'g'), space] as const);

/**
 * A French text with its spaces before « : ; ! ? » and inside « » made non-breaking.
 * @example frenchSpacing('Erreurs : « 400 » ; voir ?') === 'Erreurs\u00a0: «\u00a0400\u00a0»\u202f; voir\u202f?'
 */
export const frenchSpacing = (text: string) => RULES.reduce((result, [pattern, space]) => result.replace(pattern, space), text);

/** Markup whose text is not French prose: code, examples, scripts, styles, and the tags themselves. */
const NOT_PROSE = /<(pre|code|script|style)\b[\s\S]*?<\/\1>|<[^>]*>/g;

/**
 * HTML with French spacing in its prose; code, examples, scripts, styles and attributes as they are.
 * @example frenchSpacingHtml('<p>Essayer : <code>a : b</code> !</p>') === '<p>Essayer\u00a0: <code>a : b</code>\u202f!</p>'
 */
export function frenchSpacingHtml(html: string): string {
  let result = '';
  let at = 0;
  for (const match of html.matchAll(NOT_PROSE)) {
    result += frenchSpacing(html.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return result + frenchSpacing(html.slice(at));
}
