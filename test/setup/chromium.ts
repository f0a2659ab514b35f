/**
 * `npm test` runs before the suite (`pretest`): the browser tests drive Debian's Chromium
 * (playwright-core cannot download a browser), so a machine without it gets it from Debian's
 * packages when it can, and otherwise a message saying what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian’s chromium for the browser tests…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    console.error(`The browser tests need ${CHROMIUM}: install Debian's chromium package (sudo apt-get install -y chromium), then run npm test again.`);
    process.exit(1);
  }
}
