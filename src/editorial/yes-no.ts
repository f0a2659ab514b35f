/**
 * A yes-or-no question that takes the French initials. The `confirm` of @clack/prompts answers
 * the keys y and n only, and takes no option for others: « o » (oui) did nothing. This is the same
 * prompt of @clack/core, drawn as @clack/prompts draws it, with « o » for yes as well.
 */
import { ConfirmPrompt, settings, type CANCEL_SYMBOL } from '@clack/core';
import { S_BAR, S_BAR_END, S_RADIO_ACTIVE, S_RADIO_INACTIVE } from '@clack/prompts';
import { styleText } from 'node:util';
import { titleLines } from './frame.ts';

const [YES, NO] = ['Oui', 'Non'];

/** A question answered by o (or y) for yes, n for no, or the arrows and Enter; resolves to the answer, or the cancel symbol (Ctrl+C, Échap). */
export function yesNo(message: string, initialValue: boolean): Promise<boolean | typeof CANCEL_SYMBOL> {
  const prompt = new ConfirmPrompt({
    active: YES,
    inactive: NO,
    initialValue,
    render() {
      const guide = settings.withGuide;
      const bar = (color: 'gray' | 'cyan') => (guide ? `${styleText(color, S_BAR)}  ` : '');
      const head = `${titleLines(this.state, message).join('\n')}\n`;
      const answer = this.value ? YES : NO;
      if (this.state === 'submit') return `${head}${bar('gray')}${styleText('dim', answer)}`;
      if (this.state === 'cancel') return `${head}${bar('gray')}${styleText(['strikethrough', 'dim'], answer)}`;
      const option = (label: string, active: boolean) => (active ? `${styleText('green', S_RADIO_ACTIVE)} ${label}` : `${styleText('dim', S_RADIO_INACTIVE)} ${styleText('dim', label)}`);
      return `${head}${bar('cyan')}${option(YES, this.value === true)} ${styleText('dim', '/')} ${option(NO, this.value !== true)}\n${guide ? styleText('cyan', S_BAR_END) : ''}\n`;
    },
  });
  // The library answers y and n itself, and closes the prompt before it tells the key.
  prompt.on('key', (key) => {
    if (key?.toLowerCase() === 'o') prompt.emit('confirm', true);
  });
  // Échap reaches the library as a cursor move named `cancel`, which toggles the answer as any
  // move does: the answer shown crossed out was the other one, « Oui » for an editor on « Non ».
  prompt.on('cursor', (action) => {
    if (action === 'cancel') prompt.value = !prompt.value;
  });
  return prompt.prompt() as Promise<boolean | typeof CANCEL_SYMBOL>;
}
