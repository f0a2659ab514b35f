/**
 * Chunk files of list items: written one item per line, read back one item at a time.
 */
import { describe, expect, it } from 'vitest';
import { chunkReader, chunkText, toJson } from '../../src/api/list.ts';

describe('chunk files', () => {
  const cases: [string, unknown[]][] = [
    ['one item', [{ slug: 'a' }]],
    ['two items', [{ slug: 'a' }, { slug: 'b' }]],
    ['line breaks, separators and markup inside values', [{ text: 'un\ndeux\r\ntrois' }, { text: 'a\u2028b\u2029c' }, { text: '<script>,\n]' }]],
    ['nested arrays and commas at the end of values', [{ tags: ['x,', 'y'] }, { tags: [] }, { n: [1, [2, 3]] }]],
  ];

  it.each(cases)('%s: the file is the JSON array of the items, and each item reads back alone', (_, items) => {
    const text = chunkText(items);
    expect(JSON.parse(text)).toEqual(items);
    const read = chunkReader(text, 'list-items/0.json');
    items.forEach((item, place) => expect(read(place)).toEqual(item));
  });

  it('writes each item as the rest of the API does (toJson), one per line', () => {
    const items = [{ a: '<b>' }, { c: 1 }];
    expect(chunkText(items)).toBe(`[\n${toJson(items[0]).trimEnd()},\n${toJson(items[1]).trimEnd()}\n]\n`);
  });

  it.each([-1, 3, 1.5, Number.NaN])('refuses place %s, naming the file', (place) => {
    const read = chunkReader(chunkText([{ a: 1 }, { a: 2 }, { a: 3 }]), 'list-items/7.json');
    expect(() => read(place)).toThrow('list-items/7.json has no item');
  });
});
