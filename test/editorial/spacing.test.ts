/**
 * French spacing before « : ; ! ? » in what editors read: a non-breaking space (U+00A0), the one
 * messages.ts's quote puts inside « », so that no line of a terminal starts with one of those
 * marks when a message is wrapped at words. The texts a scaffold writes into a content file keep
 * the plain spaces editors type there, and the schemas' descriptions, published documents, are
 * spaced by the documentation site where it shows them.
 */
import { describe, expect, it } from 'vitest';
import { loadDirectory } from '../../src/content/load.ts';
import { BROKEN_CONTENT } from '../helpers/sites.ts';
import { literals, messageSources } from '../helpers/sources.ts';

/** Each plain space before « : ; ! ? » ending a word or a clause in a text, with the words before it. */
const plainSpaces = (text: string) => [...text.matchAll(/.{0,20}? [:;!?](?=[\s)»]|$)/gsu)].map((match) => match[0]);

/** Each non-breaking space before « : ; ! ? » in a text. */
const nonBreaking = (text: string) => text.match(/\u00a0[:;!?]/g) ?? [];

/** The lines of the template a scaffold writes into a content file, which editors edit there. */
const NOT_MESSAGES = [
  'src/editorial/skeleton.ts: #   alt: Ce que montre la capture   # entre guillemets droits "…" s’il contient « : » ou « # »',
  'src/editorial/skeleton.ts:  : description longue en français, de ',
  'src/editorial/skeleton.ts:  : ce que fait ',
  'src/editorial/skeleton.ts:  : comment enseignants et élèves s’en servent, avec un exemple concret.',
  'src/editorial/skeleton.ts: **Limites** : ',
  'src/editorial/skeleton.ts:  : à qui s’adresse cette sélection et comment l’utiliser, en quelques phrases.',
  'src/editorial/skeleton.ts:  ou supprimez cette ligne : pourquoi cet outil à cette place',
];

describe('« : ; ! ? » in what editors read', () => {
  it.each([
    ['champ inconnu : supprimez-le ; vraiment ?', ['champ inconnu :', ' supprimez-le ;', ' vraiment ?']],
    ['(vouliez-vous dire «\u00a0quiz\u00a0» ?)', ['z-vous dire «\u00a0quiz\u00a0» ?']],
    ['champ\u00a0: valeur\u00a0; suite\u00a0?', []],
    ['name: Mon outil, https://example.org/?q=1, Kahoot!', []],
  ])('plainSpaces(%j) is %j', (text, found) => expect(plainSpaces(text)).toEqual(found));

  it('follow a non-breaking space in every string of the sources, but the texts written into files and the schemas’ descriptions', () => {
    const strings = messageSources().flatMap(({ where, source }) => literals(where, source, { skipArgumentsOf: 'describe' }).map((text) => ({ where, text })));
    const named = strings.map(({ where, text }) => `${where}: ${text}`);
    expect(strings.flatMap(({ text }) => nonBreaking(text)).length).toBeGreaterThan(300);
    expect(NOT_MESSAGES.filter((text) => !named.includes(text)), 'the strings left aside are still there').toEqual([]);
    const messages = strings.filter((_, index) => !NOT_MESSAGES.includes(named[index]));
    expect(messages.flatMap(({ where, text }) => plainSpaces(text).map((context) => `${where}: ${context}`))).toEqual([]);
  });

  it('follow a non-breaking space in the validator’s messages on broken content', () => {
    const { problems, warnings } = loadDirectory(BROKEN_CONTENT);
    const messages = [...problems, ...warnings].map(({ message }) => message);
    expect(messages.filter((message) => nonBreaking(message).length > 0).length).toBeGreaterThan(10);
    expect(messages.flatMap(plainSpaces)).toEqual([]);
  });
});
