/**
 * `npm run validate [content-folder]`: checks every content file and every cross-reference,
 * prints every problem as `path:line:column message` and exits 1 when there is any. Warnings
 * (what the published text will leave out) are printed the same way but do not fail.
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
if (problems.length > 0) {
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} found: fix them and run npm run validate again.`);
  process.exitCode = 1;
} else {
  console.log(`Content is valid: ${directory.tools.length} tools, ${directory.categories.length} categories, ${directory.collections.length} collections.`);
}
