/**
 * The two sites that test files share, built once per run by the first file that reads one.
 * Apart from `sites.ts`, which most test files import: what this imports takes half a second.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { takeBuildLock } from '../../src/build/complete.ts';
import { astroBuild, FIXTURE_BASE, FIXTURE_CONTENT, REAL_CONTENT } from './sites.ts';

/** The sites that test files share, by the name they read them by: their content and base URL. */
const SHARED_SITES = {
  fixtureDist: { content: FIXTURE_CONTENT, base: FIXTURE_BASE },
  realDist: { content: REAL_CONTENT, base: 'http://localhost:4321' },
} as const;

export type SharedSite = keyof typeof SHARED_SITES;

/**
 * The build folders of the shared sites a test file reads, each built once in the run, on the
 * first file that asks: a run of files that read neither builds neither. Test files must not
 * write into them (they copy one to change it).
 * @example const { fixtureDist } = await builtSites('fixtureDist');
 */
export async function builtSites<const Names extends SharedSite[]>(...names: Names): Promise<Record<Names[number], string>> {
  const dists = await Promise.all(
    names.map((name) =>
      buildOnce(join(inject('siteBuilds'), name), async () => {
        const { content, base } = SHARED_SITES[name];
        const build = await astroBuild(content, base);
        if (build.status !== 0) throw new Error(`The build of ${content} failed:\n${build.output}`);
        return build.outDir;
      }),
    ),
  );
  return Object.fromEntries(names.map((name, i) => [name, dists[i]])) as Record<Names[number], string>;
}

/**
 * This process's calls, by folder: the build lock tells its holders apart by process id only, so
 * a second call of the holder's process would take the lock over and build again.
 */
const building = new Map<string, Promise<string>>();

/**
 * The folder `done`, built by `build` (which returns the folder it wrote) unless some process
 * built it already: test files run in separate processes, and the first to take the build lock
 * of `done` builds while the others wait. A finished build is renamed to `done`, atomically, so a
 * build stopped halfway is never taken for one; if its process was killed, the next caller takes
 * its lock over and builds. A failed build is recorded beside `done`, and every caller fails.
 */
export function buildOnce(done: string, build: () => Promise<string>): Promise<string> {
  let result = building.get(done);
  if (!result) building.set(done, (result = buildOrWait(done, build)));
  return result;
}

async function buildOrWait(done: string, build: () => Promise<string>): Promise<string> {
  const failure = `${done}.failed`;
  const finished = () => {
    if (existsSync(failure)) throw new Error(`${readFileSync(failure, 'utf8')}\n(the build another test file ran)`);
    return existsSync(done);
  };
  while (!finished()) {
    // Vitest ends its workers with a signal, before they release their locks on exit: kept beside
    // `done`, a lock goes with the run's folder rather than stay among the project's.
    if (takeBuildLock(done, dirname(done)) !== null) await sleep(100);
    // Looked at again under the lock: its last holder may have finished and exited meanwhile.
    else if (!finished()) await buildTo(done, failure, build);
  }
  return done;
}

/** Renames the folder `build` wrote to `done`; or writes its error to `failure`, for the processes waiting. */
async function buildTo(done: string, failure: string, build: () => Promise<string>): Promise<void> {
  try {
    renameSync(await build(), done);
  } catch (error) {
    // Written whole, then renamed: a waiting process never reads half of it.
    writeFileSync(`${failure}.${process.pid}`, (error as Error).message);
    renameSync(`${failure}.${process.pid}`, failure);
    throw error;
  }
}
