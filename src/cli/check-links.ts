/**
 * `npm run verifier-liens`: fetches every tool's website and education page and reports, in
 * French Markdown, the links that are dead, moved for good, or now lead to another site.
 * Exits 1 when any link needs an editor.
 */
import { writeFileSync } from 'node:fs';
import { loadDirectory } from '../content/load.ts';
import { contentFolder, flags, noArguments, outputFile, printHelp, run, tellProblems, today, wholeNumber } from '../editorial/cli.ts';
import { checkLinks, DEFAULT_CONCURRENCY, linkTargets, NEEDS_ACTION, noSiteAnswered, OFFLINE_AFTER, renderLinkReport, triedOffline } from '../editorial/links.ts';

const HELP = `Vérifie le site de chaque outil et la page de son offre éducation.

  npm run verifier-liens
  npm run verifier-liens -- --sortie rapport-liens.md

Le rapport (Markdown) classe les liens morts, déplacés (redirection permanente
301 ou 308), redirigés vers un autre site, et refusés au robot (401, 403, 429\u00a0:
à ouvrir dans un navigateur).
Sans accès à internet, la commande ne lance plus de requête dès que
${OFFLINE_AFTER} liens ont échoué sans qu’aucun site n’ait répondu, attend celles déjà
lancées (${OFFLINE_AFTER} à ${triedOffline(DEFAULT_CONCURRENCY)} liens essayés en tout, avec la concurrence par défaut)
et le dit, sans déclarer aucun lien mort.
Code de sortie\u00a0: 1 s’il y a un lien mort, déplacé ou redirigé vers un autre
site\u00a0; 2 si aucun site n’a répondu (pas d’accès à internet) ou si le contenu a
des problèmes\u00a0; sinon 0.

Options\u00a0:
  --contenu DOSSIER   dossier de contenu (défaut\u00a0: content, ou CONTENT_DIR)
  --concurrence N     requêtes simultanées, nombre entier (défaut\u00a0: ${DEFAULT_CONCURRENCY})
  --delai SECONDES    attente maximale par requête, en secondes entières
                      (défaut\u00a0: 15)
  --sortie FICHIER    écrit aussi le rapport dans ce fichier
  --date AAAA-MM-JJ   date affichée dans le rapport (défaut\u00a0: aujourd’hui)
  -h, --help          cette aide`;

await run(async () => {
  const { values, positionals } = flags(process.argv.slice(2), {
    contenu: { type: 'string' },
    concurrence: { type: 'string' },
    delai: { type: 'string' },
    sortie: { type: 'string' },
    date: { type: 'string' },
  });
  if (values.help) return printHelp(HELP);
  noArguments(positionals);
  const output = values.sortie === undefined ? undefined : outputFile(values.sortie);
  const concurrency = wholeNumber(values.concurrence, { flag: '--concurrence', unit: 'requêtes simultanées', fallback: DEFAULT_CONCURRENCY });
  const timeoutMs = wholeNumber(values.delai, { flag: '--delai', unit: 'secondes', fallback: 15 }) * 1000;
  const day = today(values.date);
  const { directory, problems } = loadDirectory(contentFolder(values.contenu));
  // A file with a problem is left out of the directory: its links would silently go unchecked.
  if (problems.length > 0) {
    await tellProblems(problems, `Le contenu a ${problems.length} problème${problems.length > 1 ? 's' : ''}\u00a0: corrigez-le avec npm run validate avant de vérifier les liens.`);
    return 2;
  }
  const targets = linkTargets(directory.tools);
  // The check takes minutes: say so before the first result.
  console.error(`Vérification de ${targets.length} liens…`);
  const results = await checkLinks(targets, { concurrency, timeoutMs });
  const report = renderLinkReport(results, day);
  console.log(report);
  if (output) writeFileSync(output, `${report}\n`);
  if (noSiteAnswered(results)) return 2;
  return results.some((result) => NEEDS_ACTION.includes(result.verdict)) ? 1 : 0;
});
