/**
 * Builds sites with the real Astro build, as `npm run build` does, into temporary folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURE_CONTENT = join(ROOT, 'test/fixtures/content');
export const BROKEN_CONTENT = join(ROOT, 'test/fixtures/content-broken');
export const REAL_CONTENT = join(ROOT, 'content');
export const FIXTURE_BASE = 'https://annuaire.example.org';

/** Where every build of the tests goes; the run's teardown removes it. */
export const TEST_BUILDS = join(ROOT, 'node_modules/.cache/test-builds');

export interface BuildResult {
  outDir: string;
  status: number | null;
  output: string;
}

/**
 * A fresh folder for a build's output. It stays inside the project: Astro puts the intermediate
 * files of an out-of-tree build in the project's `.astro/`, where concurrent builds would collide.
 */
export function tempOutDir(): string {
  mkdirSync(TEST_BUILDS, { recursive: true });
  return mkdtempSync(join(TEST_BUILDS, 'dist-'));
}

/**
 * Runs `astro build` on a content folder; never throws, so tests can assert failures. It runs
 * beside the test, not blocking it: a server of the test's own process keeps answering (and
 * closing its idle connections on time) while the build runs.
 */
export function astroBuild(contentDir: string, base: string, env: Record<string, string> = {}): Promise<BuildResult> {
  const outDir = tempOutDir();
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, SITE_URL: base, ...env },
  });
  const output = printedBy(child);
  return new Promise((resolve) => child.on('close', (status) => resolve({ outDir, status, output: output() })));
}

/** What a child process has printed so far, stdout and stderr in the order they came, as UTF-8. */
export function printedBy(child: ChildProcess): () => string {
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (output += text));
  return () => output;
}
