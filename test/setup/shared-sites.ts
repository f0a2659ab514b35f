import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_BUILDS } from '../helpers/sites.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's shared sites (`builtSites`), new at each run. */
    siteBuilds: string;
  }
}

/**
 * The shared sites are built on demand (`builtSites`), not here before every run: a run of files
 * that read no site, most of them, then takes seconds rather than waiting for both builds
 * (19 s against 3 s for test/router/params.test.ts, measured on two cores). A new folder per run
 * rather than builds kept across runs under a digest of their inputs: a build is never reused
 * from an earlier run, so no input such a digest would miss can leave a test reading a stale one.
 */
export default function setup(project: TestProject): () => void {
  mkdirSync(TEST_BUILDS, { recursive: true });
  project.provide('siteBuilds', mkdtempSync(join(TEST_BUILDS, 'run-')));
  // Every build the tests made goes when the run ends, and with it what a stopped run left.
  return () => rmSync(TEST_BUILDS, { recursive: true, force: true });
}
