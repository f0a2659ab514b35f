/**
 * A project as an editor has it: a git repository holding the project's code and a small content
 * folder, with the installed packages shared through a symlink.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
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

/** Keys as a terminal sends them. */
export const KEY = { enter: '\r', tab: '\t', down: '\x1b[B', backspace: '\x7f', ctrlD: '\x04', escape: '\x1b' } as const;

/**
 * One of the project's commands run in a pseudo-terminal (script(1)), as an editor runs it at a
 * keyboard: the questions are asked, and the test reads the screen and types the answers.
 */
export function terminal(cwd: string, name: string, args: string[] = [], { cols, rows } = { cols: 120, rows: 40 }) {
  const child = spawn('script', ['-qec', `stty cols ${cols} rows ${rows} && "${process.execPath}" src/cli/${name}.ts ${args.join(' ')}`, '/dev/null'], {
    cwd,
    env: { ...process.env, CI: '', TERM: 'xterm' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  /** Everything shown so far, without the terminal's control sequences. */
  let screen = '';
  /** What is shown after the last text waited for. */
  let unread = '';
  child.stdout.on('data', (chunk) => {
    const text = String(chunk).replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
    screen += text;
    unread += text;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const killer = setTimeout(() => child.kill(), 50_000);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits until `text` is on screen after what was waited for before. */
  const waitFor = async (text: string) => {
    for (let waited = 0; !unread.includes(text); waited += 50) {
      if (waited > 20_000) throw new Error(`never shown "${text}"; screen:\n${screen}`);
      await pause(50);
    }
    unread = unread.slice(unread.indexOf(text) + text.length);
  };
  /** Types keys, leaving the prompt the time to draw them. */
  const type = async (...keys: string[]) => {
    for (const key of keys) {
      child.stdin.write(key);
      await pause(150);
    }
  };
  return {
    screen: () => screen,
    waitFor,
    type,
    /** Waits for a question, types the answer, then Enter. */
    answer: async (question: string, keys: string) => {
      await waitFor(question);
      await type(keys, KEY.enter);
    },
    exited,
    stop: () => {
      clearTimeout(killer);
      child.kill();
    },
  };
}

/**
 * The lines of `npm run validate`'s output that are problems, not warnings: the test folders'
 * collections cite fewer tools than the directory's, which the validator warns of.
 */
export const problemLines = (stderr: string) => stderr.split('\n').filter((line) => line !== '' && !line.includes(' avertissement\u00a0: '));
