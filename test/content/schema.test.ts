import { describe, expect, it } from 'vitest';
import { meantDay, meantHttps, urlMistake } from '../../src/content/schema.ts';

describe('urlMistake', () => {
  it.each([
    ['https://www.wooclap.com/fr/', undefined],
    ['https://x.fr./a?b=1#c', undefined],
    ['https://x.fr/ (site officiel)', 'une adresse ne contient pas d’espace\u00a0: écrivez l’adresse seule, sans commentaire'],
    ['https://x.fr/\ta', 'une adresse ne contient pas d’espace\u00a0: écrivez l’adresse seule, sans commentaire'],
    ['https://a.fr,https://b.fr', 'une adresse ne contient pas de virgule\u00a0: écrivez une seule adresse'],
    ['https://essai-trois', '«\u00a0essai-trois\u00a0» n’est pas un nom de domaine complet (il n’a pas de point)\u00a0: écrivez l’adresse entière, par exemple «\u00a0https://essai-trois.fr/\u00a0»'],
    ['https://localhost:8080/', '«\u00a0localhost\u00a0» n’est pas un nom de domaine complet (il n’a pas de point)\u00a0: écrivez l’adresse entière, par exemple «\u00a0https://localhost.fr/\u00a0»'],
    ['https://wooclap.com/fr/?utm_source=lettre&utm_medium=email', 'l’adresse porte des paramètres de suivi (utm_source, utm_medium) qui ne désignent pas la page\u00a0: écrivez-la sans eux, «\u00a0https://wooclap.com/fr/\u00a0»'],
    ['https://play.google.com/store/apps/details?id=org.exemple&gclid=abc#avis', 'l’adresse porte des paramètres de suivi (gclid) qui ne désignent pas la page\u00a0: écrivez-la sans eux, «\u00a0https://play.google.com/store/apps/details?id=org.exemple#avis\u00a0»'],
    ['https://play.google.com/store/apps/details?id=org.exemple', undefined],
    ['http://wooclap.com/fr/?utm_source=lettre', 'l’adresse porte des paramètres de suivi (utm_source) qui ne désignent pas la page\u00a0: écrivez-la sans eux, «\u00a0https://wooclap.com/fr/\u00a0»'],
    // What the URL parser refuses is left to it.
    ['pas une adresse', undefined],
    ['x.fr', undefined],
    [3, undefined],
  ])('%j → %j', (value, mistake) => expect(urlMistake(value)).toBe(mistake));
});

describe('meantHttps: the https address meant by one the schema refuses, only suggested', () => {
  it.each([
    ['http://exemple.fr/outil', 'https://exemple.fr/outil'],
    ['HTTP://Exemple.fr', 'https://Exemple.fr'],
    ['www.exemple.fr', 'https://www.exemple.fr'],
    ['exemple.fr/outil', 'https://exemple.fr/outil'],
    [' exemple.fr:8080/a?b=1 ', 'https://exemple.fr:8080/a?b=1'],
    // What the https address would still be refused for is told in its own words.
    ['http://localhost/', undefined],
    ['http://x.fr/ (site officiel)', undefined],
    ['exemple', undefined],
    ['Un outil de quiz', undefined],
    ['mailto:contact@exemple.fr', undefined],
    ['ftp://exemple.fr/', undefined],
    [3, undefined],
  ])('%j → %j', (value, meant) => expect(meantHttps(value)).toBe(meant));
});

describe('meantDay', () => {
  it.each([
    ['25/11/2026', '2026-11-25'],
    [20261125, '2026-11-25'],
    ['2026-3-1', '2026-03-01'],
    // A French date in words, the way editors write it in prose.
    ['27 novembre 2026', '2026-11-27'],
    ['1er Mars 2026', '2026-03-01'],
    ['3 sept. 2026', '2026-09-03'],
    ['12 Févr 2026', '2026-02-12'],
    ['14\u00a0juillet 2026', '2026-07-14'],
    ['5 août 2026', '2026-08-05'],
    // A time after the day: the day alone is meant.
    ['2026-11-21 10:00', '2026-11-21'],
    ['2026-11-21T10:00:00Z', '2026-11-21'],
    ['21/11/2026 9h30', '2026-11-21'],
    // No single month, no real day, nothing to suggest, or already right.
    ['3 jui 2026', undefined],
    ['31 février 2026', undefined],
    ['31/02/2026', undefined],
    ['novembre 2026', undefined],
    ['2026-11-21', undefined],
    [null, undefined],
  ])('%j → %j', (written, expected) => expect(meantDay(written)).toBe(expected));
});
