/**
 * A tag written with another case, accents or spaces than the vocabulary's is that tag, for
 * `npm run tags` as for the scaffold: rewritten like a synonym, never dropped as unknown.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tagMap } from '../../src/content/tags.ts';
import { foldedTag } from '../../src/editorial/tags.ts';
import { FIXTURE_CONTENT, ROOT } from '../helpers/sites.ts';

const map = tagMap([
  { slug: 'sondage', label: 'Sondage', synonyms: [] },
  { slug: 'carte-mentale', label: 'Cartes mentales', synonyms: ['mind-map'] },
  { slug: 'eleves', label: 'Élèves', synonyms: [] },
  { slug: 'c', label: 'Langage C', synonyms: [] },
]);

describe('foldedTag', () => {
  const cases: Record<string, string | undefined> = {
    Sondage: 'sondage',
    SONDAGE: 'sondage',
    'Carte mentale': 'carte-mentale',
    'carte  Mentale': 'carte-mentale',
    // Its label, as lists and the scaffold's questions show it.
    'Cartes mentales': 'carte-mentale',
    'cartes-mentales': 'carte-mentale',
    'Mind map': 'carte-mentale',
    Élèves: 'eleves',
    sondage: undefined,
    'mind-map': undefined,
    sondages: undefined,
    'C++': undefined,
    'carte_mentale': undefined,
    'sondage\u200b': 'sondage',
    '\ufeffmind-map': 'carte-mentale',
    'Carte\u00ad mentale': 'carte-mentale',
    // A word processor's non-breaking hyphen or en dash, which look like the keyboard's hyphen.
    'carte\u2011mentale': 'carte-mentale',
    'Carte–Mentale': 'carte-mentale',
  };
  it.each(Object.entries(cases))('%j → %j', (input, expected) => expect(foldedTag(input, map)).toBe(expected));
});

describe('npm run tags', () => {
  const TOOL = 'tools/kahoot.md';
  const tags = (folder: string) => /^tags: .*$/m.exec(readFileSync(join(folder, TOOL), 'utf8'))?.[0];
  const run = (dropUnknown: boolean) => {
    const folder = mkdtempSync(join(tmpdir(), 'annuaire-tags-'));
    cpSync(FIXTURE_CONTENT, folder, { recursive: true });
    const path = join(folder, TOOL);
    writeFileSync(path, readFileSync(path, 'utf8').replace('tags: [quiz, jeux]', 'tags: [Quiz, Logiciel libre, Jeu, C++, chatbot\u200b]'));
    const result = spawnSync(process.execPath, [join(ROOT, 'src/cli/tags.ts'), folder, ...(dropUnknown ? ['--retirer-inconnus'] : [])], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
    return { result, tags: tags(folder), done: () => rmSync(folder, { recursive: true, force: true }) };
  };

  it('rewrites a tag written with capitals, spaces or an invisible character to the tag, and lists only the really unknown one', () => {
    const { result, tags, done } = run(false);
    done();
    expect(tags).toBe('tags: [quiz, logiciel-libre, jeux, C++, chatbot]');
    expect(result.stderr).toContain('  C++ (1)\u00a0: ');
    expect(result.stderr).not.toMatch(/Quiz|Logiciel libre|Jeu|chatbot/);
    expect(result.status).toBe(1);
  });

  it('with --retirer-inconnus, keeps them as their tag and drops only the really unknown one, never a tag with an invisible character', () => {
    const { result, tags, done } = run(true);
    done();
    expect(tags).toBe('tags: [quiz, logiciel-libre, jeux, chatbot]');
    expect(result.status).toBe(0);
  });
});
