/**
 * Where inline code, and a link that shows an address, may wrap on a narrow screen: at its
 * spaces, and after the « / », « ? » and « & » that separate the parts of a path or an address,
 * never inside a name. Browsers would otherwise break after any hyphen (`Cache-|Control`,
 * `charset=utf-|8`), or anywhere in a word too long for the line (`direc|tory`). Code blocks
 * (`<pre>`) scroll instead.
 */

/**
 * Inline code and links whose content is text only, and what is left as it is: blocks, scripts,
 * styles.
 */
const CODE = /<(pre|script|style)\b[\s\S]*?<\/\1>|<(code|a)\b([^>]*)>([^<]*)<\/\2>/g;

/** The text of a link that is an address, absolute or a path. */
const ADDRESS = /^(?:https?:\/\/|\/)\S+$/;

/** One character of escaped HTML text: an entity counts as the character it stands for. */
const UNIT = /&(?:#\d+|#x[\da-f]+|\w+);|[\s\S]/giu;

/**
 * After a separator that ends a part (not the « / » of `//` nor a path's leading « / ») and
 * before the start of the next part.
 */
const isBreakAfter = (previous: string, separator: string, next: string) =>
  /^[/?&]$/.test(separator) && /^[^\s/]$/.test(previous) && /^[\p{L}\p{N}_{%.~]$/u.test(next);

/**
 * The character a unit stands for, as far as breaking goes: `&amp;` is a separator; the other
 * entities (`<`, `>`, quotes) neither separate nor start a part.
 */
const character = (unit: string) => (unit === '&amp;' ? '&' : unit.length > 1 ? '\0' : unit);

/**
 * A word of code (no space in it) as HTML: `<wbr>` where it may wrap, and each part that holds a
 * hyphen kept on one line.
 * @example breakWord('/problems/bad-request') === '/problems/<wbr><span class="nowrap">bad-request</span>'
 */
function breakWord(word: string): string {
  const units = word.match(UNIT) ?? [];
  const parts: string[] = [];
  let part = '';
  units.forEach((unit, at) => {
    part += unit;
    if (at > 0 && at < units.length - 1 && isBreakAfter(character(units[at - 1]), character(unit), character(units[at + 1]))) {
      parts.push(part);
      part = '';
    }
  });
  parts.push(part);
  return parts.map((text) => (text.includes('-') ? `<span class="nowrap">${text}</span>` : text)).join('<wbr>');
}

/**
 * HTML whose inline code and addresses shown as links wrap only between the parts of a name or
 * an address.
 * @example codeBreaksHtml('<p><code>GET /api/v1/tools?q=a&amp;page=2</code></p>') === '<p><code>GET /api/<wbr>v1/<wbr>tools?<wbr>q=a&amp;<wbr>page=2</code></p>'
 */
export function codeBreaksHtml(html: string): string {
  return html.replace(CODE, (match, block: string | undefined, tag: string, attributes: string, text: string) => {
    if (block || (tag === 'a' && !ADDRESS.test(text))) return match;
    return `<${tag}${attributes}>${text.split(/(\s+)/).map((word, at) => (at % 2 ? word : breakWord(word))).join('')}</${tag}>`;
  });
}
