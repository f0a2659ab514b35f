/**
 * Which files of a content folder the validator reads, and what it says of the others: a file
 * saved in the wrong place is never published, so the editor is told where it belongs.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isContentPath, latestDay, loadDirectory, strayAdvice } from '../../src/content/load.ts';
import { FIXTURE_CONTENT } from '../helpers/sites.ts';

describe('isContentPath', () => {
  it.each([
    ['categories.yaml', true],
    ['tags.yaml', true],
    ['synonyms.yaml', true],
    ['tools/wooclap.md', true],
    ['collections/quiz-express.yaml', true],
    ['screenshots/wooclap.png', true],
    ['screenshots/wooclap.jpeg', true],
    ['essai.md', false],
    ['selection.yaml', false],
    ['outils/essai2.md', false],
    ['tools/archive/ancien.md', false],
    ['tools/wooclap.yaml', false],
    ['tools/Wooclap.MD', false],
    ['collections/quiz.yml', false],
    ['screenshots/wooclap.PNG', false],
    // Read as a screenshot only under a name `screenshot.file` accepts, else told to rename it.
    ['screenshots/Wooclap.png', false],
    ['screenshots/kahoot-élève.png', false],
    ['screenshots/capture 1.png', false],
    ['screenshots/notes.txt', false],
    ['tools/.wooclap.md', false],
    ['.DS_Store', false],
  ])('%s → %s', (path, read) => expect(isContentPath(path)).toBe(read));
});

describe('strayAdvice', () => {
  it.each([
    ['essai.md', 'une fiche d’outil va dans tools/\u00a0: déplacez ce fichier dans tools/'],
    ['outils/essai2.md', 'une fiche d’outil va dans tools/\u00a0: déplacez ce fichier dans tools/'],
    ['tools/Wooclap.MD', 'renommez ce fichier en wooclap.md'],
    ['tools/Mon Outil.md', 'renommez ce fichier en mon-outil.md'],
    ['selection.yaml', 'en haut de content/ ne vont que categories.yaml, tags.yaml, synonyms.yaml\u00a0; une sélection va dans collections/\u00a0: déplacez ce fichier dans collections/'],
    ['tag.yaml', 'en haut de content/ ne vont que categories.yaml, tags.yaml, synonyms.yaml (vouliez-vous dire «\u00a0tags.yaml\u00a0»\u00a0?)\u00a0; une sélection va dans collections/\u00a0: déplacez ce fichier dans collections/'],
    ['categories.yml', 'renommez ce fichier en categories.yaml'],
    ['collections/quiz.yml', 'renommez ce fichier en quiz.yaml\u00a0: une sélection se termine par .yaml'],
    ['tools/quiz-express.yaml', 'une sélection va dans collections/\u00a0: déplacez ce fichier dans collections/'],
    ['wooclap.png', 'une capture d’écran va dans screenshots/\u00a0: déplacez ce fichier dans screenshots/'],
    ['screenshots/wooclap.PNG', 'renommez ce fichier en wooclap.png'],
    ['screenshots/Autre.PNG', 'renommez ce fichier en autre.png'],
    ['screenshots/Capture d’écran 2026.JPG', 'renommez ce fichier en capture-d-ecran-2026.jpg'],
    ['screenshots/kahoot-élève.png', 'renommez ce fichier en kahoot-eleve.png'],
    ['tools/wooclap.md.txt', 'renommez ce fichier en wooclap.md'],
    ['tools/wooclap.markdown', 'renommez ce fichier en wooclap.md'],
    ['collections/quiz.yaml.txt', 'renommez ce fichier en quiz.yaml\u00a0: une sélection se termine par .yaml'],
    ['tags.yaml.txt', 'renommez ce fichier en tags.yaml'],
    ['wooclap.md.txt', 'une fiche d’outil va dans tools/\u00a0: déplacez ce fichier dans tools/'],
    ['tools/notes.txt', 'ni fiche d’outil (.md dans tools/), ni sélection (.yaml dans collections/), ni capture d’écran (image dans screenshots/), ce fichier ne sera jamais publié\u00a0: déplacez-le ou supprimez-le'],
  ])('%s', (path, advice) => expect(strayAdvice(path)).toBe(advice));

  // The copy a text editor saved beside the file it opened: renaming it would replace that file.
  const beside = (path: string) => ['tools/wooclap.md', 'collections/quiz.yaml', 'tags.yaml'].includes(path);
  it.each([
    ['tools/wooclap.md.txt', 'wooclap.md existe aussi\u00a0: gardez sous le nom wooclap.md la version à publier (recopiez-y vos modifications si besoin), puis supprimez l’autre fichier'],
    ['collections/quiz.yaml.txt', 'quiz.yaml existe aussi\u00a0: gardez sous le nom quiz.yaml la version à publier (recopiez-y vos modifications si besoin), puis supprimez l’autre fichier'],
    ['tags.yaml.txt', 'tags.yaml existe aussi\u00a0: gardez sous le nom tags.yaml la version à publier (recopiez-y vos modifications si besoin), puis supprimez l’autre fichier'],
    ['tools/kahoot.md.txt', 'renommez ce fichier en kahoot.md'],
  ])('%s beside the file it would replace', (path, advice) => expect(strayAdvice(path, beside)).toBe(advice));

  it('is given by the validator with the files of the folder', () => {
    const content = mkdtempSync(join(tmpdir(), 'annuaire-copie-'));
    try {
      cpSync(FIXTURE_CONTENT, content, { recursive: true });
      copyFileSync(join(content, 'tools/kahoot.md'), join(content, 'tools/kahoot.md.txt'));
      copyFileSync(join(content, 'tools/kahoot.md'), join(content, 'tools/nouveau.md.txt'));
      const strays = loadDirectory(content).problems.filter((problem) => problem.message.startsWith('fichier inattendu'));
      expect(strays.map(({ file, message }) => `${file.split('/').slice(-2).join('/')} ${message}`)).toEqual([
        'tools/kahoot.md.txt fichier inattendu\u00a0: kahoot.md existe aussi\u00a0: gardez sous le nom kahoot.md la version à publier (recopiez-y vos modifications si besoin), puis supprimez l’autre fichier',
        'tools/nouveau.md.txt fichier inattendu\u00a0: renommez ce fichier en nouveau.md',
      ]);
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });
});

describe('a screenshot whose name screenshot.file refuses', () => {
  // Only its extension used to be read: such an image was « not cited », with the advice to cite
  // it under a name that `screenshot.file` then refused, instead of the name to give it.
  it.each([
    ['Kahoot.png', 'kahoot.png'],
    ['kahoot-élève.png', 'kahoot-eleve.png'],
    ['Capture 1.webp', 'capture-1.webp'],
  ])('%s is told to be renamed %s, and is not said uncited', (name, renamed) => {
    const content = mkdtempSync(join(tmpdir(), 'annuaire-capture-'));
    try {
      cpSync(FIXTURE_CONTENT, content, { recursive: true });
      mkdirSync(join(content, 'screenshots'), { recursive: true });
      writeFileSync(join(content, 'screenshots', name), 'image');
      const { problems, warnings } = loadDirectory(content);
      const about = (list: { file: string; message: string }[]) => list.filter(({ file }) => file.endsWith(name)).map(({ message }) => message);
      expect(about(problems)).toEqual([`fichier inattendu\u00a0: renommez ce fichier en ${renamed}`]);
      expect(about(warnings)).toEqual([]);
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });
});

describe('latestDay (the latest calendar day anywhere on Earth, UTC+14)', () => {
  it.each([
    ['2026-11-23T09:59:59Z', '2026-11-23'],
    ['2026-11-23T10:00:00Z', '2026-11-24'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('%s → %s', (now, day) => expect(latestDay(new Date(now))).toBe(day));
});
