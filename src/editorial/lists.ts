/**
 * Lists with a filter, in French. @clack/prompts draws its own (`autocomplete`,
 * `autocompleteMultiselect`) with English words it takes no option for (« Search: »,
 * « No matches found », « 3 items selected », its key hints); these are the same prompts of
 * @clack/core, the library's unstyled layer, drawn with the same signs and French words.
 */
import { AutocompletePrompt, settings, type AutocompleteOptions, type CANCEL_SYMBOL } from '@clack/core';
import { limitOptions, S_BAR, S_BAR_END, S_CHECKBOX_INACTIVE, S_CHECKBOX_SELECTED, S_RADIO_ACTIVE, S_RADIO_INACTIVE } from '@clack/prompts';
import { styleText } from 'node:util';
import { fold } from '../search/text.ts';
import { GUIDE_WIDTH, titleLines, wrapUnder } from './frame.ts';

export interface Choice {
  value: string;
  label: string;
  /** Shown beside the option under the cursor, and searched by the filter. */
  hint?: string;
}

interface ListOptions {
  message: string;
  options: Choice[];
  /** The answer's check, in French; `undefined` when the answer is fine. */
  validate?: (value: string | undefined) => string | undefined;
}

/**
 * Whether an option matches what is typed: in its label, its hint (synonyms) or its value,
 * folded as the search folds (accents, capitals, ligatures), so that « ecri » finds « Écriture ».
 * Typed as one piece, or word by word, each typed word the start of a word of the same text:
 * editors type the start of each word of a label (« carte ment » for « Cartes mentales »).
 */
export function matches(typed: string, option: Choice): boolean {
  const wanted = fold(typed.trim());
  const starts = words(wanted);
  return [option.label, option.hint ?? '', option.value].some((text) => {
    const folded = fold(text);
    const own = words(folded);
    return folded.includes(wanted) || starts.every((start) => own.some((word) => word.startsWith(start)));
  });
}

/** The words of a folded text, between spaces, hyphens and other signs. */
const words = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * How many options a search leaves, in French.
 * @example found(1) === '1 résultat'; found(3) === '3 résultats'
 */
export function found(n: number): string {
  return `${n} résultat${n > 1 ? 's' : ''}`;
}

/** What the library hands to a prompt's `render`. */
type Drawn = Omit<AutocompletePrompt<Choice>, 'prompt'>;

/** What a prompt resolves to when the editor cancels it (Ctrl+C, Échap). */
type Cancel = typeof CANCEL_SYMBOL;

/** One option picked in a filtered list; resolves to its value, or the cancel symbol. */
export function filteredList({ message, options, validate }: ListOptions): Promise<string | Cancel> {
  return new AutocompletePrompt<Choice>({
    options,
    filter: matches,
    validate: validate && ((value) => validate(value as string | undefined)),
    render() {
      return draw(this, message, (option, active) =>
        active ? `${styleText('green', S_RADIO_ACTIVE)} ${option.label}${hintOf(option)}` : `${styleText('dim', S_RADIO_INACTIVE)} ${styleText('dim', option.label)}`,
      );
    },
  }).prompt() as Promise<string | Cancel>;
}

/**
 * A filtered list to tick options in, whose filter empties once Tab ticks an option: the next
 * word typed starts a new search instead of lengthening the last one (« quiz », Tab, then « jeu »
 * looked for « quizjeu » and found nothing). Where the filter finds nothing, Tab ticks nothing
 * and the typing stays, for Backspace to mend.
 */
class Checklist extends AutocompletePrompt<Choice> {
  constructor(options: AutocompleteOptions<Choice>) {
    super({ ...options, multiple: true });
    // Heard after the library's own key handler, which ticks the option first, and after the
    // terminal's line editor, which takes the Tab as a character of the filter.
    this.on('key', (_, key) => {
      if (key.name !== 'tab') return;
      const kept = this.focusedValue === undefined ? this.userInput.replaceAll('\t', '') : '';
      this._clearUserInput();
      if (kept) this._setUserInput(kept, true);
    });
  }
}

/** Options ticked in a filtered list, in the order they were ticked; resolves to their values, or the cancel symbol. */
export function filteredChecklist({ message, options }: Omit<ListOptions, 'validate'>): Promise<string[] | Cancel> {
  return new Checklist({
    options,
    filter: matches,
    render() {
      return draw(this, message, (option, active) => {
        const box = this.selectedValues.includes(option.value) ? styleText('green', S_CHECKBOX_SELECTED) : styleText('dim', S_CHECKBOX_INACTIVE);
        return active ? `${box} ${option.label}${hintOf(option)}` : `${box} ${styleText('dim', option.label)}`;
      });
    },
  }).prompt() as Promise<string[] | Cancel>;
}

/** The labels of the options picked, in the order they were ticked, as the answer is. */
function labels(prompt: Drawn): string[] {
  return prompt.selectedValues.flatMap((value) => prompt.options.find((option) => option.value === value)?.label ?? []);
}

const hintOf = (option: Choice) => (option.hint ? styleText('dim', ` (${option.hint})`) : '');

/** The frame of a filtered list in each state, laid out as @clack/prompts lays out its own. */
function draw(prompt: Drawn, message: string, style: (option: Choice, active: boolean) => string): string {
  const guide = settings.withGuide;
  const head = titleLines(prompt.state, message);
  if (prompt.state === 'submit' || prompt.state === 'cancel') {
    const shown = prompt.state === 'submit' ? styleText('dim', labels(prompt).join(', ') || 'aucun') : styleText(['strikethrough', 'dim'], prompt.userInput);
    return [...head, wrapUnder(shown, guide ? `${styleText('gray', S_BAR)}  ` : '')].join('\n');
  }
  const color = prompt.state === 'error' ? 'yellow' : 'cyan';
  const bar = guide ? `${styleText(color, S_BAR)}  ` : '';
  const { filteredOptions, options, userInput } = prompt;
  const typed = prompt.isNavigating ? styleText('dim', userInput) : prompt.userInputWithCursor;
  const count = filteredOptions.length !== options.length ? styleText('dim', ` (${found(filteredOptions.length)})`) : '';
  // Wrapped here, under the bar, so that each row they take is counted below.
  const line = (text: string) => wrapUnder(text, bar).split('\n');
  const top = [
    ...head,
    ...(guide ? [bar.trimEnd()] : []),
    ...line(`${styleText('dim', 'Recherche\u00a0:')} ${typed}${count}`),
    ...(filteredOptions.length === 0 && userInput ? line(styleText('yellow', 'Aucun résultat\u00a0: effacez des lettres pour voir la liste')) : []),
    ...(prompt.state === 'error' ? line(styleText('yellow', prompt.error)) : []),
    // What is ticked stays in sight while the filter hides it.
    ...(prompt.multiple && prompt.selectedValues.length > 0 ? line(`${styleText('dim', 'Choix\u00a0:')} ${labels(prompt).join(', ')}`) : []),
  ];
  const bottom = guide ? [styleText(color, S_BAR_END)] : [];
  const rows = limitOptions({
    cursor: prompt.cursor,
    options: filteredOptions,
    style,
    // Columns on screen, which the bar's colour codes take none of.
    columnPadding: guide ? GUIDE_WIDTH : 0,
    rowPadding: top.length + bottom.length,
  });
  return [...top, ...rows.map((row) => `${bar}${row}`), ...bottom].join('\n');
}
