/**
 * The benchmarks' command line: `--help` prints a script's usage, and an argument it does not
 * take stops it at once with that usage, rather than starting a run of minutes on it; the search
 * evaluation scores no folder that is not valid content.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerComment, readArguments } from '../../bench/usage.ts';
import { ROOT } from '../helpers/sites.ts';

describe('readArguments', () => {
  it.each([
    [[], [100_000], { sizes: [100_000] }],
    [['330', '3300'], [100_000], { sizes: [330, 3300] }],
    [['--help'], [100_000], { help: true }],
    [['330', '-h'], [100_000], { help: true }],
    [['--help'], undefined, { help: true }],
    [[], undefined, { sizes: [] }],
    [['abc'], [100_000], { problem: 'abc is not a number of tools (a whole number from 1 on)' }],
    [['330', '0'], [100_000], { problem: '0 is not a number of tools (a whole number from 1 on)' }],
    [['1.5'], [100_000], { problem: '1.5 is not a number of tools (a whole number from 1 on)' }],
    [['--sizes', '330'], undefined, { problem: 'takes no argument, not --sizes 330' }],
  ] as const)('reads %j (defaults %j) as %j', (args, defaults, asked) => {
    expect(readArguments(args, defaults)).toEqual(asked);
  });
});

describe('headerComment', () => {
  it('gives the first comment block without its marks, blank lines kept', () => {
    expect(headerComment('/**\n * Measures a thing.\n *\n * Usage: npx node bench/x.ts [sizes…]\n */\nimport { a } from "b";\n/** Not this. */')).toBe('Measures a thing.\n\nUsage: npx node bench/x.ts [sizes…]');
  });
});

describe('a benchmark run by hand', () => {
  const run = (script: string, ...args: string[]) => spawnSync(process.execPath, [`bench/${script}`, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  const header = (script: string) => headerComment(readFileSync(join(ROOT, 'bench', script), 'utf8'));

  it.each(['search-eval.ts', 'run.ts', 'search.ts', 'reliability.ts', 'layout.ts', 'edge.ts', 'cold-index.ts'])('%s prints its usage on --help, and measures nothing', (script) => {
    const { status, stdout, stderr } = run(script, '--help');
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout).toBe(`${header(script)}\n`);
  });

  it.each([
    ['search-eval.ts', 'content other', 'takes one content folder, not content other'],
    ['run.ts', 'x', 'takes no argument, not x'],
    ['search.ts', 'x', 'takes no argument, not x'],
    ['reliability.ts', 'x', 'takes no argument, not x'],
    ['layout.ts', 'abc', 'abc is not a number of tools (a whole number from 1 on)'],
    ['edge.ts', '0', '0 is not a number of tools (a whole number from 1 on)'],
    ['cold-index.ts', '1e3', '1e3 is not a number of tools (a whole number from 1 on)'],
  ])('%s refuses %s with its usage, and measures nothing', (script, argument, problem) => {
    const { status, stdout, stderr } = run(script, ...argument.split(' '));
    expect({ status, stdout }).toEqual({ status: 2, stdout: '' });
    expect(stderr).toBe(`bench/${script} ${problem}.\n\n${header(script)}\n`);
  });

  it('search-eval.ts scores no folder that is not content, naming its first problem', () => {
    const { status, stdout, stderr } = run('search-eval.ts', 'contenu');
    expect({ status, stdout }).toEqual({ status: 2, stdout: '' });
    expect(stderr).toMatch(/^contenu is not content that validates \(1 problem, the first: contenu\/categories\.yaml:1:1 le fichier des catégories manque\u00a0.*\): npm run validate contenu lists them all\.\n$/);
  });
});
