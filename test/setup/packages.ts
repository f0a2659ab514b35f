/**
 * `npm test` runs this before the suite (`pretest`): the suite drives programs of the system that
 * npm does not install, Debian's Chromium for the browser tests (playwright-core cannot download
 * a browser), openssl for the link checker's HTTPS test and script(1) for the scaffolds' terminal
 * tests. A machine without one gets it from Debian's packages when it can, and otherwise a
 * message saying what to install, rather than tests failing on a command not found.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** Each program the suite runs, by the command it runs, with the Debian package that brings it. */
export const SYSTEM_PROGRAMS = [
  { command: '/usr/bin/chromium', pkg: 'chromium' },
  { command: 'openssl', pkg: 'openssl' },
  { command: 'script', pkg: 'bsdutils' },
] as const;

/**
 * The Debian packages of the programs that `found` does not find, in the order above.
 * @example missingPackages((command) => command !== 'openssl') deep equals ['openssl']
 */
export function missingPackages(found: (command: string) => boolean): string[] {
  return SYSTEM_PROGRAMS.filter(({ command }) => !found(command)).map(({ pkg }) => pkg);
}

/** Whether a command is a file: itself when absolute, else in a folder of `PATH`. */
function onPath(command: string): boolean {
  if (isAbsolute(command)) return existsSync(command);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, command)));
}

if (import.meta.main) {
  const missing = missingPackages(onPath);
  if (missing.length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian’s ${missing.join(', ')} for the tests…`);
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else if (missing.length > 0) {
    console.error(`The tests need Debian's ${missing.join(', ')}: install ${missing.length === 1 ? 'it' : 'them'} (sudo apt-get install -y ${missing.join(' ')}), then run npm test again.`);
    process.exit(1);
  }
}
