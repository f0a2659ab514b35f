/**
 * A choice among a few options that the editor makes on purpose. The `select` of @clack/prompts
 * always has an option under its cursor, the first one unless told another, and takes no check of
 * its answer: Enter alone answered « Gratuit » for an editor who had not chosen. This is the same
 * prompt of @clack/core, drawn as @clack/prompts draws it, with no option under the cursor until
 * an arrow key moves it there; Enter before that is told, in French, to choose.
 */
import { SelectPrompt, settings, type CANCEL_SYMBOL } from '@clack/core';
import { S_BAR, S_RADIO_ACTIVE, S_RADIO_INACTIVE } from '@clack/prompts';
import { styleText } from 'node:util';
import { questionEnd, titleLines, wrapUnder } from './frame.ts';

interface Option {
  value: string;
  label: string;
}

/**
 * One option chosen with the arrows, then Enter; resolves to its value, or the cancel symbol
 * (Ctrl+C, Échap). `unchosen` is what Enter is told while no option is chosen.
 */
export function deliberateChoice(message: string, options: Option[], unchosen: string): Promise<string | typeof CANCEL_SYMBOL> {
  const prompt = new SelectPrompt<Option>({
    options,
    validate: (value) => (value === undefined ? unchosen : undefined),
    render() {
      const guide = settings.withGuide;
      const head = titleLines(this.state, message);
      const chosen = this.options[this.cursor] as Option | undefined;
      if (this.state === 'submit' || this.state === 'cancel') {
        const shown = this.state === 'submit' ? styleText('dim', chosen?.label ?? '') : styleText(['strikethrough', 'dim'], chosen?.label ?? '');
        return [...head, wrapUnder(shown, guide ? `${styleText('gray', S_BAR)}  ` : '')].join('\n');
      }
      const color = this.state === 'error' ? 'yellow' : 'cyan';
      const bar = guide ? `${styleText(color, S_BAR)}  ` : '';
      const rows = this.options.map((option) =>
        wrapUnder(option === chosen ? `${styleText('green', S_RADIO_ACTIVE)} ${option.label}` : `${styleText('dim', S_RADIO_INACTIVE)} ${styleText('dim', option.label)}`, bar),
      );
      return [...head, ...rows, questionEnd(this.state, this.error), ''].join('\n');
    },
  });
  // No option under the cursor: the first arrow down lands on the first option, the first arrow up on the last.
  prompt.cursor = -1;
  prompt.value = undefined;
  return prompt.prompt() as Promise<string | typeof CANCEL_SYMBOL>;
}
