/**
 * `bench/search.ts` holds its candidate structures to one another before it reports their
 * figures: the scans return the same positions, the index at least every one of them. Checked
 * here on its own queries at its smallest size, so that a change of the search rules that breaks
 * that check is seen before a run of minutes stops on it.
 */
import { describe, expect, it } from 'vitest';
import { benchQueries, CHECKED_CANDIDATES, disagreements } from '../../bench/search.ts';
import { syntheticTools } from '../../bench/synthetic.ts';

const records = syntheticTools(330);
const queries = benchQueries(records);
const answers = new Map(
  CHECKED_CANDIDATES.map((candidate) => {
    const loaded = candidate.load(candidate.serialize(records));
    return [candidate.label, queries.map((query) => candidate.search(loaded, query))] as const;
  }),
);
const [scan, , index] = CHECKED_CANDIDATES.map((candidate) => candidate.label);

describe('the search benchmark’s candidates', () => {
  it('agree on its queries, those of stop words alone among them', () => {
    expect(queries).toEqual(expect.arrayContaining(['a', 'quiz']));
    expect(disagreements(queries, answers)).toEqual([]);
  });

  it('hold the index to every position the scans find for a query with a word other than a stop word', () => {
    const missing = new Map(answers).set(index, answers.get(index)!.map((positions, i) => (queries[i] === 'quiz' ? positions.slice(1) : positions)));
    expect(answers.get(scan)![queries.indexOf('quiz')].length).toBeGreaterThan(0);
    expect(disagreements(queries, missing)).toEqual([`${index} and ${scan} disagree on quiz`]);
  });
});
