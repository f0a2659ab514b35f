/**
 * Prints how well the search answers the evaluation queries (`test/search/evaluation.json`) over
 * the real content, per query and overall, for each set: `queries` (keywords and names),
 * `phrases` (tasks, subjects and needs as teachers type them), and `unseen`, `heldout`, `fresh`,
 * `blind`, `blind2` to `blind12` (more such phrases, judged before the search ran them), and
 * `english` to `english10` (requests written in English). Ends with the overall
 * figures as a Markdown table, a row per set.
 *
 * For one query, with R the slugs a user expects on the first page and top5 the first five
 * results (fewer when fewer match):
 * - S@5, success at 5: 1 when the top 5 holds at least one expected tool;
 * - P@5, precision at 5 = |top5 ∩ R| / |top5|: share of the first page that the user wanted
 *   (0 when nothing matches);
 * - R@5, recall at 5 = |top5 ∩ R| / min(5, |R|): share of the first page the expected tools
 *   could fill that they do fill;
 * - R, recall = |results ∩ R| / |R|: share of the expected tools found at any rank;
 * - none: share of queries with no result at all.
 * Overall figures are means over queries. Misses ("-") list expected tools absent from the top 5.
 *
 * Run: npx node bench/search-eval.ts [content folder, default ./content]
 */
import { formatProblem } from '../src/content/directory.ts';
import { scoreContent, SETS } from '../test/search/evaluation.ts';
import { exitWithUsage, wantsHelp } from './usage.ts';

const args = process.argv.slice(2);
if (wantsHelp(args)) exitWithUsage(import.meta.filename);
if (args.length > 1) exitWithUsage(import.meta.filename, `takes one content folder, not ${args.join(' ')}`);
const folder = args[0] ?? 'content';
const scores = await scoreContent(folder);
// A folder named wrong scored every query 0 % under a wall of slugs it did not hold.
const count = scores.problems.length;
if (count > 0) {
  console.error(`${folder} is not content that validates (${count} ${count === 1 ? 'problem' : 'problems'}, the first: ${formatProblem(scores.problems[0])}): npm run validate ${folder} lists them all.`);
  process.exit(2);
}
if (scores.unknownSlugs.length > 0) {
  console.error(`Unknown slugs in the evaluation set: ${scores.unknownSlugs.join(', ')}`);
  process.exitCode = 1;
}
const percent = (value: number) => `${Math.round(value * 100)}`.padStart(4);
const figure = (value: number) => `${(value * 100).toFixed(1)} %`;
for (const set of SETS) {
  const { queries } = scores[set];
  console.log(`\n## ${set}\n\n S@5  P@5  R@5    R  found  query  →  top 5  (- expected tool missing from the top 5)`);
  for (const item of queries) {
    const missing = item.expected.filter((slug) => !item.top5.includes(slug));
    console.log(
      `${percent(item.successAt5)} ${percent(item.precisionAt5)} ${percent(item.recallAt5)} ${percent(item.recall)} ${String(item.total).padStart(6)}  ` +
        `${JSON.stringify(item.query)} [${item.kind}] → ${item.top5.join(' ') || '(nothing)'}` +
        (missing.length > 0 && item.recallAt5 < 1 ? `  - ${missing.join(' ')}` : ''),
    );
  }
}
console.log('\n| set | queries | success@5 | precision@5 | recall@5 | recall | no result |\n|---|---:|---:|---:|---:|---:|---:|');
for (const set of SETS) {
  const s = scores[set];
  console.log(`| ${set} | ${s.queries.length} | ${figure(s.successAt5)} | ${figure(s.precisionAt5)} | ${figure(s.recallAt5)} | ${figure(s.recall)} | ${figure(s.noResult)} |`);
}
