/**
 * Command-line plumbing shared by editors' commands: flags with French errors, and whether a
 * person is there to answer questions.
 */
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { formatProblem, problemPlace } from '../content/directory.ts';
import { contentDir } from '../content/load.ts';
import { hint, quote } from '../content/messages.ts';
import { isoDate, meantDay } from '../content/schema.ts';
import type { Problem } from '../content/source.ts';
import { todayInFrance } from './text.ts';

/** Exit code of a command used the wrong way (unknown flag, missing answer). */
export const USAGE_ERROR = 2;

export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Parses flags; an unknown or incomplete flag, or a flag of one value given twice (parseArgs
 * keeps the last one without a word), becomes a French `UsageError`.
 */
export function flags<O extends Options>(args: string[], options: O) {
  let parsed;
  try {
    parsed = parseArgs({ args: withDashValues(args, options), options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const option = /'(-[^']+)'/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`option inconnue ${option}\u00a0: --help liste les options`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`l’option ${option.split(' ')[0]} attend une valeur\u00a0: --help montre comment l’écrire`);
    throw new UsageError(message);
  }
  const given = parsed.tokens.flatMap((token) => (token.kind === 'option' && !options[token.name]?.multiple ? [token.name] : []));
  const twice = given.find((name, index) => given.indexOf(name) !== index);
  if (twice !== undefined) throw new UsageError(`l’option --${twice} est donnée deux fois\u00a0: gardez-en une\u00a0; plusieurs valeurs d’une liste s’écrivent dans une seule, séparées par des virgules`);
  return parsed;
}

/**
 * Joins to the flag before it a value that starts with a dash but is no flag: a negative number
 * (`--delai -3` is `--delai=-3`), or a text that starts with a dash and a space or is a dash
 * alone (`--description "- Une phrase"`). parseArgs reads such a value as a missing one, and the
 * editor would hear that the flag has no value when it has one, which the command can then judge.
 * @example withDashValues(['--delai', '-3'], { delai: { type: 'string' } }) // ['--delai=-3']
 */
export function withDashValues(args: readonly string[], options: Options): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const [arg, next] = [args[index], args[index + 1]];
    const takesValue = arg.startsWith('--') && options[arg.slice(2)]?.type === 'string';
    if (takesValue && next !== undefined && /^-([\d.,\s]|$)/.test(next)) {
      joined.push(`${arg}=${next}`);
      index++;
    } else joined.push(arg);
  }
  return joined;
}

/**
 * The value of a flag that also answers to its former name (`--description-courte`, formerly
 * `--description`), so that commands written before the rename still work. Both given is a usage
 * error, rather than one of them silently winning.
 * @example renamedFlag({ description: 'Une phrase.' }, 'description-courte', 'description') === 'Une phrase.'
 */
export function renamedFlag(values: Record<string, unknown>, name: string, former: string): string | undefined {
  const [value, formerValue] = [values[name], values[former]] as (string | undefined)[];
  if (value !== undefined && formerValue !== undefined) throw new UsageError(`--${name} et --${former} donnent la même réponse (--${former} est son ancien nom)\u00a0: gardez --${name}`);
  return value ?? formerValue;
}

/**
 * A flag that counts something (seconds, requests): a whole number of at least 1, its default
 * when it is not given. Anything else is a usage error that says what to write.
 * @example wholeNumber('30', { flag: '--delai', unit: 'secondes', fallback: 15 }) === 30
 */
export function wholeNumber(value: string | undefined, { flag, unit, fallback }: { flag: string; unit: string; fallback: number }): number {
  if (value === undefined) return fallback;
  if (/^\s*\d+\s*$/.test(value) && Number(value) >= 1) return Number(value);
  throw new UsageError(`${flag} attend un nombre entier de ${unit}, au moins 1 (par exemple ${flag} ${fallback})\u00a0; ${quote(value)} n’en est pas un`);
}

/**
 * Questions are asked only when a person is at a terminal: never in CI, never when input is
 * piped, so a command there can never hang waiting for an answer.
 */
export function interactive(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(process.stdin.isTTY && process.stdout.isTTY) && !['true', '1'].includes(env.CI ?? '');
}

/**
 * The content folder a command works on: the one given (argument or `--contenu`), else
 * `content` (or CONTENT_DIR). One that is not a folder is a usage error, not a list of missing
 * files or a stack trace.
 */
export function contentFolder(given: string | undefined): string {
  const root = given ?? contentDir();
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`${quote(given ?? root)} n’est pas un dossier\u00a0: indiquez le dossier de contenu, par exemple content (voir --help)`);
  }
  return root;
}

/**
 * A file a command will write its report to, checked before the command does its work: a report
 * of minutes of checks is not lost to a folder that does not exist, in a stack trace.
 */
export function outputFile(path: string): string {
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`--sortie\u00a0: ${quote(path)} est un dossier\u00a0; indiquez un nom de fichier, par exemple rapport-liens.md`);
  if (!statSync(dirname(path), { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`--sortie\u00a0: le dossier ${quote(dirname(path))} n’existe pas\u00a0; créez-le ou indiquez un fichier dans un dossier existant, par exemple rapport-liens.md`);
  }
  return path;
}

/**
 * Commands that take only flags refuse a word given alone, which they would silently ignore: most
 * often the end of a value with spaces typed without quotes (`--nom Mon Outil` names the tool
 * « Mon »), or a folder given without `--contenu`.
 */
export function noArguments(positionals: readonly string[]): void {
  if (positionals.length === 0) return;
  throw new UsageError(
    `argument inattendu ${quote(positionals[0])}\u00a0: cette commande ne prend que des options (--help les liste)\u00a0; une valeur qui contient des espaces s’écrit entre guillemets droits, par exemple "Mon Outil"`,
  );
}

/** The `--date` flag (injectable "today"), else today in France. */
export function today(value: string | undefined): string {
  if (value === undefined) return todayInFrance();
  if (!isoDate.safeParse(value).success) throw new UsageError(`--date\u00a0: ${quote(value)} n’est pas une date AAAA-MM-JJ${hint(meantDay(value))}`);
  return value;
}

/** How a command shows its problems and its notices on one stream. */
export interface Layout {
  problem(problem: Problem): string;
  notice(text: string): string;
}

/**
 * How a command shows its long lines on `stream`: at a terminal, wrapped at words to its width,
 * which would otherwise cut them inside a word (frame.ts, imported only then: it loads the prompt
 * library); elsewhere (CI logs, pipes, editors' tools that read `file:line:column`) one line
 * each, as written.
 */
export async function layout(stream: NodeJS.WriteStream): Promise<Layout> {
  if (!stream.isTTY) return { problem: formatProblem, notice: (text) => text };
  const { noticeLines, placedMessage } = await import('./frame.ts');
  return { problem: (problem) => placedMessage(problemPlace(problem), problem.message, stream.columns), notice: (text) => noticeLines(text, stream.columns) };
}

/** Prints a command's --help on stdout, as `layout` shows notices there, and says the command succeeded. */
export async function printHelp(text: string): Promise<number> {
  console.log((await layout(process.stdout)).notice(text));
  return 0;
}

/** Prints `problems` on stderr, each at its place, then `footer` after a blank line, as `layout` shows them there. */
export async function tellProblems(problems: readonly Problem[], footer: string): Promise<void> {
  const told = await layout(process.stderr);
  for (const problem of problems) console.error(told.problem(problem));
  console.error(`\n${told.notice(footer)}`);
}

/** Runs a command: French message and exit code 2 on misuse, no stack trace for editors. */
export async function run(main: () => Promise<number | void> | number | void): Promise<void> {
  try {
    process.exitCode = (await main()) ?? 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error((await layout(process.stderr)).notice(`Erreur\u00a0: ${error.message}`));
    process.exitCode = USAGE_ERROR;
  }
}
