import { describe, expect, it } from 'vitest';
import { stemmer } from '@orama/stemmers/french';
import { fold, nameKey, phraseStems, queryWords, separateWords, sigleWords, stem, typoPrefix, words, type QueryWords } from '../../src/search/text.ts';

describe('fold', () => {
  const cases: Record<string, string> = {
    Élève: 'eleve',
    ÉCRITURE: 'ecriture',
    Cœur: 'coeur',
    ŒUVRE: 'oeuvre',
    ÆTHER: 'aether',
    'ex æquo': 'ex aequo',
    ﬁche: 'fiche',
    Straße: 'strasse',
    'Ça naïve': 'ca naive',
    'e\u00adlearning': 'elearning',
    'lʼIA': "l'ia",
    // Accents already split off (NFD), and letters of other scripts, fold the same way.
    'E\u0301le\u0300ve': 'eleve',
    'Ελληνικά': 'ελληνικα',
    '': '',
  };
  for (const [input, expected] of Object.entries(cases)) it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => expect(fold(input)).toBe(expected));
});

describe('words', () => {
  const cases: Record<string, string[]> = {
    "l'IA": ['l', 'ia'],
    'l’évaluation': ['l', 'evaluation'],
    'lʼIA': ['l', 'ia'],
    'e-learning': ['e', 'learning', 'elearning'],
    'e\u2011learning': ['e', 'learning', 'elearning'],
    '3D': ['3d'],
    'draw.io': ['draw', 'io', 'drawio'],
    'M@gistère': ['m', 'gistere', 'mgistere'],
    'Read&Write': ['read', 'write', 'readwrite'],
    'Kahoot!': ['kahoot'],
    'Cœur, œuvre.': ['coeur', 'oeuvre'],
    'lecture/écriture': ['lecture', 'ecriture'],
    'élève·s': ['eleve', 's', 'eleves'],
    'A – B': ['a', 'b'],
    'Яндекс Алиса': ['яндекс', 'алиса'],
    'Draw.IO|3D': ['draw', 'io', '3d', 'drawio3d'],
    '': [],
  };
  for (const [input, expected] of Object.entries(cases)) it(JSON.stringify(input), () => expect(words(input)).toEqual(expected));
});

describe('nameKey', () => {
  const cases: Record<string, string> = {
    'France-ioi': 'franceioi',
    'Le Chat': 'lechat',
    'M@gistère': 'mgistere',
    'Wolfram|Alpha': 'wolframalpha',
    'Cœur de cible': 'coeurdecible',
  };
  for (const [input, expected] of Object.entries(cases)) it(JSON.stringify(input), () => expect(nameKey(input)).toBe(expected));
});

describe('queryWords', () => {
  // `sigles` left out: none.
  const cases: Record<string, Omit<QueryWords, 'sigles'> & Partial<QueryWords>> = {
    "Créer l'évaluation": { terms: ['creer', 'evaluation'], parts: [[], []], shown: ['créer', 'évaluation'], key: 'creerlevaluation' },
    // A hyphenated word: joined, and its parts for records that hold them apart; shown as written.
    'e-learning': { terms: ['elearning'], parts: [['e', 'learning']], shown: ['e-learning'], key: 'elearning' },
    'Intelligence-Artificielle': { terms: ['intelligenceartificielle'], parts: [['intelligence', 'artificielle']], shown: ['intelligence-artificielle'], key: 'intelligenceartificielle' },
    // Stop words among the parts never exclude a result; each part once.
    'mise-en-page': { terms: ['miseenpage'], parts: [['mise', 'page']], shown: ['mise-en-page'], key: 'miseenpage' },
    // Negations, adverbs and the verbs of a wish ask for nothing a tool says.
    'pictogrammes pour un élève non verbal': { terms: ['pictogrammes', 'verbal'], parts: [[], []], shown: ['pictogrammes', 'verbal'], key: 'pictogrammespourunelevenonverbal' },
    // The moment of a lesson or a year is when, not what: `début` kept three tools that name a start.
    'préparer des questions flash en début de cours': { terms: ['preparer', 'questions', 'flash', 'cours'], parts: [[], [], [], []], shown: ['préparer', 'questions', 'flash', 'cours'], key: 'preparerdesquestionsflashendebutdecours' },
    'un questionnaire à la fin de la formation': { terms: ['questionnaire', 'formation'], parts: [[], []], shown: ['questionnaire', 'formation'], key: 'unquestionnairealafindelaformation' },
    // Who speaks (être, avoir: Snowball's list) is not what is wanted: `suis` matched "Suisse".
    'je suis CPE, nous avions des retards': { terms: ['cpe', 'retards'], parts: [[], []], shown: ['cpe', 'retards'], sigles: [true, false], key: 'jesuiscpenousavionsdesretards' },
    // A query of them alone searches them all.
    'je voudrais tout comme avant': { terms: ['je', 'voudrais', 'tout', 'comme', 'avant'], parts: [[], [], [], [], []], shown: ['je', 'voudrais', 'tout', 'comme', 'avant'], key: 'jevoudraistoutcommeavant' },
    'vis-à-vis': { terms: ['visavis'], parts: [['vis']], shown: ['vis-à-vis'], key: 'visavis' },
    // Knowing is the request, not its object: "je ne sais pas quel identifiant…" searched `sais`.
    'je veux savoir si un article a été contredit': { terms: ['article', 'contredit'], parts: [[], []], shown: ['article', 'contredit'], key: 'jeveuxsavoirsiunarticleaetecontredit' },
    // A hyphenated word made of stop words is one: "…écrits eux-mêmes" searched `eux-mêmes`.
    'des contes écrits par eux-mêmes': { terms: ['contes', 'ecrits'], parts: [[], []], shown: ['contes', 'écrits'], key: 'descontesecritspareuxmemes' },
    'peut-être un quiz': { terms: ['quiz'], parts: [[]], shown: ['quiz'], key: 'peutetreunquiz' },
    // `m` is an elided stop word (m')
    'M@gistère': { terms: ['mgistere'], parts: [['gistere']], shown: ['m@gistère'], key: 'mgistere' },
    'le chat': { terms: ['chat'], parts: [[]], shown: ['chat'], key: 'lechat' },
    'Chat GPT': { terms: ['chat', 'gpt'], parts: [[], []], shown: ['chat', 'gpt'], sigles: [false, true], key: 'chatgpt' },
    'des cartes pour réviser': { terms: ['cartes', 'reviser'], parts: [[], []], shown: ['cartes', 'réviser'], key: 'descartespourreviser' },
    'de la': { terms: ['de', 'la'], parts: [[], []], shown: ['de', 'la'], key: 'dela' },
    // A query of stop words: its request words, else all less the elided ones, else all.
    'un élève': { terms: ['eleve'], parts: [[]], shown: ['élève'], key: 'uneleve' },
    'Mes élèves': { terms: ['eleves'], parts: [[]], shown: ['élèves'], key: 'meseleves' },
    'les outils de la classe': { terms: ['outils', 'classe'], parts: [[], []], shown: ['outils', 'classe'], key: 'lesoutilsdelaclasse' },
    "l'élève": { terms: ['eleve'], parts: [[]], shown: ['élève'], key: 'leleve' },
    "l'": { terms: ['l'], parts: [[]], shown: ['l'], key: 'l' },
    "qu'est-ce qu'un quiz": { terms: ['quiz'], parts: [[]], shown: ['quiz'], key: 'questcequunquiz' },
    // Words true of every tool are stop words: they never exclude a result.
    'faire un quiz': { terms: ['quiz'], parts: [[]], shown: ['quiz'], key: 'faireunquiz' },
    'Construire un quiz': { terms: ['quiz'], parts: [[]], shown: ['quiz'], key: 'construireunquiz' },
    "élève qui a du mal à lire": { terms: ['lire'], parts: [[]], shown: ['lire'], key: 'elevequiadumalalire' },
    // `créer` tells what a tool does: kept.
    'créer un quiz': { terms: ['creer', 'quiz'], parts: [[], []], shown: ['créer', 'quiz'], key: 'creerunquiz' },
    'ÉLÈVE dyslexique': { terms: ['dyslexique'], parts: [[]], shown: ['dyslexique'], key: 'elevedyslexique' },
    'CŒUR': { terms: ['coeur'], parts: [[]], shown: ['cœur'], sigles: [true], key: 'coeur' },
    // A repeated word is one term, shown as first written.
    'Quiz quiz QUIZ': { terms: ['quiz'], parts: [[]], shown: ['quiz'], key: 'quizquizquiz' },
    'le le': { terms: ['le'], parts: [[]], shown: ['le'], key: 'lele' },
    // A modifier apostrophe splits words as a plain one does.
    'lʼIA': { terms: ['ia'], parts: [[]], shown: ['ia'], key: 'lia' },
    '  !?  ': { terms: [], parts: [], shown: [], key: '' },
    'Quiz-Maker 3D': { terms: ['quizmaker', '3d'], parts: [['quiz', 'maker'], []], shown: ['quiz-maker', '3d'], sigles: [false, true], key: 'quizmaker3d' },
    'Алиса ÉCRIT': { terms: ['алиса', 'ecrit'], parts: [[], []], shown: ['алиса', 'écrit'], key: 'алисаecrit' },
    // A stop word written as a sigle is a word: `SES`, sciences économiques et sociales.
    SES: { terms: ['ses'], parts: [[]], shown: ['ses'], sigles: [true], key: 'ses' },
    'cours de SES en 1re': { terms: ['cours', 'ses', '1re'], parts: [[], [], []], shown: ['cours', 'ses', '1re'], sigles: [false, true, false], key: 'coursdesesen1re' },
    // Any word so written is a sigle, matched whole (`ENT`, not "entraîner"); not a longer word
    // written in capitals for emphasis, nor a number.
    "l'ENT du collège en CM2": { terms: ['ent', 'college', 'cm2'], parts: [[], [], []], shown: ['ent', 'collège', 'cm2'], sigles: [true, false, true], key: 'lentducollegeencm2' },
    'ÉCRIT en 2024': { terms: ['ecrit', '2024'], parts: [[], []], shown: ['écrit', '2024'], key: 'ecriten2024' },
    // Not in a query that shouts every word, nor where only its first letter is a capital.
    'COURS DE SES': { terms: ['cours'], parts: [[]], shown: ['cours'], key: 'coursdeses' },
    'Ses élèves': { terms: ['eleves'], parts: [[]], shown: ['élèves'], key: 'seseleves' },
    // English function words ask for nothing either: `for` found "Formative" by its start.
    'Tools for blind students': { terms: ['blind'], parts: [[]], shown: ['blind'], key: 'toolsforblindstudents' },
    'Coding for kids': { terms: ['coding', 'kids'], parts: [[], []], shown: ['coding', 'kids'], key: 'codingforkids' },
    'Spotify for Creators': { terms: ['spotify', 'creators'], parts: [[], []], shown: ['spotify', 'creators'], key: 'spotifyforcreators' },
    // Nor English request words, but alone.
    'the best app for my students': { terms: ['best', 'app', 'students'], parts: [[], [], []], shown: ['best', 'app', 'students'], key: 'thebestappformystudents' },
    'software to make a timeline': { terms: ['timeline'], parts: [[]], shown: ['timeline'], key: 'softwaretomakeatimeline' },
    // `free` says the price, not the tool: it found FreeCAD, Freepik and Freeplane by their start.
    'free video editor': { terms: ['video', 'editor'], parts: [[], []], shown: ['video', 'editor'], key: 'freevideoeditor' },
    // `ai` is the English "AI", which French records write `ia`, but after an elided pronoun,
    // where it is avoir ("j'ai", "je n'ai", "je l'ai", typed without apostrophe too).
    'I want an AI chatbot my students can practice Spanish with': { terms: ['ia', 'chatbot', 'practice', 'spanish'], parts: [[], [], [], []], shown: ['ai', 'chatbot', 'practice', 'spanish'], sigles: [true, false, false, false], key: 'iwantanaichatbotmystudentscanpracticespanishwith' },
    'ai tutor for math': { terms: ['ia', 'tutor', 'math'], parts: [[], [], []], shown: ['ai', 'tutor', 'math'], key: 'aitutorformath' },
    // Within a hyphenated word it stays a stop word, left out of the parts: required whole
    // beside "generated", `ia` left 2 results of the 14 of a request to detect AI-generated text.
    'AI-generated text': { terms: ['aigenerated', 'text'], parts: [['generated'], []], shown: ['ai-generated', 'text'], key: 'aigeneratedtext' },
    "j'ai un élève autiste": { terms: ['autiste'], parts: [[]], shown: ['autiste'], key: 'jaiuneleveautiste' },
    'je n ai pas de compte': { terms: ['compte'], parts: [[]], shown: ['compte'], key: 'jenaipasdecompte' },
    "je l'ai déjà": { terms: ['deja'], parts: [[]], shown: ['déjà'], key: 'jelaideja' },
    // The verbs of an English request, as `make`: `run` found Runway by its start.
    'run an llm locally': { terms: ['llm', 'locally'], parts: [[], []], shown: ['llm', 'locally'], key: 'runanllmlocally' },
    'set up a quiz they can keep using': { terms: ['quiz'], parts: [[]], shown: ['quiz'], key: 'setupaquiztheycankeepusing' },
    'give every student a mini whiteboard': { terms: ['mini', 'whiteboard'], parts: [[], []], shown: ['mini', 'whiteboard'], key: 'giveeverystudentaminiwhiteboard' },
    // `show`, `build` and `turn` as `make`; `but`, `during`, `without`, `instead` as `mais`,
    // `pendant`, `sans`: "show live captions…" found Showbie by its start, "…but I don't want…" kept `but`.
    'show live captions during my lessons': { terms: ['live', 'captions', 'lessons'], parts: [[], [], []], shown: ['live', 'captions', 'lessons'], key: 'showlivecaptionsduringmylessons' },
    'build a phone app without ads, but not instead of class': { terms: ['phone', 'ads'], parts: [[], []], shown: ['phone', 'ads'], key: 'buildaphoneappwithoutadsbutnotinsteadofclass' },
    'turn my notes into flashcards': { terms: ['notes', 'flashcards'], parts: [[], []], shown: ['notes', 'flashcards'], key: 'turnmynotesintoflashcards' },
    // Teachers in English requests, family in French ones: whom a tool serves, as `élève`.
    'I teach Latin': { terms: ['latin'], parts: [[]], shown: ['latin'], key: 'iteachlatin' },
    'ma fille est en 3e et bloque en maths': { terms: ['3e', 'bloque', 'maths'], parts: [[], [], []], shown: ['3e', 'bloque', 'maths'], sigles: [false, false, false], key: 'mafilleesten3eetbloqueenmaths' },
    // Not the English words that are French ones a request needs: "thèses" folded, gold.
    'these or': { terms: ['these', 'or'], parts: [[], []], shown: ['these', 'or'], key: 'theseor' },
  };
  for (const [input, expected] of Object.entries(cases)) it(JSON.stringify(input), () => expect(queryWords(input)).toEqual({ sigles: expected.terms.map(() => false), ...expected }));
});

describe('sigleWords', () => {
  const cases: Record<string, string[]> = {
    'En SES et en SI, ses élèves…': ['ses', 'si'],
    // Parts of a hyphenated word, accents folded; not one letter, nor a word with a lower-case one.
    'SVT-SES À faire en CE1, ÉTÉ, Ses': ['svt', 'ses', 'ce1', 'ete'],
  };
  for (const [input, expected] of Object.entries(cases)) it(JSON.stringify(input), () => expect([...sigleWords(input)]).toEqual(expected));
});

describe('separateWords', () => {
  const cases: Record<string, string> = {
    'histoire-géographie': 'histoire géographie',
    "l'auto‑évaluation": "l'auto évaluation",
    'micro:bit Read&Write': 'micro bit Read Write',
    'élève·s --x': 'élève s   x',
    'carte mentale': 'carte mentale',
  };
  for (const [input, expected] of Object.entries(cases)) it(JSON.stringify(input), () => expect(separateWords(input)).toBe(expected));
});

describe('stem', () => {
  // Words that a French reader takes for the same word share a stem; others do not.
  const cases: Record<string, string> = {
    'dyslexie dyslexique': 'same',
    'presentation presentations': 'same',
    'corriger corrige': 'same',
    'revision reviser': 'same',
    'lycee lycees': 'same',
    'traduire traduction': 'different',
    'quiz quizlet': 'different',
  };
  for (const [input, expected] of Object.entries(cases)) {
    const [a, b] = input.split(' ');
    it(input, () => expect(stem(a) === stem(b) ? 'same' : 'different').toBe(expected));
  }

  it('gives every word the stemmer’s stem, however often it is asked, past the stems it keeps', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `${i.toString(36)}ations`);
    const stems = many.map(stemmer);
    expect(many.map(stem)).toEqual(stems);
    expect([...many].reverse().map(stem)).toEqual([...stems].reverse());
  });
});

describe('phraseStems', () => {
  // A synonym as the search matches it: folded, stop words out, each word stemmed.
  const cases: Record<string, string> = {
    'Cartes de mémoire': 'cart memoir',
    'cartes mémoire': 'cart memoir',
    présentations: 'present',
    'inversé inversée': 'invers inverse',
    "jeu d'évasion": 'jeu evas',
  };
  for (const [input, expected] of Object.entries(cases)) it(JSON.stringify(input), () => expect(phraseStems(input)).toBe(expected));
});

describe('typoPrefix', () => {
  // `term word` → whether the term matches the word (or, long enough, its start) with exactly one typo.
  const cases: Record<string, boolean> = {
    'chatgtp chatgpt': true, // swap
    'mentimetre mentimeter': true, // swap
    'xhatgpt chatgpt': true, // substitution, first letter
    'genialy genially': true, // a letter missing
    'hatgpt chatgpt': true, // first letter missing
    'kahot kahoot': true,
    'quizz quiz': true, // a letter too many, against the whole word
    'cchatgpt chatgpt': true,
    'cartes carte': true,
    'quizz quizlet': true, // the last letter typed twice, against the start of the word
    'deepl deploiement': false, // a letter doubled inside the term is spelling
    'organigrame organigrammes': true, // nine letters or more: a typo in the start of the word
    'dictionaire dictionnaires': true,
    'genual genially': false, // shorter: a typo in a whole word only
    'gneial genially': false,
    'padet palette': false, // `palet`, one typo from `padet`, is only the start of "palette"
    'sourd sources': false,
    'synthese synthesia': false,
    'geogebre geogebra': true, // whole words
    'scrach scratch': true,
    'duolinguo duolingo': true,
    'coeur cours': false, // `cour` is only the start of "cours"
    'chatbot chatgpt': false, // two edits
    'chatgpt chatgpt': false, // exact, not a typo
    'chat chatgpt': false, // exact prefix, not a typo
    'genially genial': false, // the word would have to be two letters longer
  };
  for (const [input, expected] of Object.entries(cases)) {
    const [term, word] = input.split(' ');
    it(input, () => expect(typoPrefix(term, word)).toBe(expected));
  }
});
