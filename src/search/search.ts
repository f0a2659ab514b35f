/**
 * Search over tools' names and short descriptions (API.md, "Search"). The build folds every
 * record and writes an inverted index: the sorted vocabulary of the directory, and for each
 * word the records that hold it. A query finds its words by binary search (a prefix is a run
 * of the sorted vocabulary) and ranks the records
 * that hold them all: its cost follows the matches, not the size of the directory. Typos are
 * found by prefix too, in the vocabulary and in the same words less their first letter. Why an index and not a scan or a library: `bench/search.ts`, figures in
 * `bench/results/search.md`.
 */
import { nameKey, queryWords, STOP_WORDS, TYPO_MIN_LENGTH, typoAt, words } from './text.ts';

/** A record folded for search. */
export interface SearchEntry {
  /** The name folded to its letters and digits (`nameKey`), to compare whole names. */
  key: string;
  /** Words of the name (`words`). */
  name: string[];
  /**
   * Words of the short description, less stop words: a query only looks for them when it has
   * nothing else, and then as prefixes of other words. They would take a quarter of the index.
   */
  description: string[];
}

/** @example searchEntry({ name: 'Le Chat', short_description: "L'assistant" }) deep equals { key: 'lechat', name: ['le', 'chat'], description: ['assistant'] } */
export function searchEntry(record: { name: string; short_description: string }): SearchEntry {
  return {
    key: nameKey(record.name),
    name: words(record.name),
    description: words(record.short_description).filter((word) => !STOP_WORDS.has(word)),
  };
}

/**
 * The index the build writes (JSON) and the router reads. Compact, and one string, because an
 * edge function parses it in every fresh isolate: JSON.parse copies a string much faster than
 * it builds arrays, and a query reads the string in place.
 */
export interface SearchIndex {
  /** Number of records; search results are positions below it. */
  size: number;
  /**
   * The vocabulary of the records, sorted by UTF-16 code units, each word followed by `!` and
   * its postings, entries separated by a space. Postings list the records holding the word,
   * in increasing position, as `(gap - 1) * 8 + fields` in `encode`'s digits, where gap is the
   * distance from the previous record (from -1 for the first) and fields has `KEY` when the
   * word is the record's name key, `NAME` when it is a word of the name, `DESCRIPTION` when it
   * is a word of the description.
   * @example 'chat!X chatgpt!Y' (where X and Y stand for digits)
   */
  words: string;
  /**
   * Every word of `words` long enough to be a typo of a query word, less its first letter,
   * sorted, each followed by `!` and the offset of the word's entry in `words` (one number in
   * `encode`'s digits), space-separated: it finds typos in the first letter (`xhatgpt`,
   * `hatgpt`) by prefix, where the vocabulary itself would need a pass over every word.
   */
  tails: string;
}

const KEY = 1;
const NAME = 2;
const DESCRIPTION = 4;
/** Ends a word in `SearchIndex.words`: neither a letter, a digit nor one of `DIGITS`. */
const WORD_END = '!';
const ENTRY_END = ' ';

/** Builds the index of `records`, in their order. */
export function searchIndex(records: readonly { name: string; short_description: string }[]): SearchIndex {
  const fieldsOf = new Map<string, number[]>();
  records.forEach((record, position) => {
    const entry = searchEntry(record);
    const fields = new Map<string, number>();
    const add = (word: string, field: number) => fields.set(word, (fields.get(word) ?? 0) | field);
    if (entry.key !== '') add(entry.key, KEY);
    for (const word of entry.name) add(word, NAME);
    for (const word of entry.description) add(word, DESCRIPTION);
    for (const [word, field] of fields) {
      let list = fieldsOf.get(word);
      if (list === undefined) fieldsOf.set(word, (list = []));
      list.push(position, field);
    }
  });
  const vocabulary = [...fieldsOf.keys()].sort(byCodeUnits);
  const entries = vocabulary.map((word) => {
    const list = fieldsOf.get(word) ?? [];
    let entry = word + WORD_END;
    for (let i = 0, previous = -1; i < list.length; i += 2) {
      entry += encode((list[i] - previous - 1) * 8 + list[i + 1]);
      previous = list[i];
    }
    return entry;
  });
  const offsets: number[] = [];
  entries.reduce((offset, entry) => (offsets.push(offset), offset + entry.length + ENTRY_END.length), 0);
  const tails = vocabulary
    .flatMap((word, w) => (word.length >= TYPO_MIN_LENGTH - 1 ? [{ tail: word.slice(1), offset: offsets[w] }] : []))
    .sort((a, b) => byCodeUnits(a.tail, b.tail) || a.offset - b.offset)
    .map(({ tail, offset }) => tail + WORD_END + encode(offset));
  return { size: records.length, words: entries.join(ENTRY_END), tails: tails.join(ENTRY_END) };
}

/**
 * Ranks, best first. A record's rank is the first that holds: the whole name is the query;
 * the name starts with the query; every query word is in the name; every word is in the name,
 * some with a typo; some words are in the name and the others in the description; every word
 * needs the description. Where words are allowed a typo, exact matches rank first.
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
} as const;

/**
 * How a query word matched a record, as bits: exactly in the name, exactly in the description,
 * with a typo in either. One byte per record and per word holds them all.
 */
export const MATCH = { inName: 1, inDescription: 2, typoInName: 4, typoInDescription: 8 } as const;

const NAME_PREFIX = 1;
const EXACT_NAME = 2;

/**
 * Positions of the matching records, best first; ties keep the records' order (the default
 * order of the directory).
 *
 * Every query word must match the start of a word of the name or of the description, exactly
 * or, from `TYPO_MIN_LENGTH` letters, with one typo (`typoPrefix`). Two adjacent query words
 * may also match as one word, exactly (`chat gpt` finds ChatGPT), the way a hyphenated word
 * matches its joined form.
 */
export function search(index: SearchIndex, query: string): number[] {
  const { terms, key } = queryWords(query);
  if (terms.length === 0) return [];
  // Words to look for: each query word, then each pair of adjacent ones joined.
  const looked = [...new Set([...terms, ...terms.slice(1).map((term, i) => terms[i] + term)])];
  const matches = matchesOf(index, looked, new Set(terms));
  const groups = terms.map((term, i) => {
    const group = [looked.indexOf(term)];
    if (i > 0) group.push(looked.indexOf(terms[i - 1] + term));
    if (i < terms.length - 1) group.push(looked.indexOf(term + terms[i + 1]));
    return group.map((j) => matches[j]);
  });
  const names = nameMatches(index, key);
  const found = new Uint8Array(terms.length);
  const buckets: number[][] = Object.values(RANK).map(() => []);
  for (const position of candidates(index.size, names, groups)) {
    if (names.bits[position] !== 0) {
      buckets[names.bits[position] === EXACT_NAME ? RANK.exactName : RANK.namePrefix].push(position);
      continue;
    }
    let bits = 0;
    for (let i = 0; i < groups.length; i++) {
      bits = 0;
      for (const matches of groups[i]) bits |= matches.bits[position];
      if (bits === 0) break;
      found[i] = bits;
    }
    if (bits === 0) continue;
    const rank = rankOfMatches(found);
    if (rank !== undefined) buckets[rank].push(position);
  }
  return buckets.flat();
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

function count(group: readonly Matches[]): number {
  return group.reduce((sum, matches) => sum + matches.touched.length, 0);
}

/**
 * Positions that may be results, in increasing order: those whose name matches, and those that
 * match the query word found in the fewest records. When they are many, every position.
 */
function candidates(size: number, names: Matches, groups: readonly Matches[][]): Iterable<number> {
  const rarest = groups.reduce((a, b) => (count(a) <= count(b) ? a : b));
  const total = names.touched.length + count(rarest);
  if (total * 8 > size) return new Int32Array(size).map((_, position) => position);
  const positions = new Int32Array(total);
  let length = 0;
  for (const matches of [names, ...rarest]) for (const position of matches.touched) positions[length++] = position;
  positions.sort();
  return positions.filter((position, i) => i === 0 || position !== positions[i - 1]);
}

/**
 * The rank of a record whose name is neither the query nor starts with it, from how each query
 * word matched it (`MATCH` bits), or undefined when a word did not match at all.
 */
export function rankOfMatches(found: ArrayLike<number>): number | undefined {
  let allExactInName = true;
  let allInName = true;
  let someInName = false;
  let typo = false;
  for (let i = 0; i < found.length; i++) {
    const bits = found[i];
    if (bits === 0) return undefined;
    const exactInName = (bits & MATCH.inName) !== 0;
    const inName = (bits & (MATCH.inName | MATCH.typoInName)) !== 0;
    allExactInName &&= exactInName;
    allInName &&= inName;
    someInName ||= inName;
    typo ||= (bits & (MATCH.inName | MATCH.inDescription)) === 0;
  }
  if (allExactInName) return RANK.nameWords;
  if (allInName) return RANK.nameWithTypo;
  if (someInName) return typo ? RANK.nameAndDescriptionWithTypo : RANK.nameAndDescription;
  return typo ? RANK.descriptionWithTypo : RANK.description;
}

/**
 * For each looked-for word, how it matches each record (`MATCH` bits). Words in `typoTolerant`
 * of `TYPO_MIN_LENGTH` letters or more also match with a typo, found in a single pass over the
 * vocabulary for all of them.
 */
function matchesOf(index: SearchIndex, looked: readonly string[], typoTolerant: ReadonlySet<string>): Matches[] {
  const text = index.words;
  const matches = looked.map(() => matchesFor(index.size));
  looked.forEach((word, j) => {
    forEachWithPrefix(text, word, (_, end) => {
      decode(text, end + 1, (position, fields) => {
        mark(matches[j], position, (fields & NAME ? MATCH.inName : 0) | (fields & DESCRIPTION ? MATCH.inDescription : 0));
      });
    });
  });
  looked.forEach((word, j) => {
    if (!typoTolerant.has(word) || word.length < TYPO_MIN_LENGTH) return;
    forEachTypo(index, word, (postings) => {
      decode(text, postings, (position, fields) => {
        mark(matches[j], position, (fields & NAME ? MATCH.typoInName : 0) | (fields & DESCRIPTION ? MATCH.typoInDescription : 0));
      });
    });
  });
  return matches;
}

/**
 * Calls `each(postingsStart)` for every word of the index one typo from `term` (`typoAt`),
 * perhaps more than once. Where is the typo? At the first letter that differs from the word:
 * - after the first letter: the word starts with the term's first letter;
 * - a swap of the first two letters: the word starts with them swapped;
 * - a letter too many in front: the word is the term less its first letter;
 * - a first letter replaced: the word less its first letter starts with the term less its own;
 * - a first letter missing: the word less its first letter starts with the term.
 * The first three are runs of the sorted vocabulary, the last two runs of `tails`.
 */
function forEachTypo(index: SearchIndex, term: string, each: (postings: number) => void): void {
  const { words, tails } = index;
  const check = (start: number, end: number) => {
    if (typoAt(term, words, start, end)) each(end + 1);
  };
  forEachWithPrefix(words, term[0], check);
  forEachWithPrefix(words, term[1] + term[0] + term.slice(2), check);
  forEachWithPrefix(words, term.slice(1), check);
  for (const prefix of [term.slice(1), term]) {
    forEachWithPrefix(tails, prefix, (_, end) => {
      const start = readNumber(tails, end + 1);
      check(start, words.indexOf(WORD_END, start));
    });
  }
}

/** For each record, `EXACT_NAME` or `NAME_PREFIX` when its name key is or starts with `key`. */
function nameMatches(index: SearchIndex, key: string): Matches {
  const text = index.words;
  const matches = matchesFor(index.size);
  forEachWithPrefix(text, key, (start, end) => {
    const bits = end - start === key.length ? EXACT_NAME : NAME_PREFIX;
    decode(text, end + 1, (position, fields) => {
      if (fields & KEY) mark(matches, position, bits);
    });
  });
  return matches;
}

/**
 * Calls `each(start, end)` for every entry of `text` (`SearchIndex.words` or `tails`) whose
 * word, `text[start, end)`, starts with `prefix`: they follow one another from the first word
 * not below `prefix`.
 */
function forEachWithPrefix(text: string, prefix: string, each: (start: number, end: number) => void): void {
  for (let start = lowerBound(text, prefix); start < text.length; ) {
    const end = text.indexOf(WORD_END, start);
    if (end - start < prefix.length || !text.startsWith(prefix, start)) return;
    each(start, end);
    start = nextEntry(text, end);
  }
}

function nextEntry(text: string, from: number): number {
  const end = text.indexOf(ENTRY_END, from);
  return end < 0 ? text.length : end + 1;
}

/** Offset in `text` of the first entry whose word is not below `target`, by binary search on offsets. */
function lowerBound(text: string, target: string): number {
  let low = 0;
  let high = text.length;
  // Invariant: entries starting before `low` are below `target`; the entry at `high` (or the
  // end) is not. Both always sit at the start of an entry.
  while (low < high) {
    const middle = entryStart(text, (low + high) >>> 1, low);
    const end = text.indexOf(WORD_END, middle);
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

/** The number written in `encode`'s digits at `from`. */
function readNumber(text: string, from: number): number {
  let value = 0;
  for (let i = from; i < text.length; i++) {
    const digit = DIGIT_VALUES[text.charCodeAt(i)];
    if (digit < 32) value = value * 32 + digit;
    else return value * 32 + digit - 32;
  }
  return value;
}

/** Calls `each(position, fields)` for every record of the postings that start at `from`. */
function decode(text: string, from: number, each: (position: number, fields: number) => void): void {
  let value = 0;
  let position = -1;
  for (let i = from; i < text.length; i++) {
    const digit = DIGIT_VALUES[text.charCodeAt(i)];
    if (digit === undefined || digit < 0) return;
    if (digit < 32) {
      value = value * 32 + digit;
      continue;
    }
    value = value * 32 + digit - 32;
    position += Math.floor(value / 8) + 1;
    each(position, value % 8);
    value = 0;
  }
}
