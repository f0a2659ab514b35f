/**
 * `npm run validate [content-folder]`: checks every content file and every cross-reference,
 * prints every problem as `path:line:column message` (in French, for the editors) and exits 1
 * when there is any. Warnings (what the published text will leave out) are printed the same way
 * but do not fail. `--help` explains it in French.
 */
import { cacheCompiledCode } from '../editorial/compile-cache.ts';

// Loaded once the cache is on, so that their compiled code comes from it.
cacheCompiledCode();
const { githubAnnotation, problemsFooter } = await import('../content/directory.ts');
const { loadDirectory } = await import('../content/load.ts');
const { contentFolder, flags, layout, printHelp, run, UsageError } = await import('../editorial/cli.ts');

const HELP = `Vérifie tout le contenu et dit, ligne par ligne, quoi corriger.

  npm run validate              vérifie le dossier content (ou CONTENT_DIR)
  npm run validate -- DOSSIER   vérifie un autre dossier de contenu

Chaque problème s’affiche sous la forme chemin:ligne:colonne message.
Code de sortie\u00a0: 1 s’il y a un problème, sinon 0\u00a0; les avertissements
s’affichent sans faire échouer la commande.

Options\u00a0:
  -h, --help   cette aide`;

await run(async () => {
  const { values, positionals } = flags(process.argv.slice(2), {});
  if (values.help) return printHelp(HELP);
  if (positionals.length > 1) throw new UsageError('indiquez au plus un dossier de contenu, par exemple\u00a0: npm run validate -- content');
  const root = contentFolder(positionals[0]);
  const { directory, problems, warnings } = loadDirectory(root);
  const [told, counted] = [await layout(process.stderr), await layout(process.stdout)];

  for (const warning of warnings) {
    console.error(told.problem({ ...warning, message: `avertissement\u00a0: ${warning.message}` }));
    if (process.env.GITHUB_ACTIONS === 'true') console.log(githubAnnotation(warning, 'warning'));
  }

  for (const problem of problems) {
    console.error(told.problem(problem));
    if (process.env.GITHUB_ACTIONS === 'true') console.log(githubAnnotation(problem));
  }
  const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
  if (problems.length > 0) {
    console.error(`\n${told.notice(problemsFooter(problems.length, 'npm run validate'))}`);
    return 1;
  }
  const discontinued = directory.discontinued.length > 0 ? ` (et ${plural(directory.discontinued.length, 'outil')} arrêté${directory.discontinued.length > 1 ? 's' : ''})` : '';
  console.log(
    counted.notice(`Contenu valide\u00a0: ${plural(directory.tools.length, 'outil')} publié${directory.tools.length > 1 ? 's' : ''}${discontinued}, ${plural(directory.categories.length, 'catégorie')}, ${plural(directory.collections.length, 'sélection')}, ${plural(directory.tags.length, 'tag')}.`),
  );
  return 0;
});
