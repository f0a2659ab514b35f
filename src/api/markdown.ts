/**
 * Markdown from editors to HTML that clients can insert as is: rendered by marked, then
 * sanitised so that no script, style, event handler or foreign embed survives.
 *
 * Links keep their target only when it is absolute `https:` or `mailto:`. Any other link
 * (`http:`, protocol-relative `//host`, relative or `#fragment`, which would resolve against the
 * client's own page) becomes its plain text.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, async: false });

/** Elements kept in the HTML; any other tag is dropped (its text kept). */
export const ALLOWED_TAGS: readonly string[] = ['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'h6', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

/**
 * Whether a link target survives sanitising.
 * @example keptLink('https://example.org') === true && keptLink('//evil.example') === false
 */
export function keptLink(href: string): boolean {
  return /^(https:\/\/[^/\s]|mailto:\S)/i.test(href.trim());
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // External links leave the client's page without handing it over to the target; a link
    // with any other target becomes a `span`, which is not allowed, so only its text stays.
    a: (_tagName, attributes) =>
      keptLink(attributes.href ?? '')
        ? { tagName: 'a', attribs: { ...attributes, rel: 'noopener noreferrer nofollow' } }
        : { tagName: 'span', attribs: {} },
  },
};

/** @example markdownToHtml('**Gratuit** <script>x</script>') === '<p><strong>Gratuit</strong> </p>' */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, SANITIZE).trim();
}
