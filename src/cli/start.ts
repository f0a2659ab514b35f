/**
 * `npm start`: builds the site when `dist/` is missing or older than the content, then serves the
 * API on http://localhost:4321 (`PORT` to change).
 *
 * Settings (environment): `PORT`; `HOST` (default 127.0.0.1; 0.0.0.0 listens on every
 * interface); `RATE_LIMIT` requests per window per client IP (default from `policy.ts`, `0`
 * turns it off); `TRUST_PROXY=<n>` the number of proxies in front of the server, whose
 * `X-Forwarded-For` entries are believed (README, "Settings of the local server").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { files, FILES_DIR } from '../api/paths.ts';
import { RATE_LIMIT } from '../api/policy.ts';
import { baseUrl } from '../build/base-url.ts';
import { contentDir } from '../content/load.ts';
import { trustedProxies } from '../hosts/node/client-ip.ts';
import { createApiServer } from '../hosts/node/server.ts';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const dist = resolve(process.env.OUT_DIR ?? 'dist');
const base = baseUrl({ ...process.env, PORT: String(port) });
const proxies = setting(() => trustedProxies(process.env.TRUST_PROXY));
const rateLimit = setting(() => rateLimitSetting(process.env.RATE_LIMIT));

if (needsBuild()) build();

const server = createApiServer({
  root: dist,
  rateLimit,
  trustedProxies: proxies,
  log: (line) => console.log(line),
});
server.listen(port, host, () => console.log(`API ready on ${base}/api/v1/directory (serving ${dist})`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal} received: closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests still running get a moment to finish, then the process ends anyway.
    setTimeout(() => process.exit(0), 5000).unref();
  });
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

/** `RATE_LIMIT`: requests per window per client IP, `0` for none. */
function rateLimitSetting(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return RATE_LIMIT;
  if (!/^\d+$/.test(value.trim())) throw new Error(`RATE_LIMIT=${value} is not understood: give a number of requests per window (0 turns the limit off).`);
  return Number(value);
}

/** A build is needed when there is none, when it was made for another base URL, or when content changed since. */
function needsBuild(): boolean {
  const index = join(dist, FILES_DIR, files.listIndex);
  if (!existsSync(index)) return true;
  if ((JSON.parse(readFileSync(index, 'utf8')) as { base: string }).base !== base) return true;
  const built = statSync(index).mtimeMs;
  return newestChange(contentDir()) > built;
}

function newestChange(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }, statSync(dir).mtimeMs);
}

/** Builds into a fresh folder and swaps it in only when the build succeeded: never a half-built site. */
function build(): void {
  const next = `${dist}.next`;
  rmSync(next, { recursive: true, force: true });
  console.log(`Building the site for ${base}…`);
  try {
    execFileSync(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
      stdio: 'inherit',
      env: { ...process.env, OUT_DIR: next, SITE_URL: base },
    });
  } catch {
    rmSync(next, { recursive: true, force: true });
    console.error('The build failed: fix the problems above, then run npm start again.');
    process.exit(1);
  }
  rmSync(dist, { recursive: true, force: true });
  renameSync(next, dist);
}
