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
  const glued = text.replace(/« [^»]* »/g, (quote) => quote.replaceAll(' ', NO_BREAK));
  return wrapUnder(glued, ' '.repeat(column), '', HELP_COLUMNS).replaceAll(NO_BREAK, ' ');
}

const NO_BREAK = '\u00a0';
