/**
 * `npm run diff -- <git-ref>`: checks the working tree's content first (its problems, printed as
 * `npm run validate` prints them, stop the command before any build), then builds the given
 * commit (in a temporary git worktree sharing this project's node_modules) and the working
 * tree, and prints in French Markdown what the change does to the API: tools, collections and
 * categories added, removed or changed field by field, tools renamed or discontinued, groups of
 * search synonyms added, removed or changed, and the files of the build that change.
 * The same report is the job summary of every pull request.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { baseUrl } from '../build/base-url.ts';
import { problemsFooter } from '../content/directory.ts';
import { loadDirectory } from '../content/load.ts';
import { quote } from '../content/messages.ts';
import { contentFolder, flags, printHelp, run, tellProblems, UsageError } from '../editorial/cli.ts';
import { diffApi, diffTrees, readTree, renderDiff } from '../editorial/diff.ts';

const HELP = `Montre ce qu’une modification change dans l’API.

  npm run diff -- origin/main   compare origin/main et votre copie de travail
  npm run diff -- HEAD~1        compare le commit précédent et votre copie
                                de travail

La commande vérifie d’abord votre copie de travail\u00a0: si le contenu a un
problème, elle le montre comme npm run validate et s’arrête (code 1) sans rien
construire. Sinon elle construit les deux versions (quelques dizaines de
secondes chacune) et affiche, en Markdown\u00a0: les outils, sélections et
catégories ajoutés, retirés ou modifiés (champ par champ), les outils renommés
(l’ancienne adresse redirige), arrêtés (la page reste) et republiés, les
groupes de synonymes de recherche ajoutés, retirés ou modifiés, puis les
fichiers publiés qui changent et le taux de renouvellement.

Options\u00a0:
  --contenu DOSSIER   dossier de contenu, relatif au projet (défaut\u00a0: content)
  -h, --help          cette aide`;

await run(async () => {
  const { values, positionals } = flags(process.argv.slice(2), { contenu: { type: 'string' } });
  if (values.help) return printHelp(HELP);
  if (positionals.length !== 1) throw new UsageError('indiquez une seule référence git à comparer, par exemple\u00a0: npm run diff -- origin/main');
  const [ref] = positionals;
  const project = process.cwd();
  const content = contentFolder(values.contenu ?? 'content');
  const site = siteUrl();

  const git = (...args: string[]) => {
    const result = spawnSync('git', args, { cwd: project, encoding: 'utf8' });
    if (result.status !== 0) throw new UsageError(`git ${args.join(' ')}\u00a0: ${result.stderr.trim()}`);
    return result.stdout.trim();
  };
  const commitOf = (name: string) => spawnSync('git', ['rev-parse', '--verify', '--quiet', `${name}^{commit}`], { cwd: project, encoding: 'utf8' });
  const found = commitOf(ref);
  if (found.status !== 0) {
    // Only references this repository has, and not the one that just failed (a clone without `origin`).
    const others = ['origin/main', 'main', 'HEAD~1'].filter((other) => other !== ref && commitOf(other).status === 0);
    throw new UsageError(`${quote(ref)} n’est pas un commit de ce dépôt (essayez ${others.length > 0 ? `${others.join(', ')} ou ` : ''}un identifiant de commit, que git log --oneline affiche)`);
  }
  const commit = found.stdout.trim();
  const prefix = git('rev-parse', '--show-prefix');

  // The working copy is checked before anything is built: a content problem is then told as
  // npm run validate tells it, at its line, instead of after a build's stack trace.
  const { problems } = loadDirectory(resolve(project, content));
  if (problems.length > 0) {
    await tellProblems(problems, problemsFooter(problems.length, 'npm run diff', ' dans la copie de travail'));
    return 1;
  }

  const scratch = mkdtempSync(join(tmpdir(), 'annuaire-diff-'));
  const tree = join(scratch, 'ref');
  try {
    git('worktree', 'add', '--detach', '--quiet', tree, commit);
    const refProject = join(tree, prefix);
    // The commit is built with its own code and this project's installed packages.
    if (!existsSync(join(refProject, 'node_modules'))) symlinkSync(join(project, 'node_modules'), join(refProject, 'node_modules'), 'dir');
    const before = build(refProject, resolve(refProject, content), join(scratch, 'dist-ref'), site, ref, `le problème est dans ${quote(ref)}, pas dans votre copie\u00a0: comparez avec une autre référence (après git fetch, origin/main est la plus récente)`);
    const after = build(project, resolve(project, content), join(scratch, 'dist-work'), site, 'la copie de travail', 'corrigez les problèmes affichés ci-dessus (npm run validate)');
    const old = loadDirectory(before.content).directory;
    const now = loadDirectory(after.content).directory;
    const report = renderDiff(diffApi(old, now, diffTrees(readTree(before.out), readTree(after.out))), `\`${ref}\` (${commit.slice(0, 7)})`, 'la copie de travail');
    console.log(report);
    return 0;
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: project });
    rmSync(scratch, { recursive: true, force: true });
  }
});

/** Runs the project's build (`astro build`) of a tree into an output folder; `remedy` says what to do when it fails. */
function build(project: string, content: string, out: string, site: string, what: string, remedy: string): { content: string; out: string } {
  console.error(`Construction de ${what}…`);
  const astro = join(project, 'node_modules/astro/bin/astro.mjs');
  const env = { ...process.env, CONTENT_DIR: content, OUT_DIR: out, SITE_URL: site, API_NOINDEX: '' };
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: project, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    console.error(`${result.stdout}${result.stderr}`);
    throw new UsageError(`la construction de ${what} a échoué (${relative(process.cwd(), content) || content})\u00a0: ${remedy}`);
  }
  return { content, out };
}

/** The base URL both builds are made for; a malformed `SITE_URL` said in a line, not a stack trace. */
function siteUrl(): string {
  try {
    return baseUrl(process.env);
  } catch {
    throw new UsageError(`SITE_URL=${process.env.SITE_URL ?? ''} n’est pas l’adresse d’un site (https://nom-de-domaine, sans chemin)\u00a0: corrigez-la, ou retirez-la, npm run diff n’en a pas besoin`);
  }
}
