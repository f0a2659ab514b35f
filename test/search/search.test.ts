import { describe, expect, it } from 'vitest';
import { syntheticTools } from '../../bench/synthetic.ts';
import { MATCH, RANK, rankOfMatches, search, searchEntry, searchIndex, type SearchEntry } from '../../src/search/search.ts';
import { queryWords, TYPO_MIN_LENGTH, typoPrefix, words } from '../../src/search/text.ts';

/** Hand-made records, in the directory's default order. */
const RECORDS = [
  { name: 'Classe quiz', short_description: 'Gestion de classe.' },
  { name: 'Cœur de cible', short_description: 'Outil pour viser juste.' },
  { name: 'ChatGPT', short_description: 'Assistant conversationnel.' },
  { name: 'Genially', short_description: 'Contenus interactifs.' },
  { name: 'Le Chat', short_description: 'Assistant de Mistral AI.' },
  { name: 'Mémo', short_description: 'Cartes mémoire pour réviser un quiz.' },
  { name: 'Quiz', short_description: 'Questions en direct.' },
  { name: 'Quizlet', short_description: "Révision par cartes, à l'école." },
  { name: 'Studio', short_description: "Parcours d'e-learning pour l'évaluation des élèves, en 3D." },
  { name: 'Quizz Party', short_description: 'Jeu.' },
];
const index = searchIndex(RECORDS);
const names = (query: string) => search(index, query).map((position) => RECORDS[position].name);

describe('search', () => {
  // Query → names of the results, best first.
  const cases: Record<string, string[]> = {
    // Exact name, name prefix, every word in the name, then the description; ties in default order.
    quiz: ['Quiz', 'Quizlet', 'Quizz Party', 'Classe quiz', 'Mémo'],
    // Typos rank below exact matches: exact name prefix, names with a typo, then the description.
    quizz: ['Quizz Party', 'Classe quiz', 'Quiz', 'Quizlet', 'Mémo'],
    chatgtp: ['ChatGPT'],
    // A typo in the first letter: replaced, missing, one too many, swapped.
    xhatgpt: ['ChatGPT'],
    hatgpt: ['ChatGPT'],
    cchatgpt: ['ChatGPT'],
    hcatgpt: ['ChatGPT'],
    genialy: ['Genially'],
    // Whole names compare whatever their spacing.
    'chat gpt': ['ChatGPT'],
    chat: ['ChatGPT', 'Le Chat'],
    'le chat': ['Le Chat', 'ChatGPT'],
    lechat: ['Le Chat'],
    // Words in the name outrank words only in the description, whatever the default order.
    'cartes quiz': ['Quizlet', 'Mémo'],
    assistant: ['ChatGPT', 'Le Chat'],
    // Folding on both sides.
    coeur: ['Cœur de cible'],
    CŒUR: ['Cœur de cible'],
    eleve: ['Studio'],
    ÉLÈVES: ['Studio'],
    "l'évaluation": ['Studio'],
    'e-learning': ['Studio'],
    elearning: ['Studio'],
    learning: ['Studio'],
    '3d': ['Studio'],
    // Stop words in a longer query do not exclude results.
    'des cartes pour réviser': ['Mémo'],
    // Every other word must match.
    'quiz zzzz': [],
    zzzzz: [],
    '': [],
    '!!!': [],
  };
  for (const [query, expected] of Object.entries(cases)) it(JSON.stringify(query), () => expect(names(query)).toEqual(expected));

  it('answers the same from the index as the build writes it (JSON)', () => {
    const parsed = JSON.parse(JSON.stringify(index)) as typeof index;
    for (const query of Object.keys(cases)) expect(search(parsed, query)).toEqual(search(index, query));
  });

  it('finds nothing in an empty directory', () => {
    expect(search(searchIndex([]), 'quiz')).toEqual([]);
  });

  it('folds a record into its name key, name words and description words less stop words', () => {
    expect(searchEntry({ name: 'Le Chat', short_description: "L'assistant de Mistral" })).toEqual({
      key: 'lechat',
      name: ['le', 'chat'],
      description: ['assistant', 'mistral'],
    });
  });

  it('keeps positions right past the first digit of the postings (more than 32 records)', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ name: `Outil ${i}`, short_description: i % 7 === 0 ? 'Quiz.' : 'Autre.' }));
    expect(search(searchIndex(many), 'quiz')).toEqual(many.flatMap((_, i) => (i % 7 === 0 ? [i] : [])));
  });
});

describe('search against a plain reading of the rules', () => {
  /**
   * The rules of API.md written as plainly as possible, record by record and word by word:
   * the index must give the same answers, typos in every position included.
   */
  function reference(entries: readonly SearchEntry[], query: string): number[] {
    const { terms, key } = queryWords(query);
    if (terms.length === 0) return [];
    const pairs = terms.slice(1).map((term, i) => terms[i] + term);
    const ranked: [rank: number, position: number][] = [];
    entries.forEach((entry, position) => {
      if (entry.key.startsWith(key)) return ranked.push([entry.key === key ? RANK.exactName : RANK.namePrefix, position]);
      const bits = (word: string, typo: boolean) =>
        (entry.name.some((w) => w.startsWith(word)) ? MATCH.inName : 0) |
        (entry.description.some((w) => w.startsWith(word)) ? MATCH.inDescription : 0) |
        (typo && entry.name.some((w) => typoPrefix(word, w)) ? MATCH.typoInName : 0) |
        (typo && entry.description.some((w) => typoPrefix(word, w)) ? MATCH.typoInDescription : 0);
      const found = terms.map(
        (term, i) =>
          bits(term, term.length >= TYPO_MIN_LENGTH) | (i > 0 ? bits(pairs[i - 1], false) : 0) | (i < pairs.length ? bits(pairs[i], false) : 0),
      );
      const rank = rankOfMatches(found);
      if (rank !== undefined) ranked.push([rank, position]);
    });
    return ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, position]) => position);
  }

  /** Every single edit of `word`: deletions, swaps, substitutions and insertions of a few letters. */
  function edits(word: string): string[] {
    const result = new Set<string>();
    for (let i = 0; i <= word.length; i++) {
      if (i < word.length) result.add(word.slice(0, i) + word.slice(i + 1));
      if (i < word.length - 1) result.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      for (const letter of 'aeoz') {
        if (i < word.length) result.add(word.slice(0, i) + letter + word.slice(i + 1));
        result.add(word.slice(0, i) + letter + word.slice(i));
      }
    }
    return [...result];
  }

  const records = syntheticTools(300, 7);
  const built = searchIndex(records);
  const entries = records.map(searchEntry);
  const vocabulary = [...new Set(records.flatMap((record) => [...words(record.name), ...words(record.short_description)]))].sort();
  const sample = vocabulary.filter((word, i) => word.length >= 5 && i % 9 === 0);

  it(`agrees on every single edit of ${sample.length} words of the records`, () => {
    for (const word of sample) {
      for (const query of [word, word.slice(0, 3), ...edits(word)]) expect(search(built, query), query).toEqual(reference(entries, query));
    }
  });

  it('agrees on queries of several words, names and pairs', () => {
    const queries = records.slice(0, 60).flatMap((record) => {
      const [first, second] = words(record.short_description).filter((word) => word.length > 3);
      return [record.name, record.name.toUpperCase(), `${first} ${second}`, `${second} ${first.slice(0, 4)}`, record.name.replace(/(.)(.)/, '$2$1')];
    });
    for (const query of queries) expect(search(built, query), query).toEqual(reference(entries, query));
  });
});
