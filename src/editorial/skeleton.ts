/**
 * The files the scaffolds write, with the scaffold's instructions (`TO_WRITE`) where the editor
 * has to write; the validator refuses them until they are replaced. Pure: reading and writing
 * files lives in the CLIs.
 */
import { stringify } from 'yaml';
import { quote } from '../content/messages.ts';
import { LONG_DESCRIPTION_WORDS } from '../content/schema.ts';
import { TO_WRITE } from '../content/unfinished.ts';
import { UsageError } from './cli.ts';

export interface ToolAnswers {
  name: string;
  website_url: string;
  category: string;
  pricing: string;
  short_description: string;
  languages: string[];
  tags: string[];
  /** `null` when nobody can name the vendor: the file says so on purpose. */
  vendor: string | null;
  education_pricing?: { description: string; url?: string };
}

export interface CollectionAnswers {
  kind: 'top_list' | 'stack';
  /** The task of a top list or the persona of a stack. */
  subject: string;
  title: string;
  short_description: string;
  tools: string[];
}

/**
 * A YAML scalar as `yaml` would write it (quoted only where needed), on one line: `yaml` folds
 * a text longer than 80 characters onto the next line, which the validator refuses.
 */
const scalar = (value: string) => stringify(value, { lineWidth: 0 }).trimEnd();

/**
 * Refuses to write a file that lacks an answer it needs: a missing answer would otherwise be
 * written as the word `undefined`, which reads as a real value (`category: undefined`).
 */
export function requireAnswers<T extends object>(answers: T, keys: readonly (keyof T & string)[]): void {
  const missing = keys.filter((key) => {
    const value: unknown = answers[key];
    return typeof value === 'string' ? value.trim() === '' : !Array.isArray(value);
  });
  if (missing.length > 0) throw new UsageError(`rien n’est écrit\u00a0: il manque la réponse ${missing.map(quote).join(', ')}`);
}

/** `content/tools/<slug>.md` with the answers, today's dates and a body to write. */
export function toolFile(answers: ToolAnswers, today: string): string {
  requireAnswers(answers, ['name', 'website_url', 'short_description', 'category', 'pricing', 'languages', 'tags']);
  const lines = [
    '---',
    `name: ${scalar(answers.name)}`,
    `website_url: ${scalar(answers.website_url)}`,
    `short_description: ${scalar(answers.short_description)}`,
    `category: ${answers.category}`,
    `pricing: ${answers.pricing}`,
  ];
  if (answers.education_pricing) {
    lines.push('education_pricing:', `  description: ${scalar(answers.education_pricing.description)}`);
    if (answers.education_pricing.url) lines.push(`  url: ${scalar(answers.education_pricing.url)}`);
  }
  lines.push(`languages: [${answers.languages.join(', ')}]`, `tags: [${answers.tags.join(', ')}]`);
  lines.push(`vendor: ${answers.vendor === null ? 'null' : scalar(answers.vendor)}`);
  lines.push(
    `added_at: ${today}`,
    `updated_at: ${today}`,
    '# last_verified_at: AAAA-MM-JJ   # seulement après avoir vérifié le site de l’éditeur',
    '# minimum_age: 13                # seulement si les conditions d’utilisation fixent un âge',
    // Block form: in the one-line `{ file: …, alt: … }` a comma or a colon in the alt text
    // breaks the line (an unknown field, or a YAML error).
    '# screenshot:                    # image déposée dans content/screenshots/',
    '#   file: nom-du-fichier.png',
    '#   alt: Ce que montre la capture   # entre guillemets droits "…" s’il contient « : » ou « # »',
    '---',
    `<!-- ${TO_WRITE} : description longue en français, de ${LONG_DESCRIPTION_WORDS.min} à ${LONG_DESCRIPTION_WORDS.max} mots. Remplacez chaque ligne « ${TO_WRITE} », puis supprimez ce commentaire. -->`,
    `${TO_WRITE} : ce que fait ${answers.name}, en deux ou trois phrases factuelles.`,
    '',
    `**En classe**, ${TO_WRITE} : comment enseignants et élèves s’en servent, avec un exemple concret.`,
    '',
    `**Limites** : ${TO_WRITE} (compte nécessaire, âge minimum, où vont les données des élèves).`,
    '',
  );
  return lines.join('\n');
}

/** `content/collections/<slug>.yaml` with the answers, today's dates and an introduction to write. */
export function collectionFile(answers: CollectionAnswers, today: string): string {
  requireAnswers(answers, ['kind', 'subject', 'title', 'short_description', 'tools']);
  const lines = [
    `kind: ${answers.kind}`,
    answers.kind === 'top_list' ? `task: ${scalar(answers.subject)}` : `persona: ${scalar(answers.subject)}`,
    `title: ${scalar(answers.title)}`,
    `short_description: ${scalar(answers.short_description)}`,
    'description: |',
    `  ${TO_WRITE} : à qui s’adresse cette sélection et comment l’utiliser, en quelques phrases.`,
    'tools:',
    ...answers.tools.flatMap((tool) => [`  - tool: ${tool}`, `    # note: ${TO_WRITE} ou supprimez cette ligne : pourquoi cet outil à cette place`]),
    `added_at: ${today}`,
    `updated_at: ${today}`,
    '',
  ];
  return lines.join('\n');
}
