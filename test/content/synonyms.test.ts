/**
 * Groups of `content/synonyms.yaml` written the way a French sentence separates words: each is
 * told what it did, at its place, rather than a rule it did not break.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/content/directory.ts';
import type { Problem } from '../../src/content/source.ts';
import { readSynonyms } from '../../src/content/synonyms.ts';

const check = (text: string) => {
  const problems: Problem[] = [];
  const groups = readSynonyms({ file: 'content/synonyms.yaml', name: 'synonyms', text }, problems);
  return { groups, problems: problems.map(formatProblem) };
};

const SEMICOLONS = 'les mots d’un groupe se séparent par des virgules, pas par des points-virgules';

describe('a group whose words are separated by semicolons', () => {
  it.each([
    ['two words, read by YAML as one', '- [exposé; oral]\n', [`content/synonyms.yaml:1:4 « exposé; oral » : ${SEMICOLONS} ; écrivez « exposé, oral »`]],
    ['with spaces and one at the end', '- [exposé ; oral ;]\n', [`content/synonyms.yaml:1:4 « exposé ; oral ; » : ${SEMICOLONS} ; écrivez « exposé, oral »`]],
    ['beside a word separated by a comma', '- [soutenance, exposé; oral]\n', [`content/synonyms.yaml:1:16 « exposé; oral » : ${SEMICOLONS} ; écrivez « exposé, oral »`]],
  ])('%s', (_case, text, expected) => expect(check(text)).toEqual({ groups: [], problems: expected }));
});
