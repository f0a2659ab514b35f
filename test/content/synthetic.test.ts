/**
 * The benchmarks' content passes the validator as the real content does: a synthetic directory
 * and the real content with the churn benchmark's added tool. A rule added to the validator that
 * the generator breaks would otherwise surface only in `npm run bench`, minutes in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADDED_TOOL, writeRealContentPlusOne, writeSyntheticContent } from '../../bench/content.ts';
import { formatProblem } from '../../src/content/directory.ts';
import { loadDirectory } from '../../src/content/load.ts';

const root = mkdtempSync(join(tmpdir(), 'annuaire-bench-content-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the benchmarks’ content', () => {
  it('a synthetic directory of 1,000 tools has no problem', () => {
    const dir = join(root, 'synthetic');
    expect(writeSyntheticContent(dir, 1000).tools).toBe(1000);
    const { problems, directory } = loadDirectory(dir);
    expect(problems.slice(0, 5).map(formatProblem)).toEqual([]);
    expect(directory.tools).toHaveLength(1000);
  });

  it('the real content with the churn benchmark’s tool has no problem', () => {
    const dir = join(root, 'plus-one');
    writeRealContentPlusOne(dir, ADDED_TOOL);
    const { problems, directory } = loadDirectory(dir);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(directory.tools.map((tool) => tool.slug)).toContain(ADDED_TOOL.slug);
  });
});
