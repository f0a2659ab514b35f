/**
 * Markdown from editors to HTML that clients can insert as is: rendered by marked, then
 * sanitised so that no script, style, event handler or foreign embed survives.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'h6', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  // External links leave the client's page without handing it over to the target.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** @example markdownToHtml('**Gratuit** <script>x</script>') === '<p><strong>Gratuit</strong> </p>' */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, SANITIZE).trim();
}
