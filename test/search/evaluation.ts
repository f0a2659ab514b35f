/**
 * Scores the search against `evaluation.json`: sets of queries a teacher would type
 * (`queries`, keywords and names; `phrases`, tasks, subjects and needs in their own words;
 * `unseen`, `heldout`, `fresh` and `blind` to `blind12`, more phrases judged before the search ran them, to see how
 * it does beyond what it was tuned on; `english` to `english10`, requests written in English), each
 * with the tools a user expects on the first page. Shared by `bench/search-eval.ts`
 * (prints the figures) and `evaluation.test.ts` (holds them above thresholds).
 *
 * For one query, with R the expected slugs and top5 the first five results (fewer when fewer
 * match):
 * - success@5 = 1 when top5 holds at least one expected tool: the user finds something fitting
 *   on the first screen;
 * - precision@5 = |top5 ∩ R| / |top5|: how much of the first page is what the user wanted
 *   (0 when nothing matches);
 * - recall@5 = |top5 ∩ R| / min(5, |R|): how much of what the user wanted fills the first page
 *   (1 when the page is all expected tools, or holds every one of them);
 * - recall = |results ∩ R| / |R|: how much of what the user wanted is found at all, at any rank;
 * - no result = 1 when nothing matches: a dead end.
 * Overall figures are means over the queries of a set, each query counting once.
 */
import { readFileSync } from 'node:fs';
import { site, siteSearchIndexes } from '../../src/api/documents.ts';
import { searchedSelection } from '../../src/api/list.ts';
import { DEFAULT_LIST_QUERY } from '../../src/api/paths.ts';
import { loadDirectory } from '../../src/content/load.ts';
import type { Problem } from '../../src/content/source.ts';

export interface EvaluationQuery {
  query: string;
  expected: string[];
  /** What the query exercises: a name with a typo, a task, an acronym… */
  kind: string;
}

export interface QueryScore extends EvaluationQuery {
  top5: string[];
  total: number;
  successAt5: number;
  precisionAt5: number;
  recallAt5: number;
  recall: number;
  noResult: number;
}

type Figure = 'successAt5' | 'precisionAt5' | 'recallAt5' | 'recall' | 'noResult';

export type Scores = { queries: QueryScore[] } & Record<Figure, number>;

/** The sets of `evaluation.json`, by name. */
export const SETS = ['queries', 'phrases', 'unseen', 'heldout', 'fresh', 'blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10', 'blind11', 'blind12', 'english', 'english2', 'english3', 'english4', 'english5', 'english6', 'english7', 'english8', 'english9', 'english10'] as const;
export type SetName = (typeof SETS)[number];

export const EVALUATION_FILE = new URL('./evaluation.json', import.meta.url);

export function evaluationQueries(): Record<SetName, EvaluationQuery[]> {
  return JSON.parse(readFileSync(EVALUATION_FILE, 'utf8')) as Record<SetName, EvaluationQuery[]>;
}

/** Scores `run` (a query → slugs, best first) over evaluation queries. */
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
      successAt5: hitsAt5 > 0 ? 1 : 0,
      precisionAt5: top5.length === 0 ? 0 : hitsAt5 / top5.length,
      recallAt5: hitsAt5 / Math.min(5, expected.size),
      recall: results.filter((slug) => expected.has(slug)).length / expected.size,
      noResult: results.length === 0 ? 1 : 0,
    };
  });
  const mean = (figure: Figure) => scored.reduce((sum, item) => sum + item[figure], 0) / scored.length;
  return {
    queries: scored,
    successAt5: mean('successAt5'),
    precisionAt5: mean('precisionAt5'),
    recallAt5: mean('recallAt5'),
    recall: mean('recall'),
    noResult: mean('noResult'),
  };
}

/**
 * Scores the project's search over the real content in `contentRoot`, set by set, as the API
 * answers `q` (`searchedSelection`: the long descriptions searched when nothing else matches),
 * with the problems of that content, which make the scores meaningless.
 */
export async function scoreContent(contentRoot: string): Promise<Record<SetName, Scores> & { unknownSlugs: string[]; problems: Problem[] }> {
  const { directory, problems } = loadDirectory(contentRoot);
  const built = site(directory, 'https://example.org');
  const slugs = directory.tools.map((tool) => tool.slug);
  const known = new Set(slugs);
  const sets = evaluationQueries();
  const unknownSlugs = SETS.flatMap((set) => sets[set].flatMap((item) => item.expected.filter((slug) => !known.has(slug))));
  const found = new Map<string, string[]>();
  for (const query of new Set(SETS.flatMap((set) => sets[set].map((item) => item.query)))) {
    const { positions } = await searchedSelection(async () => built.listIndex, { ...DEFAULT_LIST_QUERY, q: query }, siteSearchIndexes(built));
    found.set(query, positions.map((position) => slugs[position]));
  }
  const run = (query: string) => found.get(query)!;
  const scores = Object.fromEntries(SETS.map((set) => [set, score(sets[set], run)])) as Record<SetName, Scores>;
  return { ...scores, unknownSlugs, problems };
}
