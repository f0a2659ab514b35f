/**
 * `npm run tags [content-folder] [--retirer-inconnus]`: rewrites the `tags:` of every tool with the
 * vocabulary of `tags.yaml` (synonyms, labels, and tags written with another case, accents or
 * spaces, replaced by their tag; duplicates removed, order kept) and
 * lists the tags it does not know. With `--retirer-inconnus` it removes those too. Exits 1 while
 * unknown tags remain in the files, as `npm run validate` would, or while a list it should rewrite
 * holds a comment (left as is, with its place). `--help` explains it in French.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CONTENT_LAYOUT } from '../content/load.ts';
import { tagsFileSchema } from '../content/schema.ts';
import { parseYamlSource } from '../content/source.ts';
import { rewriteToolTags, tagMap } from '../content/tags.ts';
import { contentFolder, flags, printHelp, run, UsageError } from '../editorial/cli.ts';
import { withFoldedTags } from '../editorial/tags.ts';

const HELP = `Remplace, dans les tags de chaque outil, les synonymes de content/tags.yaml
par leur tag.

  npm run tags                         réécrit les outils de content
                                       (ou CONTENT_DIR)
  npm run tags -- --retirer-inconnus   retire aussi les tags absents
                                       de tags.yaml
  npm run tags -- DOSSIER              travaille sur un autre dossier
                                       de contenu

Un tag écrit par son libellé («\u00a0Cartes mentales\u00a0»), avec d’autres majuscules,
accents ou espaces qu’un tag de tags.yaml («\u00a0Sondage\u00a0», «\u00a0Carte mentale\u00a0») ou
avec un caractère invisible venu d’un copier-coller est remplacé par ce tag
(«\u00a0carte-mentale\u00a0», «\u00a0sondage\u00a0»). Les doublons sont retirés, l’ordre est gardé.
Les tags inconnus sont listés\u00a0; la commande se termine alors avec le code 1,
sauf avec --retirer-inconnus qui les retire. Une liste tags: qui contient un
commentaire (# …) est laissée telle quelle et signalée (code 1)\u00a0: la réécriture
l’effacerait\u00a0; déplacez le commentaire au-dessus de tags: et relancez.

Options\u00a0:
  --retirer-inconnus   retire des outils les tags absents de tags.yaml
  -h, --help           cette aide`;

await run(() => {
  const { values, positionals } = flags(process.argv.slice(2), { 'retirer-inconnus': { type: 'boolean' } });
  if (values.help) return printHelp(HELP);
  if (positionals.length > 1) throw new UsageError('indiquez au plus un dossier de contenu, par exemple\u00a0: npm run tags -- content');
  const dropUnknown = values['retirer-inconnus'] === true;
  const root = contentFolder(positionals[0]);
  const display = (path: string) => relative(process.cwd(), path) || path;

  const tagsPath = join(root, CONTENT_LAYOUT.tags);
  if (!existsSync(tagsPath)) throw new UsageError(`${display(tagsPath)} n’existe pas\u00a0: indiquez un dossier de contenu qui a un fichier tags.yaml (voir --help)`);
  const vocabulary = tagsFileSchema.safeParse(parseYamlSource(tagsPath, readFileSync(tagsPath, 'utf8')).data);
  if (!vocabulary.success) {
    console.error(`${display(tagsPath)} a des problèmes\u00a0: lancez npm run validate, corrigez-les, puis relancez npm run tags.`);
    return 1;
  }
  const map = tagMap(vocabulary.data);

  const toolsDir = join(root, CONTENT_LAYOUT.tools);
  let changed = 0;
  const unknown = new Map<string, string[]>();
  const commented: string[] = [];
  for (const name of readdirSync(toolsDir).filter((entry) => entry.endsWith('.md')).sort()) {
    const path = join(toolsDir, name);
    const before = readFileSync(path, 'utf8');
    // A tag that differs from a known one only by case, accents or spaces is that tag.
    const written = rewriteToolTags(before, map).unknown;
    const after = rewriteToolTags(before, withFoldedTags(map, written), dropUnknown);
    for (const tag of after.unknown) unknown.set(tag, [...(unknown.get(tag) ?? []), display(path)]);
    if (after.comment) commented.push(`  ${display(path)}:${after.comment.line}:${after.comment.column}`);
    if (after.text !== before) {
      writeFileSync(path, after.text);
      changed++;
    }
  }

  console.log(`${changed} fichier${changed > 1 ? 's' : ''} d’outil réécrit${changed > 1 ? 's' : ''}.`);
  if (commented.length > 0) {
    console.error(
      `Laissés tels quels\u00a0: leur liste tags: contient un commentaire (# …) que la réécriture effacerait. Déplacez-le au-dessus de la ligne tags:, puis relancez npm run tags\u00a0:\n${commented.join('\n')}`,
    );
  }
  if (unknown.size === 0) return commented.length > 0 ? 1 : 0;
  const lines = [...unknown].sort(([a], [b]) => (a < b ? -1 : 1)).map(([tag, paths]) => `  ${tag} (${paths.length})\u00a0: ${paths.join(', ')}`);
  console.error(`Tags absents de ${display(tagsPath)}, ${dropUnknown ? 'retirés des outils' : 'laissés tels quels'}\u00a0:\n${lines.join('\n')}`);
  if (dropUnknown) return commented.length > 0 ? 1 : 0;
  console.error('Ajoutez chacun à tags.yaml (comme tag ou comme synonyme d’un tag), ou relancez avec --retirer-inconnus pour les retirer.');
  return 1;
});
