/**
 * A project as an editor has it: a git repository holding the project's code and a small content
 * folder, with the installed packages shared through a symlink.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_CONTENT, ROOT } from '../helpers/sites.ts';

const CODE = ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'public'];

export function editorRepository(content = FIXTURE_CONTENT): string {
  const repo = mkdtempSync(join(tmpdir(), 'annuaire-editeur-'));
  for (const entry of CODE) cpSync(join(ROOT, entry), join(repo, entry), { recursive: true });
  cpSync(content, join(repo, 'content'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(repo, 'node_modules'), 'dir');
  git(repo, 'init', '--quiet', '--initial-branch=main');
  git(repo, 'add', '.');
  git(repo, 'commit', '--quiet', '-m', 'Contenu de départ');
  return repo;
}

export function git(repo: string, ...args: string[]): string {
  const result = spawnSync('git', ['-c', 'user.name=Éditrice', '-c', 'user.email=editrice@example.org', ...args], { cwd: repo, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** Runs one of the project's commands (`src/cli/<name>.ts`) in a folder, as `npm run` would, without a terminal. */
export function command(cwd: string, name: string, args: string[] = [], env: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [join(cwd, 'src/cli', `${name}.ts`), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, GITHUB_ACTIONS: '', CI: 'true', ...env },
  });
}
