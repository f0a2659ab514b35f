/**
 * Scores the search against `evaluation.json`: queries a teacher would type, each with the tools
 * a user expects on the first page. Shared by `bench/search-eval.ts` (prints the figures) and
 * `evaluation.test.ts` (holds them above thresholds).
 *
 * For one query, with R the expected slugs and top5 the first five results (fewer when fewer
 * match):
 * - precision@5 = |top5 ∩ R| / |top5|: how much of the first page is what the user wanted
 *   (0 when nothing matches);
 * - recall@5 = |top5 ∩ R| / min(5, |R|): how much of what the user wanted fills the first page
 *   (1 when the page is all expected tools, or holds every one of them);
 * - recall = |results ∩ R| / |R|: how much of what the user wanted is found at all, at any rank.
 * Overall figures are means over the queries, each query counting once.
 */
import { readFileSync } from 'node:fs';
import { loadDirectory } from '../../src/content/load.ts';
import { search, searchIndex } from '../../src/search/search.ts';

export interface EvaluationQuery {
  query: string;
  expected: string[];
  /** What the query exercises: a name with a typo, a task, an acronym… */
  kind: string;
}

export interface QueryScore extends EvaluationQuery {
  top5: string[];
  total: number;
  precisionAt5: number;
  recallAt5: number;
  recall: number;
}

export interface Scores {
  queries: QueryScore[];
  precisionAt5: number;
  recallAt5: number;
  recall: number;
}

export const EVALUATION_FILE = new URL('./evaluation.json', import.meta.url);

export function evaluationQueries(): EvaluationQuery[] {
  return (JSON.parse(readFileSync(EVALUATION_FILE, 'utf8')) as { queries: EvaluationQuery[] }).queries;
}

/** Scores `run` (a query → slugs, best first) over the evaluation queries. */
export function score(queries: readonly EvaluationQuery[], run: (query: string) => string[]): Scores {
  const scored = queries.map((item): QueryScore => {
    const results = run(item.query);
    const expected = new Set(item.expected);
    const top5 = results.slice(0, 5);
    const hitsAt5 = top5.filter((slug) => expected.has(slug)).length;
    return {
      ...item,
      top5,
      total: results.length,
      precisionAt5: top5.length === 0 ? 0 : hitsAt5 / top5.length,
      recallAt5: hitsAt5 / Math.min(5, expected.size),
      recall: results.filter((slug) => expected.has(slug)).length / expected.size,
    };
  });
  const mean = (pick: (score: QueryScore) => number) => scored.reduce((sum, item) => sum + pick(item), 0) / scored.length;
  return {
    queries: scored,
    precisionAt5: mean((item) => item.precisionAt5),
    recallAt5: mean((item) => item.recallAt5),
    recall: mean((item) => item.recall),
  };
}

/** Scores the project's search over the real content in `contentRoot`. */
export function scoreContent(contentRoot: string): Scores & { unknownSlugs: string[] } {
  const { directory } = loadDirectory(contentRoot);
  const index = searchIndex(directory.tools);
  const slugs = directory.tools.map((tool) => tool.slug);
  const known = new Set(slugs);
  const queries = evaluationQueries();
  const unknownSlugs = queries.flatMap((item) => item.expected.filter((slug) => !known.has(slug)));
  return { ...score(queries, (query) => search(index, query).map((position) => slugs[position])), unknownSlugs };
}
