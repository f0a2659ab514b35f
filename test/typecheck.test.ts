import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './helpers/sites.ts';

it('type-checks the whole project with tsc', () => {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', ROOT], { cwd: ROOT, encoding: 'utf8' });
  expect(result.stdout).toBe('');
  expect(result.status).toBe(0);
}, 120_000);
