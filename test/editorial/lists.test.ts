import { describe, expect, it } from 'vitest';
import { found, matches } from '../../src/editorial/lists.ts';

describe('the filter of a list: what an editor types finds the option, accents and capitals aside', () => {
  const category = { value: 'quiz-evaluation', label: 'Quiz et évaluation' };
  const tag = { value: 'quiz', label: 'Quiz et QCM', hint: 'quiz, qcm, questions-flash' };
  const mindMap = { value: 'carte-mentale', label: 'Cartes mentales', hint: 'carte-mentale, carte-conceptuelle' };
  it.each([
    ['carte ment', mindMap, true],
    ['Cart MENT', mindMap, true],
    ['ment cart', mindMap, true],
    ['carte-ment', mindMap, true],
    ['carte concept', mindMap, true],
    ['cartes ales', mindMap, false],
    ['carte quiz', mindMap, false],
    ['quiz éval', category, true],
    ['evalu', category, true],
    ['ÉVALUATION', category, true],
    ['quiz-ev', category, true],
    ['  quiz ', category, true],
    ['questions-flash', tag, true],
    ['Qcm', tag, true],
    ['sondage', tag, false],
  ])('%j in %j: %s', (typed, option, expected) => expect(matches(typed, option)).toBe(expected));
});

describe('found', () => {
  it.each([
    [0, '0 résultat'],
    [1, '1 résultat'],
    [2, '2 résultats'],
  ])('%i → %s', (n, words) => expect(found(n)).toBe(words));
});
