/**
 * `content/synonyms.yaml`: what editors write, and the problems they are told about, with
 * `path:line:column` and French words that say what to fix.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/content/directory.ts';
import { contentJsonSchemas } from '../../src/content/json-schemas.ts';
import { loadDirectory } from '../../src/content/load.ts';
import { parseYamlSource, type Problem } from '../../src/content/source.ts';
import { readSynonyms } from '../../src/content/synonyms.ts';
import { search, searchIndex } from '../../src/search/search.ts';
import { REAL_CONTENT } from '../helpers/sites.ts';

const check = (text: string) => {
  const problems: Problem[] = [];
  const groups = readSynonyms({ file: 'content/synonyms.yaml', name: 'synonyms', text }, problems);
  return { groups, problems: problems.map(formatProblem) };
};

describe('synonyms file', () => {
  it('reads groups of words and phrases, in order', () => {
    expect(check('# Synonymes\n- [traduire, traduction]\n- [flashcards, cartes mémoire]\n')).toEqual({
      groups: [['traduire', 'traduction'], ['flashcards', 'cartes mémoire']],
      problems: [],
    });
  });

  it('accepts a missing file; refuses an empty one and one of comments only, emptied by mistake', () => {
    expect(readSynonyms(undefined, [])).toEqual([]);
    const emptied = {
      groups: [],
      problems: ['content/synonyms.yaml:1:1 le fichier des synonymes est vide\u00a0: écrivez-y les groupes de synonymes de la recherche, un par ligne, comme «\u00a0- [traduire, traduction]\u00a0», ou supprimez le fichier si la recherche ne doit en avoir aucun'],
    };
    expect(check('')).toEqual(emptied);
    expect(check('# rien pour le moment\n')).toEqual(emptied);
  });

  it('reports every problem of the schema at its place, in French', () => {
    expect(check('- [traduire]\n- traduction\n- [quiz, 3, ""]\n').problems).toMatchInlineSnapshot(`
      [
        "content/synonyms.yaml:1:3 ce groupe n’a qu’un mot\u00a0: un groupe réunit au moins deux mots ou expressions qui veulent dire la même chose\u00a0; ajoutez-en un, ou retirez la ligne",
        "content/synonyms.yaml:2:3 chaque groupe est une liste entre crochets, par exemple - [traduire, traduction]",
        "content/synonyms.yaml:3:10 «\u00a03\u00a0» est un nombre\u00a0: écrivez-le entre guillemets droits s’il fait partie du groupe, "3", sinon retirez-le",
        "content/synonyms.yaml:3:13 ce mot est vide\u00a0: écrivez un mot ou une expression, ou retirez la virgule en trop",
      ]
    `);
    expect(check('traduire: traduction\n').problems).toMatchInlineSnapshot(`
      [
        "content/synonyms.yaml:1:1 le fichier doit être une liste de groupes, un par ligne, par exemple - [traduire, traduction]",
      ]
    `);
  });

  it('refuses a word in two groups (accents, capitals and stop words aside) and a phrase of stop words only', () => {
    const { groups, problems } = check('- [traduire, traduction]\n- [quiz, QCM, qcm]\n- [Traduction, version]\n- [de la, du]\n- [fiches de révision, fiches révision]\n');
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/synonyms.yaml:2:15 «\u00a0qcm\u00a0» est déjà plus haut dans ce groupe\u00a0: un mot ne peut figurer que dans un seul groupe\u00a0; retirez-le ou fusionnez les deux groupes",
        "content/synonyms.yaml:3:4 «\u00a0Traduction\u00a0» est déjà dans le groupe de la ligne 1\u00a0: un mot ne peut figurer que dans un seul groupe\u00a0; retirez-le ou fusionnez les deux groupes",
        "content/synonyms.yaml:4:4 «\u00a0de la\u00a0» ne contient aucun mot cherchable (seulement des mots vides comme le, de, pour)\u00a0: écrivez un mot qui a un sens",
        "content/synonyms.yaml:4:11 «\u00a0du\u00a0» ne contient aucun mot cherchable (seulement des mots vides comme le, de, pour)\u00a0: écrivez un mot qui a un sens",
        "content/synonyms.yaml:5:24 «\u00a0fiches révision\u00a0» est déjà plus haut dans ce groupe\u00a0: un mot ne peut figurer que dans un seul groupe\u00a0; retirez-le ou fusionnez les deux groupes",
      ]
    `);
    // Groups with a problem are left out; the others still work.
    expect(groups).toEqual([['traduire', 'traduction']]);
  });

  it('refuses a word with the French stems of a word of another group, which the search would join to both', () => {
    const { groups, problems } = check('- [diaporama, présentation]\n- [exposé, Présentations orales, présentations]\n- [malvoyant, malvoyance, aveugle]\n');
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/synonyms.yaml:2:34 «\u00a0présentations\u00a0» se cherche comme «\u00a0présentation\u00a0» du groupe de la ligne 1 (mêmes racines)\u00a0: la recherche mélangerait les deux groupes\u00a0; retirez-le («\u00a0présentation\u00a0» le trouve déjà) ou fusionnez les deux groupes",
      ]
    `);
    // Two forms of one word in the same group are harmless: both lead to that group.
    expect(groups).toEqual([['diaporama', 'présentation'], ['malvoyant', 'malvoyance', 'aveugle']]);
  });

  it('has a reason: left in, such a word joins both groups in the search', () => {
    const records = [
      { name: 'Slides', short_description: 'Un diaporama en ligne.' },
      { name: 'Oral', short_description: 'Préparer un exposé.' },
      { name: 'Autre', short_description: 'Un tableur.' },
    ];
    const index = searchIndex(records, [['diaporama', 'présentation'], ['exposé', 'présentations']]);
    expect(search(index, 'présentation').positions).toEqual([0, 1]);
    expect(search(index, 'présentations').positions).toEqual([0, 1]);
  });

  it('reports YAML syntax errors with their place', () => {
    expect(check('- [traduire, traduction\n').problems[0]).toMatch(/^content\/synonyms\.yaml:\d+:\d+ /);
  });

  it('is valid in the real content, with the groups the evaluation relies on', () => {
    const { directory, problems } = loadDirectory(REAL_CONTENT);
    expect(problems).toEqual([]);
    expect(directory.synonyms.length).toBeGreaterThanOrEqual(20);
    expect(directory.synonyms).toContainEqual(['flashcards', 'cartes mémoire', 'fiches de révision', 'flash cards']);
    expect(directory.synonyms).toContainEqual(['calculatrice', 'calculator']);
  });
});

describe('JSON Schema of the synonyms file, for editors\' tooling', () => {
  it('accepts the real file and refuses a group of one word', () => {
    const validate = new Ajv2020({ strict: false }).compile(contentJsonSchemas()['synonyms.schema.json'] as object);
    expect(validate(parseYamlSource('s', readFileSync(join(REAL_CONTENT, 'synonyms.yaml'), 'utf8')).data)).toBe(true);
    expect(validate([['seul']])).toBe(false);
  });
});

describe('npm run validate and the build', () => {
  it('stop on a problem of the synonyms file, with its place', () => {
    const root = mkdtempSync(join(tmpdir(), 'synonyms-'));
    cpSync(new URL('../fixtures/content', import.meta.url), root, { recursive: true });
    writeFileSync(join(root, 'synonyms.yaml'), '- [lexique, dictionnaire]\n- [Lexique]\n- []\n');
    const { problems } = loadDirectory(root);
    // The word of the group of one is told at once that another group has it already.
    expect(problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toMatchInlineSnapshot(`
      [
        "2:3 ce groupe n’a qu’un mot\u00a0: un groupe réunit au moins deux mots ou expressions qui veulent dire la même chose\u00a0; ajoutez-en un, ou retirez la ligne",
        "2:4 «\u00a0Lexique\u00a0» est déjà dans le groupe de la ligne 1\u00a0: un mot ne peut figurer que dans un seul groupe\u00a0; retirez-le ou fusionnez les deux groupes",
        "3:3 ce groupe est vide\u00a0: un groupe réunit au moins deux mots ou expressions qui veulent dire la même chose\u00a0; écrivez-en deux, ou retirez la ligne",
      ]
    `);
  });
});
