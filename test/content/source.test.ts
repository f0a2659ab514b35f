import { describe, expect, it } from 'vitest';
import { closest, fieldLabel } from '../../src/content/messages.ts';
import { parseMarkdownSource, parseYamlSource } from '../../src/content/source.ts';

describe('fieldLabel', () => {
  it.each([
    [[], ''],
    [['pricing'], 'pricing'],
    [['education_pricing', 'url'], 'education_pricing.url'],
    [['tools', 2, 'tool'], 'tools[2].tool'],
    [[0, 'slug'], '[0].slug'],
  ])('%j → %s', (path, label) => expect(fieldLabel(path)).toBe(label));
});

describe('closest', () => {
  it.each([
    ['freemuim', ['free', 'freemium', 'paid'], 'freemium'],
    ['tgas', ['tags', 'name'], 'tags'],
    ['Langue', ['langues', 'quiz'], 'langues'],
    ['xyz', ['free', 'paid'], undefined],
  ])('%s among %j → %s', (word, candidates, expected) => expect(closest(word, candidates)).toBe(expected));
});

describe('positions', () => {
  const tool = ['---', 'name: X', 'pricing: freemuim', 'education_pricing:', '  url: 3', '---', 'Corps.'].join('\n');

  it('points at values and field names of front matter with file lines', () => {
    const source = parseMarkdownSource('x.md', tool);
    expect(source.problems).toEqual([]);
    expect(source.body).toBe('Corps.');
    expect(source.locate(['pricing'])).toEqual({ line: 3, column: 10 });
    expect(source.locate(['education_pricing', 'url'])).toEqual({ line: 5, column: 8 });
    expect(source.locate(['education_pricing'], { key: true })).toEqual({ line: 4, column: 1 });
  });

  it('falls back to the nearest node that exists', () => {
    const source = parseMarkdownSource('x.md', tool);
    expect(source.locate(['education_pricing', 'description'])).toEqual({ line: 5, column: 3 });
    expect(source.locate(['category'])).toEqual({ line: 2, column: 1 });
  });

  it('keeps dates as the strings editors wrote', () => {
    expect(parseYamlSource('c.yaml', 'added_at: 2026-01-02\n').data).toEqual({ added_at: '2026-01-02' });
  });

  it.each([
    ['a: 1\na: 2\n', 2, 1, 'ce champ est écrit deux fois : n’en gardez qu’un'],
    ['a:\n\t- b\n', 2, 1, 'le YAML ne s’indente pas avec des tabulations : indentez avec des espaces'],
  ])('reports YAML syntax errors where they are: %j', (text, line, column, message) => {
    expect(parseYamlSource('c.yaml', text).problems).toEqual([{ file: 'c.yaml', line, column, message }]);
  });

  it('refuses a tool without front matter', () => {
    expect(parseMarkdownSource('x.md', 'Juste du texte.').problems[0].message).toMatch(/^l’en-tête manque/);
  });
});
