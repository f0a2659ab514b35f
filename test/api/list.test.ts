/**
 * Files of the list: the router's index, a JSON line then its long fields a line each; chunk
 * files of list items, written one item per line and read back one item at a time.
 */
import { describe, expect, it, vi } from 'vitest';
import { chunkReader, chunkText, listIndexText, readListIndex, readSearchIndex, readSearchPart, renderToolList, searchedSelection, searchIndexFiles, toJson, toolCode, toolCodes, type ListIndex } from '../../src/api/list.ts';
import { proseOf } from '../../src/api/documents.ts';
import { DEFAULT_LIST_QUERY } from '../../src/api/paths.ts';
import type { ToolListItem } from '../../src/api/schemas.ts';
import { MissingPart, searchIndex, type SearchIndex } from '../../src/search/search.ts';

describe('tool codes', () => {
  it.each([[[]], [[0]], [[0, 1, 2, 3]], [[9, 10, 12, 44, 200, 0xd800 - 0x31]]])('write one character per tool and read back each number: %j', (values) => {
    const codes = toolCodes(values);
    expect(codes).toHaveLength(values.length);
    expect(values.map((_, position) => codes.charCodeAt(position))).toEqual(values.map(toolCode));
    expect(new Set(codes).size).toBe(new Set(values).size);
    expect(codes).not.toMatch(/[\n\r]/);
  });

  it.each([-1, 1.5, 0xd800 - 0x30, Number.NaN])('refuse %s', (value) => {
    expect(() => toolCodes([value])).toThrow(RangeError);
    expect(() => toolCode(value)).toThrow(RangeError);
  });
});

describe('the router index file', () => {
  const index: ListIndex = {
    base: 'https://x.org',
    noindex: true,
    license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/', attribution: 'É' } as unknown as ListIndex['license'],
    categories: ['a', 'b'],
    category: toolCodes([1, 0]),
    pricing: toolCodes([0, 3]),
    education: toolCodes([1, 0]),
    languages: [['en'], ['fr']],
    language: toolCodes([1, 1]),
  };

  it('reads back what it wrote: a JSON line, then four lines of tool codes', () => {
    const text = listIndexText(index);
    expect(readListIndex(text, 'list-index.txt')).toEqual(index);
    expect(text.split('\n')).toHaveLength(6);
    expect(JSON.parse(text.slice(0, text.indexOf('\n')))).toMatchObject({ base: 'https://x.org', categories: ['a', 'b'] });
    // The licence's accents are escaped: the whole file is ASCII.
    expect(text).toMatch(/^[\x00-\x7f]*$/);
  });

  it.each([
    ['JSON alone', JSON.stringify(index)],
    ['a line missing', listIndexText(index).replace(/\n[^\n]*\n$/, '\n')],
    ['no final line break', listIndexText(index).slice(0, -1)],
    ['a part of a search index', filesOf(searchIndex([{ name: 'Quiz', short_description: 'Des quiz.' }]))[1][1]],
  ])('refuses %s, naming the file', (_, text) => expect(() => readListIndex(text, '_api/list-index.txt')).toThrow('_api/list-index.txt is damaged'));
});

/** 3,000 records whose words fill several parts of a search index: every part but the last holds close to `PART_CHARACTERS`. */
const MANY_RECORDS = Array.from({ length: 3000 }, (_, i) => ({ name: `Outil ${i.toString(36)}`, short_description: `Des ${['quiz', 'cartes', 'exercices', 'zones'][i % 4]} n° ${i} et ${(i * 7919).toString(36)}q.` }));

/** The files of a search index, as the build names them. */
function filesOf(index: SearchIndex): [string, string][] {
  return searchIndexFiles(index, 'search-index.txt', (part) => `search-index/${part}.txt`);
}

/** A search index read back from its files: the head, then each part. */
function readBack(written: [string, string][]): SearchIndex {
  const [[headName, head], ...parts] = written;
  const index = readSearchIndex(head, headName);
  for (const [name, text] of parts) {
    const part = Number(/(\d+)\.txt$/.exec(name)![1]);
    index.parts[part] = readSearchPart(text, name, part);
  }
  return index;
}

describe("a search index's files", () => {
  const many = searchIndex(MANY_RECORDS);

  it.each([
    ['names and short descriptions', searchIndex([{ name: 'Quiz', short_description: 'Des quiz.', tags: ['évaluation'] }, { name: 'Carte', short_description: 'Cartes mentales.' }], [['carte mentale', 'mind map']])],
    ['long descriptions', searchIndex([{ name: '', short_description: 'Une webradio pour la classe, créée en 2024.' }, { name: '', short_description: 'Rien de plus.' }], [['webradio', 'radio scolaire']])],
    ['3,000 records, in parts', many],
  ])('read back what they wrote, of %s: a head of one JSON line, then each part as a JSON line and four lines, all ASCII', (_, index) => {
    const written = filesOf(index);
    expect(written.map(([name]) => name)).toEqual(['search-index.txt', ...index.parts.map((_, part) => `search-index/${part}.txt`)]);
    expect(readBack(written)).toEqual(index);
    expect(written[0][1].split('\n')).toHaveLength(2);
    for (const [, text] of written.slice(1)) expect(text.split('\n')).toHaveLength(6);
    // Accented words fold to ASCII: every file is ASCII.
    for (const [, text] of written) expect(text).toMatch(/^[\x00-\x7f]*$/);
  });

  it('split a large index into parts of first letters, none much above PART_CHARACTERS unless one letter is', () => {
    expect(many.parts.length).toBeGreaterThan(2);
    const parts = many.parts.map((part) => part!);
    for (const [n, part] of parts.entries()) {
      const first = [...part.words.matchAll(/(?:^| )(.)/g)].map((match) => match[1]);
      // Each part's words start within its bounds.
      for (const letter of first) {
        if (n > 0) expect(letter >= many.bounds[n - 1]).toBe(true);
        if (n < many.bounds.length) expect(letter < many.bounds[n]).toBe(true);
      }
    }
  });

  const long = filesOf(searchIndex([{ name: '', short_description: 'Une webradio.' }]));
  it.each([
    ['the list index', listIndexText({ base: 'https://x.org', noindex: false, license: {} as ListIndex['license'], categories: [], category: '', pricing: '', education: '', languages: [], language: '' })],
    ['a part', long[1][1]],
    ['no final line break', long[0][1].slice(0, -1)],
    ['a line that is not JSON', long[0][1].slice(0, 20) + '\n'],
    ['JSON without bounds', '{"size":1}\n'],
  ])('refuse, as a head, %s, naming the file', (_, text) => expect(() => readSearchIndex(text, '_api/search-long-descriptions.txt')).toThrow('_api/search-long-descriptions.txt is damaged'));

  it.each([
    ['the head', long[0][1]],
    ['a line missing', long[1][1].replace(/\n[^\n]*\n$/, '\n')],
    ['no final line break', long[1][1].slice(0, -1)],
    ['another part', long[1][1].replace('{"part":0}', '{"part":1}')],
  ])('refuse, as a part, %s, naming the file', (_, text) => expect(() => readSearchPart(text, '_api/search-long-descriptions/0.txt', 0)).toThrow('_api/search-long-descriptions/0.txt is damaged'));
});

describe('the words of a long description', () => {
  it.each([
    ['Voir [le guide](https://example.org/guide) ou https://example.org.', 'Voir [le guide]  ou  '],
    ['Un lien <https://www.example.org/a_b> entre chevrons.', 'Un lien   entre chevrons.'],
    ['**En classe**, sans lien : http://example.org/x et [texte](mailto:a@b.fr).', '**En classe**, sans lien :   et [texte] .'],
    ['Rien à retirer.', 'Rien à retirer.'],
  ])('leave out the targets of links and bare addresses: %j', (markdown, prose) => expect(proseOf(markdown)).toBe(prose));
});

/**
 * A reader, counting its reads, of a list index over records each in the category of its number
 * in `category` (`a`, `b`), all free, French and without an education offer: what a search test
 * needs of the other filters.
 */
function listIndexOf(category: number[]) {
  const none = toolCodes(category.map(() => 0));
  return vi.fn(
    async (): Promise<ListIndex> => ({
      base: 'https://x.org',
      noindex: false,
      license: {} as ListIndex['license'],
      categories: ['a', 'b'],
      category: toolCodes(category),
      pricing: none,
      education: none,
      languages: [['fr']],
      language: none,
    }),
  );
}

/** Search indexes that count how often each is read. */
function readers(short: SearchIndex, long: SearchIndex) {
  return { short: vi.fn(async () => short), long: vi.fn(async () => long), readPart: vi.fn(async (missing: MissingPart) => Promise.reject(missing)) };
}

describe('a search that finds nothing in names, short descriptions and tags', () => {
  // Three tools of categories a, b, b; only the first and the last name a webradio, in their long descriptions.
  const short = searchIndex(
    [
      { name: 'Quiz', short_description: 'Des quiz au collège.' },
      { name: 'Son', short_description: 'Enregistrer des podcasts.' },
      { name: 'Radio', short_description: 'Diffuser en direct.' },
    ],
  );
  const index = listIndexOf([0, 1, 1]);
  const long = searchIndex([
    { name: '', short_description: 'Il sert aussi à animer une webradio.' },
    { name: '', short_description: 'Rien de plus.' },
    { name: '', short_description: 'La webradio de l’établissement.' },
  ]);
  const query = (q: string, category: string | null = null) => ({ ...DEFAULT_LIST_QUERY, q, category });

  it.each([
    ['webradio', null, [0, 2], { words: ['webradio'], dropped: [] }],
    ['webradio', 'b', [2], { words: ['webradio'], dropped: [] }],
    ['une webradio zzzz', null, [0, 2], { words: ['webradio'], dropped: ['zzzz'] }],
    ['zzzz', null, [], { words: ['zzzz'], dropped: [] }],
    // Only a school level was left of it: the long descriptions answer the rest.
    ['une webradio au collège', null, [0, 2], { words: ['webradio'], dropped: ['collège'] }],
  ])('searches %j (category %s) again in the long descriptions, with the same filters and the same dropped words', async (q, category, positions, search) => {
    const indexes = readers(short, long);
    const index = listIndexOf([0, 1, 1]);
    expect(await searchedSelection(index, query(q, category), indexes)).toEqual({ positions, search });
    expect(indexes.short).toHaveBeenCalledTimes(1);
    expect(indexes.long).toHaveBeenCalledTimes(1);
    // The list index holds the filters only: a search without them reads none of it.
    expect(index).toHaveBeenCalledTimes(category === null ? 0 : 1);
  });

  it.each([
    ['quiz', [0]],
    ['radio', [2]],
    ['quiz au collège', [0]],
  ])('answers %j from names, short descriptions and tags alone, without reading the long descriptions', async (q, positions) => {
    const indexes = readers(short, long);
    expect((await searchedSelection(index, query(q), indexes)).positions).toEqual(positions);
    expect(indexes.long).not.toHaveBeenCalled();
  });

  it('reads the long descriptions once it drops a word, and keeps to the tools that hold the words kept', async () => {
    // `webradio` is in no short description: dropped. Son holds `podcast`; the two tools whose
    // long descriptions name a webradio hold no podcast anywhere.
    const indexes = readers(short, long);
    expect(await searchedSelection(index, query('podcast webradio'), indexes)).toEqual({ positions: [1], search: { words: ['podcast'], dropped: ['webradio'] } });
    expect(indexes.long).toHaveBeenCalledTimes(1);
  });

  it('keeps a school level left alone when the long descriptions hold nothing better', async () => {
    const indexes = readers(short, long);
    expect(await searchedSelection(index, query('zzzz au collège'), indexes)).toEqual({ positions: [0], search: { words: ['collège'], dropped: ['zzzz'] } });
    expect(indexes.long).toHaveBeenCalledTimes(1);
  });

  it('reads no search index for a list without `q`, even an empty one', async () => {
    const indexes = readers(short, long);
    expect((await searchedSelection(index, { ...DEFAULT_LIST_QUERY, category: 'a', pricing: 'paid' }, indexes)).positions).toEqual([]);
    expect((await searchedSelection(index, { ...DEFAULT_LIST_QUERY, category: 'b' }, indexes)).positions).toEqual([1, 2]);
    expect(indexes.short).not.toHaveBeenCalled();
    expect(indexes.long).not.toHaveBeenCalled();
  });
});

describe('a page of the whole list', () => {
  const noSearch = readers(searchIndex([]), searchIndex([]));
  it.each([
    [0, 30, 1],
    [1, 7, 1],
    [250, 7, 3],
    [250, 100, 3],
    [250, 100, 4],
    [250, 7, 40],
  ])('of %i tools, %i per page, page %i, shows what the same page filtered to every tool shows', async (count, per_page, page) => {
    // Every tool is in category `a`: filtering by it selects them all, position by position.
    const index = await listIndexOf(Array.from({ length: count }, () => 0))();
    const itemsAt = async (positions: number[]) => positions.map((position) => ({ position }) as unknown as ToolListItem);
    const whole = await renderToolList(index, { ...DEFAULT_LIST_QUERY, per_page, page }, itemsAt, noSearch);
    const filtered = await renderToolList(index, { ...DEFAULT_LIST_QUERY, category: 'a', per_page, page }, itemsAt, noSearch);
    expect(whole.data).toEqual(filtered.data);
    expect({ ...whole.meta, filters: null }).toEqual({ ...filtered.meta, filters: null });
    expect(whole.meta.total).toBe(count);
  });
});

describe('a search over an index read in parts', () => {
  const whole = searchIndex(MANY_RECORDS);
  const index = listIndexOf(MANY_RECORDS.map(() => 0));

  it.each(['cartes', 'zones exercices', 'xuiz', 'exercises'])('reads a part that %j needs and was not given, then searches again, as over the whole index', async (q) => {
    expect(whole.parts.length).toBeGreaterThan(2);
    const partial: SearchIndex = { ...whole, parts: whole.parts.map(() => undefined) };
    const readPart = vi.fn(async ({ index: missing, part }: MissingPart) => {
      expect(missing).toBe(partial);
      partial.parts[part] = whole.parts[part];
    });
    const query = { ...DEFAULT_LIST_QUERY, q };
    const found = await searchedSelection(index, query, { short: async () => partial, long: async () => whole, readPart });
    expect(found).toEqual(await searchedSelection(index, query, readers(whole, whole)));
    expect(readPart).toHaveBeenCalled();
    expect(partial.parts.filter((part) => part !== undefined).length).toBe(readPart.mock.calls.length);
  });
});

describe('a search that must drop the most frequent word', () => {
  // Short descriptions say `trois` once and `exercices` twice; long descriptions say `trois` three times.
  const short = searchIndex(
    [
      { name: 'Dés', short_description: 'Lancer trois dés.' },
      { name: 'Différencier', short_description: 'Exercices différenciés par niveaux.' },
      { name: 'Calcul', short_description: 'Exercices de calcul.' },
    ],
  );
  const index = listIndexOf([0, 0, 0]);
  const long = searchIndex([
    { name: '', short_description: 'Trois dés, trois couleurs.' },
    { name: '', short_description: 'Trois niveaux de difficulté pour les mêmes exercices.' },
    { name: '', short_description: 'Des exercices de calcul en trois minutes.' },
  ]);

  it('counts it in the long descriptions, the whole text of each tool', async () => {
    const indexes = readers(short, long);
    expect(await searchedSelection(index, { ...DEFAULT_LIST_QUERY, q: 'exercices en trois niveaux' }, indexes)).toEqual({ positions: [1], search: { words: ['exercices', 'niveaux'], dropped: ['trois'] } });
    expect(indexes.long).toHaveBeenCalledTimes(1);
  });

  it('ranks first, once a word that no short description holds is dropped, the tool whose long description holds it', async () => {
    const indexes = readers(short, long);
    expect(await searchedSelection(index, { ...DEFAULT_LIST_QUERY, q: 'exercices zzzz' }, indexes)).toEqual({ positions: [1, 2], search: { words: ['exercices'], dropped: ['zzzz'] } });
    // Calcul's long description says `minutes`.
    expect(await searchedSelection(index, { ...DEFAULT_LIST_QUERY, q: 'exercices en minutes' }, indexes)).toEqual({ positions: [2, 1], search: { words: ['exercices'], dropped: ['minutes'] } });
    expect(indexes.long).toHaveBeenCalledTimes(2);
  });
});

describe('chunk files', () => {
  const cases: [string, unknown[]][] = [
    ['one item', [{ slug: 'a' }]],
    ['two items', [{ slug: 'a' }, { slug: 'b' }]],
    ['line breaks, separators and markup inside values', [{ text: 'un\ndeux\r\ntrois' }, { text: 'a\u2028b\u2029c' }, { text: '<script>,\n]' }]],
    ['nested arrays and commas at the end of values', [{ tags: ['x,', 'y'] }, { tags: [] }, { n: [1, [2, 3]] }]],
  ];

  it.each(cases)('%s: the file is the JSON array of the items, and each item reads back alone, as toJson writes it', (_, items) => {
    const text = chunkText(items);
    expect(JSON.parse(text)).toEqual(items);
    const read = chunkReader(text, 'list-items/0.json');
    items.forEach((item, place) => expect(read(place)).toBe(toJson(item).trimEnd()));
  });

  it('reads items in any order, each as often as asked', () => {
    const items = Array.from({ length: 9 }, (_, i) => ({ i, text: i % 2 ? 'a,\u2028' : '' }));
    const read = chunkReader(chunkText(items), 'list-items/0.json');
    for (const place of [8, 0, 5, 5, 1, 8, 7]) expect(read(place)).toBe(toJson(items[place]).trimEnd());
  });

  it('writes each item as the rest of the API does (toJson), one per line', () => {
    const items = [{ a: '<b>' }, { c: 1 }];
    expect(chunkText(items)).toBe(`[\n${toJson(items[0]).trimEnd()},\n${toJson(items[1]).trimEnd()}\n]\n`);
  });

  it.each([-1, 3, 1.5, Number.NaN])('refuses place %s, naming the file', (place) => {
    const read = chunkReader(chunkText([{ a: 1 }, { a: 2 }, { a: 3 }]), 'list-items/7.json');
    expect(() => read(place)).toThrow('list-items/7.json has no item');
  });

  it.each([
    ['truncated', chunkText([{ a: 1 }, { a: 2 }]).slice(0, -4)],
    ['cut inside an item', chunkText([{ a: 1 }, { a: 2 }]).slice(0, 12)],
    ['empty', ''],
    ['another JSON document', '{"a":1}\n'],
  ])('refuses a chunk %s, naming the file', (_, text) => expect(() => chunkReader(text, 'list-items/2.json')).toThrow('list-items/2.json is not a whole chunk'));
});
