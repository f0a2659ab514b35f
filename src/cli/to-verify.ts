/**
 * `npm run a-verifier`: lists, by category, the tools never verified or verified more than
 * 12 months ago, as a French Markdown checklist.
 */
import { join, relative } from 'node:path';
import { CONTENT_LAYOUT, contentDir, loadDirectory } from '../content/load.ts';
import { flags, run, today } from '../editorial/cli.ts';
import { renderToVerify, toolsToVerify, VERIFY_EVERY_MONTHS } from '../editorial/to-verify.ts';

const HELP = `Liste, par catégorie, les outils jamais vérifiés ou vérifiés il y a plus de ${VERIFY_EVERY_MONTHS} mois.

  npm run a-verifier
  npm run a-verifier -- --date 2027-01-15 > a-verifier.md

Options :
  --contenu DOSSIER   dossier de contenu (défaut : content, ou CONTENT_DIR)
  --date AAAA-MM-JJ   date du jour (défaut : aujourd’hui)
  -h, --help          cette aide`;

await run(() => {
  const { values } = flags(process.argv.slice(2), { contenu: { type: 'string' }, date: { type: 'string' } });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const day = today(values.date);
  const root = values.contenu ?? contentDir();
  const { directory } = loadDirectory(root);
  const folder = relative(process.cwd(), join(root, CONTENT_LAYOUT.tools));
  console.log(renderToVerify(toolsToVerify(directory, day), directory.tools.length, day, folder));
  return 0;
});
