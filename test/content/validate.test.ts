import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminal } from '../editorial/helpers.ts';
import { astroBuild, BROKEN_CONTENT, FIXTURE_BASE, FIXTURE_CONTENT, ROOT } from '../helpers/sites.ts';

function validate(dir: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(ROOT, 'src/cli/validate.ts'), dir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const BROKEN = 'test/fixtures/content-broken';

describe('npm run validate', () => {
  it('accepts valid content and says what it counted, in French', () => {
    const result = validate(FIXTURE_CONTENT);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "Contenu valide\u00a0: 36 outils publiés (et 2 outils arrêtés), 4 catégories, 2 sélections, 4 tags.
      "
    `);
  });

  it('reports every problem of every file at once, with file:line:column, in French, and exits 1', () => {
    const result = validate(BROKEN_CONTENT);
    expect(result.status).toBe(1);
    expect(result.stderr.replaceAll(BROKEN, '…')).toMatchInlineSnapshot(`
      "…/collections/selection-cassee.yaml:8:3 avertissement\u00a0: la sélection cite 3 outils\u00a0; une sélection publiée en cite 5 à 15, et la vérification «\u00a0Tests\u00a0» de la demande de fusion refuse les autres\u00a0: ajoutez-en 2 au moins
      …/categories.yaml:8:9 slug\u00a0: «\u00a0quiz\u00a0» est déjà le slug d’une autre catégorie\u00a0; chaque slug ne sert qu’une fois
      …/collections/selection-cassee.yaml:9:11 tools.tool\u00a0: «\u00a0outil-fantome\u00a0» n’est pas un outil de …/tools/\u00a0; corrigez le slug ou ajoutez l’outil
      …/collections/selection-cassee.yaml:10:11 tools.tool\u00a0: «\u00a0outil-ferme\u00a0» est arrêté depuis le 1er février 2026 (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0selection-cassee\u00a0»\u00a0; «\u00a0bon-outil\u00a0», qui le remplace, y figure déjà
      …/tags.yaml:6:27 synonyms\u00a0: «\u00a0quiz\u00a0» est aussi un tag de ce fichier\u00a0; fusionnez les deux entrées ou retirez ce synonyme
      …/tools/ancien-nom.md:7:16 former_slugs\u00a0: «\u00a0bon-outil\u00a0» est le slug actuel d’un autre outil\u00a0; un ancien slug ne peut pas être le slug actuel d’un outil
      …/tools/arret-sans-date.md:7:9 discontinued_at manque\u00a0: un outil arrêté (status: discontinued) indique le jour de sa fermeture, par exemple discontinued_at: 2026-03-31
      …/tools/arret-sans-date.md:8:14 replaced_by\u00a0: «\u00a0bon-outill\u00a0» n’est pas un outil de …/tools/ (vouliez-vous dire «\u00a0bon-outil\u00a0»\u00a0?)\u00a0; corrigez le slug ou ajoutez l’outil
      …/tools/categorie-absente.md:5:11 category\u00a0: «\u00a0langue\u00a0» n’est pas une catégorie de …/categories.yaml (vouliez-vous dire «\u00a0langues\u00a0»\u00a0?)\u00a0; utilisez l’un de ses slugs ou ajoutez-y la catégorie
      …/tools/champ-inconnu.md:10:1 champ inconnu «\u00a0tgas\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0tags\u00a0»\u00a0?)
      …/tools/deux-phrases.md:4:20 short_description\u00a0: doit tenir en une seule phrase\u00a0: déplacez la suite dans la description longue
      …/tools/deux-phrases.md:11:1 la description longue est vide\u00a0: écrivez sous le second «\u00a0---\u00a0» un texte en français de 80 à 250 mots
      …/tools/mauvais-tarif.md:6:10 pricing\u00a0: «\u00a0freemuim\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise (vouliez-vous dire «\u00a0freemium\u00a0»\u00a0?)
      …/tools/mauvaise-indentation.md:9:2 cette ligne est décalée de 1 espace vers la gauche par rapport à «\u00a0description\u00a0»\u00a0: ajoutez 1 espace au début de la ligne
      …/tools/tags-a-revoir.md:7:8 tags\u00a0: «\u00a0qcm\u00a0» est un synonyme de «\u00a0quiz\u00a0» dans …/tags.yaml\u00a0: écrivez «\u00a0quiz\u00a0» (npm run tags le fait dans tous les outils)
      …/tools/tags-a-revoir.md:7:13 tags\u00a0: «\u00a0quizz\u00a0» n’est pas un tag de …/tags.yaml (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)\u00a0; choisissez un tag de ce fichier ou ajoutez-y le nouveau tag

      15 problèmes\u00a0: corrigez-les puis relancez npm run validate.
      "
    `);
  });

  it('annotates the pull request on GitHub Actions', () => {
    const result = validate(BROKEN_CONTENT, { GITHUB_ACTIONS: 'true' });
    const annotations = result.stdout.trim().split('\n');
    // 15 problems and one warning (a collection of 3 tools).
    expect(annotations.filter((line) => line.startsWith('::error '))).toHaveLength(15);
    expect(annotations.filter((line) => line.startsWith('::warning '))).toHaveLength(1);
    expect(annotations.find((line) => line.includes('mauvais-tarif'))).toBe(
      `::error file=${BROKEN}/tools/mauvais-tarif.md,line=6,col=10::pricing\u00a0: «\u00a0freemuim\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise (vouliez-vous dire «\u00a0freemium\u00a0»\u00a0?)`,
    );
  });

  it('says the same whether its compiled code comes from the compile cache or not', () => {
    const cache = mkdtempSync(join(tmpdir(), 'annuaire-validate-cache-'));
    try {
      const envs: Record<string, string>[] = [{ NODE_COMPILE_CACHE: cache }, { NODE_COMPILE_CACHE: cache }, { NODE_DISABLE_COMPILE_CACHE: '1' }];
      const [cold, warm, uncached] = envs.map((env) => validate(BROKEN_CONTENT, env));
      expect(readdirSync(cache)).not.toHaveLength(0);
      expect(cold.status).toBe(1);
      expect(warm).toEqual(cold);
      expect(uncached).toEqual(cold);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});

describe('npm run validate in a terminal', () => {
  /** Each problem of a screen in one line, its next lines (indented) joined to it by one space. */
  const joined = (lines: readonly string[]) => lines.reduce<string[]>((told, line) => (line.startsWith(' ') ? [...told.slice(0, -1), `${told.at(-1)} ${line.trim()}`] : [...told, line]), []);

  it.each([50, 80])('%i columns wide, breaks each problem between words, under its message, and says the same words as in a pipe', async (columns) => {
    const piped = validate(BROKEN_CONTENT).stderr.split('\n\n')[0].split('\n');
    const shown = terminal(ROOT, 'validate', [BROKEN], { cols: columns, rows: 30 });
    try {
      expect(await shown.exited).toBe(1);
      const [problems, footer] = shown.screen().replaceAll('\r', '').split('\n\n');
      const lines = problems.split('\n');
      // A place is never broken: alone on its line when the terminal is too narrow for it.
      expect(lines.filter((line) => [...line].length > columns && !/^\S+:\d+:\d+$/.test(line))).toEqual([]);
      expect(lines.length).toBeGreaterThan(piped.length);
      // A word cut by the terminal would come back with a space inside it.
      expect(joined(lines)).toEqual(piped);
      expect(footer.trim().split('\n')).toEqual(columns === 50 ? ['15 problèmes\u00a0: corrigez-les puis relancez npm run', 'validate.'] : ['15 problèmes\u00a0: corrigez-les puis relancez npm run validate.']);
    } finally {
      shown.stop();
    }
  });
});

describe('the build', () => {
  it('fails on the same broken content, listing the same problems, and writes no API file', async () => {
    const build = await astroBuild(BROKEN_CONTENT, FIXTURE_BASE);
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('Le contenu a 15 problèmes ; la construction s’arrête');
    expect(build.output).toContain(`${BROKEN}/tools/mauvais-tarif.md:6:10 pricing\u00a0: «\u00a0freemuim\u00a0» n’est pas une valeur permise`);
    expect(existsSync(join(build.outDir, '_api'))).toBe(false);
  });
});
