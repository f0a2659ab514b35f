/**
 * What `npm test`'s `pretest` step installs, or asks to install: the Debian packages of the
 * programs the suite runs that the machine lacks.
 */
import { describe, expect, it } from 'vitest';
import { missingPackages, SYSTEM_PROGRAMS } from './packages.ts';

describe('missingPackages', () => {
  it.each([
    [[], []],
    [['openssl'], ['openssl']],
    [['script', '/usr/bin/chromium'], ['chromium', 'bsdutils']],
    [['/usr/bin/chromium', 'openssl', 'script'], ['chromium', 'openssl', 'bsdutils']],
  ])('with %j missing, names %j', (absent, packages) => {
    expect(missingPackages((command) => !absent.includes(command))).toEqual(packages);
  });

  it('covers the programs the suite runs that npm does not install: the browser, openssl and script(1)', () => {
    expect(SYSTEM_PROGRAMS.map(({ command }) => command)).toEqual(['/usr/bin/chromium', 'openssl', 'script']);
  });
});
