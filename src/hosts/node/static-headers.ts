/**
 * The headers netlify.toml gives the site's files on Netlify (`[[headers]]`), read by the local
 * server for the same paths: a screenshot or a router file answers with the same cross-origin,
 * licence, caching and type headers on both hosts, from one declaration.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

export interface HeaderRule {
  /** Netlify's path pattern: `*` for any characters, `:name` for one segment. */
  for: string;
  values: Record<string, string>;
  /** `for` as Netlify matches it (`forPattern`). */
  pattern: RegExp;
}

/** The project's netlify.toml, beside `src/`. */
const NETLIFY_TOML = new URL('../../../netlify.toml', import.meta.url);

/** The `[[headers]]` rules of a netlify.toml. */
export function headerRules(toml = readFileSync(NETLIFY_TOML, 'utf8')): HeaderRule[] {
  const { headers = [] } = parse(toml) as { headers?: Omit<HeaderRule, 'pattern'>[] };
  return headers.map((rule) => ({ for: rule.for, values: rule.values, pattern: forPattern(rule.for) }));
}

/**
 * A rule's path as Netlify reads it (`@netlify/headers-parser`): case-insensitive, an optional
 * trailing slash, a `*` alone as the last segment matches the rest of the path or nothing, a `*`
 * within a segment any characters (slashes included), `:name` one segment.
 * @example forPattern('/screenshots/*').test('/screenshots/ab/x.png') === true
 */
export function forPattern(path: string): RegExp {
  const parts = path
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      return part.split('*').map(escapeRegExp).join('(.*)');
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

const escapeRegExp = (text: string) => text.replace(/[|\\{}()[\]^$+*?.-]/g, '\\$&');

/**
 * The headers every rule matching `pathname` gives, in the rules' order; a header two rules set
 * gets both values, comma-separated, as Netlify combines them (netlify.toml sets none twice).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
