import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBuild, BROKEN_CONTENT, FIXTURE_BASE, FIXTURE_CONTENT, ROOT } from '../helpers/sites.ts';

function validate(dir: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(ROOT, 'src/cli/validate.ts'), dir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const BROKEN = 'test/fixtures/content-broken';

describe('npm run validate', () => {
  it('accepts valid content and says what it counted', () => {
    const result = validate(FIXTURE_CONTENT);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Content is valid: 36 tools, 4 categories, 2 collections.');
  });

  it('reports every problem of every file at once, with file:line:column, and exits 1', () => {
    const result = validate(BROKEN_CONTENT);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `${BROKEN}/categories.yaml:8:9 [2].slug: "quiz" is already used by another category; slugs must be unique`,
      `${BROKEN}/collections/selection-cassee.yaml:9:11 tools[1].tool: "outil-fantome" is not a tool in ${BROKEN}/tools/; fix the slug or add the tool`,
      `${BROKEN}/tools/categorie-absente.md:5:11 category: "langue" is not a category of ${BROKEN}/categories.yaml (did you mean "langues"?); use one of its slugs or add the category there`,
      `${BROKEN}/tools/champ-inconnu.md:9:1 unknown field "tgas": remove it or correct its name (did you mean "tags"?)`,
      `${BROKEN}/tools/mauvais-tarif.md:6:10 pricing: "freemuim" is not allowed; write one of free, freemium, paid, enterprise (did you mean "freemium"?)`,
      `${BROKEN}/tools/mauvaise-indentation.md:9:1 YAML syntax error (All mapping items must start at the same column): check the indentation and the punctuation of this line`,
      '',
      '6 problems found: fix them and run npm run validate again.',
    ]);
  });

  it('annotates the pull request on GitHub Actions', () => {
    const result = validate(BROKEN_CONTENT, { GITHUB_ACTIONS: 'true' });
    const annotations = result.stdout.trim().split('\n');
    expect(annotations).toHaveLength(6);
    expect(annotations[4]).toBe(
      `::error file=${BROKEN}/tools/mauvais-tarif.md,line=6,col=10::pricing: "freemuim" is not allowed; write one of free, freemium, paid, enterprise (did you mean "freemium"?)`,
    );
  });
});

describe('the build', () => {
  it('fails on the same broken content, listing the same problems, and writes no API file', () => {
    const build = astroBuild(BROKEN_CONTENT, FIXTURE_BASE);
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('The content has 6 problems; the build stops');
    expect(build.output).toContain(`${BROKEN}/tools/mauvais-tarif.md:6:10 pricing: "freemuim" is not allowed`);
    expect(existsSync(join(build.outDir, '_api'))).toBe(false);
  });
});
