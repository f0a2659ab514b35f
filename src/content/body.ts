/**
 * Warnings on Markdown bodies: what an editor wrote that the sanitiser will silently drop (raw
 * HTML tags it does not keep, links that are not `https:` or `mailto:`). They do not stop the
 * build: the published text stays safe, but the editor learns that part of it will not show.
 */
import { Lexer, Marked, type Tokens } from 'marked';
import { ALLOWED_TAGS, keptLink } from '../api/markdown.ts';
import type { Position, Problem } from './source.ts';

/** Opening or closing tags in raw HTML, with their names. */
const TAG = /<\/?([a-zA-Z][\w-]*)/g;

const marked = new Marked({ gfm: true });

/**
 * Every warning for a body that starts at `start` in `text` (the whole file).
 * @example bodyWarnings('a.md', 'x <iframe></iframe>', 0)[0] has line 1, column 3 and a message on <iframe>
 */
export function bodyWarnings(file: string, text: string, start: number): Problem[] {
  const body = text.slice(start);
  const warnings: Problem[] = [];
  let cursor = 0;
  /** Index of a token's text in the body, searched forward from the previous token's. */
  const locate = (raw: string): number => {
    let found = body.indexOf(raw, cursor);
    if (found < 0) found = Math.max(body.indexOf(raw), 0);
    else cursor = found + raw.length;
    return found;
  };
  const warn = (index: number, message: string) => warnings.push({ file, ...positionIn(text, start + index), message });
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
    }
  });
  return warnings;
}

/** 1-based line and column of a character of the file. */
function positionIn(text: string, index: number): Position {
  const before = text.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}
