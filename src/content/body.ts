/**
 * Warnings on Markdown bodies: what an editor wrote that the sanitiser will silently drop (raw
 * HTML tags it does not keep, links that are not `https:` or `mailto:`, images) or flatten
 * (headings of a level it does not keep). They do not stop the
 * build: the published text stays safe, but the editor learns that part of it will not show.
 */
import { Lexer, Marked, type Tokens } from 'marked';
import { ALLOWED_TAGS, keptLink } from '../api/markdown.ts';
import { positionIn, type Problem } from './source.ts';

/** Opening or closing tags in raw HTML, with their names. */
const TAG = /<\/?([a-zA-Z][\w-]*)/g;

const marked = new Marked({ gfm: true });

/**
 * Every warning for a body that starts at `start` in `text` (the whole file).
 * @example bodyWarnings('a.md', 'x <iframe></iframe>', 0)[0] has line 1, column 3 and a message on <iframe>
 */
export function bodyWarnings(file: string, text: string, start: number): Problem[] {
  // marked reads `\r\n` and `\r` as `\n` and gives tokens without `\r`: their text is found in a
  // body read the same way. Lines and columns stay those of the file, `\r` ending its lines.
  const lines = (part: string) => part.replace(/\r\n?/g, '\n');
  const before = lines(text.slice(0, start));
  const body = lines(text.slice(start));
  const whole = before + body;
  const warnings: Problem[] = [];
  let cursor = 0;
  /** Index of a token's text in the body, searched forward from the previous token's; a token around others leaves the cursor at its start. */
  const locate = (raw: string, around = false): number => {
    let found = body.indexOf(raw, cursor);
    if (found < 0) found = Math.max(body.indexOf(raw), 0);
    else cursor = around ? found : found + raw.length;
    return found;
  };
  const warn = (index: number, message: string) => warnings.push({ file, ...positionIn(whole, before.length + index), message });
  marked.walkTokens(Lexer.lex(body, { gfm: true }), (token) => {
    if (token.type === 'html') {
      const at = locate(token.raw);
      for (const match of token.raw.matchAll(TAG)) {
        const tag = match[1].toLowerCase();
        if (match[0].startsWith('</') || ALLOWED_TAGS.includes(tag)) continue;
        warn(at + match.index, `HTML brut <${tag}> retiré à la publication : écrivez ce passage en Markdown ou supprimez-le`);
      }
    } else if (token.type === 'link' && !keptLink((token as Tokens.Link).href)) {
      warn(locate(token.raw), `lien « ${(token as Tokens.Link).href} » publié sans sa cible : seuls les liens complets en https:// et les mailto: sont gardés`);
    } else if (token.type === 'heading' && !ALLOWED_TAGS.includes(`h${(token as Tokens.Heading).depth}`)) {
      const { depth, text: title } = token as Tokens.Heading;
      warn(locate(token.raw, true), `titre de niveau ${depth} « ${title} » publié comme texte simple : les titres d’une description commencent au niveau ${HEADING_DEPTH}, écrivez « ${'#'.repeat(HEADING_DEPTH)} ${title} »`);
    } else if (token.type === 'image' && !ALLOWED_TAGS.includes('img')) {
      const { text: alt } = token as Tokens.Image;
      warn(locate(token.raw), `image « ${alt || (token as Tokens.Image).href} » retirée à la publication, texte compris : une description ne publie pas d’image ; mettez la capture dans screenshot (dossier content/screenshots/) ou écrivez un lien [texte](https://…)`);
    }
  });
  return warnings;
}

/** The first heading level the published HTML keeps (`h3`): higher levels belong to the pages that show a tool. */
const HEADING_DEPTH = [1, 2, 3, 4, 5, 6].find((depth) => ALLOWED_TAGS.includes(`h${depth}`))!;
