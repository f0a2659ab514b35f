import { describe, expect, it } from 'vitest';
import { frenchDay, monthsBefore, nestedSites, slugify, todayInFrance, websiteKey } from '../../src/editorial/text.ts';

describe('slugify', () => {
  it.each([
    ['ChatGPT', 'chatgpt'],
    ['Cœur de Quiz — Élèves', 'coeur-de-quiz-eleves'],
    ['  La Digitale ', 'la-digitale'],
    ['Æsop & Co.', 'aesop-co'],
    ['Genially 2.0', 'genially-2-0'],
    ['Straße', 'strasse'],
    ['L’Atelier Canopé', 'l-atelier-canope'],
    ['!!!', ''],
    ['Pl@ntNet', 'plantnet'],
    ['M@gistère', 'magistere'],
    ['Écrire @ plusieurs', 'ecrire-plusieurs'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('websiteKey: one product page, however the address is written', () => {
  it.each([
    ['https://www.Wooclap.com/fr/', 'http://wooclap.com/fr'],
    ['https://wooclap.com/', 'https://wooclap.com'],
    ['https://wooclap.com:443/fr#tarifs', 'https://www.wooclap.com/fr/'],
    ['https://exemple.fr/%C3%A9l%C3%A8ve', 'https://exemple.fr/élève/'],
  ])('%s = %s', (a, b) => expect(websiteKey(a)).toBe(websiteKey(b)));

  it.each([
    ['https://wooclap.com/fr/', 'https://wooclap.com/en/'],
    ['https://apps.google.com/', 'https://google.com/'],
    ['https://exemple.fr/?outil=a', 'https://exemple.fr/?outil=b'],
  ])('%s ≠ %s', (a, b) => expect(websiteKey(a)).not.toBe(websiteKey(b)));
});

describe('nestedSites: one site, one page at or under the other', () => {
  it.each([
    ['wooclap.com', 'wooclap.com/fr', true],
    ['wooclap.com/fr', 'wooclap.com', true],
    ['wooclap.com/fr', 'wooclap.com/fr', true],
    ['exemple.fr', 'exemple.fr?outil=a', true],
    ['ladigitale.dev/digipad', 'ladigitale.dev/digicode', false],
    ['wooclap.com/fr', 'wooclap.com/fra', false],
    ['google.com', 'apps.google.com', false],
  ])('%s, %s → %s', (a, b, nested) => expect(nestedSites(a, b)).toBe(nested));
});

describe('monthsBefore', () => {
  it.each([
    ['2026-11-23', 12, '2025-11-23'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2028-02-29', 12, '2027-02-28'],
    ['2026-01-15', 1, '2025-12-15'],
  ])('%s minus %i months is %s', (day, months, expected) => expect(monthsBefore(day, months)).toBe(expected));
});

describe('frenchDay: a day as French prose writes it, whatever the time zone', () => {
  it.each([
    ['2026-11-27', '27 novembre 2026'],
    ['2026-02-01', '1er février 2026'],
    ['2025-08-15', '15 août 2025'],
    ['2026-12-31', '31 décembre 2026'],
    ['2026-01-10', '10 janvier 2026'],
    ['2027-10-11', '11 octobre 2027'],
  ])('%s → %s', (day, words) => expect(frenchDay(day)).toBe(words));
});

describe('todayInFrance', () => {
  it('gives the calendar day in Paris, not in UTC', () => {
    expect(todayInFrance(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInFrance(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01');
  });
});
