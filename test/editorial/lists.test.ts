import { describe, expect, it } from 'vitest';
import { found, matches } from '../../src/editorial/lists.ts';
import { hangingIndent, helpColumn, noticeLines, placedMessage, wrapUnder, wrapWords } from '../../src/editorial/frame.ts';

describe('the filter of a list: what an editor types finds the option, accents and capitals aside', () => {
  const category = { value: 'quiz-evaluation', label: 'Quiz et évaluation' };
  const tag = { value: 'quiz', label: 'Quiz et QCM', hint: 'quiz, qcm, questions-flash' };
  const mindMap = { value: 'carte-mentale', label: 'Cartes mentales', hint: 'carte-mentale, carte-conceptuelle' };
  it.each([
    ['carte ment', mindMap, true],
    ['Cart MENT', mindMap, true],
    ['ment cart', mindMap, true],
    ['carte-ment', mindMap, true],
    ['carte concept', mindMap, true],
    ['cartes ales', mindMap, false],
    ['carte quiz', mindMap, false],
    ['quiz éval', category, true],
    ['evalu', category, true],
    ['ÉVALUATION', category, true],
    ['quiz-ev', category, true],
    ['  quiz ', category, true],
    ['questions-flash', tag, true],
    ['Qcm', tag, true],
    ['sondage', tag, false],
  ])('%j in %j: %s', (typed, option, expected) => expect(matches(typed, option)).toBe(expected));
});

describe('found', () => {
  it.each([
    [0, '0 résultat'],
    [1, '1 résultat'],
    [2, '2 résultats'],
  ])('%i → %s', (n, words) => expect(found(n)).toBe(words));
});

describe('wrapUnder: a text under the guide bar, broken between words', () => {
  const reason = 'est trop courte : écrivez une phrase complète d’au moins 20 caractères';
  // In colour, as a terminal shows it: the codes are opened again on each line, before the space of the break.
  const yellow = (text: string) => `\x1b[33m${text}\x1b[39m`;
  it.each([
    ['plain', reason],
    ['in colour', yellow(reason)],
  ])('%s, each line starts right after its prefix', (_, text) => {
    const columns = process.stdout.columns;
    process.stdout.columns = 40;
    try {
      const lines = wrapUnder(text, '   ', '└  ').replace(/\x1b\[[0-9;]*m/g, '').split('\n');
      expect(lines).toEqual(['└  est trop courte : écrivez une phrase', '   complète d’au moins 20 caractères']);
    } finally {
      process.stdout.columns = columns;
    }
  });
});

describe('helpColumn: an explanation of a --help, in 80 columns whatever the terminal', () => {
  const explanation = 'description courte : une phrase factuelle de 20 à 160 caractères ; la description longue s’écrit ensuite dans le fichier, à la place des lignes «\u00a0À COMPLÉTER\u00a0»';
  it.each([
    ['a wide terminal', 200],
    ['a narrow one', 40],
  ])('in %s, its next lines start under its column, a quote in « » left whole', (_, width) => {
    const columns = process.stdout.columns;
    process.stdout.columns = width;
    try {
      expect(`  --description-courte TEXTE  ${helpColumn(explanation, 30)}`.split('\n')).toEqual([
        '  --description-courte TEXTE  description courte : une phrase factuelle de 20 à',
        '                              160 caractères ; la description longue s’écrit',
        '                              ensuite dans le fichier, à la place des lignes',
        '                              «\u00a0À COMPLÉTER\u00a0»',
      ]);
    } finally {
      process.stdout.columns = columns;
    }
  });
});

describe('wrapWords: a message broken between words, never inside an address, a path or a slug', () => {
  it.each([
    ['a word longer than a line starts one of its own', 'voir https://example.org/un/long/chemin puis', '  ', 20, ['voir', '  https://example.org/un/long/chemin', '  puis']],
    ['two of them each take one', 'a content/tools/un-long-nom.md b content/tools/un-autre-nom.md', '', 16, ['a', 'content/tools/un-long-nom.md', 'b', 'content/tools/un-autre-nom.md']],
    ['short words wrap as wrapUnder wraps them', 'un deux trois quatre', '', 10, ['un deux', 'trois', 'quatre']],
    ['« : ; ! ? » stay with the word before them, after a non-breaking space', 'le champ\u00a0: la valeur\u00a0; est-ce «\u00a0oui\u00a0»\u00a0?', '', 10, ['le champ\u00a0:', 'la', 'valeur\u00a0;', 'est-ce', '«\u00a0oui\u00a0»\u00a0?']],
  ])('%s', (_, text, prefix, columns, lines) => expect(wrapWords(text, prefix, '', columns).split('\n')).toEqual(lines));
});

describe('placedMessage: a problem in a terminal', () => {
  const message = 'pricing\u00a0: «\u00a0freemuim\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise';
  it.each([
    ['beside its place, under its first column, when it has 40 columns there', 'a.md:6:10', 60, ['a.md:6:10 pricing\u00a0: «\u00a0freemuim\u00a0» n’est pas une valeur', '          permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid,', '          enterprise']],
    ['under its place, indented, when it would have fewer', 'content/tools/mauvais-tarif.md:6:10', 60, ['content/tools/mauvais-tarif.md:6:10', '  pricing\u00a0: «\u00a0freemuim\u00a0» n’est pas une valeur permise\u00a0;', '  écrivez l’une de\u00a0: free, freemium, paid, enterprise']],
    ['whole, with a place wider than the terminal', 'content/tools/mauvais-tarif.md:6:10', 30, ['content/tools/mauvais-tarif.md:6:10', '  pricing\u00a0: «\u00a0freemuim\u00a0» n’est', '  pas une valeur permise\u00a0;', '  écrivez l’une de\u00a0: free,', '  freemium, paid, enterprise']],
  ])('%s', (_, place, columns, lines) => expect(placedMessage(place, message, columns).split('\n')).toEqual(lines));
});

describe('noticeLines: a notice in a terminal', () => {
  it.each([
    ['each line under its own first column', 'Erreur\u00a0: la fiche n’est pas écrite\u00a0:\n  --langues\u00a0: «\u00a0fra\u00a0» n’est pas un code de langue', 30, ['Erreur\u00a0: la fiche n’est pas', 'écrite\u00a0:', '  --langues\u00a0: «\u00a0fra\u00a0» n’est', '  pas un code de langue']],
    ['its blank lines kept', 'Attention\u00a0:\n\nfin', 30, ['Attention\u00a0:', '', 'fin']],
    ['an option of a --help going on under its explanation', '  --date AAAA-MM-JJ   date du jour, à la place d’aujourd’hui (défaut\u00a0: aujourd’hui)', 50, ['  --date AAAA-MM-JJ   date du jour, à la place', '                      d’aujourd’hui (défaut\u00a0:', '                      aujourd’hui)']],
    ['an option under its first column, when its explanation would have fewer than 20 columns', '  --date AAAA-MM-JJ   date du jour (défaut\u00a0: aujourd’hui)', 40, ['  --date AAAA-MM-JJ   date du jour', '  (défaut\u00a0: aujourd’hui)']],
    ['an item of a Markdown list going on under its text', '- [ ] Kahoot! — `content/tools/kahoot.md` — jamais vérifié', 30, ['- [ ] Kahoot! —', '      `content/tools/kahoot.md`', '      — jamais vérifié']],
  ])('%s', (_, text, columns, lines) => expect(noticeLines(text, columns).split('\n')).toEqual(lines));

  it.each([
    ['  --date AAAA-MM-JJ   date du jour', 22],
    ['  -h, --help          cette aide', 22],
    ['- [ ] Kahoot! — `content/tools/kahoot.md`', 6],
    ['- un point', 2],
    ['  une phrase, sans colonne', 2],
    ['Options\u00a0:', 0],
  ])('hangingIndent(%j) is %i', (line, columns) => expect(hangingIndent(line)).toBe(columns));
});
