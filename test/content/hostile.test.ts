/**
 * Hostile or careless content files: alias bombs, unreadable YAML, huge files, symbolic links and
 * other non-regular files, raw HTML the sanitiser drops. The validator names the file and the
 * place, in French, and never crashes; warnings do not fail `npm run validate`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOutputs } from '../../src/build/outputs.ts';
import { loadDirectory, MAX_FILE_BYTES } from '../../src/content/load.ts';
import { FIXTURE_CONTENT, ROOT } from '../helpers/sites.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the fixture content in a fresh folder, with `files` written over it (path → text). */
function content(files: Record<string, string> = {}): string {
  const parent = join(ROOT, 'node_modules/.cache/test-content');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'content-'));
  made.push(dir);
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

/**
 * Problems or warnings as `file:line:column message`, paths relative to the content folder;
 * with `only`, those of these files (the others are consequences checked elsewhere).
 */
const lines = (dir: string, problems: { file: string; line: number; column: number; message: string }[], only?: string[]) =>
  problems
    .map(({ file, line, column, message }) => `${relative(dir, join(process.cwd(), file))}:${line}:${column} ${message}`)
    .filter((text) => !only || only.some((file) => text.startsWith(`${file}:`)));

const KAHOOT = readFileSync(join(FIXTURE_CONTENT, 'tools/kahoot.md'), 'utf8');
const withFrontMatter = (extra: string) => KAHOOT.replace('name: "Kahoot!"\n', `name: "Kahoot!"\n${extra}`);

function validate(dir: string) {
  const result = spawnSync(process.execPath, [join(ROOT, 'src/cli/validate.ts'), dir], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '' } });
  return { status: result.status, stderr: result.stderr };
}

describe('YAML that cannot become data', () => {
  it('names the file and the alias of an alias bomb, and of an alias without anchor', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', 'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]', 'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]', 'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]', ''].join('\n');
    const dir = content({ 'tools/kahoot.md': withFrontMatter(bomb), 'tools/chatgpt.md': KAHOOT.replace('name: "Kahoot!"', 'name: *nom').replace('kahoot.example', 'autre.example') });
    const { problems } = loadDirectory(dir);
    expect(lines(dir, problems, ['tools/kahoot.md', 'tools/chatgpt.md'])).toMatchInlineSnapshot(`
      [
        "tools/chatgpt.md:2:7 alias YAML *nom sans ancre «\u00a0&nom\u00a0» définie avant lui\u00a0: écrivez la valeur en clair",
        "tools/kahoot.md:4:8 trop d’alias YAML (*a et les suivants se développent en plus de 20 valeurs)\u00a0: une fiche n’a pas besoin d’alias, écrivez les valeurs en clair",
      ]
    `);
  });

  it('ends npm run validate with the place of the bomb, not a stack trace', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', 'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]', 'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]', ''].join('\n');
    const result = validate(content({ 'tools/kahoot.md': withFrontMatter(bomb) }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/tools\/kahoot\.md:4:8 trop d’alias YAML/);
    expect(result.stderr).not.toMatch(/ReferenceError|at .*\.js:\d+/);
  });
});

describe('front matter that would run as code', () => {
  it.each(['js', 'javascript', 'coffee'])('npm run validate refuses ---%s at 1:1 and runs none of it', (language) => {
    const dir = content();
    const sentinel = join(dir, 'pwned');
    writeFileSync(join(dir, 'tools/essai.md'), `---${language}\n{ name: (require('fs').writeFileSync(${JSON.stringify(sentinel)}, 'x'), 'Essai') }\n---\nCorps.\n`);
    const result = validate(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`tools/essai.md:1:1 l’en-tête doit commencer par --- seul\u00a0: seul le YAML est accepté\u00a0; retirez «\u00a0${language}\u00a0» de la première ligne`);
    expect(existsSync(sentinel)).toBe(false);
  });
});

describe('files the validator refuses to read', () => {
  it('refuses files over the size limit without parsing them', () => {
    const huge = withFrontMatter(`tags: [${Array(400_000).fill('x').join(', ')}]\n`);
    expect(huge.length).toBeGreaterThan(MAX_FILE_BYTES);
    const dir = content({ 'tools/kahoot.md': huge });
    expect(lines(dir, loadDirectory(dir).problems, ['tools/kahoot.md'])).toMatchInlineSnapshot(`
      [
        "tools/kahoot.md:1:1 le fichier dépasse 64 Ko (1173 Ko)\u00a0: raccourcissez-le, une fiche tient en quelques Ko",
      ]
    `);
  });

  it('refuses a file that is not UTF-8 at its first unreadable byte, instead of publishing it garbled', () => {
    const dir = content();
    const latin1 = Buffer.from(withFrontMatter('').replace('Jeux-questionnaires', 'Créez des questionnaires'), 'latin1');
    writeFileSync(join(dir, 'tools/kahoot.md'), latin1);
    const { problems, directory } = loadDirectory(dir);
    expect(lines(dir, problems, ['tools/kahoot.md'])).toMatchInlineSnapshot(`
      [
        "tools/kahoot.md:4:23 le fichier n’est pas en UTF-8 (l’octet 0xE9 n’y est pas lisible, souvent un accent écrit en Latin-1 ou Windows-1252)\u00a0: enregistrez le fichier en UTF-8 dans votre éditeur et vérifiez ses accents",
      ]
    `);
    expect(directory.tools.map((tool) => tool.slug)).not.toContain('kahoot');
  });

  it('names UTF-16, as Notepad saves "Unicode", rather than Latin-1 or letters with NULs between them', () => {
    const dir = content();
    const text = withFrontMatter('').replace('Jeux-questionnaires', 'Créez des questionnaires');
    writeFileSync(join(dir, 'tools/kahoot.md'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    writeFileSync(join(dir, 'collections/quiz-express.yaml'), Buffer.from(readFileSync(join(dir, 'collections/quiz-express.yaml'), 'utf8'), 'utf16le'));
    const { problems, directory } = loadDirectory(dir);
    expect(lines(dir, problems, ['tools/kahoot.md', 'collections/quiz-express.yaml'])).toEqual([
      'collections/quiz-express.yaml:1:1 le fichier est en UTF-16 («\u00a0Unicode\u00a0» dans le Bloc-notes de Windows)\u00a0: enregistrez-le en UTF-8 dans votre éditeur',
      'tools/kahoot.md:1:1 le fichier est en UTF-16 («\u00a0Unicode\u00a0» dans le Bloc-notes de Windows)\u00a0: enregistrez-le en UTF-8 dans votre éditeur',
    ]);
    expect(directory.tools.map((tool) => tool.slug)).not.toContain('kahoot');
  });

  // Told it is not UTF-8, an editor would look for an accent to fix in a file that holds none.
  it('tells a binary file saved under a content name that it is no text, naming an image', () => {
    const dir = content();
    copyFileSync(join(dir, 'screenshots/cafe-quiz.png'), join(dir, 'tools/kahoot.md'));
    writeFileSync(join(dir, 'collections/quiz-express.yaml'), Uint8Array.from({ length: 3000 }, (_, index) => (index * 167 + 13) % 256));
    const { problems, directory } = loadDirectory(dir);
    expect(lines(dir, problems, ['tools/kahoot.md', 'collections/quiz-express.yaml'])).toMatchInlineSnapshot(`
      [
        "collections/quiz-express.yaml:1:1 ce fichier n’est pas un fichier texte (une image, un document de traitement de texte comme .docx ou .odt, ou un fichier abîmé, enregistré sous ce nom\u00a0?)\u00a0: remplacez-le par un fichier écrit dans un éditeur de texte et enregistré en UTF-8, ou supprimez-le",
        "tools/kahoot.md:1:1 ce fichier n’est pas un fichier texte mais une image PNG\u00a0: une capture d’écran va dans content/screenshots/\u00a0; ici, remplacez-le par un fichier écrit dans un éditeur de texte et enregistré en UTF-8, ou supprimez-le",
      ]
    `);
    expect(directory.tools.map((tool) => tool.slug)).not.toContain('kahoot');
  });

  it('tells a NUL byte in a UTF-8 file where it is, not as UTF-16', () => {
    const dir = content();
    const path = join(dir, 'tools/kahoot.md');
    writeFileSync(path, readFileSync(path, 'utf8').replace('pricing:', 'pric\u0000ing:'));
    const { problems, directory } = loadDirectory(dir);
    const line = readFileSync(path, 'utf8').split('\n').findIndex((text) => text.includes('\u0000')) + 1;
    expect(lines(dir, problems, ['tools/kahoot.md'])).toEqual([`tools/kahoot.md:${line}:5 le fichier contient ici un caractère nul (octet 0x00), invisible et qui n’est pas du texte, souvent venu d’un copier-coller\u00a0: supprimez-le`]);
    expect(directory.tools.map((tool) => tool.slug)).not.toContain('kahoot');
  });

  it('does not call a categories or tags file it refuses to read missing', () => {
    const dir = content();
    writeFileSync(join(dir, 'categories.yaml'), Buffer.from(readFileSync(join(dir, 'categories.yaml'), 'utf8'), 'latin1'));
    rmSync(join(dir, 'tags.yaml'));
    symlinkSync(join(FIXTURE_CONTENT, 'tags.yaml'), join(dir, 'tags.yaml'));
    expect(lines(dir, loadDirectory(dir).problems).map((line) => line.replace(/ \(l’octet.*/, ''))).toMatchInlineSnapshot(`
      [
        "categories.yaml:6:17 le fichier n’est pas en UTF-8",
        "tags.yaml:1:1 lien symbolique refusé\u00a0: remplacez-le par le fichier lui-même",
      ]
    `);
  });

  it('refuses symbolic links, inside or outside the content folder, and folders posing as files', () => {
    const dir = content();
    symlinkSync('/etc/passwd', join(dir, 'tools/mot-de-passe.md'));
    symlinkSync(join(dir, 'tools/kahoot.md'), join(dir, 'tools/kahoot-bis.md'));
    symlinkSync(join(dir, 'collections/quiz-express.yaml'), join(dir, 'collections/copie.yaml'));
    mkdirSync(join(dir, 'tools/dossier.md'));
    const { problems, directory } = loadDirectory(dir);
    expect(lines(dir, problems)).toMatchInlineSnapshot(`
      [
        "collections/copie.yaml:1:1 lien symbolique refusé\u00a0: remplacez-le par le fichier lui-même",
        "tools/dossier.md:1:1 ce n’est pas un fichier ordinaire\u00a0: retirez-le du dossier de contenu",
        "tools/kahoot-bis.md:1:1 lien symbolique refusé\u00a0: remplacez-le par le fichier lui-même",
        "tools/mot-de-passe.md:1:1 lien symbolique refusé\u00a0: remplacez-le par le fichier lui-même",
      ]
    `);
    expect(JSON.stringify(directory)).not.toContain('root:');
  });
});

describe('line breaks of Windows and of old Macs', () => {
  /** A copy of the fixture content with every line of every text file ending in `lineEnd`. */
  const withLineEnds = (lineEnd: string) => {
    const dir = content();
    for (const folder of ['', 'tools', 'collections']) {
      for (const name of readdirSync(join(dir, folder)).filter((entry) => /\.(md|yaml)$/.test(entry))) {
        const path = join(dir, folder, name);
        writeFileSync(path, readFileSync(path, 'utf8').replaceAll('\n', lineEnd));
      }
    }
    return dir;
  };

  it.each([
    ['\r\n', 'Windows'],
    ['\r', 'old Macs'],
  ])('read %j as \\n: the content validates and publishes the same bytes (%s)', async (lineEnd) => {
    const dir = withLineEnds(lineEnd);
    expect(readFileSync(join(dir, 'tools/kahoot.md'), 'utf8')).toContain(`---${lineEnd}name:`);
    expect(loadDirectory(dir).problems).toEqual([]);
    const [crlf, lf] = await Promise.all([buildOutputs({ CONTENT_DIR: dir }), buildOutputs({ CONTENT_DIR: FIXTURE_CONTENT })]);
    expect([...crlf.keys()]).toEqual([...lf.keys()]);
    for (const [path, bytes] of lf) expect(Buffer.from(crlf.get(path)!).equals(Buffer.from(bytes)), path).toBe(true);
  });

  it('keep the places of problems', () => {
    const broken = withFrontMatter('minimum_age: treize\n').replace('tags: [', 'tags: [Quiz, ');
    const places = (text: string) => {
      const dir = content({ 'tools/kahoot.md': text });
      return lines(dir, loadDirectory(dir).problems, ['tools/kahoot.md']);
    };
    expect(places(broken)).toHaveLength(2);
    expect(places(broken.replaceAll('\n', '\r\n'))).toEqual(places(broken));
    expect(places(broken.replaceAll('\n', '\r'))).toEqual(places(broken));
  });
});

describe('files in the wrong place', () => {
  it('are each named with where they belong, and fail npm run validate; OS files are left alone', () => {
    const dir = content();
    mkdirSync(join(dir, 'outils'));
    mkdirSync(join(dir, 'tools/archive'));
    const files = ['essai.md', 'outils/essai2.md', 'selection.yaml', 'tools/archive/ancien.md', 'collections/notes.txt', '.DS_Store', 'tools/.gitkeep', 'tools/Thumbs.db', 'collections/.quiz-express.yaml.swp'];
    for (const file of files) writeFileSync(join(dir, file), KAHOOT);
    expect(lines(dir, loadDirectory(dir).problems)).toMatchInlineSnapshot(`
      [
        "collections/notes.txt:1:1 fichier inattendu\u00a0: ni fiche d’outil (.md dans tools/), ni sélection (.yaml dans collections/), ni capture d’écran (image dans screenshots/), ce fichier ne sera jamais publié\u00a0: déplacez-le ou supprimez-le",
        "essai.md:1:1 fichier inattendu\u00a0: une fiche d’outil va dans tools/\u00a0: déplacez ce fichier dans tools/",
        "outils/essai2.md:1:1 fichier inattendu\u00a0: une fiche d’outil va dans tools/\u00a0: déplacez ce fichier dans tools/",
        "selection.yaml:1:1 fichier inattendu\u00a0: en haut de content/ ne vont que categories.yaml, tags.yaml, synonyms.yaml\u00a0; une sélection va dans collections/\u00a0: déplacez ce fichier dans collections/",
        "tools/archive/ancien.md:1:1 fichier inattendu\u00a0: une fiche d’outil va dans tools/\u00a0: déplacez ce fichier dans tools/",
      ]
    `);
    expect(validate(dir).status).toBe(1);
  });
});

describe('screenshots no tool cites', () => {
  it('are each named with the tool file to cite them in, as warnings that do not fail npm run validate', () => {
    const dir = content();
    // kahoot.md exists and cites no capture; nobody has a file named like the second image.
    for (const name of ['kahoot.png', 'ancienne-version.jpg']) copyFileSync(join(dir, 'screenshots/cafe-quiz.png'), join(dir, 'screenshots', name));
    const { problems, warnings } = loadDirectory(dir);
    expect(problems).toEqual([]);
    // The tool file is named as the validator prints paths, from the working folder.
    const shown = lines(dir, warnings, ['screenshots/ancienne-version.jpg', 'screenshots/kahoot.png']).map((line) => line.replace(`${relative(process.cwd(), dir)}/`, 'content/'));
    expect(shown).toMatchInlineSnapshot(`
      [
        "screenshots/ancienne-version.jpg:1:1 aucune fiche ne cite cette capture d’écran, qui ne sera donc pas publiée\u00a0: citez-la dans la fiche de son outil (screenshot:, puis file: ancienne-version.jpg et alt: …), ou supprimez-la",
        "screenshots/kahoot.png:1:1 aucune fiche ne cite cette capture d’écran, qui ne sera donc pas publiée\u00a0: citez-la dans content/tools/kahoot.md (screenshot:, puis file: kahoot.png et alt: …), ou supprimez-la",
      ]
    `);
    const result = validate(dir);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/screenshots\/kahoot\.png:1:1 avertissement\u00a0: aucune fiche ne cite cette capture/);
  });
});

describe('raw HTML and links the sanitiser drops', () => {
  const body = [
    'Texte avec <span style="color:red">du style</span> et **du gras**.',
    '',
    '<iframe src="https://video.example"></iframe>',
    '',
    'Voir [le site](//evil.example), [la doc](http://doc.example) et [le guide](https://guide.example) ou <strong>ceci</strong>.',
  ].join('\n');
  const dir = content({ 'tools/kahoot.md': `${KAHOOT.trimEnd()}\n\n${body}\n` });

  it('gives warnings with their place, and no problem', () => {
    const { problems, warnings } = loadDirectory(dir);
    expect(problems).toEqual([]);
    expect(lines(dir, warnings, ['tools/kahoot.md'])).toMatchInlineSnapshot(`
      [
        "tools/kahoot.md:19:12 HTML brut <span> retiré à la publication\u00a0: écrivez ce passage en Markdown ou supprimez-le",
        "tools/kahoot.md:21:1 HTML brut <iframe> retiré à la publication\u00a0: écrivez ce passage en Markdown ou supprimez-le",
        "tools/kahoot.md:23:6 lien «\u00a0//evil.example\u00a0» publié sans sa cible\u00a0: seuls les liens complets en https:// et les mailto: sont gardés",
        "tools/kahoot.md:23:33 lien «\u00a0http://doc.example\u00a0» publié sans sa cible\u00a0: seuls les liens complets en https:// et les mailto: sont gardés",
      ]
    `);
  });

  it('are printed by npm run validate, which still exits 0', () => {
    const result = validate(dir);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/tools\/kahoot\.md:21:1 avertissement\u00a0: HTML brut <iframe> retiré à la publication/);
  });
});

describe('a screenshot whose bytes are another format than its extension', () => {
  it('is refused by npm run validate with the name to give it', () => {
    const dir = content();
    // A PNG saved under .jpg, as a screenshot tool or a careless "save as" does.
    copyFileSync(join(dir, 'screenshots/cafe-quiz.png'), join(dir, 'screenshots/cafe-quiz.jpg'));
    rmSync(join(dir, 'screenshots/cafe-quiz.png'));
    const tool = join(dir, 'tools/cafe-quiz.md');
    writeFileSync(tool, readFileSync(tool, 'utf8').replace('file: cafe-quiz.png', 'file: cafe-quiz.jpg'));
    const result = validate(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/tools\/cafe-quiz\.md:\d+:\d+ screenshot\.file\u00a0: «\u00a0cafe-quiz\.jpg\u00a0» est une image PNG sous l’extension \.jpg\u00a0: renommez le fichier «\u00a0cafe-quiz\.png\u00a0» et écrivez ce nom ici/);
  });
});

describe('a published collection of fewer or more tools than the directory’s', () => {
  it('is a warning at its list of tools, which does not fail npm run validate; a draft collection is left alone', () => {
    const dir = content();
    const { problems, warnings } = loadDirectory(dir);
    expect(problems).toEqual([]);
    // The test folder's two published collections cite 3 tools each; its draft cites 1.
    expect(lines(dir, warnings, ['collections/en-preparation.yaml', 'collections/enseignant-de-langues.yaml', 'collections/quiz-express.yaml'])).toEqual([
      'collections/enseignant-de-langues.yaml:8:3 la sélection cite 3 outils\u00a0; une sélection publiée en cite 5 à 15, et la vérification «\u00a0Tests\u00a0» de la demande de fusion refuse les autres\u00a0: ajoutez-en 2 au moins',
      'collections/quiz-express.yaml:8:3 la sélection cite 3 outils\u00a0; une sélection publiée en cite 5 à 15, et la vérification «\u00a0Tests\u00a0» de la demande de fusion refuse les autres\u00a0: ajoutez-en 2 au moins',
    ]);
    const result = validate(dir);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/collections\/quiz-express\.yaml:8:3 avertissement\u00a0: la sélection cite 3 outils/);
  });
});
