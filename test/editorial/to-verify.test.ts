import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Directory, Tool } from '../../src/content/directory.ts';
import { loadDirectory } from '../../src/content/load.ts';
import { incompleteNotice, offersWithoutUrl, renderOffersWithoutUrl, renderToVerify, toolsToVerify } from '../../src/editorial/to-verify.ts';
import { FIXTURE_CONTENT, ROOT } from '../helpers/sites.ts';
import { command, terminal } from './helpers.ts';

const tool = (slug: string, category: string, last_verified_at?: string) => ({ slug, name: slug.toUpperCase(), category, last_verified_at }) as Tool;

const directory: Pick<Directory, 'tools' | 'categories'> = {
  categories: [
    { slug: 'audio', name: 'Audio', description: '' },
    { slug: 'quiz', name: 'Quiz', description: '' },
    { slug: 'video', name: 'Vidéo', description: '' },
  ],
  tools: [
    tool('frais', 'quiz', '2026-06-01'),
    tool('limite', 'quiz', '2025-11-23'),
    tool('perime', 'quiz', '2025-11-22'),
    tool('jamais', 'quiz'),
    tool('tres-vieux', 'quiz', '2023-01-01'),
    tool('son', 'audio'),
    tool('film', 'video', '2026-01-01'),
  ],
};

describe('toolsToVerify', () => {
  it('lists by category the tools never verified or verified more than 12 months before today, never-verified first then oldest', () => {
    expect(toolsToVerify(directory, '2026-11-23')).toEqual([
      { category: { slug: 'audio', name: 'Audio' }, tools: [{ slug: 'son', name: 'SON', last_verified_at: undefined }] },
      {
        category: { slug: 'quiz', name: 'Quiz' },
        tools: [
          { slug: 'jamais', name: 'JAMAIS', last_verified_at: undefined },
          { slug: 'tres-vieux', name: 'TRES-VIEUX', last_verified_at: '2023-01-01' },
          { slug: 'perime', name: 'PERIME', last_verified_at: '2025-11-22' },
        ],
      },
    ]);
  });

  it('follows the injected day', () => {
    expect(toolsToVerify(directory, '2027-01-02').flatMap((group) => group.tools.map((due) => due.slug))).toEqual(['son', 'jamais', 'tres-vieux', 'perime', 'limite', 'film']);
  });

  it('renders a French checklist', () => {
    const report = renderToVerify(toolsToVerify(directory, '2026-11-23'), directory.tools.length, '2026-11-23');
    expect(report).toBe(
      [
        '## Outils à vérifier au 23 novembre 2026',
        '',
        '4 outils sur 7 n’ont jamais été vérifiés ou l’ont été avant le 23 novembre 2025.',
        'Pour chacun\u00a0: ouvrez le site de l’éditeur, corrigez la fiche si besoin, puis inscrivez la date du jour dans `last_verified_at`.',
        '',
        '### Audio (1)',
        '',
        '- [ ] SON — `content/tools/son.md` — jamais vérifié',
        '',
        '### Quiz (3)',
        '',
        '- [ ] JAMAIS — `content/tools/jamais.md` — jamais vérifié',
        '- [ ] TRES-VIEUX — `content/tools/tres-vieux.md` — vérifié le 1er janvier 2023',
        '- [ ] PERIME — `content/tools/perime.md` — vérifié le 22 novembre 2025',
        '',
      ].join('\n'),
    );
  });
});

describe('offersWithoutUrl', () => {
  const offer = (slug: string, url?: string) => ({ slug, name: slug.toUpperCase(), education_pricing: { description: 'Gratuit pour les enseignants.', ...(url ? { url } : {}) } }) as Tool;
  const tools = [offer('avec', 'https://avec.example/edu'), { slug: 'sans-offre', name: 'SANS-OFFRE' } as Tool, offer('sans-adresse'), offer('autre')];

  it('counts the offers and lists, in the directory’s order, those that name no page', () => {
    expect(offersWithoutUrl(tools)).toEqual({ offers: 3, missing: [{ slug: 'sans-adresse', name: 'SANS-ADRESSE' }, { slug: 'autre', name: 'AUTRE' }] });
  });

  it.each([
    [tools, '2 offres éducation sur 3 n’ont pas d’`url`\u00a0: personne ne peut les vérifier.', ['- [ ] SANS-ADRESSE — `content/tools/sans-adresse.md`', '- [ ] AUTRE — `content/tools/autre.md`']],
    [tools.slice(0, 3), '1 offre éducation sur 2 n’a pas d’`url`\u00a0: personne ne peut la vérifier.', ['- [ ] SANS-ADRESSE — `content/tools/sans-adresse.md`']],
  ])('renders a French checklist that says how to fix each (%#)', (list, summary, items) => {
    expect(renderOffersWithoutUrl(offersWithoutUrl(list))).toBe(
      [
        '## Offres éducation sans adresse',
        '',
        summary,
        'Pour chacune\u00a0: trouvez sur le site de l’éditeur la page qui décrit l’offre, puis ajoutez sous la description de l’offre une ligne `url: https://…`, indentée de 2 espaces comme elle.',
        '',
        ...items,
        '',
      ].join('\n'),
    );
  });

  it('renders nothing when every offer names its page', () => {
    expect(renderOffersWithoutUrl(offersWithoutUrl(tools.slice(0, 2)))).toBe('');
  });
});

describe('incompleteNotice', () => {
  it('says nothing when the content has no problem', () => {
    expect(incompleteNotice([])).toBeUndefined();
  });

  it('names every problem with its place, and what to do', () => {
    const problem = (file: string, line: number, message: string) => ({ file, line, column: 10, message });
    expect(incompleteNotice([problem('content/tools/a.md', 6, 'pricing : à corriger'), problem('content/tools/a.md', 7, 'added_at : à corriger'), problem('content/categories.yaml', 2, 'name : à corriger')]))
      .toMatchInlineSnapshot(`
        "Attention\u00a0: cette liste peut être incomplète, 2 fichiers du contenu ont des problèmes et les outils qu’ils décrivent peuvent y manquer\u00a0:
          content/tools/a.md:6:10 pricing : à corriger
          content/tools/a.md:7:10 added_at : à corriger
          content/categories.yaml:2:10 name : à corriger
        Corrigez ces problèmes (npm run validate liste tous les problèmes, avec leur ligne), puis relancez npm run a-verifier."
      `);
  });
});

describe('npm run a-verifier', () => {
  it('names a tool file it could not read, with why, and exits 1 instead of a silently shorter list', () => {
    const content = mkdtempSync(join(tmpdir(), 'annuaire-a-verifier-'));
    try {
      cpSync(FIXTURE_CONTENT, content, { recursive: true });
      const kahoot = join(content, 'tools/kahoot.md');
      writeFileSync(kahoot, readFileSync(kahoot, 'utf8').replace('pricing: freemium', 'pricing: gratis'));
      const result = command(ROOT, 'to-verify', ['--contenu', content, '--date', '2026-11-23']);
      expect(result.stdout).not.toContain('Kahoot!');
      expect(result.stderr).toContain('Attention\u00a0: cette liste peut être incomplète, 1 fichier du contenu a des problèmes');
      expect(result.stderr).toContain('tools/kahoot.md:6:10 pricing\u00a0: «\u00a0gratis\u00a0» n’est pas une valeur permise');
      expect(result.status).toBe(1);
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });

  it('reads a content folder and lists its tools due for a check on the given day', () => {
    const result = command(ROOT, 'to-verify', ['--contenu', FIXTURE_CONTENT, '--date', '2026-11-23']);
    expect(result.status).toBe(0);
    const total = loadDirectory(FIXTURE_CONTENT).directory.tools.length;
    expect(result.stdout).toContain(`## Outils à vérifier au 23 novembre 2026\n\n${total} outils sur ${total}`);
    expect(result.stdout).toContain('- [ ] Kahoot! — `test/fixtures/content/tools/kahoot.md` — jamais vérifié');
  });

  it('then lists the education offers without their page, after the tools due', () => {
    const result = command(ROOT, 'to-verify', ['--contenu', FIXTURE_CONTENT, '--date', '2026-11-23']);
    const { missing } = offersWithoutUrl(loadDirectory(FIXTURE_CONTENT).directory.tools);
    expect(missing.map((tool) => tool.slug)).toContain('kahoot');
    const offers = result.stdout.slice(result.stdout.indexOf('## Offres éducation sans adresse'));
    expect(result.stdout.indexOf('## Offres éducation sans adresse')).toBeGreaterThan(result.stdout.indexOf('## Outils à vérifier'));
    expect(offers.match(/^- \[ \] .*$/gm)).toEqual(missing.map((tool) => `- [ ] ${tool.name} — \`test/fixtures/content/tools/${tool.slug}.md\``));
  });

  it('refuses a malformed day with exit code 2, and names the day a French date means', () => {
    const result = command(ROOT, 'to-verify', ['--date', '23/11/2026']);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('Erreur\u00a0: --date\u00a0: «\u00a023/11/2026\u00a0» n’est pas une date AAAA-MM-JJ (vouliez-vous dire «\u00a02026-11-23\u00a0»\u00a0?)');
  });
});

describe('npm run a-verifier in a terminal', () => {
  const args = ['--contenu', FIXTURE_CONTENT, '--date', '2026-11-23'];
  /** The words of a text: a word cut by the terminal would come back with a space inside it. */
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  /** The lines of a screen wider than it, but a word alone, which no break could shorten. */
  const overflowing = (screen: string, columns: number) => screen.split('\n').filter((line) => [...line].length > columns && !/^ *\S+$/.test(line));

  it.each([50, 80])('%i columns wide, breaks its report between words, each tool’s next lines under its name, and says the same words as in a pipe', async (columns) => {
    const piped = command(ROOT, 'to-verify', args);
    const shown = terminal(ROOT, 'to-verify', args, { cols: columns, rows: 30 });
    try {
      expect(await shown.exited).toBe(0);
      const screen = shown.screen().replaceAll('\r', '');
      expect(overflowing(screen, columns)).toEqual([]);
      expect(words(screen)).toBe(words(piped.stdout));
      const items = (text: string) => text.split('\n').filter((line) => line.startsWith('- [ ] '));
      expect(items(screen)).toHaveLength(items(piped.stdout).length);
      expect(screen.split('\n').filter((line) => /^ +\S/.test(line) && !line.startsWith('      '))).toEqual([]);
      if (columns === 50) expect(screen.split('\n').length).toBeGreaterThan(piped.stdout.split('\n').length);
    } finally {
      shown.stop();
    }
  });

  it('50 columns wide, breaks its --help between words, an option’s explanation under its column', async () => {
    const piped = command(ROOT, 'to-verify', ['--help']);
    const shown = terminal(ROOT, 'to-verify', ['--help'], { cols: 50, rows: 30 });
    try {
      expect(await shown.exited).toBe(0);
      const screen = shown.screen().replaceAll('\r', '');
      expect(overflowing(screen, 50)).toEqual([]);
      expect(words(screen)).toBe(words(piped.stdout));
      expect(screen.slice(screen.indexOf('Options')).trimEnd().split('\n')).toEqual([
        'Options\u00a0:',
        '  --contenu DOSSIER   dossier de contenu (défaut\u00a0:',
        '                      content, ou CONTENT_DIR)',
        '  --date AAAA-MM-JJ   date du jour (défaut\u00a0:',
        '                      aujourd’hui)',
        '  -h, --help          cette aide',
      ]);
    } finally {
      shown.stop();
    }
  });
});
