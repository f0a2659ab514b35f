/**
 * Search over tools (API.md, "Search"). The build folds every record and writes an inverted
 * index: the sorted vocabulary of the directory, and for each word the records that hold it,
 * with the field it is in (name, short description, tags and category name). A query finds its
 * words by binary search (a prefix is a run of the sorted vocabulary) and ranks the records
 * that hold them all: its cost follows the matches, not the size of the directory. Typos are
 * found by prefix too, in the vocabulary and in the same words less their first letter; French
 * stems by an exact look-up in a second, smaller vocabulary of stems; synonyms by looking up
 * the other words of the query word's group. Why an index and not a scan or a library:
 * `bench/search.ts`, figures in `bench/results/search.md`.
 */
import { endsTypedTwice, FUNCTION_WORDS, nameKey, phraseStems, queryWords, SECONDARY_LEVELS, separateWords, sigleWords, stem, STOP_WORDS, TYPO_MIN_LENGTH, typoAt, typoPrefix, words } from './text.ts';

/** What the build indexes of a record. */
export interface SearchRecord {
  name: string;
  short_description: string;
  /** Tags and the category's name: searched too, ranked below the name and description. */
  tags?: readonly string[];
}

/** A record folded for search. */
export interface SearchEntry {
  /** The name folded to its letters and digits (`nameKey`), to compare whole names. */
  key: string;
  /** Words of the name (`words`). */
  name: string[];
  /**
   * Words of the short description, less `FUNCTION_WORDS` but for those written as sigles
   * (`SES`): a query only looks for them when it has nothing else, and then in names. They
   * would take a quarter of the index.
   */
  description: string[];
  /** Words of the tags and the category name, less `FUNCTION_WORDS` (as `description`). */
  tags: string[];
}

/** @example searchEntry({ name: 'Le Chat', short_description: "L'assistant", tags: ['chatbot'] }) deep equals { key: 'lechat', name: ['le', 'chat'], description: ['assistant'], tags: ['chatbot'] } */
export function searchEntry(record: SearchRecord): SearchEntry {
  // A stop word the text writes as a sigle (`SES`) stays: a query's sigle looks for it.
  const meaningful = (text: string) => {
    const sigles = sigleWords(text);
    return words(text).filter((word) => !FUNCTION_WORDS.has(word) || sigles.has(word));
  };
  return {
    key: nameKey(record.name),
    name: words(record.name),
    description: meaningful(record.short_description),
    tags: (record.tags ?? []).flatMap(meaningful),
  };
}

/**
 * The index the build writes and the router reads, in parts: each holds the words that start
 * with some first characters (a run of code units, `bounds`), so that a search reads the parts
 * its words need rather than the whole vocabulary (2 MB at 33,000 tools, most of the bytes a
 * fresh edge isolate received for a first search). Compact, and mostly strings: a fresh isolate
 * reads them in place rather than building arrays.
 */
export interface SearchIndex {
  /** Number of records; search results are positions below it. */
  size: number;
  /**
   * The first code unit of each part but the first, ascending: part `n` holds what starts with
   * a code unit from `bounds[n - 1]` (or the first) up to, not including, `bounds[n]` (`partOf`).
   */
  bounds: string;
  /** The parts, `bounds.length + 1` of them; undefined where a reader has not read one yet (`MissingPart`). */
  parts: (SearchPart | undefined)[];
  /**
   * Synonym groups of `content/synonyms.yaml`: each a list of words or phrases, folded, their
   * words separated by a space, stop words left out (`cartes memoire`).
   */
  synonyms: string[][];
  /**
   * The members of `synonyms` by the French stem of their first word, as the entries of a `Map`:
   * each member as the places of its group and of itself in `synonyms`, and the stems of its
   * words, space-separated (`cart memoir`). Written by the build so that a fresh isolate's first
   * query neither stems the whole file nor builds this table member by member, which took it
   * 3–5 ms where the engine reads the entries natively (`synonymMembers`).
   */
  synonymMembers: [stem: string, members: SynonymMember[]][];
}

/** The words of a part of the index (`SearchIndex.bounds`), and what leads to them. */
export interface SearchPart {
  /**
   * The vocabulary of the records that starts in the part, sorted by UTF-16 code units, each
   * word followed by `!` and its postings, entries separated by a space. Postings list the
   * records holding the word, in increasing position, as `(gap - 1) * 16 + fields` in
   * `encode`'s digits, where gap is the distance from the previous record (from -1 for the
   * first) and fields has `KEY` when the word is the record's name key, `NAME` when it is a word
   * of the name, `DESCRIPTION` when it is a word of the description, `TAGS` when it is a word of
   * a tag or of the category name. Postings longer than `LONG_POSTINGS` characters are in
   * `postings`: the entry holds `@` and their offset there instead.
   * @example 'chat!X chatgpt!Y outil!@Z' (where X, Y and Z stand for digits)
   */
  words: string;
  /**
   * The long postings of `words`, one after another, each ended by a space. Out of the
   * vocabulary because a binary search lands at random offsets of it and walks back to the
   * entry's start: at 33,000 tools, 243 common words held 1.1 MB of the 1.5 MB of postings, and
   * those walks were an eighth of a warm query's time.
   */
  postings: string;
  /**
   * Every word of the index long enough to be a typo of a query word, less its first letter,
   * when that tail starts in the part: sorted, each followed by `!` and the word's first code
   * unit, space-separated. It finds typos in the first letter (`xhatgpt`, `hatgpt`) by prefix,
   * where the vocabulary itself would need a pass over every word; the word itself is in the
   * part of its first letter.
   */
  tails: string;
  /**
   * French stems (`stem`) that start in the part, of the words that differ from their stem,
   * sorted, each followed by `!` and the offsets of those words' entries in `words`
   * (`encode`'s digits), space-separated: `dyslex` leads to "dyslexie" and "dyslexique", whose
   * postings say which records hold them. A stem starts with its word's first letter (the
   * French algorithm only changes endings), so its words are in the same part. Offsets rather
   * than postings again: the stems would otherwise repeat a third of the postings, bytes that
   * every fresh edge isolate fetches. A word that is its own stem is found in `words`.
   */
  stems: string;
}

/**
 * A part of the index that a search needed and its reader had not read (`SearchIndex.parts`):
 * the reader reads it and searches again. `searchParts` names them beforehand.
 */
export class MissingPart extends Error {
  readonly index: SearchIndex;
  readonly part: number;
  constructor(index: SearchIndex, part: number) {
    super(`part ${part} of the search index was not read`);
    this.index = index;
    this.part = part;
  }
}

/**
 * Characters per part, about: the build starts a new part at the first code unit that would
 * take one beyond this. A fresh edge isolate spends about as much CPU on 48 KB of a file's
 * bytes as on one more fetch (`bench/results/search-speed.md`), so parts much smaller would
 * cost a search more fetches than they save bytes; a first letter holding more (`c`, at 33,000
 * tools) is a part of its own.
 */
export const PART_CHARACTERS = 65_536;

const KEY = 1;
const NAME = 2;
const DESCRIPTION = 4;
const TAGS = 8;
/** Postings carry a record's fields in the low `FIELD_BITS` bits of each number. */
const FIELD_BITS = 4;
const FIELDS = 1 << FIELD_BITS;
/** Ends a word in `SearchIndex.words`: neither a letter, a digit nor one of `DIGITS`. */
const WORD_END = '!';
const ENTRY_END = ' ';
/** Starts, in an entry of `SearchIndex.words`, the offset of the word's postings in `SearchIndex.postings`. */
const LONG = '@';
/**
 * Postings longer than this are written out of `SearchIndex.words`, into `SearchIndex.postings`:
 * a few dozen records' worth, so that the words most queries touch (rare ones) stay in line.
 */
const LONG_POSTINGS = 64;
const LONG_CODE = LONG.charCodeAt(0);

/** Builds the index of `records`, in their order, with the editors' synonym groups. */
export function searchIndex(records: readonly SearchRecord[], synonyms: readonly (readonly string[])[] = []): SearchIndex {
  const fieldsOf = new Map<string, Map<number, number>>();
  const add = (word: string, position: number, field: number) => {
    let postings = fieldsOf.get(word);
    if (postings === undefined) fieldsOf.set(word, (postings = new Map()));
    postings.set(position, (postings.get(position) ?? 0) | field);
  };
  records.forEach((record, position) => {
    const entry = searchEntry(record);
    if (entry.key !== '') add(entry.key, position, KEY);
    for (const word of entry.name) add(word, position, NAME);
    for (const word of entry.description) add(word, position, DESCRIPTION);
    for (const word of entry.tags) add(word, position, TAGS);
  });
  const vocabulary = [...fieldsOf.keys()].sort(byCodeUnits).map((word) => ({ word, postings: postingsOf(fieldsOf.get(word)!) }));
  // Words by stem, less those that are only a name key (no field a stem can match).
  const stemWords = new Map<string, string[]>();
  for (const { word } of vocabulary) {
    const wordStem = stem(word);
    if (wordStem === word || ![...fieldsOf.get(word)!.values()].some((fields) => fields & ~KEY)) continue;
    if (wordStem[0] !== word[0]) throw new Error(`the stem ${JSON.stringify(wordStem)} of ${JSON.stringify(word)} does not start with its first letter`);
    stemWords.set(wordStem, [...(stemWords.get(wordStem) ?? []), word]);
  }
  const tails = vocabulary
    .flatMap(({ word }) => (word.length >= TYPO_MIN_LENGTH - 1 ? [{ tail: word.slice(1), first: word[0] }] : []))
    .sort((a, b) => byCodeUnits(a.tail, b.tail) || byCodeUnits(a.first, b.first));
  const stems = [...stemWords.keys()].sort(byCodeUnits);
  const bounds = partBounds([
    ...vocabulary.map(({ word, postings }) => ({ text: word, length: word.length + postings.length + 2 })),
    ...tails.map(({ tail }) => ({ text: tail, length: tail.length + 3 })),
    ...stems.map((wordStem) => ({ text: wordStem, length: wordStem.length + 4 * stemWords.get(wordStem)!.length })),
  ]);
  // Each entry in its part, in order: one pass, whatever the number of parts.
  const byPart = <T>(items: readonly T[], textOf: (item: T) => string): T[][] => {
    const grouped = Array.from({ length: bounds.length + 1 }, (): T[] => []);
    for (const item of items) grouped[partOf(bounds, textOf(item))].push(item);
    return grouped;
  };
  const tailsByPart = byPart(tails, ({ tail }) => tail);
  const stemsByPart = byPart(stems, (wordStem) => wordStem);
  return {
    size: records.length,
    bounds,
    parts: byPart(vocabulary, ({ word }) => word).map((partWords, n): SearchPart => {
      const long: string[] = [];
      let longLength = 0;
      const offsets = new Map<string, number>();
      let offset = 0;
      const entries = partWords.map(({ word, postings }) => {
        let entry = word + WORD_END + postings;
        if (postings.length > LONG_POSTINGS) {
          entry = word + WORD_END + LONG + encode(longLength);
          long.push(postings);
          longLength += postings.length + ENTRY_END.length;
        }
        offsets.set(word, offset);
        offset += entry.length + ENTRY_END.length;
        return entry;
      });
      return {
        words: entries.join(ENTRY_END),
        postings: long.join(ENTRY_END),
        tails: tailsByPart[n].map(({ tail, first }) => tail + WORD_END + first).join(ENTRY_END),
        stems: stemsByPart[n].map((wordStem) => wordStem + WORD_END + stemWords.get(wordStem)!.map((word) => encode(offsets.get(word)!)).join('')).join(ENTRY_END),
      };
    }),
    synonyms: synonyms.map((group) => group.map((member) => phraseWords(member).join(' '))),
    synonymMembers: synonymTable(synonyms),
  };
}

/**
 * The bounds of the parts (`SearchIndex.bounds`) for entries of some length, by the first
 * code unit of their text: a part takes first code units in order while it stays within
 * `PART_CHARACTERS`.
 */
function partBounds(entries: readonly { text: string; length: number }[]): string {
  const lengths = new Map<number, number>();
  for (const { text, length } of entries) lengths.set(text.charCodeAt(0), (lengths.get(text.charCodeAt(0)) ?? 0) + length);
  let bounds = '';
  let size = 0;
  for (const code of [...lengths.keys()].sort((a, b) => a - b)) {
    const length = lengths.get(code)!;
    if (size > 0 && size + length > PART_CHARACTERS) {
      bounds += String.fromCharCode(code);
      size = 0;
    }
    size += length;
  }
  return bounds;
}

/** The number of the part (`SearchIndex.bounds`) that holds what starts as `text` does. */
function partOf(bounds: string, text: string): number {
  const code = text.charCodeAt(0);
  let part = 0;
  while (part < bounds.length && bounds.charCodeAt(part) <= code) part++;
  return part;
}

/** The part of `index` that holds what starts as `text` does; throws `MissingPart` when it was not read. */
function partFor(index: SearchIndex, text: string): SearchPart {
  const part = partOf(index.bounds, text);
  const found = index.parts[part];
  if (found === undefined) throw new MissingPart(index, part);
  return found;
}

/** `SearchIndex.synonymMembers` of the editors' synonym groups, in the order they list them. */
function synonymTable(synonyms: readonly (readonly string[])[]): SearchIndex['synonymMembers'] {
  const byStem = new Map<string, SynonymMember[]>();
  synonyms.forEach((group, g) =>
    group.forEach((member, m) => {
      const stems = phraseStems(member);
      const first = stems.split(' ')[0];
      byStem.set(first, [...(byStem.get(first) ?? []), [g, m, stems]]);
    }),
  );
  return [...byStem];
}

/** A word of a synonym group as queries are split: folded words, stop words left out. */
function phraseWords(text: string): string[] {
  const { terms } = queryWords(text);
  return terms;
}

/** The postings of a word, from its fields by record position, as `SearchIndex.words` describes them. */
function postingsOf(postings: Map<number, number>): string {
  let text = '';
  let previous = -1;
  for (const position of [...postings.keys()].sort((a, b) => a - b)) {
    text += encode((position - previous - 1) * FIELDS + postings.get(position)!);
    previous = position;
  }
  return text;
}

/**
 * Ranks, best first. A record's rank is the first that holds: the whole name is the query;
 * the name starts with the query; every query word is in the name; every word is in the name,
 * some only approximately; some words are in the name and the others in the description;
 * every word needs the description; some word is only in the tags or the category name.
 * Approximate matches (a typo, the same French stem, a synonym) rank below exact ones.
 */
export const RANK = {
  exactName: 0,
  namePrefix: 1,
  nameWords: 2,
  nameWithTypo: 3,
  nameAndDescription: 4,
  nameAndDescriptionWithTypo: 5,
  description: 6,
  descriptionWithTypo: 7,
  tags: 8,
} as const;

/**
 * How a query word matched a record, as bits: exactly (the start of a word, or two query words
 * joined) in the name or the description; approximately (a typo, the same stem, a synonym) in
 * either; or in the tags and category name, exactly or not. One byte per record and per word
 * holds them all.
 */
export const MATCH = { inName: 1, inDescription: 2, typoInName: 4, typoInDescription: 8, inTags: 16 } as const;

const NAME_PREFIX = 1;
const EXACT_NAME = 2;
/** `NAME_PREFIX` or `EXACT_NAME` by a posting's fields: only the name key counts. */
const NAME_PREFIX_BITS = Uint8Array.from({ length: FIELDS }, (_, fields) => (fields & KEY ? NAME_PREFIX : 0));
const EXACT_NAME_BITS = Uint8Array.from({ length: FIELDS }, (_, fields) => (fields & KEY ? EXACT_NAME : 0));

/** What a search found, and with which of the query's words. */
export interface SearchResult {
  /** Positions of the matching records, best first; ties keep the records' order. */
  positions: number[];
  /** The query words every result matches, as the query wrote them (lower case). */
  words: string[];
  /**
   * Query words left out because no record matched them all (`meta.search.dropped`): a caller
   * that gave no long descriptions may search again with them (`search`'s `long`).
   */
  dropped: string[];
}

/**
 * Positions of the matching records, best first; ties keep the records' order (the default
 * order of the directory). `accept` narrows the records that count (the list's other filters).
 *
 * Every query word must match a word of the name, the description, the tags or the category
 * name: its start, exactly or, from `TYPO_MIN_LENGTH` letters, with one typo (`typoPrefix`); or
 * the same French stem (`stem`); or, through a synonym group, another word of the group. Two
 * adjacent query words may also match as one word, exactly (`chat gpt` finds ChatGPT), the way
 * a hyphenated word matches its joined form; and a hyphenated query word matches a record that
 * holds each of its parts as a whole word (or its stem, or a synonym). A query of stop words only looks for `FUNCTION_WORDS` in
 * names. A word written as a sigle (`ENT`) matches whole words only, not their start; a stop
 * word so written (`SES`) is a word like any other, matched where a record writes it as a sigle
 * too. When no record that `accept` keeps matches, a hyphenated word that none of them holds
 * whole is split into its parts, each a word of the query (`histoire-géographie` as `histoire
 * géographie`); the words that none of them holds are left out, then the secondary-school
 * levels (`SECONDARY_LEVELS`), then the word found in the most of them, and again, until
 * something matches or one word is left. Found in the most records: by `long`, an index of the
 * same records' long descriptions, when given, else by `index`.
 *
 * Once words are dropped, and `long` is given, the results are widened and reordered by what
 * the user asked as a whole (`widened`): the records that hold every word kept, each in `index`
 * or in `long`, ranked first by how many of the query's words they hold, dropped ones included.
 */
export function search(index: SearchIndex, query: string, accept?: (position: number) => boolean, long?: SearchIndex, made: MadeMatches = new Map()): SearchResult {
  let { terms, parts, shown, sigles, key } = queryWords(query);
  if (terms.length === 0) return { positions: [], words: [], dropped: [] };
  /** The query as its words were last split: separated at its joiners once it gives up a hyphenated word. */
  let text = query;
  let perTerm = queryMatches(made, index, text, terms, parts, sigles);
  // A name is compared with the whole query and with the words searched, so that the order of
  // the results depends on those words only (`faire un quiz` and `quiz zzzz` rank as `quiz`),
  // and a name with stop words in it (`La Quizinière`) is still found whole.
  const namesByKey = new Map<string, Matches>();
  const namesFor = (used: readonly number[]): Matches => {
    const usedKey = used.map((i) => terms[i]).join('');
    let names = namesByKey.get(usedKey);
    if (names === undefined) namesByKey.set(usedKey, (names = nameMatches(index, usedKey === key ? [key] : [key, usedKey])));
    return names;
  };
  let kept = terms.map((_, i) => i);
  /** For each term, how many records that `accept` keeps it matches: counted once nothing matches. */
  let held: number[] | undefined;
  /** For each term, how many of those records `long` says hold it: counted at the first drop by frequency. */
  let frequency: number[] | undefined;
  let separated = false;
  const count = (matches: Matches) => (accept === undefined ? matches.touched.length : matches.touched.filter(accept).length);
  const result = (positions: number[]): SearchResult => ({ positions, words: kept.map((i) => shown[i]), dropped: shown.filter((_, i) => !kept.includes(i)) });
  for (;;) {
    const positions = ranked(namesFor(kept), kept.map((i) => perTerm[i]), accept);
    if (positions.length > 0) {
      if (kept.length === terms.length || long === undefined) return result(positions);
      const inLong = long === index ? undefined : queryMatches(made, long, text, terms, parts, sigles);
      return result(widened(positions, kept, terms, perTerm, inLong, accept));
    }
    held ??= perTerm.map(count);
    const counts = held;
    // A hyphenated word that no record holds whole gives up being one word: its parts may each
    // be held, and dropping one part loses less than dropping the whole (`professeur
    // d'histoire-géographie`).
    if (!separated && kept.some((i) => parts[i].length > 0 && counts[i] === 0)) {
      separated = true;
      text = separateWords(query);
      ({ terms, parts, shown, sigles } = queryWords(text));
      perTerm = queryMatches(made, index, text, terms, parts, sigles);
      kept = terms.map((_, i) => i);
      held = undefined;
      frequency = undefined;
      continue;
    }
    if (kept.length === 1) return result(positions);
    // A word that no record holds can never be matched: kept, it would make every retry fail
    // until it alone is left (`fabriquer une carte mentale`). It goes first, with the others of
    // its kind, unless every word is one. The records are those the other filters keep: with
    // `category=quiz-evaluation`, `quiz anglais` keeps `quiz`, which alone holds there.
    const found = kept.filter((i) => counts[i] > 0);
    if (found.length > 0 && found.length < kept.length) {
      kept = found;
      continue;
    }
    // Then the secondary-school levels, which qualify the subject beside them (`SECONDARY_LEVELS`).
    const topical = kept.filter((i) => !SECONDARY_LEVELS.has(terms[i]));
    if (topical.length > 0 && topical.length < kept.length) {
      kept = topical;
      continue;
    }
    // The most frequent word says least about what the user wants; on a tie, the later one.
    // Counted in whole texts where they are given: a name and a short description are too few
    // words to tell a common word from a rare one, and in a chatty request the word the short
    // descriptions hold least is often one said in passing ("bibliothécaire dans une petite
    // médiathèque… le catalogue et les prêts" searched `petite`).
    frequency ??= long === undefined ? counts : queryMatches(made, long, text, terms, parts, sigles).map(count);
    const most = frequency;
    const frequent = kept.reduce((a, b) => (most[b] >= most[a] ? b : a));
    kept = kept.filter((i) => i !== frequent);
  }
}

/**
 * The parts of `index` that a search of `query` reads, as a function that names those its
 * reader has not read yet, as far as the parts read tell: the reader reads them and asks again
 * until none is missing. The first answer names the parts of the query's words (joined, split
 * at their hyphens, paired with a neighbour, less their first letter for a typo there) and of
 * their synonyms; the second, once those are read, the parts of the words that a typo in the
 * first letter leads to, which the tails name. The query is split and its synonyms looked up
 * once, not at every ask: in a fresh isolate that is the French stemmer's first, cold work. A
 * part not foreseen is still read when a search needs it (`MissingPart`), at the cost of
 * searching again.
 */
export function searchParts(index: SearchIndex, query: string): () => number[] {
  const texts = new Set<string>();
  const typoTerms = new Set<string>();
  const separated = separateWords(query);
  for (const text of separated === query ? [query] : [query, separated]) {
    const { terms, parts, key } = queryWords(text);
    texts.add(key);
    for (const words of [terms, ...parts]) {
      for (const word of words) {
        texts.add(word);
        if (word.length < TYPO_MIN_LENGTH) continue;
        texts.add(word.slice(1));
        typoTerms.add(word);
      }
      for (const phrases of synonymGroups(index, words)) for (const phrase of phrases) for (const word of phrase.split(' ')) texts.add(word);
    }
  }
  /** The words a typo in the first letter leads to: known once the parts of `texts` are read. */
  let typoWords: string[] | undefined;
  return () => {
    const missing = new Set<number>();
    const need = (text: string) => {
      const part = partOf(index.bounds, text);
      if (text !== '' && index.parts[part] === undefined) missing.add(part);
    };
    texts.forEach(need);
    if (missing.size === 0) {
      if (typoWords === undefined) {
        const found: string[] = [];
        for (const term of typoTerms) forEachTailTypo(index, term, (word) => found.push(word));
        typoWords = found;
      }
      typoWords.forEach(need);
    }
    return [...missing].sort((a, b) => a - b);
  };
}

/**
 * The records every query word of `groups` matches, or whose name matches the query, ranked.
 * Runs once per candidate record (thousands, for a broad query), most often in a fresh isolate
 * before the engine has optimised it: plain loops over typed arrays, ranks by table look-up.
 */
function ranked(names: Matches, groups: readonly Matches[], accept: ((position: number) => boolean) | undefined): number[] {
  const nameBits = names.bits;
  const groupBits = groups.map((group) => group.bits);
  const buckets: number[][] = Object.values(RANK).map(() => []);
  const positions = candidates(names, groups);
  for (let c = 0; c < positions.length; c++) {
    const position = positions[c];
    const name = nameBits[position];
    let rank: number;
    if (name !== 0) rank = name & EXACT_NAME ? RANK.exactName : RANK.namePrefix;
    else {
      // `rankOfMatches`, inline: a call per candidate costs more than the ranking itself.
      let all = ALL_FLAGS | MATCHED;
      let some = 0;
      for (let i = 0; i < groupBits.length && all & MATCHED; i++) {
        const flags = FLAGS[groupBits[i][position]];
        all &= flags;
        some |= flags;
      }
      if (!(all & MATCHED)) continue;
      rank = RANK_OF_FLAGS[(all & ALL_FLAGS) | (some & SOME_IN_NAME)];
    }
    if (accept === undefined || accept(position)) buckets[rank].push(position);
  }
  return buckets.flat();
}

/**
 * What a word a record holds adds to its score once words are dropped (`widened`): in the name,
 * short description, tags or category name, twice what it adds in the long description only.
 * A secondary-school level counts a quarter of another word: it qualifies the subject beside it
 * (`espagnol en 4e`), and hundreds of records name one.
 */
const WORD_SCORE = { short: 8, long: 4, levelShort: 2, levelLong: 1 } as const;

/**
 * The results of a search that dropped words, widened and reordered by the whole query:
 * `positions` (those that hold every kept word in the index searched, ranked), and the records
 * that hold each kept word either there or in the long descriptions (`inLong`, when the index
 * searched is not theirs), that `accept` keeps. Best first by `WORD_SCORE` summed over every
 * query word they hold, dropped ones included: a record holding four of the teacher's five words,
 * some only in its long description, ranks above one holding the single word kept. Ties keep
 * `positions`' order, then the records' order.
 */
function widened(positions: readonly number[], kept: readonly number[], terms: readonly string[], inIndex: readonly Matches[], inLong: readonly Matches[] | undefined, accept: ((position: number) => boolean) | undefined): number[] {
  // By position: 0 for a record that is no result, else its place, from 1; typed arrays, as
  // thousands of records may be results at 33,000 tools.
  const place = new Int32Array(inIndex[0].bits.length);
  positions.forEach((position, i) => (place[position] = i + 1));
  const results = [...positions];
  if (inLong !== undefined) {
    const holds = (i: number, position: number) => inIndex[i].bits[position] !== 0 || inLong[i].bits[position] !== 0;
    // Candidates: the records of the kept word that the fewest records hold, in either index.
    const rarest = kept.reduce((a, b) => (inIndex[a].touched.length + inLong[a].touched.length <= inIndex[b].touched.length + inLong[b].touched.length ? a : b));
    for (const touched of [inIndex[rarest].touched, inLong[rarest].touched]) {
      for (const position of touched) {
        if (place[position] !== 0 || !kept.every((i) => holds(i, position)) || (accept !== undefined && !accept(position))) continue;
        place[position] = positions.length + 1 + position;
        results.push(position);
      }
    }
  }
  const level = terms.map((term) => SECONDARY_LEVELS.has(term));
  const score = new Int32Array(place.length);
  for (const position of results) {
    for (let i = 0; i < terms.length; i++) {
      if (inIndex[i].bits[position] !== 0) score[position] += level[i] ? WORD_SCORE.levelShort : WORD_SCORE.short;
      else if (inLong !== undefined && inLong[i].bits[position] !== 0) score[position] += level[i] ? WORD_SCORE.levelLong : WORD_SCORE.long;
    }
  }
  return results.sort((a, b) => score[b] - score[a] || place[a] - place[b]);
}

/** For each record, how one word matched it, and the records it matched, in no order. */
interface Matches {
  bits: Uint8Array;
  touched: number[];
}

function matchesFor(size: number): Matches {
  return { bits: new Uint8Array(size), touched: [] };
}

function mark(matches: Matches, position: number, bits: number): void {
  if (bits === 0) return;
  if (matches.bits[position] === 0) matches.touched.push(position);
  matches.bits[position] |= bits;
}

/**
 * Positions that may be results, in increasing order (ties keep the records' order): those
 * whose name matches, and those that match the query word found in the fewest records.
 */
function candidates(names: Matches, groups: readonly Matches[]): Int32Array {
  const rarest = groups.reduce((a, b) => (a.touched.length <= b.touched.length ? a : b));
  const positions = new Int32Array(names.touched.length + rarest.touched.length);
  // Copies and sorts natively (a typed array without a comparator): no loop in JavaScript.
  positions.set(names.touched);
  positions.set(rarest.touched, names.touched.length);
  positions.sort();
  if (names.touched.length === 0) return positions;
  // A record whose name and rarest word both match is listed once.
  let kept = 0;
  for (let i = 0; i < positions.length; i++) if (i === 0 || positions[i] !== positions[i - 1]) positions[kept++] = positions[i];
  return positions.subarray(0, kept);
}

/**
 * What a word's `MATCH` bits say towards a record's rank, as flags: the record's flags are
 * the AND of its words' flags for `ALL_FLAGS`, the OR for `SOME_IN_NAME`; `RANK_OF_FLAGS`
 * gives the rank. A word that does not match has no flag, not even `MATCHED`.
 */
const EXACT_IN_NAME = 1;
const IN_NAME = 2;
/** In the name or the description, not only in the tags and category name. */
const IN_TEXT = 4;
/** Matched exactly somewhere other than the tags: neither a typo, a stem nor a synonym. */
const EXACT = 8;
const SOME_IN_NAME = 16;
const ALL_FLAGS = EXACT_IN_NAME | IN_NAME | IN_TEXT | EXACT;
/** Every word that matches has it, so that one matched in the tags only still counts. */
const MATCHED = 32;
const FLAGS = Uint8Array.from({ length: 32 }, (_, bits) => {
  if (bits === 0) return 0;
  const inName = (bits & (MATCH.inName | MATCH.typoInName)) !== 0;
  return (
    MATCHED |
    (bits & MATCH.inName ? EXACT_IN_NAME : 0) |
    (inName ? IN_NAME | SOME_IN_NAME : 0) |
    (bits & ~MATCH.inTags ? IN_TEXT : 0) |
    (bits & (MATCH.inName | MATCH.inDescription) ? EXACT : 0)
  );
});

/** The rank of a record by its flags (`FLAGS`, folded over the query's words). */
function rankOfFlags(flags: number): number {
  if (!(flags & IN_TEXT)) return RANK.tags;
  if (flags & EXACT_IN_NAME) return RANK.nameWords;
  if (flags & IN_NAME) return RANK.nameWithTypo;
  const typo = !(flags & EXACT);
  if (flags & SOME_IN_NAME) return typo ? RANK.nameAndDescriptionWithTypo : RANK.nameAndDescription;
  return typo ? RANK.descriptionWithTypo : RANK.description;
}

const RANK_OF_FLAGS = Uint8Array.from({ length: 32 }, (_, flags) => rankOfFlags(flags));

/**
 * The rank of a record whose name is neither the query nor starts with it, from how each query
 * word matched it (`MATCH` bits), or undefined when a word did not match at all.
 */
export function rankOfMatches(found: ArrayLike<number>): number | undefined {
  let all = ALL_FLAGS | MATCHED;
  let some = 0;
  for (let i = 0; i < found.length; i++) {
    all &= FLAGS[found[i]];
    some |= FLAGS[found[i]];
  }
  return all & MATCHED ? RANK_OF_FLAGS[(all & ALL_FLAGS) | (some & SOME_IN_NAME)] : undefined;
}

/** `MATCH` bits for a posting's fields: `exact` for prefixes and pairs, else approximate. */
function bitsOf(fields: number, exact: boolean): number {
  return (
    (fields & NAME ? (exact ? MATCH.inName : MATCH.typoInName) : 0) |
    (fields & DESCRIPTION ? (exact ? MATCH.inDescription : MATCH.typoInDescription) : 0) |
    (fields & TAGS ? MATCH.inTags : 0)
  );
}

/**
 * `MATCH` bits by a posting's fields, looked up rather than computed: marking postings is the
 * hot loop of a search, and a fresh edge isolate runs it before the engine has optimised it.
 */
const EXACT_BITS = Uint8Array.from({ length: FIELDS }, (_, fields) => bitsOf(fields, true));
/** `EXACT_BITS` and `APPROXIMATE_BITS` of the name alone: a query of stop words looks in names only. */
const EXACT_NAME_ONLY_BITS = Uint8Array.from({ length: FIELDS }, (_, fields) => bitsOf(fields & NAME, true));
const APPROXIMATE_NAME_ONLY_BITS = Uint8Array.from({ length: FIELDS }, (_, fields) => bitsOf(fields & NAME, false));
const APPROXIMATE_BITS = Uint8Array.from({ length: FIELDS }, (_, fields) => bitsOf(fields, false));

/**
 * The term matches a request has made (`termMatches` of a query text's `queryWords`), by index
 * and text: a request that drops a word by frequency searches its query over the index of names
 * twice, and often searches the long descriptions' index it counted them in (`searchedSelection`).
 * One per request, never kept beyond it: a search costs the same whatever came before it. A
 * match is complete once made: a part missing throws before.
 */
export type MadeMatches = Map<SearchIndex, Map<string, Matches[]>>;

/** `termMatches` of the words of `text` (`queryWords`), made once per request (`MadeMatches`). */
function queryMatches(made: MadeMatches, index: SearchIndex, text: string, terms: readonly string[], parts: readonly (readonly string[])[], sigles: readonly boolean[]): Matches[] {
  let byText = made.get(index);
  if (byText === undefined) made.set(index, (byText = new Map()));
  let matches = byText.get(text);
  if (matches === undefined) byText.set(text, (matches = termMatches(index, terms, parts, sigles)));
  return matches;
}

/**
 * For each query word, how it matches each record (`MATCH` bits), all its ways together: its
 * prefix, a typo, its stem, a pair with a neighbour, and the other words of its synonym groups.
 * A word of `whole` (a sigle, a part of a hyphenated word) matches whole words, not their start.
 * Every way marks the word's own bytes directly: no intermediate copies on the hot path.
 */
function termMatches(index: SearchIndex, terms: readonly string[], parts: readonly (readonly string[])[], whole: readonly boolean[] = []): Matches[] {
  const prefix = (matches: Matches, word: string, table = EXACT_BITS) => {
    const part = partFor(index, word);
    forEachWithPrefix(part.words, word, (_, end) => markWord(part, end, matches, table));
  };
  const typo = (matches: Matches, word: string, table = APPROXIMATE_BITS) => {
    if (word.length < TYPO_MIN_LENGTH) return;
    forEachTypo(index, word, (part, end) => markWord(part, end, matches, table));
  };
  const stemmed = (matches: Matches, word: string) => {
    const wordStem = stem(word);
    if (wordStem === '') return;
    const part = partFor(index, wordStem);
    const { words, stems } = part;
    const approximate = (end: number) => markWord(part, end, matches, APPROXIMATE_BITS);
    forEachExact(stems, wordStem, (_, end) => forEachNumber(stems, end + 1, (entry) => approximate(wordEnd(words, entry))));
    // A word of the vocabulary that is its own stem is not in `stems`; one that only looks
    // like the stem (`live`, whose stem is `liv`) is another word.
    if (wordStem !== word && stem(wordStem) === wordStem) forEachExact(words, wordStem, (_, end) => approximate(end));
  };
  /**
   * The records a synonym matches: every word of it, by prefix or stem; an approximate match.
   * A phrase of a group the query's words share (`carte mentale`) is looked up once per query.
   */
  const phrases = new Map<string, Matches>();
  /** A word of a synonym, by prefix or stem; shared by the phrases that hold it (`carte …`). */
  const synonymWords = new Map<string, Matches>();
  const synonymWord = (word: string): Matches => {
    let part = synonymWords.get(word);
    if (part === undefined) {
      part = matchesFor(index.size);
      prefix(part, word);
      stemmed(part, word);
      synonymWords.set(word, part);
    }
    return part;
  };
  const synonym = (phrase: string): Matches => {
    let found = phrases.get(phrase);
    if (found !== undefined) return found;
    found = matchesFor(index.size);
    phrases.set(phrase, found);
    // Its words from the one with the fewest postings: a word no record holds ends the look-up
    // before the common ones (`carte` of `carte heuristique`) are marked at all.
    const parts: Matches[] = [];
    const byLength = phrase.split(' ').map((word) => ({ word, length: postingsLength(word) }));
    for (const { word } of byLength.sort((a, b) => a.length - b.length)) {
      const part = synonymWord(word);
      if (part.touched.length === 0) return found;
      parts.push(part);
    }
    markAll(found, parts, true);
    return found;
  };
  /**
   * The records that hold every part of a hyphenated query word apart (`intelligence-artificielle`
   * as `intelligence artificielle`, stems and synonyms included), each part a whole word: as the
   * start of a word, `e` of `e-learning` would find a record with "exercices" and "LearningApps",
   * which `elearning` does not.
   */
  const compound = (matches: Matches, words: readonly string[]) => {
    if (words.length === 0) return;
    const found = termMatches(index, words, words.map(() => []), words.map(() => true));
    if (found.every((part) => part.touched.length > 0)) markAll(matches, found, false);
  };
  /** Characters of the postings of the words that start with `word`: what marking them costs, read without decoding them. */
  const postingsLength = (word: string): number => {
    let length = 0;
    const part = partFor(index, word);
    forEachWithPrefix(part.words, word, (_, end) => (length += postingsCharacters(part, end)));
    return length;
  };

  const groups = synonymGroups(index, terms);
  return terms.map((term, i) => {
    const matches = matchesFor(index.size);
    // A stop word is a term only in a query of stop words, which looks in names only: `le`
    // finds "Le Chat", not every description with a word that starts like "leçons".
    const stopWord = FUNCTION_WORDS.has(term);
    const table = stopWord ? EXACT_NAME_ONLY_BITS : EXACT_BITS;
    // Written as a sigle (`ENT`, `SES`), it is that whole word, anywhere: a prefix would find
    // "entraîner" and "sessions". The index keeps a stop word only where a record writes it so.
    if (whole[i]) {
      const part = partFor(index, term);
      forEachExact(part.words, term, (_, end) => markWord(part, end, matches, EXACT_BITS));
    }
    else prefix(matches, term, table);
    typo(matches, term, stopWord ? APPROXIMATE_NAME_ONLY_BITS : APPROXIMATE_BITS);
    if (!stopWord) stemmed(matches, term);
    compound(matches, parts[i]);
    if (i > 0) prefix(matches, terms[i - 1] + term, table);
    if (i < terms.length - 1) prefix(matches, term + terms[i + 1], table);
    for (const phrase of groups[i]) {
      const found = synonym(phrase);
      for (const position of found.touched) mark(matches, position, found.bits[position]);
    }
    return matches;
  });
}

/**
 * Marks in `into` the records that every one of `parts` matched (each a word's `Matches`), with
 * one match for them all: in the name when every part is there, else in the text when every
 * part is in the name or the description, else in the tags; exact when every part matched
 * exactly there and the match is not `approximate` (a synonym), else approximate.
 */
function markAll(into: Matches, parts: readonly Matches[], approximate: boolean): void {
  const rarest = parts.reduce((a, b) => (a.touched.length <= b.touched.length ? a : b));
  for (const position of rarest.touched) {
    let all = true;
    let inName = true;
    let inText = true;
    for (const part of parts) {
      const bits = part.bits[position];
      if (bits === 0) {
        all = false;
        break;
      }
      inName &&= (bits & (MATCH.inName | MATCH.typoInName)) !== 0;
      inText &&= (bits & ~MATCH.inTags) !== 0;
    }
    if (!all) continue;
    if (!inText) {
      mark(into, position, MATCH.inTags);
      continue;
    }
    // Exact where every part matched exactly in the field the match is put in.
    const field = inName ? MATCH.inName : MATCH.inName | MATCH.inDescription;
    const exact = !approximate && parts.every((part) => (part.bits[position] & field) !== 0);
    if (inName) mark(into, position, exact ? MATCH.inName : MATCH.typoInName);
    else mark(into, position, exact ? MATCH.inDescription : MATCH.typoInDescription);
  }
}

/**
 * For each query word, the phrases of the synonym groups it belongs to, less itself. A word
 * belongs to a group with a one-word member of the same stem (`traductions` to the group of
 * `traduction`); a run of query words to a group with a member of as many words, word for word
 * of the same stem (`cartes mémoire`), or two adjacent words joined to a one-word member (`anti
 * plagiat` to `antiplagiat`); each word of the run then gets the group's phrases.
 */
function synonymGroups(index: SearchIndex, terms: readonly string[]): string[][] {
  const stems = terms.map((term) => (STOP_WORDS.has(term) ? '' : stem(term)));
  const pairs = terms.slice(1).map((term, i) => stem(terms[i] + term));
  const result = terms.map(() => new Set<string>());
  const add = ([g, m]: SynonymMember, from: number, length: number) => {
    const group = index.synonyms[g];
    for (const other of group) if (other !== group[m]) for (let k = 0; k < length; k++) result[from + k].add(other);
  };
  const members = synonymMembers(index);
  stems.forEach((first, i) => {
    for (const found of members.get(first) ?? []) {
      const memberStems = found[2].split(' ');
      if (i + memberStems.length <= terms.length && memberStems.every((memberStem, k) => memberStem === stems[i + k])) add(found, i, memberStems.length);
    }
  });
  pairs.forEach((pair, i) => {
    for (const found of members.get(pair) ?? []) if (!found[2].includes(' ')) add(found, i, 2);
  });
  return result.map((phrases) => [...phrases]);
}

/**
 * A member of a synonym group (`SearchIndex.synonymMembers`): the places of its group and of
 * itself in `SearchIndex.synonyms`, and the French stems of its words, space-separated.
 */
type SynonymMember = [group: number, member: number, stems: string];

const membersOf = new WeakMap<SearchIndex, Map<string, SynonymMember[]>>();

/** The members of the index's synonym groups by the stem of their first word: made once per index, not per query. */
function synonymMembers(index: SearchIndex): Map<string, SynonymMember[]> {
  let members = membersOf.get(index);
  if (members === undefined) membersOf.set(index, (members = new Map(index.synonymMembers)));
  return members;
}

/**
 * Calls `each(start, end)` for the entry of `text` (`words` or `stems`) whose word, `text[start,
 * end)`, is `word`, when there is one, looked for between the entries at `from` and `to`
 * (`lowerBound`).
 */
function forEachExact(text: string, word: string, each: (start: number, end: number) => void, from = 0, to = text.length): void {
  const start = lowerBound(text, word, from, to);
  if (text.startsWith(word + WORD_END, start)) each(start, start + word.length);
}

/**
 * Calls `each(part, end)`, `end` where the word ends in `part.words`, for every word of the
 * index one typo from `term` (`typoAt`), perhaps more than once. Where is the typo? At the first
 * letter that differs from the word:
 * - the first letter replaced, or missing: the word less its first letter starts with the term
 *   less its own, or with the term (`forEachTailTypo`);
 * - a swap of the first two letters: the word starts with them swapped;
 * - a letter too many in front: the word is the term less its first letter;
 * - after the first letter: the word starts with the term's first letter (`forEachTypoAfter`).
 */
function forEachTypo(index: SearchIndex, term: string, each: (part: SearchPart, end: number) => void): void {
  const checkIn = (part: SearchPart) => (start: number, end: number) => {
    if (typoAt(term, part.words, start, end)) each(part, end);
  };
  forEachTailTypo(index, term, (word) => {
    const part = partFor(index, word);
    forEachExact(part.words, word, (_, end) => each(part, end));
  });
  const second = partFor(index, term.slice(1));
  forEachWithPrefix(second.words, term[1] + term[0] + term.slice(2), checkIn(second));
  forEachExact(second.words, term.slice(1), checkIn(second));
  const first = partFor(index, term);
  const from = lowerBound(first.words, term[0]);
  forEachTypoAfter(first.words, term, 1, from, runEnd(first.words, term[0], from, first.words.length), checkIn(first));
}

/**
 * Calls `each(word)` for every word of the index one typo from `term` in its first letter
 * (replaced or missing), as the tails name them (`SearchPart.tails`): those whose tail starts
 * with the term less its first letter, or with the term. The words themselves may be in parts
 * not read yet: `searchParts` asks for them.
 */
function forEachTailTypo(index: SearchIndex, term: string, each: (word: string) => void): void {
  for (const prefix of [term.slice(1), term]) {
    const { tails } = partFor(index, prefix);
    forEachWithPrefix(tails, prefix, (start, end) => {
      // A tail's entry holds one character: its word's first.
      const word = tails[end + 1] + tails.slice(start, end);
      if (typoPrefix(term, word)) each(word);
    });
  }
}

/**
 * Characters of `words` that `forEachTypoAfter` checks word by word rather than letter by
 * letter: a few dozen entries, about what the look-ups of a few letters cost. (2,048 while the
 * long postings were in line, when entries were three times as long.)
 */
export const TYPO_SCAN_CHARACTERS = 512;

/**
 * Calls `check(start, end)` for every word of `words[from, to)`, the words that start with
 * `term`'s first `depth` letters, that may be one typo from `term` after them. A run of a few
 * words is checked word by word. A longer one, letter by letter: at a common prefix of 33,000
 * tools' words (`c`), checking every word would be most of a query's cost. Where the word's
 * next letter is not the term's, the typo is there, so that the word is found by prefix:
 * - that letter replaced: the prefix, the letter, then the rest of the term after its own;
 * - a letter missing from the term: the prefix, the letter, then the rest of the term;
 * - the letter swapped with the next: the prefix, the term's next two letters swapped;
 * - a letter too many in the term: the prefix and the rest after it, as the whole word, or as
 *   its start where it is the last letter, typed twice (`typoAt`).
 * Where it is the term's, the same one level down.
 */
function forEachTypoAfter(words: string, term: string, depth: number, from: number, to: number, check: (start: number, end: number) => void): void {
  if (depth >= term.length) return;
  if (to - from <= TYPO_SCAN_CHARACTERS) return forEachEntry(words, from, to, check);
  const prefix = term.slice(0, depth);
  const rest = term.slice(depth + 1);
  if (depth + 1 < term.length) forEachWithPrefix(words, prefix + term[depth + 1] + term[depth] + term.slice(depth + 2), check, from, to);
  (depth === term.length - 1 && endsTypedTwice(term) ? forEachWithPrefix : forEachExact)(words, prefix + rest, check, from, to);
  for (let start = from; start < to; ) {
    const end = wordEnd(words, start);
    if (end - start === depth) {
      // The word is the prefix itself: no next letter.
      start = nextEntry(words, end);
      continue;
    }
    const letter = words[start + depth];
    const next = runEnd(words, prefix + letter, start, to);
    if (letter === term[depth]) forEachTypoAfter(words, term, depth + 1, start, next, check);
    else {
      forEachWithPrefix(words, prefix + letter + rest, check, start, next);
      forEachWithPrefix(words, prefix + letter + term.slice(depth), check, start, next);
    }
    start = next;
  }
}

/** Calls `each(start, end)` for every entry of `text[from, to)`. */
function forEachEntry(text: string, from: number, to: number, each: (start: number, end: number) => void): void {
  for (let start = from; start < to; ) {
    const end = wordEnd(text, start);
    each(start, end);
    start = nextEntry(text, end);
  }
}

/**
 * End of the run of entries of `text[from, to)` that start with `prefix`, when every entry
 * there starts with `prefix` less its last letter: where that letter's successor would start;
 * `to` for U+FFFF, which has none and sorts last.
 */
function runEnd(text: string, prefix: string, from: number, to: number): number {
  const last = prefix.charCodeAt(prefix.length - 1);
  return last === 0xffff ? to : lowerBound(text, prefix.slice(0, -1) + String.fromCharCode(last + 1), from, to);
}

/**
 * For each record, `EXACT_NAME` when its name key is one of `keys`, else `NAME_PREFIX` when it
 * starts with one of them.
 */
function nameMatches(index: SearchIndex, keys: readonly string[]): Matches {
  const matches = matchesFor(index.size);
  for (const key of keys) {
    const part = partFor(index, key);
    forEachWithPrefix(part.words, key, (start, end) => {
      markWord(part, end, matches, end - start === key.length ? EXACT_NAME_BITS : NAME_PREFIX_BITS);
    });
  }
  return matches;
}

/**
 * Calls `each(start, end)` for every entry of `text` (`SearchIndex.words` or `tails`) whose
 * word, `text[start, end)`, starts with `prefix`: they follow one another from the first word
 * not below `prefix`, looked for between the entries at `from` and `to` (`lowerBound`).
 */
function forEachWithPrefix(text: string, prefix: string, each: (start: number, end: number) => void, from = 0, to = text.length): void {
  for (let start = lowerBound(text, prefix, from, to); start < text.length; ) {
    const end = wordEnd(text, start);
    if (end - start < prefix.length || !text.startsWith(prefix, start)) return;
    each(start, end);
    start = nextEntry(text, end);
  }
}

/**
 * End of the word of the entry at `start` (its `WORD_END`). Every entry has one: a file that
 * lost it is damaged, and said so, rather than sending the loops that step from entry to entry
 * back to the first one for ever.
 */
function wordEnd(text: string, start: number): number {
  const end = text.indexOf(WORD_END, start);
  if (end < 0) throw new Error(`the search index is damaged: the entry at ${start} has no end of word`);
  return end;
}

function nextEntry(text: string, from: number): number {
  const end = text.indexOf(ENTRY_END, from);
  return end < 0 ? text.length : end + 1;
}

/**
 * Offset in `text` of the first entry whose word is not below `target`, by binary search on
 * offsets, between the entries at `low` and `high` (or the end), when the answer is known to
 * lie there.
 */
function lowerBound(text: string, target: string, low = 0, high = text.length): number {
  // Invariant: entries starting before `low` are below `target`; the entry at `high` (or the
  // end) is not. Both always sit at the start of an entry.
  while (low < high) {
    const middle = entryStart(text, (low + high) >>> 1, low);
    const end = wordEnd(text, middle);
    if (text.slice(middle, end) < target) low = nextEntry(text, end);
    else if (middle === low) return low;
    else high = middle;
  }
  return low;
}

/** Start of the entry holding offset `at`, not before `floor`. */
function entryStart(text: string, at: number, floor: number): number {
  const space = text.lastIndexOf(ENTRY_END, at - 1);
  return Math.max(space + 1, floor);
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Digits of the postings: a number is written in base 32, most significant digit first, with
 * the first 32 characters for every digit but the last and the next 32 for the last one. None
 * of them needs escaping in JSON; `WORD_END` and `ENTRY_END` stay free to separate entries.
 */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const DIGIT_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) DIGIT_VALUES[DIGITS.charCodeAt(i)] = i;

function encode(value: number): string {
  let text = DIGITS[32 + (value % 32)];
  for (let rest = Math.floor(value / 32); rest > 0; rest = Math.floor(rest / 32)) text = DIGITS[rest % 32] + text;
  return text;
}

/** Calls `each(value)` for every number written in `encode`'s digits from `from`, one after the other. */
function forEachNumber(text: string, from: number, each: (value: number) => void): void {
  let value = 0;
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? DIGIT_VALUES[code] : -1;
    if (digit < 0) return;
    if (digit < 32) value = value * 32 + digit;
    else {
      each(value * 32 + digit - 32);
      value = 0;
    }
  }
}

/**
 * Marks in `matches` every record of the postings that start at `from` in `text`, with the
 * bits `table` gives its fields. One loop, no callback: it runs once per posting of every word
 * a query touches, most often in a fresh isolate, before the engine has optimised anything.
 */
function markPostings(text: string, from: number, matches: Matches, table: Uint8Array): void {
  const { bits, touched } = matches;
  let value = 0;
  let position = -1;
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? DIGIT_VALUES[code] : -1;
    if (digit < 0) return;
    if (digit < 32) {
      value = value * 32 + digit;
      continue;
    }
    value = value * 32 + digit - 32;
    // Divided by `FIELDS` with a shift and a mask: no call to Math.floor per posting.
    position += (value >>> FIELD_BITS) + 1;
    const found = table[value & (FIELDS - 1)];
    value = 0;
    if (found === 0) continue;
    if (bits[position] === 0) touched.push(position);
    bits[position] |= found;
  }
}

/** Marks the postings of the word of `part.words` that ends at `end`, in line or out of it. */
function markWord(part: SearchPart, end: number, matches: Matches, table: Uint8Array): void {
  const { words } = part;
  if (words.charCodeAt(end + 1) === LONG_CODE) markPostings(part.postings, longPostingsAt(words, end), matches, table);
  else markPostings(words, end + 1, matches, table);
}

/** Characters of the postings of the word of `part.words` that ends at `end`. */
function postingsCharacters(part: SearchPart, end: number): number {
  const { words, postings } = part;
  if (words.charCodeAt(end + 1) !== LONG_CODE) return nextEntry(words, end) - end - 1;
  const from = longPostingsAt(words, end);
  return nextEntry(postings, from) - from - 1;
}

/**
 * Offset in `part.postings` of the long postings of a word whose entry holds `@` after `end`
 * (one number); -1, where no postings start, when there is none (a damaged index: no matches).
 */
function longPostingsAt(words: string, end: number): number {
  let from = -1;
  forEachNumber(words, end + 2, (value) => (from = value));
  return from;
}
