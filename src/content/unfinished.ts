/**
 * Scaffold instructions (« À COMPLÉTER ») left in content files, which would be published as
 * text. The scaffolds' own check finds the lines; its words give the rule of a tool's long
 * description, so a collection's lines are told the rule of the field they stand in, from the
 * collection schema.
 */
import { placeholderProblems, TO_WRITE } from '../editorial/skeleton.ts';
import { quote } from './messages.ts';
import { collectionEntrySchema, collectionSchema } from './schema.ts';
import type { Problem } from './source.ts';

const description = collectionSchema.options[0].shape.description;
const note = collectionEntrySchema.shape.note.unwrap();

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
      ? `note d’un outil : ${note.minLength} à ${note.maxLength} caractères, ou supprimez la ligne`
      : `introduction de la sélection, en Markdown : au moins ${description.minLength} caractères`;
    return { ...problem, message: `${quote(TO_WRITE)} est une consigne du modèle : remplacez cette ligne par votre texte (${rule})` };
  });
}
