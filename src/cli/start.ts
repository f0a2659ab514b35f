/**
 * `npm start`: builds the site when `dist/` is missing, incomplete (an interrupted or damaged
 * build), made for another base URL or from other content, or older than the site's code, then serves the API on
 * http://localhost:4321 (`PORT` to change). It never serves a build that fails its completion check.
 *
 * Settings (environment): `PORT`; `HOST` (default 127.0.0.1; 0.0.0.0 listens on every
 * interface); `RATE_LIMIT` requests per window per client IP (default from `policy.ts`, `0`
 * turns it off); `TRUST_PROXY` the proxies in front of the server whose `X-Forwarded-For`
 * entries are believed, by count or by address (README, "Settings of the local server").
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { SiteFacts } from '../api/list.ts';
import { files, FILES_DIR } from '../api/paths.ts';
import { RATE_LIMIT } from '../api/policy.ts';
import { baseUrl } from '../build/base-url.ts';
import { noindexSetting } from '../build/noindex.ts';
import { builtContent, COMPLETION_FILE, contentDigest, incompleteBuild, noteServing, outDir, replaceable, servingProcesses } from '../build/complete.ts';
import { existingContentDir } from '../content/load.ts';
import { trustedProxies } from '../hosts/node/client-ip.ts';
import { createApiServer } from '../hosts/node/server.ts';

// Read before anything is built: the links of the build name the port.
const port = setting(() => portSetting(process.env.PORT));
// Empty like unset, as for PORT: Node would take an empty host for every interface.
const host = process.env.HOST?.trim() || '127.0.0.1';
const dist = setting(() => buildFolder(outDir()));
const base = setting(() => baseUrl({ ...process.env, PORT: String(port) }));
const content = setting(() => existingContentDir());
const noindex = setting(() => noindexSetting(process.env.API_NOINDEX));
const proxies = setting(() => trustedProxies(process.env.TRUST_PROXY));
const rateLimit = setting(() => rateLimitSetting(process.env.RATE_LIMIT));

/** How often the server looks for its parent under npm start (`stop`): it stops within this time once npm has. */
const PARENT_CHECK_MS = 500;
// Taken before any build: npm may be stopped while this process builds, unable to look.
const parent = process.ppid;
let stopping = false;

/** What the build makes the site from besides the content: a change to them rebuilds too. */
const SITE_SOURCES = ['src', 'public', 'astro.config.mjs'].map((path) => resolve(import.meta.dirname, '../..', path));

// A port already taken or a host that is not this machine's is found before a build, which would
// replace the dist/ another server may be serving.
await listenable(port, host).catch(cannotListen);

const stale = whyBuild();
if (stale) {
  // Its build would be swapped in under that server, which would then serve this one's links.
  const serving = servingProcesses(dist);
  if (serving.length > 0) {
    console.error(`${stale}; another npm start (process ${serving[0]}) serves ${dist}, which a build would replace under it: stop that server, or give this one its own OUT_DIR.`);
    process.exit(1);
  }
  console.log(`${stale}: building the site for ${base}…`);
  build();
  const incomplete = incompleteBuild(dist);
  if (incomplete) {
    console.error(`The build in ${dist} is incomplete (${incomplete}); not serving it. Run npm run build and read its errors.`);
    process.exit(1);
  }
}

const server = createApiServer({
  root: dist,
  rateLimit,
  trustedProxies: proxies,
  log: (line) => console.log(line),
});
// Taken since the check above: the same message.
server.once('error', cannotListen);
server.listen(port, host, () => {
  noteServing(dist);
  console.log(`API ready on ${base}/api/v1/directory (serving ${dist})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(`${signal} received`));

// `npm start` runs this file through a shell (`sh -c`), to which npm passes the SIGTERM or SIGINT
// it gets (`kill <npm's pid>`, a process manager stopping it). The shell dies of it without
// passing it on: the server went on serving with no parent, its port held, and the next npm start
// found that port in use. Its parent gone, it stops as on a signal.
if (process.env.npm_lifecycle_event === 'start') {
  setInterval(() => process.ppid !== parent && stop('npm start stopped'), PARENT_CHECK_MS).unref();
}

/** Closes the server, at most once: requests still running get a moment to finish, then the process ends anyway. */
function stop(reason: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${reason}: closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}

/** A setting read before anything starts: a value that is not understood stops the server with its message. */
function setting<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * `PORT`: the port to listen on, 4321 when unset or empty. Not 0, which lets the system pick one:
 * the build's links would name port 0.
 */
function portSetting(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 4321;
  const port = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`PORT=${value} is not understood: give a port number from 1 to 65535.`);
  return port;
}

/** Resolves once a server could listen on `host`:`port` (and has stopped listening again). */
function listenable(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** A port taken or a host that is not this machine's: a message and exit status 1, not a stack trace. */
function cannotListen(error: NodeJS.ErrnoException): never {
  console.error(listenProblem(error));
  process.exit(1);
}

/** What to do when the server cannot listen on `host`:`port`. */
function listenProblem(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} is already in use (another npm start?): stop that server or choose another port with PORT.`;
    case 'EACCES':
      return `Port ${port} needs privileges on this system: choose a port from 1024 on with PORT.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EADDRNOTAVAIL':
      return `HOST=${host} is not an address of this machine: give 127.0.0.1 (the default), 0.0.0.0 for every interface, or one of its addresses.`;
    default:
      return `Cannot listen on ${host}:${port}: ${error.message}`;
  }
}

/** `RATE_LIMIT`: requests per window per client IP, `0` for none. */
function rateLimitSetting(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return RATE_LIMIT;
  if (!/^\d+$/.test(value.trim())) throw new Error(`RATE_LIMIT=${value} is not understood: give a number of requests per window (0 turns the limit off).`);
  return Number(value);
}

/**
 * `OUT_DIR`: a folder a build may replace. Found here rather than by the build it would start,
 * which refused it only after this command had said it was building the site, and then called
 * that refusal a failed build.
 */
function buildFolder(dir: string): string {
  if (!replaceable(dir)) throw new Error(`OUT_DIR=${process.env.OUT_DIR} holds other files than a build (neither ${COMPLETION_FILE} nor ${FILES_DIR}/), which a build would replace whole: give a folder that is absent, empty or a build already (dist by default).`);
  return dir;
}

/** Why the site must be built before serving, or null when `dist/` is complete and current. */
function whyBuild(): string | null {
  const incomplete = incompleteBuild(dist);
  if (incomplete) return `No complete build in ${dist} (${incomplete})`;
  const site = JSON.parse(readFileSync(join(dist, FILES_DIR, files.site), 'utf8')) as SiteFacts;
  if (site.base !== base) return `${dist} was built for another base URL`;
  if (site.noindex !== noindex) return `${dist} was built ${site.noindex ? 'as a preview (API_NOINDEX)' : 'for production'}`;
  // Compared by digest, not by date: another CONTENT_DIR, or content copied with its old dates,
  // is not what the build was made from.
  if (builtContent(dist) !== contentDigest(content)) return `The content in ${content} is not what the last build was made from`;
  // The completion record is written last: its time is the build's.
  const built = statSync(join(dist, COMPLETION_FILE)).mtimeMs;
  if (SITE_SOURCES.some((path) => newestChange(path) > built)) return "The site's code changed since the last build";
  return null;
}

/** The newest modification time of a file, or of a folder and everything in it. */
function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/** `npm run build` in a child: it builds into a fresh folder and swaps it in only when complete. */
function build(): void {
  try {
    execFileSync(process.execPath, [resolve(import.meta.dirname, 'build.ts')], {
      stdio: 'inherit',
      env: { ...process.env, OUT_DIR: dist, SITE_URL: base },
    });
  } catch {
    console.error('The build failed: fix the problems above, then run npm start again.');
    process.exit(1);
  }
}
