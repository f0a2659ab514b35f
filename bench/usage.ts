/**
 * The command line of the benchmarks: `--help` prints a script's header comment, where its usage
 * is written, and an argument it does not take stops it with that usage, before a run of minutes
 * starts (`npm run bench -- --help` ran the whole benchmark; a size `--help` read as NaN tools
 * built an empty directory, then failed with a stack trace). Node-only.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** What a benchmark's arguments ask for. */
export type Asked = { sizes: number[] } | { help: true } | { problem: string };

/** Whether a command line asks for the usage. */
export const wantsHelp = (args: readonly string[]) => args.some((arg) => arg === '--help' || arg === '-h');

/**
 * Reads a benchmark's arguments: `--help` or `-h`, else synthetic directory sizes, `defaults`
 * when none are given. A script that takes no argument has no `defaults`.
 * @example readArguments(['330', '3300'], [33000]) deep equals { sizes: [330, 3300] }
 * @example readArguments(['--help']) deep equals { help: true }
 */
export function readArguments(args: readonly string[], defaults?: readonly number[]): Asked {
  if (wantsHelp(args)) return { help: true };
  if (defaults === undefined) return args.length === 0 ? { sizes: [] } : { problem: `takes no argument, not ${args.join(' ')}` };
  const wrong = args.find((arg) => !/^[1-9]\d*$/.test(arg));
  if (wrong !== undefined) return { problem: `${wrong} is not a number of tools (a whole number from 1 on)` };
  return { sizes: args.length > 0 ? args.map(Number) : [...defaults] };
}

/** A script's first comment block (its header, which states its usage), without its comment marks. */
export function headerComment(source: string): string {
  const block = /^\/\*\*\n([\s\S]*?)\n \*\//.exec(source)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/^ \*( |$)/, ''))
    .join('\n');
}

/**
 * The sizes the benchmark `script` was asked for (none when it takes no argument); on `--help`,
 * prints its usage and exits 0, on an argument it does not take, says so with its usage and exits 2.
 */
export function benchArguments(script: string, defaults?: readonly number[]): number[] {
  const asked = readArguments(process.argv.slice(2), defaults);
  if ('sizes' in asked) return asked.sizes;
  return exitWithUsage(script, 'problem' in asked ? asked.problem : undefined);
}

/** Prints the usage of the benchmark `script` and exits: 0 when asked for it, 2 after `problem`, an argument it does not take. */
export function exitWithUsage(script: string, problem?: string): never {
  const usage = headerComment(readFileSync(script, 'utf8'));
  if (problem === undefined) {
    console.log(usage);
    process.exit(0);
  }
  console.error(`${relative(process.cwd(), script)} ${problem}.\n\n${usage}`);
  process.exit(2);
}
