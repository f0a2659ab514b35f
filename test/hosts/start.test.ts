/**
 * `npm start` end to end: it builds when needed, serves on PORT, stops cleanly on SIGTERM, and
 * refuses to serve content that does not validate.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { COMPLETION_FILE } from '../../src/build/complete.ts';
import { freePort, runScript } from '../helpers/processes.ts';
import { BROKEN_CONTENT, FIXTURE_BASE, FIXTURE_CONTENT, ROOT, tempOutDir } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const start = (env: Record<string, string>) => runScript('start', env);

/** A copy of the fixture build dated after any change of the code, so that only what a test changes can make npm start build. */
function servedCopy(): string {
  const outDir = join(tempOutDir(), 'dist');
  cpSync(fixtureDist, outDir, { recursive: true });
  const later = new Date('2100-01-01T00:00:00Z');
  utimesSync(join(outDir, COMPLETION_FILE), later, later);
  return outDir;
}

/** Every file and folder of a tree dated in 2000, before any build. */
function dateBack(dir: string): void {
  const y2000 = new Date('2000-01-01T00:00:00Z');
  for (const path of [dir, ...readdirSync(dir, { recursive: true }).map((entry) => join(dir, String(entry)))]) utimesSync(path, y2000, y2000);
}

/** Whether a server could listen on `port` of 127.0.0.1 now: no other holds it. */
async function listenable(port: number): Promise<boolean> {
  const probe = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) await new Promise((resolve) => probe.close(resolve));
  return listening;
}

/** An address of this machine other than loopback, if it has one. */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe('npm start', () => {
  it('builds, serves the API on PORT with links on localhost, stops on SIGTERM, and builds again when the code changed', async () => {
    const port = await freePort();
    const outDir = join(tempOutDir(), 'dist');
    const content = FIXTURE_CONTENT;
    const server = start({ PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: content, SITE_URL: '' });
    await server.ready;
    expect(server.output()).toContain('building the site for http://localhost:' + port);
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/directory/tools?per_page=1`);
    expect(response.status).toBe(200);
    expect((await response.json()).links.self).toBe(`http://localhost:${port}/api/v1/directory/tools?per_page=1`);
    await expect.poll(server.output).toMatch(/ GET \/api\/v1\/directory\/tools\?per_page=1 200 /);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // A second start finds the build up to date and serves at once.
    const again = start({ PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: content, SITE_URL: '' });
    await again.ready;
    expect(again.output()).not.toContain('building the site');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);

    // Code newer than the build builds it again. The build is dated back rather than a source
    // file touched: other test files run npm start meanwhile, and would rebuild too.
    const y2001 = new Date('2001-01-01T00:00:00Z');
    utimesSync(join(outDir, COMPLETION_FILE), y2001, y2001);
    const changed = start({ PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: content, SITE_URL: '' });
    await changed.ready;
    expect(changed.output()).toContain("The site's code changed since the last build: building the site for http://localhost:" + port);
    changed.child.kill('SIGTERM');
    expect(await changed.exited).toBe(0);
  });

  // npm runs the script through a shell, to which it passes the signal it gets; the shell dies of
  // it without passing it on, and the server was left serving, its port held.
  it.each([
    ['while it serves', servedCopy, async (port: number) => expect.poll(() => fetch(`http://127.0.0.1:${port}/api/v1/directory`).then((response) => response.status, () => 0), { timeout: 30_000, interval: 200 }).toBe(200)],
    // Its build cannot look for its parent: the server it starts then must.
    ['while it builds', () => join(tempOutDir(), 'dist'), async (_: number, outDir: string) => expect.poll(() => existsSync(`${outDir}.next`), { timeout: 30_000, interval: 50 }).toBe(true)],
  ] as const)('stops, and frees its port, when npm start itself gets SIGTERM %s', async (_, outDirOf, until) => {
    const port = await freePort();
    const outDir = outDirOf();
    // Its own process group, so that whatever is left of it can be stopped whatever happens.
    const npm = spawn('npm', ['start'], { cwd: ROOT, detached: true, env: { ...process.env, PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: FIXTURE_BASE }, stdio: 'ignore' });
    onTestFinished(() => {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // Every process of the group has ended.
      }
    });
    await until(port, outDir);
    npm.kill('SIGTERM');
    // The build, if any, is left to finish; the server stops, or never starts.
    await expect.poll(() => existsSync(join(outDir, COMPLETION_FILE)), { timeout: 30_000, interval: 200 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect.poll(() => listenable(port), { timeout: 10_000, interval: 200 }).toBe(true);
  });

  it.each(['abc', '0', '70000', '80 80'])('refuses PORT=%j before building anything', async (port) => {
    const outDir = join(tempOutDir(), 'dist');
    const server = start({ PORT: port, OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: '' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`PORT=${port} is not understood: give a port number from 1 to 65535.`);
    expect(existsSync(outDir)).toBe(false);
  });

  it.each(['annuaire.example.org', 'https://example.org/annuaire'])('refuses SITE_URL=%j before building anything', async (site) => {
    const outDir = join(tempOutDir(), 'dist');
    const server = start({ PORT: String(await freePort()), OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: site });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`SITE_URL=${site} is not understood: give the address clients reach the site by, scheme and host only, as https://annuaire.example.org (the API is served from the root).`);
    expect(existsSync(outDir)).toBe(false);
  });

  it('refuses a CONTENT_DIR that is not a folder, over a complete build too', async () => {
    const missing = join(tempOutDir(), 'contenu');
    const server = start({ PORT: String(await freePort()), OUT_DIR: servedCopy(), CONTENT_DIR: missing, SITE_URL: FIXTURE_BASE });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`CONTENT_DIR=${missing} is not a folder: give the content folder to build (content by default).`);
  });

  it('does not rebuild, for its own port, the build another npm start serves, and builds it once that one has stopped', async () => {
    const outDir = servedCopy();
    const port = await freePort();
    const first = start({ PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: FIXTURE_BASE });
    await first.ready;
    const otherPort = String(await freePort());
    const second = start({ PORT: otherPort, OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: '' });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(`${outDir} was built for another base URL; another npm start (process ${first.child.pid}) serves ${outDir}, which a build would replace under it: stop that server, or give this one its own OUT_DIR.`);
    expect((await (await fetch(`http://127.0.0.1:${port}/api/v1/directory/tools?per_page=1`)).json()).links.self).toBe(`${FIXTURE_BASE}/api/v1/directory/tools?per_page=1`);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const third = start({ PORT: otherPort, OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: '' });
    await third.ready;
    expect(third.output()).toContain(`${outDir} was built for another base URL: building the site for http://localhost:${otherPort}`);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  it.each([
    ['a folder of other files', (folder: string) => writeFileSync(join(folder, 'notes.txt'), 'mine')],
    [
      'a file',
      (folder: string) => {
        rmSync(folder, { recursive: true });
        writeFileSync(folder, 'mine');
      },
    ],
  ])('refuses an OUT_DIR that is %s before building anything, and leaves it as it was', async (_, make) => {
    const outDir = tempOutDir();
    make(outDir);
    const before = statSync(outDir).isFile() ? readFileSync(outDir, 'utf8') : readdirSync(outDir);
    const server = start({ PORT: String(await freePort()), OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: '' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`OUT_DIR=${outDir} holds other files than a build (neither build.json nor _api/), which a build would replace whole: give a folder that is absent, empty or a build already (dist by default).`);
    expect(statSync(outDir).isFile() ? readFileSync(outDir, 'utf8') : readdirSync(outDir)).toEqual(before);
    expect(existsSync(`${outDir}.next`)).toBe(false);
  });

  it('builds again from other content whatever its files\' dates, and not from a copy of the same content', async () => {
    const outDir = servedCopy();
    const content = join(tempOutDir(), 'content');
    cpSync(FIXTURE_CONTENT, content, { recursive: true });
    const serve = async () => {
      const port = await freePort();
      const server = start({ PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: content, SITE_URL: FIXTURE_BASE });
      await server.ready;
      const kahoot = (await (await fetch(`http://127.0.0.1:${port}/api/v1/directory/tools/kahoot`)).json()).data.short_description;
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      return { output: server.output(), kahoot };
    };

    // The same files in another folder: the build is theirs.
    const same = await serve();
    expect(same.output).not.toContain('building the site');
    expect(same.kahoot).toBe('Jeux-questionnaires (quiz) en direct projetés devant la classe.');

    // Other files dated before the build (restored from a backup, copied with their dates).
    const file = join(content, 'tools/kahoot.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('en direct projetés', 'en direct, projetés'));
    dateBack(content);
    const changed = await serve();
    expect(changed.output).toContain(`The content in ${content} is not what the last build was made from: building the site for ${FIXTURE_BASE}`);
    expect(changed.kahoot).toBe('Jeux-questionnaires (quiz) en direct, projetés devant la classe.');
  });

  it('builds again when API_NOINDEX changes, so that a preview build is never served as production or the other way round, and refuses a value it does not know', async () => {
    const outDir = servedCopy();
    const port = await freePort();
    const preview = start({ PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: FIXTURE_BASE, API_NOINDEX: '1' });
    await preview.ready;
    expect(preview.output()).toContain(`${outDir} was built for production: building the site for ${FIXTURE_BASE}`);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/directory`)).headers.get('x-robots-tag')).toBe('noindex');
    preview.child.kill('SIGTERM');
    expect(await preview.exited).toBe(0);

    const unknown = start({ PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: FIXTURE_BASE, API_NOINDEX: 'oui' });
    expect(await unknown.exited).toBe(1);
    expect(unknown.output().trim()).toBe('API_NOINDEX=oui is not understood: true (or 1) keeps the deploy out of search engines, false, 0 or nothing publishes it.');
  });

  // Node takes an empty host for every interface.
  it.skipIf(!outward)('listens on 127.0.0.1 alone when HOST is empty, as when it is unset (skipped on a machine with no other address)', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '', OUT_DIR: servedCopy(), CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: FIXTURE_BASE });
    try {
      await server.ready;
      expect(server.output()).not.toContain('building the site');
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/directory`)).status).toBe(200);
      await expect(fetch(`http://${outward}:${port}/api/v1/directory`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('says so, before building anything, when its port is taken or its HOST is not this machine', async () => {
    const port = await freePort();
    const outDir = join(tempOutDir(), 'dist');
    const taken = createServer().listen(port, '127.0.0.1');
    await once(taken, 'listening');
    try {
      const server = start({ PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: '' });
      expect(await server.exited).toBe(1);
      expect(server.output().trim()).toBe(`Port ${port} is already in use (another npm start?): stop that server or choose another port with PORT.`);
    } finally {
      taken.close();
    }
    // Found before building: a dist/ another server may be serving is left as it is.
    expect(existsSync(outDir)).toBe(false);
    const elsewhere = start({ PORT: String(port), HOST: 'no-such-host.invalid', OUT_DIR: outDir, CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: '' });
    expect(await elsewhere.exited).toBe(1);
    expect(elsewhere.output().trim()).toMatch(/^HOST=no-such-host.invalid is not an address of this machine/);
    expect(existsSync(outDir)).toBe(false);
  });

  it('does not serve content that fails validation', async () => {
    const outDir = join(tempOutDir(), 'dist');
    const server = start({ PORT: String(await freePort()), OUT_DIR: outDir, CONTENT_DIR: BROKEN_CONTENT, SITE_URL: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('The build failed: fix the problems above');
    expect(existsSync(outDir)).toBe(false);
    expect(existsSync(`${outDir}.next`)).toBe(false);
  });
});
