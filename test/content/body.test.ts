/**
 * Warnings on the Markdown body: each names, at its place in the file, what the published HTML
 * drops or flattens, whatever the file's line endings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Lexer, Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../src/api/markdown.ts';
import { keptLink } from '../../src/api/markdown-rules.ts';
import { bodyWarnings, collectionWarnings, mayLoseMarkup } from '../../src/content/body.ts';
import { formatProblem } from '../../src/content/directory.ts';
import { FIXTURE_CONTENT } from '../helpers/sites.ts';

const FRONT_MATTER = ['---', 'name: Outil', '---', ''];

/** The warnings of a file made of a short front matter and `body`, with the given line ending. */
function warnings(body: string[], newline = '\n'): string[] {
  const head = FRONT_MATTER.join(newline);
  return bodyWarnings('outil.md', head + body.join(newline), head.length).map(formatProblem);
}

describe('bodyWarnings', () => {
  const body = ['Premier paragraphe.', '', '<div>', 'Un bloc.', '</div>', '', 'Voir [la doc](http://doc.example).'];

  it('places warnings on the same line and column in a CRLF file as in an LF file', () => {
    expect(warnings(body, '\r\n')).toEqual(warnings(body));
    expect(warnings(body, '\r\n')).toMatchInlineSnapshot(`
      [
        "outil.md:6:1 HTML brut <div> retiré à la publication\u00a0: écrivez ce passage en Markdown ou supprimez-le",
        "outil.md:10:6 lien «\u00a0http://doc.example\u00a0» publié sans sa cible\u00a0: seuls les liens complets en https:// et les mailto: sont gardés",
      ]
    `);
  });

  it('warns about headings the HTML flattens to text, and says which level to write', () => {
    expect(warnings(['# Titre', '', 'Texte.', '', '## En classe', '', '### Gardé', '', 'Sous-titre', '=========='], '\r\n')).toMatchInlineSnapshot(`
      [
        "outil.md:4:1 titre de niveau 1 «\u00a0Titre\u00a0» publié comme texte simple\u00a0: les titres d’une description commencent au niveau 3, écrivez «\u00a0### Titre\u00a0»",
        "outil.md:8:1 titre de niveau 2 «\u00a0En classe\u00a0» publié comme texte simple\u00a0: les titres d’une description commencent au niveau 3, écrivez «\u00a0### En classe\u00a0»",
        "outil.md:12:1 titre de niveau 1 «\u00a0Sous-titre\u00a0» publié comme texte simple\u00a0: les titres d’une description commencent au niveau 3, écrivez «\u00a0### Sous-titre\u00a0»",
      ]
    `);
  });

  it('warns about images, which the HTML drops with their text', () => {
    expect(warnings(['Une capture : ![Le tableau de bord](https://outil.example/capture.png) ici.'])).toMatchInlineSnapshot(`
      [
        "outil.md:4:15 image «\u00a0Le tableau de bord\u00a0» retirée à la publication, texte compris\u00a0: une description ne publie pas d’image\u00a0; mettez la capture dans screenshot (dossier content/screenshots/) ou écrivez un lien [texte](https://…)",
      ]
    `);
  });

  it('places the warnings of a collection description written after | on its lines in the YAML file', () => {
    const text = ['kind: stack', 'description: |', '  ## Pour qui', '', '    Voir <iframe></iframe> et [la doc](http://doc.example).', '  ![Tableau](https://outil.example/a.png)', 'tools: []'].join('\n');
    expect(collectionWarnings('c.yaml', text).map(formatProblem)).toMatchInlineSnapshot(`
      [
        "c.yaml:3:3 titre de niveau 2 «\u00a0Pour qui\u00a0» publié comme texte simple\u00a0: les titres d’une description commencent au niveau 3, écrivez «\u00a0### Pour qui\u00a0»",
        "c.yaml:5:10 HTML brut <iframe> retiré à la publication\u00a0: écrivez ce passage en Markdown ou supprimez-le",
        "c.yaml:5:31 lien «\u00a0http://doc.example\u00a0» publié sans sa cible\u00a0: seuls les liens complets en https:// et les mailto: sont gardés",
        "c.yaml:6:3 image «\u00a0Tableau\u00a0» retirée à la publication, texte compris\u00a0: une description ne publie pas d’image\u00a0; écrivez un lien [texte](https://…) vers l’image",
      ]
    `);
  });

  it('places the warnings of a collection description written otherwise where the value starts', () => {
    expect(collectionWarnings('c.yaml', 'kind: stack\ndescription: "Voir <iframe></iframe>\n  et ## rien."\n').map(formatProblem)).toMatchInlineSnapshot(`
      [
        "c.yaml:2:14 HTML brut <iframe> retiré à la publication\u00a0: écrivez ce passage en Markdown ou supprimez-le",
      ]
    `);
    expect(collectionWarnings('c.yaml', 'kind: stack\ndescription: Une introduction sans rien de retiré.\n')).toEqual([]);
  });

  it('reads the escapes of a quoted description, which may write what the sanitiser drops without its sign', () => {
    expect(collectionWarnings('c.yaml', 'kind: stack\ndescription: "Un \\x3Cdiv\\x3E bloc\\x3C/div\\x3E et un titre\\n\\n\\x23 Titre"\n').map(formatProblem)).toMatchInlineSnapshot(`
      [
        "c.yaml:2:14 HTML brut <div> retiré à la publication\u00a0: écrivez ce passage en Markdown ou supprimez-le",
        "c.yaml:2:14 titre de niveau 1 «\u00a0Titre\u00a0» publié comme texte simple\u00a0: les titres d’une description commencent au niveau 3, écrivez «\u00a0### Titre\u00a0»",
      ]
    `);
  });

  // The warnings say what markdown.ts does; if it ever keeps these, they must go.
  it.each([
    ['# Titre', 'Titre'],
    ['## En classe', 'En classe'],
    ['![Le tableau de bord](https://outil.example/capture.png)', '<p></p>'],
  ])('markdownToHtml(%j) keeps no heading or image: %j', (markdown, html) => {
    expect(markdownToHtml(markdown)).toBe(html);
  });
});

describe('mayLoseMarkup: a text without any sign of what the sanitiser drops is not lexed', () => {
  const TEXTS: Record<string, boolean> = {
    'Un texte **gras**, *en italique*, `du code` et une liste :\n\n- un\n- deux\n\n1. trois': false,
    'Un tiret - dans la phrase, 3 - 1 = 2, et ~~barré~~.': false,
    '<div>bloc</div>': true,
    'Une <abbr>abréviation</abbr>.': true,
    'Voir [la doc](http://doc.example).': true,
    'Une image ![capture](https://example.org/a.png).': true,
    '# Titre': true,
    'Titre\n=====': true,
    'Titre\n---': true,
    '> Titre cité\n> ---': true,
    '- Titre dans une liste\n  ===': true,
    'Voir www.exemple.org.': true,
    'Voir WWW.EXEMPLE.ORG.': true,
    'Voir http://exemple.org.': true,
    'Voir HTTP://exemple.org.': true,
    'Voir ftp://exemple.org.': true,
    'Écrire à xmpp:contact@exemple.org.': true,
    'Voir https://exemple.org, HTTPS://exemple.org ou écrire à contact@exemple.org, M@gistère, mailto:contact@exemple.org.': false,
  };
  it.each(Object.entries(TEXTS))('%j → %s', (text, expected) => expect(mayLoseMarkup(text)).toBe(expected));

  /** Whether marked reads, in a text, HTML, a heading, an image or a link without its target once published. */
  const lexedMarkup = (text: string): boolean => {
    let found = false;
    new Marked({ gfm: true }).walkTokens(Lexer.lex(text, { gfm: true }), (token) => {
      if (['html', 'heading', 'image'].includes(token.type) || (token.type === 'link' && !keptLink(token.href))) found = true;
    });
    return found;
  };
  const tools = join(FIXTURE_CONTENT, 'tools');
  const bodies = readdirSync(tools).map((file) => readFileSync(join(tools, file), 'utf8').split(/\n---\n/).slice(1).join('\n---\n'));

  it.each([...Object.keys(TEXTS), ...bodies])('is true of every text in which marked reads HTML, a heading, an image or a link that loses its target (%#)', (text) => {
    if (lexedMarkup(text)) expect(mayLoseMarkup(text)).toBe(true);
  });
});
