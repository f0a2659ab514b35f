/**
 * Synthetic tools for benchmarks: a fixed-seed generator of records shaped like the content's
 * tools, with French-like names and descriptions (accents, apostrophes, hyphens, ligatures,
 * digits), so that figures measured at 10,000 or 100,000 tools mean something for the real
 * directory. Never written into `content/`: benchmarks build what they need in memory.
 *
 * @example syntheticTools(2)[0] deep equals the same record on every run and every machine
 */

import type { Directory, Tool } from '../src/content/directory.ts';

/** A generated tool, with the fields of a content record that the list and search read. */
export interface SyntheticTool {
  slug: string;
  name: string;
  short_description: string;
  category: string;
  pricing: 'free' | 'freemium' | 'paid' | 'enterprise';
  has_education_pricing: boolean;
  /** Interface languages and tags, spread by position (they draw nothing from the generator). */
  languages: string[];
  tags: string[];
  /** Named after the tool; a tool named as an earlier one has its own, as the validator asks of namesakes. */
  vendor: string;
}

/** Category slugs of the real directory (`content/categories.yaml`). */
const CATEGORIES = [
  'assistants-ia', 'ecriture-correction', 'images', 'video', 'audio-voix', 'quiz-evaluation', 'presentations',
  'plateformes-apprentissage', 'accessibilite-dys', 'langues', 'maths-sciences', 'programmation',
  'recherche-documentation', 'traduction', 'notes-productivite', 'detection-ia-plagiat',
  'services-publics-education', 'collaboration', 'cartes-mentales', 'creation-ressources', 'revision-memorisation',
];

/** Tags of the real vocabulary (`content/tags.yaml`, which bench/content.ts copies into the synthetic folder). */
const TAGS = ['ia', 'quiz', 'video', 'podcast', 'langues-vivantes', 'mathematiques', 'lecture', 'redaction', 'collaboration', 'evaluation', 'revision', 'accessibilite', 'dyslexie', 'presentation', 'carte-mentale'];
const LANGUAGES = [['fr'], ['en'], ['fr', 'en'], ['fr', 'en', 'de', 'es']];

/** Pricing as the real directory spreads it (117 free, 212 freemium, 29 paid, 8 enterprise). */
const PRICING: [SyntheticTool['pricing'], number][] = [['free', 117], ['freemium', 212], ['paid', 29], ['enterprise', 8]];

const NAME_STARTS = [
  'Quiz', 'Mind', 'Édu', 'Class', 'Lingo', 'Math', 'Note', 'Scrib', 'Lumi', 'Digi', 'Vox', 'Pix', 'Créa', 'Géo',
  'Lexi', 'Dys', 'Brain', 'Study', 'Kid', 'Prof', 'Campus', 'Savoir', 'Cœur', 'Tuto', 'Expo', 'Ciné', 'Phono',
  'Carto', 'Algo', 'Robo', 'Chrono', 'Mémo', 'Gram', 'Ortho', 'Verbo', 'Sono', 'Vidéo', 'Info', 'Bio', 'Chimi',
  'Astro', 'Histo', 'Lecto', 'Scola', 'Tablo', 'Kréa', 'Zéro', 'Wiki', 'Data', 'Tempo',
];
const NAME_ENDS = [
  'ly', 'io', 'ify', 'lab', 'ora', 'ix', 'éo', 'mate', 'ko', 'net', 'ia', 'pad', 'box', 'flow', 'ème', 'ette',
  'on', 'us', 'it', 'ary', 'zen', 'cast', 'mind', 'board', 'kit', 'hub', 'bot', 'wise', 'nova', 'fy',
];
const NAME_EXTRAS = ['Studio', 'AI', 'Pro', 'École', 'Classe', 'Junior', 'Labs', '3D', 'Live', 'Plus', 'Go', 'Éduc', 'Cloud', 'Maker'];
const SYLLABLES = ['ba', 'ké', 'lo', 'mi', 'nu', 'pa', 'ri', 'so', 'ta', 'vé', 'zi', 'dra', 'pli', 'tro', 'gné', 'chu', 'fla', 'qui', 'ro', 'ly'];

/** Kinds of tool, with their grammatical gender: qualifiers agree with them. */
const KINDS: [kind: string, feminine: boolean][] = [
  ['Plateforme', true], ['Application', true], ['Outil en ligne', false], ['Logiciel libre', false],
  ['Service gratuit', false], ['Extension de navigateur', true], ['Assistant d’IA', false], ['Générateur', false],
  ['Éditeur', false], ['Banque de ressources', true], ['Site associatif', false], ['Studio en ligne', false],
];
const QUALIFIERS: [masculine: string, feminine: string][] = [
  ['français', 'française'], ['collaboratif', 'collaborative'], ['gratuit', 'gratuite'], ['open source', 'open source'],
  ['pensé pour l’école', 'pensée pour l’école'], ['conçu pour les enseignants', 'conçue pour les enseignants'],
  ['hébergé en Europe', 'hébergée en Europe'], ['accessible sans compte', 'accessible sans compte'],
  ['multilingue', 'multilingue'], ['adapté aux élèves dys', 'adaptée aux élèves dys'], ['à but non lucratif', 'à but non lucratif'],
];
const ACTIONS = [
  'créer', 'générer', 'corriger', 'réviser', 'traduire', 'annoter', 'partager', 'évaluer', 'organiser', 'résumer',
  'transcrire', 'enregistrer', 'illustrer', 'programmer', 'dessiner', 'mémoriser', 'présenter', 'simuler',
  'monter', 'sous-titrer', 'rédiger', 'reformuler', 'lire à voix haute', 'comparer', 'apprendre',
];
const OBJECTS = [
  'des quiz interactifs', 'des cartes mentales', 'des exercices de mathématiques', 'des vidéos pédagogiques',
  'des podcasts', 'des présentations animées', 'des fiches de révision', 'des textes adaptés', 'des images par IA',
  'des frises chronologiques', 'des évaluations formatives', 'des cours en ligne', 'des parcours d’e-learning',
  'des murs collaboratifs', 'des cartes mémoire', 'des schémas', 'des simulations de physique',
  'des molécules en 3D', 'des partitions', 'des sondages en direct', 'des documents PDF', 'des livres numériques',
  'des dictées', 'des exposés', 'des sous-titres', 'des chœurs et des œuvres musicales', 'des copies numérisées',
  'des programmes Python', 'des jeux d’évasion', 'des nuages de mots', 'des questionnaires', 'l’orthographe',
  'la grammaire', 'le vocabulaire', 'la prononciation', 'l’écriture manuscrite', 'des emplois du temps',
];
const AUDIENCES = [
  'pour les élèves du primaire', 'au collège et au lycée', 'pour les enseignants', 'en classe ou à distance',
  'pour les étudiants', 'pour les formateurs', 'à l’école maternelle', 'en cours de langues', 'pour les familles',
  'dans l’enseignement supérieur', 'pour les élèves à besoins particuliers', 'en travail de groupe',
];
const FEATURES = [
  'correction automatique', 'suivi de progression', 'synthèse vocale', 'reconnaissance vocale', 'modèles prêts à l’emploi',
  'export en PDF', 'mode hors ligne', 'tableau de bord', 'répétition espacée', 'génération par IA',
  'coédition en temps réel', 'intégration à Moodle', 'compte élève sans courriel', 'police adaptée à la dyslexie',
  'bibliothèque de 2 000 activités', 'statistiques détaillées', 'partage par QR code', 'respect du RGPD',
];

/**
 * `count` tools, the same for the same `count` and `seed` on every run. Slugs are unique;
 * names repeat a little, as real names sometimes do.
 */
export function syntheticTools(count: number, seed = 1): SyntheticTool[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const pricingTotal = PRICING.reduce((sum, [, weight]) => sum + weight, 0);
  const slugs = new Set<string>();
  const tools: SyntheticTool[] = [];
  for (let index = 0; index < count; index++) {
    const name = toolName(random, pick);
    let slug = slugify(name);
    const namesake = slugs.has(slug);
    if (namesake) slug = `${slug}-${index}`;
    slugs.add(slug);
    const company = name.split(/[ .-]/)[0];
    let roll = random() * pricingTotal;
    const pricing = PRICING.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'free';
    tools.push({
      slug,
      name,
      short_description: description(random, pick),
      category: pick(CATEGORIES),
      pricing,
      has_education_pricing: random() < 0.09,
      languages: LANGUAGES[index % LANGUAGES.length],
      tags: [0, 1, 2].map((offset) => TAGS[(index + offset * 5) % TAGS.length]),
      vendor: namesake ? `${company} ${index} SAS` : `${company} SAS`,
    });
  }
  return tools;
}

function toolName(random: () => number, pick: <T>(list: readonly T[]) => T): string {
  const invented = () => {
    const syllables = 1 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < syllables; i++) word += pick(SYLLABLES);
    return word;
  };
  const roll = random();
  let name = roll < 0.5 ? pick(NAME_STARTS) + pick(NAME_ENDS) : roll < 0.8 ? pick(NAME_STARTS) + invented() : invented() + pick(NAME_ENDS);
  name = name[0].toUpperCase() + name.slice(1);
  const extra = random();
  if (extra < 0.25) name += ` ${pick(NAME_EXTRAS)}`;
  else if (extra < 0.32) name = `${name}-${pick(NAME_EXTRAS)}`;
  else if (extra < 0.36) name += '.ai';
  return name;
}

function description(random: () => number, pick: <T>(list: readonly T[]) => T): string {
  const [kind, feminine] = pick(KINDS);
  const qualifier = random() < 0.6 ? ` ${pick(QUALIFIERS)[feminine ? 1 : 0]}` : '';
  const second = random() < 0.4 ? ` et ${pick(ACTIONS)} ${pick(OBJECTS)}` : '';
  const features = random() < 0.6 ? `, avec ${pick(FEATURES)} et ${pick(FEATURES)}` : '';
  return `${kind}${qualifier} pour ${pick(ACTIONS)} ${pick(OBJECTS)}${second} ${pick(AUDIENCES)}${features}.`;
}

function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A small, well-known seeded PRNG: the same sequence everywhere, unlike Math.random. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A directory of `count` synthetic tools (`syntheticTools`), as the build reads one, with
 * `synonyms`: the router's files of a large directory without writing its content and
 * validating it. Each tool's long description repeats its short one.
 */
export function syntheticDirectory(count: number, synonyms: string[][] = []): Directory {
  const tools = syntheticTools(count);
  const categories = [...new Set(tools.map((tool) => tool.category))].sort().map((slug) => ({ slug, name: slug, description: slug }));
  return {
    categories,
    collections: [],
    synonyms,
    discontinued: [],
    tags: [],
    redirects: [],
    tools: tools.map(
      (tool) =>
        ({
          ...tool,
          long_description: tool.short_description,
          website_url: `https://${tool.slug}.example.org/`,
          education_pricing: tool.has_education_pricing ? { description: 'Offre.' } : undefined,
        }) as unknown as Tool,
    ),
  } as unknown as Directory;
}
