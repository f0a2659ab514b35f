import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/api/paths.ts';
import { validators } from '../../src/editorial/questions.ts';
import { collectionChecks, collectionSizeNotice, publishedTools, recordDay, subjectFlags, toolAnswerProblems, toolAnswers, toolChecks, toolList, vendorValue, type RawToolAnswers } from '../../src/editorial/scaffold.ts';
import { collectionFile, toolFile, type CollectionAnswers, type ToolAnswers } from '../../src/editorial/skeleton.ts';
import { astroBuild, FIXTURE_BASE, REAL_CONTENT } from '../helpers/sites.ts';
import { command, editorRepository, git, KEY, problemLines, terminal } from './helpers.ts';

const NEW_TOOL = [
  '--nom', 'Élève Quiz Pro',
  '--site', 'https://eleve-quiz.example.org/',
  '--categorie', 'quiz',
  '--tarif', 'gratuit',
  '--description-courte', 'Générateur de quiz pour réviser en classe depuis un téléphone.',
  '--langues', 'fr, en',
  '--editeur', 'Exemple SAS',
  '--date', '2026-11-23',
];

const BODY = `Élève Quiz Pro crée des questionnaires à partir d’un texte de cours. ${'Les élèves répondent depuis leur téléphone et l’enseignant voit les résultats en direct. '.repeat(8)}`;

describe('an editor adds a tool by following CONTRIBUTING.md (end to end, real git and real build)', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository();
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('scaffolds, reads what is missing, breaks it, fixes it and sees the API diff', () => {
    const file = 'content/tools/eleve-quiz-pro.md';

    // 1. Scaffold without a terminal: every answer as a flag.
    const scaffold = command(repo, 'new-tool', NEW_TOOL);
    expect(scaffold.stderr).toBe('');
    expect(scaffold.status).toBe(0);
    expect(scaffold.stdout).toContain(`Fiche créée\u00a0: ${file}`);
    expect(scaffold.stdout).toContain('Il reste à écrire la description longue (80 à 250 mots, en français)');
    const written = readFileSync(join(repo, file), 'utf8');
    expect(written).toContain('name: Élève Quiz Pro\n');
    expect(written).toContain('pricing: free\n');
    expect(written).toContain('languages: [fr, en]\n');
    expect(written).toContain('added_at: 2026-11-23\nupdated_at: 2026-11-23\n');

    // 2. The validator says, line by line in French, that the description is still to write, and
    // nothing else: the words of the instructions are no count of the description.
    const unfinished = command(repo, 'validate');
    expect(unfinished.status).toBe(1);
    const lines = unfinished.stderr.split('\n').filter((line) => line.startsWith(file));
    expect(lines.map((line) => line.split(' ')[0])).toEqual([`${file}:18:6`, `${file}:19:1`, `${file}:21:16`, `${file}:23:15`]);
    // The comment above the description goes; the lines below it are replaced.
    expect(lines[0]).toContain('«\u00a0À COMPLÉTER\u00a0»\u00a0: supprimez cette ligne de commentaire du modèle, <!-- … -->, une fois la description écrite');
    for (const line of lines.slice(1)) expect(line).toContain('«\u00a0À COMPLÉTER\u00a0» est une consigne du modèle\u00a0: remplacez cette ligne par votre texte');

    // 3. The editor writes the description but mistypes the pricing: the validator points at it.
    const [, frontMatter] = written.split('---\n');
    writeFileSync(join(repo, file), `---\n${frontMatter.replace('pricing: free', 'pricing: gratuit')}---\n${BODY}\n`);
    const broken = command(repo, 'validate');
    expect(broken.status).toBe(1);
    expect(broken.stderr.split('\n').filter((line) => line.startsWith(file)).map((line) => line.split(' ')[0])).toEqual([`${file}:6:10`]);

    // 4. Fixed: the content is valid.
    writeFileSync(join(repo, file), readFileSync(join(repo, file), 'utf8').replace('pricing: gratuit', 'pricing: free'));
    const fixed = command(repo, 'validate');
    expect(problemLines(fixed.stderr)).toEqual([]);
    expect(fixed.status).toBe(0);

    // 5. While there, the editor corrects the pricing of another tool.
    const kahoot = join(repo, 'content/tools/kahoot.md');
    writeFileSync(kahoot, readFileSync(kahoot, 'utf8').replace('pricing: freemium', 'pricing: paid'));

    // 6. The API diff against the last commit shows the new tool, the changed field and the files.
    const diff = command(repo, 'diff', ['HEAD']);
    expect(diff.status, diff.stderr).toBe(0);
    expect(diff.stdout).toContain('## Ce que la modification change dans l’API');
    expect(diff.stdout).toContain('**Outils**\u00a0: 1 ajouté, 0 retiré, 1 modifié');
    expect(diff.stdout).toContain('### Outils ajoutés (1)\n\n- **Élève Quiz Pro** (`eleve-quiz-pro`)\n');
    expect(diff.stdout).toContain('### Outils modifiés (1)\n\n- **Kahoot!** (`kahoot`)\n  - `pricing`\u00a0: `freemium` → `paid`\n');
    expect(diff.stdout).toContain('| Ajoutés | 1 |');
    expect(diff.stdout).toContain(`**Ajoutés**\n\n- \`_api/${files.tool('eleve-quiz-pro')}\`\n`);
    expect(diff.stdout).toContain(`- \`_api/${files.tool('kahoot')}\`\n`);
    // The temporary worktree is gone.
    expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
  });
});

describe('npm run nouvel-outil refuses what would not be a new, valid tool', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository();
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('lists the missing flags without a terminal, and exits 2 without waiting for input', async () => {
    // stdin stays open and empty: a command that asked a question would hang until the timeout.
    const child = spawn(process.execPath, ['src/cli/new-tool.ts', '--nom', 'Sans Site'], { cwd: repo, env: { ...process.env, CI: 'true' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => child.kill(), 20_000);
      child.on('exit', (status) => {
        clearTimeout(timer);
        resolve(status);
      });
    });
    expect(code).toBe(2);
    expect(stderr).toContain('Erreur\u00a0: il manque --site, --categorie, --tarif, --description-courte');
  });

  it('refuses an existing slug, a website already listed (written differently), an unknown category, French not first, with every reason at once', () => {
    const result = command(repo, 'new-tool', [
      '--nom', 'Kahoot!',
      '--site', 'https://www.KAHOOT.example.org',
      '--categorie', 'quizz',
      '--tarif', 'freemium',
      '--description', 'Une phrase assez longue pour être une description.',
      '--langues', 'en, fr',
    ]);
    const kahoot = readFileSync(join(repo, 'content/tools/kahoot.md'), 'utf8');
    expect(kahoot).toContain('website_url: https://kahoot.example.org/');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Erreur\u00a0: la fiche n’est pas écrite\u00a0:');
    expect(result.stderr).toContain('--nom\u00a0: l’outil «\u00a0kahoot\u00a0» existe déjà (content/tools/kahoot.md)');
    expect(result.stderr).toContain('--site\u00a0: ce site est déjà celui de l’outil «\u00a0kahoot\u00a0»');
    expect(result.stderr).toContain('--categorie\u00a0: «\u00a0quizz\u00a0» n’est pas une catégorie de content/categories.yaml (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)');
    expect(result.stderr).toContain('--langues\u00a0: mettez le français en premier\u00a0: fr, en');
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });

  it('stops a page of a listed tool’s site, naming its file, and takes it with --autre-produit', () => {
    const flagsFor = (name: string) => ['--nom', name, '--site', 'https://WWW.Kahoot.example.org/fr/', '--categorie', 'quiz', '--tarif', 'gratuit', '--description-courte', 'Une phrase assez longue pour être une description.', '--date', '2026-11-23'];
    const stopped = command(repo, 'new-tool', flagsFor('Kahoot Bis'));
    expect(stopped.status).toBe(2);
    expect(stopped.stderr).toContain('--site\u00a0: ce site est déjà celui de l’outil «\u00a0kahoot\u00a0», à l’adresse «\u00a0kahoot.example.org\u00a0» (content/tools/kahoot.md)\u00a0: si c’est le même produit, modifiez ce fichier');
    expect(git(repo, 'status', '--porcelain')).toBe('');
    const taken = command(repo, 'new-tool', [...flagsFor('Kahoot Studio'), '--autre-produit']);
    expect(taken.status, taken.stderr).toBe(0);
    expect(readFileSync(join(repo, 'content/tools/kahoot-studio.md'), 'utf8')).toContain('website_url: https://WWW.Kahoot.example.org/fr/');
    rmSync(join(repo, 'content/tools/kahoot-studio.md'));
  });

  it.each([
    ['new-tool', ['--nom', 'Ancien Drapeau', '--site', 'https://ancien-drapeau.example.org/', '--categorie', 'quiz', '--tarif', 'gratuit'], 'content/tools/ancien-drapeau.md'],
    ['new-collection', ['--titre', 'Ancien drapeau', '--tache', 'Réviser', '--outils', 'kahoot'], 'content/collections/ancien-drapeau.yaml'],
  ])('npm run %s still takes --description for the short description, and refuses it beside --description-courte', (name, args, file) => {
    const summary = 'Une phrase assez longue pour être une description.';
    const both = command(repo, name, [...args, '--description', summary, '--description-courte', summary, '--date', '2026-11-23']);
    expect(both.status).toBe(2);
    expect(both.stderr.trim()).toBe('Erreur\u00a0: --description-courte et --description donnent la même réponse (--description est son ancien nom)\u00a0: gardez --description-courte');
    const former = command(repo, name, [...args, '--description', summary, '--date', '2026-11-23']);
    expect(former.status, former.stderr).toBe(0);
    expect(readFileSync(join(repo, file), 'utf8')).toContain(`short_description: ${summary}`);
    rmSync(join(repo, file));
  });

  it('writes vendor: null when --editeur is left out or is null, as the guide asks', () => {
    const flags = (name: string) => ['--nom', name, '--site', `https://${name.toLowerCase()}.example.org/`, '--categorie', 'quiz', '--tarif', 'free', '--description', 'Une phrase assez longue pour être une description.'];
    try {
      expect(command(repo, 'new-tool', flags('Sansediteur')).status).toBe(0);
      expect(command(repo, 'new-tool', [...flags('Editeurnul'), '--editeur', 'null']).status).toBe(0);
      for (const slug of ['sansediteur', 'editeurnul']) expect(readFileSync(join(repo, `content/tools/${slug}.md`), 'utf8')).toContain('\nvendor: null\n');
      // Only the long description is left to write: no missing vendor.
      const validate = command(repo, 'validate');
      expect(validate.stderr).not.toContain('vendor');
    } finally {
      for (const slug of ['sansediteur', 'editeurnul']) rmSync(join(repo, `content/tools/${slug}.md`), { force: true });
    }
  });

  it('refuses what the validator would refuse in the written file: a day to come, a vendor « ~ », and writes nothing', () => {
    const flags = ['--nom', 'Refusé', '--site', 'https://refuse.example.org/', '--categorie', 'quiz', '--tarif', 'free', '--description', 'Une phrase assez longue pour être une description.'];
    const future = command(repo, 'new-tool', [...flags, '--date', '2999-01-01']);
    expect(future.stderr.trim()).toBe('Erreur\u00a0: --date\u00a0: le 1er janvier 2999 n’est pas encore arrivé, et npm run validate refuse une date à venir\u00a0; donnez un jour passé, ou omettez --date pour inscrire la date du jour');
    expect(future.status).toBe(2);
    const tilde = command(repo, 'new-tool', [...flags, '--editeur', '~', '--langues', 'fra']);
    expect(tilde.stderr.trim()).toBe(
      [
        'Erreur\u00a0: la fiche n’est pas écrite\u00a0:',
        '  --langues\u00a0: «\u00a0fra\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0fr\u00a0»\u00a0?)',
        '  --editeur\u00a0: «\u00a0~\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou, si personne ne peut le nommer, omettez --editeur ou écrivez --editeur null (la fiche portera vendor: null)',
      ].join('\n'),
    );
    expect(tilde.status).toBe(2);
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });

  it('takes a synonym of tags.yaml for its tag and writes the tag, which the validator accepts', () => {
    const result = command(repo, 'new-tool', ['--nom', 'Synonyme', '--site', 'https://synonyme.example.org/', '--categorie', 'quiz', '--tarif', 'free', '--description', 'Une phrase assez longue pour être une description.', '--etiquettes', 'qcm, jeu']);
    try {
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(readFileSync(join(repo, 'content/tools/synonyme.md'), 'utf8')).toContain('\ntags: [quiz, jeux]\n');
      expect(command(repo, 'validate').stderr).not.toContain('tags');
    } finally {
      rmSync(join(repo, 'content/tools/synonyme.md'), { force: true });
    }
  });

  it('writes optional fields that are valid once « # » is removed, with an alt text that has a comma, or a colon between quotes', () => {
    const file = join(repo, 'content/tools/capture.md');
    const result = command(repo, 'new-tool', ['--nom', 'Capture', '--site', 'https://capture.example.org/', '--categorie', 'quiz', '--tarif', 'free', '--description', 'Une phrase assez longue pour être une description.', '--date', '2026-11-23']);
    expect(result.status, result.stderr).toBe(0);
    try {
      const [, frontMatter] = readFileSync(file, 'utf8').split('---\n');
      // As the guide says: remove « # » and the space after it, then write your own values.
      const uncommented = frontMatter.replace(/^# /gm, '').replace('AAAA-MM-JJ', '2026-11-23').replace('nom-du-fichier.png', 'cafe-quiz.png');
      const problems = (alt: string) => {
        writeFileSync(file, `---\n${uncommented.replace('Ce que montre la capture', alt)}---\n${BODY}\n`);
        return command(repo, 'validate').stderr.split('\n').filter((line) => line.includes('capture.md'));
      };
      expect(problems('Quiz projeté en classe, avec le décompte des réponses')).toEqual([]);
      expect(problems('"Quiz projeté : le décompte des réponses"')).toEqual([]);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('refuses a slug kept as a former slug of another tool', () => {
    const path = join(repo, 'content/tools/kahoot.md');
    const original = readFileSync(path, 'utf8');
    try {
      writeFileSync(path, original.replace('---\nname:', '---\nformer_slugs: [kahoot-classic]\nname:'));
      const result = command(repo, 'new-tool', ['--nom', 'Kahoot Classic', '--site', 'https://classic.example.org/', '--categorie', 'quiz', '--tarif', 'free', '--description', 'Une phrase assez longue pour être une description.']);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('--nom\u00a0: «\u00a0kahoot-classic\u00a0» est un ancien slug de l’outil «\u00a0kahoot\u00a0» (former_slugs)');
    } finally {
      writeFileSync(path, original);
    }
  });

  it('answers --help in French, and an unknown flag with exit code 2', () => {
    const help = command(repo, 'new-tool', ['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Crée la fiche d’un nouvel outil dans content/tools/<slug>.md.');
    expect(help.stdout).toContain('--categorie SLUG            une catégorie de content/categories.yaml');
    const unknown = command(repo, 'new-tool', ['--name', 'X']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim()).toBe('Erreur\u00a0: option inconnue --name\u00a0: --help liste les options');
  });
});

describe('npm run nouvelle-selection', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository();
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('writes a top list that is valid once its introduction is written', () => {
    const file = 'content/collections/reviser-avant-le-brevet.yaml';
    const result = command(repo, 'new-collection', [
      '--titre', 'Réviser avant le brevet',
      '--tache', 'Réviser un examen',
      '--description', 'Des outils pour réviser seul ou en classe avant le brevet.',
      '--outils', 'kahoot, cafe-quiz',
      '--date', '2026-11-23',
    ]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Sélection créée\u00a0: ${file}`);
    const text = readFileSync(join(repo, file), 'utf8');
    expect(text).toMatch(/^kind: top_list\ntask: Réviser un examen\ntitle: Réviser avant le brevet\n/);

    const unfinished = command(repo, 'validate');
    expect(unfinished.status).toBe(1);
    expect(problemLines(unfinished.stderr).filter((line) => line.startsWith(file)).map((line) => line.split(' ')[0])).toEqual([`${file}:6:3`]);

    writeFileSync(join(repo, file), text.replace(/  À COMPLÉTER.*\n/, '  Une sélection pour préparer le brevet en jouant.\n'));
    expect(command(repo, 'validate').status).toBe(0);
  });

  it('takes tools by their displayed name or in capitals, and writes their slugs', () => {
    const file = 'content/collections/quiz-par-leur-nom.yaml';
    const result = command(repo, 'new-collection', ['--titre', 'Quiz par leur nom', '--tache', 'Lancer un quiz', '--description', 'Des quiz cités par leur nom, comme les éditeurs les écrivent.', '--outils', 'Kahoot!, Café Quiz,CHATGPT']);
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(join(repo, file), 'utf8').match(/- tool: .*/g)).toEqual(['- tool: kahoot', '- tool: cafe-quiz', '- tool: chatgpt']);
    // Only the introduction is left to write: the validator knows every tool.
    expect(problemLines(command(repo, 'validate').stderr).filter((line) => line.startsWith(file)).map((line) => line.split(' ')[0])).toEqual([`${file}:6:3`]);
    rmSync(join(repo, file));
  });

  it('refuses unknown tools and an existing title, naming the closest tool', () => {
    const result = command(repo, 'new-collection', ['--titre', 'Quiz express', '--profil', 'Professeur', '--description', 'Une phrase assez longue pour résumer.', '--outils', 'kahot']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--titre\u00a0: la sélection «\u00a0quiz-express\u00a0» existe déjà');
    expect(result.stderr).toContain('--outils\u00a0: «\u00a0kahot\u00a0» n’est pas un outil de content/tools/ (vouliez-vous dire «\u00a0kahoot\u00a0»\u00a0?)');
    expect(existsSync(join(repo, 'content/collections/quiz-express.yaml'))).toBe(true);
  });

  it('refuses a discontinued or draft tool, naming its status, and writes nothing', () => {
    const result = command(repo, 'new-collection', ['--titre', 'Quiz du vendredi', '--tache', 'Lancer un quiz', '--description', 'Des quiz pour finir la semaine en jouant.', '--outils', 'kahoot,vieux-quiz,brouillon']);
    expect(result.stderr.trim()).toBe(
      [
        'Erreur\u00a0: la sélection n’est pas écrite\u00a0:',
        '  --outils\u00a0: «\u00a0vieux-quiz\u00a0» est arrêté (status: discontinued)\u00a0: une sélection ne cite que des outils publiés\u00a0; retirez-le de la liste\u00a0; «\u00a0brouillon\u00a0» est un brouillon (status: draft)\u00a0: une sélection ne cite que des outils publiés\u00a0; publiez-le d’abord (status: published) ou retirez-le de la liste',
      ].join('\n'),
    );
    expect(result.status).toBe(2);
    expect(existsSync(join(repo, 'content/collections/quiz-du-vendredi.yaml'))).toBe(false);
  });

  it.each([
    [['--type', 'profil', '--tache', 'Réviser'], 'Erreur\u00a0: --tache va avec --type tache\u00a0; une panoplie (--type profil) se décrit par son profil\u00a0: --profil'],
    [['--type', 'tache', '--profil', 'Professeur'], 'Erreur\u00a0: --profil va avec --type profil\u00a0; une sélection pour une tâche (--type tache) se décrit par sa tâche\u00a0: --tache'],
    [['--tache', 'Réviser', '--profil', 'Professeur'], 'Erreur\u00a0: --tache et --profil\u00a0: donnez l’un ou l’autre, --tache pour une sélection pour une tâche (--type tache), --profil pour une panoplie pour un profil (--type profil)'],
  ])('refuses %j, a subject that does not fit the kind, and writes nothing', (subject, message) => {
    const result = command(repo, 'new-collection', ['--titre', 'Sujet mal placé', ...subject, '--description', 'Des outils pour réviser en classe.', '--outils', 'kahoot']);
    expect(result.stderr.trim()).toBe(message);
    expect(result.status).toBe(2);
    expect(existsSync(join(repo, 'content/collections/sujet-mal-place.yaml'))).toBe(false);
  });

  it.each([
    [{ type: 'profil', profil: 'Professeur' }, { kind: 'profil', subject: 'Professeur' }],
    [{ type: 'tâche', tache: 'Réviser' }, { kind: 'tâche', subject: 'Réviser' }],
    [{ tache: 'Réviser' }, { kind: 'top_list', subject: 'Réviser' }],
    [{ profil: 'Professeur' }, { kind: 'stack', subject: 'Professeur' }],
    [{ type: 'panoplie' }, { kind: 'panoplie', subject: undefined }],
    [{}, { kind: undefined, subject: undefined }],
  ])('subjectFlags(%j) → %j', (flags, expected) => expect(subjectFlags(flags)).toEqual(expected));

  // The validator takes a collection of any size, the pull request's tests do not: the editor
  // hears it when the collection is written, not when the pull request fails.
  it('warns, once the collection is written, that a published collection cites 5 to 15 tools', () => {
    const file = 'content/collections/deux-quiz.yaml';
    const result = command(repo, 'new-collection', ['--titre', 'Deux quiz', '--tache', 'Lancer un quiz', '--description', 'Deux quiz pour finir la semaine en jouant.', '--outils', 'kahoot,cafe-quiz']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Sélection créée\u00a0: ${file}`);
    expect(result.stderr.trim()).toBe(`Attention\u00a0: la sélection cite 2 outils\u00a0; une sélection publiée en cite 5 à 15, et la vérification «\u00a0Tests\u00a0» de la demande de fusion refuse les autres\u00a0: ajoutez-en 3 au moins dans ${file}.`);
    rmSync(join(repo, file));
  });

  it('in a terminal 50 columns wide, breaks what it says once the collection is written between words, and says the same words as in a pipe', async () => {
    const file = 'content/collections/deux-quiz.yaml';
    const args = ['--titre', 'Deux quiz', '--tache', 'Lancer un quiz', '--description', 'Deux quiz pour finir la semaine en jouant.', '--outils', 'kahoot,cafe-quiz'];
    const piped = command(repo, 'new-collection', args);
    rmSync(join(repo, file));
    const shown = terminal(repo, 'new-collection', args.map((arg) => `"${arg}"`), { cols: 50, rows: 30 });
    try {
      expect(await shown.exited).toBe(0);
      const screen = shown.screen().replaceAll('\r', '');
      const told = screen.slice(screen.indexOf('Sélection créée'));
      expect(told.split('\n').filter((line) => [...line].length > 50)).toEqual([]);
      // A word cut by the terminal would come back with a space inside it.
      const words = (text: string) => text.replace(/\s+/g, ' ').trim();
      expect(words(told)).toBe(words(`${piped.stdout}\n${piped.stderr}`));
    } finally {
      shown.stop();
      rmSync(join(repo, file), { force: true });
    }
  });

  it.each([
    [1, 'Attention\u00a0: la sélection cite 1 outil\u00a0; une sélection publiée en cite 5 à 15, et la vérification «\u00a0Tests\u00a0» de la demande de fusion refuse les autres\u00a0: ajoutez-en 4 au moins dans x.yaml.'],
    [5, undefined],
    [15, undefined],
    [17, 'Attention\u00a0: la sélection cite 17 outils\u00a0; une sélection publiée en cite 5 à 15, et la vérification «\u00a0Tests\u00a0» de la demande de fusion refuse les autres\u00a0: retirez-en 2 au moins dans x.yaml.'],
  ])('collectionSizeNotice(%i)', (count, notice) => expect(collectionSizeNotice(count, 'x.yaml')).toBe(notice));

  // The file name is the title's slug: without Latin letters or digits it would be `.yaml`, a
  // hidden file the validator never reads.
  it('refuses a title that gives no file name, and writes nothing', () => {
    const result = command(repo, 'new-collection', ['--titre', '???', '--tache', 'Lancer un quiz', '--description', 'Des quiz pour finir la semaine en jouant.', '--outils', 'kahoot']);
    expect(result.stderr.trim()).toBe(
      'Erreur\u00a0: la sélection n’est pas écrite\u00a0:\n  --titre\u00a0: le titre donne le nom du fichier, fait de lettres latines sans accent et de chiffres, et «\u00a0???\u00a0» n’en contient aucun\u00a0: écrivez le titre en lettres latines, par exemple «\u00a0Réviser avant le brevet\u00a0»',
    );
    expect(result.status).toBe(2);
    expect(existsSync(join(repo, 'content/collections/.yaml'))).toBe(false);
  });

  it('refuses a tool cited twice, as the validator does, and writes nothing', () => {
    const result = command(repo, 'new-collection', ['--titre', 'Quiz en double', '--tache', 'Lancer un quiz', '--description', 'Des quiz pour finir la semaine en jouant.', '--outils', 'kahoot,cafe-quiz,kahoot']);
    expect(result.stderr.trim()).toBe('Erreur\u00a0: la sélection n’est pas écrite\u00a0:\n  --outils\u00a0: «\u00a0kahoot\u00a0» est déjà dans cette sélection\u00a0; citez chaque outil une fois');
    expect(result.status).toBe(2);
    expect(existsSync(join(repo, 'content/collections/quiz-en-double.yaml'))).toBe(false);
  });
});

describe('the example of npm run nouvelle-selection -- --help', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository(REAL_CONTENT);
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('runs as shown in a copy of the real content and writes a collection whose only problem is the introduction to write', () => {
    const help = command(repo, 'new-collection', ['--help']).stdout.split('\n');
    const first = help.findIndex((line) => line.trim().startsWith('npm run nouvelle-selection --'));
    const lines = [help[first]];
    while (lines.at(-1)!.endsWith('\\')) lines.push(help[first + lines.length]);
    // The shell reads the example as an editor would paste it; npm finds this Node first.
    const example = spawnSync('bash', ['-c', lines.join('\n')], { cwd: repo, encoding: 'utf8', env: { ...process.env, CI: 'true', GITHUB_ACTIONS: '', PATH: `${dirname(process.execPath)}:${process.env.PATH}` } });
    expect(example.status, example.stderr).toBe(0);
    const file = 'content/collections/sonder-la-classe-en-direct.yaml';
    expect(example.stdout).toContain(`Sélection créée\u00a0: ${file}`);

    const validate = command(repo, 'validate');
    expect(validate.stderr.split('\n').filter((line) => line.startsWith(file)).map((line) => line.split(' ')[0])).toEqual([`${file}:6:3`]);
  });
});

/** A screen of questions holds none of the English words @clack/prompts draws on its own. */
function expectFrench(screen: string) {
  for (const english of ['Search', 'match', 'to select', 'to navigate', 'confirm', 'items selected', 'Yes', 'Please', 'Cancel']) expect(screen).not.toContain(english);
}

describe('npm run nouvel-outil in a terminal (pseudo-terminal from script(1))', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository();
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('asks each question in French, checks the answer at once, and writes the tool', async () => {
    const editor = terminal(repo, 'new-tool', ['--date', '2026-11-23']);
    try {
      await editor.answer('Nom du produit', 'Kahoot');
      // An existing tool is refused before the next question.
      await editor.waitFor('l’outil «\u00a0kahoot\u00a0» existe déjà');
      await editor.type(KEY.backspace.repeat(6));
      await editor.answer('', 'Outil Terminal');
      await editor.answer('Site officiel', 'https://terminal.example.org/');
      // A search that matches no category is refused instead of writing `category: undefined`.
      await editor.answer('Catégorie', 'zzzz');
      await editor.waitFor('aucune catégorie choisie\u00a0: choisissez l’une de\u00a0: ');
      await editor.type(KEY.backspace.repeat(4));
      // The filter reads accents and capitals as the editor types them: « evalu » finds « Quiz et évaluation ».
      await editor.type('evalu');
      await editor.waitFor('(1 résultat)');
      await editor.type(KEY.enter);
      // Nothing is chosen in advance: Enter alone is told to choose, and the first ↓ reaches the first option.
      await editor.answer('Modèle de tarif publié par l’éditeur (flèches ↑/↓ puis Entrée)', '');
      await editor.waitFor('aucun tarif choisi\u00a0: rien n’est choisi d’avance\u00a0; descendez avec ↓ jusqu’au tarif que publie l’éditeur, puis Entrée');
      await editor.type(KEY.down, KEY.enter);
      // The rule is read before anything is typed, not only once it is broken.
      await editor.answer('Description courte\u00a0: une phrase factuelle de 20 à 160 caractères', 'Un outil saisi dans un vrai terminal de test.');
      // Typed whole, as the question reads: nothing is already in the field.
      await editor.answer('Langues de l’interface', 'fr, en');
      // Tab ticks, as the question says (Space would type into the filter). « open-source » is
      // only a synonym of « logiciel-libre », yet the filter finds it.
      await editor.waitFor('Étiquettes de content/tags.yaml, facultatives (tapez pour filtrer, Tab pour cocher ou décocher, Entrée pour valider)');
      // Tab empties the filter: « jeux » is a new search, not « open-sourcejeux ».
      await editor.type('open-source', KEY.tab);
      await editor.waitFor('Choix\u00a0: Logiciel libre');
      await editor.type('jeux', KEY.tab, KEY.enter);
      await editor.answer('Éditeur', 'Acme');
      await editor.waitFor('offre documentée');
      await editor.waitFor('Oui / ● Non');
      await editor.type(KEY.enter);
      expect(await editor.exited).toBe(0);
    } finally {
      editor.stop();
    }
    expectFrench(editor.screen());
    // The lists with a filter speak French: their search, a search that finds nothing, the tags ticked.
    const screen = editor.screen().replace(/\r/g, '');
    expect(screen).toMatch(/Recherche\u00a0: zzzz█? \(0 résultat\)/);
    expect(screen).toContain('Aucun résultat\u00a0: effacez des lettres pour voir la liste');
    expect(screen).toMatch(/◇ {2}Étiquettes de content\/tags\.yaml.*\n│ {2}Logiciel libre, Jeux et ludification\n/);
    const text = readFileSync(join(repo, 'content/tools/outil-terminal.md'), 'utf8');
    expect(text.split('---\n')[1]).toBe(
      [
        'name: Outil Terminal',
        'website_url: https://terminal.example.org/',
        'short_description: Un outil saisi dans un vrai terminal de test.',
        'category: quiz',
        'pricing: free',
        'languages: [fr, en]',
        'tags: [logiciel-libre, jeux]',
        'vendor: Acme',
        'added_at: 2026-11-23',
        'updated_at: 2026-11-23',
        '# last_verified_at: AAAA-MM-JJ   # seulement après avoir vérifié le site de l’éditeur',
        '# minimum_age: 13                # seulement si les conditions d’utilisation fixent un âge',
        '# screenshot:                    # image déposée dans content/screenshots/',
        '#   file: nom-du-fichier.png',
        '#   alt: Ce que montre la capture   # entre guillemets droits "…" s’il contient « : » ou « # »',
        '',
      ].join('\n'),
    );
  });
});

describe('npm run nouvel-outil in a narrow terminal (40 columns, 16 rows)', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository(REAL_CONTENT);
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('keeps a wrapped question under the guide bar, and a list with its question on the screen', async () => {
    const editor = terminal(repo, 'new-tool', ['--date', '2026-11-23'], { cols: 40, rows: 16 });
    try {
      await editor.answer('Nom du produit', 'Outil Étroit');
      await editor.answer('Site officiel', 'https://etroit.example.org/');
      await editor.answer('Catégorie', 'evalu');
      await editor.waitFor('Modèle de tarif');
      await editor.type(KEY.enter);
      await editor.answer('aucun tarif choisi', KEY.down);
      await editor.answer('Description courte', 'Trop court');
      await editor.waitFor('caractères');
      await editor.type(...Array(10).fill(KEY.backspace));
      await editor.type('Un outil saisi dans un terminal étroit.', KEY.enter);
      await editor.answer('Langues', '');
      await editor.waitFor('Recherche\u00a0:');
      await editor.type(KEY.escape);
      expect(await editor.exited).toBe(1);
    } finally {
      editor.stop();
    }
    const screen = editor.screen().replace(/\r/g, '');
    // A title's next lines start under the bar, not at the first column.
    expect(screen).toContain('◆  Description courte\u00a0: une phrase\n│  factuelle de 20 à 160 caractères\n');
    expect(screen).toContain('◆  Étiquettes de content/tags.yaml,\n│  facultatives (tapez pour filtrer, Tab\n│  pour cocher ou décocher, Entrée pour\n│  valider)\n');
    // So does the reason Enter alone is refused at the pricing question, under its first column.
    expect(screen).toContain('└  aucun tarif choisi\u00a0: rien n’est\n   choisi d’avance\u00a0; descendez avec ↓\n');
    // And a typed answer, and the reason it is refused, each longer than the terminal is wide.
    expect(screen).toContain('└  est trop courte\u00a0: écrivez une phrase\n   complète d’au moins 20 caractères\n');
    expect(screen).toContain('◇  Description courte\u00a0: une phrase\n│  factuelle de 20 à 160 caractères\n│  Un outil saisi dans un terminal\n│  étroit.\n');
    // The first drawing of the list, its title included, fits in the 16 rows: a taller one is
    // left behind, in part, when the list is drawn again.
    const list = screen.slice(screen.indexOf('◆  Étiquettes'));
    expect(list.slice(0, list.indexOf('└')).split('\n').length).toBeLessThan(16);
  });
});

describe('Ctrl+D (end of input) at a question of npm run nouvel-outil', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository();
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  // The terminal's line editor closes on Ctrl+D while the prompt keeps waiting: Node then quit
  // with an English warning about an unsettled await, and code 13. It is a cancel, said in French.
  it.each([
    ['a text answer', ['Nom du produit']],
    ['a list', ['Nom du produit', 'Outil Fin', 'Site officiel', 'https://fin.example.org/', 'Catégorie']],
  ])('at %s, stops as Ctrl+C does: nothing written, said in French', async (_, steps) => {
    const editor = terminal(repo, 'new-tool', ['--date', '2026-11-23']);
    try {
      for (let index = 0; index + 1 < steps.length; index += 2) await editor.answer(steps[index], steps[index + 1]);
      await editor.waitFor(steps.at(-1)!);
      await editor.type(KEY.ctrlD);
      await editor.waitFor('Rien n’a été écrit.');
      expect(await editor.exited).toBe(1);
    } finally {
      editor.stop();
    }
    expect(editor.screen()).not.toContain('Warning');
    expect(existsSync(join(repo, 'content/tools/outil-fin.md'))).toBe(false);
  });
});

describe('the yes-or-no question of npm run nouvel-outil, in a terminal', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository();
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  // Every other answer is given as a flag, so that the offer's question is the only one asked.
  const flagsFor = (name: string) => ['--nom', `"${name}"`, '--site', `https://${name.toLowerCase().replace(/ /g, '-')}.example.org/`, '--categorie', 'quiz', '--tarif', 'gratuit', '--description', '"Un outil pour répondre à la question de l’offre éducation."', '--langues', 'fr', '--etiquettes', 'jeux', '--editeur', 'Acme', '--date', '2026-11-23'];

  it.each([
    ['o', 'Oui minuscule', true],
    ['O', 'Oui majuscule', true],
    ['y', 'Yes', true],
    ['n', 'Non minuscule', false],
    ['N', 'Non majuscule', false],
  ])('« %s » answers at once, without Enter (%s)', async (key, name, yes) => {
    const editor = terminal(repo, 'new-tool', flagsFor(name));
    try {
      await editor.waitFor('Oui / ● Non');
      await editor.type(key);
      if (yes) {
        await editor.answer('Qui y a droit', 'Licences gratuites pour les enseignants.');
        await editor.answer('Page de l’éditeur qui décrit cette offre', 'https://offre.example.org/education');
      }
      expect(await editor.exited).toBe(0);
    } finally {
      editor.stop();
    }
    const text = readFileSync(join(repo, 'content/tools', `${name.toLowerCase().replace(/ /g, '-')}.md`), 'utf8');
    expect(text.includes('education_pricing:\n  description: Licences gratuites pour les enseignants.\n  url: https://offre.example.org/education\n')).toBe(yes);
  });

  it('Échap quits with the answer under the cursor crossed out, not the other one', async () => {
    const editor = terminal(repo, 'new-tool', flagsFor('Outil Echappe'));
    try {
      await editor.waitFor('Oui / ● Non');
      await editor.type(KEY.escape);
      await editor.waitFor('Rien n’a été écrit.');
      expect(await editor.exited).toBe(1);
    } finally {
      editor.stop();
    }
    const screen = editor.screen().replace(/\r/g, '');
    expect(screen.slice(screen.lastIndexOf('■'))).toMatch(/ élèves\u00a0\?\n│ {2}Non\n/);
    expect(existsSync(join(repo, 'content/tools/outil-echappe.md'))).toBe(false);
  });
});

describe('npm run nouvelle-selection in a terminal (pseudo-terminal from script(1))', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository();
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('asks again, in French, when no tool is ticked, keeping the answers, and writes the tools in the order ticked', async () => {
    const editor = terminal(repo, 'new-collection', ['--date', '2026-11-23']);
    try {
      await editor.answer('Titre de la sélection', 'Quiz du terminal');
      await editor.answer('Sorte de sélection (flèches ↑/↓ puis Entrée)', '');
      await editor.answer('Pour quelle tâche\u00a0?', 'Réviser en jouant');
      await editor.answer('Une phrase qui résume la sélection, de 20 à 200 caractères', 'Des outils pour réviser en jouant avec toute la classe.');
      // Enter before any tool is ticked: the question comes back instead of an error that loses every answer.
      await editor.answer('Outils, dans l’ordre où vous les cochez (tapez pour filtrer, Tab pour cocher ou décocher, Entrée pour valider)', '');
      await editor.waitFor('indiquez au moins un outil');
      await editor.waitFor('Outils, dans l’ordre où vous les cochez');
      // Tab where the filter finds nothing ticks nothing and keeps the typing, for Backspace to mend.
      await editor.type('kahootz');
      await editor.waitFor('(0 résultat)');
      await editor.type(KEY.tab, KEY.backspace, KEY.tab, 'cafe', KEY.tab, KEY.enter);
      expect(await editor.exited).toBe(0);
    } finally {
      editor.stop();
    }
    expectFrench(editor.screen());
    // Tools are listed by name; what is ticked is named while the filter hides it, then once the list is answered.
    const screen = editor.screen().replace(/\r/g, '');
    expect(screen).toContain('Choix\u00a0: Kahoot!\n');
    expect(screen).toMatch(/◇ {2}Outils, dans l’ordre où vous les cochez.*\n│ {2}Kahoot!, Café Quiz\n/);
    const text = readFileSync(join(repo, 'content/collections/quiz-du-terminal.yaml'), 'utf8');
    expect(text).toMatch(/^kind: top_list\ntask: Réviser en jouant\ntitle: Quiz du terminal\nshort_description: Des outils pour réviser en jouant avec toute la classe.\n/);
    expect(text.match(/- tool: .*/g)).toEqual(['- tool: kahoot', '- tool: cafe-quiz']);
  });
});

describe('answer checks of the tool scaffold', () => {
  const existing = {
    toolSlugs: new Map([['kahoot', 'kahoot'], ['kahoot-classic', 'kahoot'], ['quiziniere', 'quiziniere'], ['digipad', 'digipad']]),
    toolLabels: new Map([['kahoot', 'Kahoot!'], ['quiziniere', 'La Quizinière'], ['digipad', 'Digipad']]),
    toolNames: new Map([['kahoot', 'kahoot'], ['la-quiziniere', 'quiziniere'], ['digipad', 'digipad']]),
    websites: new Map([['kahoot.com', 'kahoot'], ['quiziniere.com', 'quiziniere'], ['ladigitale.dev/digipad', 'digipad']]),
    unpublished: new Map<string, string>(),
    collectionSlugs: new Set<string>(),
    categories: [{ slug: 'quiz-evaluation', name: 'Quiz et évaluation' }],
    tags: [
      { slug: 'quiz', label: 'Quiz', synonyms: ['qcm'] },
      { slug: 'carte-mentale', label: 'Carte mentale', synonyms: [] },
      { slug: 'ocr', label: 'Reconnaissance de texte', synonyms: [] },
    ],
  };
  const checks = toolChecks(existing);

  it.each([
    ['tags', 'quiz, carte-mentale', undefined],
    ['tags', 'quiz, cartes-mentales', 'étiquette inconnue «\u00a0cartes-mentales\u00a0» (vouliez-vous dire «\u00a0carte-mentale\u00a0»\u00a0?)\u00a0: choisissez dans content/tags.yaml ou proposez-la dans ce fichier'],
    ['tags', 'Carte mentale, quiz', undefined],
    ['tags', 'quiz carte-mentale', '«\u00a0quiz carte-mentale\u00a0»\u00a0: séparez les étiquettes par des virgules, «\u00a0quiz, carte-mentale\u00a0»'],
    ['tags', 'qcm', undefined],
    ['tags', 'Quiz, QCM, Carte-Mentale', undefined],
    ['tags', 'qcmm', 'étiquette inconnue «\u00a0qcmm\u00a0» (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)\u00a0: choisissez dans content/tags.yaml ou proposez-la dans ce fichier'],
    ['languages', 'fr', undefined],
    ['languages', 'de, fr, en', 'mettez le français en premier\u00a0: fr, de, en'],
    ['languages', 'en', undefined],
    ['languages', ' ', 'indiquez au moins une langue, par exemple «\u00a0fr\u00a0»'],
    ['name', 'Kahoot Classic', '«\u00a0kahoot-classic\u00a0» est un ancien slug de l’outil «\u00a0kahoot\u00a0» (former_slugs)\u00a0: modifiez content/tools/kahoot.md'],
    ['name', 'Nouveau', undefined],
    ['name', '???', 'le nom donne le nom du fichier, fait de lettres latines sans accent et de chiffres, et «\u00a0???\u00a0» n’en contient aucun\u00a0: écrivez le nom tel que l’éditeur l’écrit en lettres latines'],
    ['name', '日本語', 'le nom donne le nom du fichier, fait de lettres latines sans accent et de chiffres, et «\u00a0日本語\u00a0» n’en contient aucun\u00a0: écrivez le nom tel que l’éditeur l’écrit en lettres latines'],
    ['name', 'Élève 日本', undefined],
    ['name', '« Citation »', 'les guillemets «\u00a0» autour de la valeur seraient publiés avec elle\u00a0: retirez-les'],
    ['name', 'Le « quiz » du jour', undefined],
    ['short_description', '« Un outil de quiz pour toute la classe. »', 'les guillemets «\u00a0» autour de la valeur seraient publiés avec elle\u00a0: retirez-les'],
    ['vendor', '“Éditeur”', 'les guillemets “\u00a0” autour de la valeur seraient publiés avec elle\u00a0: retirez-les'],
    ['education_description', '‘Gratuit pour les enseignants’', 'les guillemets ‘\u00a0’ autour de la valeur seraient publiés avec elle\u00a0: retirez-les'],
    ['education_description', 'Gratuit pour tous, sans compte.', 'ne dit pas qui y a droit\u00a0: une offre éducation est réservée aux écoles, aux établissements, aux enseignants, aux élèves ou aux étudiants, et sa description les nomme\u00a0; une offre pour tout le monde n’en est pas une (pricing dit ce qui est gratuit pour tous)\u00a0: nommez qui y a droit, ou retirez l’offre éducation'],
    ['website_url', 'https://www.kahoot.com/', 'ce site est déjà celui de l’outil «\u00a0kahoot\u00a0» (content/tools/kahoot.md)\u00a0: un produit n’a qu’une fiche\u00a0; modifiez ce fichier plutôt que d’en créer un autre'],
    ['website_url', 'http://kahoot.com', 'ce site est déjà celui de l’outil «\u00a0kahoot\u00a0» (content/tools/kahoot.md)\u00a0: un produit n’a qu’une fiche\u00a0; modifiez ce fichier plutôt que d’en créer un autre'],
    ['website_url', 'www.kahoot.com', 'ce site est déjà celui de l’outil «\u00a0kahoot\u00a0» (content/tools/kahoot.md)\u00a0: un produit n’a qu’une fiche\u00a0; modifiez ce fichier plutôt que d’en créer un autre'],
    // A page under a tool's site, or the home page above a tool's page: most often the same product.
    ['website_url', 'https://WWW.Kahoot.com/fr/', 'ce site est déjà celui de l’outil «\u00a0kahoot\u00a0», à l’adresse «\u00a0kahoot.com\u00a0» (content/tools/kahoot.md)\u00a0: si c’est le même produit, modifiez ce fichier plutôt que d’en créer un autre\u00a0; si c’est un autre produit, relancez la commande avec --autre-produit'],
    ['website_url', 'https://ladigitale.dev/', 'ce site est déjà celui de l’outil «\u00a0digipad\u00a0», à l’adresse «\u00a0ladigitale.dev/digipad\u00a0» (content/tools/digipad.md)\u00a0: si c’est le même produit, modifiez ce fichier plutôt que d’en créer un autre\u00a0; si c’est un autre produit, relancez la commande avec --autre-produit'],
    // Pages side by side on one host are often tools of one publisher (La Digitale, Microsoft).
    ['website_url', 'https://ladigitale.dev/digicode/', undefined],
    ['website_url', 'https://kahoot.community.example.org/', undefined],
    // A name is compared folded as slugs are: capitals, accents and signs aside.
    ['name', 'LA QUIZINIERE', 'l’outil «\u00a0quiziniere\u00a0» s’appelle déjà «\u00a0La Quizinière\u00a0» (content/tools/quiziniere.md)\u00a0: modifiez ce fichier plutôt que d’en créer un autre'],
    ['name', 'la quizinière !', 'l’outil «\u00a0quiziniere\u00a0» s’appelle déjà «\u00a0La Quizinière\u00a0» (content/tools/quiziniere.md)\u00a0: modifiez ce fichier plutôt que d’en créer un autre'],
    ['name', 'KAHOOT', 'l’outil «\u00a0kahoot\u00a0» existe déjà (content/tools/kahoot.md)\u00a0: modifiez ce fichier plutôt que d’en créer un autre'],
    ['website_url', 'http://nouveau.example.org/', 'doit être une adresse complète en https:// (vouliez-vous dire «\u00a0https://nouveau.example.org/\u00a0»\u00a0?)'],
    ['website_url', 'nouveau.example.org', 'doit être une adresse complète en https:// (vouliez-vous dire «\u00a0https://nouveau.example.org\u00a0»\u00a0?)'],
    ['website_url', 'Nouveau', 'doit être une adresse complète en https://, par exemple «\u00a0https://example.org/\u00a0»'],
    ['category', 'quiz-evaluation', undefined],
    ['category', 'quiz-evaluations', '«\u00a0quiz-evaluations\u00a0» n’est pas une catégorie de content/categories.yaml (vouliez-vous dire «\u00a0quiz-evaluation\u00a0»\u00a0?)\u00a0; choisissez parmi\u00a0: quiz-evaluation'],
    ['category', 'Évaluation', '«\u00a0Évaluation\u00a0» n’est pas une catégorie de content/categories.yaml (vouliez-vous dire «\u00a0quiz-evaluation\u00a0»\u00a0?)\u00a0; choisissez parmi\u00a0: quiz-evaluation'],
    ['pricing', 'payant', undefined],
    ['pricing', 'sur devis', undefined],
    // In the words of `--help`, not the values of the file only.
    ['pricing', 'gratos', '«\u00a0gratos\u00a0» n’est pas un modèle de tarif\u00a0; écrivez l’un de\u00a0: gratuit (free), freemium, payant (paid), sur-devis (enterprise)'],
    ['vendor', '', undefined],
    ['vendor', 'null', undefined],
    ['vendor', '~', '«\u00a0~\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou laissez la réponse vide si personne ne peut le nommer (la fiche portera vendor: null)'],
    ['vendor', '"null"', '«\u00a0"null"\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou laissez la réponse vide si personne ne peut le nommer (la fiche portera vendor: null)'],
    ['vendor', "'~'", '«\u00a0\'~\'\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou laissez la réponse vide si personne ne peut le nommer (la fiche portera vendor: null)'],
    ['vendor', 'Inconnu', '«\u00a0Inconnu\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou laissez la réponse vide si personne ne peut le nommer (la fiche portera vendor: null)'],
    ['vendor', 'N/A', '«\u00a0N/A\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou laissez la réponse vide si personne ne peut le nommer (la fiche portera vendor: null)'],
    ['vendor', 'Null Éditions', undefined],
    ['languages', 'fr, fra', '«\u00a0fra\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0fr\u00a0»\u00a0?)'],
    ['languages', 'français, anglais', '«\u00a0français\u00a0», «\u00a0anglais\u00a0» ne sont pas des codes de langue ISO 639-1\u00a0; écrivez pour chacun le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0fr\u00a0» pour «\u00a0français\u00a0», «\u00a0en\u00a0» pour «\u00a0anglais\u00a0»\u00a0?)'],
    ['languages', 'fr, zz, yy, jp', '«\u00a0zz\u00a0», «\u00a0yy\u00a0», «\u00a0jp\u00a0» ne sont pas des codes de langue ISO 639-1\u00a0; écrivez pour chacun le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0ja\u00a0» pour «\u00a0jp\u00a0»\u00a0?)'],
    ['category', '', 'aucune catégorie choisie\u00a0: choisissez l’une de\u00a0: quiz-evaluation'],
    ['website_url', 'https://nouveau.example.org/\u200b', 'un caractère invisible (U+200B) se trouve après «\u00a0https://nouveau.example.org/\u00a0»\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web'],
    ['tags', 'quiz, carte-mentale\u00ad', 'un caractère invisible (U+00AD) se trouve après «\u00a0quiz, carte-mentale\u00a0»\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web'],
  ] as const)('%s: %s', (field, value, problem) => expect(checks[field](value)).toBe(problem));

  it('takes a site on the site of a listed tool when the editor says it is another product (--autre-produit)', () => {
    expect(toolChecks(existing, { otherProduct: true }).website_url('https://kahoot.com/fr/')).toBeUndefined();
    expect(toolChecks(existing, { otherProduct: true }).website_url('https://kahoot.com/')).toContain('un produit n’a qu’une fiche');
  });

  it('names a refused item by its value, never by its position in the list', () => {
    expect(toolChecks({ ...existing, tags: [] }).tags('quiz, Carte')).toBe('«\u00a0Carte\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0carte\u00a0»');
  });

  it('writes no day to come, which the validator would refuse', () => {
    expect(recordDay('2026-11-23')).toBe('2026-11-23');
    expect(() => recordDay('2999-01-01')).toThrow('--date\u00a0: le 1er janvier 2999 n’est pas encore arrivé');
  });

  it('refuses at once a prompt that hands over no answer (an autocomplete search that matches nothing)', () => {
    expect(validators(checks)('category')(undefined)).toBe('aucune catégorie choisie\u00a0: choisissez l’une de\u00a0: quiz-evaluation');
  });

  const labels: Record<keyof RawToolAnswers, string> = {
    name: 'Nom',
    website_url: 'Site',
    category: 'Catégorie',
    pricing: 'Tarif',
    short_description: 'Description',
    languages: 'Langues',
    tags: 'Étiquettes',
    vendor: 'Éditeur',
    education_description: 'Offre',
    education_url: 'Page de l’offre',
  };
  const raw: RawToolAnswers = { name: 'Nouveau', website_url: 'https://nouveau.example.org/', category: 'quiz-evaluation', pricing: 'gratuit', short_description: 'Un outil de quiz pour toute la classe.' };

  it('checks a required answer that is missing instead of skipping it', () => {
    expect(toolAnswerProblems(raw, existing, labels)).toEqual([]);
    expect(toolAnswerProblems({ ...raw, category: undefined as unknown as string }, existing, labels)).toEqual(['Catégorie\u00a0: aucune catégorie choisie\u00a0: choisissez l’une de\u00a0: quiz-evaluation']);
  });

  // Without a terminal there is no answer to leave empty, as the question's advice says.
  it('tells a vendor given as a flag to leave the flag out or give it null', () => {
    expect(toolAnswerProblems({ ...raw, vendor: 'Inconnu' }, existing, { ...labels, vendor: '--editeur' })).toEqual([
      '--editeur\u00a0: «\u00a0Inconnu\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou, si personne ne peut le nommer, omettez --editeur ou écrivez --editeur null (la fiche portera vendor: null)',
    ]);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['null', null],
    ['NULL', null],
    [' Acme SAS ', 'Acme SAS'],
  ])('vendorValue(%j) → %j', (answer, vendor) => expect(vendorValue(answer)).toBe(vendor));

  it('writes vendor: null when no vendor is given, and the vendor when one is', () => {
    expect(toolFile(toolAnswers(raw, existing), '2026-11-23')).toContain('\nvendor: null\n');
    expect(toolFile(toolAnswers({ ...raw, vendor: 'null' }, existing), '2026-11-23')).toContain('\nvendor: null\n');
    expect(toolFile(toolAnswers({ ...raw, vendor: 'Null Éditions' }, existing), '2026-11-23')).toContain('\nvendor: Null Éditions\n');
  });

  it('takes language codes in capitals and writes them in lower case', () => {
    expect(checks.languages('FR, EN')).toBeUndefined();
    expect(checks.languages('EN, FR')).toBe('mettez le français en premier\u00a0: fr, en');
    expect(toolAnswers({ ...raw, languages: 'FR, En, fr' }, existing).languages).toEqual(['fr', 'en']);
  });

  it.each(['quiz-evaluation', 'Quiz et évaluation', 'QUIZ-EVALUATION', ' quiz et evaluation '])('takes the category %j and writes its slug', (category) => {
    expect(checks.category(category)).toBeUndefined();
    expect(toolAnswers({ ...raw, category }, existing).category).toBe('quiz-evaluation');
  });

  it('writes the tag of a synonym, once, as the validator wants it', () => {
    expect(toolAnswers({ ...raw, tags: 'qcm, carte-mentale, quiz' }, existing).tags).toEqual(['quiz', 'carte-mentale']);
    expect(toolAnswers({ ...raw, tags: 'Quiz, QCM, Carte-Mentale' }, existing).tags).toEqual(['quiz', 'carte-mentale']);
    expect(toolAnswers({ ...raw, tags: 'Carte mentale; QCM' }, existing).tags).toEqual(['carte-mentale', 'quiz']);
  });

  // The list of the questions shows each tag by its label: typed as a flag, it is that tag.
  it.each(['Reconnaissance de texte', 'reconnaissance de texte', 'Reconnaissance-de-texte'])('takes the tag %j by its label and writes its slug', (tags) => {
    expect(checks.tags(tags)).toBeUndefined();
    expect(toolAnswers({ ...raw, tags }, existing).tags).toEqual(['ocr']);
  });
});

describe('a value between typographic quotes, which the validator refuses', () => {
  it.each([
    ['--nom', '« Citation »', '«\u00a0»'],
    ['--description-courte', '« Générateur de quiz pour réviser en classe depuis un téléphone. »', '«\u00a0»'],
    ['--editeur', '“Éditeur”', '“\u00a0”'],
  ])('%s %s: refused with exit code 2, nothing written', (flag, value, quotes) => {
    const repo = editorRepository();
    try {
      const args = [...NEW_TOOL];
      args[args.indexOf(flag) + 1] = value;
      const result = command(repo, 'new-tool', args);
      expect(result.stderr).toContain(`${flag}\u00a0: les guillemets ${quotes} autour de la valeur seraient publiés avec elle\u00a0: retirez-les`);
      expect(result.status).toBe(2);
      expect(git(repo, 'status', '--porcelain')).toBe('');
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe('answer checks of the collection scaffold', () => {
  const existing = {
    toolSlugs: new Map([['kahoot', 'kahoot'], ['kahoot-classic', 'kahoot'], ['quizlet', 'quizlet'], ['brouillon', 'brouillon'], ['bizarre', 'bizarre'], ['quiziniere', 'quiziniere']]),
    toolLabels: new Map([['kahoot', 'Kahoot!'], ['quizlet', 'Quizlet'], ['quiziniere', 'La Quizinière']]),
    toolNames: new Map([['kahoot', 'kahoot'], ['quizlet', 'quizlet'], ['la-quiziniere', 'quiziniere']]),
    websites: new Map<string, string>(),
    unpublished: new Map([['quizlet', 'discontinued'], ['brouillon', 'draft'], ['bizarre', 'ferme']]),
    collectionSlugs: new Set<string>(),
    categories: [],
    tags: [],
  };

  it.each([
    ['Réviser avant le brevet', undefined],
    ['Ελληνικά 2', undefined],
    ['???', 'le titre donne le nom du fichier, fait de lettres latines sans accent et de chiffres, et «\u00a0???\u00a0» n’en contient aucun\u00a0: écrivez le titre en lettres latines, par exemple «\u00a0Réviser avant le brevet\u00a0»'],
    ['Ελληνικά', 'le titre donne le nom du fichier, fait de lettres latines sans accent et de chiffres, et «\u00a0Ελληνικά\u00a0» n’en contient aucun\u00a0: écrivez le titre en lettres latines, par exemple «\u00a0Réviser avant le brevet\u00a0»'],
  ])('title: %s', (value, problem) => expect(collectionChecks(existing).title(value)).toBe(problem));

  it('offers the published tools only', () => {
    expect(publishedTools(existing)).toEqual(['kahoot', 'quiziniere']);
  });

  // A tool given by its displayed name, or with other capitals, accents or spaces, is the tool.
  it.each([
    ['Kahoot', ['kahoot']],
    ['KAHOOT!, La Quizinière', ['kahoot', 'quiziniere']],
    ['la quiziniere; Quiziniere', ['quiziniere', 'quiziniere']],
    ['kahoot quiziniere', ['kahoot', 'quiziniere']],
    ['Kahoot Classic', ['kahoot-classic']],
    ['Kahot', ['Kahot']],
    ['Kahoot Junior, quizlet', ['Kahoot Junior', 'quizlet']],
  ])('toolList: %s', (value, tools) => expect(toolList(value, existing)).toEqual(tools));

  it.each([
    ['kahoot', undefined],
    ['quizlet', '«\u00a0quizlet\u00a0» est arrêté (status: discontinued)\u00a0: une sélection ne cite que des outils publiés\u00a0; retirez-le de la liste'],
    ['brouillon', '«\u00a0brouillon\u00a0» est un brouillon (status: draft)\u00a0: une sélection ne cite que des outils publiés\u00a0; publiez-le d’abord (status: published) ou retirez-le de la liste'],
    ['bizarre', '«\u00a0bizarre\u00a0» n’est pas publié (status: ferme)\u00a0: une sélection ne cite que des outils publiés\u00a0; corrigez son status (npm run validate dit comment) ou retirez-le de la liste'],
    ['kahoot-classic', '«\u00a0kahoot-classic\u00a0» est un ancien slug de «\u00a0kahoot\u00a0»\u00a0: écrivez «\u00a0kahoot\u00a0»'],
    ['quizizz', '«\u00a0quizizz\u00a0» n’est pas un outil de content/tools/'],
    ['kahot', '«\u00a0kahot\u00a0» n’est pas un outil de content/tools/ (vouliez-vous dire «\u00a0kahoot\u00a0»\u00a0?)'],
    ['kahoot, kahoot', '«\u00a0kahoot\u00a0» est déjà dans cette sélection\u00a0; citez chaque outil une fois'],
    ['kahot, kahoot, kahot', '«\u00a0kahot\u00a0» n’est pas un outil de content/tools/ (vouliez-vous dire «\u00a0kahoot\u00a0»\u00a0?)\u00a0; «\u00a0kahot\u00a0» est déjà dans cette sélection\u00a0; citez chaque outil une fois'],
    ['Kahoot, La Quizinière', undefined],
    ['Kahoot Junior', '«\u00a0Kahoot Junior\u00a0» n’est pas un outil de content/tools/'],
    ['Kahoot, kahoot', '«\u00a0kahoot\u00a0» est déjà dans cette sélection\u00a0; citez chaque outil une fois'],
    ['Kahoot Classic', '«\u00a0kahoot-classic\u00a0» est un ancien slug de «\u00a0kahoot\u00a0»\u00a0: écrivez «\u00a0kahoot\u00a0»'],
    ['Quizlet', '«\u00a0quizlet\u00a0» est arrêté (status: discontinued)\u00a0: une sélection ne cite que des outils publiés\u00a0; retirez-le de la liste'],
  ])('tools: %s', (value, problem) => expect(collectionChecks(existing).tools(value)).toBe(problem));
});

describe('the files the scaffolds write', () => {
  const answers: ToolAnswers = { name: 'Outil', website_url: 'https://outil.example.org/', short_description: 'Un outil.', category: 'quiz', pricing: 'free', languages: ['fr'], tags: [], vendor: null };

  it.each(['name', 'category', 'pricing', 'short_description'] as const)('never hold the word undefined: a tool without %s is not written', (key) => {
    expect(() => toolFile({ ...answers, [key]: undefined }, '2026-11-23')).toThrow(`rien n’est écrit\u00a0: il manque la réponse «\u00a0${key}\u00a0»`);
    expect(() => toolFile({ ...answers, [key]: ' ' }, '2026-11-23')).toThrow(`il manque la réponse «\u00a0${key}\u00a0»`);
  });

  // A sentence of up to 160 (tool) or 200 (collection) characters stays on its line, as the validator wants it.
  const sentence = `Des outils pour manipuler ${'les nombres, les fractions et les figures, '.repeat(3)}au cycle 3.`;
  it.each([
    ['tool', toolFile({ ...answers, short_description: sentence, vendor: sentence.slice(0, 90) }, '2026-11-23'), `\nvendor: ${sentence.slice(0, 90)}\n`],
    ['collection', collectionFile({ kind: 'stack', subject: sentence.slice(0, 95), title: 'Manipuler', short_description: sentence, tools: ['outil'] }, '2026-11-23'), `\npersona: ${sentence.slice(0, 95)}\n`],
  ])('write the long texts of a %s on one line each', (_, file, other) => {
    expect(sentence.length).toBeGreaterThan(150);
    expect(file).toContain(`\nshort_description: ${sentence}\n`);
    expect(file).toContain(other);
  });

  it('never hold the word undefined: a collection without its subject is not written', () => {
    const collection: CollectionAnswers = { kind: 'top_list', subject: undefined as unknown as string, title: 'Quiz', short_description: 'Des quiz.', tools: ['outil'] };
    expect(() => collectionFile(collection, '2026-11-23')).toThrow('rien n’est écrit\u00a0: il manque la réponse «\u00a0subject\u00a0»');
  });
});

describe('unfinished scaffold text never ships', () => {
  it('stops the build (real Astro build) at the lines still to write', async () => {
    const repo = editorRepository();
    try {
      expect(command(repo, 'new-tool', NEW_TOOL).status).toBe(0);
      const build = await astroBuild(join(repo, 'content'), FIXTURE_BASE);
      expect(build.status).not.toBe(0);
      expect(build.output).toMatch(/eleve-quiz-pro\.md:19:1 «\u00a0À COMPLÉTER\u00a0» est une consigne du modèle/);
      rmSync(build.outDir, { recursive: true, force: true });
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
