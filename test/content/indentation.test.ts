import { describe, expect, it } from 'vitest';
import { firstMisplaced } from '../../src/content/indentation.ts';

/** `line:column message → fixed line` of the first misplaced line of a text, or undefined. */
const misplaced = (text: string) => {
  const lines = text.split('\n');
  const found = firstMisplaced(lines, lines.length - 1);
  return found && `${found.line + 1}:${found.column} ${found.message} → ${JSON.stringify(found.fixed)}`;
};

const COLLECTION = ['kind: stack', 'description: |', '  Une ligne,', '  une autre.', 'tools:', '  - tool: quizlet', '    note: Une note.', '  - tool: anki'];
const TAGS = ['# Vocabulaire', '- slug: quiz', '  label: Quiz', '  synonyms: [qcm]', '- slug: podcast', '  label: Podcast'];
const TOOL = ['', 'name: Outil', 'education_pricing:', '  description: Offre.', '  url: https://x.example.org/', 'updated_at: 2026-11-21'];
const edit = (lines: string[], index: number, line: string) => lines.map((other, at) => (at === index ? line : other)).join('\n');

describe('firstMisplaced', () => {
  it.each([
    // Well-placed files, and shapes the scan leaves to the `yaml` package.
    [COLLECTION.join('\n'), undefined],
    [TAGS.join('\n'), undefined],
    [TOOL.join('\n'), undefined],
    ['tags:\n- quiz\n- anki\nname: X', undefined],
    ['education_pricing:\ndescription: Offre.', undefined],
    ['short_description: Une phrase\n  qui continue', undefined],
    ['name: X\nlanguages: [fr,\n  en]\n pricing: free', undefined],
    ['name: "Kahoot!" et plus', undefined],
    [edit(COLLECTION, 5, '  - tool:quizlet'), undefined],
    // Fields shifted from their neighbours.
    [`${TOOL.join('\n')}\n last_verified_at: 2026-11-26`, '7:2 cette ligne est décalée de 1 espace vers la droite par rapport à «\u00a0updated_at\u00a0»\u00a0: retirez 1 espace au début de la ligne → "last_verified_at: 2026-11-26"'],
    [edit(TOOL, 1, ' name: Outil'), '2:2 cette ligne est décalée de 1 espace vers la droite par rapport aux champs qui l’entourent\u00a0: retirez 1 espace au début de la ligne → "name: Outil"'],
    [edit(TOOL, 4, '   url: https://x.example.org/'), '5:4 cette ligne est décalée de 1 espace vers la droite par rapport à «\u00a0description\u00a0»\u00a0: retirez 1 espace au début de la ligne → "  url: https://x.example.org/"'],
    [edit(TOOL, 4, ' url: https://x.example.org/'), '5:2 cette ligne est décalée de 1 espace vers la gauche par rapport à «\u00a0description\u00a0»\u00a0: ajoutez 1 espace au début de la ligne → "  url: https://x.example.org/"'],
    [edit(COLLECTION, 6, '     note: Une note.'), '7:6 cette ligne est décalée de 1 espace vers la droite par rapport à «\u00a0tool\u00a0»\u00a0: retirez 1 espace au début de la ligne → "    note: Une note."'],
    [edit(COLLECTION, 6, '   note: Une note.'), '7:4 cette ligne est décalée de 1 espace vers la gauche par rapport à «\u00a0tool\u00a0»\u00a0: ajoutez 1 espace au début de la ligne → "    note: Une note."'],
    [edit(COLLECTION, 7, ' - tool: anki'), '8:2 cette ligne est décalée de 1 espace vers la gauche par rapport aux autres éléments de la liste\u00a0: ajoutez 1 espace au début de la ligne → "  - tool: anki"'],
    [edit(TAGS, 5, 'label: Podcast'), '6:1 cette ligne est décalée de 2 espaces vers la gauche par rapport à «\u00a0slug\u00a0»\u00a0: ajoutez 2 espaces au début de la ligne → "  label: Podcast"'],
    // The first line of a block, which the others do not follow.
    [edit(COLLECTION, 5, '   - tool: quizlet'), '6:4 cette ligne est décalée de 1 espace vers la droite par rapport aux autres éléments de la liste\u00a0: retirez 1 espace au début de la ligne → "  - tool: quizlet"'],
    [edit(COLLECTION, 5, '- tool: quizlet'), '6:1 cette ligne est décalée de 2 espaces vers la gauche par rapport aux autres éléments de la liste\u00a0: ajoutez 2 espaces au début de la ligne → "  - tool: quizlet"'],
    [edit(TOOL, 3, '   description: Offre.'), '4:4 cette ligne est décalée de 1 espace vers la droite par rapport à «\u00a0url\u00a0»\u00a0: retirez 1 espace au début de la ligne → "  description: Offre."'],
    [edit(COLLECTION, 2, '   Une ligne,'), '3:4 cette ligne fait partie du texte de «\u00a0description\u00a0» et s’indente comme ses autres lignes\u00a0: retirez 1 espace au début de la ligne → "  Une ligne,"'],
    // Lines of a `|` text.
    [edit(COLLECTION, 3, 'une autre.'), '4:1 cette ligne fait partie du texte de «\u00a0description\u00a0» et s’indente comme ses autres lignes\u00a0: ajoutez 2 espaces au début de la ligne → "  une autre."'],
    [edit(COLLECTION, 2, 'Une ligne,'), '3:1 cette ligne fait partie du texte de «\u00a0description\u00a0» et s’indente comme ses autres lignes\u00a0: ajoutez 2 espaces au début de la ligne → "  Une ligne,"'],
    // A new item of a list without its dash.
    [edit(COLLECTION, 7, '    tool: anki'), '8:5 cette ligne commence un nouvel élément de la liste\u00a0: écrivez «\u00a0- tool: anki\u00a0», le tiret aligné sur ceux des autres éléments → "  - tool: anki"'],
    [edit(COLLECTION, 7, '   tool: anki'), '8:4 cette ligne commence un nouvel élément de la liste\u00a0: écrivez «\u00a0- tool: anki\u00a0», le tiret aligné sur ceux des autres éléments → "  - tool: anki"'],
    [`${TAGS.join('\n')}\nslug: video`, '7:1 cette ligne commence un nouvel élément de la liste\u00a0: écrivez «\u00a0- slug: video\u00a0», le tiret aligné sur ceux des autres éléments → "- slug: video"'],
    [`${COLLECTION.join('\n')}\n    note: Une autre note.\n    note: Encore une.`, undefined],
    // Tabs, and a dash without its space.
    [edit(COLLECTION, 6, '\tnote: Une note.'), '7:1 le YAML ne s’indente pas avec des tabulations\u00a0: indentez avec des espaces → "    note: Une note."'],
    [edit(TAGS, 2, '\tlabel: Quiz'), '3:1 le YAML ne s’indente pas avec des tabulations\u00a0: indentez avec des espaces → "  label: Quiz"'],
    [`${TAGS.join('\n')}\n-slug: video`, '7:1 un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez «\u00a0- slug: video\u00a0» → "- slug: video"'],
    ['name: X\ntags:\n-quiz\n-anki', '3:1 un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez «\u00a0- quiz\u00a0» → "- quiz"'],
  ])('%j → %s', (text, expected) => expect(misplaced(text)).toBe(expected));

  it('looks no further than the line it is given', () => {
    expect(firstMisplaced(['name: X', 'pricing: free', ' tags: []'], 1)).toBeUndefined();
  });
});
