/**
 * Node's compile cache for the commands editors run often: the type-stripped and compiled code
 * of every module is kept on disk, so that a later run skips most of its start-up. Node-only.
 * This file imports nothing of the project: only the modules loaded after the cache is on
 * benefit from it, so a command turns it on first, then imports the rest with `await import()`.
 */
import { constants, enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Where the cache lives: beside the dependencies, ignored by Git and thrown away with them. */
export const COMPILE_CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/node-compile-cache', import.meta.url));

/**
 * Turns the compile cache on, in `dir` unless `NODE_COMPILE_CACHE` already chose one, and says
 * whether it is on. A folder that cannot be created or written leaves the command uncached, not
 * failing: Node then just compiles every module, as without a cache. `NODE_DISABLE_COMPILE_CACHE`
 * turns it off.
 */
export function cacheCompiledCode(dir: string = COMPILE_CACHE_DIR): boolean {
  const { status } = enableCompileCache(dir);
  return status === constants.compileCacheStatus.ENABLED || status === constants.compileCacheStatus.ALREADY_ENABLED;
}
