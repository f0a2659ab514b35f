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
    ['two words, read by YAML as one', '- [exposé; oral]\n', [`content/synonyms.yaml:1:4 «\u00a0exposé; oral\u00a0»\u00a0: ${SEMICOLONS}\u00a0; écrivez «\u00a0exposé, oral\u00a0»`]],
    ['with spaces and one at the end', '- [exposé ; oral ;]\n', [`content/synonyms.yaml:1:4 «\u00a0exposé ; oral ;\u00a0»\u00a0: ${SEMICOLONS}\u00a0; écrivez «\u00a0exposé, oral\u00a0»`]],
    ['beside a word separated by a comma', '- [soutenance, exposé; oral]\n', [`content/synonyms.yaml:1:16 «\u00a0exposé; oral\u00a0»\u00a0: ${SEMICOLONS}\u00a0; écrivez «\u00a0exposé, oral\u00a0»`]],
  ])('%s', (_case, text, expected) => expect(check(text)).toEqual({ groups: [], problems: expected }));
});

describe('a word with an invisible character, pasted from a web page', () => {
  const PASTED = 'il vient souvent d’un copier-coller depuis une page web ou un traitement de texte';
  it.each([
    ['a zero-width space inside a word, which the search would split', '- [podcast, balado\u200bdiffusion]\n', [`content/synonyms.yaml:1:19 un caractère invisible (U+200B) se trouve après «\u00a0balado\u00a0»\u00a0: supprimez-le\u00a0; ${PASTED}`]],
    ['a soft hyphen', '- [podcast, balado\u00addiffusion]\n', [`content/synonyms.yaml:1:19 un caractère invisible (U+00AD) se trouve après «\u00a0balado\u00a0»\u00a0: supprimez-le\u00a0; ${PASTED}`]],
    ['in quotes, before the word', '- [podcast, "\u200bbaladodiffusion"]\n', [`content/synonyms.yaml:1:14 un caractère invisible (U+200B) se trouve avant «\u00a0baladodiffusion\u00a0»\u00a0: supprimez-le\u00a0; ${PASTED}`]],
  ])('%s', (_case, text, expected) => expect(check(text)).toEqual({ groups: [], problems: expected }));
});

describe('an item YAML reads as something other than a word', () => {
  it.each([
    ['a number', '- [exposé, 12]\n', ['content/synonyms.yaml:1:12 «\u00a012\u00a0» est un nombre\u00a0: écrivez-le entre guillemets droits s’il fait partie du groupe, "12", sinon retirez-le']],
    ['a colon and a space, read as a field and its value', '- [exposé: oral]\n', ['content/synonyms.yaml:1:4 un deux-points suivi d’une espace sépare un champ de sa valeur\u00a0: séparez les mots par des virgules, ou mettez l’expression entre guillemets droits "…"']],
  ])('%s', (_case, text, expected) => expect(check(text).problems).toEqual(expected));
});

describe('a file with a mistake in one group', () => {
  it('tells a group that is no list once, and the clashes between the other groups in the same run', () => {
    const text = '- diaporama, présentation\n- 12\n- [diaporama, exposé]\n- [exposé, soutenance]\n';
    expect(check(text)).toMatchInlineSnapshot(`
      {
        "groups": [],
        "problems": [
          "content/synonyms.yaml:1:3 chaque groupe est une liste entre crochets, par exemple - [traduire, traduction]",
          "content/synonyms.yaml:2:3 chaque groupe est une liste entre crochets, par exemple - [traduire, traduction]",
          "content/synonyms.yaml:4:4 «\u00a0exposé\u00a0» est déjà dans le groupe de la ligne 3\u00a0: un mot ne peut figurer que dans un seul groupe\u00a0; retirez-le ou fusionnez les deux groupes",
        ],
      }
    `);
  });

  it('still tells the clashes between the well-formed words of its groups, in the same run', () => {
    const text = '- [diaporama, présentation]\n- [exposé]\n- [présentations, exposé; oral]\n';
    expect(check(text)).toMatchInlineSnapshot(`
      {
        "groups": [],
        "problems": [
          "content/synonyms.yaml:2:3 ce groupe n’a qu’un mot\u00a0: un groupe réunit au moins deux mots ou expressions qui veulent dire la même chose\u00a0; ajoutez-en un, ou retirez la ligne",
          "content/synonyms.yaml:3:19 «\u00a0exposé; oral\u00a0»\u00a0: les mots d’un groupe se séparent par des virgules, pas par des points-virgules\u00a0; écrivez «\u00a0exposé, oral\u00a0»",
          "content/synonyms.yaml:3:4 «\u00a0présentations\u00a0» se cherche comme «\u00a0présentation\u00a0» du groupe de la ligne 1 (mêmes racines)\u00a0: la recherche mélangerait les deux groupes\u00a0; retirez-le («\u00a0présentation\u00a0» le trouve déjà) ou fusionnez les deux groupes",
        ],
      }
    `);
  });
});
