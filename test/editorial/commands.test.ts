/**
 * Every editor command answers --help and -h in French and refuses a flag it does not know,
 * before it reads or writes anything.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BROKEN_CONTENT, FIXTURE_CONTENT, ROOT, tempOutDir } from '../helpers/sites.ts';

// A copy of the content, so that a command that ran for real could not change the project's.
const content = mkdtempSync(join(tmpdir(), 'annuaire-commandes-'));
cpSync(FIXTURE_CONTENT, content, { recursive: true });
afterAll(() => rmSync(content, { recursive: true, force: true }));

const run = (name: string, args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'src/cli', `${name}.ts`), ...args], { cwd: content, encoding: 'utf8', env: { ...process.env, CI: 'true', GITHUB_ACTIONS: '', CONTENT_DIR: content } });

const COMMANDS = {
  validate: 'Vérifie tout le contenu',
  tags: 'Remplace, dans les tags de chaque outil',
  'new-tool': 'Crée la fiche d’un nouvel outil',
  'new-collection': 'Crée une sélection',
  diff: 'Montre ce qu’une modification change dans l’API',
  'check-links': 'Vérifie le site de chaque outil',
  'to-verify': 'Liste, par catégorie, les outils',
};

describe.each(Object.entries(COMMANDS))('npm run %s', (name, help) => {
  it.each(['--help', '-h'])('answers %s in French and exits 0', (flag) => {
    const result = run(name, [flag]);
    expect(result.stderr).toBe('');
    expect(result.stdout.startsWith(help)).toBe(true);
    expect(result.status).toBe(0);
  });

  it('refuses an unknown flag in French with exit code 2', () => {
    const result = run(name, ['--inconnue']);
    expect(result.stderr.trim()).toBe('Erreur : option inconnue --inconnue : --help liste les options');
    expect(result.status).toBe(2);
  });
});

describe('a content folder that is not one', () => {
  // Each command takes its folder its own way: as its argument, or with --contenu.
  const given = (name: string, folder: string) => (['validate', 'tags'].includes(name) ? [folder] : name === 'diff' ? ['HEAD', '--contenu', folder] : ['--contenu', folder]);

  it.each(Object.keys(COMMANDS).flatMap((name) => [[name, 'nulle-part'], [name, 'categories.yaml']]))('npm run %s with %s: one French line, exit code 2, no stack trace', (name, folder) => {
    const result = run(name, given(name, folder));
    expect(result.stderr.trim()).toBe(`Erreur : « ${folder} » n’est pas un dossier : indiquez le dossier de contenu, par exemple content (voir --help)`);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
  });
});

it('npm run tags -- --help rewrites nothing, even a synonym the command would replace', () => {
  const kahoot = join(content, 'tools/kahoot.md');
  const before = readFileSync(kahoot, 'utf8').replace('tags: [quiz, jeux]', 'tags: [qcm, jeux]');
  writeFileSync(kahoot, before);
  run('tags', ['--help']);
  expect(readFileSync(kahoot, 'utf8')).toBe(before);
});

describe('npm run tags on files as editors save them', () => {
  const kahoot = join(content, 'tools/kahoot.md');
  const original = readFileSync(kahoot, 'utf8');
  afterAll(() => writeFileSync(kahoot, original));

  it('rewrites a file saved with a byte order mark', () => {
    writeFileSync(kahoot, `\uFEFF${original.replace('tags: [quiz, jeux]', 'tags: [qcm, jeux]')}`);
    const result = run('tags', []);
    expect(result.stdout).toContain('1 fichier d’outil réécrit.');
    expect(readFileSync(kahoot, 'utf8')).toBe(`\uFEFF${original}`);
  });

  it('leaves a tags list with a comment as it is, says where the comment is, and exits 1', () => {
    const commented = original.replace('tags: [quiz, jeux]', 'tags:\n  - qcm # ancien tag\n  - jeux');
    writeFileSync(kahoot, commented);
    const line = commented.split('\n').findIndex((text) => text.includes('# ancien tag')) + 1;
    const result = run('tags', []);
    expect(result.stdout).toContain('0 fichier d’outil réécrit.');
    expect(result.stderr).toContain(`tools/kahoot.md:${line}:9`);
    expect(result.stderr).toContain('Déplacez-le au-dessus de la ligne tags:');
    expect(result.status).toBe(1);
    expect(readFileSync(kahoot, 'utf8')).toBe(commented);
  });
});

it('npm run build on content with problems ends in French, and leaves the published folder as it was', () => {
  const out = tempOutDir();
  try {
    writeFileSync(join(out, 'avant.json'), '{}');
    const result = spawnSync(process.execPath, [join(ROOT, 'src/cli/build.ts')], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: BROKEN_CONTENT, OUT_DIR: out } });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('la construction s’arrête');
    expect(result.stderr.endsWith(`\nLa construction a échoué ; ${relative(ROOT, out)} reste tel qu’il était : corrigez les problèmes affichés ci-dessus (npm run validate les liste tous), puis relancez npm run build.\n`)).toBe(true);
    expect(existsSync(join(out, 'avant.json'))).toBe(true);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
