/**
 * Warnings on Markdown texts, the bodies of tools and the descriptions of collections: what an
 * editor wrote that the sanitiser will silently drop (raw HTML tags it does not keep, links that
 * are not `https:` or `mailto:`, images) or flatten (headings of a level it does not keep). They
 * do not stop the build: the published text stays safe, but the editor learns that part of it
 * will not show.
 */
import { Lexer, Marked, type Tokens } from 'marked';
import { ALLOWED_TAGS, keptLink } from '../api/markdown-rules.ts';
import { quote } from './messages.ts';
import { parseYamlSource, positionIn, type Problem } from './source.ts';

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
  return markdownWarnings(body, IMAGE_ADVICE.tool).map(({ index, message }) => ({ file, ...positionIn(whole, before.length + index), message }));
}

/**
 * The warnings for the Markdown `description` of a collection file (`text`, its lines ending
 * with `\n`), placed in the file: each line of a `|` text is where its warnings are; the other
 * ways of writing a text join or re-flow its lines, so their warnings go where the value starts.
 * @example collectionWarnings('c.yaml', 'description: |\n  ## Titre\n')[0] has line 2, column 3 and a message on the heading
 */
export function collectionWarnings(file: string, text: string): Problem[] {
  // The description is made of the file's lines, unless an escape (`"\x3C"`) writes a sign
  // otherwise: a file without either holds nothing the sanitiser drops, and is not parsed again.
  if (!text.includes('\\') && !mayLoseMarkup(text)) return [];
  const source = parseYamlSource(file, text);
  const description = (source.data as { description?: unknown } | undefined)?.description;
  if (typeof description !== 'string') return [];
  const start = source.locate(['description']);
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const literal = lines[start.line - 1].slice(start.column - 1).startsWith('|');
  // A `|` text's lines are those of the file below its header, without the indentation of its first line.
  const indent = /^ */.exec(lines.slice(start.line).find((line) => line.trim() !== '') ?? '')![0].length;
  return markdownWarnings(description, IMAGE_ADVICE.collection).map(({ index, message }) => {
    if (!literal) return { file, ...start, message };
    const { line, column } = positionIn(description, index);
    return { file, line: start.line + line, column: indent + column, message };
  });
}

/** What to do instead of an image, where the record has a field for a screenshot or not. */
const IMAGE_ADVICE = {
  tool: 'mettez la capture dans screenshot (dossier content/screenshots/) ou écrivez un lien [texte](https://…)',
  collection: 'écrivez un lien [texte](https://…) vers l’image',
};

/**
 * Every sign that starts what the sanitiser drops or flattens, as marked reads it: `<` for HTML
 * and `<…>` links, `[` for links and images, `#` and an underline of `=` or `-` (in a quote or a
 * list too) for headings, and the links marked makes by itself that lose their target (`www.`,
 * `http://`, `ftp://`, `xmpp:`; not `https://` nor an e-mail address, which keep theirs).
 */
const MARKUP = /[<[#]|www\.|(?:http|ftp):\/\/|xmpp:|^[ \t>]*(?:=+|-+)[ \t]*$/im;

/**
 * Whether a Markdown text may hold something the sanitiser drops or flattens: one that does not
 * loses nothing once published, and is not lexed, which would be most of the validator's time.
 * @example mayLoseMarkup('**Gratuit** pour les élèves.') === false; mayLoseMarkup('## En classe') === true
 */
export function mayLoseMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/** What the sanitiser drops or flattens in a Markdown text, each at its index in the text (lines ending with `\n`). */
function markdownWarnings(body: string, imageAdvice: string): { index: number; message: string }[] {
  if (!mayLoseMarkup(body)) return [];
  const warnings: { index: number; message: string }[] = [];
  let cursor = 0;
  /** Index of a token's text in the body, searched forward from the previous token's; a token around others leaves the cursor at its start. */
  const locate = (raw: string, around = false): number => {
    let found = body.indexOf(raw, cursor);
    if (found < 0) found = Math.max(body.indexOf(raw), 0);
    else cursor = around ? found : found + raw.length;
    return found;
  };
  const warn = (index: number, message: string) => warnings.push({ index, message });
  marked.walkTokens(Lexer.lex(body, { gfm: true }), (token) => {
    if (token.type === 'html') {
      const at = locate(token.raw);
      for (const match of token.raw.matchAll(TAG)) {
        const tag = match[1].toLowerCase();
        if (match[0].startsWith('</') || ALLOWED_TAGS.includes(tag)) continue;
        warn(at + match.index, `HTML brut <${tag}> retiré à la publication\u00a0: écrivez ce passage en Markdown ou supprimez-le`);
      }
    } else if (token.type === 'link' && !keptLink((token as Tokens.Link).href)) {
      warn(locate(token.raw), `lien ${quote((token as Tokens.Link).href)} publié sans sa cible\u00a0: seuls les liens complets en https:// et les mailto: sont gardés`);
    } else if (token.type === 'heading' && !ALLOWED_TAGS.includes(`h${(token as Tokens.Heading).depth}`)) {
      const { depth, text: title } = token as Tokens.Heading;
      warn(locate(token.raw, true), `titre de niveau ${depth} ${quote(title)} publié comme texte simple\u00a0: les titres d’une description commencent au niveau ${HEADING_DEPTH}, écrivez ${quote(`${'#'.repeat(HEADING_DEPTH)} ${title}`)}`);
    } else if (token.type === 'image' && !ALLOWED_TAGS.includes('img')) {
      const { text: alt } = token as Tokens.Image;
      warn(locate(token.raw), `image ${quote(alt || (token as Tokens.Image).href)} retirée à la publication, texte compris\u00a0: une description ne publie pas d’image\u00a0; ${imageAdvice}`);
    }
  });
  return warnings;
}

/** The first heading level the published HTML keeps (`h3`): higher levels belong to the pages that show a tool. */
const HEADING_DEPTH = [1, 2, 3, 4, 5, 6].find((depth) => ALLOWED_TAGS.includes(`h${depth}`))!;
