/**
 * What the sanitiser of `markdown.ts` keeps of editors' Markdown, apart from the sanitiser
 * itself: the validator warns about what it drops without loading it (sanitize-html and its
 * dependencies are most of a module load the validator would not otherwise need).
 */

/** Elements kept in the HTML; any other tag is dropped (its text kept). */
export const ALLOWED_TAGS: readonly string[] = ['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'h6', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

/**
 * Whether a link target survives sanitising.
 * @example keptLink('https://example.org') === true && keptLink('//evil.example') === false
 */
export function keptLink(href: string): boolean {
  return /^(https:\/\/[^/\s]|mailto:\S)/i.test(href.trim());
}
