/**
 * Every rule of the validator, with the exact French words an editor reads: each test writes a
 * small content folder in memory and pins what `npm run validate` would print for it.
 */
import { describe, expect, it } from 'vitest';
import { compileDirectory, formatProblem, frenchFirst, keyboardDashes, wellFormedFields, type ContentSources } from '../../src/content/directory.ts';
import { toolSchema } from '../../src/content/schema.ts';
import { tabInLine } from '../../src/content/messages.ts';
import { houseWords } from '../../src/content/prose.ts';

const CATEGORIES = ['- slug: quiz', '  name: Quiz', '  description: Des quiz pour toute la classe.', '- slug: langues', '  name: Langues', '  description: Des outils pour les langues vivantes.'].join('\n');
const TAGS = ['- slug: quiz', '  label: Quiz et QCM', '  synonyms: [qcm]', '- slug: logiciel-libre', '  label: Logiciel libre', '  synonyms: [open-source, logiciels-libres]'].join('\n');
/** The day of the validation run the tests pretend, so that they never depend on the clock. */
const TODAY = '2026-11-23';
/** 80 words: the shortest long description allowed. */
const BODY = Array.from({ length: 80 }, (_, index) => `mot${index}`).join(' ');

const DEFAULTS: Record<string, string> = {
  name: 'Outil',
  website_url: 'https://outil.example.org/',
  short_description: 'Un outil de quiz pour toute la classe.',
  category: 'quiz',
  pricing: 'free',
  added_at: '2026-01-10',
  updated_at: '2026-01-10',
  vendor: 'Éditeur Exemple',
};

/** A tool file: the default fields, changed or removed (`null`) by `fields`, then the body. */
function tool(fields: Record<string, string | null> = {}, body = BODY): string {
  const merged = { ...DEFAULTS, ...fields };
  const lines = Object.entries(merged).flatMap(([key, value]) => (value === null ? [] : [`${key}: ${value}`]));
  return `---\n${lines.join('\n')}\n---\n${body}\n`;
}

function collection(tools: string[], extra = ''): string {
  return [
    'kind: top_list',
    'task: Lancer un quiz',
    'title: Quiz express',
    'short_description: Des quiz à lancer en quelques minutes.',
    'description: Une sélection pour les tests du validateur.',
    'tools:',
    ...tools.map((slug) => `  - tool: ${slug}`),
    'added_at: 2026-01-10',
    'updated_at: 2026-01-10',
    extra,
  ].join('\n');
}

interface Folder {
  tools?: Record<string, string>;
  collections?: Record<string, string>;
  categories?: string | null;
  tags?: string | null;
  strays?: ContentSources['strays'];
  unreadTools?: string[];
}

/** The problems of a content folder, as `npm run validate` prints them. */
function check(folder: Folder): string[] {
  const text = (file: string, name: string, body: string) => ({ file, name, text: body });
  const sources: ContentSources = {
    categories: folder.categories === null ? undefined : text('content/categories.yaml', 'categories', folder.categories ?? CATEGORIES),
    tags: folder.tags === null ? undefined : text('content/tags.yaml', 'tags', folder.tags ?? TAGS),
    // Two tools of one name are refused: each file written with the default name gets its own.
    tools: Object.entries(folder.tools ?? {}).map(([slug, body]) => text(`content/tools/${slug}.md`, slug, body.replace(`\nname: ${DEFAULTS.name}\n`, `\nname: ${DEFAULTS.name} ${slug}\n`))),
    collections: Object.entries(folder.collections ?? {}).map(([slug, body]) => text(`content/collections/${slug}.yaml`, slug, body)),
    strays: folder.strays ?? [],
    unreadTools: folder.unreadTools,
    categoriesFile: 'content/categories.yaml',
    tagsFile: 'content/tags.yaml',
    toolsFolder: 'content/tools',
  };
  const sizes: Record<string, { width: number; height: number; format: string }> = {
    'outil.png': { width: 4, height: 3, format: 'png' },
    'photo.jpg': { width: 4, height: 3, format: 'png' },
    'photo.png': { width: 4, height: 3, format: 'avif' },
  };
  return compileDirectory(sources, (file) => sizes[file], { today: TODAY }).problems.map(formatProblem);
}

describe('a valid folder', () => {
  it('has no problem', () => {
    expect(check({ tools: { outil: tool({ tags: '[quiz, logiciel-libre]' }) }, collections: { 'quiz-express': collection(['outil']) } })).toEqual([]);
  });
});

describe('fields of a tool', () => {
  it('names an unknown field and the field it resembles', () => {
    expect(check({ tools: { outil: tool({ tgas: '[quiz]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:1 champ inconnu «\u00a0tgas\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0tags\u00a0»\u00a0?)",
      ]
    `);
  });

  // Each unknown field is its own annotation on its own line, with its own hint.
  it('tells each unknown field at its own line, with its own hint', () => {
    const tools = { outil: tool({ site: 'https://outil.example.org/', website_url: null, short_desciption: 'Un outil de quiz pour toute la classe.', short_description: null }) };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:8:1 champ inconnu «\u00a0site\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0website_url\u00a0»\u00a0?)",
        "content/tools/outil.md:9:1 champ inconnu «\u00a0short_desciption\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0short_description\u00a0»\u00a0?)",
      ]
    `);
  });

  it('tells each unknown field of a vocabulary file at its own line', () => {
    const tags = `${TAGS}\n- slug: sondage\n  labl: Sondage\n  synonymes: [vote]`;
    expect(check({ tags })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:8:3 champ inconnu «\u00a0labl\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0label\u00a0»\u00a0?)",
        "content/tags.yaml:9:3 champ inconnu «\u00a0synonymes\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0synonyms\u00a0»\u00a0?)",
      ]
    `);
  });

  // YAML reads a line that starts with its colon as a field of an empty name.
  it('tells a line with no field name before its colon, at that line', () => {
    const tools = { outil: tool().replace('\ncategory: quiz\n', '\ncategory: quiz\n:\n'), autre: tool({ website_url: 'https://autre.example.org/' }).replace('\npricing: free\n', '\npricing: free\n: gratuit\n') };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/autre.md:7:1 cette ligne n’a pas de nom de champ avant son deux-points\u00a0: écrivez-le devant «\u00a0:\u00a0», ou supprimez la ligne si elle est de trop",
        "content/tools/outil.md:6:1 cette ligne n’a pas de nom de champ avant son deux-points\u00a0: écrivez-le devant «\u00a0:\u00a0», ou supprimez la ligne si elle est de trop",
      ]
    `);
  });

  // Fields keep their English names; an editor writing in French means the field of that word.
  it.each([
    ['tarif', 'pricing'],
    ['étiquettes', 'tags'],
    ['Site web', 'website_url'],
    ['éditeur', 'vendor'],
    ['langues', 'languages'],
    ['description', 'short_description'],
  ])('names the field a French field name « %s » means: %s', (key, field) => {
    expect(check({ tools: { outil: tool({ [key]: 'x' }) } })).toEqual([`content/tools/outil.md:10:1 champ inconnu «\u00a0${key}\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0${field}\u00a0»\u00a0?)`]);
  });

  // As repeated tags are: the API would publish the language twice.
  it('refuses a language written twice, at the repeat', () => {
    expect(check({ tools: { outil: tool({ languages: '[fr, en, fr]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:21 languages\u00a0: «\u00a0fr\u00a0» est déjà dans la liste\u00a0; citez chaque langue une fois",
      ]
    `);
  });

  it('lists the allowed values and the closest one', () => {
    expect(check({ tools: { outil: tool({ pricing: 'freemuim' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:6:10 pricing\u00a0: «\u00a0freemuim\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise (vouliez-vous dire «\u00a0freemium\u00a0»\u00a0?)",
      ]
    `);
  });

  it('names a missing required field', () => {
    expect(check({ tools: { outil: tool({ website_url: null }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:2:1 le champ obligatoire «\u00a0website_url\u00a0» manque\u00a0: ajoutez-le",
      ]
    `);
  });

  it('wants a vendor on every tool, null only when written on purpose', () => {
    expect(check({ tools: { outil: tool({ vendor: null }), libre: tool({ vendor: 'null', website_url: 'https://libre.example.org/' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:2:1 le champ obligatoire «\u00a0vendor\u00a0» manque\u00a0: ajoutez-le\u00a0; écrivez vendor: null si aucun éditeur ne peut être nommé",
      ]
    `);
  });

  it('takes null for a vendor only when written out, not a vendor left empty', () => {
    expect(check({ tools: { outil: tool({ vendor: '' }), autre: tool({ vendor: '~', website_url: 'https://autre.example.org/' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/autre.md:9:9 vendor\u00a0: «\u00a0~\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou vendor: null en toutes lettres si aucun éditeur ne peut être nommé",
        "content/tools/outil.md:9:9 vendor\u00a0: est vide\u00a0: écrivez le nom de l’éditeur, ou vendor: null en toutes lettres si aucun éditeur ne peut être nommé",
      ]
    `);
  });

  it('refuses the words and signs put for an unknown vendor, which would publish them as its name', () => {
    const written = ['inconnu', 'N/A', 'Non communiqué', '"?"', '—', 'Aucun'];
    const tools = Object.fromEntries(written.map((vendor, index) => [`outil-${index}`, tool({ vendor, website_url: `https://outil-${index}.example.org/` })]));
    expect(check({ tools: { ...tools, nadine: tool({ vendor: 'Nadine Éditions', website_url: 'https://nadine.example.org/' }) } })).toEqual(
      written.map((vendor, index) => `content/tools/outil-${index}.md:9:9 vendor\u00a0: «\u00a0${vendor.replace(/"/g, '')}\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou vendor: null en toutes lettres si aucun éditeur ne peut être nommé`),
    );
  });

  it('refuses ~ and null put between quotes, which would publish them as the vendor’s name', () => {
    const tools = { guillemets: tool({ vendor: '"~"' }), simples: tool({ vendor: "'null'", website_url: 'https://simples.example.org/' }), nullius: tool({ vendor: 'Nullius', website_url: 'https://nullius.example.org/' }) };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/guillemets.md:9:9 vendor\u00a0: «\u00a0~\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou vendor: null en toutes lettres si aucun éditeur ne peut être nommé",
        "content/tools/simples.md:9:9 vendor\u00a0: «\u00a0null\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou vendor: null en toutes lettres si aucun éditeur ne peut être nommé",
      ]
    `);
  });

  it('finds the invisible characters a copy from a web page brings into values, and says only that of them', () => {
    const fields = { website_url: 'https://outil.example.org/\u200b', tags: '[quiz, logiciel-libre\u00ad]', category: '\ufeffquiz', vendor: 'Éditeur\u2060 Exemple' };
    expect(check({ tools: { outil: tool(fields) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:3:40 website_url\u00a0: un caractère invisible (U+200B) se trouve après «\u00a0https://outil.example.org/\u00a0»\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web ou un traitement de texte",
        "content/tools/outil.md:5:11 category\u00a0: un caractère invisible (U+FEFF) se trouve avant «\u00a0quiz\u00a0»\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web ou un traitement de texte",
        "content/tools/outil.md:9:16 vendor\u00a0: un caractère invisible (U+2060) se trouve après «\u00a0Éditeur\u00a0»\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web ou un traitement de texte",
        "content/tools/outil.md:10:28 tags\u00a0: un caractère invisible (U+00AD) se trouve après «\u00a0logiciel-libre\u00a0»\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web ou un traitement de texte",
      ]
    `);
  });

  it('finds control characters too, which the Atom feed could not carry', () => {
    const problems = check({ tools: { outil: tool({ name: 'Outil\u000b Exemple', vendor: 'Éditeur\u0085' }) } });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/tools\/outil\.md:\d+:\d+ name\u00a0: un caractère invisible \(U\+000B\) se trouve après «\u00a0Outil\u00a0»\u00a0: supprimez-le/);
    expect(problems[1]).toMatch(/vendor\u00a0: un caractère invisible \(U\+0085\) se trouve après «\u00a0Éditeur\u00a0»/);
  });

  it('finds a tab inside a text value, which would be published as a gap in the name or sentence', () => {
    const problems = check({ tools: { outil: tool({ name: 'Outil\tExemple', vendor: '"Éditeur\\tExemple"' }) } });
    expect(problems).toEqual([
      'content/tools/outil.md:2:12 name\u00a0: une tabulation se trouve après «\u00a0Outil\u00a0»\u00a0: remplacez-la par une espace\u00a0; elle vient souvent d’un copier-coller depuis un tableur',
      expect.stringMatching(/^content\/tools\/outil\.md:9:\d+ vendor\u00a0: une tabulation se trouve après «\u00a0Éditeur\u00a0»\u00a0: remplacez-la par une espace/),
    ]);
  });

  it.each([
    ['Quiz\tpour la classe', { index: 4, where: 'après «\u00a0Quiz\u00a0»' }],
    ['Quiz pour la classe', undefined],
    ['\tQuiz', undefined],
    ['Une liste :\n\t- un point indenté', undefined],
    ['Une liste :\n\t- un point\tpuis une tabulation', { index: 23, where: 'après «\u00a0Une liste :\n\t- un point\u00a0»' }],
  ])('tabInLine(%j) tells a tab inside a line, not one that indents it', (text, expected) => {
    expect(tabInLine(text)).toEqual(expected);
  });

  it('finds invisible characters in categories.yaml and tags.yaml too, whose names and labels are published', () => {
    const categories = CATEGORIES.replace('name: Langues', 'name: Langues\u200b vivantes');
    const tags = TAGS.replace('label: Logiciel libre', 'label: Logiciel\u00adlibre').replace('- slug: quiz', '- slug: quiz\u2060');
    expect(check({ tools: { outil: tool() }, categories, tags })).toMatchInlineSnapshot(`
      [
        "content/categories.yaml:5:16 name\u00a0: un caractère invisible (U+200B) se trouve après «\u00a0Langues\u00a0»\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web ou un traitement de texte",
        "content/tags.yaml:1:13 slug\u00a0: un caractère invisible (U+2060) se trouve après «\u00a0quiz\u00a0»\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web ou un traitement de texte",
        "content/tags.yaml:5:18 label\u00a0: un caractère invisible (U+00AD) se trouve après «\u00a0Logiciel\u00a0»\u00a0: supprimez-le\u00a0; il vient souvent d’un copier-coller depuis une page web ou un traitement de texte",
      ]
    `);
  });

  it('asks for a value, or to delete the line, of an optional field left empty', () => {
    const empty = { replaced_by: '', last_verified_at: '', tags: '', screenshot: '', minimum_age: '', status: '' };
    expect(check({ tools: { outil: tool(empty) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:14 replaced_by\u00a0: est vide\u00a0: donnez-lui une valeur ou supprimez la ligne",
        "content/tools/outil.md:11:19 last_verified_at\u00a0: est vide\u00a0: donnez-lui une valeur ou supprimez la ligne",
        "content/tools/outil.md:12:7 tags\u00a0: est vide\u00a0: donnez-lui une valeur ou supprimez la ligne",
        "content/tools/outil.md:13:13 screenshot\u00a0: est vide\u00a0: donnez-lui une valeur ou supprimez la ligne",
        "content/tools/outil.md:14:14 minimum_age\u00a0: est vide\u00a0: donnez-lui une valeur ou supprimez la ligne",
        "content/tools/outil.md:15:9 status\u00a0: est vide\u00a0: donnez-lui une valeur ou supprimez la ligne",
      ]
    `);
  });

  it('asks for a value of a required field left empty', () => {
    expect(check({ tools: { outil: tool({ name: '', pricing: '', updated_at: '' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:2:7 name\u00a0: est vide\u00a0: écrivez sa valeur après les deux-points",
        "content/tools/outil.md:6:10 pricing\u00a0: est vide\u00a0: écrivez l’une de\u00a0: free, freemium, paid, enterprise",
        "content/tools/outil.md:8:13 updated_at\u00a0: est vide\u00a0: écrivez une date AAAA-MM-JJ, par exemple 2026-01-31",
      ]
    `);
  });

  // Empty quotes are the same empty answer as nothing after the colon: not the value «  ».
  it('asks for a value of a field of allowed values left as empty quotes', () => {
    expect(check({ tools: { outil: tool({ pricing: '""', status: "''" }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:6:10 pricing\u00a0: est vide\u00a0: écrivez l’une de\u00a0: free, freemium, paid, enterprise",
        "content/tools/outil.md:10:9 status\u00a0: est vide\u00a0: donnez-lui une valeur ou supprimez la ligne",
      ]
    `);
  });

  it('names a missing field with a list of allowed values as missing, not as "undefined"', () => {
    expect(check({ tools: { outil: tool({ pricing: null }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:2:1 le champ obligatoire «\u00a0pricing\u00a0» manque\u00a0: ajoutez-le",
      ]
    `);
  });

  it('says which kind of value a field takes', () => {
    expect(check({ tools: { outil: tool({ languages: 'fr', minimum_age: '"treize"' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:12 languages\u00a0: doit être une liste\u00a0: écrivez [fr], entre crochets",
        "content/tools/outil.md:11:14 minimum_age\u00a0: doit être un nombre, pas «\u00a0treize\u00a0»",
      ]
    `);
  });

  it('says to write a list of words written as a text between brackets, or its dashes with a space, and nothing of its length', () => {
    const tools = { outil: tool({ tags: 'quiz, logiciel-libre, open-source, qcm' }), autre: tool({ website_url: 'https://autre.example.org/', tags: '\n  -quiz\n  - logiciel-libre' }) };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/autre.md:11:3 un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez «\u00a0- quiz\u00a0»",
        "content/tools/outil.md:10:7 tags\u00a0: doit être une liste\u00a0: écrivez [quiz, logiciel-libre, open-source, qcm], entre crochets",
      ]
    `);
  });

  it('names a non-breaking space typed the French way around a colon or in a value that is no prose', () => {
    const nbsp = '\u00a0';
    const tools = {
      outil: tool({ vendor: null, [`vendor${nbsp}`]: 'Éditeur', pricing: `freemium${nbsp}`, languages: `[fr,${nbsp}en]`, tags: '[quiz\u202f]', last_verified_at: `2026-01-11${nbsp}`, minimum_age: `13${nbsp}` }),
      autre: tool({ website_url: 'https://autre.example.org/', pricing: null }).replace('\n---\n', `\npricing${nbsp}:${nbsp}free\n---\n`),
      prose: tool({ website_url: 'https://prose.example.org/', short_description: `"Quiz en direct${nbsp}: les élèves répondent depuis leur téléphone."` }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/autre.md:9:10 une espace insécable suit le deux-points de «\u00a0pricing\u00a0»\u00a0: remplacez-la par une espace normale\u00a0; supprimez aussi celle qui le précède",
        "content/tools/outil.md:6:18 pricing\u00a0: une espace insécable se trouve après «\u00a0freemium\u00a0»\u00a0: remplacez-la par une espace normale ou supprimez-la",
        "content/tools/outil.md:9:7 vendor\u00a0: une espace insécable sépare le nom du champ de son deux-points\u00a0: remplacez-la par une espace normale ou supprimez-la",
        "content/tools/outil.md:10:16 languages\u00a0: une espace insécable se trouve avant «\u00a0en\u00a0»\u00a0: remplacez-la par une espace normale ou supprimez-la",
        "content/tools/outil.md:11:12 tags\u00a0: une espace insécable se trouve après «\u00a0quiz\u00a0»\u00a0: remplacez-la par une espace normale ou supprimez-la",
        "content/tools/outil.md:12:29 last_verified_at\u00a0: une espace insécable se trouve après «\u00a02026-01-11\u00a0»\u00a0: remplacez-la par une espace normale ou supprimez-la",
        "content/tools/outil.md:13:16 minimum_age\u00a0: une espace insécable se trouve après «\u00a013\u00a0»\u00a0: remplacez-la par une espace normale ou supprimez-la",
      ]
    `);
  });

  it('refuses a text cut short by a comment, and keeps comments set apart by two spaces or after values that are no text', () => {
    const tools = {
      outil: tool({ short_description: 'Crée des quiz à projeter, le #1 des outils de classe', pricing: 'free # vérifié', tags: '[quiz]  # à revoir', added_at: '2026-01-10 # c' }).replace(
        '---\n',
        '---\n# last_verified_at: 2026-01-11\nscreenshot:\n  file: outil.png\n  alt: Un quiz projeté # en classe\n',
      ),
      cite: tool({ website_url: 'https://cite.example.org/', short_description: '"Crée des quiz à projeter, le #1 des outils de classe"', vendor: 'Éditeur # Exemple' }),
      apart: tool({ website_url: 'https://apart.example.org/', vendor: 'Éditeur Exemple   # à confirmer', name: 'Outil  # nom provisoire' }),
    };
    const collections = { 'quiz-express': collection(['outil']).replace('  - tool: outil', '  - tool: outil # premier\n    note: Le plus simple # à lancer') };
    const tags = TAGS.replace('label: Logiciel libre', 'label: Logiciel # libre');
    expect(check({ tools, collections, tags })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:8:26 tools.note\u00a0: le texte à partir de «\u00a0#\u00a0» serait retiré de la valeur publiée, car une espace suivie de «\u00a0#\u00a0» commence un commentaire\u00a0: mettez toute la valeur entre guillemets droits "…", ou retirez le commentaire",
        "content/tags.yaml:5:19 label\u00a0: le texte à partir de «\u00a0#\u00a0» serait retiré de la valeur publiée, car une espace suivie de «\u00a0#\u00a0» commence un commentaire\u00a0: mettez toute la valeur entre guillemets droits "…", ou retirez le commentaire",
        "content/tools/cite.md:9:17 vendor\u00a0: le texte à partir de «\u00a0#\u00a0» serait retiré de la valeur publiée, car une espace suivie de «\u00a0#\u00a0» commence un commentaire\u00a0: mettez toute la valeur entre guillemets droits "…", ou retirez le commentaire",
        "content/tools/outil.md:5:24 screenshot.alt\u00a0: le texte à partir de «\u00a0#\u00a0» serait retiré de la valeur publiée, car une espace suivie de «\u00a0#\u00a0» commence un commentaire\u00a0: mettez toute la valeur entre guillemets droits "…", ou retirez le commentaire",
        "content/tools/outil.md:8:49 short_description\u00a0: le texte à partir de «\u00a0#\u00a0» serait retiré de la valeur publiée, car une espace suivie de «\u00a0#\u00a0» commence un commentaire\u00a0: mettez toute la valeur entre guillemets droits "…", ou retirez le commentaire",
      ]
    `);
  });

  it('refuses a value between typographic quotes, which would be published, and says what the field says of it once', () => {
    const tools = { outil: tool({ vendor: '« Éditeur »', short_description: '“Un outil de quiz pour toute la classe.”', website_url: '“https://outil.example.org/”' }) };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:3:14 website_url\u00a0: les guillemets “\u00a0” autour de la valeur seraient publiés avec elle\u00a0: retirez-les, ou prenez des guillemets droits "…", qui ne sont pas publiés",
        "content/tools/outil.md:4:20 short_description\u00a0: les guillemets “\u00a0” autour de la valeur seraient publiés avec elle\u00a0: retirez-les, ou prenez des guillemets droits "…", qui ne sont pas publiés",
        "content/tools/outil.md:9:9 vendor\u00a0: les guillemets «\u00a0» autour de la valeur seraient publiés avec elle\u00a0: retirez-les, ou prenez des guillemets droits "…", qui ne sont pas publiés",
      ]
    `);
  });

  it('says to quote a text written as a number, and to unquote a number written as a text', () => {
    expect(check({ tools: { outil: tool({ name: '2048', minimum_age: '"13"' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:2:7 name\u00a0: doit être du texte\u00a0: écrivez-le entre guillemets droits, "2048"",
        "content/tools/outil.md:10:14 minimum_age\u00a0: doit être un nombre\u00a0: écrivez 13 sans guillemets",
      ]
    `);
  });

  it('gives the bounds of text, lists and numbers', () => {
    expect(check({ tools: { outil: tool({ name: `"${'N'.repeat(81)}"`, languages: '[]', minimum_age: '2' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:2:7 name\u00a0: doit compter au plus 80 caractères",
        "content/tools/outil.md:10:12 languages\u00a0: doit lister au moins 1 élément",
        "content/tools/outil.md:11:14 minimum_age\u00a0: doit valoir au moins 3",
      ]
    `);
  });

  it('asks for https links, real days, slugs and language codes', () => {
    expect(
      check({ tools: { outil: tool({ website_url: 'http://outil.example.org/', added_at: '2026-02-30', category: 'Quiz_1', languages: '[fra]' }) } }),
    ).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:3:14 website_url\u00a0: doit être une adresse complète en https:// (vouliez-vous dire «\u00a0https://outil.example.org/\u00a0»\u00a0?)",
        "content/tools/outil.md:5:11 category\u00a0: «\u00a0Quiz_1\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0quiz-1\u00a0»",
        "content/tools/outil.md:7:11 added_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31",
        "content/tools/outil.md:10:13 languages\u00a0: «\u00a0fra\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0fr\u00a0»\u00a0?)",
      ]
    `);
  });

  it('suggests the https address meant by an http one or by a domain alone, in every address field', () => {
    const tools = {
      http: tool({ website_url: 'http://http.example.org/outil' }),
      domaine: tool({ website_url: 'www.domaine.example.org', education_pricing: '{ description: Offre pour les enseignants., url: domaine.example.org/tarifs }' }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/domaine.md:3:14 website_url\u00a0: doit être une adresse complète en https:// (vouliez-vous dire «\u00a0https://www.domaine.example.org\u00a0»\u00a0?)",
        "content/tools/domaine.md:10:69 education_pricing.url\u00a0: doit être une adresse complète en https:// (vouliez-vous dire «\u00a0https://domaine.example.org/tarifs\u00a0»\u00a0?)",
        "content/tools/http.md:3:14 website_url\u00a0: doit être une adresse complète en https:// (vouliez-vous dire «\u00a0https://http.example.org/outil\u00a0»\u00a0?)",
      ]
    `);
  });

  it('refuses addresses with a remark, two addresses, or a host that is not a domain name, in every address field', () => {
    const tools = {
      remarque: tool({ website_url: 'https://remarque.example.org/ (site officiel)' }),
      deux: tool({ website_url: 'https://deux.example.org,https://b.example.org' }),
      essai: tool({ website_url: 'https://essai-trois', education_pricing: '{ description: Offre pour les enseignants., url: "https://edu.example.org/ tarifs" }' }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/deux.md:3:14 website_url\u00a0: une adresse ne contient pas de virgule\u00a0: écrivez une seule adresse",
        "content/tools/essai.md:3:14 website_url\u00a0: «\u00a0essai-trois\u00a0» n’est pas un nom de domaine complet (il n’a pas de point)\u00a0: écrivez l’adresse entière, par exemple «\u00a0https://essai-trois.fr/\u00a0»",
        "content/tools/essai.md:10:69 education_pricing.url\u00a0: une adresse ne contient pas d’espace\u00a0: écrivez l’adresse seule, sans commentaire",
        "content/tools/remarque.md:3:14 website_url\u00a0: une adresse ne contient pas d’espace\u00a0: écrivez l’adresse seule, sans commentaire",
      ]
    `);
  });

  // The house rule the scaffold already keeps (and the pull request's tests): French first.
  it('wants French first among the languages of an interface that offers it', () => {
    const tools = { outil: tool({ languages: '[en, de, fr]' }), autre: tool({ languages: '[en, de]', website_url: 'https://autre.example.org/' }) };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:21 languages\u00a0: le français vient en premier quand l’interface le propose\u00a0: écrivez [fr, en, de]",
      ]
    `);
  });

  it.each([
    [['en', 'fr'], ['fr', 'en']],
    [['de', null, 'fr', 'en'], ['fr', 'de', 'en']],
    [['fr', 'en'], undefined],
    [['en'], undefined],
  ])('frenchFirst(%j) → %j', (languages, expected) => expect(frenchFirst(languages)).toEqual(expected));

  it('knows the ISO 639-1 language codes, and the code meant by a country code or a three-letter code', () => {
    expect(check({ tools: { outil: tool({ languages: '[fr, zz, xx, FR, gb, eng, uk]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:17 languages\u00a0: «\u00a0zz\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0»",
        "content/tools/outil.md:10:21 languages\u00a0: «\u00a0xx\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0»",
        "content/tools/outil.md:10:25 languages\u00a0: «\u00a0FR\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0fr\u00a0»\u00a0?)",
        "content/tools/outil.md:10:29 languages\u00a0: «\u00a0gb\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0en\u00a0»\u00a0?)",
        "content/tools/outil.md:10:33 languages\u00a0: «\u00a0eng\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0» (vouliez-vous dire «\u00a0en\u00a0»\u00a0?)",
      ]
    `);
  });

  it('leads a tag written as its label, as the scaffold\'s questions show it, to the tag', () => {
    // The label of `quiz`, the label of `logiciel-libre`, then a label of no tag of the file.
    expect(check({ tools: { outil: tool({ tags: '[Quiz et QCM, Logiciel libre, Jeux et ludification]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:8 tags\u00a0: «\u00a0Quiz et QCM\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)",
        "content/tools/outil.md:10:21 tags\u00a0: «\u00a0Logiciel libre\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0logiciel-libre\u00a0»\u00a0?)",
        "content/tools/outil.md:10:37 tags\u00a0: «\u00a0Jeux et ludification\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0jeux-et-ludification\u00a0»",
      ]
    `);
  });

  it('lists the problems of the well-formed fields of a file whose other fields are refused, in one run', () => {
    const screenshot = '{ file: absente.png, alt: Une capture }';
    expect(check({ tools: { outil: tool({ category: 'langue', pricing: 'gratis', tags: '[Quiz, quizz, mindmap]', languages: '[fr, zz]', updated_at: '2026-01-01', screenshot }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:5:11 category\u00a0: «\u00a0langue\u00a0» n’est pas une catégorie de content/categories.yaml (vouliez-vous dire «\u00a0langues\u00a0»\u00a0?)\u00a0; utilisez l’un de ses slugs ou ajoutez-y la catégorie",
        "content/tools/outil.md:6:10 pricing\u00a0: «\u00a0gratis\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise",
        "content/tools/outil.md:8:13 updated_at\u00a0: le 1er janvier 2026 est antérieur à added_at, le 10 janvier 2026\u00a0; une fiche ne peut pas changer avant d’être ajoutée",
        "content/tools/outil.md:10:8 tags\u00a0: «\u00a0Quiz\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)",
        "content/tools/outil.md:10:14 tags\u00a0: «\u00a0quizz\u00a0» n’est pas un tag de content/tags.yaml (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)\u00a0; choisissez un tag de ce fichier ou ajoutez-y le nouveau tag",
        "content/tools/outil.md:10:21 tags\u00a0: «\u00a0mindmap\u00a0» n’est pas un tag de content/tags.yaml\u00a0; choisissez un tag de ce fichier ou ajoutez-y le nouveau tag",
        "content/tools/outil.md:11:17 languages\u00a0: «\u00a0zz\u00a0» n’est pas un code de langue ISO 639-1\u00a0; écrivez le code de deux lettres en minuscules, par exemple «\u00a0fr\u00a0», «\u00a0en\u00a0» ou «\u00a0de\u00a0»",
        "content/tools/outil.md:12:21 screenshot.file\u00a0: «\u00a0absente.png\u00a0» n’est pas une image du dossier des captures\u00a0; ajoutez le fichier ou corrigez son nom",
      ]
    `);
  });

  it('names the format an image really has when its extension says another', () => {
    expect(check({ tools: { outil: tool({ screenshot: '{ file: photo.jpg, alt: Une capture }' }), autre: tool({ website_url: 'https://autre.example.org/', screenshot: '{ file: photo.png, alt: Une capture }' }) } })).toEqual([
      'content/tools/autre.md:10:21 screenshot.file\u00a0: «\u00a0photo.png\u00a0» est une image AVIF, un format que certains navigateurs n’affichent pas\u00a0: enregistrez-la en PNG, JPEG, WebP ou GIF',
      'content/tools/outil.md:10:21 screenshot.file\u00a0: «\u00a0photo.jpg\u00a0» est une image PNG sous l’extension .jpg\u00a0: renommez le fichier «\u00a0photo.png\u00a0» et écrivez ce nom ici',
    ]);
  });

  it('asks for a screenshot file name and an existing image', () => {
    expect(check({ tools: { outil: tool({ screenshot: '{ file: Capture.PNG, alt: Une capture }' }), autre: tool({ website_url: 'https://autre.example.org/', screenshot: '{ file: absente.png, alt: Une capture }' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/autre.md:10:21 screenshot.file\u00a0: «\u00a0absente.png\u00a0» n’est pas une image du dossier des captures\u00a0; ajoutez le fichier ou corrigez son nom",
        "content/tools/outil.md:10:21 screenshot.file\u00a0: doit être le nom d’un fichier de content/screenshots/, tout en minuscules sans espace ni accent, terminé par .png, .jpg, .jpeg, .webp ou .gif (par exemple «\u00a0mon-outil.png\u00a0»)",
      ]
    `);
  });

  it('refuses dates out of order', () => {
    expect(check({ tools: { outil: tool({ updated_at: '2026-01-01', last_verified_at: '2026-01-02' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:8:13 updated_at\u00a0: le 1er janvier 2026 est antérieur à added_at, le 10 janvier 2026\u00a0; une fiche ne peut pas changer avant d’être ajoutée",
        "content/tools/outil.md:10:19 last_verified_at\u00a0: le 2 janvier 2026 est antérieur à added_at, le 10 janvier 2026\u00a0; une fiche ne peut pas être vérifiée avant d’être ajoutée",
      ]
    `);
  });

  it('refuses days that have not come yet, on tools and collections', () => {
    const future = { added_at: '2026-11-24', updated_at: '2031-01-01', last_verified_at: '2031-01-01' };
    expect(
      check({
        tools: { outil: tool(future), arrete: tool({ website_url: 'https://arrete.example.org/', status: 'discontinued', discontinued_at: '2027-06-30' }), aujourdhui: tool({ website_url: 'https://aujourdhui.example.org/', updated_at: TODAY, last_verified_at: TODAY }) },
        collections: { 'quiz-express': collection(['aujourdhui']).replace('updated_at: 2026-01-10', 'updated_at: 2030-09-01') },
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:9:13 updated_at\u00a0: le 1er septembre 2030 n’est pas encore arrivé\u00a0; écrivez le jour où c’est arrivé, au plus tard aujourd’hui",
        "content/tools/arrete.md:11:18 discontinued_at\u00a0: le 30 juin 2027 n’est pas encore arrivé\u00a0; écrivez le jour où c’est arrivé, au plus tard aujourd’hui",
        "content/tools/outil.md:7:11 added_at\u00a0: le 24 novembre 2026 n’est pas encore arrivé\u00a0; écrivez le jour où c’est arrivé, au plus tard aujourd’hui",
        "content/tools/outil.md:8:13 updated_at\u00a0: le 1er janvier 2031 n’est pas encore arrivé\u00a0; écrivez le jour où c’est arrivé, au plus tard aujourd’hui",
        "content/tools/outil.md:10:19 last_verified_at\u00a0: le 1er janvier 2031 n’est pas encore arrivé\u00a0; écrivez le jour où c’est arrivé, au plus tard aujourd’hui",
      ]
    `);
  });

  it('names the status meant by a French word, and the day meant by a date written day first', () => {
    const tools = {
      ferme: tool({ status: 'arrêté', discontinued_at: '25/11/2026' }),
      brouillon: tool({ name: 'Brouillon', website_url: 'https://brouillon.example.org/', status: 'Brouillon', last_verified_at: '1.3.2026', updated_at: '31/02/2026' }),
    };
    const collections = { 'quiz-express': collection(['outil'], 'status: brouillon'), 'quiz-ferme': collection(['outil'], 'status: fermé').replace('title: Quiz express', 'title: Quiz fermé') };
    expect(check({ tools: { ...tools, outil: tool({ website_url: 'https://outil-publie.example.org/', name: 'Publié' }) }, collections })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:10:9 status\u00a0: «\u00a0brouillon\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: published, draft (vouliez-vous dire «\u00a0draft\u00a0»\u00a0?)",
        "content/collections/quiz-ferme.yaml:10:9 status\u00a0: «\u00a0fermé\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: published, draft",
        "content/tools/brouillon.md:8:13 updated_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31",
        "content/tools/brouillon.md:10:9 status\u00a0: «\u00a0Brouillon\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: published, draft, discontinued (vouliez-vous dire «\u00a0draft\u00a0»\u00a0?)",
        "content/tools/brouillon.md:11:19 last_verified_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-03-01\u00a0»\u00a0?)",
        "content/tools/ferme.md:10:9 status\u00a0: «\u00a0arrêté\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: published, draft, discontinued (vouliez-vous dire «\u00a0discontinued\u00a0»\u00a0?)",
        "content/tools/ferme.md:11:18 discontinued_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-11-25\u00a0»\u00a0?)",
      ]
    `);
  });

  it('names the day meant by a date written in French words or followed by a time', () => {
    const tools = {
      mots: tool({ last_verified_at: '20 novembre 2026', updated_at: '1er sept. 2026' }),
      heure: tool({ name: 'Heure', website_url: 'https://heure.example.org/', last_verified_at: '2026-11-20 10:00' }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/heure.md:10:19 last_verified_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-11-20\u00a0»\u00a0?)",
        "content/tools/mots.md:8:13 updated_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-09-01\u00a0»\u00a0?)",
        "content/tools/mots.md:10:19 last_verified_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-11-20\u00a0»\u00a0?)",
      ]
    `);
  });

  it('names the day meant by a date written year first without dashes, or with one-digit parts, and never asks to quote a number', () => {
    const tools = {
      compacte: tool({ last_verified_at: '20261120' }),
      barres: tool({ name: 'Barres', website_url: 'https://barres.example.org/', last_verified_at: '2026/11/20', updated_at: '2026.11.20' }),
      courte: tool({ name: 'Courte', website_url: 'https://courte.example.org/', last_verified_at: '2026-11-2', added_at: '20261131' }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/barres.md:8:13 updated_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-11-20\u00a0»\u00a0?)",
        "content/tools/barres.md:10:19 last_verified_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-11-20\u00a0»\u00a0?)",
        "content/tools/compacte.md:10:19 last_verified_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-11-20\u00a0»\u00a0?)",
        "content/tools/courte.md:7:11 added_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31",
        "content/tools/courte.md:10:19 last_verified_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-11-02\u00a0»\u00a0?)",
      ]
    `);
  });

  it('says what the commas of a list did to an item: one left at its end, or none between two items', () => {
    const tools = {
      'en-lignes': tool({ tags: '\n  - quiz,\n  - logiciel-libre', languages: '\n  - fr,\n  - en' }),
      'sans-virgule': tool({ name: 'Sans virgule', website_url: 'https://sans-virgule.example.org/', tags: '[quiz logiciel-libre]', languages: '[fr en]' }),
      inconnus: tool({ name: 'Inconnus', website_url: 'https://inconnus.example.org/', tags: '[quiz nouveau]' }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/en-lignes.md:11:5 tags\u00a0: la virgule à la fin est de trop\u00a0: écrivez «\u00a0quiz\u00a0»",
        "content/tools/en-lignes.md:14:5 languages\u00a0: la virgule à la fin est de trop\u00a0: écrivez «\u00a0fr\u00a0»",
        "content/tools/inconnus.md:10:8 tags\u00a0: «\u00a0quiz nouveau\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0quiz-nouveau\u00a0»",
        "content/tools/sans-virgule.md:10:8 tags\u00a0: «\u00a0quiz\u00a0», «\u00a0logiciel-libre\u00a0» sont des éléments distincts\u00a0: séparez-les par des virgules entre crochets, [quiz, logiciel-libre], ou écrivez-en un par ligne, «\u00a0- quiz\u00a0»",
        "content/tools/sans-virgule.md:11:13 languages\u00a0: «\u00a0fr\u00a0», «\u00a0en\u00a0» sont des éléments distincts\u00a0: séparez-les par des virgules entre crochets, [fr, en], ou écrivez-en un par ligne, «\u00a0- fr\u00a0»",
      ]
    `);
  });

  it('names the pricing model meant by the French word the guide gives beside it', () => {
    const tools = Object.fromEntries(
      ['payant', 'Gratuit', 'sur devis', 'libre'].map((word, index) => [`outil-${index}`, tool({ name: `Outil ${index}`, website_url: `https://outil-${index}.example.org/`, pricing: word })]),
    );
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/outil-0.md:6:10 pricing\u00a0: «\u00a0payant\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise (vouliez-vous dire «\u00a0paid\u00a0»\u00a0?)",
        "content/tools/outil-1.md:6:10 pricing\u00a0: «\u00a0Gratuit\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise (vouliez-vous dire «\u00a0free\u00a0»\u00a0?)",
        "content/tools/outil-2.md:6:10 pricing\u00a0: «\u00a0sur devis\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise (vouliez-vous dire «\u00a0enterprise\u00a0»\u00a0?)",
        "content/tools/outil-3.md:6:10 pricing\u00a0: «\u00a0libre\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise",
      ]
    `);
  });

  it('names an unknown category and the closest one', () => {
    expect(check({ tools: { outil: tool({ category: 'langue' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:5:11 category\u00a0: «\u00a0langue\u00a0» n’est pas une catégorie de content/categories.yaml (vouliez-vous dire «\u00a0langues\u00a0»\u00a0?)\u00a0; utilisez l’un de ses slugs ou ajoutez-y la catégorie",
      ]
    `);
  });

  it('knows a category whose entry has another mistake: that mistake alone is told, not every tool filed under it', () => {
    const categories = CATEGORIES.replace('  description: Des quiz pour toute la classe.\n', '');
    expect(check({ tools: { outil: tool(), autre: tool({ website_url: 'https://autre.example.org/', category: 'Quiz' }) }, categories })).toMatchInlineSnapshot(`
      [
        "content/categories.yaml:1:3 le champ obligatoire «\u00a0description\u00a0» manque\u00a0: ajoutez-le",
        "content/tools/autre.md:5:11 category\u00a0: «\u00a0Quiz\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)",
      ]
    `);
  });

  it('knows a category whose slug is not written as a slug, or whose name is no text: the entry alone is told, not every tool filed under it', () => {
    const categories = CATEGORIES.replace('- slug: quiz', '- slug: Quiz').replace('  name: Langues', '  name: {fr: Langues}');
    expect(check({ tools: { outil: tool(), autre: tool({ website_url: 'https://autre.example.org/', category: 'langues' }) }, categories })).toMatchInlineSnapshot(`
      [
        "content/categories.yaml:1:9 slug\u00a0: «\u00a0Quiz\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0quiz\u00a0»",
        "content/categories.yaml:5:9 name\u00a0: doit être du texte, pas un groupe de champs",
      ]
    `);
  });

  it('names the category a tool gives by its name, as lists show it, or in capitals', () => {
    const categories = `${CATEGORIES}\n- slug: images\n  name: Création d'images\n  description: Des outils pour créer des images en classe.`;
    const tools = { outil: tool({ category: 'Création d’images' }), autre: tool({ website_url: 'https://autre.example.org/', name: 'Autre', category: 'Langues' }) };
    expect(check({ tools, categories })).toMatchInlineSnapshot(`
      [
        "content/tools/autre.md:5:11 category\u00a0: «\u00a0Langues\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0langues\u00a0»\u00a0?)",
        "content/tools/outil.md:5:11 category\u00a0: «\u00a0Création d’images\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0images\u00a0»\u00a0?)",
      ]
    `);
  });

  it('catches one product under two slugs, on each copy, with the site compared as the scaffold compares it', () => {
    expect(check({ tools: { outil: tool(), 'outil-bis': tool({ website_url: 'https://WWW.Outil.example.org' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil-bis.md:3:14 website_url\u00a0: content/tools/outil.md a aussi ce site\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez l’autre, en ajoutant son slug aux former_slugs de la fiche gardée si elle était publiée",
      ]
    `);
    expect(check({ tools: { wooclap: tool(), 'wooclap-copie': tool(), 'wooclap-2': tool() } })).toMatchInlineSnapshot(`
      [
        "content/tools/wooclap-2.md:3:14 website_url\u00a0: content/tools/wooclap.md a aussi ce site\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez l’autre, en ajoutant son slug aux former_slugs de la fiche gardée si elle était publiée",
        "content/tools/wooclap-copie.md:3:14 website_url\u00a0: content/tools/wooclap.md, content/tools/wooclap-2.md ont aussi ce site\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez les autres, en ajoutant leur slug aux former_slugs de la fiche gardée si elles étaient publiées",
      ]
    `);
  });

  // Of two files, the copy is the one added after the other; on the same day, the one whose slug sorts last (`outil-bis` after `outil`).
  it('tells the file added after the other that they share a site or a name, once, and names the other file', () => {
    const tools = {
      'mon-quiz': tool({ name: 'Zeta', website_url: 'https://zeta.example.org/', added_at: '2026-03-01', updated_at: '2026-03-01' }),
      zeta: tool({ name: 'ZETA', website_url: 'https://www.zeta.example.org/' }),
      atlas: tool({ name: 'Atlas', website_url: 'https://atlas.example.org/', added_at: '2026-02-01', updated_at: '2026-02-01' }),
      'atlas-en-ligne': tool({ name: 'Atlas', website_url: 'https://atlas.example.com/' }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/atlas.md:2:7 name\u00a0: content/tools/atlas-en-ligne.md porte aussi ce nom\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez l’autre, en ajoutant son slug aux former_slugs de la fiche gardée si elle était publiée\u00a0; deux produits différents du même nom se distinguent par leur éditeur (vendor)",
        "content/tools/mon-quiz.md:3:14 website_url\u00a0: content/tools/zeta.md a aussi ce site\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez l’autre, en ajoutant son slug aux former_slugs de la fiche gardée si elle était publiée",
      ]
    `);
  });

  it('catches one product added twice under two sites by its name, case and accents aside, unless two vendors tell them apart', () => {
    const tools = {
      wooclap: tool({ name: 'Wooclap', website_url: 'https://www.wooclap.com/' }),
      'wooclap-app': tool({ name: 'WOOCLAP', website_url: 'https://app.wooclap.com/', vendor: 'null' }),
      'cafe-quiz': tool({ name: 'Café Quiz', website_url: 'https://cafe.example.org/' }),
      'cafe-quiz-bis': tool({ name: 'Cafe quiz', website_url: 'https://quiz.example.org/' }),
      atlas: tool({ name: 'Atlas', website_url: 'https://atlas.example.org/', vendor: 'Éditions Alpha' }),
      'atlas-bis': tool({ name: 'Atlas', website_url: 'https://atlas.example.com/', vendor: 'Éditions Bêta' }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/cafe-quiz-bis.md:2:7 name\u00a0: content/tools/cafe-quiz.md porte aussi ce nom\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez l’autre, en ajoutant son slug aux former_slugs de la fiche gardée si elle était publiée\u00a0; deux produits différents du même nom se distinguent par leur éditeur (vendor)",
        "content/tools/wooclap-app.md:2:7 name\u00a0: content/tools/wooclap.md porte aussi ce nom\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez l’autre, en ajoutant son slug aux former_slugs de la fiche gardée si elle était publiée\u00a0; deux produits différents du même nom se distinguent par leur éditeur (vendor)",
      ]
    `);
  });

  it('catches a copy under another slug by its site or its name even when the copy has another mistake', () => {
    const tools = {
      outil: tool(),
      'outil-bis': tool({ added_at: '10/01/2026' }),
      wooclap: tool({ name: 'Wooclap', website_url: 'https://www.wooclap.com/' }),
      'wooclap-copie': tool({ name: 'WOOCLAP', website_url: 'https://app.wooclap.com/', pricing: 'gratis' }),
      atlas: tool({ name: 'Atlas', website_url: 'https://atlas.example.org/', vendor: 'Éditions Alpha' }),
      // A vendor refused may be the one that tells two namesakes apart: their names are not compared.
      'atlas-bis': tool({ name: 'Atlas', website_url: 'https://atlas.example.com/', vendor: '"?"' }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/atlas-bis.md:9:9 vendor\u00a0: «\u00a0?\u00a0» ne nomme personne\u00a0: écrivez le nom de l’éditeur, ou vendor: null en toutes lettres si aucun éditeur ne peut être nommé",
        "content/tools/outil-bis.md:3:14 website_url\u00a0: content/tools/outil.md a aussi ce site\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez l’autre, en ajoutant son slug aux former_slugs de la fiche gardée si elle était publiée",
        "content/tools/outil-bis.md:7:11 added_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31 (vouliez-vous dire «\u00a02026-01-10\u00a0»\u00a0?)",
        "content/tools/wooclap-copie.md:2:7 name\u00a0: content/tools/wooclap.md porte aussi ce nom\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez l’autre, en ajoutant son slug aux former_slugs de la fiche gardée si elle était publiée\u00a0; deux produits différents du même nom se distinguent par leur éditeur (vendor)",
        "content/tools/wooclap-copie.md:6:10 pricing\u00a0: «\u00a0gratis\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise",
      ]
    `);
  });

  // Word writes a hyphen as « ‑ » or « – », which look like the keyboard's: the message names it.
  it('names the typographic dash of a slug, which looks like the keyboard’s hyphen', () => {
    const tools = { outil: tool({ tags: '[quiz, logiciel\u2011libre]', category: 'quiz\u2013langues' }) };
    expect(check({ tools, collections: { 'quiz-express': collection(['outil\u2010bis']) } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:7:11 tools.tool\u00a0: «\u00a0outil‐bis\u00a0» contient un tiret typographique «\u00a0‐\u00a0», que le slug n’admet pas\u00a0: écrivez le tiret du clavier, «\u00a0outil-bis\u00a0»",
        "content/tools/outil.md:5:11 category\u00a0: «\u00a0quiz–langues\u00a0» contient un tiret typographique «\u00a0–\u00a0», que le slug n’admet pas\u00a0: écrivez le tiret du clavier, «\u00a0quiz-langues\u00a0»",
        "content/tools/outil.md:10:14 tags\u00a0: «\u00a0logiciel‑libre\u00a0» contient un tiret typographique «\u00a0‑\u00a0», que le slug n’admet pas\u00a0: écrivez le tiret du clavier, «\u00a0logiciel-libre\u00a0»",
      ]
    `);
  });

  it.each([
    ['quiz–evaluation', { dash: '–', slug: 'quiz-evaluation' }],
    ['carte\u2011mentale', { dash: '\u2011', slug: 'carte-mentale' }],
    ['quiz-evaluation', undefined],
    ['évaluation–formative', undefined],
  ])('keyboardDashes(%j)', (written, expected) => expect(keyboardDashes(written)).toEqual(expected));

  // The name to write is the one the editor meant, folded as the scaffolds fold a name.
  it('wants file names that are slugs, and names the slug to rename a file to', () => {
    const tools = { Outil_1: tool(), 'Élève Quiz': tool({ website_url: 'https://eleve-quiz.example.org/' }), 日本: tool({ website_url: 'https://nihon.example.org/' }), quiz: tool({ website_url: 'https://quiz.example.org/' }), 'Quiz ': tool({ website_url: 'https://quiz-bis.example.org/' }) };
    expect(check({ tools, collections: { 'Quiz Express': collection(['quiz']) } })).toMatchInlineSnapshot(`
      [
        "content/collections/Quiz Express.yaml:1:1 le nom de fichier «\u00a0Quiz Express\u00a0» n’est pas un slug valide\u00a0: renommez ce fichier en quiz-express.yaml (en lettres minuscules sans accent et en chiffres, avec un tiret entre deux mots)",
        "content/tools/Outil_1.md:1:1 le nom de fichier «\u00a0Outil_1\u00a0» n’est pas un slug valide\u00a0: renommez ce fichier en outil-1.md (en lettres minuscules sans accent et en chiffres, avec un tiret entre deux mots)",
        "content/tools/Quiz .md:1:1 le nom de fichier «\u00a0Quiz \u00a0» n’est pas un slug valide\u00a0: quiz.md existe aussi\u00a0: gardez sous le nom quiz.md la version à publier (recopiez-y vos modifications si besoin), puis supprimez l’autre fichier",
        "content/tools/quiz.md:2:7 name\u00a0: content/tools/Quiz .md porte aussi ce nom\u00a0; un produit n’a qu’une fiche\u00a0: gardez-en une et supprimez l’autre, en ajoutant son slug aux former_slugs de la fiche gardée si elle était publiée\u00a0; deux produits différents du même nom se distinguent par leur éditeur (vendor)",
        "content/tools/Élève Quiz.md:1:1 le nom de fichier «\u00a0Élève Quiz\u00a0» n’est pas un slug valide\u00a0: renommez ce fichier en eleve-quiz.md (en lettres minuscules sans accent et en chiffres, avec un tiret entre deux mots)",
        "content/tools/日本.md:1:1 le nom de fichier «\u00a0日本\u00a0» n’est pas un slug valide\u00a0: renommez le fichier en lettres minuscules sans accent et en chiffres, avec un tiret entre deux mots, par exemple «\u00a0mon-outil\u00a0»",
      ]
    `);
  });
});

// The vocabulary table of CONTRIBUTING.md and placeholder words, which the pull request's tests
// refuse in the real directory: each is refused where it stands, with what to write.
describe('the house vocabulary', () => {
  it('refuses the words the house style replaces, and placeholders, in every text and at their place', () => {
    const tools = {
      outil: tool({ short_description: 'Envoie un e-mail aux familles depuis la classe.', vendor: 'TODO' }, `${BODY}\n\nLe plan gratuit suffit ; compte Office 365.\n\nLorem ipsum [texte].`),
    };
    const categories = CATEGORIES.replace('Des quiz pour toute la classe.', 'Des quiz par email pour toute la classe.');
    const collections = { 'quiz-express': collection(['outil']).replace('  - tool: outil', '  - tool: outil\n    note: Les plans gratuits suffisent.') };
    expect(check({ tools, categories, collections })).toMatchInlineSnapshot(`
      [
        "content/categories.yaml:3:29 description\u00a0: «\u00a0email\u00a0» n’est pas le vocabulaire de l’annuaire\u00a0: écrivez «\u00a0courriel\u00a0»",
        "content/collections/quiz-express.yaml:8:15 tools.note\u00a0: «\u00a0plans gratuits\u00a0» n’est pas le vocabulaire de l’annuaire\u00a0: écrivez «\u00a0offre gratuite\u00a0»",
        "content/tools/outil.md:4:30 short_description\u00a0: «\u00a0e-mail\u00a0» n’est pas le vocabulaire de l’annuaire\u00a0: écrivez «\u00a0courriel\u00a0»",
        "content/tools/outil.md:9:9 vendor\u00a0: «\u00a0TODO\u00a0» est un texte provisoire\u00a0: remplacez-le par le texte à publier",
        "content/tools/outil.md:13:4 description longue\u00a0: «\u00a0plan gratuit\u00a0» n’est pas le vocabulaire de l’annuaire\u00a0: écrivez «\u00a0offre gratuite\u00a0»",
        "content/tools/outil.md:13:33 description longue\u00a0: «\u00a0Office 365\u00a0» n’est pas le vocabulaire de l’annuaire\u00a0: écrivez «\u00a0Microsoft 365\u00a0»",
        "content/tools/outil.md:15:1 description longue\u00a0: «\u00a0Lorem\u00a0» est un texte provisoire\u00a0: remplacez-le par le texte à publier",
        "content/tools/outil.md:15:7 description longue\u00a0: «\u00a0ipsum\u00a0» est un texte provisoire\u00a0: remplacez-le par le texte à publier",
        "content/tools/outil.md:15:13 description longue\u00a0: «\u00a0[texte]\u00a0» est un texte provisoire\u00a0: remplacez-le par le texte à publier",
      ]
    `);
  });

  // An offer for schools named in the description belongs in education_pricing, where the API
  // publishes who is entitled and the page that says so.
  it('wants the offer for schools that a long description announces in education_pricing', () => {
    const mention = `${BODY}\n\nUne licence d’établissement existe.`;
    const offer = '\n  description: Gratuit pour les enseignants.\n  url: https://outil.example.org/ecoles';
    const tools = { outil: tool({}, mention), offert: tool({ website_url: 'https://offert.example.org/', education_pricing: offer }, mention), autre: tool({ website_url: 'https://autre.example.org/' }) };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:13:5 description longue\u00a0: «\u00a0licence d’établissement\u00a0» annonce une offre pour les établissements\u00a0: décrivez-la dans education_pricing (description et url de la page de l’éditeur), ou retirez la mention si l’éditeur ne la documente pas",
      ]
    `);
  });

  // The guide: an offer for everyone, such as a free tool's, is no education offer.
  it('refuses an education offer that names nobody it is for, whatever the pricing', () => {
    const offer = (description: string) => `\n  description: ${description}\n  url: https://outil.example.org/tarifs`;
    const tools = {
      gratuit: tool({ website_url: 'https://gratuit.example.org/', pricing: 'free', education_pricing: offer('Gratuit pour tous, sans compte.') }),
      reduction: tool({ website_url: 'https://reduction.example.org/', pricing: 'paid', education_pricing: offer('Réduction de 20 % avec un code promotionnel.') }),
      // A free tool may have a programme for schools: an edition with more for the schools that apply.
      suite: tool({ website_url: 'https://suite.example.org/', pricing: 'free', education_pricing: offer('Inclus dans l’édition Éducation, gratuite pour les établissements éligibles.') }),
    };
    expect(check({ tools })).toMatchInlineSnapshot(`
      [
        "content/tools/gratuit.md:11:16 education_pricing.description\u00a0: ne dit pas qui y a droit\u00a0: une offre éducation est réservée aux écoles, aux établissements, aux enseignants, aux élèves ou aux étudiants, et sa description les nomme\u00a0; une offre pour tout le monde n’en est pas une (pricing dit ce qui est gratuit pour tous)\u00a0: nommez qui y a droit, ou retirez l’offre éducation",
        "content/tools/reduction.md:11:16 education_pricing.description\u00a0: ne dit pas qui y a droit\u00a0: une offre éducation est réservée aux écoles, aux établissements, aux enseignants, aux élèves ou aux étudiants, et sa description les nomme\u00a0; une offre pour tout le monde n’en est pas une (pricing dit ce qui est gratuit pour tous)\u00a0: nommez qui y a droit, ou retirez l’offre éducation",
      ]
    `);
  });

  it.each([
    ['Un courriel, une offre gratuite, Microsoft 365, un mailto et Email2Text.', []],
    ['Des e-mails et des emails, pas des mails.', [{ index: 4, written: 'e-mails', write: 'courriel' }, { index: 19, written: 'emails', write: 'courriel' }]],
    ['Le Plan Gratuit', [{ index: 3, written: 'Plan Gratuit', write: 'offre gratuite' }]],
    ['office 365', []],
  ])('houseWords(%j)', (text, found) => expect(houseWords(text)).toEqual(found));
});

describe('the short description', () => {
  it('is one sentence of 20 characters or more', () => {
    expect(
      check({
        tools: {
          outil: tool({ short_description: 'Un quiz. Il est gratuit pour la classe.' }),
          autre: tool({ website_url: 'https://autre.example.org/', short_description: 'Trop court.' }),
        },
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/tools/autre.md:4:20 short_description\u00a0: est trop courte\u00a0: écrivez une phrase complète d’au moins 20 caractères",
        "content/tools/outil.md:4:20 short_description\u00a0: doit tenir en une seule phrase\u00a0: déplacez la suite dans la description longue",
      ]
    `);
  });

  it('is at most 160 characters', () => {
    expect(check({ tools: { outil: tool({ short_description: `Un outil ${'très '.repeat(40)}utile.` }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:4:20 short_description\u00a0: est trop longue (215 caractères)\u00a0: tenez-vous-en à une phrase d’au plus 160 caractères",
      ]
    `);
  });
});

describe('the long description (the body)', () => {
  it('is not empty', () => {
    expect(check({ tools: { outil: tool({}, '') } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:11:1 la description longue est vide\u00a0: écrivez sous le second «\u00a0---\u00a0» un texte en français de 80 à 250 mots",
      ]
    `);
  });

  it('has at least 80 words and at most 250', () => {
    expect(
      check({
        tools: {
          court: tool({}, 'Un outil **fictif** — 3 modes.'),
          long: tool({ website_url: 'https://long.example.org/' }, `${BODY} ${BODY} ${BODY} ${BODY}`),
        },
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/tools/court.md:11:1 la description longue compte 4 mots\u00a0: écrivez-en au moins 80 (au plus 250)",
        "content/tools/long.md:11:1 la description longue compte 320 mots\u00a0: raccourcissez-la à 250 mots au plus",
      ]
    `);
  });
});

describe('tags', () => {
  it('names the tag that replaces a synonym, and the closest tag of an unknown one', () => {
    expect(check({ tools: { outil: tool({ tags: '[open-source, quizz, logiciels-libre, quiz, quiz]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:8 tags\u00a0: «\u00a0open-source\u00a0» est un synonyme de «\u00a0logiciel-libre\u00a0» dans content/tags.yaml\u00a0: écrivez «\u00a0logiciel-libre\u00a0» (npm run tags le fait dans tous les outils)",
        "content/tools/outil.md:10:21 tags\u00a0: «\u00a0quizz\u00a0» n’est pas un tag de content/tags.yaml (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)\u00a0; choisissez un tag de ce fichier ou ajoutez-y le nouveau tag",
        "content/tools/outil.md:10:28 tags\u00a0: «\u00a0logiciels-libre\u00a0» n’est pas un tag de content/tags.yaml (vouliez-vous dire «\u00a0logiciel-libre\u00a0»\u00a0?)\u00a0; choisissez un tag de ce fichier ou ajoutez-y le nouveau tag",
        "content/tools/outil.md:10:51 tags\u00a0: «\u00a0quiz\u00a0» est déjà dans la liste\u00a0; citez chaque tag une fois",
      ]
    `);
  });

  it('written by their label, with accents and spaces, are told the tag they mean, as is the tool replacing a discontinued one', () => {
    const tools = {
      outil: tool({ tags: '[Logiciel libre, Open source, C++]' }),
      'outil-ferme': tool({ website_url: 'https://ferme.example.org/', status: 'discontinued', discontinued_at: '2026-02-01', replaced_by: 'Outil' }),
    };
    expect(check({ tools, collections: { 'quiz-express': collection(['Outil Fermé']) } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:7:11 tools.tool\u00a0: «\u00a0Outil Fermé\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0outil-ferme\u00a0»\u00a0?)",
        "content/tools/outil-ferme.md:12:14 replaced_by\u00a0: «\u00a0Outil\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0outil\u00a0»\u00a0?)",
        "content/tools/outil.md:10:8 tags\u00a0: «\u00a0Logiciel libre\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0logiciel-libre\u00a0»\u00a0?)",
        "content/tools/outil.md:10:24 tags\u00a0: «\u00a0Open source\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0logiciel-libre\u00a0»\u00a0?)",
        "content/tools/outil.md:10:37 tags\u00a0: «\u00a0C++\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots, par exemple «\u00a0carte-mentale\u00a0»",
      ]
    `);
  });

  it('written in capitals are told the tag they mean, a synonym its tag, as are the tools of a collection', () => {
    const tools = { outil: tool({ tags: '[Quiz, QCM, Inconnu]' }), autre: tool({ website_url: 'https://autre.example.org/' }) };
    expect(check({ tools, collections: { 'quiz-express': collection(['Autre', 'Absent']) } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:7:11 tools.tool\u00a0: «\u00a0Autre\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0autre\u00a0»\u00a0?)",
        "content/collections/quiz-express.yaml:8:11 tools.tool\u00a0: «\u00a0Absent\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0absent\u00a0»",
        "content/tools/outil.md:10:8 tags\u00a0: «\u00a0Quiz\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)",
        "content/tools/outil.md:10:14 tags\u00a0: «\u00a0QCM\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0quiz\u00a0»\u00a0?)",
        "content/tools/outil.md:10:19 tags\u00a0: «\u00a0Inconnu\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0inconnu\u00a0»",
      ]
    `);
  });

  it('need the tags file when a tool has tags', () => {
    expect(check({ tags: null, tools: { outil: tool({ tags: '[quiz]' }), autre: tool({ website_url: 'https://autre.example.org/' }) } })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:1:1 le fichier des tags manque\u00a0: créez-le avec la liste des tags permis (slug, label, synonyms)",
      ]
    `);
    expect(check({ tags: null, tools: { outil: tool() } })).toEqual([]);
    // A tool file with another mistake still says that tags are needed.
    expect(check({ tags: null, tools: { outil: tool({ tags: '[quiz]', pricing: 'gratis' }) } })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:1:1 le fichier des tags manque\u00a0: créez-le avec la liste des tags permis (slug, label, synonyms)",
        "content/tools/outil.md:6:10 pricing\u00a0: «\u00a0gratis\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise",
      ]
    `);
  });

  it('are not said to be missing when the tags file has a mistake: the mistake is named', () => {
    expect(check({ tags: `${TAGS}\n-slug: podcast`, tools: { outil: tool({ tags: '[quiz]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:7:1 un élément de liste commence par un tiret suivi d’une espace\u00a0: écrivez «\u00a0- slug: podcast\u00a0»",
      ]
    `);
  });

  it('are not checked against a tags file that is empty or holds no tag: the file is told what it lacks', () => {
    const tools = { outil: tool({ tags: '[quiz, logiciel-libre]' }) };
    expect(check({ tags: '# Vocabulaire des tags\n\n', tools })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:1:1 le fichier des tags est vide\u00a0: écrivez-y la liste des tags permis (slug, label, synonyms)",
      ]
    `);
    expect(check({ tags: 'slug: quiz', tools })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:1:1 doit être une liste, pas un groupe de champs",
      ]
    `);
  });

  it('are each written once in the tags file, with synonyms that lead to one tag', () => {
    const tags = [TAGS, '- slug: quiz', '  label: Encore quiz', '- slug: libre', '  label: Libre', '  synonyms: [quiz, open-source]', '- slug: x', '  synonyms: []'].join('\n');
    expect(check({ tags, tools: { outil: tool({ tags: '[quiz, libre]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:7:9 slug\u00a0: «\u00a0quiz\u00a0» est déjà un tag de ce fichier\u00a0; chaque tag n’y figure qu’une fois",
        "content/tags.yaml:11:14 synonyms\u00a0: «\u00a0quiz\u00a0» est aussi un tag de ce fichier\u00a0; fusionnez les deux entrées ou retirez ce synonyme",
        "content/tags.yaml:11:20 synonyms\u00a0: «\u00a0open-source\u00a0» est déjà un synonyme de «\u00a0logiciel-libre\u00a0»\u00a0; un synonyme ne mène qu’à un tag",
        "content/tags.yaml:12:3 le champ obligatoire «\u00a0label\u00a0» manque\u00a0: ajoutez-le",
      ]
    `);
  });

  it('tell a tag listed among its own synonyms to take it out, there being no second entry to merge', () => {
    const tags = TAGS.replace('synonyms: [qcm]', 'synonyms: [qcm, quiz]');
    expect(check({ tags, tools: { outil: tool({ tags: '[quiz]' }) } })).toEqual(['content/tags.yaml:3:19 synonyms\u00a0: «\u00a0quiz\u00a0» est le slug de ce tag lui-même\u00a0: retirez-le de ses synonyms']);
  });

  it('have each entry’s problems told, even when two entries get the same field wrong', () => {
    const tags = [TAGS, '- slug: bd', '  label: Bande dessinée', '  synonyms: manga, comics', '- slug: roman', '  label: Roman', '  synonyms: 12'].join('\n');
    expect(check({ tags, tools: { outil: tool({ tags: '[quiz]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:9:13 synonyms\u00a0: doit être une liste\u00a0: écrivez [manga, comics], entre crochets",
        "content/tags.yaml:12:13 synonyms\u00a0: doit être une liste, pas «\u00a012\u00a0»",
      ]
    `);
  });

  it('exist for the tools that cite them when their entry has another mistake: that mistake alone is told', () => {
    const tags = [TAGS.replace('label: Quiz et QCM', 'lable: Quiz et QCM'), '- slug: bd', '  label: Bande dessinée', '  synonyms: [manga, roman graphique]'].join('\n');
    expect(check({ tags, tools: { outil: tool({ tags: '[quiz, bd, manga]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:2:3 champ inconnu «\u00a0lable\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0label\u00a0»\u00a0?)",
        "content/tags.yaml:9:21 synonyms\u00a0: «\u00a0roman graphique\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0roman-graphique\u00a0»",
        "content/tools/outil.md:10:18 tags\u00a0: «\u00a0manga\u00a0» est un synonyme de «\u00a0bd\u00a0» dans content/tags.yaml\u00a0: écrivez «\u00a0bd\u00a0» (npm run tags le fait dans tous les outils)",
      ]
    `);
  });

  it('exist for the tools that cite them when their synonyms are no list or their slug is not written as one: the entry alone is told', () => {
    const tags = [
      ...['- slug: quiz', '  label: Quiz et QCM', '  synonyms: 12'],
      ...['- slug: logiciel-libre', '  label: Logiciel libre', '  synonyms: {open-source: oui}'],
      ...['- slug: sondage', '  label: Sondages', '  synonyms: vote, votes'],
      ...['- slug: Carte-Mentale', '  label: Cartes mentales'],
    ].join('\n');
    // A synonym of a list written as one text leads to its tag, as it will once written as a list.
    const tools = { outil: tool({ tags: '[quiz, logiciel-libre, sondage, carte-mentale]' }), autre: tool({ website_url: 'https://autre.example.org/', tags: '[votes]' }) };
    expect(check({ tools, tags })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:3:13 synonyms\u00a0: doit être une liste, pas «\u00a012\u00a0»",
        "content/tags.yaml:6:13 synonyms\u00a0: doit être une liste, pas un groupe de champs",
        "content/tags.yaml:9:13 synonyms\u00a0: doit être une liste\u00a0: écrivez [vote, votes], entre crochets",
        "content/tags.yaml:10:9 slug\u00a0: «\u00a0Carte-Mentale\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0carte-mentale\u00a0»",
        "content/tools/autre.md:10:8 tags\u00a0: «\u00a0votes\u00a0» est un synonyme de «\u00a0sondage\u00a0» dans content/tags.yaml\u00a0: écrivez «\u00a0sondage\u00a0» (npm run tags le fait dans tous les outils)",
      ]
    `);
  });

  it('each have their own label, case and accents aside, which readers tell them apart by', () => {
    const tags = [TAGS, '- slug: qcm-flash', '  label: quiz et qcm', '- slug: libre', '  label: Logiciel libre'].join('\n');
    expect(check({ tags, tools: { outil: tool({ tags: '[quiz]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:8:10 label\u00a0: «\u00a0quiz et qcm\u00a0» est déjà le label du tag «\u00a0quiz\u00a0»\u00a0; donnez un autre label, ou faites de «\u00a0qcm-flash\u00a0» un synonyme de «\u00a0quiz\u00a0»",
        "content/tags.yaml:10:10 label\u00a0: «\u00a0Logiciel libre\u00a0» est déjà le label du tag «\u00a0logiciel-libre\u00a0»\u00a0; donnez un autre label, ou faites de «\u00a0libre\u00a0» un synonyme de «\u00a0logiciel-libre\u00a0»",
      ]
    `);
    // One bad synonym does not hide the label another entry has already.
    const withBadSynonym = [TAGS, '- slug: qcm-flash', '  label: quiz et qcm', '  synonyms: [qcm flash]'].join('\n');
    expect(check({ tags: withBadSynonym, tools: { outil: tool({ tags: '[quiz]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:8:10 label\u00a0: «\u00a0quiz et qcm\u00a0» est déjà le label du tag «\u00a0quiz\u00a0»\u00a0; donnez un autre label, ou faites de «\u00a0qcm-flash\u00a0» un synonyme de «\u00a0quiz\u00a0»",
        "content/tags.yaml:9:14 synonyms\u00a0: «\u00a0qcm flash\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0qcm-flash\u00a0»",
      ]
    `);
  });
});

describe('lifecycle of a tool', () => {
  it('wants the day a discontinued tool shut down, after it was added', () => {
    expect(
      check({
        tools: {
          outil: tool({ status: 'discontinued' }),
          autre: tool({ website_url: 'https://autre.example.org/', status: 'discontinued', discontinued_at: '2025-12-31' }),
        },
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/tools/autre.md:11:18 discontinued_at\u00a0: le 31 décembre 2025 est antérieur à added_at, le 10 janvier 2026\u00a0; vérifiez les deux dates",
        "content/tools/outil.md:10:9 discontinued_at manque\u00a0: un outil arrêté (status: discontinued) indique le jour de sa fermeture, par exemple discontinued_at: 2026-03-31",
      ]
    `);
  });

  it('keeps discontinued_at and replaced_by for discontinued tools', () => {
    expect(check({ tools: { outil: tool({ discontinued_at: '2026-02-01', replaced_by: 'autre' }), autre: tool({ website_url: 'https://autre.example.org/' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:18 discontinued_at\u00a0: réservé aux outils arrêtés\u00a0; écrivez status: discontinued si le produit a fermé, sinon retirez ce champ",
        "content/tools/outil.md:11:14 replaced_by\u00a0: réservé aux outils arrêtés\u00a0; écrivez status: discontinued si le produit a fermé, sinon retirez ce champ",
      ]
    `);
  });

  it('replaces a discontinued tool by another published tool', () => {
    const discontinued = (replacedBy: string, site: string) => tool({ website_url: `https://${site}.example.org/`, status: 'discontinued', discontinued_at: '2026-02-01', replaced_by: replacedBy });
    expect(
      check({
        tools: {
          inconnu: discontinued('outill', 'inconnu'),
          'lui-meme': discontinued('lui-meme', 'lui-meme'),
          brouillon: tool({ website_url: 'https://brouillon.example.org/', status: 'draft' }),
          'vers-brouillon': discontinued('brouillon', 'vers-brouillon'),
          'vers-arrete': discontinued('inconnu', 'vers-arrete'),
          'vers-ancien': discontinued('ancien-outil', 'vers-ancien'),
          outil: tool({ former_slugs: '[ancien-outil]' }),
        },
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/tools/inconnu.md:12:14 replaced_by\u00a0: «\u00a0outill\u00a0» n’est pas un outil de content/tools/ (vouliez-vous dire «\u00a0outil\u00a0»\u00a0?)\u00a0; corrigez le slug ou ajoutez l’outil",
        "content/tools/lui-meme.md:12:14 replaced_by\u00a0: un outil ne peut pas se remplacer lui-même\u00a0; indiquez un autre outil ou retirez ce champ",
        "content/tools/vers-ancien.md:12:14 replaced_by\u00a0: «\u00a0ancien-outil\u00a0» est un ancien slug de «\u00a0outil\u00a0»\u00a0: écrivez «\u00a0outil\u00a0»",
        "content/tools/vers-arrete.md:12:14 replaced_by\u00a0: «\u00a0inconnu\u00a0» n’est pas publié (status: discontinued)\u00a0; un outil arrêté est remplacé par un outil publié",
        "content/tools/vers-brouillon.md:12:14 replaced_by\u00a0: «\u00a0brouillon\u00a0» n’est pas publié (status: draft)\u00a0; un outil arrêté est remplacé par un outil publié",
      ]
    `);
  });

  it('checks the status fields of a tool file with other problems, and tells the files citing it what its status says', () => {
    const tools = {
      outil: tool(),
      // Each file below has an unknown pricing besides what it shows.
      ferme: tool({ website_url: 'https://ferme.example.org/', pricing: 'gratis', status: 'discontinued', replaced_by: 'inconnu' }),
      brouillon: tool({ website_url: 'https://brouillon.example.org/', pricing: 'gratis', status: 'draft', discontinued_at: '2026-02-01' }),
      arrete: tool({ website_url: 'https://arrete.example.org/', pricing: 'gratis', status: 'discontinued', discontinued_at: '2026-02-01', replaced_by: 'brouillon' }),
      // A status refused may mean « discontinued »: its discontinued_at waits until it is fixed.
      douteux: tool({ website_url: 'https://douteux.example.org/', status: 'fini', discontinued_at: '2026-02-01' }),
    };
    expect(check({ tools, collections: { 'quiz-express': collection(['outil', 'ferme', 'brouillon', 'arrete', 'douteux']) } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:8:11 tools.tool\u00a0: «\u00a0ferme\u00a0» est arrêté (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0quiz-express\u00a0»",
        "content/collections/quiz-express.yaml:9:11 tools.tool\u00a0: «\u00a0brouillon\u00a0» est un brouillon\u00a0; publiez-le ou retirez-le de la sélection publiée «\u00a0quiz-express\u00a0»",
        "content/collections/quiz-express.yaml:10:11 tools.tool\u00a0: «\u00a0arrete\u00a0» est arrêté depuis le 1er février 2026 (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0quiz-express\u00a0»",
        "content/tools/arrete.md:6:10 pricing\u00a0: «\u00a0gratis\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise",
        "content/tools/arrete.md:12:14 replaced_by\u00a0: «\u00a0brouillon\u00a0» n’est pas publié (status: draft)\u00a0; un outil arrêté est remplacé par un outil publié",
        "content/tools/brouillon.md:6:10 pricing\u00a0: «\u00a0gratis\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise",
        "content/tools/brouillon.md:11:18 discontinued_at\u00a0: réservé aux outils arrêtés\u00a0; écrivez status: discontinued si le produit a fermé, sinon retirez ce champ",
        "content/tools/douteux.md:10:9 status\u00a0: «\u00a0fini\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: published, draft, discontinued",
        "content/tools/ferme.md:6:10 pricing\u00a0: «\u00a0gratis\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise",
        "content/tools/ferme.md:10:9 discontinued_at manque\u00a0: un outil arrêté (status: discontinued) indique le jour de sa fermeture, par exemple discontinued_at: 2026-03-31",
        "content/tools/ferme.md:11:14 replaced_by\u00a0: «\u00a0inconnu\u00a0» n’est pas un outil de content/tools/\u00a0; corrigez le slug ou ajoutez l’outil",
      ]
    `);
  });

  it('keeps each former slug for one tool, and never a current slug', () => {
    expect(
      check({
        tools: {
          outil: tool({ former_slugs: '[outil, autre, ancien, ancien]' }),
          autre: tool({ website_url: 'https://autre.example.org/', former_slugs: '[ancien]' }),
        },
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/tools/autre.md:10:16 former_slugs\u00a0: «\u00a0ancien\u00a0» est déjà un ancien slug de l’outil «\u00a0outil\u00a0»\u00a0; une ancienne adresse ne peut mener qu’à un outil",
        "content/tools/outil.md:10:16 former_slugs\u00a0: «\u00a0outil\u00a0» est le slug actuel de cet outil\u00a0; retirez-le de former_slugs",
        "content/tools/outil.md:10:23 former_slugs\u00a0: «\u00a0autre\u00a0» est le slug actuel d’un autre outil\u00a0; un ancien slug ne peut pas être le slug actuel d’un outil",
        "content/tools/outil.md:10:38 former_slugs\u00a0: «\u00a0ancien\u00a0» est déjà un ancien slug de cet outil\u00a0; une ancienne adresse ne peut mener qu’à un outil",
      ]
    `);
  });

  it('tells every problem of a list of former slugs in one run, even with a malformed item', () => {
    const tools = { outil: tool({ former_slugs: '[outil, autre, Ancien-Nom]' }), autre: tool({ website_url: 'https://autre.example.org/', former_slugs: '[ancien]', pricing: 'gratis' }) };
    expect(check({ tools, collections: { 'quiz-express': collection(['ancien']) } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:7:11 tools.tool\u00a0: «\u00a0ancien\u00a0» est un ancien slug de «\u00a0autre\u00a0»\u00a0: écrivez «\u00a0autre\u00a0»",
        "content/tools/autre.md:6:10 pricing\u00a0: «\u00a0gratis\u00a0» n’est pas une valeur permise\u00a0; écrivez l’une de\u00a0: free, freemium, paid, enterprise",
        "content/tools/outil.md:10:16 former_slugs\u00a0: «\u00a0outil\u00a0» est le slug actuel de cet outil\u00a0; retirez-le de former_slugs",
        "content/tools/outil.md:10:23 former_slugs\u00a0: «\u00a0autre\u00a0» est le slug actuel d’un autre outil\u00a0; un ancien slug ne peut pas être le slug actuel d’un outil",
        "content/tools/outil.md:10:30 former_slugs\u00a0: «\u00a0Ancien-Nom\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0ancien-nom\u00a0»",
      ]
    `);
  });
});

describe('collections', () => {
  it('each have their own title: a collection copied from another is told until its title changes', () => {
    const collections = { 'quiz-express': collection(['outil']), 'quiz-du-matin': collection(['outil']), 'autre-quiz': collection(['outil']).replace('title: Quiz express', 'title: Autre quiz') };
    expect(check({ tools: { outil: tool() }, collections })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-du-matin.yaml:3:8 title\u00a0: la sélection «\u00a0quiz-express\u00a0» porte aussi ce titre\u00a0; donnez à chaque sélection son propre titre",
        "content/collections/quiz-express.yaml:3:8 title\u00a0: la sélection «\u00a0quiz-du-matin\u00a0» porte aussi ce titre\u00a0; donnez à chaque sélection son propre titre",
      ]
    `);
  });

  it('tell a copy with a stray field that it has the title of another', () => {
    const collections = { 'quiz-express': collection(['outil']), 'quiz-du-matin': collection(['outil'], 'remarque: à revoir') };
    expect(check({ tools: { outil: tool() }, collections })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-du-matin.yaml:3:8 title\u00a0: la sélection «\u00a0quiz-express\u00a0» porte aussi ce titre\u00a0; donnez à chaque sélection son propre titre",
        "content/collections/quiz-du-matin.yaml:10:1 champ inconnu «\u00a0remarque\u00a0»\u00a0: supprimez-le ou corrigez son nom",
        "content/collections/quiz-express.yaml:3:8 title\u00a0: la sélection «\u00a0quiz-du-matin\u00a0» porte aussi ce titre\u00a0; donnez à chaque sélection son propre titre",
      ]
    `);
  });

  it('lists the problems of a refused collection\'s well-formed fields in the same run', () => {
    const refused = collection(['outil', 'inconnu', 'outil']).replace('title: Quiz express', 'title: Q').replace('updated_at: 2026-01-10', 'updated_at: 2030-09-01');
    expect(check({ tools: { outil: tool() }, collections: { 'quiz-express': refused } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:3:8 title\u00a0: doit compter au moins 3 caractères",
        "content/collections/quiz-express.yaml:8:11 tools.tool\u00a0: «\u00a0inconnu\u00a0» n’est pas un outil de content/tools/\u00a0; corrigez le slug ou ajoutez l’outil",
        "content/collections/quiz-express.yaml:9:11 tools.tool\u00a0: «\u00a0outil\u00a0» est déjà dans cette sélection\u00a0; citez chaque outil une fois",
        "content/collections/quiz-express.yaml:11:13 updated_at\u00a0: le 1er septembre 2030 n’est pas encore arrivé\u00a0; écrivez le jour où c’est arrivé, au plus tard aujourd’hui",
      ]
    `);
  });

  // The words nouvelle-selection takes for a kind (« tâche », « profil ») name it in the file too.
  it('name the kind meant by a French word', () => {
    const collections = { tache: collection(['outil']).replace('kind: top_list', 'kind: Tâche'), profil: collection(['outil']).replace('kind: top_list', 'kind: profil').replace('task: Lancer un quiz', 'persona: Professeur').replace('title: Quiz express', 'title: Quiz du professeur') };
    expect(check({ tools: { outil: tool() }, collections })).toMatchInlineSnapshot(`
      [
        "content/collections/profil.yaml:1:7 kind\u00a0: doit valoir «\u00a0top_list\u00a0» (avec une task) ou «\u00a0stack\u00a0» (avec une persona) (vouliez-vous dire «\u00a0stack\u00a0»\u00a0?)",
        "content/collections/tache.yaml:1:7 kind\u00a0: doit valoir «\u00a0top_list\u00a0» (avec une task) ou «\u00a0stack\u00a0» (avec une persona) (vouliez-vous dire «\u00a0top_list\u00a0»\u00a0?)",
      ]
    `);
  });

  it('without a kind they know, list the problems of their other fields too, and an empty file is told so', () => {
    const others = (kind: string) =>
      collection(['outil'], 'titel: Quiz')
        .replace('kind: top_list', kind)
        .replace('title: Quiz express', `title: Quiz ${kind ? 'autre kind' : 'sans kind'}`)
        .replace('short_description: Des quiz à lancer en quelques minutes.', 'short_description: Quiz.')
        .replace('added_at: 2026-01-10', 'added_at: 2026-13-01');
    const collections = { 'sans-kind': others(''), 'autre-kind': others('kind: toplist'), vide: '', bom: '\uFEFF' };
    expect(check({ tools: { outil: tool() }, collections })).toMatchInlineSnapshot(`
      [
        "content/collections/autre-kind.yaml:1:7 kind\u00a0: doit valoir «\u00a0top_list\u00a0» (avec une task) ou «\u00a0stack\u00a0» (avec une persona) (vouliez-vous dire «\u00a0top_list\u00a0»\u00a0?)",
        "content/collections/autre-kind.yaml:4:20 short_description\u00a0: est trop courte\u00a0: écrivez une phrase complète d’au moins 20 caractères",
        "content/collections/autre-kind.yaml:8:11 added_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31",
        "content/collections/autre-kind.yaml:10:1 champ inconnu «\u00a0titel\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0title\u00a0»\u00a0?)",
        "content/collections/bom.yaml:1:1 le fichier de la sélection est vide\u00a0: écrivez-y ses champs (kind, title, short_description, description, tools, added_at, updated_at) ou supprimez-le",
        "content/collections/sans-kind.yaml:2:1 le champ obligatoire «\u00a0kind\u00a0» manque\u00a0: ajoutez-le\u00a0; écrivez kind: top_list (avec une task) ou kind: stack (avec une persona)",
        "content/collections/sans-kind.yaml:4:20 short_description\u00a0: est trop courte\u00a0: écrivez une phrase complète d’au moins 20 caractères",
        "content/collections/sans-kind.yaml:8:11 added_at\u00a0: doit être une date réelle écrite AAAA-MM-JJ, par exemple 2026-01-31",
        "content/collections/sans-kind.yaml:10:1 champ inconnu «\u00a0titel\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0title\u00a0»\u00a0?)",
        "content/collections/vide.yaml:1:1 le fichier de la sélection est vide\u00a0: écrivez-y ses champs (kind, title, short_description, description, tools, added_at, updated_at) ou supprimez-le",
      ]
    `);
  });

  it('list published tools, each once', () => {
    const tools = {
      outil: tool({ former_slugs: '[ancien-outil]' }),
      arrete: tool({ website_url: 'https://arrete.example.org/', status: 'discontinued', discontinued_at: '2026-02-01', replaced_by: 'outil' }),
      ferme: tool({ website_url: 'https://ferme.example.org/', status: 'discontinued', discontinued_at: '2026-02-01' }),
      brouillon: tool({ website_url: 'https://brouillon.example.org/', status: 'draft' }),
    };
    expect(check({ tools, collections: { 'quiz-express': collection(['outil', 'outil', 'outi', 'ancien-outil', 'arrete', 'ferme', 'brouillon']) } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:8:11 tools.tool\u00a0: «\u00a0outil\u00a0» est déjà dans cette sélection\u00a0; citez chaque outil une fois",
        "content/collections/quiz-express.yaml:9:11 tools.tool\u00a0: «\u00a0outi\u00a0» n’est pas un outil de content/tools/ (vouliez-vous dire «\u00a0outil\u00a0»\u00a0?)\u00a0; corrigez le slug ou ajoutez l’outil",
        "content/collections/quiz-express.yaml:10:11 tools.tool\u00a0: «\u00a0ancien-outil\u00a0» est un ancien slug de «\u00a0outil\u00a0»\u00a0: écrivez «\u00a0outil\u00a0»",
        "content/collections/quiz-express.yaml:11:11 tools.tool\u00a0: «\u00a0arrete\u00a0» est arrêté depuis le 1er février 2026 (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0quiz-express\u00a0»\u00a0; «\u00a0outil\u00a0», qui le remplace, y figure déjà",
        "content/collections/quiz-express.yaml:12:11 tools.tool\u00a0: «\u00a0ferme\u00a0» est arrêté depuis le 1er février 2026 (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0quiz-express\u00a0»",
        "content/collections/quiz-express.yaml:13:11 tools.tool\u00a0: «\u00a0brouillon\u00a0» est un brouillon\u00a0; publiez-le ou retirez-le de la sélection publiée «\u00a0quiz-express\u00a0»",
      ]
    `);
  });

  it('offer the replacement of a discontinued tool only when it is published and not cited already', () => {
    const closed = (slug: string, replacement: string) => tool({ website_url: `https://${slug}.example.org/`, status: 'discontinued', discontinued_at: '2026-02-01', replaced_by: replacement });
    const tools = {
      outil: tool(),
      autre: tool({ name: 'Autre', website_url: 'https://autre.example.org/' }),
      cite: closed('cite', 'outil'),
      'non-cite': closed('non-cite', 'autre'),
      'lui-meme': closed('lui-meme', 'lui-meme'),
      'par-un-arrete': closed('par-un-arrete', 'cite'),
    };
    const problems = check({ tools, collections: { 'quiz-express': collection(['cite', 'outil', 'non-cite', 'lui-meme', 'par-un-arrete']) } }).filter((problem) => problem.startsWith('content/collections/'));
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:7:11 tools.tool\u00a0: «\u00a0cite\u00a0» est arrêté depuis le 1er février 2026 (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0quiz-express\u00a0»\u00a0; «\u00a0outil\u00a0», qui le remplace, y figure déjà",
        "content/collections/quiz-express.yaml:9:11 tools.tool\u00a0: «\u00a0non-cite\u00a0» est arrêté depuis le 1er février 2026 (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0quiz-express\u00a0», ou remplacez-le par «\u00a0autre\u00a0»",
        "content/collections/quiz-express.yaml:10:11 tools.tool\u00a0: «\u00a0lui-meme\u00a0» est arrêté depuis le 1er février 2026 (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0quiz-express\u00a0»",
        "content/collections/quiz-express.yaml:11:11 tools.tool\u00a0: «\u00a0par-un-arrete\u00a0» est arrêté depuis le 1er février 2026 (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0quiz-express\u00a0»",
      ]
    `);
  });

  it('list no tool that shut down on a day not written, and say so without a date', () => {
    const tools = { outil: tool(), ferme: tool({ website_url: 'https://ferme.example.org/', status: 'discontinued' }) };
    expect(check({ tools, collections: { 'quiz-express': collection(['outil', 'ferme']) } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:8:11 tools.tool\u00a0: «\u00a0ferme\u00a0» est arrêté (status: discontinued)\u00a0; retirez-le de la sélection «\u00a0quiz-express\u00a0»",
        "content/tools/ferme.md:10:9 discontinued_at manque\u00a0: un outil arrêté (status: discontinued) indique le jour de sa fermeture, par exemple discontinued_at: 2026-03-31",
      ]
    `);
  });

  it('cite a tool whose file has a problem without being told it does not exist: the problem is on the tool', () => {
    const tools = {
      anki: tool({ name: null, nmae: 'Anki' }),
      arrete: tool({ website_url: 'https://arrete.example.org/', status: 'discontinued', discontinued_at: '2026-02-01', replaced_by: 'anki' }),
    };
    expect(check({ tools, collections: { 'quiz-express': collection(['anki']) }, unreadTools: ['illisible'] })).toMatchInlineSnapshot(`
      [
        "content/tools/anki.md:9:1 champ inconnu «\u00a0nmae\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0name\u00a0»\u00a0?)",
      ]
    `);
    expect(check({ tools: { outil: tool() }, collections: { 'quiz-express': collection(['outil', 'illisible']) }, unreadTools: ['illisible'] })).toEqual([]);
  });

  it('name the sort of collection a field goes with', () => {
    expect(check({ tools: { outil: tool() }, collections: { selection: collection(['outil'], 'persona: Professeur des écoles') } })).toMatchInlineSnapshot(`
      [
        "content/collections/selection.yaml:10:1 «\u00a0persona\u00a0» ne va qu’avec kind: stack\u00a0: supprimez-le, ou écrivez kind: stack",
      ]
    `);
  });

  it('write each tool of the list on a line of its own', () => {
    const flat = collection([]).replace('tools:', 'tools: [outil, autre]');
    expect(check({ tools: { outil: tool(), autre: tool({ website_url: 'https://autre.example.org/' }) }, collections: { selection: flat } })).toMatchInlineSnapshot(`
      [
        "content/collections/selection.yaml:6:9 tools\u00a0: chaque élément est un groupe de champs\u00a0; écrivez sous «\u00a0tools:\u00a0» une ligne par élément, comme «\u00a0- tool: outil\u00a0»",
      ]
    `);
  });

  it('name a non-breaking space after the colon of a list item\'s field', () => {
    const spaced = collection(['outil', 'autre']).replace('  - tool: autre', '  - tool:\u00a0autre');
    expect(check({ tools: { outil: tool(), autre: tool({ website_url: 'https://autre.example.org/' }) }, collections: { selection: spaced } })).toMatchInlineSnapshot(`
      [
        "content/collections/selection.yaml:8:10 tools\u00a0: une espace insécable suit le deux-points de «\u00a0tool\u00a0»\u00a0: remplacez-la par une espace normale",
      ]
    `);
  });

  it('name a non-breaking space around the colon or the value of their kind', () => {
    const nbsp = '\u00a0';
    const collections = {
      avant: collection(['outil']).replace('kind: top_list', `kind${nbsp}: top_list`),
      apres: collection(['outil']).replace('kind: top_list', `kind: top_list${nbsp}`).replace('title: Quiz express', 'title: Quiz après'),
    };
    expect(check({ tools: { outil: tool() }, collections })).toMatchInlineSnapshot(`
      [
        "content/collections/apres.yaml:1:15 kind\u00a0: une espace insécable se trouve après «\u00a0top_list\u00a0»\u00a0: remplacez-la par une espace normale ou supprimez-la",
        "content/collections/avant.yaml:1:5 kind\u00a0: une espace insécable sépare le nom du champ de son deux-points\u00a0: remplacez-la par une espace normale ou supprimez-la",
      ]
    `);
  });

  it('name the field an unknown field of a list item resembles', () => {
    expect(check({ tools: { outil: tool() }, collections: { selection: collection(['outil']).replace('  - tool: outil', '  - tool: outil\n    nots: Une note.') } })).toMatchInlineSnapshot(`
      [
        "content/collections/selection.yaml:8:5 champ inconnu «\u00a0nots\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0note\u00a0»\u00a0?)",
      ]
    `);
  });

  it('say what they are', () => {
    expect(check({ tools: { outil: tool() }, collections: { selection: collection(['outil']).replace('kind: top_list', 'kind: liste') } })).toMatchInlineSnapshot(`
      [
        "content/collections/selection.yaml:1:7 kind\u00a0: doit valoir «\u00a0top_list\u00a0» (avec une task) ou «\u00a0stack\u00a0» (avec une persona) (vouliez-vous dire «\u00a0top_list\u00a0»\u00a0?)",
      ]
    `);
  });
});

describe('slugs written by hand', () => {
  // `nouvelle-selection --outils` takes names: an editor writes one in the file too.
  it('leads a collection entry written as a tool’s name to the tool’s slug, in any case and without accents', () => {
    const tools = { quiziniere: tool({ name: 'La Quizinière', website_url: 'https://quiziniere.example.org/' }), outil: tool() };
    expect(check({ tools, collections: { 'quiz-express': collection(['la quiziniere', 'LA QUIZINIÈRE']) } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:7:11 tools.tool\u00a0: «\u00a0la quiziniere\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0quiziniere\u00a0»\u00a0?)",
        "content/collections/quiz-express.yaml:8:11 tools.tool\u00a0: «\u00a0LA QUIZINIÈRE\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots (vouliez-vous dire «\u00a0quiziniere\u00a0»\u00a0?)",
      ]
    `);
  });

  it('tells an entry written with `slug:` to write `tool:`, in one problem', () => {
    const text = collection(['outil']).replace('  - tool: outil', '  - slug: outil');
    expect(check({ tools: { outil: tool() }, collections: { 'quiz-express': text } })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:7:5 champ inconnu «\u00a0slug\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0tool\u00a0»\u00a0?)",
      ]
    `);
  });

  it('quotes a slug refused and gives its folded form', () => {
    const tools = {
      outil: tool({ former_slugs: '[Kahoot-Old]' }),
      ferme: tool({ website_url: 'https://ferme.example.org/', status: 'discontinued', discontinued_at: '2026-01-20', replaced_by: 'Kahoot!' }),
    };
    const tags = `${TAGS}\n- slug: roman graphique\n  label: Roman graphique`;
    expect(check({ tools, tags })).toMatchInlineSnapshot(`
      [
        "content/tags.yaml:7:9 slug\u00a0: «\u00a0roman graphique\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0roman-graphique\u00a0»",
        "content/tools/ferme.md:12:14 replaced_by\u00a0: «\u00a0Kahoot!\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0kahoot\u00a0»",
        "content/tools/outil.md:10:16 former_slugs\u00a0: «\u00a0Kahoot-Old\u00a0» ne peut contenir que des lettres minuscules sans accent, des chiffres et un tiret entre deux mots\u00a0: écrivez «\u00a0kahoot-old\u00a0»",
      ]
    `);
  });

  it('tells a tool’s header that its slug is its file’s name', () => {
    expect(check({ tools: { outil: tool({ slug: 'mon-outil' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:1 champ inconnu «\u00a0slug\u00a0»\u00a0: le slug d’un outil est le nom de son fichier (content/tools/<slug>.md)\u00a0; supprimez cette ligne, et pour changer le slug renommez le fichier puis ajoutez l’ancien slug à former_slugs, pour que ses adresses redirigent vers le nouveau",
      ]
    `);
  });
});

describe('values YAML reads as no text', () => {
  it('tells a binary value that no field takes it, not its bytes', () => {
    expect(check({ tools: { outil: tool({ pricing: '!!binary ZnJlZQ==' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:6:19 pricing\u00a0: est une valeur binaire (!!binary), qu’aucun champ n’admet\u00a0: retirez «\u00a0!!binary\u00a0» et écrivez la valeur en texte",
      ]
    `);
  });

  // A list item has no colon to write a value after.
  it('tells an empty item of a list to be filled in or removed', () => {
    expect(check({ tools: { outil: tool({ tags: '[quiz, null]' }) } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:10:14 tags\u00a0: cet élément de la liste est vide\u00a0: écrivez sa valeur, ou retirez-le",
      ]
    `);
  });
});

describe('categories and files', () => {
  it('need the categories file, with unique slugs', () => {
    expect(check({ categories: null, tools: { outil: tool() } })).toMatchInlineSnapshot(`
      [
        "content/categories.yaml:1:1 le fichier des catégories manque\u00a0: créez-le avec la liste des catégories (slug, name, description)",
      ]
    `);
    expect(check({ categories: '# Catégories\n', tools: { outil: tool() } })).toMatchInlineSnapshot(`
      [
        "content/categories.yaml:1:1 le fichier des catégories est vide\u00a0: écrivez-y la liste des catégories (slug, name, description)",
      ]
    `);
    expect(check({ categories: `${CATEGORIES}\n- slug: quiz\n  name: Quiz bis\n  description: Une seconde catégorie de quiz.` })).toMatchInlineSnapshot(`
      [
        "content/categories.yaml:7:9 slug\u00a0: «\u00a0quiz\u00a0» est déjà le slug d’une autre catégorie\u00a0; chaque slug ne sert qu’une fois",
      ]
    `);
    expect(check({ categories: `${CATEGORIES}\n- slug: quiz-bis\n  name: QUIZ\n  description: Une seconde catégorie de quiz.` })).toMatchInlineSnapshot(`
      [
        "content/categories.yaml:8:9 name\u00a0: «\u00a0QUIZ\u00a0» est déjà le nom de la catégorie «\u00a0quiz\u00a0»\u00a0; donnez un autre nom, ou rangez ses outils dans «\u00a0quiz\u00a0»",
      ]
    `);
  });

  it('explain YAML mistakes', () => {
    expect(
      check({
        tools: {
          indentation: '---\nname: Outil\neducation_pricing:\n  description: Offre.\n url: https://x.example.org/\n---\nCorps.\n',
          double: '---\nname: Outil\nname: Outil\n---\nCorps.\n',
          tabulation: '---\nname: Outil\neducation_pricing:\n\tdescription: Offre.\n---\nCorps.\n',
          'sans-en-tete': 'Corps sans en-tête.\n',
          // Empty, or saved with a byte order mark and blank lines only; a header with no field.
          vide: '',
          blanc: '\uFEFF\n  \n',
          'en-tete-vide': '---\n---\nCorps.\n',
        },
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/tools/blanc.md:1:1 le fichier de l’outil est vide\u00a0: écrivez-y sa fiche (npm run nouvel-outil en crée une à compléter) ou supprimez-le",
        "content/tools/double.md:3:1 le champ «\u00a0name\u00a0» est écrit deux fois\u00a0: n’en gardez qu’un, avec la bonne valeur",
        "content/tools/en-tete-vide.md:2:1 l’en-tête est vide\u00a0: écrivez les champs de la fiche entre les deux lignes «\u00a0---\u00a0»",
        "content/tools/indentation.md:5:2 cette ligne est décalée de 1 espace vers la gauche par rapport à «\u00a0description\u00a0»\u00a0: ajoutez 1 espace au début de la ligne",
        "content/tools/sans-en-tete.md:1:1 l’en-tête manque\u00a0: commencez le fichier par une ligne «\u00a0---\u00a0», les champs, puis une autre ligne «\u00a0---\u00a0»",
        "content/tools/tabulation.md:4:1 le YAML ne s’indente pas avec des tabulations\u00a0: indentez avec des espaces",
        "content/tools/vide.md:1:1 le fichier de l’outil est vide\u00a0: écrivez-y sa fiche (npm run nouvel-outil en crée une à compléter) ou supprimez-le",
      ]
    `);
  });

  it('name a field glued to its value, in a group, a list or at the start of a line', () => {
    const fields = (lines: string) => tool({ website_url: null }).replace('\n---\n', `\n${lines}\n---\n`);
    const tools = {
      adresse: fields('website_url: https://adresse.example.org/\neducation_pricing:\n  description: Gratuit pour les enseignants.\n  url:https://x.example.org/edu'),
      offre: fields('website_url: https://offre.example.org/\neducation_pricing:\n  description:Gratuit pour les enseignants.\n  url: https://x.example.org/edu'),
      capture: fields('website_url: https://capture.example.org/\nscreenshot:\n  file: outil.png\n  alt:Une question projetée'),
      tarif: tool({ website_url: 'https://tarif.example.org/', pricing: null }).replace('---\n', '---\npricing:freemium\n'),
    };
    const collections = {
      note: collection(['adresse']).replace('  - tool: adresse', '  - tool: adresse\n    note:Le plus simple à lancer.'),
      seul: collection(['adresse']).replace('  - tool: adresse', '  - tool:offre'),
    };
    const tags = TAGS.replace('label: Logiciel libre', 'label:Logiciel libre');
    expect(check({ tools, collections, tags })).toMatchInlineSnapshot(`
      [
        "content/collections/note.yaml:8:10 mettez une espace après le deux-points de «\u00a0note\u00a0»",
        "content/collections/seul.yaml:7:10 tools\u00a0: mettez une espace après le deux-points de «\u00a0tool\u00a0»",
        "content/tags.yaml:5:9 mettez une espace après le deux-points de «\u00a0label\u00a0»",
        "content/tools/adresse.md:12:7 mettez une espace après le deux-points de «\u00a0url\u00a0»",
        "content/tools/capture.md:12:7 mettez une espace après le deux-points de «\u00a0alt\u00a0»",
        "content/tools/offre.md:11:15 mettez une espace après le deux-points de «\u00a0description\u00a0»",
        "content/tools/tarif.md:2:9 mettez une espace après le deux-points de «\u00a0pricing\u00a0»",
      ]
    `);
  });

  it('tell a field of the file indented under a group or a list item to start its line', () => {
    const tools = {
      capture: tool({ website_url: 'https://capture.example.org/' }).replace('\n---\n', '\nscreenshot:\n  file: outil.png\n  alt: Une question projetée\n  last_verified_at: 2026-01-11\n---\n'),
      offre: tool({ website_url: 'https://offre.example.org/' }).replace('\n---\n', '\neducation_pricing:\n  description: Gratuit pour les enseignants.\n  vendor_note: x\n  minimum_age: 13\n---\n'),
    };
    const collections = { 'quiz-express': collection(['capture']).replace('  - tool: capture', '  - tool: capture\n    status: draft') };
    expect(check({ tools, collections })).toMatchInlineSnapshot(`
      [
        "content/collections/quiz-express.yaml:8:5 «\u00a0status\u00a0» est un champ de la sélection, pas de «\u00a0tools\u00a0»\u00a0: écrivez-le en début de ligne, sans espace devant",
        "content/tools/capture.md:13:3 «\u00a0last_verified_at\u00a0» est un champ de l’outil, pas de «\u00a0screenshot\u00a0»\u00a0: écrivez-le en début de ligne, sans espace devant",
        "content/tools/offre.md:12:3 champ inconnu «\u00a0vendor_note\u00a0»\u00a0: supprimez-le ou corrigez son nom",
        "content/tools/offre.md:13:3 «\u00a0minimum_age\u00a0» est un champ de l’outil, pas de «\u00a0education_pricing\u00a0»\u00a0: écrivez-le en début de ligne, sans espace devant",
      ]
    `);
  });

  it('tell fields of a group written without indentation that they belong to it', () => {
    const unindented = tool({ education_pricing: '', description: 'Offre pour les enseignants.', url: 'https://outil.example.org/edu', screenshot: '', file: 'outil.png', langue: 'fr' });
    expect(check({ tools: { outil: unindented } })).toMatchInlineSnapshot(`
      [
        "content/tools/outil.md:11:1 «\u00a0description\u00a0», «\u00a0url\u00a0» sont des champs de «\u00a0education_pricing\u00a0»\u00a0: indentez ces lignes de 2 espaces, sous «\u00a0education_pricing:\u00a0»",
        "content/tools/outil.md:14:1 «\u00a0file\u00a0» est un champ de «\u00a0screenshot\u00a0»\u00a0: indentez cette ligne de 2 espaces, sous «\u00a0screenshot:\u00a0»",
        "content/tools/outil.md:15:1 champ inconnu «\u00a0langue\u00a0»\u00a0: supprimez-le ou corrigez son nom (vouliez-vous dire «\u00a0languages\u00a0»\u00a0?)",
      ]
    `);
  });

  it('name files that do not belong in a folder', () => {
    expect(check({ strays: [{ file: 'content/tools/notes.txt', expected: 'tools/ ne contient que des fichiers d’outil nommés <slug>.md ; déplacez ou renommez celui-ci' }] })).toMatchInlineSnapshot(`
      [
        "content/tools/notes.txt:1:1 fichier inattendu\u00a0: tools/ ne contient que des fichiers d’outil nommés <slug>.md ; déplacez ou renommez celui-ci",
      ]
    `);
  });
});

describe('wellFormedFields', () => {
  it.each([
    [{ category: 'quiz', pricing: 'gratis' }, { category: 'quiz', languages: ['fr'], tags: [], former_slugs: [], status: 'published' }],
    [{ tags: ['Quiz', 'quizz'], languages: ['fr', 'zz'] }, { tags: [undefined, 'quizz'], languages: ['fr', undefined], former_slugs: [], status: 'published' }],
    [{ tags: 'quiz', added_at: '2026-02-30', updated_at: '2026-03-01' }, { updated_at: '2026-03-01', languages: ['fr'], former_slugs: [], status: 'published' }],
    ['pas un groupe de champs', { languages: ['fr'], tags: [], former_slugs: [], status: 'published' }],
  ])('%j → %j', (data, fields) => expect(wellFormedFields(toolSchema, data)).toEqual(fields));
});
