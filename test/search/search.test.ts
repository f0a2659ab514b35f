import { describe, expect, it } from 'vitest';
import { syntheticTools } from '../../bench/synthetic.ts';
import { MATCH, MissingPart, RANK, type MadeMatches, rankOfMatches, search, searchEntry, searchIndex, searchParts, TYPO_SCAN_CHARACTERS, type SearchEntry, type SearchIndex, type SearchRecord } from '../../src/search/search.ts';
import { FUNCTION_WORDS, queryWords, separateWords, stem, TYPO_MIN_LENGTH, typoPrefix, words } from '../../src/search/text.ts';

/** Hand-made records, in the directory's default order. */
const RECORDS = [
  { name: 'Classe quiz', short_description: 'Gestion de classe.' },
  { name: 'Cœur de cible', short_description: 'Outil pour viser juste.' },
  { name: 'ChatGPT', short_description: 'Assistant conversationnel.' },
  { name: 'Genially', short_description: 'Contenus interactifs.' },
  { name: 'Le Chat', short_description: 'Assistant de Mistral AI.' },
  { name: 'Mémo', short_description: 'Cartes mémoire pour réviser un quiz.' },
  { name: 'Quiz', short_description: 'Questions en direct.' },
  { name: 'Quizlet', short_description: "Révision par cartes, à l'école." },
  { name: 'Studio', short_description: "Parcours d'e-learning pour l'évaluation des élèves, en 3D." },
  { name: 'Quizz Party', short_description: 'Jeu.' },
  { name: 'Lexia', short_description: 'Police pour lecteurs dyslexiques.', tags: ['accessibilite'] },
  { name: 'Tablo', short_description: 'Tableau partagé.', tags: ['quiz', 'carte-mentale'] },
  { name: 'Vérif', short_description: 'Détection de similitudes entre textes.' },
];
const SYNONYMS = [['flashcards', 'cartes mémoire'], ['plagiat', 'antiplagiat', 'similitudes']];
const index = searchIndex(RECORDS, SYNONYMS);
const names = (query: string) => search(index, query).positions.map((position) => RECORDS[position].name);

describe('a stop word written as a sigle', () => {
  const records = [
    { name: 'Cartes', short_description: 'Données à cartographier en SES et en géographie.' },
    { name: 'Agenda', short_description: 'Les sessions de ses élèves.' },
    { name: 'Sesame', short_description: 'Mots de passe.' },
  ];
  const sigleIndex = searchIndex(records, []);
  const found = (query: string) => search(sigleIndex, query).positions.map((position) => records[position].name);
  // Query → names of the results: the sigle matches the whole word where a record writes it as a
  // sigle, and, as any stop word alone, the start of a name; never "ses élèves" nor "sessions".
  it.each([
    ['SES', ['Sesame', 'Cartes']],
    ['cartographier en SES', ['Cartes']],
    ['ses', ['Sesame']],
    ['COURS DE SES', []],
  ])('%s', (query, expected) => expect(found(query)).toEqual(expected));
});

describe('a word written as a sigle', () => {
  const records = [
    { name: 'Toutatice', short_description: "L'ENT des lycées de Bretagne." },
    { name: 'Mémoire', short_description: 'Des exercices pour entraîner sa mémoire au lycée.' },
    { name: 'Primo', short_description: 'Un ENT pour le primaire, en CM2.' },
    { name: 'Entrée', short_description: 'Les menus de la cantine.' },
  ];
  const sigleIndex = searchIndex(records, []);
  const found = (query: string) => search(sigleIndex, query).positions.map((position) => records[position].name);
  // Query → names of the results: the whole word, not the start of another ("entraîner"); the
  // start of a name still counts, as the name prefix it is.
  it.each([
    ['ENT', ['Entrée', 'Toutatice', 'Primo']],
    ["l'ENT du lycée", ['Toutatice']],
    ['un ENT en CM2', ['Primo']],
    ['ent', ['Entrée', 'Toutatice', 'Mémoire', 'Primo']],
    ['ent du lycée', ['Toutatice', 'Mémoire']],
    // Longer, a word in capitals is stressed, not a sigle.
    ['ENTRAÎNER', ['Mémoire']],
  ])('%s', (query, expected) => expect(found(query)).toEqual(expected));
});

describe('the English "AI"', () => {
  const records = [
    { name: 'Tuteur', short_description: "Un tuteur d'IA pour les maths." },
    { name: 'Aide', short_description: 'Aide aux devoirs de maths.' },
    { name: 'Seeing AI', short_description: 'Décrit ce que voit la caméra.' },
    { name: 'Compte', short_description: "J'ai un compte pour la classe." },
  ];
  const aiIndex = searchIndex(records, []);
  const found = (query: string) => search(aiIndex, query).positions.map((position) => records[position].name);
  // Query → names of the results: `ai` searches `ia`, as French records write it, not the start
  // of "aide" in a text; after an elided pronoun it is avoir, a stop word; a name that writes AI,
  // or starts as the whole query, is still found by it.
  it.each([
    ['ai tutor for maths', ['Tuteur']],
    ['AI maths', ['Tuteur']],
    ['ai', ['Aide', 'Tuteur']],
    ["j'ai besoin d'aide en maths", ['Aide']],
    ['seeing ai', ['Seeing AI']],
  ])('%s', (query, expected) => expect(found(query)).toEqual(expected));
});

describe('a word written with and without its hyphen', () => {
  const records = [
    { name: 'Studio', short_description: "Parcours d'e-learning." },
    { name: 'LearningApps', short_description: 'Exercices en ligne.' },
    { name: 'Plateforme', short_description: 'Formations en elearning.' },
    { name: 'Cours', short_description: 'Intelligence et vie artificielle.' },
    { name: 'Courrier', short_description: 'Un e-mail par élève.' },
  ];
  const hyphenIndex = searchIndex(records, []);
  const found = (query: string) => search(hyphenIndex, query).positions.map((position) => records[position].name);
  // Query → names of the results: the same with and without the hyphen; the parts held apart
  // count as whole words ("intelligence … artificielle"), not as the start of any word (`e` of
  // "exercices" beside "LearningApps").
  it.each([
    ['e-learning', ['Studio', 'Plateforme']],
    ['elearning', ['Studio', 'Plateforme']],
    ['e-mail', ['Courrier']],
    ['email', ['Courrier']],
    ['intelligence-artificielle', ['Cours']],
  ])('%s', (query, expected) => expect(found(query)).toEqual(expected));
});

describe('a secondary-school level beside a subject', () => {
  const records = [
    { name: 'Chrono', short_description: 'Un minuteur réglé en quelques secondes.' },
    { name: 'Algo', short_description: 'Exercices d’algorithmique pas à pas.' },
    { name: 'Pyscript', short_description: 'Algorithmique en Python au lycée.' },
    { name: 'Syllabus', short_description: 'Des syllabes pour le CP.' },
    { name: 'Anglais', short_description: 'Apprendre l’anglais.' },
    { name: 'Sons', short_description: 'Apprendre les sons.' },
  ];
  const levelIndex = searchIndex(records, []);
  const found = (query: string) => {
    const { positions, words, dropped } = search(levelIndex, query);
    return { names: positions.map((position) => records[position].name), words, dropped };
  };
  it('is dropped first when no record holds every word, though the subject is the more frequent word', () => {
    expect(found('algorithmique en seconde')).toEqual({ names: ['Algo', 'Pyscript'], words: ['algorithmique'], dropped: ['seconde'] });
    // Held with the subject, it is kept.
    expect(found('algorithmique au lycée')).toEqual({ names: ['Pyscript'], words: ['algorithmique', 'lycée'], dropped: [] });
    // Alone, it is searched like any word.
    expect(found('seconde').names).toEqual(['Chrono']);
  });
  it('is not a primary-school level, which often says what a tool is for', () => {
    expect(found('apprendre les syllabes au cp')).toEqual({ names: ['Syllabus'], words: ['syllabes', 'cp'], dropped: ['apprendre'] });
  });
});

describe('the most frequent word', () => {
  const records = [
    { name: 'Dés', short_description: 'Lancer trois dés.' },
    { name: 'Différencier', short_description: 'Exercices différenciés par niveaux.' },
    { name: 'Calcul', short_description: 'Exercices de calcul.' },
  ];
  const wholeTexts = searchIndex(['Trois dés, trois couleurs.', 'Trois niveaux de difficulté pour les mêmes exercices.', 'Des exercices de calcul en trois minutes.'].map((text) => ({ name: '', short_description: text })));
  const frequencyIndex = searchIndex(records);
  const found = (long?: typeof wholeTexts) => {
    const { positions, words, dropped } = search(frequencyIndex, 'exercices en trois niveaux', undefined, long);
    return { names: positions.map((position) => records[position].name), words, dropped };
  };
  it('is counted in the records of the index searched, without other texts', () => {
    expect(found()).toEqual({ names: ['Dés'], words: ['trois'], dropped: ['exercices', 'niveaux'] });
  });
  it('is counted in the long descriptions when given: the same records, their whole texts', () => {
    expect(found(wholeTexts)).toEqual({ names: ['Différencier'], words: ['exercices', 'niveaux'], dropped: ['trois'] });
  });
});

describe('once words are dropped, with the long descriptions', () => {
  const records = [
    { name: 'Quiz IA', short_description: 'Des quiz générés par IA.' },
    { name: 'Lingo', short_description: 'Cours de langues avec une IA.' },
    { name: 'Atlas', short_description: 'Cartes de géographie.' },
    { name: 'Parle', short_description: 'Conversation orale.' },
    { name: 'Vocab', short_description: 'Vocabulaire des langues.' },
    { name: 'Mots', short_description: 'Vocabulaire illustré.' },
  ];
  const long = searchIndex(
    ['Pour toutes les matières.', 'Espagnol, anglais et allemand, avec un tuteur.', 'Des cartes muettes.', 'Parler espagnol avec une IA.', 'Pour la 4e.', 'Listes en espagnol.'].map((text) => ({ name: '', short_description: text })),
  );
  const short = searchIndex(records);
  const found = (query: string, withLong = true, accept?: (position: number) => boolean) => {
    const { positions, words, dropped } = search(short, query, accept, withLong ? long : undefined);
    return { names: positions.map((position) => records[position].name), words, dropped };
  };
  it('ranks first the records that hold the dropped words too, in their long description', () => {
    // No short description says `espagnol`: it is dropped, and `ia` alone lists its records in
    // the default order; with the long descriptions, Lingo, which teaches Spanish, comes first.
    expect(found('espagnol ia', false)).toEqual({ names: ['Quiz IA', 'Lingo'], words: ['ia'], dropped: ['espagnol'] });
    expect(found('espagnol ia').names.slice(0, 2)).toEqual(['Lingo', 'Quiz IA']);
  });
  it('adds the records that hold the kept words in their long description only, ranked by the words they hold', () => {
    // Parle says `ia` and `espagnol` in its long description only: two words there weigh as
    // much as one in a short description, and a tie keeps the first search's order.
    expect(found('espagnol ia')).toEqual({ names: ['Lingo', 'Quiz IA', 'Parle'], words: ['ia'], dropped: ['espagnol'] });
    expect(found('espagnol ia', true, (position) => records[position].name !== 'Quiz IA').names).toEqual(['Lingo', 'Parle']);
  });
  it('counts a dropped school level for less than a dropped subject', () => {
    // Neither `espagnol` nor `4e` is in a short description: both dropped, `vocabulaire` kept.
    // Mots's long description says the subject, Vocab's the level: Mots first.
    expect(found('vocabulaire espagnol 4e')).toEqual({ names: ['Mots', 'Vocab'], words: ['vocabulaire'], dropped: ['espagnol', '4e'] });
    expect(found('vocabulaire espagnol 4e', false).names).toEqual(['Vocab', 'Mots']);
  });
  it('changes nothing when no word is dropped', () => {
    expect(found('cartes')).toEqual(found('cartes', false));
    expect(found('cartes').names).toEqual(['Atlas']);
  });
});

describe('search', () => {
  // Query → names of the results, best first.
  const cases: Record<string, string[]> = {
    // Exact name, name prefix, every word in the name, then the description; ties in default order.
    // Tags and category names come last.
    quiz: ['Quiz', 'Quizlet', 'Quizz Party', 'Classe quiz', 'Mémo', 'Tablo'],
    // Typos rank below exact matches: exact name prefix, names with a typo, then the description.
    quizz: ['Quizz Party', 'Classe quiz', 'Quiz', 'Quizlet', 'Mémo', 'Tablo'],
    chatgtp: ['ChatGPT'],
    // A typo in the first letter: replaced, missing, one too many, swapped.
    xhatgpt: ['ChatGPT'],
    hatgpt: ['ChatGPT'],
    cchatgpt: ['ChatGPT'],
    hcatgpt: ['ChatGPT'],
    genialy: ['Genially'],
    // Shorter than nine letters, a typo is in a whole word: `genual` is one typo from `genial`,
    // only the start of "Genially".
    genual: [],
    // Whole names compare whatever their spacing.
    'chat gpt': ['ChatGPT'],
    chat: ['ChatGPT', 'Le Chat'],
    'le chat': ['Le Chat', 'ChatGPT'],
    lechat: ['Le Chat'],
    // Words in the name outrank words only in the description, whatever the default order.
    'cartes quiz': ['Quizlet', 'Mémo', 'Tablo'],
    assistant: ['ChatGPT', 'Le Chat'],
    // Folding on both sides.
    coeur: ['Cœur de cible'],
    CŒUR: ['Cœur de cible'],
    EVALUATION: ['Studio'],
    "l'évaluation": ['Studio'],
    'e-learning': ['Studio'],
    elearning: ['Studio'],
    learning: ['Studio'],
    '3d': ['Studio'],
    // Stop words in a longer query do not exclude results.
    'des cartes pour réviser': ['Mémo', 'Quizlet'],
    // The same French stem, below exact and prefix matches.
    dyslexie: ['Lexia'],
    revision: ['Quizlet', 'Mémo'],
    // Tags, and their words, after every name and description match.
    'carte mentale': ['Tablo'],
    accessibilite: ['Lexia'],
    // Synonyms, one word for several and several for one, and two words joined for one.
    flashcards: ['Mémo'],
    'anti plagiat': ['Vérif'],
    // No record matches both: the word found in most records is dropped.
    'cartes dyslexie': ['Lexia'],
    // A word no record holds is dropped first: it could never be matched. The results rank as
    // for the words kept, stop words and dropped words left out.
    'quiz zzzz': ['Quiz', 'Quizlet', 'Quizz Party', 'Classe quiz', 'Mémo', 'Tablo'],
    'faire un quiz': ['Quiz', 'Quizlet', 'Quizz Party', 'Classe quiz', 'Mémo', 'Tablo'],
    'fabriquer une carte mentale': ['Tablo'],
    // A hyphenated query word matches its parts held apart, and its joined form.
    'gestion-classe': ['Classe quiz'],
    'cartes-mémoire': ['Mémo'],
    'mentale-carte': ['Tablo'],
    'assistant-mistral': ['Le Chat'],
    // Each part as a word of a query: its synonyms, its stem.
    'plagiat-textes': ['Vérif'],
    'police-dyslexie': ['Lexia'],
    // No record holds every part: the parts become words of the query, and the most frequent goes.
    'cartes-dyslexie': ['Lexia'],
    // A query of stop words looks in names only: not in "entre" (Vérif's description).
    le: ['Le Chat', 'Lexia'],
    en: [],
    'de la': ['Cœur de cible'],
    // Words of a request, not required beside others (`des élèves dyslexiques`), are searched
    // everywhere when the query has nothing else.
    élèves: ['Studio'],
    outil: ['Cœur de cible'],
    classe: ['Classe quiz'],
    'élèves dyslexiques': ['Lexia'],
    zzzzz: [],
    '': [],
    '!!!': [],
  };
  for (const [query, expected] of Object.entries(cases)) it(JSON.stringify(query), () => expect(names(query)).toEqual(expected));

  it('says which words it used and which it dropped, as the query wrote them', () => {
    expect(search(index, 'Cartes dyslexie')).toMatchObject({ words: ['dyslexie'], dropped: ['cartes'] });
    expect(search(index, 'réviser des cartes')).toMatchObject({ words: ['réviser', 'cartes'], dropped: [] });
    // Words no record holds go first, all at once; then the most frequent.
    expect(search(index, 'zzzz yyyy quiz')).toMatchObject({ words: ['quiz'], dropped: ['zzzz', 'yyyy'] });
    expect(search(index, 'zzzz cartes dyslexie')).toMatchObject({ words: ['dyslexie'], dropped: ['zzzz', 'cartes'] });
    // Every word is dropped but one, and still nothing: a dead end the client can explain.
    // No record holds any: the later of two equally frequent words goes first.
    expect(search(index, 'zzzz yyyy')).toEqual({ positions: [], words: ['zzzz'], dropped: ['yyyy'] });
    // Hyphens and repetitions as written.
    expect(search(index, 'Cartes-Mémoire zzzz cartes-mémoire')).toMatchObject({ words: ['cartes-mémoire'], dropped: ['zzzz'] });
    // A hyphenated word that matches nothing whole is reported by its parts.
    expect(search(index, 'Cartes-Dyslexie')).toMatchObject({ words: ['dyslexie'], dropped: ['cartes'] });
    expect(search(index, 'zzzz-quiz')).toMatchObject({ words: ['quiz'], dropped: ['zzzz'] });
    expect(search(index, '!!!')).toEqual({ positions: [], words: [], dropped: [] });
  });

  it('drops words only when no accepted record matches them all', () => {
    const onlyLexia = (position: number) => RECORDS[position].name === 'Lexia';
    expect(search(index, 'cartes quiz', onlyLexia)).toEqual({ positions: [], words: ['cartes'], dropped: ['quiz'] });
    const notMemo = (position: number) => RECORDS[position].name !== 'Mémo';
    expect(search(index, 'cartes quiz', notMemo).positions.map((position) => RECORDS[position].name)).toEqual(['Quizlet', 'Tablo']);
    // Which word no record holds, and which is the most frequent, among the records kept: not
    // Lexia's `dyslexie`, which none of them holds, though `cartes` is the more frequent overall.
    const notLexia = (position: number) => RECORDS[position].name !== 'Lexia';
    expect(search(index, 'cartes dyslexie', notLexia)).toMatchObject({ words: ['cartes'], dropped: ['dyslexie'] });
    expect(search(index, 'cartes dyslexie', notLexia).positions.map((position) => RECORDS[position].name)).toEqual(['Mémo', 'Quizlet', 'Tablo']);
    expect(search(index, 'cartes-dyslexie', notLexia)).toMatchObject({ words: ['cartes'], dropped: ['dyslexie'] });
  });

  it('answers the same with the term matches a request made before, whatever the filters', () => {
    const made: MadeMatches = new Map();
    const accepts = [undefined, (position: number) => position % 2 === 0, (position: number) => position % 3 !== 0];
    for (const accept of accepts) {
      for (const query of [...Object.keys(cases), 'cartes quiz', 'cartes-dyslexie', 'zzzz-quiz']) expect(search(index, query, accept, index, made)).toEqual(search(index, query, accept, index));
    }
    expect(made.get(index)?.size).toBeGreaterThan(Object.keys(cases).length);
  });

  it('answers the same from the index as the build writes it (JSON)', () => {
    const parsed = JSON.parse(JSON.stringify(index)) as typeof index;
    for (const query of Object.keys(cases)) expect(search(parsed, query)).toEqual(search(index, query));
  });

  it('finds nothing in an empty directory', () => {
    expect(search(searchIndex([]), 'quiz').positions).toEqual([]);
  });

  it('folds a record into its name key, name words and description words less stop words', () => {
    expect(searchEntry({ name: 'Le Chat', short_description: "L'assistant de Mistral", tags: ['chatbot', 'Assistants IA et chatbots'] })).toEqual({
      key: 'lechat',
      name: ['le', 'chat'],
      description: ['assistant', 'mistral'],
      tags: ['chatbot', 'assistants', 'ia', 'chatbots'],
    });
  });

  it('keeps positions right past the first digit of the postings (more than 32 records), long postings out of the vocabulary', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ name: `Outil ${i}`, short_description: i % 7 === 0 ? 'Quiz.' : 'Autre.' }));
    const built = searchIndex(many);
    const part = built.parts[0]!;
    expect(built.parts).toHaveLength(1);
    // Words of many records keep only an offset among the words; words of a few keep their postings.
    expect(part.words).toMatch(/(^| )quiz!@[^ ]+( |$)/);
    expect(part.words).toMatch(/(^| )999![^@]/);
    expect(search(built, 'quiz').positions).toEqual(many.flatMap((_, i) => (i % 7 === 0 ? [i] : [])));
    expect(search(built, 'quizz').positions).toEqual(many.flatMap((_, i) => (i % 7 === 0 ? [i] : [])));
    expect(search(built, 'outils').positions).toHaveLength(1000);
    // A damaged offset (none, or one past the end) finds nothing there, and returns.
    for (const damage of ['@', '@99999z']) {
      const damaged = { ...built, parts: [{ ...part, words: part.words.replace(/(^| )quiz!@[^ ]+/, `$1quiz!${damage}`) }] };
      expect(search(damaged, 'quiz').positions).toEqual([]);
    }
  });
});

describe('search against a plain reading of the rules', () => {
  /**
   * The rules of API.md written as plainly as possible, record by record and word by word:
   * the index must give the same answers, typos in every position included.
   */
  const stems = new Map<string, string>();
  const stemOf = (word: string) => stems.get(word) ?? (stems.set(word, stem(word)), stems.get(word)!);

  function reference(entries: readonly SearchEntry[], query: string): number[] {
    const { terms, parts, key, sigles } = queryWords(query);
    if (terms.length === 0) return [];
    const pairs = terms.slice(1).map((term, i) => terms[i] + term);
    // Whether a word of a record is near a query word, remembered per query word: records share words.
    const nearWords = new Map<string, Map<string, boolean>>();
    const bits = (entry: SearchEntry, word: string, typo: boolean, stemmed: boolean, nameOnly = false, whole = false) => {
      // A word written as a sigle matches whole words only.
      const exact = (field: string[]) => field.some((w) => (whole ? w === word : w.startsWith(word)));
      const known = nearWords.get(`${word} ${typo} ${stemmed}`) ?? new Map<string, boolean>();
      nearWords.set(`${word} ${typo} ${stemmed}`, known);
      const isNear = (w: string) => known.get(w) ?? known.set(w, (typo && typoPrefix(word, w)) || (stemmed && stemOf(w) === stemOf(word))).get(w)!;
      const near = (field: string[]) => field.some(isNear);
      const inName = (exact(entry.name) ? MATCH.inName : 0) | (near(entry.name) ? MATCH.typoInName : 0);
      if (nameOnly) return inName;
      return inName | (exact(entry.description) ? MATCH.inDescription : 0) | (near(entry.description) ? MATCH.typoInDescription : 0) | (exact(entry.tags) || near(entry.tags) ? MATCH.inTags : 0);
    };
    // A hyphenated word's parts, each a whole word (typos, stems, pairs as a query's words):
    // one match where the record matches them all, exact where every part is exact in its field.
    const compound = (entry: SearchEntry, words: readonly string[]) => {
      if (words.length === 0) return 0;
      const found = words.map(
        (word, j) =>
          bits(entry, word, word.length >= TYPO_MIN_LENGTH, true, false, true) |
          (j > 0 ? bits(entry, words[j - 1] + word, false, false) : 0) |
          (j < words.length - 1 ? bits(entry, word + words[j + 1], false, false) : 0),
      );
      if (found.some((part) => part === 0)) return 0;
      if (found.every((part) => part & (MATCH.inName | MATCH.typoInName))) return found.every((part) => part & MATCH.inName) ? MATCH.inName : MATCH.typoInName;
      if (!found.every((part) => part & ~MATCH.inTags)) return MATCH.inTags;
      return found.every((part) => part & (MATCH.inName | MATCH.inDescription)) ? MATCH.inDescription : MATCH.typoInDescription;
    };
    const found = entries.map((entry) =>
      terms.map((term, i) => {
        // A query of function words looks in names only.
        const stopWord = FUNCTION_WORDS.has(term);
        return (
          bits(entry, term, term.length >= TYPO_MIN_LENGTH, !stopWord, stopWord && !sigles[i], sigles[i]) |
          compound(entry, parts[i]) |
          (i > 0 ? bits(entry, pairs[i - 1], false, false, stopWord) : 0) |
          (i < pairs.length ? bits(entry, pairs[i], false, false, stopWord) : 0)
        );
      }),
    );
    let kept = terms.map((_, i) => i);
    for (;;) {
      const ranked: [rank: number, position: number][] = [];
      // A name is compared with the whole query and with the words kept; an exact name wins.
      const keys = [key, kept.map((i) => terms[i]).join('')];
      entries.forEach((entry, position) => {
        if (keys.includes(entry.key)) return ranked.push([RANK.exactName, position]);
        if (keys.some((k) => entry.key.startsWith(k))) return ranked.push([RANK.namePrefix, position]);
        const rank = rankOfMatches(kept.map((i) => found[position][i]));
        if (rank !== undefined) ranked.push([rank, position]);
      });
      if (ranked.length > 0) return ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, position]) => position);
      const frequency = (i: number) => found.filter((record) => record[i] !== 0).length;
      // A hyphenated word that no record holds whole: its parts as words of the query.
      if (kept.some((i) => parts[i].length > 0 && frequency(i) === 0)) return reference(entries, separateWords(query));
      if (kept.length === 1) return [];
      // Words no record holds go first, unless every word is one.
      const held = kept.filter((i) => frequency(i) > 0);
      if (held.length > 0 && held.length < kept.length) {
        kept = held;
        continue;
      }
      const frequent = kept.reduce((a, b) => (frequency(b) >= frequency(a) ? b : a));
      kept = kept.filter((i) => i !== frequent);
    }
  }

  /** Every single edit of `word`: deletions, swaps, substitutions and insertions of a few letters. */
  function edits(word: string): string[] {
    const result = new Set<string>();
    for (let i = 0; i <= word.length; i++) {
      if (i < word.length) result.add(word.slice(0, i) + word.slice(i + 1));
      if (i < word.length - 1) result.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      for (const letter of 'aeoz') {
        if (i < word.length) result.add(word.slice(0, i) + letter + word.slice(i + 1));
        result.add(word.slice(0, i) + letter + word.slice(i));
      }
    }
    return [...result];
  }

  const records = syntheticTools(300, 7);
  const built = searchIndex(records);
  const entries = records.map(searchEntry);

  /** Every single edit of words of the records, one in `every` of the vocabulary's words of five letters or more. */
  function agreesOnEdits(records: readonly SearchRecord[], every: number): void {
    const built = searchIndex(records);
    const entries = records.map(searchEntry);
    const vocabulary = [...new Set(records.flatMap((record) => [...words(record.name), ...words(record.short_description)]))].sort();
    for (const word of vocabulary.filter((word, i) => word.length >= 5 && i % every === 0)) {
      for (const query of [word, word.slice(0, 3), ...edits(word)]) expect(search(built, query).positions, query).toEqual(reference(entries, query));
    }
  }

  it('agrees on every single edit of words of the records', () => agreesOnEdits(records, 9));

  it('agrees, over an index read part by part as searchParts names them, with the whole index, and never finds a part missing', () => {
    const many = syntheticTools(3000, 7);
    const whole = searchIndex(many, SYNONYMS);
    expect(whole.parts.length).toBeGreaterThan(3);
    const vocabulary = [...new Set(many.flatMap((record) => [...words(record.name), ...words(record.short_description)]))].sort();
    const queries = vocabulary.filter((word, i) => word.length >= 5 && i % 97 === 0).flatMap((word) => [word, word.slice(0, 3), ...edits(word)]);
    queries.push('carte mentale', 'flashcards', 'anti plagiat', 'chatgpt', 'xhatgpt', 'hatgpt', 'intelligence-artificielle', 'le chat', 'zzzz');
    const readParts: number[] = [];
    for (const query of queries) {
      const partial: SearchIndex = { ...whole, parts: whole.parts.map(() => undefined) };
      const missingParts = searchParts(partial, query);
      for (let missing = missingParts(); missing.length > 0; missing = missingParts()) {
        for (const part of missing) partial.parts[part] = whole.parts[part];
      }
      readParts.push(partial.parts.filter((part) => part !== undefined).length);
      expect(search(partial, query), query).toEqual(search(whole, query));
    }
    // Most searches read half the parts or fewer.
    expect(readParts.filter((count) => count <= whole.parts.length / 2).length).toBeGreaterThan(queries.length * 0.9);
  });

  it('names the part a search needs and was not given', () => {
    const whole = searchIndex(syntheticTools(3000, 7));
    const query = vocabularyOf(whole).find((word) => word.length > 5)!;
    const partial = { ...whole, parts: whole.parts.map(() => undefined) };
    const thrown = (() => {
      try {
        search(partial, query);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(MissingPart);
    expect(searchParts(partial, query)()).toContain((thrown as MissingPart).part);
    expect((thrown as MissingPart).index).toBe(partial);
  });

  it('agrees on every single edit where typos are looked up letter by letter (3,000 records)', () => {
    const many = syntheticTools(3000, 7);
    // Words that start with the same letter fill more than a run that is checked word by word.
    const runs = vocabularyOf(searchIndex(many)).reduce((sizes, entry) => sizes.set(entry[0], (sizes.get(entry[0]) ?? 0) + entry.length + 1), new Map<string, number>());
    expect(Math.max(...runs.values())).toBeGreaterThan(8 * TYPO_SCAN_CHARACTERS);
    agreesOnEdits(many, 331);
  });

  it('agrees on queries of several words, names, pairs and hyphenated words', () => {
    const queries = records.slice(0, 60).flatMap((record) => {
      const [first, second] = words(record.short_description).filter((word) => word.length > 3);
      return [record.name, record.name.toUpperCase(), `${first} ${second}`, `${first.slice(0, 3).toUpperCase()} ${second}`, `${second} ${first.slice(0, 4)}`, record.name.replace(/(.)(.)/, '$2$1'), `${first}-${second}`, `${second.replace(/(.)(.)/, '$2$1')}-${first.slice(0, 4)}`];
    });
    for (const query of queries) expect(search(built, query).positions, query).toEqual(reference(entries, query));
  });
});

/** The words of an index's vocabulary, with their postings, part after part. */
function vocabularyOf(index: SearchIndex): string[] {
  return index.parts.flatMap((part) => part!.words.split(' '));
}
