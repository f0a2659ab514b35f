/**
 * The completion record of a build: written last, once every other file is on disk, it lists
 * each file with a digest of its bytes. A build folder without it, or whose files differ from
 * it, was interrupted or damaged and is never served. Node-only.
 */
import { createHash } from 'node:crypto';
import { existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { FILES_DIR, files } from '../api/paths.ts';
import { contentDir } from '../content/load.ts';

/**
 * The build folder `OUT_DIR` names, `dist` by default. Empty is the default too, as for `PORT`
 * and `HOST`: resolved, an empty value would name the project itself.
 * @example outDir({ OUT_DIR: '' }) === resolve('dist')
 */
export function outDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.OUT_DIR || 'dist');
}

/** Path of the record inside the build folder. */
export const COMPLETION_FILE = 'build.json';

/** Files without which the API cannot answer: a record that does not list them is not a build. */
const REQUIRED = [`${FILES_DIR}/${files.listIndex}`, `${FILES_DIR}/${files.searchIndex}`, `${FILES_DIR}/${files.longIndex}`, `${FILES_DIR}/${files.site}`, `${FILES_DIR}/${files.discovery}`, `${FILES_DIR}/${files.openapi}`];

interface Completion {
  /** `contentDigest` of the content folder the build read. */
  content?: string;
  files: Record<string, string>;
}

/** A file's digest as the record lists it. */
export const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Every regular file under `dir`, as sorted `/`-separated relative paths. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.filter((path) => path !== COMPLETION_FILE).sort();
}

/** Writes the record of a finished build made from `content`; same files, same bytes. */
export function writeCompletion(dir: string, content = contentDir()): void {
  const record: Completion = { content: contentDigest(content), files: Object.fromEntries(filesUnder(dir).map((path) => [path, digest(readFileSync(join(dir, path)))])) };
  writeFileSync(join(dir, COMPLETION_FILE), `${JSON.stringify(record, null, 1)}\n`);
}

/**
 * A digest of a content folder, every file's path and bytes: what `npm start` compares to tell
 * whether a build was made from that content, whatever the files' dates or the folder's name.
 */
export function contentDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const path of filesUnder(dir)) {
    const bytes = readFileSync(join(dir, path));
    hash.update(`${path}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex').slice(0, 32);
}

/** The content digest a complete build records, or undefined when it records none. */
export function builtContent(dir: string): string | undefined {
  return (JSON.parse(readFileSync(join(dir, COMPLETION_FILE), 'utf8')) as Completion).content;
}

/**
 * Each file a complete build lists, by its `/`-separated path in the build folder, with its
 * digest; fails when the record is missing or unreadable, as in a folder being swapped.
 */
export async function builtFiles(dir: string): Promise<ReadonlyMap<string, string>> {
  const record = JSON.parse(await readFile(join(dir, COMPLETION_FILE), 'utf8')) as Completion;
  if (typeof record.files !== 'object' || record.files === null) throw new Error(`${COMPLETION_FILE} of ${dir} lists no files`);
  return new Map(Object.entries(record.files));
}

/**
 * Why a build folder cannot be served, or null when it is complete: its record is there, names
 * the API's files, and every file it lists has the bytes it had when the build finished.
 */
export function incompleteBuild(dir: string): string | null {
  const recordPath = join(dir, COMPLETION_FILE);
  if (!existsSync(dir)) return `${dir} does not exist`;
  if (!existsSync(recordPath)) return `${COMPLETION_FILE} is missing: the build did not finish`;
  let record: Completion;
  try {
    record = JSON.parse(readFileSync(recordPath, 'utf8')) as Completion;
    if (typeof record.files !== 'object' || record.files === null) throw new Error('no file list');
  } catch {
    return `${COMPLETION_FILE} is unreadable: the build did not finish`;
  }
  for (const required of REQUIRED) if (!(required in record.files)) return `${COMPLETION_FILE} does not list ${required}`;
  for (const [path, expected] of Object.entries(record.files)) {
    const full = join(dir, path);
    if (!existsSync(full) || !lstatSync(full).isFile()) return `${path} is missing`;
    if (digest(readFileSync(full)) !== expected) return `${path} differs from what the build wrote`;
  }
  return null;
}

/**
 * Whether a build may take the place of `out`: absent, empty, or a build already (its completion
 * record, or the router's folder of a damaged one). The swap deletes what was there, so a folder
 * named by mistake (`OUT_DIR=content`, an empty `OUT_DIR` that resolves to the project) is kept.
 */
export function replaceable(out: string): boolean {
  if (!existsSync(out)) return true;
  if (!lstatSync(out).isDirectory()) return false;
  return readdirSync(out).length === 0 || existsSync(join(out, COMPLETION_FILE)) || existsSync(join(out, FILES_DIR));
}

/**
 * Where the locks of builds are kept: in the project's `node_modules/.cache/`, out of git's way,
 * where a lock left by a build that was killed is never committed by mistake.
 */
const LOCKS = resolve(import.meta.dirname, '../../node_modules/.cache/build-locks');

/** Where the local servers note the build folder each serves, beside the locks and for the same reasons. */
const SERVERS = resolve(import.meta.dirname, '../../node_modules/.cache/build-servers');

/** The name the locks and notes of the build folder `out` start with: a digest of its absolute path. */
const folderKey = (out: string) => createHash('sha256').update(resolve(out)).digest('hex').slice(0, 16);

/**
 * Takes the lock of the builds of `out` (a file of `locks` named by a digest of its path, holding
 * the process id) for this process, until it exits; returns null once taken, or the id of the live
 * process that holds it. A lock left by a build that was killed (its process gone) is taken over.
 */
export function takeBuildLock(out: string, locks = LOCKS): number | null {
  mkdirSync(locks, { recursive: true });
  const lock = join(locks, `${folderKey(out)}.lock`);
  // Written whole under a name of its own, then linked: a lock is never read half-written.
  const mine = `${lock}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (;;) {
      try {
        linkSync(mine, lock);
        process.once('exit', () => readLock(lock) === process.pid && rmSync(lock, { force: true }));
        return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readLock(lock);
      if (holder !== undefined && holder !== process.pid && alive(holder)) return holder;
      rmSync(lock, { force: true });
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Notes, until this process exits, that it serves the build in `out`: another `npm start` on
 * another port rebuilt that folder for its own base URL, and this server then served links to a
 * port nobody listened on.
 */
export function noteServing(out: string): void {
  mkdirSync(SERVERS, { recursive: true });
  const note = join(SERVERS, `${folderKey(out)}.${process.pid}`);
  writeFileSync(note, '');
  process.once('exit', () => rmSync(note, { force: true }));
}

/** The ids of the other live processes that serve the build in `out`; the notes of those gone (killed) are removed. */
export function servingProcesses(out: string): number[] {
  const prefix = `${folderKey(out)}.`;
  const notes = existsSync(SERVERS) ? readdirSync(SERVERS).filter((name) => name.startsWith(prefix)) : [];
  return notes.flatMap((name) => {
    const pid = Number(name.slice(prefix.length));
    if (pid === process.pid) return [];
    if (alive(pid)) return [pid];
    rmSync(join(SERVERS, name), { force: true });
    return [];
  });
}

/** The process id a lock holds; undefined when it is gone or holds none. */
function readLock(lock: string): number | undefined {
  try {
    const text = readFileSync(lock, 'utf8');
    return /^\d+$/.test(text) ? Number(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process of that id runs (signal 0 only checks; EPERM means it runs as someone else). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Puts a finished build in place of `out`. Each rename is atomic; between the two, `out` is
 * absent (never half-written), and the next start rebuilds it.
 */
export function swapIn(next: string, out: string): void {
  const old = `${out}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(out)) renameSync(out, old);
  renameSync(next, out);
  rmSync(old, { recursive: true, force: true });
}
