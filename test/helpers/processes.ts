/**
 * Real processes of the project's scripts, for end-to-end tests: `npm start` and `npm run build`
 * as the node commands their scripts run.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { onTestFinished } from 'vitest';
import { printedBy, ROOT } from './sites.ts';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs one of `src/cli/` with extra environment, inside a test, which stops it when it ends;
 * `ready` resolves when `readyText` is printed.
 */
export function runScript(script: 'start' | 'build', env: Record<string, string>, readyText = 'API ready') {
  const child = spawn(process.execPath, [`src/cli/${script}.ts`], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = printedBy(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output().includes(readyText) && resolve());
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${output()}`)));
  });
  // Awaited only by tests that expect a start; the others watch `exited`.
  ready.catch(() => undefined);
  // A test that fails before it stops the server would leave it serving, port and all.
  onTestFinished(() => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')));
  return { child, ready, exited, output };
}
