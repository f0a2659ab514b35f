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
import { ALLOWED_TAGS, keptLink } from './markdown-rules.ts';

const marked = new Marked({ gfm: true, async: false });

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
