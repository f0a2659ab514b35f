/**
 * Two pull requests that change the same lines: git leaves both versions in the file, between
 * marker lines. The validator refuses such a file with the conflict's lines, in French, instead
 * of a cascade of YAML errors or, in a tool's description, publishing both versions.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { conflictProblems } from '../../src/content/conflicts.ts';
import { loadDirectory } from '../../src/content/load.ts';
import { FIXTURE_CONTENT, ROOT } from '../helpers/sites.ts';

const RESOLVE = 'gardez la version à publier, puis supprimez les lignes qui commencent par <<<<<<<, ======= et >>>>>>>';

describe('conflictProblems', () => {
  const at = (text: string) => conflictProblems('f.md', text).map(({ line, column, message }) => `${line}:${column} ${message}`);
  it.each([
    ['no conflict', 'name: Outil\n', []],
    ['a Markdown heading underlined with =======', 'Titre\n=======\ntexte\n', []],
    ['a quoted reply in Markdown', '> cité\n>> cité deux fois\n', []],
    ['a conflict', 'a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> autre\nd\n', [`2:1 conflit de fusion non résolu (lignes 2 à 6)\u00a0: ${RESOLVE}`]],
    ['a conflict with its common base (diff3)', '<<<<<<< HEAD\nb\n||||||| base\na\n=======\nc\n>>>>>>> autre\n', [`1:1 conflit de fusion non résolu (lignes 1 à 7)\u00a0: ${RESOLVE}`]],
    ['two conflicts', '<<<<<<< HEAD\na\n=======\nb\n>>>>>>> x\nc\n<<<<<<< HEAD\nd\n=======\ne\n>>>>>>> x', [`1:1 conflit de fusion non résolu (lignes 1 à 5)\u00a0: ${RESOLVE}`, `7:1 conflit de fusion non résolu (lignes 7 à 11)\u00a0: ${RESOLVE}`]],
    ['a conflict whose end was deleted', 'a\n<<<<<<< HEAD\nb\n=======\nc\n', [`2:1 conflit de fusion non résolu, sans sa ligne >>>>>>> de fin\u00a0: ${RESOLVE}`]],
    [
      'the marker lines left once the opening one was deleted',
      'b\n=======\nc\n>>>>>>> autre\n',
      ['2:1 ligne ======= restée d’un conflit de fusion\u00a0: une fois la bonne version gardée, supprimez-la', '4:1 ligne >>>>>>> restée d’un conflit de fusion\u00a0: une fois la bonne version gardée, supprimez-la'],
    ],
  ])('%s', (_case, text, expected) => expect(at(text)).toEqual(expected));
});

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A git repository of the fixture content where two branches changed the same lines, merged. */
function conflictingMerge(edits: Record<string, [from: string, ours: string, theirs: string]>): string {
  const parent = join(ROOT, 'node_modules/.cache/test-content');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'merge-'));
  made.push(dir);
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=Éditrice', '-c', 'user.email=editrice@example.org', '-c', 'init.defaultBranch=main', ...args], { cwd: dir, encoding: 'utf8' });
  const edit = (side: 1 | 2) => {
    for (const [path, change] of Object.entries(edits)) writeFileSync(join(dir, path), readFileSync(join(dir, path), 'utf8').replace(change[0], change[side]));
  };
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'départ');
  git('switch', '-qc', 'autre');
  edit(2);
  git('commit', '-qam', 'autre version');
  git('switch', '-q', 'main');
  edit(1);
  git('commit', '-qam', 'une version');
  expect(git('merge', 'autre').status).toBe(1);
  return dir;
}

describe('npm run validate after a merge conflict', () => {
  it('refuses each conflicted file, once, at the conflict, and publishes neither version', () => {
    const dir = conflictingMerge({
      'tools/kahoot.md': ['Description longue de **Kahoot!**', 'Présentation de **Kahoot!**', 'Description de **Kahoot!**'],
      'collections/quiz-express.yaml': ['  - tool: coeur-de-quiz\n', '  - tool: coeur-de-quiz\n    note: Une note.\n', '  - tool: coeur-de-quiz\n    note: Une autre note.\n'],
    });
    const result = spawnSync(process.execPath, [join(ROOT, 'src/cli/validate.ts'), dir], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '' } });
    expect(result.status).toBe(1);
    const problems = result.stderr.split('\n').filter((line) => !line.includes(' avertissement\u00a0: '));
    expect(problems.join('\n').replaceAll(`${dir.slice(ROOT.length + 1)}/`, '')).toBe(
      [
        `collections/quiz-express.yaml:12:1 conflit de fusion non résolu (lignes 12 à 16)\u00a0: ${RESOLVE}`,
        `tools/kahoot.md:15:1 conflit de fusion non résolu (lignes 15 à 19)\u00a0: ${RESOLVE}`,
        '',
        '2 problèmes\u00a0: corrigez-les puis relancez npm run validate.',
        '',
      ].join('\n'),
    );
    expect(loadDirectory(dir).directory.tools.map((tool) => tool.slug)).not.toContain('kahoot');
  });

  it('accepts the file once the editor kept one version', () => {
    const dir = conflictingMerge({ 'tools/kahoot.md': ['Description longue de **Kahoot!**', 'Présentation de **Kahoot!**', 'Description de **Kahoot!**'] });
    execFileSync('git', ['checkout', '--theirs', 'tools/kahoot.md'], { cwd: dir });
    const { problems, directory } = loadDirectory(dir);
    expect(problems).toEqual([]);
    expect(directory.tools.find((tool) => tool.slug === 'kahoot')?.long_description).toMatch(/^Description de \*\*Kahoot!\*\*/);
  });
});
