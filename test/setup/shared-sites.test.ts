/**
 * The sites that test files share are built once per run, by whichever file asks first, while
 * the files in other processes wait (`buildOnce`). Here with a fake build of a fraction of a
 * second, in real processes, as Vitest runs test files.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { TestProject } from 'vitest/node';
import { printedBy, ROOT, tempOutDir } from '../helpers/sites.ts';
import setup from './shared-sites.ts';

/**
 * A process that asks `calls` times at once for the folder `done`, once it has noted « asks » and
 * its process id in `log`. Its build notes « builds », writes half of a site, and waits for the
 * test to create `release`; then it writes the rest, or fails; one that hangs waits to be killed.
 */
const CALLER = `
import { appendFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildOnce } from ${JSON.stringify(join(ROOT, 'test/helpers/built-sites.ts'))};
const [done, log, release, outcome, calls] = process.argv.slice(1);
async function build() {
  appendFileSync(log, 'builds ' + process.pid + '\\n');
  const out = mkdtempSync(done + '-building-');
  writeFileSync(join(out, 'half'), '');
  while (outcome === 'hangs' || !existsSync(release)) await sleep(20);
  if (outcome === 'fails') throw new Error('the fake build failed');
  writeFileSync(join(out, 'whole'), String(process.pid));
  return out;
}
appendFileSync(log, 'asks ' + process.pid + '\\n');
const folders = await Promise.all(Array.from({ length: Number(calls) }, () => buildOnce(done, build)));
console.log(JSON.stringify(folders));
`;

type Outcome = 'succeeds' | 'fails' | 'hangs';

/** A test's own folder to build, with its log and the file that lets its build end. */
function site() {
  const done = join(tempOutDir(), 'site');
  const log = `${done}.log`;
  const noted = (what: 'asks' | 'builds') => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter((line) => line.startsWith(`${what} `)).map((line) => Number(line.split(' ')[1])) : []);
  return {
    done,
    /** The process ids that asked for it, or that started a build of it, in order. */
    noted,
    caller(outcome: Outcome, calls = 1) {
      const child = spawn(process.execPath, ['--input-type=module', '-e', CALLER, done, log, `${done}.release`, outcome, String(calls)], { cwd: ROOT });
      const output = printedBy(child);
      onTestFinished(() => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')));
      const ended = new Promise<{ status: number | null; output: string }>((resolve) => child.on('close', (status) => resolve({ status, output: output() })));
      return { child, ended };
    },
    async until(what: 'asks' | 'builds', count: number) {
      while (noted(what).length < count) await sleep(20);
    },
    release: () => writeFileSync(`${done}.release`, ''),
  };
}

describe('a shared site', () => {
  it('is built once when processes ask for it at once, each twice: every call gets the finished folder', async () => {
    const shared = site();
    const callers = [1, 2, 3].map(() => shared.caller('succeeds', 2));
    await shared.until('asks', 3);
    await sleep(200);
    shared.release();
    for (const { status, output } of await Promise.all(callers.map((caller) => caller.ended))) {
      expect(status, output).toBe(0);
      expect(JSON.parse(output)).toEqual([shared.done, shared.done]);
    }
    expect(shared.noted('builds')).toHaveLength(1);
    expect(readdirSync(shared.done).sort()).toEqual(['half', 'whole']);
    expect(readFileSync(join(shared.done, 'whole'), 'utf8')).toBe(String(shared.noted('builds')[0]));
  });

  it('is never taken half-built from a process killed while building it: a waiting caller builds it again', async () => {
    const shared = site();
    const killed = shared.caller('hangs');
    await shared.until('builds', 1);
    // Its lock is beside the site, in a folder the run removes, and not among the project's.
    expect(readdirSync(dirname(shared.done)).filter((name) => name.endsWith('.lock'))).toHaveLength(1);
    const waiting = shared.caller('succeeds');
    await shared.until('asks', 2);
    await sleep(200);
    expect(waiting.child.exitCode).toBeNull();
    killed.child.kill('SIGKILL');
    shared.release();
    const { status, output } = await waiting.ended;
    expect(status, output).toBe(0);
    expect(shared.noted('builds')).toEqual([killed.child.pid, waiting.child.pid]);
    expect(readFileSync(join(shared.done, 'whole'), 'utf8')).toBe(String(waiting.child.pid));
  });

  it('whose build failed fails every caller with its message, waiting or coming later, and is not built again', async () => {
    const shared = site();
    const first = shared.caller('fails');
    await shared.until('builds', 1);
    const waiting = shared.caller('succeeds');
    await shared.until('asks', 2);
    await sleep(200);
    shared.release();
    const ended = [await first.ended, await waiting.ended, await shared.caller('succeeds').ended];
    for (const { status, output } of ended) {
      expect(status, output).toBe(1);
      expect(output).toContain('the fake build failed');
    }
    expect(shared.noted('builds')).toEqual([first.child.pid]);
    expect(existsSync(shared.done)).toBe(false);
  });
});

describe('the run', () => {
  // Its teardown is not called here: it removes the builds of the run under way.
  it('gives the shared sites a new empty folder each time, so that a build of an earlier run is never reused', () => {
    const folders: string[] = [];
    const project = { provide: (key: string, folder: string) => key === 'siteBuilds' && folders.push(folder) };
    setup(project as unknown as TestProject);
    setup(project as unknown as TestProject);
    expect(new Set(folders).size).toBe(2);
    for (const folder of folders) expect(readdirSync(folder)).toEqual([]);
  });
});
