/**
 * Feeds of the most recently added or updated tools, newest first: JSON Feed 1.1 (a plain JSON
 * document, typed by its schema) and Atom 1.0 (written by the `feed` library, which handles XML
 * escaping). Dates come from the data, never from the clock, so the same content gives the same
 * bytes.
 */
import { Feed } from 'feed';
import type { Tool } from '../content/directory.ts';
import { PUBLISHER, type Site } from './documents.ts';
import { FEED_ATOM_PATH, FEED_JSON_PATH, FEED_SIZE } from './downloads.ts';
import { toJson } from './list.ts';
import { toolUrl } from './paths.ts';
import type { JsonFeed } from './schemas.ts';

const FEED_TITLE = `${PUBLISHER} : nouveaux outils et mises à jour`;
const FEED_DESCRIPTION = "Les derniers outils d'IA et de technologies éducatives ajoutés ou mis à jour dans l'annuaire.";

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
      tags: [site.categoryNames.get(tool.category) ?? tool.category, ...tool.tags],
    })),
    _license: site.license,
  };
}

export function renderAtomFeed(site: Site, recent: readonly Tool[]): string {
  const feed = new Feed({
    id: `${site.base}${FEED_ATOM_PATH}`,
    title: FEED_TITLE,
    description: FEED_DESCRIPTION,
    link: `${site.base}/`,
    language: 'fr',
    // Newest change in the feed: the build's clock would change the bytes on every build.
    updated: new Date(dayStart(recent[0]?.updated_at ?? '1970-01-01')),
    generator: false,
    feedLinks: { atom: `${site.base}${FEED_ATOM_PATH}`, json: `${site.base}${FEED_JSON_PATH}` },
    author: { name: PUBLISHER, link: `${site.base}/` },
    copyright: site.license.attribution,
  });
  for (const tool of recent) {
    feed.addItem({
      id: toolUrl(site.base, tool.slug),
      title: tool.name,
      link: toolUrl(site.base, tool.slug),
      description: tool.short_description,
      date: new Date(dayStart(tool.updated_at)),
      published: new Date(dayStart(tool.added_at)),
      category: [{ name: site.categoryNames.get(tool.category) ?? tool.category, term: tool.category }],
    });
  }
  return `${feed.atom1()}\n`;
}

/** Both feeds, by public path. */
export function feedFiles(site: Site): Map<string, string> {
  const recent = recentTools(site.directory.tools);
  return new Map([
    [FEED_JSON_PATH, toJson(renderJsonFeed(site, recent))],
    [FEED_ATOM_PATH, renderAtomFeed(site, recent)],
  ]);
}
