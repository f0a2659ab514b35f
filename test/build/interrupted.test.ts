/**
 * Build atomicity with real processes: `npm run build` killed with SIGKILL early, mid-write and
 * just before the swap never leaves a site that `npm start` serves half-built; a damaged build is
 * rebuilt; the completion check names what is wrong.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPLETION_FILE, incompleteBuild, outDir, replaceable } from '../../src/build/complete.ts';
import { contentDir } from '../../src/content/load.ts';
import { freePort, runScript } from '../helpers/processes.ts';
import { FIXTURE_BASE, FIXTURE_CONTENT, REAL_CONTENT, ROOT, tempOutDir } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const env = (outDir: string) => ({ OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: FIXTURE_BASE });

/** Starts `npm run build` and kills it with `signal` as soon as `when` holds (checked every 2 ms); resolves to its exit code. */
async function killBuild(outDir: string, when: () => boolean, signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
  const build = runScript('build', env(outDir));
  let exited = false;
  void build.exited.then(() => (exited = true));
  while (!exited && !when()) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(exited, `the build ended before the kill point:\n${build.output()}`).toBe(false);
  build.child.kill(signal);
  return build.exited;
}

/** Runs `npm start` on the folder, checks it serves a whole site, and returns what it printed. */
async function startAndServe(outDir: string): Promise<string> {
  const port = await freePort();
  const server = runScript('start', { ...env(outDir), PORT: String(port), RATE_LIMIT: '0' });
  try {
    await server.ready;
    for (const path of ['/api/v1/directory', '/api/v1/openapi.json', '/api/v1/directory/tools?per_page=7&page=2', '/api/v1/directory/tools/kahoot']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(response.status, path).toBe(200);
      await response.json();
    }
    expect(incompleteBuild(outDir)).toBeNull();
    return server.output();
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** A copy of the fixture build, damaged by `damage`. */
function damagedCopy(damage: (dir: string) => void): string {
  const dir = join(tempOutDir(), 'dist');
  cpSync(fixtureDist, dir, { recursive: true });
  damage(dir);
  return dir;
}

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0);

describe('an interrupted build', () => {
  it('is never served: killed early, mid-write or before the swap, npm start serves a whole site', async () => {
    const outDir = join(tempOutDir(), 'dist');
    const next = `${outDir}.next`;

    // Mid-write, nothing built before: no dist/ at all, and npm start builds one.
    await killBuild(outDir, () => filesIn(join(next, '_api')) > 20);
    expect(existsSync(outDir)).toBe(false);
    expect(filesIn(next)).toBeGreaterThan(0);
    expect(await startAndServe(outDir)).toContain(`No complete build in ${outDir} (${outDir} does not exist): building the site`);
    const record = readFileSync(join(outDir, COMPLETION_FILE), 'utf8');

    // Early, over a complete build: that build stays as it was and is served without a rebuild.
    await killBuild(outDir, () => true);
    expect(readFileSync(join(outDir, COMPLETION_FILE), 'utf8')).toBe(record);
    expect(await startAndServe(outDir)).not.toContain('building the site');

    // Mid-write over a complete build: same.
    await killBuild(outDir, () => filesIn(join(next, '_api')) > 20);
    expect(incompleteBuild(next)).not.toBeNull();
    expect(readFileSync(join(outDir, COMPLETION_FILE), 'utf8')).toBe(record);
    expect(await startAndServe(outDir)).not.toContain('building the site');

    // Just before the swap: the new build is complete, the old one still in place or already
    // replaced; either way dist/ is whole (same content, so the same record).
    await killBuild(outDir, () => existsSync(join(next, COMPLETION_FILE)));
    expect(incompleteBuild(outDir)).toBeNull();
    expect(readFileSync(join(outDir, COMPLETION_FILE), 'utf8')).toBe(record);
    expect(await startAndServe(outDir)).not.toContain('building the site');
  });

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('stopped by %s mid-write, takes its fresh folder with it and leaves dist/ as it was', async (signal, status) => {
    const outDir = join(tempOutDir(), 'dist');
    cpSync(fixtureDist, outDir, { recursive: true });
    const record = readFileSync(join(outDir, COMPLETION_FILE), 'utf8');
    expect(await killBuild(outDir, () => filesIn(join(`${outDir}.next`, '_api')) > 20, signal)).toBe(status);
    expect(existsSync(`${outDir}.next`)).toBe(false);
    expect(readFileSync(join(outDir, COMPLETION_FILE), 'utf8')).toBe(record);
  });

  it('is never run twice at once on one folder: the second stops with a message, the first completes', async () => {
    const outDir = join(tempOutDir(), 'dist');
    // The real directory: a build long enough to be running still when the second has started.
    const first = runScript('build', { ...env(outDir), CONTENT_DIR: REAL_CONTENT });
    // The first holds the lock once it has made its fresh folder.
    while (!existsSync(`${outDir}.next`)) {
      expect(first.child.exitCode, first.output()).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const second = runScript('build', env(outDir));
    expect(await second.exited, `${second.output()}\n---\n${first.output()}`).toBe(1);
    expect(second.output().trim()).toBe(`Une autre construction de ${relative(ROOT, outDir)} est en cours (processus ${first.child.pid})\u00a0: attendez qu’elle se termine, ou donnez à OUT_DIR un autre dossier.`);
    expect(await first.exited, first.output()).toBe(0);
    expect(incompleteBuild(outDir)).toBeNull();
    // Done, it leaves the folder to the next build.
    const third = runScript('build', env(outDir));
    expect(await third.exited, third.output()).toBe(0);
  });

  it('left damaged (an empty index) is rebuilt by npm start, never parsed or served', async () => {
    const outDir = join(tempOutDir(), 'dist');
    cpSync(fixtureDist, outDir, { recursive: true });
    truncateSync(join(outDir, '_api/list-index.txt'), 0);
    expect(await startAndServe(outDir)).toContain(`No complete build in ${outDir} (_api/list-index.txt differs from what the build wrote): building the site`);
  });
});

describe('what npm run build prints', () => {
  it('is what it did, not a line per file it wrote', async () => {
    const outDir = join(tempOutDir(), 'dist');
    const build = runScript('build', env(outDir));
    expect(await build.exited, build.output()).toBe(0);
    expect(build.output()).not.toContain('_api/tools/');
    expect(build.output().trim().split('\n').at(-1)).toBe(`Construction terminée\u00a0: ${relative(ROOT, outDir)}`);
  });
});

describe('the settings of npm run build', () => {
  it.each([
    ['SITE_URL', 'annuaire.example.org', 'SITE_URL=annuaire.example.org is not understood: give the address clients reach the site by, scheme and host only, as https://annuaire.example.org (the API is served from the root).'],
    ['API_NOINDEX', 'oui', 'API_NOINDEX=oui is not understood: true (or 1) keeps the deploy out of search engines, false, 0 or nothing publishes it.'],
    ['CONTENT_DIR', 'contenu-absent', 'CONTENT_DIR=contenu-absent is not a folder: give the content folder to build (content by default).'],
    ['CONTENT_DIR', 'package.json', 'CONTENT_DIR=package.json is not a folder: give the content folder to build (content by default).'],
  ])('%s=%s stops it with its one line before anything is built', async (name, value, message) => {
    const outDir = join(tempOutDir(), 'dist');
    const build = runScript('build', { ...env(outDir), [name]: value });
    expect(await build.exited).toBe(1);
    expect(build.output().trim()).toBe(message);
    expect(existsSync(outDir)).toBe(false);
    expect(existsSync(`${outDir}.next`)).toBe(false);
  });
});

describe('the output folder', () => {
  it('is never a folder of other files: npm run build stops before building and leaves it as it was', async () => {
    // What OUT_DIR=content would name: the swap would have deleted every tool file.
    const outDir = join(tempOutDir(), 'content');
    cpSync(FIXTURE_CONTENT, outDir, { recursive: true });
    const before = readdirSync(outDir, { recursive: true }).sort();
    const build = runScript('build', env(outDir));
    expect(await build.exited).toBe(1);
    expect(build.output().trim()).toBe(`${relative(ROOT, outDir)} existe et ne contient pas de construction (ni build.json ni _api/)\u00a0: la construction le remplacerait en entier. Donnez à OUT_DIR un dossier absent, vide ou déjà construit (dist par défaut).`);
    expect(readdirSync(outDir, { recursive: true }).sort()).toEqual(before);
    expect(existsSync(`${outDir}.next`)).toBe(false);
  });

  it.each([
    ['absent', true, () => join(tempOutDir(), 'dist')],
    ['empty', true, () => tempOutDir()],
    ['a build', true, () => fixtureDist],
    ['a build without its record', true, () => damagedCopy((dir) => rmSync(join(dir, COMPLETION_FILE)))],
    ['a folder of other files', false, () => FIXTURE_CONTENT],
    ['the project', false, () => ROOT],
    ['a file', false, () => join(ROOT, 'README.md')],
  ])('%s: may be replaced, %s', (_, expected, folder) => expect(replaceable(folder())).toBe(expected));

  it.each([
    [{}, 'dist', 'content'],
    [{ OUT_DIR: '', CONTENT_DIR: '' }, 'dist', 'content'],
    [{ OUT_DIR: 'build/site', CONTENT_DIR: 'test/fixtures/content' }, 'build/site', 'test/fixtures/content'],
  ])('folders named by %j: %s and %s, never the project for an empty value', (env, out, content) => {
    expect(outDir(env)).toBe(resolve(out));
    expect(contentDir(env)).toBe(resolve(content));
  });
});

describe('the completion check', () => {
  const damaged = (damage: (dir: string) => void) => incompleteBuild(damagedCopy(damage));

  it('passes a finished build', () => {
    expect(incompleteBuild(fixtureDist)).toBeNull();
  });

  it('names what is wrong with an interrupted or damaged one', () => {
    expect({
      emptyIndex: damaged((dir) => truncateSync(join(dir, '_api/list-index.txt'), 0)),
      emptyChunk: damaged((dir) => truncateSync(join(dir, '_api/list-items/0.json'), 0)),
      noDiscovery: damaged((dir) => rmSync(join(dir, '_api/directory.json'))),
      noRecord: damaged((dir) => rmSync(join(dir, COMPLETION_FILE))),
      emptyRecord: damaged((dir) => truncateSync(join(dir, COMPLETION_FILE), 0)),
      recordWithoutApi: damaged((dir) => writeFileSync(join(dir, COMPLETION_FILE), '{"files":{}}')),
    }).toMatchInlineSnapshot(`
      {
        "emptyChunk": "_api/list-items/0.json differs from what the build wrote",
        "emptyIndex": "_api/list-index.txt differs from what the build wrote",
        "emptyRecord": "build.json is unreadable: the build did not finish",
        "noDiscovery": "_api/directory.json is missing",
        "noRecord": "build.json is missing: the build did not finish",
        "recordWithoutApi": "build.json does not list _api/list-index.txt",
      }
    `);
  });
});
