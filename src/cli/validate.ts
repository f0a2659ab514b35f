/**
 * `npm run validate [content-folder]`: checks every content file and every cross-reference,
 * prints every problem as `path:line:column message` and exits 1 when there is any.
 */
import { formatProblem, githubAnnotation } from '../content/directory.ts';
import { contentDir, loadDirectory } from '../content/load.ts';

const root = process.argv[2] ?? contentDir();
const { directory, problems } = loadDirectory(root);

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
