/**
 * Small pure helpers for editors' commands: slugs from names, website comparison, dates.
 */
import { TYPOGRAPHIC_DASHES } from '../content/vocabulary.ts';

/**
 * The slug a name gets: accents and ligatures folded, lower case, words joined by hyphens; an
 * `@` inside a word is the letter it stands for (`Pl@ntNet`, `M@gistère`).
 * @example slugify('Cœur de Quiz — Élèves') === 'coeur-de-quiz-eleves'
 */
export function slugify(name: string): string {
  return name
    .replace(/(?<=\p{L})@(?=\p{L})/gu, 'a')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug a tag or tool written by hand folds to (`Carte mentale` is `carte-mentale`), or
 * undefined when it holds other signs than letters, digits, spaces and hyphens: `C++` is not `c`.
 * A word processor's dashes (`carte‑mentale`, `quiz–evaluation`) are hyphens typed there.
 * @example foldedSlug('Sondage') === 'sondage'; foldedSlug('C++') === undefined
 */
export function foldedSlug(written: string): string | undefined {
  return WRITTEN_SLUG.test(written) ? slugify(written) : undefined;
}

const WRITTEN_SLUG = new RegExp(`^[\\p{L}\\p{N}\\s${TYPOGRAPHIC_DASHES}-]+$`, 'u');

/**
 * What makes two website addresses the same product page: host without `www.`, lower case,
 * path without trailing slashes, query kept; scheme, port and fragment ignored.
 * @example websiteKey('https://www.Wooclap.com/fr/') === websiteKey('http://wooclap.com/fr')
 */
export function websiteKey(url: string): string {
  try {
    const parsed = new URL(url.trim());
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    const path = decodeURI(parsed.pathname).replace(/\/+$/, '');
    return `${host}${path}${parsed.search}`;
  } catch {
    return url.trim().toLowerCase();
  }
}

/**
 * Whether two website keys (`websiteKey`) are pages of one site, one at or under the other: a
 * tool's page beside its home page (`wooclap.com/fr` and `wooclap.com`) is most often the same
 * product, while side-by-side pages of one host (`ladigitale.dev/digipad`, `ladigitale.dev/digicode`)
 * are often different tools of one publisher.
 * @example nestedSites('wooclap.com/fr', 'wooclap.com') === true; nestedSites('ladigitale.dev/digipad', 'ladigitale.dev/digicode') === false
 */
export function nestedSites(key: string, other: string): boolean {
  const [outer, inner] = key.length <= other.length ? [key, other] : [other, key];
  return inner === outer || inner.startsWith(`${outer}/`) || inner.startsWith(`${outer}?`);
}

/** Host of a URL without `www.`, or the empty string when it is not a URL. */
export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Today's date in France, `YYYY-MM-DD`: the day editors see on their calendar. */
export function todayInFrance(now: Date = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
}

/**
 * Days as French prose writes them, whatever the machine's time zone: a `YYYY-MM-DD` is a UTC day.
 * Made on first use: it takes tens of milliseconds to load its calendar data, which only messages
 * need, and `npm run validate` on valid content prints none.
 */
let frenchDays: Intl.DateTimeFormat | undefined;

/**
 * A `YYYY-MM-DD` day as a French sentence writes it, the first of a month `1er`: ISO days are
 * values to copy into a file, and read as such in the middle of a sentence.
 * @example frenchDay('2026-11-27') === '27 novembre 2026'; frenchDay('2026-02-01') === '1er février 2026'
 */
export function frenchDay(day: string): string {
  frenchDays ??= new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
  return frenchDays.formatToParts(new Date(`${day}T00:00:00Z`))
    .map(({ type, value }) => (type === 'day' && value === '1' ? '1er' : value))
    .join('');
}

/**
 * The same day some months earlier, clamped to the end of a shorter month.
 * @example monthsBefore('2026-03-31', 1) === '2026-02-28'
 */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** `1 outil`, `3 outils`: French plural by count (0 and 1 are singular). */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n <= 1 ? singular : plural}`;
}
