/**
 * Search over tools' names and short descriptions (API.md, "Search"). Records are folded at
 * build time into a compact entry; a query is a scan that ranks each matching record.
 */
import { queryWords, words } from './text.ts';

/** What the index keeps of a record: its folded words, space-separated. */
export interface SearchEntry {
  /** Words of the name. */
  name: string;
  /** Words of the short description. */
  description: string;
}

export function searchEntry(record: { name: string; short_description: string }): SearchEntry {
  return { name: words(record.name).join(' '), description: words(record.short_description).join(' ') };
}

/** Typo tolerance starts at this many letters: shorter words have too many neighbours. */
const TYPO_MIN_LENGTH = 5;

/**
 * Ranks, best first. A record's rank is the first that holds:
 * exact name, name prefix, every word in the name, in the name with a typo, then matches that
 * need the description, exact before typo.
 */
export const RANK = {
  exactName: 0,
  namePrefix: 1,
  nameWords: 2,
  nameWithTypo: 3,
  description: 4,
  descriptionWithTypo: 5,
} as const;

const EXACT = 2;
const TYPO = 1;
const NONE = 0;

/**
 * Positions of the matching entries, best first; ties keep the entries' order (the default
 * order of the directory).
 */
export function search(entries: readonly SearchEntry[], query: string): number[] {
  const { terms, phrase } = queryWords(query);
  if (terms.length === 0) return [];
  const ranked: [rank: number, position: number][] = [];
  entries.forEach((entry, position) => {
    const rank = rankOf(entry, terms, phrase);
    if (rank !== undefined) ranked.push([rank, position]);
  });
  return ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, position]) => position);
}

function rankOf(entry: SearchEntry, terms: string[], phrase: string): number | undefined {
  if (entry.name === phrase) return RANK.exactName;
  if (entry.name.startsWith(phrase)) return RANK.namePrefix;
  const nameWords = entry.name.split(' ');
  let inName = EXACT;
  let descriptionWords: string[] | undefined;
  let overall = EXACT;
  for (const term of terms) {
    const name = matchIn(term, nameWords);
    inName = Math.min(inName, name);
    if (name === EXACT) continue;
    descriptionWords ??= entry.description.split(' ');
    const best = Math.max(name, matchIn(term, descriptionWords));
    if (best === NONE) return undefined;
    overall = Math.min(overall, best);
  }
  if (inName === EXACT) return RANK.nameWords;
  if (inName === TYPO) return RANK.nameWithTypo;
  return overall === EXACT ? RANK.description : RANK.descriptionWithTypo;
}

/** How well a query word matches a list of words: as a prefix, within one typo, or not. */
function matchIn(term: string, candidates: string[]): number {
  let best = NONE;
  for (const word of candidates) {
    if (word.startsWith(term)) return EXACT;
    if (best === NONE && term.length >= TYPO_MIN_LENGTH && typoPrefix(term, word)) best = TYPO;
  }
  return best;
}

/**
 * True when `term` is one edit (insertion, deletion, substitution or swap of two adjacent
 * letters) away from `word` or from a prefix of it.
 * @example typoPrefix('chatgtp', 'chatgpt') === true
 */
export function typoPrefix(term: string, word: string): boolean {
  for (let length = term.length - 1; length <= term.length + 1; length++) {
    if (length <= word.length && oneEdit(term, word.slice(0, length))) return true;
  }
  return false;
}

/** Damerau distance of exactly one between two strings. */
function oneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}
