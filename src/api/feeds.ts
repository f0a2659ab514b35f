/**
 * Feeds of the most recently added or updated tools, newest first: JSON Feed 1.1 (a plain JSON
 * document, typed by its schema) and Atom 1.0 (RFC 4287), written here rather than by a feed
 * library: the one tried gave no `xml:lang`, marked plain-text names as HTML (`type="html"`) and
 * had no room for the licence or the tool's own site as links. Dates come from the data, never
 * from the clock, so the same content gives the same bytes.
 */
import type { Tool } from '../content/directory.ts';
import { PUBLISHER, type Site } from './documents.ts';
import { DOWNLOADS, FEED_ATOM_PATH, FEED_JSON_PATH, FEED_SIZE } from './downloads.ts';
import { toJson } from './list.ts';
import { toolUrl } from './paths.ts';
import type { JsonFeed } from './schemas.ts';

/** The feeds' title, which the documentation's pages also offer them by. */
export const FEED_TITLE = `${PUBLISHER} : nouveaux outils et mises à jour`;
const FEED_DESCRIPTION = 'Les derniers outils d’IA et de technologies éducatives ajoutés ou mis à jour dans l’annuaire.';

/** A `YYYY-MM-DD` date as the start of that day, UTC. */
const dayStart = (day: string) => `${day}T00:00:00Z`;

/**
 * The `size` tools changed last: newest `updated_at` first, then newest `added_at`, then the
 * directory's default order, so that ties always come out the same way.
 */
export function recentTools(tools: readonly Tool[], size: number = FEED_SIZE): Tool[] {
  const order = new Map(tools.map((tool, position) => [tool.slug, position]));
  return [...tools]
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.added_at.localeCompare(a.added_at) || order.get(a.slug)! - order.get(b.slug)!)
    .slice(0, size);
}

/**
 * What a tool is filed under, as both feeds give it: its category, then its tags, each as its
 * slug and its French name. A reader shows the names, so JSON Feed's `tags` are the names of the
 * same list whose slugs Atom gives as `term` and names as `label`.
 */
function feedCategories(site: Site, tool: Tool): { term: string; label: string }[] {
  return [
    { term: tool.category, label: site.categoryNames.get(tool.category) ?? tool.category },
    ...tool.tags.map((tag) => ({ term: tag, label: site.tagLabels.get(tag) ?? tag })),
  ];
}

export function renderJsonFeed(site: Site, recent: readonly Tool[]): JsonFeed {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: FEED_TITLE,
    home_page_url: `${site.base}/`,
    feed_url: `${site.base}${FEED_JSON_PATH}`,
    description: FEED_DESCRIPTION,
    language: 'fr',
    authors: [{ name: PUBLISHER, url: `${site.base}/` }],
    items: recent.map((tool) => ({
      id: toolUrl(site.base, tool.slug),
      url: toolUrl(site.base, tool.slug),
      external_url: tool.website_url,
      title: tool.name,
      content_text: tool.short_description,
      date_published: dayStart(tool.added_at),
      date_modified: dayStart(tool.updated_at),
      tags: feedCategories(site, tool).map((category) => category.label),
    })),
    _license: site.license,
  };
}

/** What XML 1.0 cannot hold, even escaped: C0 controls but tab and line ends, lone surrogates, U+FFFE, U+FFFF. */
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\p{Cs}]/gu;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text as XML character data or a double-quoted attribute value: markup characters escaped,
 * characters XML forbids left out, so that no content can make the feed ill-formed.
 * @example xmlText('Read&Write <beta>') === 'Read&amp;Write &lt;beta&gt;'
 */
export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHARACTER, '').replace(/[&<>"]/g, (character) => XML_ESCAPES[character]);
}

/** An element of plain text (Atom's default `type="text"`: readers show it as written, never as HTML). */
const textElement = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

/** An empty element with its attributes, in the order given. */
const emptyElement = (name: string, attributes: Record<string, string>) =>
  `<${name}${Object.entries(attributes).map(([key, value]) => ` ${key}="${xmlText(value)}"`).join('')}/>`;

/** The media type a link announces: that of the response, without its charset. */
const mediaType = (path: string) => DOWNLOADS[path].type.split(';')[0];

export function renderAtomFeed(site: Site, recent: readonly Tool[]): string {
  const feedUrl = `${site.base}${FEED_ATOM_PATH}`;
  const entries = recent.map((tool) => {
    const url = toolUrl(site.base, tool.slug);
    return [
      '  <entry>',
      `    ${textElement('id', url)}`,
      `    ${textElement('title', tool.name)}`,
      `    ${emptyElement('link', { rel: 'alternate', type: 'application/json', href: url })}`,
      `    ${emptyElement('link', { rel: 'related', href: tool.website_url })}`,
      `    ${textElement('published', dayStart(tool.added_at))}`,
      `    ${textElement('updated', dayStart(tool.updated_at))}`,
      `    ${textElement('summary', tool.short_description)}`,
      ...feedCategories(site, tool).map((category) => `    ${emptyElement('category', category)}`),
      '  </entry>',
    ];
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    `  ${textElement('id', feedUrl)}`,
    `  ${textElement('title', FEED_TITLE)}`,
    `  ${textElement('subtitle', FEED_DESCRIPTION)}`,
    // Newest change in the feed: the build's clock would change the bytes on every build.
    `  ${textElement('updated', dayStart(recent[0]?.updated_at ?? '1970-01-01'))}`,
    `  <author>${textElement('name', PUBLISHER)}${textElement('uri', `${site.base}/`)}</author>`,
    `  ${emptyElement('link', { rel: 'self', type: mediaType(FEED_ATOM_PATH), href: feedUrl })}`,
    `  ${emptyElement('link', { rel: 'alternate', type: 'text/html', href: `${site.base}/` })}`,
    `  ${emptyElement('link', { rel: 'alternate', type: mediaType(FEED_JSON_PATH), href: `${site.base}${FEED_JSON_PATH}` })}`,
    // RFC 4946: the licence as a link a reader can follow, beside the attribution in `rights`.
    `  ${emptyElement('link', { rel: 'license', href: site.license.url })}`,
    `  ${textElement('rights', site.license.attribution)}`,
    ...entries.flat(),
    '</feed>',
    '',
  ].join('\n');
}

/** Both feeds, by public path. */
export function feedFiles(site: Site): Map<string, string> {
  const recent = recentTools(site.directory.tools);
  return new Map([
    [FEED_JSON_PATH, toJson(renderJsonFeed(site, recent))],
    [FEED_ATOM_PATH, renderAtomFeed(site, recent)],
  ]);
}
