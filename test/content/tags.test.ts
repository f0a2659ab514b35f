import { describe, expect, it } from 'vitest';
import { canonicalTags, rewriteToolTags, tagMap } from '../../src/content/tags.ts';

const map = tagMap([
  { slug: 'logiciel-libre', label: 'Logiciel libre', synonyms: ['open-source', 'logiciels-libres'] },
  { slug: 'primaire', label: 'École primaire', synonyms: ['ecole-primaire'] },
  { slug: 'quiz', label: 'Quiz', synonyms: [] },
]);

describe('canonicalTags', () => {
  it.each([
    [['quiz'], false, { tags: ['quiz'], unknown: [] }],
    [['open-source', 'quiz', 'logiciel-libre'], false, { tags: ['logiciel-libre', 'quiz'], unknown: [] }],
    [['ecole-primaire', 'logiciels-libres', 'primaire'], false, { tags: ['primaire', 'logiciel-libre'], unknown: [] }],
    [['gratuit', 'quiz'], false, { tags: ['gratuit', 'quiz'], unknown: ['gratuit'] }],
    [['gratuit', 'quiz'], true, { tags: ['quiz'], unknown: ['gratuit'] }],
    [[], false, { tags: [], unknown: [] }],
  ])('%j (drop unknown: %s) → %j', (tags, drop, expected) => expect(canonicalTags(tags, map, drop)).toEqual(expected));
});

describe('rewriteToolTags', () => {
  const file = (tags: string) => `---\nname: Outil\n${tags}\npricing: free\n---\nCorps avec tags: [open-source].\n`;

  it.each([
    ['a flow list', file('tags: [open-source, quiz, logiciel-libre]'), file('tags: [logiciel-libre, quiz]')],
    ['a block list', file('tags:\n  - ecole-primaire\n  - primaire'), file('tags: [primaire]')],
    ['a list already canonical, left byte for byte', file('tags: [ quiz ]'), file('tags: [ quiz ]')],
    ['a file without tags', file('vendor: X'), file('vendor: X')],
    ['a file with broken YAML', file('tags: [open-source'), file('tags: [open-source')],
    ['a file without front matter', 'tags: [open-source]\n', 'tags: [open-source]\n'],
  ])('rewrites %s', (_, before, after) => expect(rewriteToolTags(before, map).text).toBe(after));

  it('rewrites a file that starts with a byte order mark, and keeps the mark', () => {
    expect(rewriteToolTags(`\uFEFF${file('tags: [open-source]')}`, map).text).toBe(`\uFEFF${file('tags: [logiciel-libre]')}`);
  });

  it.each([
    ['after an item', file('tags:\n  - open-source # le nom de l’éditeur\n  - quiz'), { line: 4, column: 17 }],
    ['on a line of its own', file('tags:\n  # à revoir\n  - open-source'), { line: 4, column: 3 }],
    ['after a flow list written over lines', file('tags: [open-source, # libre\n  quiz]'), { line: 3, column: 21 }],
  ])('leaves a list with a comment %s unchanged, and says where the comment is', (_, before, comment) => {
    expect(rewriteToolTags(before, map)).toEqual({ text: before, unknown: [], comment });
  });

  it('does not mind a comment in a list that needs no rewrite', () => {
    const before = file('tags:\n  - quiz # le principal');
    expect(rewriteToolTags(before, map)).toEqual({ text: before, unknown: [] });
  });

  it('reports unknown tags and drops them only when asked', () => {
    expect(rewriteToolTags(file('tags: [gratuit, open-source]'), map)).toEqual({ text: file('tags: [gratuit, logiciel-libre]'), unknown: ['gratuit'] });
    expect(rewriteToolTags(file('tags: [gratuit, open-source]'), map, true)).toEqual({ text: file('tags: [logiciel-libre]'), unknown: ['gratuit'] });
  });
});
