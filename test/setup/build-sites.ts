import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { astroBuild, FIXTURE_BASE, FIXTURE_CONTENT, REAL_CONTENT, ROOT } from '../helpers/sites.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureDist: string;
    realDist: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  for (const [key, content, base] of [
    ['fixtureDist', FIXTURE_CONTENT, FIXTURE_BASE],
    ['realDist', REAL_CONTENT, 'http://localhost:4321'],
  ] as const) {
    const build = await astroBuild(content, base);
    if (build.status !== 0) throw new Error(`The build of ${content} failed:\n${build.output}`);
    project.provide(key, build.outDir);
  }
  // Every build the tests made, these two included, goes when the run ends.
  return () => rmSync(join(ROOT, 'node_modules/.cache/test-builds'), { recursive: true, force: true });
}
