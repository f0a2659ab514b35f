/**
 * French quotes in what editors read: « and » hold their text with a non-breaking space (U+00A0),
 * as the guide and the documentation site write them, so that no line of a terminal, of a CI log
 * or of an editor's list of problems ends with « or starts with ». The texts a scaffold writes
 * into a content file keep the plain spaces that editors type there.
 */
import { describe, expect, it } from 'vitest';
import { loadDirectory } from '../../src/content/load.ts';
import { quote } from '../../src/content/messages.ts';
import { BROKEN_CONTENT } from '../helpers/sites.ts';
import { calls, literals, messageSources } from '../helpers/sources.ts';

/** Each plain space after « or before » in a text, with some context. */
const plainSpaces = (text: string) => [...text.matchAll(/.{0,20}(?:« | »).{0,20}/gsu)].map((match) => match[0]);

/**
 * Strings that are no message: the lines of the template a scaffold writes into a tool's file,
 * which editors edit there, and the JSON Schemas' descriptions, published documents that the
 * documentation site spaces where it shows them.
 */
const NOT_MESSAGES = [
  'src/editorial/skeleton.ts: #   alt: Ce que montre la capture   # entre guillemets droits "…" s’il contient « : » ou « # »',
  'src/editorial/skeleton.ts:  mots. Remplacez chaque ligne « ',
  'src/editorial/skeleton.ts:  », puis supprimez ce commentaire. -->',
  'src/content/schema.ts: La tâche, dite comme un enseignant la dirait : « Créer un quiz ».',
  'src/content/schema.ts: Pour qui : « Professeur des écoles ».',
];

describe('« » in what editors read', () => {
  it.each([
    ['« quiz »', ['« quiz »']],
    ['«\u00a0quiz\u00a0»', []],
    ['les guillemets «\u00a0» autour', []],
    [quote('quiz et QCM'), []],
  ])('plainSpaces(%j) is %j', (text, found) => expect(plainSpaces(text)).toEqual(found));

  it('hold their text with non-breaking spaces in every string of the sources, but the texts written into files and the schemas’ descriptions', () => {
    const sources = messageSources();
    const strings = sources.flatMap(({ where, source }) => literals(where, source).map((text) => ({ where, text })));
    const named = strings.map(({ where, text }) => `${where}: ${text}`);
    // Most messages quote their values through messages.ts's quote, checked above, rather than
    // write « themselves: both together are the quotes this test has looked at.
    const quoting = strings.filter(({ text }) => text.includes('«')).length + sources.reduce((count, { where, source }) => count + calls(where, source, 'quote'), 0);
    expect(quoting).toBeGreaterThan(150);
    expect(NOT_MESSAGES.filter((text) => !named.includes(text)), 'the strings left aside are still there').toEqual([]);
    expect(strings.filter((_, index) => !NOT_MESSAGES.includes(named[index])).flatMap(({ where, text }) => plainSpaces(text).map((context) => `${where}: ${context}`))).toEqual([]);
  });

  it('hold their text with non-breaking spaces in the validator’s messages on broken content, values quoted included', () => {
    const { problems, warnings } = loadDirectory(BROKEN_CONTENT);
    const messages = [...problems, ...warnings].map(({ message }) => message);
    expect(messages.filter((message) => message.includes('«')).length).toBeGreaterThan(10);
    expect(messages.flatMap(plainSpaces)).toEqual([]);
  });
});
