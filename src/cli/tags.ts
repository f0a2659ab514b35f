/**
 * `npm run tags [content-folder] [--drop-unknown]`: rewrites the `tags:` of every tool with the
 * vocabulary of `tags.yaml` (synonyms replaced by their tag, duplicates removed, order kept) and
 * lists the tags it does not know. With `--drop-unknown` it removes those too. Exits 1 while
 * unknown tags remain in the files, as `npm run validate` would.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentDir, CONTENT_LAYOUT } from '../content/load.ts';
import { tagsFileSchema } from '../content/schema.ts';
import { parseYamlSource } from '../content/source.ts';
import { rewriteToolTags, tagMap } from '../content/tags.ts';

const args = process.argv.slice(2);
const dropUnknown = args.includes('--drop-unknown');
const root = args.find((arg) => !arg.startsWith('--')) ?? contentDir();
const display = (path: string) => relative(process.cwd(), path) || path;

const tagsPath = join(root, CONTENT_LAYOUT.tags);
const vocabulary = tagsFileSchema.safeParse(parseYamlSource(tagsPath, readFileSync(tagsPath, 'utf8')).data);
if (!vocabulary.success) {
  console.error(`${display(tagsPath)} a des problèmes : lancez npm run validate, corrigez-les, puis relancez npm run tags.`);
  process.exit(1);
}
const map = tagMap(vocabulary.data);

const toolsDir = join(root, CONTENT_LAYOUT.tools);
let changed = 0;
const unknown = new Map<string, string[]>();
for (const name of readdirSync(toolsDir).filter((entry) => entry.endsWith('.md')).sort()) {
  const path = join(toolsDir, name);
  const before = readFileSync(path, 'utf8');
  const after = rewriteToolTags(before, map, dropUnknown);
  for (const tag of after.unknown) unknown.set(tag, [...(unknown.get(tag) ?? []), display(path)]);
  if (after.text !== before) {
    writeFileSync(path, after.text);
    changed++;
  }
}

console.log(`${changed} fichier${changed > 1 ? 's' : ''} d’outil réécrit${changed > 1 ? 's' : ''}.`);
if (unknown.size > 0) {
  const lines = [...unknown].sort(([a], [b]) => (a < b ? -1 : 1)).map(([tag, paths]) => `  ${tag} (${paths.length}) : ${paths.join(', ')}`);
  console.error(`Tags absents de ${display(tagsPath)}, ${dropUnknown ? 'retirés des outils' : 'laissés tels quels'} :\n${lines.join('\n')}`);
  if (!dropUnknown) {
    console.error('Ajoutez chacun à tags.yaml (comme tag ou comme synonyme d’un tag), ou relancez avec --drop-unknown pour les retirer.');
    process.exitCode = 1;
  }
}
