/**
 * The title of a question, laid out as @clack/prompts lays out its `select`: a title longer than
 * the terminal is wide goes on under the guide bar (│), instead of running back to the first
 * column, where its lines broke the guide and read as gaps between questions; and it is wrapped
 * here, so that a list knows how many rows it takes and keeps the whole question on the screen.
 */
import { settings, wrapTextWithPrefix, type State } from '@clack/core';
import { S_BAR, S_BAR_END, symbol, symbolBar } from '@clack/prompts';
import type { Writable } from 'node:stream';
import { styleText } from 'node:util';

/** Columns that the guide bar and its spaces (`│  `) take at the start of each line. */
export const GUIDE_WIDTH = 3;

/**
 * A text wrapped to the terminal's width (or to `columns`), each line after `prefix` (the first
 * after `first`), without the spaces the library leaves on either side of a break between two
 * words, also when a coloured text's codes, opened again on each line, stand before or after them.
 */
export function wrapUnder(text: string, prefix: string, first = prefix, columns?: number): string {
  return wrapTextWithPrefix(columns === undefined ? undefined : ({ columns } as unknown as Writable), text, prefix, first, prefix, (line, index) => (index === 0 ? line : line.replace(LEADING_SPACE, '$1')).replace(TRAILING_SPACES, '$1'));
}

const LEADING_SPACE = /^((?:\x1b\[[0-9;]*m)*) /;
const TRAILING_SPACES = / +((?:\x1b\[[0-9;]*m)*)$/;

/**
 * The lines of a question's title in a given state: the guide's blank line, then the title
 * wrapped to the terminal's width, its first line after the state's sign (◆, ◇, ▲).
 * @example titleLines('active', 'Catégorie') // ['│', '◆  Catégorie'], with their colours
 */
export function titleLines(state: State, message: string): string[] {
  const guide = settings.withGuide;
  const bar = guide ? `${symbolBar(state) ?? S_BAR}  ` : ' '.repeat(GUIDE_WIDTH);
  return [...(guide ? [styleText('gray', S_BAR)] : []), ...wrapUnder(message, bar, `${symbol(state)}  `).split('\n')];
}

/**
 * The line that closes a question being answered: the guide's end (└), and in the error state the
 * reason the answer is refused, wrapped under its first column, not back at the terminal's first one.
 */
export function questionEnd(state: State, error: string): string {
  const end = settings.withGuide ? styleText(state === 'error' ? 'yellow' : 'cyan', S_BAR_END) : ' ';
  return state === 'error' ? wrapUnder(styleText('yellow', error), ' '.repeat(GUIDE_WIDTH), `${end}  `) : end;
}

/**
 * A text wrapped at words as `wrapUnder` wraps it, except that a word longer than a line (an
 * address, a path, a quoted slug) is never cut: it starts a line of its own and runs past the
 * terminal's edge, which carries it on. A cut would put a line break and spaces inside it, and
 * an editor copying or clicking it would get a broken address.
 * @example wrapWords('voir https://example.org/a/long/path', '  ', '', 12) // 'voir\n  https://example.org/a/long/path'
 */
export function wrapWords(text: string, prefix: string, first: string, columns: number): string {
  const width = columns - [...prefix].length;
  const long = text.split(' ').filter((word) => [...word].length > width);
  // A stand-in exactly a line wide goes on a line of its own, and the word takes its place there.
  const standIn = UNBROKEN.repeat(Math.max(width, 1));
  const wrapped = wrapUnder(long.reduce((shown, word) => shown.replace(word, standIn), text), prefix, first, columns);
  return long.reduce((shown, word) => shown.replace(standIn, word), wrapped);
}

/** A figure space: a character no message holds, one column wide, which the wrapping does not break at. */
const UNBROKEN = '\u2007';

/** Columns a message keeps beside its place, below which it goes under the place instead. */
const MESSAGE_COLUMNS = 40;

/**
 * A problem as a terminal `columns` wide shows it: its place (`file:line:column`), never broken,
 * then its message wrapped at words, its next lines under the message's first column; or, when
 * the place leaves the message fewer than MESSAGE_COLUMNS, the place on a line of its own and the
 * message under it, indented, so that each problem still starts at the first column.
 * @example placedMessage('a.md:1:1', 'un message', 80) === 'a.md:1:1 un message'
 */
export function placedMessage(place: string, message: string, columns: number): string {
  const beside = ' '.repeat([...place].length + 1);
  if (columns - beside.length >= MESSAGE_COLUMNS) return wrapWords(message, beside, `${place} `, columns);
  return `${place}\n${wrapWords(message, MESSAGE_INDENT, MESSAGE_INDENT, columns)}`;
}

/** Where a message under its place starts. */
const MESSAGE_INDENT = '  ';

/**
 * A notice (a line of a report, an error of a command, a --help) as a terminal `columns` wide
 * shows it: each line wrapped at words, its next lines under its text, after its list mark or its
 * option (`hangingIndent`), or under its own first column when that would leave its text fewer
 * than HANGING_COLUMNS.
 * @example noticeLines('Erreur :\n  --langues : « fra »', 80) === 'Erreur :\n  --langues : « fra »'
 */
export function noticeLines(text: string, columns: number): string {
  return text
    .split('\n')
    .map((line) => {
      const indent = /^ */.exec(line)![0];
      if (line === indent) return '';
      const hanging = hangingIndent(line);
      const lead = columns - hanging >= HANGING_COLUMNS ? hanging : indent.length;
      return wrapWords(line.slice(lead), ' '.repeat(lead), line.slice(0, lead), columns);
    })
    .join('\n');
}

/**
 * Where the text of a line starts: after its indentation, and after the mark of a Markdown list
 * item (`- [ ] `, `- `) or an option of a --help and the spaces before its explanation.
 * @example hangingIndent('  --date AAAA-MM-JJ   date du jour') === 22
 * @example hangingIndent('- [ ] Kahoot! — `content/tools/kahoot.md`') === 6
 * @example hangingIndent('  une phrase') === 2
 */
export const hangingIndent = (line: string) => [.../^ *(?:[-*] (?:\[[ x]\] )?|\S+(?: \S+)*? {2,})?/u.exec(line)![0]].length;

/** Columns a line keeps for its text beside its list mark or option, below which its next lines go under its first column. */
const HANGING_COLUMNS = 20;

/** Columns of a standard terminal, which every command's --help fits. */
const HELP_COLUMNS = 80;

/**
 * An explanation of the second column of a --help, which starts `column` characters from the
 * left, wrapped to HELP_COLUMNS with its next lines under that column: it interpolates values,
 * such as a list of answers, that can grow. A quote in « » stays on one line. Here, with the
 * questions' layout, rather than in cli.ts: `validate` loads cli.ts and not the prompt library.
 * @example helpColumn('gratuit (free), freemium', 30) // 'gratuit (free), freemium'
 */
export function helpColumn(text: string, column: number): string {
  const glued = text.replace(/«[ \u00a0][^»]*[ \u00a0]»/g, (quote) => quote.replaceAll(' ', UNBROKEN));
  return wrapUnder(glued, ' '.repeat(column), '', HELP_COLUMNS).replaceAll(UNBROKEN, ' ');
}
