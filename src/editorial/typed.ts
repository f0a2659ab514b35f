/**
 * A typed answer. The `text` of @clack/prompts writes its question, the answer and the reason an
 * answer is refused each on one line, which the terminal breaks back at its first column: a long
 * description broke the guide bar (│) and read as a gap between questions. This is the same prompt
 * of @clack/core, drawn as @clack/prompts draws it, wrapped here at the terminal's width each time
 * it is drawn, so that a question also wraps again when the window is narrowed.
 */
import { settings, TextPrompt, type CANCEL_SYMBOL, type TextOptions } from '@clack/core';
import { S_BAR } from '@clack/prompts';
import { styleText } from 'node:util';
import { GUIDE_WIDTH, questionEnd, titleLines, wrapUnder } from './frame.ts';

export interface TypedOptions extends Pick<TextOptions, 'placeholder' | 'defaultValue' | 'validate'> {
  message: string;
}

/** One line typed, then Enter; resolves to the answer, or the cancel symbol (Ctrl+C, Échap). */
export function typedAnswer({ message, placeholder, defaultValue, validate }: TypedOptions): Promise<string | typeof CANCEL_SYMBOL> {
  return new TextPrompt({
    placeholder,
    defaultValue,
    validate,
    render() {
      const guide = settings.withGuide;
      const head = titleLines(this.state, message);
      const bar = (color: 'gray' | 'cyan' | 'yellow') => (guide ? `${styleText(color, S_BAR)}  ` : ' '.repeat(GUIDE_WIDTH));
      const value = this.value ?? '';
      if (this.state === 'submit') return [...head, value ? wrapUnder(styleText('dim', value), bar('gray')) : bar('gray').trimEnd()].join('\n');
      // As the library draws it: a crossed-out answer has the guide bar under it too.
      if (this.state === 'cancel') return [...head, ...(value.trim() ? [wrapUnder(styleText(['strikethrough', 'dim'], value), bar('gray'))] : []), bar('gray').trimEnd()].join('\n');
      const typed = this.userInput ? this.userInputWithCursor : placeholder ? `${styleText('inverse', placeholder[0])}${styleText('dim', placeholder.slice(1))}` : styleText(['inverse', 'hidden'], '_');
      return [...head, wrapUnder(typed, bar(this.state === 'error' ? 'yellow' : 'cyan')), questionEnd(this.state, this.error), ''].join('\n');
    },
  }).prompt() as Promise<string | typeof CANCEL_SYMBOL>;
}
