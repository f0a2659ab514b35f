/**
 * The examples of CONTRIBUTING.md, pasted as an editor would paste them into a copy of the real
 * content: each one passes `npm run validate`, and each command runs as shown.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recentTools } from '../../src/api/feeds.ts';
import { loadDirectory } from '../../src/content/load.ts';
import { COLLECTION_TOOLS } from '../../src/content/schema.ts';
import { DEFAULT_CONCURRENCY, OFFLINE_AFTER, triedOffline } from '../../src/editorial/links.ts';
import { NOTHING_WRITTEN } from '../../src/editorial/questions.ts';
import { FIXTURE_CONTENT, REAL_CONTENT, ROOT } from '../helpers/sites.ts';
import { command, editorRepository, git } from './helpers.ts';

const GUIDE = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');

/** The code block of the guide, in a language, whose text starts with `start`. */
function block(language: string, start: string): string {
  const blocks = [...GUIDE.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((match) => match[1]);
  const found = blocks.filter((text) => text.startsWith(start));
  expect(found, `one \`\`\`${language} block starting with ${start}`).toHaveLength(1);
  return found[0];
}

describe('the examples of CONTRIBUTING.md, in a copy of the real content', () => {
  let repo: string;
  beforeAll(() => {
    repo = editorRepository(REAL_CONTENT);
  });
  afterEach(() => {
    git(repo, 'checkout', '--quiet', '.');
    git(repo, 'clean', '-fdq', 'content');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  const valid = () => {
    const result = command(repo, 'validate');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  };

  it('a new entry of tags.yaml', () => {
    const tags = join(repo, 'content/tags.yaml');
    writeFileSync(tags, `${readFileSync(tags, 'utf8')}${block('yaml', '- slug:')}`);
    valid();
  });

  it('a tool marked discontinued, in no collection', () => {
    const lifecycle = block('yaml', 'status: discontinued');
    const cited = readdirSync(join(repo, 'content/collections'))
      .map((name) => readFileSync(join(repo, 'content/collections', name), 'utf8'))
      .join('\n');
    const replacement = /^replaced_by: (\S+)/m.exec(lifecycle)![1];
    // The earliest-added tool that no collection cites (a discontinued tool leaves its collections).
    const added = (name: string) => /^added_at: (\S+)/m.exec(readFileSync(join(repo, 'content/tools', `${name}.md`), 'utf8'))![1];
    const [slug] = readdirSync(join(repo, 'content/tools'))
      .map((name) => name.replace(/\.md$/, ''))
      .filter((name) => name !== replacement && !cited.includes(`tool: ${name}\n`))
      .sort((a, b) => added(a).localeCompare(added(b)));
    const file = join(repo, 'content/tools', `${slug}.md`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\nadded_at:/, `\n${lifecycle}added_at:`));
    valid();
  });

  it('a draft published as the guide says: its dates make it the newest tool of the feeds', () => {
    const steps = /supprimez la ligne `status: draft` et mettez `added_at` et `updated_at` à la date du jour/.test(GUIDE.replace(/\s+/g, ' '));
    expect(steps, 'the guide tells how to publish a draft').toBe(true);
    const content = join(repo, 'content');
    // A tool that no collection cites: a draft may not be in one.
    const { tools, collections } = loadDirectory(content).directory;
    const cited = new Set(collections.flatMap((collection) => collection.tools.map((entry) => entry.tool)));
    const [slug] = tools.map((tool) => tool.slug).filter((name) => !cited.has(name));
    const file = join(content, 'tools', `${slug}.md`);
    const published = readFileSync(file, 'utf8');
    writeFileSync(file, published.replace(/\nadded_at:/, '\nstatus: draft\nadded_at:'));
    valid();
    expect(loadDirectory(content).directory.tools.map((tool) => tool.slug)).not.toContain(slug);

    const today = new Date().toISOString().slice(0, 10);
    writeFileSync(file, published.replace(/^added_at: .*$/m, `added_at: ${today}`).replace(/^updated_at: .*$/m, `updated_at: ${today}`));
    valid();
    expect(recentTools(loadDirectory(content).directory.tools, 1).map((tool) => tool.slug)).toEqual([slug]);
  });

  it('a screenshot renamed as the guide says, which the validator takes, where the name it was saved under is refused', () => {
    const example = /enregistrée `([^`]+)` se renomme `([^`]+)`/.exec(GUIDE.replace(/\s+/g, ' '));
    expect(example, 'the guide shows a screenshot name to rename').not.toBeNull();
    const [, saved, renamed] = example!;
    const tool = join(repo, 'content/tools/wooclap.md');
    const screenshot = block('yaml', 'screenshot:');
    expect(screenshot).toContain(`file: ${renamed}\n`);
    mkdirSync(join(repo, 'content/screenshots'), { recursive: true });
    const image = (name: string) => copyFileSync(join(FIXTURE_CONTENT, 'screenshots/cafe-quiz.png'), join(repo, 'content/screenshots', name));

    image(saved);
    writeFileSync(tool, readFileSync(tool, 'utf8').replace(/\nadded_at:/, `\n${screenshot.replace(renamed, saved)}added_at:`));
    expect(command(repo, 'validate').status).toBe(1);

    git(repo, 'checkout', '--quiet', '.');
    rmSync(join(repo, 'content/screenshots', saved));
    image(renamed);
    writeFileSync(tool, readFileSync(tool, 'utf8').replace(/\nadded_at:/, `\n${screenshot}added_at:`));
    valid();
  });

  it.each([
    ['npm run nouvel-outil', block('sh', 'npm run nouvel-outil -- '), 'Fiche créée\u00a0: content/tools/mon-outil.md'],
    ['npm run nouvelle-selection', block('sh', 'npm run nouvelle-selection\n').split('\n').slice(2).join('\n'), 'Sélection créée\u00a0: content/collections/reviser-avant-le-brevet.yaml'],
  ])('%s, with every answer as an option', (_, script, created) => {
    // The shell reads the example as an editor would paste it; npm finds this Node first.
    const result = spawnSync('bash', ['-c', script], { cwd: repo, encoding: 'utf8', env: { ...process.env, CI: 'true', GITHUB_ACTIONS: '', PATH: `${dirname(process.execPath)}:${process.env.PATH}` } });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(created);
    // Broken by hand for an 80-column terminal, which would leave a word alone on a line otherwise.
    const told = result.stdout.slice(result.stdout.indexOf(created)).split('\n');
    expect(told.filter((line) => [...line].length > 80)).toEqual([]);
  });
});

it('the pull-request template names the guide without a relative link, which a pull request’s description does not resolve', () => {
  const template = readFileSync(join(ROOT, '.github/pull_request_template.md'), 'utf8');
  expect(template).toContain('`CONTRIBUTING.md`, à la racine du dépôt');
  expect(template).not.toMatch(/\]\((?!https:\/\/)/);
});

// The guide asks for an ordinary space before « : » (the site makes it non-breaking), and the
// validator refuses a non-breaking one between a field and its value: the checklist says the same.
it('the pull-request template asks for the spaces the guide asks for', () => {
  const template = readFileSync(join(ROOT, '.github/pull_request_template.md'), 'utf8');
  expect(GUIDE).toMatch(/tapée comme une espace\s+ordinaire/);
  expect(template).toMatch(/^- \[ \] Typographie\u00a0: une espace ordinaire avant `; : ! \?`/m);
  expect(template).not.toContain('insécable avant');
});

// The collections' size is held by test/content/directory.test.ts, which the validator does not
// check: the guide says it, with the same bounds, and its example keeps them.
it('the guide and the pull-request template give the number of tools of a published collection, and the guide’s example cites as many', () => {
  expect(GUIDE).toContain(`Une sélection publiée cite **${COLLECTION_TOOLS.min} à ${COLLECTION_TOOLS.max} outils**.`);
  const template = readFileSync(join(ROOT, '.github/pull_request_template.md'), 'utf8');
  expect(template).toContain(`Sélection\u00a0: ${COLLECTION_TOOLS.min} à ${COLLECTION_TOOLS.max} outils publiés`);
  // Where the guide tells what the pull request's Tests check holds beyond npm run validate.
  expect(GUIDE.replace(/\s+/g, ' ')).toContain(`${COLLECTION_TOOLS.min} à ${COLLECTION_TOOLS.max} outils par sélection`);
  const tools = /--outils (\S+)/.exec(block('sh', 'npm run nouvelle-selection\n'))![1].split(',');
  expect(tools.length).toBeGreaterThanOrEqual(COLLECTION_TOOLS.min);
  expect(tools.length).toBeLessThanOrEqual(COLLECTION_TOOLS.max);
});

// An editor offline reads how many links the report counts: the guide gives the check's numbers.
it('the guide says after how many links verifier-liens stops without internet, and how many the report may count', () => {
  const guide = GUIDE.replace(/\s+/g, ' ');
  expect(guide).toContain(`dès que ${OFFLINE_AFTER} liens ont échoué sans qu’aucun site n’ait répondu`);
  expect(guide).toContain(`(${DEFAULT_CONCURRENCY} à la fois par défaut, voir \`--concurrence\`)`);
  expect(guide).toContain(`de ${OFFLINE_AFTER} à ${triedOffline(DEFAULT_CONCURRENCY)} liens essayés`);
});

// test/content/validate.test.ts shows both: wrapped at a terminal, one line per problem in a pipe.
it('the guide says that npm run validate breaks a long message at a terminal, and keeps a problem per line elsewhere', () => {
  expect(GUIDE.replace(/\s+/g, ' ')).toContain('continue sur les lignes suivantes, en retrait, coupé entre deux mots ; redirigée vers un fichier ou lue par un éditeur, la sortie garde un problème par ligne');
});

// Its colon follows a non-breaking space, as in every message: the guide's example has it too, or it would not be the command's words.
it('the guide quotes a scaffold’s usage error as the command prints it', () => {
  const example = /\(`(Erreur[^`]*), …`\)/.exec(GUIDE)![1];
  const result = command(ROOT, 'new-tool', ['--nom', 'Sans Site']);
  expect(result.status).toBe(2);
  expect(result.stderr).toContain(example);
});

it('the guide says how to quit a scaffold’s questions, in the words the command then says', () => {
  expect(GUIDE.replace(/\s+/g, ' ')).toContain(`**Échap** ou **Ctrl+C** arrête la commande sans rien écrire : elle répond « ${NOTHING_WRITTEN} »`);
});

it('the table of commands lists every editors’ command of package.json, and each one answers --help in French, within 80 columns', () => {
  const scripts: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
  // The editors' commands are the scripts of src/cli/ that read or write content, not the site's own build and server.
  const editors = Object.entries(scripts)
    .filter(([, script]) => /^node src\/cli\/(?!build\.ts|start\.ts)/.test(script))
    .map(([name]) => name);
  const listed = [...GUIDE.matchAll(/^\| `npm run ([\w-]+)[^`]*` \|/gm)].map((match) => match[1]);
  expect(editors).toContain('tags');
  expect(listed.sort()).toEqual(editors.sort());
  const wide: Record<string, string[]> = {};
  for (const name of editors) {
    const help = spawnSync('npm', ['run', '--silent', name, '--', '--help'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` } });
    expect(help.status, `${name}: ${help.stderr}`).toBe(0);
    expect(help.stdout, name).toMatch(/^Options\u00a0:$/m);
    // Wider lines break the « option / explication » columns in a standard 80-column terminal.
    const lines = help.stdout.split('\n').filter((line) => [...line].length > 80);
    if (lines.length > 0) wide[name] = lines.map((line) => `${[...line].length}: ${line}`);
  }
  expect(wide).toEqual({});
});

/** Text with French typography's non-breaking spaces as plain ones: the guide has them, messages do not. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The source of every message editors read from the validator and the scaffolds, its non-breaking spaces (written `\u00a0`) as plain ones, as the guide's table writes them. */
const MESSAGES_SOURCE = ['src/content', 'src/editorial']
  .flatMap((folder) => readdirSync(join(ROOT, folder)).map((file) => readFileSync(join(ROOT, folder, file), 'utf8')))
  .join('\n')
  .replaceAll('\\u00a0', ' ');

/** The error table of the guide, from its header row to its last row. */
const ERROR_TABLE = plainSpaces(GUIDE.slice(GUIDE.indexOf('| Le message dit… |')).split('\n\n')[0]);

/** What the error table's rows say the message says: their first cells, below the header and its rule. */
const ERROR_ROWS = ERROR_TABLE.split('\n')
  .slice(2)
  .map((row) => row.slice('| '.length).split(' | ')[0]);

/**
 * The words of a cell of the error table that a message prints as they are written in its source:
 * the cell cut where it stands for what the message inserts (« … », …), between alternatives
 * (` / `), at its asides in brackets and its code spans, and between the clauses (` : `, ` ; `)
 * that a message joins from pieces written apart, such as the field's name before its problem.
 * @example quotedWords('former_slugs : « … » est déjà un ancien slug de … (voir `former_slugs`)') // ['former_slugs', 'est déjà un ancien slug de']
 */
const quotedWords = (cell: string) =>
  cell
    .split(/«[^»]*»|…|\([^)]*\)|`[^`]*`| \/ | [:;] /)
    .map((words) => words.trim())
    .filter((words) => words.length >= 12);

it('the error table has rows', () => expect(ERROR_ROWS.length).toBeGreaterThan(50));

it.each([
  ['former_slugs : «\u00a0…\u00a0» est déjà un ancien slug de … (voir `former_slugs`)', ['former_slugs', 'est déjà un ancien slug de']],
  ['la virgule à la fin est de trop / «\u00a0…\u00a0», «\u00a0…\u00a0» sont des éléments distincts', ['la virgule à la fin est de trop', 'sont des éléments distincts']],
  ['le fichier dépasse 64 Ko (… Ko) : raccourcissez-le', ['le fichier dépasse 64 Ko', 'raccourcissez-le']],
  ['trop court / trop long', []],
])('quotedWords(%j) is %j', (cell, words) => expect(quotedWords(cell)).toEqual(words));

// An editor who reads a message searches the guide for its words: each row quotes some of them,
// at least a dozen characters in a row, as the validator or a scaffold prints them.
it.each(ERROR_ROWS)('the guide’s error table quotes a message in « %s »', (cell) => {
  const words = quotedWords(cell);
  expect(words.filter((fragment) => MESSAGES_SOURCE.includes(fragment)), `none of ${JSON.stringify(words)} is in a message`).not.toEqual([]);
});

// Words that a message must keep for its row to be found, and that the row quotes.
it.each([
  'n’est pas une valeur permise ; écrivez l’une de',
  'doit être une date réelle écrite AAAA-MM-JJ',
  'n’est pas un outil de',
  'réservé aux outils arrêtés',
  'discontinued_at manque : un outil arrêté (status: discontinued) indique le jour de sa fermeture',
  'l’en-tête est vide',
  'le YAML ne s’indente pas avec des tabulations',
  'une tabulation se trouve',
  'est le slug actuel',
  'est déjà un ancien slug de',
  'ce groupe n’a qu’un mot : un groupe réunit au moins deux mots ou expressions',
  'est une valeur binaire (!!binary)',
  'cet élément de la liste est vide',
  'est déjà dans la liste',
  'le slug d’un outil est le nom de son fichier',
  'n’est pas publié',
  'aussi ce site',
  'aussi ce nom',
])('the guide’s error table quotes « %s » as the validator prints it', (words) => {
  expect(MESSAGES_SOURCE).toContain(words);
  expect(ERROR_TABLE).toContain(words);
});

it.each(['valeur non autorisée', 'doit être une date AAAA-MM-JJ', 'de la sélection n’existe pas', '(ou `- slug: …`)', 'doit être écrit en minuscules', 'doit être une seule phrase', 'trop court / trop long', 'est avant `added_at`', 'l’en-tête (front matter) manque'])('the guide’s error table no longer quotes « %s », which the validator does not print', (words) => {
  expect(ERROR_TABLE).not.toContain(words);
});
