/**
 * The Atom feed as a feed reader reads it: names and descriptions are plain text whatever they
 * hold, the language is French, the licence is a link, and no content can make the XML
 * ill-formed; both feeds file a tool under the same names. Rendered from the fixture content,
 * with one tool's text made awkward on purpose.
 */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/api/documents.ts';
import { recentTools, renderAtomFeed, renderJsonFeed, xmlText } from '../../src/api/feeds.ts';
import { loadDirectory } from '../../src/content/load.ts';
import { FIXTURE_BASE, FIXTURE_CONTENT } from '../helpers/sites.ts';

const { directory } = loadDirectory(FIXTURE_CONTENT);

/** The fixture's feed, with the newest tool renamed and described with `name` and `description`. */
function atomWith(name: string, description: string) {
  const [first, ...others] = recentTools(directory.tools);
  const awkward = { ...first, name, short_description: description };
  const xml = renderAtomFeed(site(directory, FIXTURE_BASE), [awkward, ...others]);
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, trimValues: false, isArray: (tag) => ['entry', 'link'].includes(tag) });
  // `true`: the parser checks the document is well-formed and throws if it is not.
  return { xml, feed: parser.parse(xml, true).feed, tool: awkward };
}

describe('xmlText', () => {
  it.each([
    ['Café Quiz', 'Café Quiz'],
    ['Read&Write', 'Read&amp;Write'],
    ['<b>gras</b>', '&lt;b&gt;gras&lt;/b&gt;'],
    ['dit "oui"', 'dit &quot;oui&quot;'],
    ["l'IA", "l'IA"],
    ['a\u000Bb\u0000c\uFFFEd', 'abcd'],
    ['tab\tligne\ncr\r', 'tab\tligne\ncr\r'],
    ['🦊 \uD800x', '🦊 x'],
  ])('%j → %j', (value, expected) => {
    expect(xmlText(value)).toBe(expected);
  });
});

describe('Atom feed', () => {
  it('gives names and descriptions as plain text, never as HTML, exactly as written', () => {
    const { feed, tool } = atomWith('Read&Write <bêta>', 'Lit "à voix haute" ]]> les <textes> & PDF.');
    const [entry] = feed.entry;
    // RFC 4287 §3.1.1: without `type`, or with `type="text"`, a reader shows the text as is.
    for (const field of ['title', 'summary']) expect(entry[field]['@_type'] ?? 'text').toBe('text');
    expect(entry.title['#text'] ?? entry.title).toBe(tool.name);
    expect(entry.summary['#text'] ?? entry.summary).toBe(tool.short_description);
  });

  it('stays well-formed when content holds characters XML forbids', () => {
    const { feed } = atomWith('Outil\u000B\u0008 vertical', 'Copié\u000C depuis un traitement de texte.');
    expect(feed.entry[0].title).toBe('Outil vertical');
    expect(feed.entry[0].summary).toBe('Copié depuis un traitement de texte.');
  });

  it('says its language, links its licence, the JSON Feed, the tool and its site', () => {
    const { feed, tool } = atomWith('Café Quiz', 'Quiz.');
    expect(feed['@_xml:lang']).toBe('fr');
    const links = Object.fromEntries(feed.link.map((link: Record<string, string>) => [`${link['@_rel']} ${link['@_type'] ?? ''}`.trim(), link['@_href']]));
    expect(links).toEqual({
      'self application/atom+xml': `${FIXTURE_BASE}/api/v1/directory/feed.xml`,
      'alternate text/html': `${FIXTURE_BASE}/`,
      'alternate application/feed+json': `${FIXTURE_BASE}/api/v1/directory/feed.json`,
      license: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(feed.rights).toContain('CC BY 4.0');
    const entryLinks = feed.entry[0].link.map((link: Record<string, string>) => [link['@_rel'], link['@_href']]);
    expect(entryLinks).toEqual([
      ['alternate', `${FIXTURE_BASE}/api/v1/directory/tools/${tool.slug}`],
      ['related', tool.website_url],
    ]);
  });
});

describe('categories of an entry, in both feeds', () => {
  const fixture = site(directory, FIXTURE_BASE);
  const recent = recentTools(directory.tools);
  const json = renderJsonFeed(fixture, recent);
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (tag) => ['entry', 'category'].includes(tag) });
  const atom = parser.parse(renderAtomFeed(fixture, recent), true).feed;
  /** An Atom entry's categories: `[term, label]`. */
  const atomCategories = (slug: string) =>
    atom.entry.find((entry: { id: string }) => entry.id.endsWith(`/tools/${slug}`)).category.map((category: Record<string, string>) => [category['@_term'], category['@_label']]);
  const jsonTags = (slug: string) => json.items.find((item) => item.id.endsWith(`/tools/${slug}`))!.tags;

  it.each([
    // The category, then each tag: slugs as Atom's terms, French names everywhere a reader looks.
    ['kahoot', [['quiz', 'Quiz et évaluation'], ['quiz', 'Quiz et QCM'], ['jeux', 'Jeux et ludification']]],
    ['chatgpt', [['assistants', 'Assistants'], ['chatbot', 'Agent conversationnel (chatbot)']]],
  ])('%s', (slug, expected) => {
    expect(atomCategories(slug)).toEqual(expected);
    expect(jsonTags(slug)).toEqual(expected.map(([, label]) => label));
  });

  it('gives in JSON Feed the labels Atom gives, for every entry', () => {
    expect(recent.length).toBeGreaterThan(3);
    for (const tool of recent) expect(jsonTags(tool.slug), tool.slug).toEqual(atomCategories(tool.slug).map(([, label]: string[]) => label));
  });
});
