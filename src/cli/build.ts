/**
 * `npm run build`: `astro build` into a fresh `<OUT_DIR>.next/`, checked against its completion
 * record, then swapped in for `OUT_DIR` (default `dist/`). A build stopped at any point (error,
 * Ctrl-C, SIGKILL) leaves the previous `dist/` as it was. Astro runs in this process, so
 * killing it stops everything at once.
 */
import { rmSync } from 'node:fs';
import { constants } from 'node:os';
import { relative, resolve } from 'node:path';
import { baseUrl } from '../build/base-url.ts';
import { incompleteBuild, outDir, replaceable, swapIn, takeBuildLock } from '../build/complete.ts';
import { noindexSetting } from '../build/noindex.ts';
import { existingContentDir } from '../content/load.ts';

const out = outDir();
const next = `${out}.next`;
// Editors run this command too: what it says in its own words is French, with the folder as
// they would type it.
const shown = relative(process.cwd(), out) || out;

// Read by the build's own steps, seconds in, where a value they refused failed the build under a
// message sending editors to npm run validate, which does not read them: checked first.
for (const check of [() => baseUrl(process.env), () => noindexSetting(process.env.API_NOINDEX), () => existingContentDir()]) {
  try {
    check();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
if (!replaceable(out)) {
  console.error(`${shown} existe et ne contient pas de construction (ni build.json ni _api/)\u00a0: la construction le remplacerait en entier. Donnez à OUT_DIR un dossier absent, vide ou déjà construit (dist par défaut).`);
  process.exit(1);
}
// Two builds of one folder at once (two npm start, a build run by hand beside one) wrote into the
// same fresh folder and deleted each other's files: one failed naming no real problem, and one
// could leave no build in place at all.
const running = takeBuildLock(out);
if (running !== null) {
  console.error(`Une autre construction de ${shown} est en cours (processus ${running})\u00a0: attendez qu’elle se termine, ou donnez à OUT_DIR un autre dossier.`);
  process.exit(1);
}
rmSync(next, { recursive: true, force: true });
// Stopped by Ctrl-C (which npm start's build gets too) or SIGTERM, the build takes its half-written
// folder with it: left in the project until the next build, it looked like a build of its own.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    rmSync(next, { recursive: true, force: true });
    process.exit(128 + constants.signals[signal]);
  });
}
try {
  process.env.OUT_DIR = next;
  // Loaded once the lock is held, so that a second build stops at once rather than after Astro loads.
  const { build } = await import('astro');
  // Warnings and errors only: Astro's line per file written, over a thousand, buried what npm
  // start and this command say.
  await build({ root: resolve(import.meta.dirname, '../..'), outDir: next, logLevel: 'warn' });
  const incomplete = incompleteBuild(next);
  if (incomplete) throw new Error(`la construction a écrit un site incomplet (${incomplete})`);
} catch (error) {
  rmSync(next, { recursive: true, force: true });
  console.error(error instanceof Error ? error.message : error);
  console.error(`\nLa construction a échoué\u00a0; ${shown} reste tel qu’il était\u00a0: corrigez les problèmes affichés ci-dessus (npm run validate les liste tous), puis relancez npm run build.`);
  process.exit(1);
}
swapIn(next, out);
console.log(`Construction terminée\u00a0: ${shown}`);
