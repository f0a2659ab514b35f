/**
 * Prints how well the search answers the evaluation queries (`test/search/evaluation.json`) over
 * the real content, per query and overall.
 *
 * For one query, with R the slugs a user expects on the first page and top5 the first five
 * results (fewer when fewer match):
 * - P@5, precision at 5 = |top5 ∩ R| / |top5|: share of the first page that the user wanted
 *   (0 when nothing matches);
 * - R@5, recall at 5 = |top5 ∩ R| / min(5, |R|): share of the first page the expected tools
 *   could fill that they do fill;
 * - R, recall = |results ∩ R| / |R|: share of the expected tools found at any rank.
 * Overall figures are means over queries. Misses ("-") list expected tools absent from the top 5.
 *
 * Run: npx node bench/search-eval.ts [content folder, default ./content]
 */
import { scoreContent } from '../test/search/evaluation.ts';

const scores = scoreContent(process.argv[2] ?? 'content');
if (scores.unknownSlugs.length > 0) {
  console.error(`Unknown slugs in the evaluation set: ${scores.unknownSlugs.join(', ')}`);
  process.exitCode = 1;
}
const percent = (value: number) => `${Math.round(value * 100)}`.padStart(4);
console.log(' P@5  R@5    R  found  query  →  top 5  (- expected tool missing from the top 5)');
for (const item of scores.queries) {
  const missing = item.expected.filter((slug) => !item.top5.includes(slug));
  console.log(
    `${percent(item.precisionAt5)} ${percent(item.recallAt5)} ${percent(item.recall)} ${String(item.total).padStart(6)}  ` +
      `${JSON.stringify(item.query)} [${item.kind}] → ${item.top5.join(' ') || '(nothing)'}` +
      (missing.length > 0 && item.recallAt5 < 1 ? `  - ${missing.join(' ')}` : ''),
  );
}
console.log(
  `\n${scores.queries.length} queries: precision@5 ${(scores.precisionAt5 * 100).toFixed(1)} %, ` +
    `recall@5 ${(scores.recallAt5 * 100).toFixed(1)} %, recall ${(scores.recall * 100).toFixed(1)} %`,
);
