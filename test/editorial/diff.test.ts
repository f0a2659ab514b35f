import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Directory } from '../../src/content/directory.ts';
import { loadDirectory } from '../../src/content/load.ts';
import { describeChange, diffApi, diffRecords, diffSynonyms, diffTools, diffTrees, readTree, renderDiff } from '../../src/editorial/diff.ts';
import { FIXTURE_CONTENT } from '../helpers/sites.ts';
import { command, editorRepository, git, problemLines } from './helpers.ts';

describe('describeChange', () => {
  it.each([
    [{ field: 'pricing', before: 'freemium', after: 'paid' }, '`pricing`\u00a0: `freemium` → `paid`'],
    [{ field: 'tags', before: ['quiz', 'sondage'], after: ['quiz', 'vote'] }, '`tags`\u00a0: + vote, − sondage'],
    [{ field: 'languages', before: ['en', 'fr'], after: ['fr', 'en'] }, '`languages`\u00a0: ordre changé, `fr, en`'],
    [{ field: 'vendor', before: undefined, after: 'Acme' }, '`vendor`\u00a0: ajouté, `Acme`'],
    [{ field: 'education_pricing', before: { description: 'Gratuit pour les enseignants.' }, after: null }, '`education_pricing`\u00a0: retiré (était `{"description":"Gratuit pour les enseignants."}`)'],
    [{ field: 'long_description', before: 'mot '.repeat(40), after: 'mot '.repeat(90) }, '`long_description`\u00a0: texte modifié (40 mots → 90 mots)'],
    // A short description (at most 160 characters) is read whole, before and after, never cut.
    [
      { field: 'short_description', before: `Plateforme de quiz ${'projetés en classe, '.repeat(6)}fin.`, after: `Plateforme de quiz ${'joués sur téléphone, '.repeat(6)}fin.` },
      `\`short_description\`\u00a0: texte modifié\n    - avant\u00a0: \`Plateforme de quiz ${'projetés en classe, '.repeat(6)}fin.\`\n    - après\u00a0: \`Plateforme de quiz ${'joués sur téléphone, '.repeat(6)}fin.\``,
    ],
    [
      { field: 'short_description', before: 'Quiz en direct pour toute la classe, sur téléphone.', after: 'Quiz en direct pour toute la classe, sur ordinateur.' },
      '`short_description`\u00a0: texte modifié\n    - avant\u00a0: `Quiz en direct pour toute la classe, sur téléphone.`\n    - après\u00a0: `Quiz en direct pour toute la classe, sur ordinateur.`',
    ],
    [{ field: 'description', before: 'mot '.repeat(60), after: 'mot '.repeat(70) }, '`description`\u00a0: texte modifié (60 mots → 70 mots)'],
    // A note added or changed is read whole, as every changed sentence is.
    [{ field: 'tools', before: [{ tool: 'a' }, { tool: 'b' }], after: [{ tool: 'b' }, { note: 'Le meilleur.', tool: 'a' }] }, '`tools`\u00a0: note de a ajoutée, ordre changé, `b, a`\n    - note de a\u00a0: `Le meilleur.`'],
    [
      { field: 'tools', before: [{ tool: 'kahoot', note: 'Le format jeu.' }, { tool: 'b', note: 'Un.' }], after: [{ tool: 'kahoot-quiz', note: 'Le format jeu.' }, { tool: 'b', note: 'Deux.' }] },
      '`tools`\u00a0: + kahoot-quiz, − kahoot, note de b modifiée\n    - note de b, avant\u00a0: `Un.`\n    - note de b, après\u00a0: `Deux.`',
    ],
    [{ field: 'tools', before: [{ tool: 'a', note: 'Un.' }, { tool: 'b' }], after: [{ tool: 'a' }, { tool: 'b' }] }, '`tools`\u00a0: note de a retirée'],
    [{ field: 'tools', before: [{ tool: 'a' }], after: [{ tool: 'a' }, { tool: 'c', note: 'Pour aller plus loin.' }] }, '`tools`\u00a0: + c\n    - note de c\u00a0: `Pour aller plus loin.`'],
    [{ field: 'tools', before: [{ tool: 'a', note: 'Un.' }, { tool: 'b' }], after: [{ tool: 'b' }, { tool: 'c' }] }, '`tools`\u00a0: + c, − a'],
    [
      { field: 'tools', before: Array.from({ length: 14 }, (_, index) => ({ tool: `outil-numero-${index}` })), after: Array.from({ length: 14 }, (_, index) => ({ tool: `outil-numero-${13 - index}` })) },
      `\`tools\`\u00a0: ordre changé, \`${Array.from({ length: 14 }, (_, index) => `outil-numero-${13 - index}`).join(', ')}\``,
    ],
  ])('%o', (change, words) => expect(describeChange(change)).toBe(words));
});

describe('diffRecords', () => {
  it('finds records added, removed and changed field by field, whatever the key order', () => {
    const before = [
      { slug: 'a', name: 'A', pricing: 'free' },
      { slug: 'b', name: 'B', screenshot: { width: 1, height: 2 } },
    ];
    const after = [
      { slug: 'c', name: 'C' },
      { slug: 'b', screenshot: { height: 2, width: 1 }, name: 'B' },
      { slug: 'a', name: 'A', pricing: 'paid', vendor: 'V' },
    ];
    const diff = diffRecords(before, after);
    expect(diff.added.map((row) => row.slug)).toEqual(['c']);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([{ before: before[0], after: after[2], fields: [{ field: 'pricing', before: 'free', after: 'paid' }, { field: 'vendor', before: undefined, after: 'V' }] }]);
  });
});

describe('diffTrees', () => {
  it('counts files added, removed, changed and unchanged, and the bytes to upload', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'annuaire-arbres-'));
    try {
      const write = (tree: string, files: Record<string, string>) => {
        for (const [path, text] of Object.entries(files)) {
          mkdirSync(join(scratch, tree, path, '..'), { recursive: true });
          writeFileSync(join(scratch, tree, path), text);
        }
        return readTree(join(scratch, tree));
      };
      const before = write('avant', { 'a.json': 'aaa', 'd/b.json': 'bbb', 'd/c.json': 'ccc' });
      const after = write('apres', { 'a.json': 'aaa', 'd/b.json': 'BBBB', 'd/e/n.json': 'nn' });
      expect(diffTrees(before, after)).toEqual({ added: ['d/e/n.json'], removed: ['d/c.json'], changed: ['d/b.json'], unchanged: 1, bytesMoved: 2 + 3 + 4, bytesAfter: 3 + 4 + 2 });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('renderDiff', () => {
  it('tells editors, in French, what changed in each record, and says so when nothing did', () => {
    const before = loadDirectory(FIXTURE_CONTENT).directory;
    const after = structuredClone(before);
    const kahoot = after.tools.find((tool) => tool.slug === 'kahoot')!;
    kahoot.pricing = 'paid';
    kahoot.short_description = 'Quiz en direct que toute la classe joue depuis les téléphones.';
    after.tools = after.tools.filter((tool) => tool.slug !== 'zebre');
    after.collections[0].title = 'Nouveau titre';
    const files = { added: [], removed: ['_api/tools/zebre.json'], changed: ['_api/tools/kahoot.json'], unchanged: 8, bytesMoved: 1234, bytesAfter: 5000 };
    const report = renderDiff(diffApi(before, after, files), '`main`', 'la copie de travail');
    expect(report).toContain('**Outils**\u00a0: 0 ajouté, 1 retiré, 1 modifié · **Sélections**\u00a0: 0 ajoutée, 0 retirée, 1 modifiée · **Catégories**\u00a0: 0 ajoutée, 0 retirée, 0 modifiée');
    expect(report).toContain('### Outils retirés (1)\n\n- **zèbre** (`zebre`)\n');
    const old = before.tools.find((tool) => tool.slug === 'kahoot')!;
    expect(report).toContain(
      `### Outils modifiés (1)\n\n- **${kahoot.name}** (\`kahoot\`)\n  - \`pricing\`\u00a0: \`${old.pricing}\` → \`paid\`\n` +
        `  - \`short_description\`\u00a0: texte modifié\n    - avant\u00a0: \`${old.short_description}\`\n    - après\u00a0: \`${kahoot.short_description}\`\n`,
    );
    expect(report).toContain(`### Sélections modifiées (1)\n\n- **Nouveau titre** (\`${after.collections[0].slug}\`)\n  - \`title\`\u00a0: \`${before.collections[0].title}\` → \`Nouveau titre\``);
    expect(report).toContain('Renouvellement\u00a0: 20\u202f% des fichiers (2 sur 10), 1\u202f234 octets à envoyer ou retirer sur 5\u202f000.');

    const same = renderDiff(diffApi(before, before, { ...files, removed: [], changed: [], bytesMoved: 0 }), '`main`', 'la copie de travail');
    expect(same).toContain('Aucun changement de contenu publié.');
    expect(same).not.toContain('<details>');
  });
});

// A collection keeps no former address: the report tells an editor who renamed its file, with
// or without its title, that the old address breaks and how to keep it.
describe('a collection whose file is renamed', () => {
  const before = loadDirectory(FIXTURE_CONTENT).directory;
  const [first] = before.collections;
  const noFiles = { added: [], removed: [], changed: [], unchanged: 0, bytesMoved: 0, bytesAfter: 0 };

  it.each([
    { case: 'the same title', renamed: { slug: 'quiz-rapides', title: first.title }, hint: `a le même titre\u00a0; une sélection ne garde pas d’ancienne adresse\u00a0: si c’est la même, redonnez à son fichier le nom ${first.slug}.yaml (changer son titre ne change pas son adresse)` },
    { case: 'the same tools', renamed: { slug: 'quiz-rapides', title: 'Quiz rapides' }, hint: 'a les mêmes outils\u00a0; une sélection ne garde pas d’ancienne adresse' },
    { case: 'neither', renamed: { slug: 'quiz-rapides', title: 'Quiz rapides', tools: first.tools.slice(1) }, hint: undefined },
  ])('under a new slug, with $case', ({ renamed, hint }) => {
    const after = structuredClone(before);
    after.collections[0] = { ...after.collections[0], ...renamed };
    const report = renderDiff(diffApi(before, after, noFiles), '`main`', 'la copie de travail');
    expect(report).toContain('**Sélections**\u00a0: 1 ajoutée, 1 retirée, 0 modifiée');
    const line = `### Sélections retirées (1)\n\n- **${first.title}** (\`${first.slug}\`)`;
    if (hint) expect(report).toContain(`${line}\u00a0: son adresse ne répondra plus, alors que \`quiz-rapides\`, ajoutée, ${hint}`);
    else expect(report).toContain(`${line}\n`);
  });
});

// A category's slug is a value of the API's `category` filter: removed or renamed, the filter
// answers 400 to whoever still sends it, and the report says so.
describe('a category whose slug is gone', () => {
  const before = loadDirectory(FIXTURE_CONTENT).directory;
  const [first] = before.categories;
  const noFiles = { added: [], removed: [], changed: [], unchanged: 0, bytesMoved: 0, bytesAfter: 0 };
  const lost = `le filtre \`category=${first.slug}\` répondra 400 (catégorie inconnue) aux sites et applications qui l’emploient, une catégorie ne garde pas d’ancien slug`;

  it.each([
    { case: 'renamed, with its name', categories: [{ ...first, slug: 'nouveau-slug' }, ...before.categories.slice(1)], line: `${lost}\u00a0; \`nouveau-slug\`, ajoutée, a le même nom\u00a0: si c’est la même catégorie, rendez-lui le slug \`${first.slug}\`\u00a0: son nom, lui, peut changer sans rien casser\n` },
    { case: 'retired', categories: before.categories.slice(1), line: `${lost}\n` },
  ])('$case', ({ categories, line }) => {
    const report = renderDiff(diffApi(before, { ...before, categories }, noFiles), '`main`', 'la copie de travail');
    expect(report).toContain(`### Catégories retirées (1)\n\n- **${first.name}** (\`${first.slug}\`)\u00a0: ${line}`);
  });

  it('is not told for a category whose name only changed', () => {
    const categories = [{ ...first, name: 'Autre nom' }, ...before.categories.slice(1)];
    const report = renderDiff(diffApi(before, { ...before, categories }, noFiles), '`main`', 'la copie de travail');
    expect(report).toContain(`### Catégories modifiées (1)\n\n- **Autre nom** (\`${first.slug}\`)\n  - \`name\`\u00a0: \`${first.name}\` → \`Autre nom\``);
    expect(report).not.toContain('répondra 400');
  });
});

describe('diffSynonyms', () => {
  it.each([
    { case: 'nothing changed', before: [['a', 'b']], after: [['a', 'b']], expected: { added: [], removed: [], changed: [] } },
    { case: 'a group added', before: [['a', 'b']], after: [['a', 'b'], ['c', 'd']], expected: { added: [['c', 'd']], removed: [], changed: [] } },
    { case: 'a group removed', before: [['a', 'b'], ['c', 'd']], after: [['c', 'd']], expected: { added: [], removed: [['a', 'b']], changed: [] } },
    { case: 'a word added to a group', before: [['a', 'b']], after: [['a', 'b', 'e']], expected: { added: [], removed: [], changed: [{ before: ['a', 'b'], after: ['a', 'b', 'e'] }] } },
    { case: 'two groups merged', before: [['a', 'b'], ['c', 'd']], after: [['a', 'b', 'c', 'd']], expected: { added: [], removed: [['c', 'd']], changed: [{ before: ['a', 'b'], after: ['a', 'b', 'c', 'd'] }] } },
  ])('$case', ({ before, after, expected }) => expect(diffSynonyms(before, after)).toEqual(expected));
});

// The synonyms change what a search finds and nothing else: a report on them alone must not say
// that nothing published changed.
describe('a change of the synonyms only', () => {
  it('is told group by group, with the words added and removed', () => {
    const before = loadDirectory(FIXTURE_CONTENT).directory;
    const synonyms = [[...before.synonyms[0], 'glossaire'], ['baladodiffusion', 'podcast']];
    const report = renderDiff(diffApi(before, { ...before, synonyms }, { added: [], removed: [], changed: ['_api/list-index.txt'], unchanged: 9, bytesMoved: 10, bytesAfter: 100 }), '`main`', 'la copie de travail');
    expect(report).toContain('· **Catégories**\u00a0: 0 ajoutée, 0 retirée, 0 modifiée · **Synonymes de recherche**\u00a0: 1 groupe ajouté, 0 retiré, 1 modifié\n');
    expect(report).toContain(`### Synonymes de recherche (2)\n\n- groupe ajouté\u00a0: \`baladodiffusion\`, \`podcast\`\n- groupe modifié\u00a0: ${[...before.synonyms[0], 'glossaire'].map((word) => `\`${word}\``).join(', ')} (+ glossaire)\n`);
    expect(report).not.toContain('Aucun changement de contenu publié.');
  });
});

describe('a tool that leaves the list of tools', () => {
  const kahoot = { slug: 'kahoot', name: 'Kahoot!', status: 'published', former_slugs: [] };
  const wooclap = { slug: 'wooclap', name: 'Wooclap', status: 'published', former_slugs: [] };
  /** A directory of these tools alone; what the tool diff does not read stays empty. */
  const directory = (fields: Partial<Record<'tools' | 'discontinued' | 'redirects', object[]>>) =>
    ({ categories: [], tools: [], discontinued: [], collections: [], tags: [], redirects: [], synonyms: [], ...fields }) as unknown as Directory;
  const noFiles = { added: [], removed: [], changed: [], unchanged: 0, bytesMoved: 0, bytesAfter: 0 };

  it.each([
    {
      case: 'renamed: its former slug redirects to the new one',
      after: directory({ tools: [{ ...kahoot, slug: 'kahoot-quiz', name: 'Kahoot Quiz', former_slugs: ['kahoot'] }, wooclap], redirects: [{ from: 'kahoot', to: 'kahoot-quiz' }] }),
      counts: '**Outils**\u00a0: 0 ajouté, 0 retiré, 1 renommé, 0 modifié',
      lines: '### Outils renommés (1)\n\n- **Kahoot Quiz**\u00a0: renommé\u00a0: `kahoot` → `kahoot-quiz`, l’ancienne adresse redirige vers la nouvelle\n  - `name`\u00a0: `Kahoot!` → `Kahoot Quiz`\n',
    },
    {
      case: 'discontinued: its page stays',
      after: directory({ tools: [wooclap], discontinued: [{ ...kahoot, status: 'discontinued', discontinued_at: '2026-11-24', replaced_by: 'wooclap' }] }),
      counts: '**Outils**\u00a0: 0 ajouté, 0 retiré, 1 arrêté, 0 modifié',
      lines: '### Outils arrêtés (1)\n\n- **Kahoot!** (`kahoot`)\u00a0: arrêté le 24 novembre 2026, remplacé par `wooclap`\u00a0; sa page reste lisible, mais il sort des listes, des recherches, des comptes et des sélections\n',
    },
    {
      case: 'discontinued without a replacement',
      after: directory({ tools: [wooclap], discontinued: [{ ...kahoot, status: 'discontinued', discontinued_at: '2026-11-24' }] }),
      counts: '**Outils**\u00a0: 0 ajouté, 0 retiré, 1 arrêté, 0 modifié',
      lines: '- **Kahoot!** (`kahoot`)\u00a0: arrêté le 24 novembre 2026\u00a0; sa page reste',
    },
    {
      case: 'deleted or made a draft: its address is gone',
      after: directory({ tools: [wooclap] }),
      counts: '**Outils**\u00a0: 0 ajouté, 1 retiré, 0 modifié',
      lines: '### Outils retirés (1)\n\n- **Kahoot!** (`kahoot`)\n',
    },
  ])('$case', ({ after, counts, lines }) => {
    const report = renderDiff(diffApi(directory({ tools: [kahoot, wooclap] }), after, noFiles), '`main`', 'la copie de travail');
    expect(report).toContain(`${counts} · **Sélections**`);
    expect(report).toContain(lines);
  });

  it.each([
    { case: 'under its slug', after: { ...kahoot, pricing: 'paid' }, line: '- **Kahoot!** (`kahoot`)\u00a0: republié, il était arrêté depuis le 24 novembre 2026\u00a0; il revient dans les listes, les recherches, les comptes et les sélections\n  - `pricing`\u00a0: `free` → `paid`\n' },
    { case: 'under a new slug', after: { ...kahoot, slug: 'kahoot-quiz', former_slugs: ['kahoot'] }, line: '- **Kahoot!** (`kahoot` → `kahoot-quiz`)\u00a0: republié, il était arrêté depuis le 24 novembre 2026\u00a0; il revient dans les listes' },
  ])('a discontinued tool published again $case is republished, not added', ({ after, line }) => {
    const closed = { ...kahoot, pricing: 'free', status: 'discontinued', discontinued_at: '2026-11-24', replaced_by: 'wooclap' };
    const report = renderDiff(diffApi(directory({ tools: [wooclap], discontinued: [closed] }), directory({ tools: [{ pricing: 'free', ...after }, wooclap] }), noFiles), '`main`', 'la copie de travail');
    expect(report).toContain('**Outils**\u00a0: 0 ajouté, 0 retiré, 1 republié, 0 modifié · **Sélections**');
    expect(report).toContain(`### Outils republiés (1)\n\n${line}`);
  });

  // An editor who renames the file but forgets `former_slugs` breaks the old address: the report
  // says so where the tool is listed as removed, and how to keep the address.
  it.each([
    {
      case: 'the same site',
      added: { ...kahoot, slug: 'kahoot-quiz', name: 'Kahoot Quiz', website_url: 'https://kahoot.com/fr' },
      line: '- **Kahoot!** (`kahoot`)\u00a0: son adresse ne répondra plus, alors que `kahoot-quiz`, ajouté, a le même site\u00a0; si c’est le même outil sous un nouveau slug, écrivez `former_slugs: [kahoot]` dans sa fiche\u00a0: l’ancienne adresse redirigera vers la nouvelle\n',
    },
    {
      case: 'the same name',
      added: { ...kahoot, slug: 'kahoot-quiz', name: 'KAHOOT', website_url: 'https://kahoot.it/' },
      line: '- **Kahoot!** (`kahoot`)\u00a0: son adresse ne répondra plus, alors que `kahoot-quiz`, ajouté, a le même nom\u00a0; si c’est le même outil',
    },
    { case: 'neither', added: { ...kahoot, slug: 'quizlet', name: 'Quizlet', website_url: 'https://quizlet.com/' }, line: '- **Kahoot!** (`kahoot`)\n' },
  ])('a tool removed while one with $case is added: the report tells how to keep its address', ({ added, line }) => {
    const old = { ...kahoot, website_url: 'https://www.kahoot.com/fr/' };
    const report = renderDiff(diffApi(directory({ tools: [old, wooclap] }), directory({ tools: [added, wooclap] }), noFiles), '`main`', 'la copie de travail');
    expect(report).toContain('**Outils**\u00a0: 1 ajouté, 1 retiré, 0 modifié');
    expect(report).toContain(`### Outils retirés (1)\n\n${line}`);
  });

  // Renamed twice, a tool keeps both former slugs; one dropped from former_slugs stops answering.
  it('a former slug dropped from former_slugs is told, with the tool to give it back to', () => {
    const once = { ...kahoot, slug: 'kahoot-quiz', former_slugs: ['kahoot'] };
    const twice = { ...kahoot, slug: 'kahoot-jeux', former_slugs: ['kahoot-quiz'] };
    const before = directory({ tools: [once, wooclap], redirects: [{ from: 'kahoot', to: 'kahoot-quiz' }] });
    const report = renderDiff(diffApi(before, directory({ tools: [twice, wooclap], redirects: [{ from: 'kahoot-quiz', to: 'kahoot-jeux' }] }), noFiles), '`main`', 'la copie de travail');
    expect(report).toContain('### Anciennes adresses qui ne répondront plus (1)\n\n- `kahoot` ne redirigera plus vers `kahoot-jeux`\u00a0: pour garder cette ancienne adresse, ajoutez `kahoot` aux `former_slugs` de `kahoot-jeux`\n');
    const kept = renderDiff(diffApi(before, directory({ tools: [{ ...twice, former_slugs: ['kahoot', 'kahoot-quiz'] }, wooclap], redirects: [{ from: 'kahoot', to: 'kahoot-jeux' }, { from: 'kahoot-quiz', to: 'kahoot-jeux' }] }), noFiles), '`main`', 'la copie de travail');
    expect(kept).not.toContain('Anciennes adresses');
  });

  it('a renamed tool is neither added nor removed', () => {
    const renamed = { ...kahoot, slug: 'kahoot-quiz', former_slugs: ['kahoot'] };
    const diff = diffTools(directory({ tools: [kahoot] }), directory({ tools: [renamed], redirects: [{ from: 'kahoot', to: 'kahoot-quiz' }] }));
    expect(diff).toMatchObject({ added: [], removed: [], discontinued: [], renamed: [{ before: kahoot, after: renamed, fields: [] }] });
  });
});

describe('npm run diff given a reference it cannot compare with', () => {
  it('suggests only references the repository has, not the one that failed', () => {
    const repo = editorRepository();
    try {
      const result = command(repo, 'diff', ['origin/main']);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('«\u00a0origin/main\u00a0» n’est pas un commit de ce dépôt (essayez main ou un identifiant de commit, que git log --oneline affiche)');
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('says that a reference which does not build is not the working copy’s fault', () => {
    const repo = editorRepository();
    try {
      const kahoot = join(repo, 'content/tools/kahoot.md');
      const good = readFileSync(kahoot, 'utf8');
      writeFileSync(kahoot, good.replace('pricing: freemium', 'pricing: gratuit'));
      git(repo, 'commit', '--quiet', '-am', 'Tarif mal écrit');
      writeFileSync(kahoot, good);
      const result = command(repo, 'diff', ['HEAD']);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('la construction de HEAD a échoué');
      expect(result.stderr).toContain('le problème est dans «\u00a0HEAD\u00a0», pas dans votre copie\u00a0: comparez avec une autre référence');
      expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe('npm run diff on a working copy whose content has a problem', () => {
  it('prints the problems as npm run validate does, exits 1 and builds nothing', () => {
    const repo = editorRepository();
    try {
      const kahoot = join(repo, 'content/tools/kahoot.md');
      writeFileSync(kahoot, readFileSync(kahoot, 'utf8').replace('pricing: freemium', 'pricing: gratuit'));
      const validate = command(repo, 'validate');
      const result = command(repo, 'diff', ['HEAD']);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      const problems = problemLines(validate.stderr).filter((line) => line.startsWith('content/'));
      expect(problems).toHaveLength(1);
      expect(result.stderr).toBe(`${problems[0]}\n\n1 problème dans la copie de travail\u00a0: corrigez-le puis relancez npm run diff.\n`);
      expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
