/**
 * Merge conflicts left in a content file. When two pull requests change the same lines, git
 * writes both versions into the file between marker lines. In YAML they give a cascade of
 * unrelated errors; in a tool's Markdown description they would be published, both versions and
 * the markers, with barely a warning. So a file that holds them is told so, and nothing else.
 */
import type { Problem } from './source.ts';

/** The lines git writes around each side of a conflict: ours, the common base (diff3), theirs. */
const OPENING = /^<{7}(?:\s|$)/;
const BASE = /^\|{7}(?:\s|$)/;
const CLOSING = /^>{7}(?:\s|$)/;
/** Alone, `=======` is a Markdown heading underline: a marker only inside a conflict. */
const SEPARATOR = /^={7}\s*$/;

const RESOLVE = 'gardez la version à publier, puis supprimez les lignes qui commencent par <<<<<<<, ======= et >>>>>>>';

/**
 * One problem per conflict of the text (`<<<<<<<` to `>>>>>>>`), at its opening line, and one
 * per marker line left outside a conflict (a half-resolved one). Empty when there is none.
 * @example conflictProblems('a.md', '<<<<<<< HEAD\na\n=======\nb\n>>>>>>> x\n')[0].message === 'conflit de fusion non résolu (lignes 1 à 5) : gardez la version à publier, puis supprimez les lignes qui commencent par <<<<<<<, ======= et >>>>>>>'
 */
export function conflictProblems(file: string, text: string): Problem[] {
  // Most files hold none: a cheap look first.
  if (!/^(?:<{7}|>{7}|\|{7})/m.test(text)) return [];
  const lines = text.split('\n');
  /** Line numbers of each conflict, `end` undefined when its closing line is gone. */
  const conflicts: { start: number; end?: number }[] = [];
  const strays: { line: number; marker: string }[] = [];
  let open: { start: number; end?: number } | undefined;
  lines.forEach((line, index) => {
    if (OPENING.test(line)) {
      open = { start: index + 1 };
      conflicts.push(open);
    } else if (CLOSING.test(line)) {
      if (open) open.end = index + 1;
      else strays.push({ line: index + 1, marker: '>>>>>>>' });
      open = undefined;
    } else if (!open && BASE.test(line)) strays.push({ line: index + 1, marker: '|||||||' });
  });
  // A separator outside a conflict is a marker only when the file shows other traces of one.
  const inside = (line: number) => conflicts.some(({ start, end }) => line > start && line < (end ?? Infinity));
  lines.forEach((line, index) => {
    if (SEPARATOR.test(line) && !inside(index + 1) && conflicts.length + strays.length > 0) strays.push({ line: index + 1, marker: '=======' });
  });
  return [
    ...conflicts.map(({ start, end }) => ({
      file,
      line: start,
      column: 1,
      message: end === undefined ? `conflit de fusion non résolu, sans sa ligne >>>>>>> de fin\u00a0: ${RESOLVE}` : `conflit de fusion non résolu (lignes ${start} à ${end})\u00a0: ${RESOLVE}`,
    })),
    ...strays.map(({ line, marker }) => ({ file, line, column: 1, message: `ligne ${marker} restée d’un conflit de fusion\u00a0: une fois la bonne version gardée, supprimez-la` })),
  ].sort((a, b) => a.line - b.line);
}
