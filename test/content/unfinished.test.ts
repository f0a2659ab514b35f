import { describe, expect, it } from 'vitest';
import { collectionPlaceholderProblems, placeholderProblems } from '../../src/content/unfinished.ts';

describe('collectionPlaceholderProblems', () => {
  const lines = (text: string) => collectionPlaceholderProblems('c.yaml', text).map(({ line, column, message }) => `${line}:${column} ${message}`);

  it.each([
    ['description: |\n  À COMPLÉTER : à qui s’adresse cette sélection.', ['2:3 «\u00a0À COMPLÉTER\u00a0» est une consigne du modèle\u00a0: remplacez cette ligne par votre texte (introduction de la sélection, en Markdown\u00a0: au moins 20 caractères)']],
    ['description: À COMPLÉTER', ['1:14 «\u00a0À COMPLÉTER\u00a0» est une consigne du modèle\u00a0: remplacez cette ligne par votre texte (introduction de la sélection, en Markdown\u00a0: au moins 20 caractères)']],
    ['tools:\n  - tool: anki\n    note: À COMPLÉTER', ['3:11 «\u00a0À COMPLÉTER\u00a0» est une consigne du modèle\u00a0: remplacez cette ligne par votre texte (note d’un outil\u00a0: 5 à 300 caractères, ou supprimez la ligne)']],
    ['tools:\n  - note: À COMPLÉTER', ['2:11 «\u00a0À COMPLÉTER\u00a0» est une consigne du modèle\u00a0: remplacez cette ligne par votre texte (note d’un outil\u00a0: 5 à 300 caractères, ou supprimez la ligne)']],
    ['tools:\n  - tool: anki\n    # note: À COMPLÉTER', []],
    ['description: Une introduction écrite.', []],
  ])('%j → %j', (text, expected) => expect(lines(text)).toEqual(expected));
});

describe('placeholderProblems, in a tool file', () => {
  const lines = (text: string) => placeholderProblems('a.md', text).map(({ line, column, message }) => `${line}:${column} ${message}`);

  it.each([
    ['À COMPLÉTER : ce que fait l’outil.', ['1:1 «\u00a0À COMPLÉTER\u00a0» est une consigne du modèle\u00a0: remplacez cette ligne par votre texte (description longue d’un outil\u00a0: 80 à 250 mots)']],
    ['Texte écrit.\n**Limites** : À COMPLÉTER : compte.', ['2:15 «\u00a0À COMPLÉTER\u00a0» est une consigne du modèle\u00a0: remplacez cette ligne par votre texte (description longue d’un outil\u00a0: 80 à 250 mots)']],
    ['<!-- À COMPLÉTER : description longue. -->\nTexte écrit.', ['1:6 «\u00a0À COMPLÉTER\u00a0»\u00a0: supprimez cette ligne de commentaire du modèle, <!-- … -->, une fois la description écrite']],
    ['# screenshot: À COMPLÉTER', []],
    ['Texte écrit.', []],
  ])('%j → %j', (text, expected) => expect(lines(text)).toEqual(expected));
});
