/**
 * Scaffold instructions (« À COMPLÉTER ») left in content files, which would be published as
 * text. The scaffolds write them (`editorial/skeleton.ts`); one check finds the lines, in the
 * words of a tool's long description, and a collection's lines are told the rule of the field
 * they stand in, from the collection schema.
 */
import { quote } from './messages.ts';
import { collectionEntrySchema, collectionSchema, LONG_DESCRIPTION_WORDS } from './schema.ts';
import type { Problem } from './source.ts';

/** Words that mark a line of a scaffold still to be written by the editor. */
export const TO_WRITE = 'À COMPLÉTER';

const description = collectionSchema.options[0].shape.description;
const note = collectionEntrySchema.shape.note.unwrap();

/**
 * One problem per line of a content file that still holds the scaffold's instructions, so that
 * no placeholder text is ever published. Lines of YAML comments are not published, so they
 * are left alone. The instructions in an HTML comment (`<!-- … -->`, above a tool's long
 * description) are not text to replace: the comment goes once the description is written.
 * @example placeholderProblems('a.md', '<!-- À COMPLÉTER : … -->')[0].message === '« À COMPLÉTER » : supprimez cette ligne de commentaire du modèle, <!-- … -->, une fois la description écrite'
 */
export function placeholderProblems(file: string, text: string): Problem[] {
  // Every tool's file is checked, and its body again for its count of words: most hold none.
  if (!text.includes(TO_WRITE)) return [];
  const problems: Problem[] = [];
  text.split('\n').forEach((line, index) => {
    const column = line.indexOf(TO_WRITE);
    if (column < 0 || /^\s*#/.test(line)) return;
    const inComment = line.lastIndexOf('<!--', column) >= 0;
    problems.push({
      file,
      line: index + 1,
      column: column + 1,
      message: inComment
        ? `${quote(TO_WRITE)}\u00a0: supprimez cette ligne de commentaire du modèle, <!-- … -->, une fois la description écrite`
        : `${quote(TO_WRITE)} est une consigne du modèle\u00a0: remplacez cette ligne par votre texte (description longue d’un outil\u00a0: ${LONG_DESCRIPTION_WORDS.min} à ${LONG_DESCRIPTION_WORDS.max} mots)`,
    });
  });
  return problems;
}

/** A note line, as the scaffold writes it commented out below each tool: `    note: …`. */
const NOTE_LINE = /^\s*(-\s+)?note:/;

/**
 * The lines of a collection file that still hold the scaffold's instructions, each with the rule
 * of what replaces it: the introduction (`description`), or a tool's `note`.
 * @example collectionPlaceholderProblems('c.yaml', 'description: |\n  À COMPLÉTER : à qui…')[0].message === '« À COMPLÉTER » est une consigne du modèle : remplacez cette ligne par votre texte (introduction de la sélection, en Markdown : au moins 20 caractères)'
 */
export function collectionPlaceholderProblems(file: string, text: string): Problem[] {
  const lines = text.split('\n');
  return placeholderProblems(file, text).map((problem) => {
    const rule = NOTE_LINE.test(lines[problem.line - 1])
      ? `note d’un outil\u00a0: ${note.minLength} à ${note.maxLength} caractères, ou supprimez la ligne`
      : `introduction de la sélection, en Markdown\u00a0: au moins ${description.minLength} caractères`;
    return { ...problem, message: `${quote(TO_WRITE)} est une consigne du modèle\u00a0: remplacez cette ligne par votre texte (${rule})` };
  });
}
