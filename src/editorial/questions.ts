/**
 * The answers of a scaffold (`nouvel-outil`, `nouvelle-selection`): at a terminal, the questions
 * the flags left unanswered; elsewhere the flags alone, never waiting for input.
 */
import * as prompts from '@clack/prompts';
import { deliberateChoice } from './choice.ts';
import { interactive, UsageError } from './cli.ts';
import { filteredChecklist, filteredList, type Choice } from './lists.ts';

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

/** What an editor who quits a question (Échap, Ctrl+C, Ctrl+D) is told; the guide quotes it. */
export const NOTHING_WRITTEN = 'Rien n’a été écrit.';

/** The character a terminal sends for Ctrl+D. */
const END_OF_INPUT = '\x04';

/** The answers, or `undefined` when the editor cancels; a missing required flag is a `UsageError`. */
export async function gather<K extends string>(given: Partial<Record<K, string>>, { required, labels, intro, questions }: Questionnaire<K>): Promise<Record<K, string> | undefined> {
  if (!interactive()) {
    const missing = required.filter((key) => given[key] === undefined).map((key) => labels[key]);
    if (missing.length > 0) throw new UsageError(`il manque ${missing.join(', ')} (hors terminal, les réponses passent en options\u00a0; voir --help)`);
    return given as Record<K, string>;
  }
  // Ctrl+D closes the terminal's line editor under the prompt, which then waits for keys that
  // never come: Node quits with an English warning. As the end of input, it cancels, like Ctrl+C.
  prompts.updateSettings({ aliases: { [END_OF_INPUT]: 'cancel' } });
  prompts.intro(intro);
  const answers: Partial<Record<K, string>> = { ...given };
  for (const [key, question] of questions()) {
    if (answers[key] !== undefined) continue;
    const answer = await question(answers);
    if (prompts.isCancel(answer)) {
      prompts.cancel(NOTHING_WRITTEN);
      return undefined;
    }
    answers[key] = answer as string;
  }
  prompts.outro('Réponses complètes.');
  return answers as Record<K, string>;
}

/**
 * The keys each kind of list reads, said in French in the question itself, in place of the
 * library's English hints. In a list with a filter, Space types into the filter (it ticks only
 * after an arrow key) and Tab ticks the option under the cursor.
 */
const KEYS = {
  pickOne: 'flèches ↑/↓ puis Entrée',
  pickOneFiltered: 'tapez pour filtrer, flèches ↑/↓, Entrée pour valider',
  pickMany: 'tapez pour filtrer, Tab pour cocher ou décocher, Entrée pour valider',
} as const;

/** A typed answer, wrapped under the guide bar when it is longer than the terminal is wide. */
export { typedAnswer as ask } from './typed.ts';

/** A choice among a few options, with the key hints in French instead of the library's. */
export function pickOne(message: string, options: { value: string; label: string }[]): Promise<string | symbol> {
  return prompts.select({ message: `${message} (${KEYS.pickOne})`, options, showInstructions: false });
}

/**
 * A choice the editor makes on purpose, where a first option answered by Enter alone would be
 * written without having been read: nothing is chosen until the arrows reach an option, and Enter
 * before that is told `unchosen`.
 */
export function pickOnPurpose(message: string, options: { value: string; label: string }[], unchosen: string): Promise<string | symbol> {
  return deliberateChoice(`${message} (${KEYS.pickOne})`, options, unchosen);
}

/** A choice in a long list, which typing filters. */
export function pickFiltered(message: string, options: Choice[], check: (value: unknown) => string | undefined): Promise<string | symbol> {
  return filteredList({ message: `${message} (${KEYS.pickOneFiltered})`, options, validate: check });
}

/**
 * Several options ticked in a filtered list, handed over as `a, b`. An answer the check
 * refuses (none ticked where one is needed) is said in French and the list is asked again, so
 * the answers given so far are never lost.
 */
export async function pickMany(message: string, options: Choice[], check: (value: string) => string | undefined): Promise<string | symbol> {
  for (;;) {
    const picked = await filteredChecklist({ message: `${message} (${KEYS.pickMany})`, options });
    if (prompts.isCancel(picked)) return picked;
    const answer = picked.join(', ');
    const problem = check(answer);
    if (problem === undefined) return answer;
    prompts.log.warn(problem);
  }
}

/**
 * A prompt's `validate` for each answer, from the checks of `scaffold.ts` (which take strings).
 * A prompt that has no answer to hand over (an autocomplete whose search matches nothing) passes
 * `undefined`: it is checked as an empty answer, so that it is refused there and then.
 */
export function validators<C extends Record<string, (value: string) => string | undefined>>(checks: C) {
  return (key: keyof C) => (value: unknown) => checks[key](typeof value === 'string' ? value : '');
}
