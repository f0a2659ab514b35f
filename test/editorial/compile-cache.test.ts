import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/sites.ts';

const scratch = mkdtempSync(join(tmpdir(), 'annuaire-compile-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A command's start-up in a process of its own (the cache is the process's): turns the cache on in `dir`, then loads the content modules. */
function startUp(dir: string, env: Record<string, string> = {}) {
  const module = (path: string) => JSON.stringify(pathToFileURL(join(ROOT, path)).href);
  const script = `const { cacheCompiledCode } = await import(${module('src/editorial/compile-cache.ts')});
console.log(cacheCompiledCode(${JSON.stringify(dir)}));
await import(${module('src/content/load.ts')});`;
  const { NODE_COMPILE_CACHE: _, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: scratch, encoding: 'utf8', env: { ...inherited, ...env } });
}

describe('cacheCompiledCode', () => {
  it('creates its folder and leaves the compiled modules there for the next run', () => {
    const dir = join(scratch, 'new', 'cache');
    const result = startUp(dir);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('true\n');
    expect(result.status).toBe(0);
    expect(readdirSync(dir).length).toBeGreaterThan(0);
  });

  it('leaves the command uncached, not failing, when its folder cannot be created', () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const result = startUp(join(file, 'cache'));
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('false\n');
    expect(result.status).toBe(0);
  });

  it('caches nothing when NODE_DISABLE_COMPILE_CACHE says so', () => {
    const dir = join(scratch, 'disabled');
    const result = startUp(dir, { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(result.stdout).toBe('false\n');
    expect(result.status).toBe(0);
    expect(existsSync(dir)).toBe(false);
  });
});
