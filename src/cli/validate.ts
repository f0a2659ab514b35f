/**
 * `npm run validate [content-folder]`: checks every content file and every cross-reference,
 * prints every problem as `path:line:column message` (in French, for the editors) and exits 1
 * when there is any. Warnings (what the published text will leave out) are printed the same way
 * but do not fail.
 */
import { formatProblem, githubAnnotation } from '../content/directory.ts';
import { contentDir, loadDirectory } from '../content/load.ts';

const root = process.argv[2] ?? contentDir();
const { directory, problems, warnings } = loadDirectory(root);

for (const warning of warnings) {
  console.error(formatProblem({ ...warning, message: `avertissement : ${warning.message}` }));
  if (process.env.GITHUB_ACTIONS === 'true') console.log(githubAnnotation(warning, 'warning'));
}

for (const problem of problems) {
  console.error(formatProblem(problem));
  if (process.env.GITHUB_ACTIONS === 'true') console.log(githubAnnotation(problem));
}
const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
if (problems.length > 0) {
  console.error(`\n${plural(problems.length, 'problème')} : corrigez-${problems.length > 1 ? 'les' : 'le'} puis relancez npm run validate.`);
  process.exitCode = 1;
} else {
  const discontinued = directory.discontinued.length > 0 ? ` (et ${plural(directory.discontinued.length, 'outil')} arrêté${directory.discontinued.length > 1 ? 's' : ''})` : '';
  console.log(
    `Contenu valide : ${plural(directory.tools.length, 'outil')} publié${directory.tools.length > 1 ? 's' : ''}${discontinued}, ${plural(directory.categories.length, 'catégorie')}, ${plural(directory.collections.length, 'sélection')}, ${plural(directory.tags.length, 'tag')}.`,
  );
}
