/**
 * Checks that the links of the directory still lead where they should: each URL is fetched with
 * redirects followed by hand, so that the report can say which links are dead, which moved for
 * good (301, 308) and which now lead to another site.
 */
import { count, frenchDay, siteOf } from './text.ts';

export interface LinkTarget {
  url: string;
  /** Slug and name of the tool the link belongs to. */
  slug: string;
  name: string;
  /** Field holding the link: `website_url`, `education_pricing.url`. */
  field: string;
}

/**
 * - `ok`: answers 2xx, directly or after temporary redirects on the same site;
 * - `moved`: a permanent redirect (301, 308) on the same site: update the link;
 * - `elsewhere`: ends on another site (product sold, renamed or gone): check it by hand;
 * - `refused`: 401, 403 or 429, often a protection against robots: check it in a browser;
 * - `dead`: any other status, a network error, a timeout or too many redirects.
 */
export type LinkVerdict = 'ok' | 'moved' | 'elsewhere' | 'refused' | 'dead';

export interface LinkResult extends LinkTarget {
  verdict: LinkVerdict;
  /** Last status received, when any. */
  status?: number;
  /** Where the redirects ended. */
  finalUrl: string;
  /** Each redirect followed: status and the address it pointed to. */
  hops: { status: number; location: string }[];
  /** Network problem or timeout, in French. */
  error?: string;
}

export interface CheckOptions {
  /** Milliseconds to wait for each response before calling the link dead. */
  timeoutMs: number;
  /** Requests in flight at once. */
  concurrency: number;
  maxRedirects?: number;
  fetch?: typeof fetch;
}

/** Every link an editor wrote for a tool. */
export function linkTargets(tools: { slug: string; name: string; website_url: string; education_pricing?: { url?: string } }[]): LinkTarget[] {
  return tools.flatMap(({ slug, name, website_url, education_pricing }) => [
    { slug, name, field: 'website_url', url: website_url },
    ...(education_pricing?.url ? [{ slug, name, field: 'education_pricing.url', url: education_pricing.url }] : []),
  ]);
}

const USER_AGENT = 'Mozilla/5.0 (compatible; AnnuaireIAEducation-liens/1.0)';
const PERMANENT = new Set([301, 308]);
const REFUSED = new Set([401, 403, 429]);

/** Fetches one link, following redirects by hand. Never throws. */
export async function checkLink(target: LinkTarget, options: CheckOptions): Promise<LinkResult> {
  const request = options.fetch ?? fetch;
  const hops: LinkResult['hops'] = [];
  let url = target.url;
  for (let hop = 0; hop <= (options.maxRedirects ?? 10); hop++) {
    let response: Response;
    try {
      response = await request(url, {
        redirect: 'manual',
        headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*;q=0.8', 'accept-language': 'fr,en;q=0.5' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      return { ...target, verdict: 'dead', finalUrl: url, hops, error: networkError(error, options.timeoutMs) };
    }
    // Only the status matters: release the connection without reading the page.
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      hops.push({ status: response.status, location: url });
      continue;
    }
    return { ...target, verdict: verdict(target.url, response.status, url, hops), status: response.status, finalUrl: url, hops };
  }
  return { ...target, verdict: 'dead', finalUrl: url, hops, error: 'trop de redirections (boucle\u00a0?)' };
}

function verdict(start: string, status: number, end: string, hops: LinkResult['hops']): LinkVerdict {
  if (REFUSED.has(status)) return 'refused';
  if (status < 200 || status >= 300) return 'dead';
  if (siteOf(end) !== siteOf(start)) return 'elsewhere';
  if (hops.length > 0 && PERMANENT.has(hops[0].status)) return 'moved';
  return 'ok';
}

function networkError(error: unknown, timeoutMs: number): string {
  const { name, cause, message } = error as { name?: string; cause?: { code?: string; message?: string }; message?: string };
  if (name === 'TimeoutError' || name === 'AbortError') return `pas de réponse en ${(timeoutMs / 1000).toLocaleString('fr-FR')} s`;
  return `erreur réseau\u00a0: ${cause?.code ?? cause?.message ?? message ?? String(error)}`;
}

/**
 * How many links may fail without any site answering before the check stops: the machine is
 * then offline (no name resolution, no route, a firewall), not every site dead, and the hundreds
 * of other links would take minutes to say nothing more.
 */
export const OFFLINE_AFTER = 12;

/** Requests in flight at once when `npm run verifier-liens` is not told otherwise (`--concurrence`). */
export const DEFAULT_CONCURRENCY = 8;

/**
 * How many links a check with no site answering tries at most: once `OFFLINE_AFTER` have failed it
 * starts no other, but waits for the requests already in flight, up to `concurrency - 1` more.
 */
export const triedOffline = (concurrency: number) => OFFLINE_AFTER + concurrency - 1;

/** Whether a site answered the request for a link, even with an error status or a redirect. */
const answered = (result: LinkResult) => result.status !== undefined || result.hops.length > 0;

/** Whether links were checked and no site answered any: they then tell nothing about the links. */
export function noSiteAnswered(results: readonly LinkResult[]): boolean {
  return results.length > 0 && !results.some(answered);
}

/**
 * Checks every link with at most `concurrency` requests at once; results in the input's order.
 * Once `OFFLINE_AFTER` links have failed with no site answering, the others are left unchecked
 * (`noSiteAnswered` then holds for the results).
 */
export async function checkLinks(targets: readonly LinkTarget[], options: CheckOptions): Promise<LinkResult[]> {
  const results: LinkResult[] = new Array(targets.length);
  let next = 0;
  let done = 0;
  let anyAnswer = false;
  const worker = async () => {
    while (next < targets.length && (anyAnswer || done < OFFLINE_AFTER)) {
      const index = next++;
      const result = await checkLink(targets[index], options);
      results[index] = result;
      done++;
      anyAnswer ||= answered(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, targets.length)) }, worker));
  // Links left unchecked leave holes, which `filter` skips.
  return results.filter(() => true);
}

/** Verdicts that ask an editor to act; the command exits 1 when any link has one. */
export const NEEDS_ACTION: readonly LinkVerdict[] = ['dead', 'moved', 'elsewhere'];

const SECTIONS: { verdict: LinkVerdict; title: string; advice: string }[] = [
  { verdict: 'dead', title: 'Liens morts', advice: 'Le site ne répond plus ou la page n’existe plus\u00a0: vérifiez si l’outil existe encore (sinon, `status: discontinued`).' },
  { verdict: 'moved', title: 'Liens déplacés (redirection permanente)', advice: 'Remplacez le lien par sa nouvelle adresse.' },
  { verdict: 'elsewhere', title: 'Redirigés vers un autre site', advice: 'Le produit a peut-être été racheté ou renommé\u00a0: vérifiez à la main.' },
  { verdict: 'refused', title: 'Refusés au robot', advice: 'Le site bloque les vérifications automatiques\u00a0: ouvrez le lien dans un navigateur.' },
];

/** The report, in French Markdown. */
export function renderLinkReport(results: readonly LinkResult[], day: string): string {
  if (noSiteAnswered(results)) return offlineReport(results, day);
  const tally = (kind: LinkVerdict) => results.filter((result) => result.verdict === kind).length;
  const out = [
    `## Vérification des liens du ${frenchDay(day)}`,
    '',
    `${results.length} liens vérifiés\u00a0: ${tally('ok')} valides, ${tally('dead')} morts, ${tally('moved')} déplacés, ${tally('elsewhere')} vers un autre site, ${tally('refused')} refusés au robot.`,
    '',
  ];
  for (const section of SECTIONS) {
    const rows = results.filter((result) => result.verdict === section.verdict);
    if (rows.length === 0) continue;
    out.push(`### ${section.title} (${rows.length})`, '', section.advice, '', '| Outil | Champ | Lien | Constat |', '|---|---|---|---|');
    for (const row of rows) out.push(`| ${cell(row.name)} (\`${row.slug}\`) | \`${row.field}\` | ${cell(row.url)} | ${cell(finding(row))} |`);
    out.push('');
  }
  if (results.every((result) => !NEEDS_ACTION.includes(result.verdict))) out.push('Aucun lien à corriger.', '');
  return out.join('\n');
}

/**
 * When no site answered, the failures are the machine's, not the links': calling every link dead
 * would send editors to mark live tools discontinued.
 */
function offlineReport(results: readonly LinkResult[], day: string): string {
  const errors = [...new Set(results.map((result) => result.error ?? ''))].filter(Boolean).join(', ');
  return [
    `## Vérification des liens du ${frenchDay(day)}`,
    '',
    `Aucun site n’a répondu (${count(results.length, 'lien')} ${results.length > 1 ? 'essayés' : 'essayé'}, ${errors})\u00a0: cet ordinateur n’a sans doute pas accès à internet, ou un pare-feu bloque les requêtes.`,
    'Aucun lien n’a donc été vérifié, et aucun n’est déclaré mort\u00a0: relancez `npm run verifier-liens` une fois connecté.',
    '',
  ].join('\n');
}

function finding(result: LinkResult): string {
  if (result.error) return result.error;
  const path = result.hops.map((hop) => `${hop.status} → ${hop.location}`).join(', ');
  const status = result.status === undefined ? '' : `répond ${result.status}`;
  return path ? `${path}\u00a0; ${status}` : status;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
