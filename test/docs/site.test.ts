/**
 * The documentation site in a real browser: Debian's `chromium` driven by playwright-core opens
 * `/` on the local server over the fixture build, searches live (dropped words, refused
 * searches, a silent API and the rate limit said) and without JavaScript, follows a problem
 * link, gets the French 404 page, lays the pages out on a phone with French spacing, walks them
 * by keyboard, runs axe-core on each page, and sees no console error and no request to another
 * host.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGELOG, releaseDay } from '../../src/docs/changelog.ts';
import { frenchSpacing } from '../../src/docs/typography.ts';
import { startServer, type Running } from '../helpers/servers.ts';
import { ROOT } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

let server: Running;
let context: BrowserContext;
let profile: string;
const consoleErrors: string[] = [];
const foreignRequests: string[] = [];

beforeAll(async () => {
  server = await startServer({ root: fixtureDist, rateLimit: 0 });
  profile = mkdtempSync(join(tmpdir(), 'docs-chromium-'));
  // An empty profile of its own: the persistent context is how playwright takes a user-data-dir.
  context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM,
    viewport: { width: 375, height: 740 },
  });
  context.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  context.on('request', (request) => {
    if (!request.url().startsWith(server.origin)) foreignRequests.push(request.url());
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  rmSync(profile, { recursive: true, force: true });
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    // axe-core's global, injected above.
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run();
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
  return violations;
}

/** Takes out of the final check the console line a test caused on purpose: Chromium reports every 4xx there. */
async function expectConsoleError(status: number): Promise<void> {
  const line = `the server responded with a status of ${status}`;
  await expect.poll(() => consoleErrors.some((text) => text.includes(line))).toBe(true);
  consoleErrors.splice(consoleErrors.findIndex((text) => text.includes(line)), 1);
}

describe('documentation site in Chromium', () => {
  it('opens / in French, readable on a phone, accessible', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${server.origin}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.getAttribute('meta[name="viewport"]', 'content')).toContain('width=device-width');
    expect(await page.textContent('h1')).toContain('Annuaire IA');
    // The nav says which of its links is this page, and only that one.
    expect(await page.$$eval('nav a[aria-current="page"]', (links) => links.map((link) => link.getAttribute('href')))).toEqual(['/']);
    // The changelog says when each version went live.
    const [latest] = CHANGELOG;
    expect(await page.textContent('#historique ~ h3')).toBe(`Version ${latest.version}, ${releaseDay(latest.date)}`);
    expect(await page.getAttribute('#historique ~ h3 time', 'datetime')).toBe(latest.date);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('searches live through the API', async () => {
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/directory/tools?') && response.url().includes('q=quiz'));
    await page.fill('#q', 'quiz');
    await page.press('#q', 'Enter');
    expect((await answered).status()).toBe(200);
    await page.waitForSelector('#resultats li');
    const names = await page.$$eval('#resultats li a', (links) => links.map((link) => link.textContent));
    // Name and description matches first; then the tools found only through their category,
    // « Quiz et évaluation », of which the box shows the first.
    expect(names).toEqual(['Café Quiz', 'Cœur de quiz', 'Abc 9', 'Kahoot!', 'E-learning Studio']);
    expect(await page.textContent('#statut')).toBe(frenchSpacing('15 outils trouvés ; les 5 premiers :'));
    await page.close();
  });

  it('without JavaScript, sends the search the page names and says the answer is the API’s JSON', async () => {
    // Scripts off from the start: Chromium then renders <noscript>, which it does not when they are only stopped later.
    const browser = await chromium.launch(CHROMIUM);
    try {
      const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      await page.goto(`${server.origin}/`);
      expect(await page.locator('noscript p').textContent()).toMatch(/^Sans JavaScript, .*JSON/);
      expect(await page.locator('noscript p').isVisible()).toBe(true);
      // The note's request, with the words typed in place of its ellipsis.
      const named = (await page.textContent('section[aria-labelledby="essayer"] code'))!.replace('…', 'quiz');
      const answered = page.waitForResponse((response) => response.url().includes('/api/v1/directory/tools?'));
      await page.fill('#q', 'quiz');
      await page.click('#recherche button');
      const response = await answered;
      expect(response.url()).toBe(`${server.origin}${named}`);
      expect((await response.json()).data).toHaveLength(5);
    } finally {
      await browser.close();
    }
  });

  it('says which words the search dropped when no tool had them all', async () => {
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    const answered = page.waitForResponse((response) => response.url().includes('q=quiz%20chatgpt'));
    await page.fill('#q', 'quiz chatgpt');
    await page.press('#q', 'Enter');
    // No fixture tool is both a quiz and ChatGPT: the API drops the more frequent word.
    expect((await (await answered).json()).meta.search).toEqual({ words: ['chatgpt'], dropped: ['quiz'] });
    await page.waitForSelector('#resultats li');
    expect(await page.textContent('#statut')).toBe(frenchSpacing('Aucun outil ne contient tous les mots : 1 outil trouvé pour « chatgpt » (mot facultatif : quiz) :'));
    expect(await page.$$eval('#resultats li a', (links) => links.map((link) => link.textContent))).toEqual(['ChatGPT']);
    await page.close();
  });

  it('shows why the API refused a search, from the problem’s errors', async () => {
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/directory/tools?'));
    // The field stops typing at 100 characters; a script is not held by maxlength.
    await page.evaluate(() => {
      (document.getElementById('q') as HTMLInputElement).value = 'x'.repeat(101);
      (document.getElementById('recherche') as HTMLFormElement).requestSubmit();
    });
    expect((await answered).status()).toBe(400);
    await page.waitForFunction(() => document.getElementById('statut')?.textContent !== 'Recherche…');
    expect(await page.textContent('#statut')).toBe(frenchSpacing('Paramètre invalide : q (recherche trop longue : 100 caractères au plus).'));
    await expectConsoleError(400);
    await page.close();
  });

  it('says the API did not answer when it stays silent, instead of searching for ever', async () => {
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.origin}/`);
    // A network that takes the request and never answers.
    await page.route('**/api/v1/directory/tools?*', () => undefined);
    await page.fill('#q', 'quiz');
    await page.press('#q', 'Enter');
    await page.waitForFunction(() => document.getElementById('statut')?.textContent === 'Recherche…');
    await page.clock.runFor(9_000);
    expect(await page.textContent('#statut')).toBe('Recherche…');
    await page.clock.runFor(1_000);
    await page.waitForFunction(() => document.getElementById('statut')?.textContent !== 'Recherche…', undefined, { timeout: 5_000 });
    expect(await page.textContent('#statut')).toBe(frenchSpacing('L’API n’a pas répondu en 10 secondes : réessayez.'));
    await page.close();
  });

  it('says how long to wait when the API refuses a search over the rate limit', async () => {
    const limited = await startServer({ root: fixtureDist, rateLimit: 1 });
    // A browser of its own: this server is another origin than the one the shared context watches.
    const browser = await chromium.launch(CHROMIUM);
    try {
      const page = await browser.newPage();
      await page.goto(`${limited.origin}/`);
      // The answer to this query: on a busy machine the box's own search-as-you-type (400 ms after
      // typing) may go before Enter, and the answer to the query before may still be on its way.
      const search = async (q: string) => {
        const answered = page.waitForResponse((response) => response.url().includes('/api/v1/directory/tools?') && new URL(response.url()).searchParams.get('q') === q);
        await page.fill('#q', q);
        await page.press('#q', 'Enter');
        return answered;
      };
      expect((await search('quiz')).status()).toBe(200);
      const refused = await search('carte');
      expect(refused.status()).toBe(429);
      const wait = Number(refused.headers()['retry-after']);
      expect(wait).toBeGreaterThan(0);
      await page.waitForFunction(() => document.getElementById('statut')?.textContent?.startsWith('Trop'));
      expect(await page.textContent('#statut')).toBe(frenchSpacing(`Trop de requêtes : réessayez dans ${wait} seconde${wait > 1 ? 's' : ''}.`));
    } finally {
      await browser.close();
      await limited.close();
    }
  });

  it('starts no line at 375 px with « : ; ! ? » or a closing guillemet, nor ends one with an opening guillemet', async () => {
    const page = await context.newPage();
    const broken: string[] = [];
    for (const path of ['/', '/reference', '/problems/rate-limited', '/nope']) {
      await page.goto(`${server.origin}${path}`);
      if (path === '/') {
        // The live search's own words too.
        await page.fill('#q', 'quiz chatgpt');
        await page.press('#q', 'Enter');
        await page.waitForSelector('#resultats li');
      }
      const found = await page.evaluate(() => {
        const lines: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        // The box of one character of a text node.
        const box = (node: Text, at: number) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return range.getClientRects()[0];
        };
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (node.parentElement!.closest('pre, code, script, style')) continue;
          for (const match of node.data.matchAll(/(?<=\S\s)[:;!?»]|«(?=\s\S)/g)) {
            // The mark and the word beside it, two characters away across the space.
            const [mark, word] = [box(node, match.index), box(node, match[0] === '«' ? match.index + 2 : match.index - 2)];
            if (mark && word && Math.abs(mark.top - word.top) > mark.height / 2) lines.push(node.data.slice(Math.max(0, match.index - 20), match.index + 10));
          }
        }
        return lines;
      });
      broken.push(...found.map((line) => `${path}: ${line}`));
    }
    expect(broken).toEqual([]);
    await expectConsoleError(404);
    await page.close();
  });

  it('wraps the reference’s addresses, media types and code at 375 px only at spaces or after « / ? & », the examples’ titles too', async () => {
    const page = await context.newPage();
    await page.goto(`${server.origin}/reference`);
    const wrapped = await page.evaluate(() => {
      const split: string[] = [];
      let betweenParts = 0;
      for (const element of document.querySelectorAll('main summary, main :not(pre) > code, main a')) {
        // Each character of the element, with the top of the line it is on (none for an empty box).
        const characters: { character: string; top?: number }[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let at = 0; at < node.data.length; at++) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            characters.push({ character: node.data[at], top: range.getClientRects()[0]?.top });
          }
        }
        // A line that starts inside a word must start after a separator of an address's parts.
        let previous: { character: string; top?: number } | undefined;
        for (const current of characters) {
          if (current.top === undefined) continue;
          if (previous?.top !== undefined && current.top > previous.top + 4 && !/\s/.test(previous.character) && !/\s/.test(current.character)) {
            if ('/?&'.includes(previous.character)) betweenParts++;
            else split.push(`${element.textContent} (after « ${previous.character} »)`);
          }
          previous = current;
        }
      }
      return { split, betweenParts };
    });
    expect(wrapped.split).toEqual([]);
    // Some address is long enough to wrap at this width: the check above saw lines end.
    expect(wrapped.betweenParts).toBeGreaterThan(0);
    await page.close();
  });

  it('shows, at each stop of the keyboard, a focus ring that stands out from the page by 3:1 (WCAG 1.4.11)', async () => {
    const page = await context.newPage();
    const faint: string[] = [];
    for (const path of ['/', '/reference']) {
      await page.goto(`${server.origin}${path}`);
      // Every stop once: the walk ends where focus leaves the page's last stop.
      let stops = 0;
      for (;;) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          if (element === document.body) return null;
          const style = getComputedStyle(element);
          // Relative luminance of an sRGB colour, and the contrast of the ring against the white page.
          const luminance = (rgb: string) => {
            const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((value) => {
              const channel = Number(value) / 255;
              return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const page = luminance(getComputedStyle(document.body).backgroundColor);
          const outline = luminance(style.outlineColor);
          return {
            what: `${element.tagName.toLowerCase()} ${element.textContent!.trim().slice(0, 30)}`,
            style: style.outlineStyle,
            width: parseFloat(style.outlineWidth),
            contrast: (Math.max(page, outline) + 0.05) / (Math.min(page, outline) + 0.05),
          };
        });
        if (!ring) break;
        stops++;
        if (ring.style === 'none' || ring.width < 2 || ring.contrast < 3) faint.push(`${path} ${ring.what}: ${ring.style} ${ring.width}px, ${ring.contrast.toFixed(2)}:1`);
      }
      expect(stops, path).toBeGreaterThan(10);
    }
    expect(faint).toEqual([]);
    await page.close();
  });

  it('answers an unknown page with the French 404 page, accessible', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${server.origin}/nope`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.textContent('h1')).toBe('Page introuvable');
    expect(await page.$$eval('main a', (links) => links.map((link) => link.getAttribute('href')))).toEqual(expect.arrayContaining(['/', '/reference']));
    expect(await axeViolations(page)).toEqual([]);
    await expectConsoleError(404);
    await page.close();
  });

  it('lists the reference’s parameters as terms with their values and rule: side by side on a wide screen, stacked at 375 px, each name on one line', async () => {
    for (const width of [1024, 375]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${server.origin}/reference`);
      const layout = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        // An inline element broken over several lines has one box per line.
        names: [...document.querySelectorAll('.parametres dt code')].map((code) => [code.textContent, code.getClientRects().length]),
        // Per parameter: whether its values and rule start level with its name, or below it.
        rows: [...document.querySelectorAll('.parametres > div')].map((row) => {
          const [name, ...definitions] = [...row.children].map((child) => child.getBoundingClientRect());
          return definitions.map((box) => (Math.abs(box.top - name.top) < 1 ? 'beside' : box.top >= name.bottom ? 'below' : 'overlapping'));
        }),
        // ARIA in HTML allows no role on a table's rows and cells; the reference needs none.
        tableRoles: document.querySelectorAll('table [role]').length,
      }));
      expect(layout.names.length, `${width} px`).toBeGreaterThan(5);
      expect(layout.names.filter(([, lines]) => lines !== 1), `${width} px`).toEqual([]);
      expect(layout.names.map(([name]) => name)).toContain('has_education_pricing');
      expect(new Set(layout.rows.flat()), `${width} px`).toEqual(new Set([width > 600 ? 'beside' : 'below']));
      expect(layout.width, `${width} px`).toBeLessThanOrEqual(width);
      expect(layout.tableRoles).toBe(0);
      // What a screen reader meets: a term per parameter, each with its two definitions.
      expect(await page.getByRole('term').count()).toBe(layout.names.length);
      expect(await page.getByRole('definition').count()).toBe(2 * layout.names.length);
      await page.close();
    }
  });

  it('follows a problem link to its page, accessible too', async () => {
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    await page.click('a[href="/problems/not-found"]');
    await page.waitForURL(`${server.origin}/problems/not-found`);
    expect(await page.textContent('h1')).toBe('404 — Ressource introuvable');
    // A tab or a bookmark of it names the site too.
    expect(await page.title()).toBe('404 Ressource introuvable — erreurs de l’API de l’Annuaire IA & Éducation');
    expect(await page.$$eval('nav a[aria-current]', (links) => links.length)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('serves the problem page at the URI a problem document names', async () => {
    const problem = await (await fetch(`${server.origin}/api/v1/directory/tools/inconnu`)).json();
    const page = await context.newPage();
    const response = await page.goto(`${server.origin}${new URL(problem.type).pathname}`);
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toContain('404');
    await page.close();
  });

  it('lists every kind of problem at the parent of their URIs, linked from each problem page, accessible', async () => {
    const openapi = await (await fetch(`${server.origin}/api/v1/openapi.json`)).json();
    const types = openapi['x-problem-types'].map((problem: { type: string }) => new URL(problem.type).pathname);
    const page = await context.newPage();
    await page.goto(`${server.origin}/problems/not-found`);
    await page.click('a[href="/problems/"]');
    await page.waitForURL(`${server.origin}/problems/`);
    expect(await page.textContent('h1')).toBe('Erreurs de l’API');
    expect(await page.$$eval('main li a', (links) => links.map((link) => link.getAttribute('href')))).toEqual(types);
    expect(await axeViolations(page)).toEqual([]);
    // A type URI shortened by hand, with or without its slash.
    for (const path of ['/problems', '/problems/']) expect((await page.goto(`${server.origin}${path}`))?.status(), path).toBe(200);
    await page.close();
  });

  it('renders the reference from the OpenAPI document, accessible', async () => {
    const page = await context.newPage();
    await page.goto(`${server.origin}/reference`);
    expect(await page.$$eval('nav a[aria-current="page"]', (links) => links.map((link) => link.getAttribute('href')))).toEqual(['/reference']);
    const openapi = await (await fetch(`${server.origin}/api/v1/openapi.json`)).json();
    for (const item of Object.values<{ get: { operationId: string; summary: string } }>(openapi.paths)) {
      expect(await page.textContent(`#${item.get.operationId}`)).toBe(item.get.summary);
    }
    // Each group of endpoints is a region named by its heading, « Exports et flux » too: a name
    // with spaces written as an id would be read by aria-labelledby as three ids, none of them there.
    for (const { name } of openapi.tags as { name: string }[]) {
      const region = page.getByRole('region', { name, exact: true });
      expect(await region.count(), name).toBe(1);
      expect(await region.getByRole('heading', { level: 2 }).textContent()).toBe(name);
    }
    expect(await page.locator('[id*=" "]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('made no request to another host and logged no console error', () => {
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
