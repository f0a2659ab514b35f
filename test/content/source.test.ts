import matter from 'gray-matter';
import { afterEach, describe, expect, it } from 'vitest';
import { closest, fieldLabel, labelled, listAsText, nonBreakingSpace, notLanguageCodes, typographicQuotes } from '../../src/content/messages.ts';
import { frontMatterLanguage, missingSpaceAfterColon, nonBreakingSpaceAfterColon, parseMarkdownSource, parseYamlSource, pastComments, yamlMessage, wordProcessorDashes, yamlOnlyEngines } from '../../src/content/source.ts';

describe('fieldLabel', () => {
  it.each([
    [[], ''],
    [['pricing'], 'pricing'],
    [['education_pricing', 'url'], 'education_pricing.url'],
    [['tools', 2, 'tool'], 'tools.tool'],
    [[0, 'slug'], 'slug'],
    [[196, 'synonyms', 1], 'synonyms'],
  ])('%j → %s', (path, label) => expect(fieldLabel(path)).toBe(label));
});

describe('labelled: an item of a list is cited by its value, not by its index', () => {
  it.each([
    [['tags', 0], 'doit être écrit en minuscules', 'Quiz', 'tags\u00a0: «\u00a0Quiz\u00a0» doit être écrit en minuscules'],
    [['tags', 1], '«\u00a0quizz\u00a0» n’est pas un tag', 'quizz', 'tags\u00a0: «\u00a0quizz\u00a0» n’est pas un tag'],
    [['languages', 0], '«\u00a0fr\u00a0», «\u00a0en\u00a0» sont des éléments distincts', 'fr en', 'languages\u00a0: «\u00a0fr\u00a0», «\u00a0en\u00a0» sont des éléments distincts'],
    [['languages', 0], 'la virgule à la fin est de trop\u00a0: écrivez «\u00a0fr\u00a0»', 'fr,', 'languages\u00a0: la virgule à la fin est de trop\u00a0: écrivez «\u00a0fr\u00a0»'],
    [['tags', 2], 'doit être du texte', 12, 'tags\u00a0: «\u00a012\u00a0» doit être du texte'],
    [['tools', 0, 'note'], 'doit compter au moins 5 caractères', 'Bien', 'tools.note\u00a0: «\u00a0Bien\u00a0» doit compter au moins 5 caractères'],
    [['tools', 0, 'note'], 'doit compter au plus 300 caractères', 'Long. '.repeat(60), 'tools.note\u00a0: doit compter au plus 300 caractères'],
    [['tools', 1, 'tool'], 'doit être écrit en minuscules', 'Kahoot', 'tools.tool\u00a0: «\u00a0Kahoot\u00a0» doit être écrit en minuscules'],
    [['education_pricing', 'url'], 'doit être une adresse complète', 'www.x.fr', 'education_pricing.url\u00a0: doit être une adresse complète'],
    [['pricing'], 'est vide', null, 'pricing\u00a0: est vide'],
    [[], 'doit être un groupe de champs', undefined, 'doit être un groupe de champs'],
  ])('%j, %s', (path, message, written, expected) => expect(labelled(path, message, written)).toBe(expected));
});

describe('notLanguageCodes: every code refused at once, each with the code it likely means', () => {
  it.each([
    [['fra'], '«\u00a0fra\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0fr\u00a0»\u00a0?)'],
    [['zz'], '«\u00a0zz\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0»'],
    [['zz', 'yy'], '«\u00a0zz\u00a0», «\u00a0yy\u00a0» ne sont pas des codes de langue ISO 639-1\u00a0; écrivez pour chacun le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0»'],
    [['zz', 'eng', 'Japonais'], '«\u00a0zz\u00a0», «\u00a0eng\u00a0», «\u00a0Japonais\u00a0» ne sont pas des codes de langue ISO 639-1\u00a0; écrivez pour chacun le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0en\u00a0» pour «\u00a0eng\u00a0», «\u00a0ja\u00a0» pour «\u00a0Japonais\u00a0»\u00a0?)'],
    [[12], '«\u00a012\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0»'],
  ])('%j', (written, message) => expect(notLanguageCodes(written)).toBe(message));
});

describe('closest', () => {
  it.each([
    ['freemuim', ['free', 'freemium', 'paid'], 'freemium'],
    ['tgas', ['tags', 'name'], 'tags'],
    ['Langue', ['langues', 'quiz'], 'langues'],
    ['xyz', ['free', 'paid'], undefined],
    ['quiz', ['quiz-evaluation', 'video', 'langues'], 'quiz-evaluation'],
    ['Évaluation', ['quiz-evaluation', 'video'], 'quiz-evaluation'],
    ['mentales', ['cartes-mentales', 'images'], 'cartes-mentales'],
    ['url', ['website_url', 'name'], 'website_url'],
    ['url', ['website_url', 'screenshot_url'], undefined],
    ['ia', ['assistants-ia', 'video'], undefined],
    ['cartes-quiz', ['cartes-mentales', 'quiz-evaluation'], undefined],
  ])('%s among %j → %s', (word, candidates, expected) => expect(closest(word, candidates)).toBe(expected));
});

describe('listAsText', () => {
  it.each([
    ['quiz, sondage', 'doit être une liste\u00a0: écrivez [quiz, sondage], entre crochets'],
    ['fr en', 'doit être une liste\u00a0: écrivez [fr, en], entre crochets'],
    ['quiz;sondage,', 'doit être une liste\u00a0: écrivez [quiz, sondage], entre crochets'],
    ['quiz', 'doit être une liste\u00a0: écrivez [quiz], entre crochets'],
    ['-quiz - sondage', 'un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez «\u00a0- quiz\u00a0»'],
    ['-quiz -sondage', 'un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez «\u00a0- quiz\u00a0»'],
  ])('%j → %s', (text, message) => expect(listAsText(text)).toBe(message));
});

describe('typographicQuotes', () => {
  it.each([
    ['« Wooclap »', '«\u00a0»'],
    ['«Wooclap»', '«\u00a0»'],
    ['“https://x.example.org/”', '“\u00a0”'],
    ['„Kahoot!“', '„\u00a0“'],
    ['‘Anki’', '‘\u00a0’'],
    ['« Quiz » et « sondage »', undefined],
    ['Le « quiz » du jour', undefined],
    ['‘L’outil’', '‘\u00a0’'],
    ['«', undefined],
    ['Wooclap', undefined],
  ])('%j → %j', (value, quotes) => expect(typographicQuotes(value)).toBe(quotes));
});

describe('nonBreakingSpace', () => {
  it.each([
    ['freemium\u00a0', { index: 8, where: 'après «\u00a0freemium\u00a0»' }],
    ['\u00a0en', { index: 0, where: 'avant «\u00a0en\u00a0»' }],
    ['2026-01\u202f-11', { index: 7, where: 'après «\u00a02026-01\u00a0»' }],
    ['\u00a0', { index: 0, where: 'à la place de la valeur' }],
    ['freemium ', undefined],
  ])('%j → %j', (text, expected) => expect(nonBreakingSpace(text)).toEqual(expected));
});

describe('nonBreakingSpaceAfterColon', () => {
  it.each([
    ['vendor:\u00a0X', { column: 8, fixed: 'vendor: X', message: 'une espace insécable suit le deux-points de «\u00a0vendor\u00a0»\u00a0: remplacez-la par une espace normale' }],
    ['  - tool:\u202fanki', { column: 10, fixed: '  - tool: anki', message: 'une espace insécable suit le deux-points de «\u00a0tool\u00a0»\u00a0: remplacez-la par une espace normale' }],
    [
      'pricing\u00a0:\u00a0free',
      { column: 10, fixed: 'pricing: free', message: 'une espace insécable suit le deux-points de «\u00a0pricing\u00a0»\u00a0: remplacez-la par une espace normale\u00a0; supprimez aussi celle qui le précède' },
    ],
    ['vendor: X\u00a0: Y', undefined],
    ['vendor\u00a0: X', undefined],
  ])('%j → %j', (line, expected) => expect(nonBreakingSpaceAfterColon(line)).toEqual(expected));
});

describe('missingSpaceAfterColon', () => {
  it.each([
    ['  url:https://x.fr/edu', { column: 7, fixed: '  url: https://x.fr/edu', message: 'mettez une espace après le deux-points de «\u00a0url\u00a0»' }],
    ['pricing:freemium', { column: 9, fixed: 'pricing: freemium', message: 'mettez une espace après le deux-points de «\u00a0pricing\u00a0»' }],
    ['  - tool:anki', { column: 10, fixed: '  - tool: anki', message: 'mettez une espace après le deux-points de «\u00a0tool\u00a0»' }],
    ['pricing: free', undefined],
    ['tools:', undefined],
    ['  voir https://x.fr/', undefined],
    ['https://x.fr/', undefined],
    ['vendor:\u00a0X', undefined],
  ])('%j → %j', (line, expected) => expect(missingSpaceAfterColon(line)).toEqual(expected));
});

describe('pastComments', () => {
  const lines = ['a: 1', '# b', '', '  # c', ' d: 2', 'e: 3'];
  it.each([
    [0, 0],
    [1, 4],
    [2, 4],
    [4, 4],
    [5, 5],
  ])('from line %i → %i', (index, expected) => expect(pastComments(lines, index)).toBe(expected));

  it('stops at the last line of a file that ends with comments', () => expect(pastComments(['a: 1', '# b', '# c'], 1)).toBe(2));
});

describe('positions', () => {
  const tool = ['---', 'name: X', 'pricing: freemuim', 'education_pricing:', '  url: 3', '---', 'Corps.'].join('\n');

  it('points at values and field names of front matter with file lines', () => {
    const source = parseMarkdownSource('x.md', tool);
    expect(source.problems).toEqual([]);
    expect(source.body).toBe('Corps.');
    expect(source.locate(['pricing'])).toEqual({ line: 3, column: 10 });
    expect(source.locate(['education_pricing', 'url'])).toEqual({ line: 5, column: 8 });
    expect(source.locate(['education_pricing'], { key: true })).toEqual({ line: 4, column: 1 });
  });

  it('falls back to the nearest node that exists', () => {
    const source = parseMarkdownSource('x.md', tool);
    expect(source.locate(['education_pricing', 'description'])).toEqual({ line: 5, column: 3 });
    expect(source.locate(['category'])).toEqual({ line: 2, column: 1 });
  });

  it.each(['\r\n', '\r'])('reads %j line breaks as \\n, with the same places', (lineEnd) => {
    const lf = parseMarkdownSource('x.md', `${tool}\nSuite.\n`);
    const other = parseMarkdownSource('x.md', `${tool}\nSuite.\n`.replaceAll('\n', lineEnd));
    expect(other.data).toEqual(lf.data);
    expect(other.body).toBe('Corps.\nSuite.\n');
    expect(other.locate(['education_pricing', 'url'])).toEqual(lf.locate(['education_pricing', 'url']));
    const yaml = 'tools:\n  - tool: a\n    note: Une note.\n';
    expect(parseYamlSource('c.yaml', yaml.replaceAll('\n', lineEnd)).data).toEqual(parseYamlSource('c.yaml', yaml).data);
  });

  it('keeps dates as the strings editors wrote', () => {
    expect(parseYamlSource('c.yaml', 'added_at: 2026-01-02\n').data).toEqual({ added_at: '2026-01-02' });
  });

  it.each([
    ['a: 1\na: 2\n', 2, 1, 'le champ «\u00a0a\u00a0» est écrit deux fois\u00a0: n’en gardez qu’un, avec la bonne valeur'],
    ['last_verified_at: 2025-10-01\nname: X\nlast_verified_at: 2026-11-26\n', 3, 1, 'le champ «\u00a0last_verified_at\u00a0» est écrit deux fois\u00a0: n’en gardez qu’un, avec la bonne valeur'],
    ['tools:\n  - tool: a\n    note: Un.\n    note: Deux.\n', 4, 5, 'le champ «\u00a0note\u00a0» est écrit deux fois\u00a0: n’en gardez qu’un, avec la bonne valeur'],
    ['a:\n\t- b\n', 2, 1, 'le YAML ne s’indente pas avec des tabulations\u00a0: indentez avec des espaces'],
  ])('reports YAML syntax errors where they are: %j', (text, line, column, message) => {
    expect(parseYamlSource('c.yaml', text).problems).toEqual([{ file: 'c.yaml', line, column, message }]);
  });

  it('reads a YAML file that starts with a byte order mark, with the columns editors see', () => {
    const source = parseYamlSource('tags.yaml', '\uFEFF- slug: quiz\n  label: Quiz\n');
    expect(source.problems).toEqual([]);
    expect(source.data).toEqual([{ slug: 'quiz', label: 'Quiz' }]);
    expect(source.locate([0, 'slug'])).toEqual({ line: 1, column: 9 });
  });

  it('refuses a tool without front matter', () => {
    expect(parseMarkdownSource('x.md', 'Juste du texte.').problems[0].message).toMatch(/^l’en-tête manque/);
  });

  it.each([
    ['---\nname: X\npricing: free\nAnki est un logiciel.\n\nSuite : oui.\n', '4:1 la ligne --- qui ferme l’en-tête manque\u00a0: ajoutez une ligne «\u00a0---\u00a0» au-dessus de cette ligne, après le dernier champ'],
    ['---\nname: X\n# pricing: free\n  suite\n- item\n', '1:1 la ligne --- qui ferme l’en-tête manque\u00a0: ajoutez une ligne «\u00a0---\u00a0» après le dernier champ, puis la description'],
  ])('says that the front matter of %j is never closed, and nothing about its description', (text, problem) => {
    const source = parseMarkdownSource('x.md', text);
    expect(source.problems.map(({ line, column, message }) => `${line}:${column} ${message}`)).toEqual([problem]);
    expect(source.data).toBeUndefined();
  });

  // Word, TextEdit or a notes app turn `---` into a long dash; gray-matter then sees no front
  // matter, or one that runs to the end of the file.
  it.each([
    ['—\nname: X\n---\nCorps.\n', '1:1 la ligne qui ouvre l’en-tête s’écrit «\u00a0---\u00a0», trois tirets du clavier\u00a0: remplacez «\u00a0—\u00a0» par «\u00a0---\u00a0» (un traitement de texte change souvent les tirets en tiret long «\u00a0—\u00a0»)'],
    ['\uFEFF–-\nname: X\n---\nCorps.\n', '1:1 la ligne qui ouvre l’en-tête s’écrit «\u00a0---\u00a0», trois tirets du clavier\u00a0: remplacez «\u00a0–-\u00a0» par «\u00a0---\u00a0» (un traitement de texte change souvent les tirets en tiret long «\u00a0—\u00a0»)'],
    ['---\nname: X\npricing: free\n—- \nAnki est un logiciel.\n', '4:1 la ligne qui ferme l’en-tête s’écrit «\u00a0---\u00a0», trois tirets du clavier\u00a0: remplacez «\u00a0—-\u00a0» par «\u00a0---\u00a0» (un traitement de texte change souvent les tirets en tiret long «\u00a0—\u00a0»)'],
  ])('names the long dash of %j as the front matter line it was meant to be', (text, problem) => {
    const source = parseMarkdownSource('x.md', text);
    expect(source.problems.map(({ line, column, message }) => `${line}:${column} ${message}`)).toEqual([problem]);
    expect(source.data).toBeUndefined();
  });

  it.each([
    ['—-', true],
    ['–––', true],
    ['—', true],
    ['---', false],
    ['-', false],
    ['— texte', false],
  ])('wordProcessorDashes(%j) is %s', (line, expected) => expect(wordProcessorDashes(line)).toBe(expected));

  it.each([
    ['---\nname: X\n----\nCorps.\n', ['3:1 la ligne qui ferme l’en-tête s’écrit «\u00a0---\u00a0», trois tirets seuls\u00a0: remplacez «\u00a0----\u00a0» par «\u00a0---\u00a0»']],
    ['---\nname: X\n--- fin\nCorps.\n', ['3:1 la ligne qui ferme l’en-tête s’écrit «\u00a0---\u00a0», trois tirets seuls\u00a0: remplacez «\u00a0--- fin\u00a0» par «\u00a0---\u00a0»']],
    ['---\nname: X\n---  \nCorps.\n', []],
    ['---\nname: X\n---', []],
  ])('wants the front matter of %j closed by --- alone', (text, problems) => {
    expect(parseMarkdownSource('x.md', text).problems.map(({ line, column, message }) => `${line}:${column} ${message}`)).toEqual(problems);
  });
});

describe('front matter in another language than YAML', () => {
  /** Front matter that sets a global when it is run as JavaScript. */
  const SENTINEL = '__contentRanAsCode';
  const code = `{ name: (globalThis.${SENTINEL} = true, 'Essai') }`;
  const ran = () => (globalThis as Record<string, unknown>)[SENTINEL];
  afterEach(() => delete (globalThis as Record<string, unknown>)[SENTINEL]);

  it.each([
    ['---\nname: X\n---\n', undefined],
    ['\uFEFF---  \nname: X\n---\n', undefined],
    ['Juste du texte.', undefined],
    ['---js\n{}\n---\n', 'js'],
    ['--- javascript\r\n{}\n---\n', 'javascript'],
    ['---coffee\n', 'coffee'],
    ['----\n', '-'],
  ])('frontMatterLanguage(%j) → %j', (text, language) => expect(frontMatterLanguage(text)).toBe(language));

  it.each(['js', 'javascript', ' js', 'coffee', 'json', 'constructor'])('refuses ---%s at 1:1 and runs nothing', (language) => {
    const source = parseMarkdownSource('x.md', `---${language}\n${code}\n---\nCorps.\n`);
    expect(source.data).toBeUndefined();
    expect(source.problems).toEqual([
      { file: 'x.md', line: 1, column: 1, message: `l’en-tête doit commencer par --- seul\u00a0: seul le YAML est accepté\u00a0; retirez «\u00a0${language.trim()}\u00a0» de la première ligne` },
    ]);
    expect(ran()).toBeUndefined();
  });

  it('gives gray-matter no engine that runs code, even past the first-line check', () => {
    const engines = yamlOnlyEngines(() => ({}));
    for (const language of ['js', 'javascript', 'json', 'coffee', 'cson']) {
      expect(() => matter(`---${language}\n${code}\n---\n`, { engines }), language).toThrow(/other than YAML/);
    }
    expect(ran()).toBeUndefined();
    expect(matter('---\nname: X\n---\n', { engines: yamlOnlyEngines(() => ({ read: true })) }).data).toEqual({ read: true });
  });
});

describe('YAML mistakes editors make, in French, where they start', () => {
  const frontMatter = (lines: string[]) => parseMarkdownSource('x.md', `---\n${lines.join('\n')}\n---\nCorps.\n`).problems.map(({ line, column, message }) => `${line}:${column} ${message}`);

  it.each([
    [
      'a colon followed by a space inside a text',
      ['name: Essai', 'short_description: Quiz en direct : les élèves répondent'],
      '3:20 mettez le texte entre guillemets droits "…"\u00a0: un deux-points suivi d’une espace y commence sinon un nouveau champ',
    ],
    ['a quote never closed, at the quote', ['name: "Essai', 'website_url: https://x.example.org/', 'pricing: free'], '2:7 le guillemet " ouvert ici n’est jamais fermé\u00a0: ajoutez " à la fin du texte, sur la même ligne'],
    ['a list never closed, at its bracket', ['name: Essai', 'languages: [fr, en', 'pricing: free'], '3:12 le crochet [ ouvert ici n’est jamais fermé\u00a0: terminez la liste par ], sur la même ligne'],
    [
      'text after a closing quote',
      ['name: "Kahoot!" et plus'],
      '2:17 ce texte n’est pas à sa place\u00a0: une valeur qui commence par un guillemet s’arrête au guillemet fermant\u00a0; mettez tout le texte entre guillemets droits "…", avec des guillemets français «\u00a0» à l’intérieur',
    ],
    [
      'no space after the colon of a field',
      ['name:Essai', 'pricing: free'],
      '2:6 mettez une espace après le deux-points de «\u00a0name\u00a0»',
    ],
    ['a text that starts with a reserved sign', ['name: @outil'], '2:7 un texte ne peut pas commencer par ce signe\u00a0: mettez le texte entre guillemets droits "…"'],
    // Not a quote: the dash of a list item, which YAML wants at the start of its own line.
    [
      'a text that starts with a dash and a space',
      ['name: Essai', 'vendor: - Éditeur SAS'],
      '3:9 un tiret suivi d’une espace commence un élément de liste, écrit sur sa propre ligne\u00a0: si c’est du texte, mettez le texte entre guillemets droits "…"\u00a0; une liste s’écrit entre crochets, [quiz, sondage]',
    ],
    [
      'a list item written after its field',
      ['name: Essai', 'tags: - quiz'],
      '3:7 un tiret suivi d’une espace commence un élément de liste, écrit sur sa propre ligne\u00a0: si c’est du texte, mettez le texte entre guillemets droits "…"\u00a0; une liste s’écrit entre crochets, [quiz, sondage]',
    ],
  ])('%s', (_case, lines, problem) => expect(frontMatter(lines)).toEqual([problem]));

  it.each([
    ['a field shifted by a space', ['name: Essai', 'updated_at: 2026-11-21', ' last_verified_at: 2026-11-26'], ['4:2 cette ligne est décalée de 1 espace vers la droite par rapport à «\u00a0updated_at\u00a0»\u00a0: retirez 1 espace au début de la ligne']],
    ['the first field shifted', [' name: Essai', 'pricing: free', 'category: quiz'], ['2:2 cette ligne est décalée de 1 espace vers la droite par rapport aux champs qui l’entourent\u00a0: retirez 1 espace au début de la ligne']],
    [
      'two mistakes, each once',
      ['name: @outil', 'pricing: free', ' category: quiz', 'short_description: Quiz en direct : les élèves répondent'],
      [
        '2:7 un texte ne peut pas commencer par ce signe\u00a0: mettez le texte entre guillemets droits "…"',
        '4:2 cette ligne est décalée de 1 espace vers la droite par rapport à «\u00a0pricing\u00a0»\u00a0: retirez 1 espace au début de la ligne',
        '5:20 mettez le texte entre guillemets droits "…"\u00a0: un deux-points suivi d’une espace y commence sinon un nouveau champ',
      ],
    ],
    ['a field shifted below two comments', ['name: Essai', '# a', '# b', ' vendor: X', 'pricing: free'], ['5:2 cette ligne est décalée de 1 espace vers la droite par rapport à «\u00a0name\u00a0»\u00a0: retirez 1 espace au début de la ligne']],
    [
      'a commented block uncommented by deleting its # alone',
      ['name: Essai', 'updated_at: 2026-11-21', '# last_verified_at: AAAA-MM-JJ', '', '# minimum_age: 13', ' screenshot:    # image', '    file: a.png', '    alt: Ce que montre la capture'],
      ['7:2 cette ligne est décalée de 1 espace vers la droite par rapport à «\u00a0updated_at\u00a0»\u00a0: retirez 1 espace au début de la ligne'],
    ],
    // Read by `yaml` without error as the item above's text (« quiz - sondage »), which the schema would refuse for its spaces.
    ['a list item shifted right of the others', ['name: Essai', 'tags:', '- quiz', '  - sondage', '- jeux'], ['5:3 cette ligne est décalée de 2 espaces vers la droite par rapport aux autres éléments de la liste\u00a0: retirez 2 espaces au début de la ligne']],
    ['a list item shifted below a value', ['name: Essai', 'vendor: Acme', '  - Autre', 'pricing: free'], ['4:3 cette ligne commence un élément de liste, mais elle est décalée par rapport aux autres\u00a0: alignez son tiret sur le leur']],
  ])('names %s, and not the lines around it', (_case, lines, problems) => expect(frontMatter(lines)).toEqual(problems));

  it('reads no values from a file whose list lost an item to the line above', () => {
    expect(parseMarkdownSource('x.md', '---\ntags:\n- quiz\n  - sondage\n---\nCorps.\n').data).toBeUndefined();
    // A text that goes on over several lines, without a dash, is a text.
    expect(parseMarkdownSource('x.md', '---\nshort_description: Une phrase\n  qui continue - ici\n---\nCorps.\n').data).toEqual({ short_description: 'Une phrase qui continue - ici' });
  });

  it.each([
    ['a list item without the space after its dash', '- slug: quiz\n  label: Quiz\n-slug: podcast\n  label: Podcast\n', '3:1 un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez «\u00a0- slug: podcast\u00a0»'],
    ['a field indented with a tab', '- slug: quiz\n\tlabel: Quiz\n- slug: podcast\n  label: Podcast\n', '2:1 le YAML ne s’indente pas avec des tabulations\u00a0: indentez avec des espaces'],
    ['a field at the column of the dash', '- slug: quiz\nlabel: Quiz\n- slug: podcast\n  label: Podcast\n', '2:1 cette ligne est décalée de 2 espaces vers la gauche par rapport à «\u00a0slug\u00a0»\u00a0: ajoutez 2 espaces au début de la ligne'],
    [
      'a note indented with a tab above other entries',
      `tools:\n  - tool: a\n\tnote: Une note.\n${'  - tool: b\n    note: Une autre note.\n'.repeat(6)}`,
      '3:1 le YAML ne s’indente pas avec des tabulations\u00a0: indentez avec des espaces',
    ],
    ['a group of synonyms without its dash', '- [traduire, traduction]\n[exposé, oral]\n- [quiz, qcm]\n', '2:1 un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez «\u00a0- [exposé, oral]\u00a0»'],
    ['a bracket typed twice', '- [traduire, traduction]]\n- [quiz, qcm]\n', '1:25 un crochet ] de trop\u00a0: la liste est déjà fermée\u00a0; retirez-le'],
    ['a brace typed twice', '- { slug: quiz, label: Quiz }}\n', '1:30 une accolade } de trop\u00a0: retirez-la'],
  ])('names %s once, in a YAML file', (_case, text, problem) => {
    expect(parseYamlSource('t.yaml', text).problems.map(({ line, column, message }) => `${line}:${column} ${message}`)).toEqual([problem]);
  });

  it('points at a comma left behind by a deleted item of a list', () => {
    expect(parseYamlSource('synonyms.yaml', '- [tableau blanc, , tbi]\n').problems).toEqual([
      { file: 'synonyms.yaml', line: 1, column: 19, message: 'une virgule de trop\u00a0: entre deux virgules, ou après le crochet ouvrant, il manque un élément\u00a0; retirez cette virgule' },
    ]);
  });

  it('points at the opening quote of a collection note', () => {
    expect(parseYamlSource('c.yaml', "tools:\n  - tool: a\n    note: 'L''outil\n  - tool: b\n").problems).toEqual([
      { file: 'c.yaml', line: 3, column: 11, message: "le guillemet ' ouvert ici n’est jamais fermé\u00a0: ajoutez ' à la fin du texte, sur la même ligne" },
    ]);
  });

  it.each([
    ['BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings', 'mettez le texte entre guillemets droits "…"\u00a0: un deux-points suivi d’une espace y commence sinon un nouveau champ'],
    ['MISSING_CHAR', "Missing closing 'quote", "le guillemet ' ouvert ici n’est jamais fermé\u00a0: ajoutez ' à la fin du texte, sur la même ligne"],
    ['MISSING_CHAR', 'Implicit map keys need to be followed by map values', 'il manque le deux-points après ce nom de champ\u00a0: écrivez «\u00a0champ: valeur\u00a0»'],
    ['MISSING_CHAR', 'Missing , between flow sequence items', 'il manque une virgule entre deux éléments de cette liste entre crochets [a, b]'],
    ['MISSING_CHAR', 'Comments must be separated from other tokens by white space characters', 'un # après une valeur commence un commentaire s’il suit une espace, et sinon est une erreur\u00a0: mettez le texte entre guillemets droits "…"'],
    ['BAD_INDENT', 'All mapping items must start at the same column', 'les champs d’un même niveau commencent à la même colonne\u00a0: alignez cette ligne sur les précédentes, avec des espaces'],
    ['BAD_INDENT', 'Flow map in block collection must be sufficiently indented and end with a }', 'l’accolade { ouverte ici n’est jamais fermée\u00a0: si c’est du texte, mettez le texte entre guillemets droits "…"'],
    ['BAD_DQ_ESCAPE', 'Invalid escape sequence \\d', 'entre guillemets droits "…", une barre oblique inverse \\ annonce un caractère spécial\u00a0: doublez-la (\\\\) ou prenez des guillemets simples \'…\''],
    ['UNEXPECTED_TOKEN', 'Unexpected , in flow sequence at line 1, column 8:', 'une virgule de trop\u00a0: entre deux virgules, ou après le crochet ouvrant, il manque un élément\u00a0; retirez cette virgule'],
    ['MULTIPLE_DOCS', 'Source contains multiple documents', 'une ligne --- coupe ce fichier en deux\u00a0: retirez-la'],
    ['BAD_DIRECTIVE', 'Unsupported directive', 'erreur de syntaxe YAML\u00a0: vérifiez les guillemets, les deux-points et l’indentation de cette ligne (détail en anglais\u00a0: Unsupported directive)'],
  ])('yamlMessage(%s, %j)', (code, message, french) => expect(yamlMessage(code, message)).toBe(french));

  it.each([
    ['vendor: ?\n', 1, 9],
    ['name: Outil\nvendor: ? Wooclap\n', 2, 9],
  ])('tells that a « ? » starting a value starts a key, in %j', (text, line, column) => {
    expect(parseYamlSource('t.yaml', text).problems).toEqual([
      { file: 't.yaml', line, column, message: 'un «\u00a0?\u00a0» en tête de valeur annonce en YAML un nom de champ\u00a0: mettez le texte entre guillemets droits "…"\u00a0; une valeur inconnue s’écrit null là où le champ l’accepte (vendor: null), ou ne s’écrit pas' },
    ]);
  });
});
