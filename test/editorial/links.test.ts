import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDirectory } from '../../src/content/load.ts';
import { checkLinks, DEFAULT_CONCURRENCY, linkTargets, noSiteAnswered, OFFLINE_AFTER, renderLinkReport, triedOffline, type LinkTarget } from '../../src/editorial/links.ts';
import { REAL_CONTENT, ROOT } from '../helpers/sites.ts';

/** A website on loopback with one route per kind of link the checker must tell apart. */
function site(): Promise<{ server: Server; base: string; inFlight: { now: number; max: number } }> {
  const inFlight = { now: 0, max: 0 };
  const server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    const redirect = (status: number, location: string) => response.writeHead(status, { location }).end();
    switch (request.url) {
      case '/ok':
      case '/nouveau':
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>Bonjour</p>');
      case '/absent':
        return response.writeHead(404).end('absent');
      case '/ancien':
        return redirect(301, '/nouveau');
      case '/ancien-mort':
        return redirect(308, '/absent');
      case '/temporaire':
        return redirect(302, '/ok');
      case '/ailleurs':
        return redirect(302, `http://localhost:${port}/ok`);
      case '/interdit':
        return response.writeHead(403).end();
      case '/boucle':
        return redirect(302, '/boucle');
      case '/lent':
        return; // never answers
      case '/compte': {
        inFlight.max = Math.max(inFlight.max, ++inFlight.now);
        setTimeout(() => {
          inFlight.now--;
          response.writeHead(200).end();
        }, 50);
        return;
      }
      default:
        return response.writeHead(500).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, inFlight })));
}

const target = (url: string, slug = 'outil'): LinkTarget => ({ url, slug, name: `Outil ${slug}`, field: 'website_url' });

describe('link checker (real HTTP on 127.0.0.1, never the internet)', () => {
  let server: Server;
  let base: string;
  let inFlight: { now: number; max: number };
  beforeAll(async () => ({ server, base, inFlight } = await site()));
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('tells ok, moved, elsewhere, refused and dead links apart, with the redirects it followed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const paths = ['/ok', '/temporaire', '/ancien', '/ancien-mort', '/ailleurs', '/interdit', '/absent', '/boucle', '/lent'];
    const results = await checkLinks([...paths.map((path) => target(`${base}${path}`, path.slice(1))), target(`http://127.0.0.1:${closedPort}/`, 'ferme')], { concurrency: 4, timeoutMs: 1500 });
    const summary = Object.fromEntries(results.map((result) => [result.slug, [result.verdict, result.status ?? result.error]]));
    expect(summary).toEqual({
      ok: ['ok', 200],
      temporaire: ['ok', 200],
      ancien: ['moved', 200],
      'ancien-mort': ['dead', 404],
      ailleurs: ['elsewhere', 200],
      interdit: ['refused', 403],
      absent: ['dead', 404],
      boucle: ['dead', 'trop de redirections (boucle\u00a0?)'],
      lent: ['dead', 'pas de réponse en 1,5 s'],
      ferme: ['dead', 'erreur réseau\u00a0: ECONNREFUSED'],
    });
    const moved = results.find((result) => result.slug === 'ancien')!;
    expect(moved.hops).toEqual([{ status: 301, location: `${base}/nouveau` }]);
    expect(moved.finalUrl).toBe(`${base}/nouveau`);
    expect(results.find((result) => result.slug === 'ailleurs')!.finalUrl).toMatch(/^http:\/\/localhost:\d+\/ok$/);
  });

  it('keeps at most the requested number of requests in flight', async () => {
    const targets = Array.from({ length: 12 }, (_, index) => target(`${base}/compte`, `n${index}`));
    const results = await checkLinks(targets, { concurrency: 3, timeoutMs: 2000 });
    expect(results.map((result) => result.verdict)).toEqual(Array(12).fill('ok'));
    expect(inFlight.max).toBe(3);
  });

  it('stops early and calls no link dead when no site answers, as on a machine without internet', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = Array.from({ length: 60 }, (_, index) => target(`http://127.0.0.1:${closedPort}/${index}`, `n${index}`));

    const offline = await checkLinks(unreachable, { concurrency: 4, timeoutMs: 1000 });
    expect(offline.length).toBeGreaterThanOrEqual(OFFLINE_AFTER);
    expect(offline.length).toBeLessThan(OFFLINE_AFTER + 4);
    expect(noSiteAnswered(offline)).toBe(true);
    const report = renderLinkReport(offline, '2026-12-01');
    expect(report).toContain(`Aucun site n’a répondu (${offline.length} liens essayés, erreur réseau\u00a0: ECONNREFUSED)\u00a0: cet ordinateur n’a sans doute pas accès à internet`);
    expect(report).not.toContain('Liens morts');

    // One site answering shows the machine is online: the other links are dead, and all are checked.
    const online = await checkLinks([target(`${base}/ok`, 'bon'), ...unreachable], { concurrency: 4, timeoutMs: 1000 });
    expect(online).toHaveLength(61);
    expect(noSiteAnswered(online)).toBe(false);
    expect(renderLinkReport(online, '2026-12-01')).toContain('### Liens morts (60)');
  });

  // The number the guide and --help give: the requests in flight when the check stops are waited for.
  it('tries at most triedOffline(concurrency) links when no site answers, and that many when every request fails at once', async () => {
    const failing = (() => new Promise((_, reject) => setTimeout(() => reject(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } }))))) as typeof fetch;
    const links = Array.from({ length: 60 }, (_, index) => target(`https://outil-${index}.invalid/`, `n${index}`));
    const tried = await checkLinks(links, { concurrency: DEFAULT_CONCURRENCY, timeoutMs: 1000, fetch: failing });
    expect(tried).toHaveLength(triedOffline(DEFAULT_CONCURRENCY));
    expect(triedOffline(DEFAULT_CONCURRENCY)).toBe(19);
    expect(renderLinkReport(tried, '2026-12-01')).toContain('Aucun site n’a répondu (19 liens essayés, erreur réseau\u00a0: ENOTFOUND)');
  });

  it('writes a French Markdown report of what needs an editor', async () => {
    const results = await checkLinks([target(`${base}/ok`, 'bon'), target(`${base}/ancien`, 'vieux'), target(`${base}/absent`, 'mort')], { concurrency: 2, timeoutMs: 1000 });
    const report = renderLinkReport(results, '2026-12-01');
    expect(report).toContain('## Vérification des liens du 1er décembre 2026\n\n3 liens vérifiés\u00a0: 1 valides, 1 morts, 1 déplacés, 0 vers un autre site, 0 refusés au robot.');
    expect(report).toContain(`### Liens morts (1)\n\nLe site ne répond plus ou la page n’existe plus`);
    expect(report).toContain(`| Outil mort (\`mort\`) | \`website_url\` | ${base}/absent | répond 404 |`);
    expect(report).toContain(`### Liens déplacés (redirection permanente) (1)\n\nRemplacez le lien par sa nouvelle adresse.`);
    expect(report).toContain(`| Outil vieux (\`vieux\`) | \`website_url\` | ${base}/ancien | 301 → ${base}/nouveau\u00a0; répond 200 |`);
    expect(report).not.toContain('Aucun lien à corriger.');
    expect(renderLinkReport(results.slice(0, 1), '2026-12-01')).toContain('Aucun lien à corriger.');
  });
});

describe('links of the real content', () => {
  it('are every website and every education page, once each', () => {
    const { directory } = loadDirectory(REAL_CONTENT);
    const targets = linkTargets(directory.tools);
    const education = directory.tools.filter((tool) => tool.education_pricing?.url);
    expect(targets).toHaveLength(directory.tools.length + education.length);
    expect(targets.filter((link) => link.field === 'website_url').map((link) => link.url)).toEqual(directory.tools.map((tool) => tool.website_url));
    const chatgpt = targets.filter((link) => link.slug === 'chatgpt');
    expect(chatgpt.map(({ field, url }) => [field, url])).toEqual([
      ['website_url', 'https://chatgpt.com/'],
      ['education_pricing.url', 'https://openai.com/index/introducing-chatgpt-edu/'],
    ]);
  });
});

describe('npm run verifier-liens without internet', () => {
  it('says that no site answered, calls no link dead, exits 2 and does not try every link', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'annuaire-liens-'));
    try {
      const content = join(scratch, 'content');
      mkdirSync(join(content, 'tools'), { recursive: true });
      writeFileSync(join(content, 'categories.yaml'), '- slug: quiz\n  name: Quiz\n  description: Outils de quiz pour vérifier les liens.\n');
      // `.invalid` never resolves (RFC 2606): each request fails as it does with no network.
      for (let index = 0; index < 40; index++) {
        writeFileSync(
          join(content, `tools/outil-${index}.md`),
          `---\nname: Outil ${index}\nwebsite_url: https://outil-${index}.invalid/\nshort_description: Un outil de test pour le vérificateur de liens.\ncategory: quiz\npricing: free\nvendor: null\nadded_at: 2026-01-01\nupdated_at: 2026-01-01\n---\n${'Texte de la fiche pour le vérificateur de liens. '.repeat(12)}\n`,
        );
      }
      const result = spawnSync(process.execPath, ['src/cli/check-links.ts', '--contenu', content, '--delai', '5', '--date', '2026-12-01', '--concurrence', '2'], { cwd: ROOT, encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(2);
      expect(result.stdout).toMatch(/^## Vérification des liens du 1er décembre 2026\n\nAucun site n’a répondu \((\d+) liens essayés, erreur réseau\u00a0: [A-Z_]+\)\u00a0: cet ordinateur n’a sans doute pas accès à internet/);
      expect(Number(/\((\d+) liens essayés/.exec(result.stdout)![1])).toBeLessThan(40);
      expect(result.stdout).not.toContain('morts');
      expect(result.stderr).toContain('Vérification de 40 liens…');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('npm run verifier-liens (real HTTPS on 127.0.0.1 with a certificate made for the test)', () => {
  it('reads a content folder, reports in French Markdown, writes --sortie and exits 1 when a link needs an editor', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'annuaire-liens-'));
    const https = await import('node:https');
    const tls = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(scratch, 'key.pem'), '-out', join(scratch, 'cert.pem')], { encoding: 'utf8' });
    expect(tls.status, tls.stderr).toBe(0);
    const server = https.createServer({ key: readFileSync(join(scratch, 'key.pem')), cert: readFileSync(join(scratch, 'cert.pem')) }, (request, response) => {
      if (request.url === '/bon') response.writeHead(200).end('ok');
      else if (request.url === '/ancien') response.writeHead(301, { location: '/bon' }).end();
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const content = join(scratch, 'content');
      mkdirSync(join(content, 'tools'), { recursive: true });
      writeFileSync(join(content, 'categories.yaml'), '- slug: quiz\n  name: Quiz\n  description: Outils de quiz pour vérifier les liens.\n');
      const toolFile = (name: string, url: string, education?: string) =>
        `---\nname: ${name}\nwebsite_url: ${url}\nshort_description: Un outil de test pour le vérificateur de liens.\ncategory: quiz\npricing: free\n${education ? `education_pricing:\n  description: Offre pour les enseignants.\n  url: ${education}\n` : ''}vendor: null\nadded_at: 2026-01-01\nupdated_at: 2026-01-01\n---\n${'Texte de la fiche pour le vérificateur de liens. '.repeat(12)}\n`;
      writeFileSync(join(content, 'tools/bon.md'), toolFile('Bon', `${base}/bon`, `${base}/disparu`));
      writeFileSync(join(content, 'tools/vieux.md'), toolFile('Vieux', `${base}/ancien`));
      const report = join(scratch, 'rapport.md');
      const result = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
        const child = spawn(process.execPath, ['src/cli/check-links.ts', '--contenu', content, '--delai', '5', '--date', '2026-12-01', '--sortie', report], {
          cwd: ROOT,
          env: { ...process.env, NODE_EXTRA_CA_CERTS: join(scratch, 'cert.pem') },
        });
        let stdout = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.on('exit', (status) => resolve({ status, stdout }));
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toContain('3 liens vérifiés\u00a0: 1 valides, 1 morts, 1 déplacés, 0 vers un autre site, 0 refusés au robot.');
      expect(result.stdout).toContain(`| Bon (\`bon\`) | \`education_pricing.url\` | ${base}/disparu | répond 404 |`);
      expect(result.stdout).toContain(`| Vieux (\`vieux\`) | \`website_url\` | ${base}/ancien | 301 → ${base}/bon\u00a0; répond 200 |`);
      expect(readFileSync(report, 'utf8')).toBe(result.stdout);
    } finally {
      server.closeAllConnections();
      server.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
