/**
 * Content folders for the benchmarks, always written under a temporary folder and read by the
 * build through `CONTENT_DIR`: synthetic directories of any size, and a copy of the real content
 * with one tool added. Never writes into `content/`.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { syntheticTools, type SyntheticTool } from './synthetic.ts';

/** The real content folder of the project. */
export const REAL_CONTENT = new URL('../content/', import.meta.url).pathname;

/** The schema's limit on `short_description` (src/content/schema.ts, `oneSentence(160)`). */
const SHORT_DESCRIPTION_MAX = 160;

/**
 * Writes a valid content folder of `count` synthetic tools: `categories.yaml` (the real one, plus
 * any category the generator uses that it lacks), one `tools/<slug>.md` per tool with front matter
 * and a Markdown body of the real files' average length (~1 KB), six collections, and the real
 * `tags.yaml`.
 * Returns how many generated descriptions had to be shortened to fit the schema.
 */
export function writeSyntheticContent(root: string, count: number, seed = 1): { tools: number; shortened: number } {
  const tools = syntheticTools(count, seed);
  mkdirSync(join(root, 'tools'), { recursive: true });
  mkdirSync(join(root, 'collections'), { recursive: true });
  writeFileSync(join(root, 'categories.yaml'), categoriesFor(tools));
  cpSync(join(REAL_CONTENT, 'tags.yaml'), join(root, 'tags.yaml'));
  let shortened = 0;
  tools.forEach((tool, index) => {
    const description = fitDescription(tool.short_description);
    if (description !== tool.short_description) shortened++;
    writeFileSync(join(root, 'tools', `${tool.slug}.md`), toolFile({ ...tool, short_description: description }, index));
  });
  for (const [index, collection] of collectionsFor(tools).entries()) {
    writeFileSync(join(root, 'collections', `${collection.slug}.yaml`), collectionFile(collection.fields, index));
  }
  return { tools: tools.length, shortened };
}

/** A copy of the real content plus one new, valid tool: what an editor's typical pull request adds. */
export function writeRealContentPlusOne(root: string, tool: { slug: string; text: string }): void {
  cpSync(REAL_CONTENT, root, { recursive: true });
  addTool(root, tool);
}

/** Adds one tool file to a content folder that does not have it yet. */
export function addTool(root: string, tool: { slug: string; text: string }): void {
  const path = join(root, 'tools', `${tool.slug}.md`);
  if (existsSync(path)) throw new Error(`the added tool ${tool.slug} already exists in ${root}`);
  writeFileSync(path, tool.text);
}

/** The tool the churn benchmark adds: a name in the middle of the alphabet, no education offer. */
export const ADDED_TOOL = {
  slug: 'lexique-malin',
  text: `---
name: Lexique Malin
website_url: https://lexique-malin.example.org/
short_description: Application qui aide les élèves à enrichir leur vocabulaire français avec des cartes illustrées et des jeux courts.
category: langues
pricing: freemium
languages: [fr]
tags: [vocabulaire, francais, jeux]
vendor: Lexique Malin SAS
added_at: 2026-11-21
updated_at: 2026-11-21
---
Lexique Malin propose des séries de mots illustrés, classées par thème et par niveau, que
l'élève révise par de petits jeux de cinq minutes.

**En classe**, l'enseignant crée une série à partir d'un texte étudié et suit les mots acquis.

**Limites** : la version gratuite se limite à trois séries par classe, et un compte enseignant est
nécessaire pour suivre les progrès. Les élèves se connectent avec un code de classe, sans adresse
électronique, et les données restent hébergées en France selon l'éditeur.
`,
};

/**
 * Generated descriptions can exceed the schema's 160 characters: cut them before the last clause
 * that fits, so that the content stays valid and the benchmark measures a directory that builds.
 */
export function fitDescription(text: string): string {
  if (text.length <= SHORT_DESCRIPTION_MAX) return text;
  const body = text.replace(/\.$/, '');
  const clauses = body.split(', ');
  while (clauses.length > 1 && `${clauses.join(', ')}.`.length > SHORT_DESCRIPTION_MAX) clauses.pop();
  let fitted = `${clauses.join(', ')}.`;
  if (fitted.length > SHORT_DESCRIPTION_MAX) fitted = `${fitted.slice(0, SHORT_DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}.`;
  return fitted;
}

function categoriesFor(tools: SyntheticTool[]): string {
  const real = readFileSync(join(REAL_CONTENT, 'categories.yaml'), 'utf8');
  const known = new Set([...real.matchAll(/^- slug: (\S+)$/gm)].map((match) => match[1]));
  const missing = [...new Set(tools.map((tool) => tool.category))].filter((slug) => !known.has(slug)).sort();
  const extra = missing.map((slug) => ({ slug, name: `Catégorie ${slug}`, description: `Outils synthétiques de la catégorie ${slug}, pour les mesures.` }));
  return extra.length === 0 ? real : `${real}${stringify(extra)}`;
}

const PARAGRAPHS = [
  "L'outil s'utilise dans un navigateur récent, sur ordinateur ou sur tablette ; une application mobile reprend l'essentiel des fonctions.",
  "**En classe**, l'enseignant prépare une activité en quelques minutes à partir d'un modèle, la projette ou la partage par un lien, puis suit les réponses des élèves.",
  "**Limites** : un compte est nécessaire pour enregistrer son travail, et la version gratuite limite le nombre de projets ; vérifiez où sont hébergées les données avant d'y saisir des informations sur les élèves.",
  "Les élèves peuvent l'utiliser en autonomie pour s'entraîner, à la maison comme au centre de documentation, avec des consignes courtes et un retour immédiat.",
  "Les contenus produits s'exportent en PDF ou s'intègrent à l'ENT de l'établissement, ce qui facilite le partage avec les collègues et les familles.",
  "L'éditeur publie une documentation en français, des tutoriels vidéo et une communauté d'enseignants qui partagent leurs ressources.",
];

function toolFile(tool: SyntheticTool, index: number): string {
  const added = Date.UTC(2024, 0, 1) + ((index * 7) % 900) * 86_400_000;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  const scalar = (value: string) => stringify(value, { lineWidth: 0 }).trimEnd();
  const list = (values: string[]) => `[${values.join(', ')}]`;
  const lines = [
    `name: ${scalar(tool.name)}`,
    `website_url: https://${tool.slug}.example.org/`,
    `short_description: ${scalar(tool.short_description)}`,
    `category: ${tool.category}`,
    `pricing: ${tool.pricing}`,
    ...(tool.has_education_pricing
      ? ['education_pricing:', '  description: Offre gratuite pour les enseignants et leurs classes, sur justificatif.', `  url: https://${tool.slug}.example.org/education/`]
      : []),
    `languages: ${list(tool.languages)}`,
    `tags: ${list(tool.tags)}`,
    `vendor: ${scalar(tool.vendor)}`,
    `added_at: ${day(added)}`,
    `updated_at: ${day(added + 30 * 86_400_000)}`,
  ];
  const paragraphs = [0, 1, 2, 3, 4].map((offset) => PARAGRAPHS[(index + offset) % PARAGRAPHS.length]);
  const body = [`${tool.name} : ${tool.short_description}`, ...paragraphs].join('\n\n');
  return `---\n${lines.join('\n')}\n---\n${body}\n`;
}

function collectionsFor(tools: SyntheticTool[]): { slug: string; fields: { kind: 'top_list' | 'stack'; label: string; tools: string[] } }[] {
  const pickTools = (start: number) => Array.from({ length: Math.min(12, tools.length) }, (_, i) => tools[(start + i * 37) % tools.length].slug);
  const unique = (slugs: string[]) => [...new Set(slugs)];
  return [
    { slug: 'creer-un-quiz', fields: { kind: 'top_list', label: 'Créer un quiz', tools: unique(pickTools(0)) } },
    { slug: 'faire-une-carte-mentale', fields: { kind: 'top_list', label: 'Faire une carte mentale', tools: unique(pickTools(1)) } },
    { slug: 'preparer-un-cours', fields: { kind: 'top_list', label: 'Préparer un cours', tools: unique(pickTools(2)) } },
    { slug: 'professeur-des-ecoles', fields: { kind: 'stack', label: 'Professeur des écoles', tools: unique(pickTools(3)) } },
    { slug: 'enseignant-de-lycee', fields: { kind: 'stack', label: 'Enseignant de lycée', tools: unique(pickTools(4)) } },
    { slug: 'etudiant', fields: { kind: 'stack', label: 'Étudiant', tools: unique(pickTools(5)) } },
  ];
}

function collectionFile(collection: { kind: 'top_list' | 'stack'; label: string; tools: string[] }, index: number): string {
  const fields = {
    kind: collection.kind,
    [collection.kind === 'top_list' ? 'task' : 'persona']: collection.label,
    title: `Sélection ${index + 1} : ${collection.label}`,
    short_description: `Une sélection d'outils synthétiques pour la mesure, autour de « ${collection.label} ».`,
    description: "Cette sélection sert aux mesures de performance : elle a la forme d'une vraie collection, avec une introduction en Markdown et des notes.",
    tools: collection.tools.map((tool, position) => (position % 2 === 0 ? { tool, note: 'Un bon point de départ pour cette tâche, à essayer en classe.' } : { tool })),
    added_at: '2026-01-05',
    updated_at: '2026-02-10',
  };
  return stringify(fields, { lineWidth: 0 });
}
