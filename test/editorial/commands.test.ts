/**
 * Every editor command answers --help and -h in French and refuses a flag it does not know,
 * before it reads or writes anything.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(result.stderr.trim()).toBe('Erreur\u00a0: option inconnue --inconnue\u00a0: --help liste les options');
    expect(result.status).toBe(2);
  });
});

// parseArgs keeps the last of two values without a word: `--date A --date B` would verify on B.
it.each(['to-verify', 'new-tool', 'new-collection', 'check-links'])('npm run %s refuses a flag of one value given twice, in French with exit code 2', (name) => {
  const result = run(name, ['--date', '2026-11-20', '--date', '2026-11-21']);
  expect(result.stderr.trim()).toBe('Erreur\u00a0: l’option --date est donnée deux fois\u00a0: gardez-en une\u00a0; plusieurs valeurs d’une liste s’écrivent dans une seule, séparées par des virgules');
  expect(result.status).toBe(2);
});

describe('a content folder that is not one', () => {
  // Each command takes its folder its own way: as its argument, or with --contenu.
  const given = (name: string, folder: string) => (['validate', 'tags'].includes(name) ? [folder] : name === 'diff' ? ['HEAD', '--contenu', folder] : ['--contenu', folder]);

  it.each(Object.keys(COMMANDS).flatMap((name) => [[name, 'nulle-part'], [name, 'categories.yaml']]))('npm run %s with %s: one French line, exit code 2, no stack trace', (name, folder) => {
    const result = run(name, given(name, folder));
    expect(result.stderr.trim()).toBe(`Erreur\u00a0: «\u00a0${folder}\u00a0» n’est pas un dossier\u00a0: indiquez le dossier de contenu, par exemple content (voir --help)`);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
  });
});

it('npm run diff with a SITE_URL that names no site: one French line, exit code 2, before anything is built', () => {
  const result = spawnSync(process.execPath, [join(ROOT, 'src/cli/diff.ts'), 'HEAD', '--contenu', content], { cwd: content, encoding: 'utf8', env: { ...process.env, CI: 'true', GITHUB_ACTIONS: '', CONTENT_DIR: content, SITE_URL: 'annuaire.example.org' } });
  expect(result.stderr.trim()).toBe('Erreur\u00a0: SITE_URL=annuaire.example.org n’est pas l’adresse d’un site (https://nom-de-domaine, sans chemin)\u00a0: corrigez-la, ou retirez-la, npm run diff n’en a pas besoin');
  expect(result.status).toBe(2);
});

describe('a word given alone, as a value with spaces typed without quotes leaves one', () => {
  const description = ['--description', 'Une phrase assez longue pour être une description.'];
  it.each([
    ['new-tool', ['--nom', 'Mon', 'Outil', '--site', 'https://mon-outil.example.org/', '--categorie', 'quiz', '--tarif', 'free', ...description], 'Outil', 'tools/mon.md'],
    ['new-collection', ['--titre', 'Réviser', 'le', 'brevet', '--type', 'tache', '--tache', 'Réviser un examen', ...description, '--outils', 'kahoot'], 'le', 'collections/reviser.yaml'],
    ['to-verify', ['accessibilite'], 'accessibilite', undefined],
    ['check-links', ['content'], 'content', undefined],
  ])('npm run %s refuses it in French with exit code 2 and writes nothing', (name, args, word, file) => {
    const result = run(name, args);
    expect(result.stderr.trim()).toBe(`Erreur\u00a0: argument inattendu «\u00a0${word}\u00a0»\u00a0: cette commande ne prend que des options (--help les liste)\u00a0; une valeur qui contient des espaces s’écrit entre guillemets droits, par exemple "Mon Outil"`);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
    if (file) expect(existsSync(join(content, file))).toBe(false);
  });
});

describe('npm run verifier-liens --sortie', () => {
  it.each([
    ['nulle-part/liens.md', 'Erreur\u00a0: --sortie\u00a0: le dossier «\u00a0nulle-part\u00a0» n’existe pas\u00a0; créez-le ou indiquez un fichier dans un dossier existant, par exemple rapport-liens.md'],
    ['tools', 'Erreur\u00a0: --sortie\u00a0: «\u00a0tools\u00a0» est un dossier\u00a0; indiquez un nom de fichier, par exemple rapport-liens.md'],
  ])('refuses %s before checking any link, without a stack trace', (output, message) => {
    const result = run('check-links', ['--sortie', output]);
    expect(result.stderr.trim()).toBe(message);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
  });
});

describe('npm run verifier-liens with a count that is not one', () => {
  // A negative number is a wrong value, not a missing one: parseArgs alone reads `-3` as a flag.
  it.each([
    ['--delai', '-3', 'secondes', 15],
    ['--delai', '0', 'secondes', 15],
    ['--delai', 'abc', 'secondes', 15],
    ['--delai', '2,5', 'secondes', 15],
    ['--concurrence', '-2', 'requêtes simultanées', 8],
    ['--concurrence', '1.5', 'requêtes simultanées', 8],
  ])('refuses %s %s in French before checking any link', (flag, value, unit, example) => {
    const result = run('check-links', [flag, value]);
    expect(result.stderr.trim()).toBe(`Erreur\u00a0: ${flag} attend un nombre entier de ${unit}, au moins 1 (par exemple ${flag} ${example})\u00a0; «\u00a0${value}\u00a0» n’en est pas un`);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
  });
});

it('npm run nouvel-outil takes a text that starts with a dash as the value it is, not as a missing one', () => {
  const description = '- Une phrase qui commence par un tiret, tapée telle quelle.';
  const result = run('new-tool', ['--nom', 'Tiret Initial', '--site', 'https://tiret-initial.example.org/', '--categorie', 'quiz', '--tarif', 'free', '--description', description]);
  const file = join(content, 'tools/tiret-initial.md');
  try {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain(`short_description: "${description}"`);
  } finally {
    rmSync(file, { force: true });
  }
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
    // A folder a previous build published (npm run build replaces nothing else).
    mkdirSync(join(out, '_api'));
    writeFileSync(join(out, 'avant.json'), '{}');
    const result = spawnSync(process.execPath, [join(ROOT, 'src/cli/build.ts')], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: BROKEN_CONTENT, OUT_DIR: out } });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('la construction s’arrête');
    expect(result.stderr.endsWith(`\nLa construction a échoué\u00a0; ${relative(ROOT, out)} reste tel qu’il était\u00a0: corrigez les problèmes affichés ci-dessus (npm run validate les liste tous), puis relancez npm run build.\n`)).toBe(true);
    expect(existsSync(join(out, 'avant.json'))).toBe(true);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
