/**
 * The answers of a scaffold (`nouvel-outil`, `nouvelle-selection`): at a terminal, the questions
 * the flags left unanswered; elsewhere the flags alone, never waiting for input.
 */
import * as prompts from '@clack/prompts';
import { interactive, UsageError } from './cli.ts';

/** One question: the answer it fills, and how to ask it, knowing the answers given so far. */
export type Question<K extends string> = [K, (answers: Partial<Record<K, string>>) => Promise<string | symbol>];

export interface Questionnaire<K extends string> {
  /** Answers that must be given as flags when nobody is at a terminal. */
  required: readonly K[];
  /** The flag of each answer, to name what is missing. */
  labels: Record<K, string>;
  /** The title shown before the questions. */
  intro: string;
  /** The questions, in order; built only when they are asked. */
  questions: () => Question<K>[];
}

/** The answers, or `undefined` when the editor cancels; a missing required flag is a `UsageError`. */
export async function gather<K extends string>(given: Partial<Record<K, string>>, { required, labels, intro, questions }: Questionnaire<K>): Promise<Record<K, string> | undefined> {
  if (!interactive()) {
    const missing = required.filter((key) => given[key] === undefined).map((key) => labels[key]);
    if (missing.length > 0) throw new UsageError(`il manque ${missing.join(', ')} (hors terminal, les réponses passent en options ; voir --help)`);
    return given as Record<K, string>;
  }
  prompts.intro(intro);
  const answers: Partial<Record<K, string>> = { ...given };
  for (const [key, question] of questions()) {
    if (answers[key] !== undefined) continue;
    const answer = await question(answers);
    if (prompts.isCancel(answer)) {
      prompts.cancel('Rien n’a été écrit.');
      return undefined;
    }
    answers[key] = answer as string;
  }
  prompts.outro('Réponses complètes.');
  return answers as Record<K, string>;
}

/**
 * A prompt's `validate` for each answer, from the checks of `scaffold.ts` (which take strings).
 * A prompt that has no answer to hand over (an autocomplete whose search matches nothing) passes
 * `undefined`: it is checked as an empty answer, so that it is refused there and then.
 */
export function validators<C extends Record<string, (value: string) => string | undefined>>(checks: C) {
  return (key: keyof C) => (value: unknown) => checks[key](typeof value === 'string' ? value : '');
}
