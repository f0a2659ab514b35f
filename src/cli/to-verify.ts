/**
 * `npm run a-verifier`: lists, by category, the tools never verified or verified more than
 * 12 months ago, then the education offers that name no page, as a French Markdown checklist,
 * wrapped at words at a terminal. Exits 1 when the content has problems, which may keep tools out
 * of the list, after naming them on stderr.
 */
import { join, relative } from 'node:path';
import { CONTENT_LAYOUT, loadDirectory } from '../content/load.ts';
import { contentFolder, flags, layout, noArguments, printHelp, run, today } from '../editorial/cli.ts';
import { incompleteNotice, offersWithoutUrl, renderOffersWithoutUrl, renderToVerify, toolsToVerify, VERIFY_EVERY_MONTHS } from '../editorial/to-verify.ts';

const HELP = `Liste, par catégorie, les outils jamais vérifiés ou vérifiés il y a plus
de ${VERIFY_EVERY_MONTHS} mois, puis les offres éducation qui n’ont pas d’url.

  npm run a-verifier
  npm run a-verifier -- --date 2027-01-15 > a-verifier.md

Si le contenu a des problèmes, la liste peut être incomplète\u00a0: la commande les
affiche, fichier:ligne:colonne, et se termine avec le code 1.

Options\u00a0:
  --contenu DOSSIER   dossier de contenu (défaut\u00a0: content, ou CONTENT_DIR)
  --date AAAA-MM-JJ   date du jour (défaut\u00a0: aujourd’hui)
  -h, --help          cette aide`;

await run(async () => {
  const { values, positionals } = flags(process.argv.slice(2), { contenu: { type: 'string' }, date: { type: 'string' } });
  if (values.help) return printHelp(HELP);
  noArguments(positionals);
  const day = today(values.date);
  const root = contentFolder(values.contenu);
  const { directory, problems } = loadDirectory(root);
  const folder = relative(process.cwd(), join(root, CONTENT_LAYOUT.tools));
  const shown = await layout(process.stdout);
  console.log(shown.notice(renderToVerify(toolsToVerify(directory, day), directory.tools.length, day, folder)));
  const offers = renderOffersWithoutUrl(offersWithoutUrl(directory.tools), folder);
  if (offers !== '') console.log(shown.notice(offers));
  const notice = incompleteNotice(problems);
  if (notice === undefined) return 0;
  console.error((await layout(process.stderr)).notice(notice));
  return 1;
});
