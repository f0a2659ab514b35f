/**
 * The site under Netlify's own local runtime: `netlify serve --offline` (netlify-cli, installed in
 * this folder by `npm run check:netlify`) runs Netlify Build with the project's netlify.toml in
 * a deploy context — the build command, Netlify's edge bundler — then serves the built files and
 * the edge function with Netlify's edge runtime under Deno. Every compared request must get the
 * status, API headers and body of the local Node server reading the same build.
 *
 * Offline adjustments, in a copy of netlify.toml: the site is built into a temporary folder, and
 * `[functions] deno_import_map` sends the bundler's types-only import of
 * `https://edge.netlify.com/bootstrap/globals/types.ts` to Netlify's published types package;
 * `NETLIFY_EDGE_BOOTSTRAP` points the runtime at the bootstrap shipped in
 * `@netlify/edge-functions-dev` instead of downloading it. Netlify's rate limit and CDN cache are
 * not emulated by the CLI: the manifest assertions (and test/edge/bundle.test.ts) cover them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath } from '../../../src/api/documents.ts';
import { files } from '../../../src/api/paths.ts';
import { CDN_CACHEABLE_UNTIL_DEPLOY, RATE_LIMIT, RATE_WINDOW_SECONDS } from '../../../src/api/policy.ts';
import { FIXTURE_BASE, FIXTURE_CONTENT, ROOT } from '../../helpers/sites.ts';
import { sender, startServer, type Running } from '../../helpers/servers.ts';
import { headerRules, headersFor } from '../../../src/hosts/node/static-headers.ts';
import { bodyAsSent, COMPARED_HEADERS, comparedRequests, EDGE_POLICY } from '../requests.ts';

const CLI = join(ROOT, 'test/edge/netlify/node_modules');
const NETLIFY = join(CLI, 'netlify-cli/bin/run.js');
const BOOTSTRAP = join(CLI, '@netlify/edge-functions-dev/dist/deno/bootstrap.mjs');
const TYPES = join(CLI, '@netlify/types/dist/main.d.ts');
const HEADERS_PARSER = join(CLI, '@netlify/headers-parser/lib/index.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface NetlifySite {
  origin: string;
  work: string;
  dist: string;
  output: () => string;
  stop: () => void;
}

/**
 * Runs `netlify serve --offline --context <context>` on the project from a folder of its own, which
 * Netlify takes as the repository root (it holds a `.git` marker): its netlify.toml is the
 * project's, with the build command run in the project and `[functions] deno_import_map`, and
 * its `src`, `package.json` and `node_modules` link to the project's, so every path of
 * netlify.toml and every package import means what it means in the project. Netlify Build re-reads the config from the repository root once the build has written
 * a `_headers` file, so the copy must be found there.
 */
async function netlifyServe(context: 'production' | 'deploy-preview'): Promise<NetlifySite> {
  const parent = join(ROOT, 'node_modules/.cache/test-netlify');
  mkdirSync(parent, { recursive: true });
  const work = mkdtempSync(join(parent, `${context}-`));
  const dist = join(work, 'dist');
  mkdirSync(join(work, '.git'));
  symlinkSync(join(ROOT, 'src'), join(work, 'src'));
  // npm packages the router imports (the search's stemmer) are bundled from the repository
  // root's node_modules, as on Netlify where the build runs in the repository.
  symlinkSync(join(ROOT, 'package.json'), join(work, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'));
  writeFileSync(join(work, 'import-map.json'), JSON.stringify({ imports: { 'https://edge.netlify.com/bootstrap/globals/types.ts': pathToFileURL(TYPES).href } }));
  const toml = readFileSync(join(ROOT, 'netlify.toml'), 'utf8');
  expect(toml).toContain('command = "npm run build"');
  writeFileSync(
    join(work, 'netlify.toml'),
    `${toml.replace('command = "npm run build"', `command = "cd '${ROOT}' && npm run build"`)}\n[functions]\n  deno_import_map = "import-map.json"\n`,
  );

  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [NETLIFY, 'serve', '--offline', '--context', context, '--port', String(port)], {
    cwd: work,
    env: {
      ...process.env,
      // netlify-cli needs Node >= 22.13 (this one) and finds `deno` (devDependency) on PATH.
      PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`,
      NETLIFY_EDGE_BOOTSTRAP: pathToFileURL(BOOTSTRAP).href,
      BROWSER: 'none',
      CONTENT_DIR: FIXTURE_CONTENT,
      SITE_URL: FIXTURE_BASE,
      OUT_DIR: dist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`netlify serve not ready after 240 s:\n${output}`)), 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Loaded edge function api\b/.test(output) && output.includes('Local dev server ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`netlify serve exited with ${code}:\n${output}`));
    });
  });
  return { origin: `http://127.0.0.1:${port}`, work, dist, output: () => output, stop };
}

const API = '/api/v1/directory';

describe.each(['production', 'deploy-preview'] as const)('netlify serve --offline --context %s (Netlify CLI and edge runtime)', (context) => {
  let netlify: NetlifySite;
  let node: Running;
  beforeAll(async () => {
    netlify = await netlifyServe(context);
    node = await startServer({ root: netlify.dist, rateLimit: 0 });
  }, 300_000);
  afterAll(async () => {
    netlify?.stop();
    await node?.close();
    if (netlify) rmSync(netlify.work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  it('loads the edge function with no configuration error', () => {
    expect(netlify.output()).not.toMatch(/Could not load configuration|does not have a path configured/);
  });

  it("writes the rate limit and the route into the manifest of Netlify Build's edge bundling", () => {
    const manifest = JSON.parse(readFileSync(join(netlify.work, '.netlify/edge-functions-dist/manifest.json'), 'utf8'));
    expect(manifest.function_config.api.traffic_rules.action.config).toMatchObject({
      rate_limit_config: { window_limit: RATE_LIMIT, window_size: RATE_WINDOW_SECONDS },
      aggregate: { keys: [{ type: 'ip' }] },
    });
    expect(manifest.post_cache_routes).toMatchObject([
      { function: 'api', path: '/api' },
      { function: 'api', path: '/api/*' },
    ]);
  });

  it('answers every compared request with the status, API headers and body of the Node server', async () => {
    for (const [method, path, headers = {}] of comparedRequests) {
      const request = () => new Request(`http://localhost${path}`, { method, headers: { 'Accept-Encoding': 'identity', ...headers } });
      const [fromNode, fromNetlify] = await Promise.all([sender(node.origin)(request()), sender(netlify.origin)(request())]);
      const what = `${method} ${path}`;
      expect(fromNetlify.status, what).toBe(fromNode.status);
      const [netlifyBody, nodeBody] = [await bodyAsSent(fromNetlify), await bodyAsSent(fromNode)];
      for (const header of COMPARED_HEADERS) expect(fromNetlify.headers.get(header), `${header} of ${what}`).toBe(fromNode.headers.get(header));
      if (path.startsWith('/api/')) expect(fromNetlify.headers.get('ratelimit-policy'), `RateLimit-Policy of ${what}`).toBe(EDGE_POLICY);
      if (fromNode.status === 404) {
        // Artefact of the CLI: it retries a 404 with suffixes, and the function's last answer
        // (to `<path>/index.htm`) is the one passed on, naming that path.
        const pathname = new URL(`http://localhost${path}`).pathname;
        expect(netlifyBody, what).toContain(`${pathname}/index.htm"`);
        expect(netlifyBody.replaceAll(`${pathname}/index.htm`, pathname), what).toBe(nodeBody);
        continue;
      }
      expect(netlifyBody, what).toBe(nodeBody);
      // Artefact of the CLI: it answers HEAD with `Content-Length: 0`, not the length of the GET.
      expect(fromNetlify.headers.get('content-length'), `content-length of ${what}`).toBe(method === 'HEAD' ? '0' : fromNode.headers.get('content-length'));
      // Kept by the CLI, stripped by Netlify's CDN in production.
      const cdn = fromNetlify.headers.get('netlify-cdn-cache-control');
      expect(cdn === null || cdn === CDN_CACHEABLE_UNTIL_DEPLOY, what).toBe(true);
    }
  });

  it(context === 'production' ? 'sends no X-Robots-Tag, on the API or on its files' : 'sends X-Robots-Tag: noindex on the API and on every file', async () => {
    const expected = context === 'production' ? null : 'noindex';
    for (const path of [`${API}/tools`, `/_api/${files.tool('chatgpt')}`, '/_api/list-index.txt', '/schemas/tool.schema.json', `/${screenshotPath('cafe-quiz.png')}`]) {
      const response = await fetch(`${netlify.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag'), path).toBe(expected);
    }
    expect(existsSync(join(netlify.dist, '_headers'))).toBe(context !== 'production');
  });

  it("gives the router's files the API's cross-origin and licence headers from netlify.toml", async () => {
    const response = await fetch(`${netlify.origin}/_api/${files.tool('chatgpt')}`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('link')).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends X-Content-Type-Options: nosniff with every file of the site, pages and 404 page included, once', async () => {
    for (const path of ['/', '/reference', '/llms.txt', '/robots.txt', '/schemas/tool.schema.json', `/${screenshotPath('cafe-quiz.png')}`, `/_api/${files.tool('chatgpt')}`, '/pas-de-page']) {
      const response = await fetch(`${netlify.origin}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it("reads netlify.toml's headers rules as Netlify's own parser does, for every file of the deploy", async () => {
    const { parseAllHeaders } = (await import(pathToFileURL(HEADERS_PARSER).href)) as {
      parseAllHeaders: (options: object) => Promise<{ headers: { forRegExp: RegExp; values: Record<string, string> }[]; errors: Error[] }>;
    };
    const netlifyRules = await parseAllHeaders({ netlifyConfigPath: join(netlify.work, 'netlify.toml'), minimal: false });
    expect(netlifyRules.errors).toEqual([]);
    const local = headerRules();
    const paths = readdirSync(netlify.dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(netlify.dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
    for (const path of [...paths, '/', '/reference', '/pas-de-page', '/screenshots', '/_API/site.json']) {
      const byNetlify: Record<string, string> = {};
      for (const rule of netlifyRules.headers.filter(({ forRegExp }) => forRegExp.test(path))) {
        for (const [name, value] of Object.entries(rule.values)) byNetlify[name] = name in byNetlify ? `${byNetlify[name]}, ${value}` : value;
      }
      expect(headersFor(local, path), path).toEqual(byNetlify);
    }
  });

  it('gives the static files the cross-origin, licence and nosniff headers of the Node server', async () => {
    // The 404 page's own addresses are unknown addresses on both (netlify.toml's forced rules).
    for (const path of ['/', '/reference', '/llms.txt', '/problems', '/problems/', '/problems/not-found', '/schemas/tool.schema.json', `/${screenshotPath('cafe-quiz.png')}`, `/_api/${files.tool('chatgpt')}`, '/_api/export/tools.csv', '/pas-de-page', '/404', '/404.html', '/404/']) {
      const [fromNode, fromNetlify] = await Promise.all([fetch(`${node.origin}${path}`), fetch(`${netlify.origin}${path}`)]);
      await Promise.all([fromNode.arrayBuffer(), fromNetlify.arrayBuffer()]);
      expect(fromNetlify.status, path).toBe(fromNode.status);
      // netlify-cli lets its static server's Content-Type and Cache-Control win over netlify.toml's
      // (production does not): those two are compared through the rules, above.
      for (const header of ['access-control-allow-origin', 'link', 'x-content-type-options']) {
        expect(fromNetlify.headers.get(header), `${header} of ${path}`).toBe(fromNode.headers.get(header));
      }
    }
  });

  it('redirects /index.html to / in one step, its query kept, as the Node server does', async () => {
    for (const path of ['/index.html', '/index.html?utm_source=x']) {
      const [fromNode, fromNetlify] = await Promise.all([fetch(`${node.origin}${path}`, { redirect: 'manual' }), fetch(`${netlify.origin}${path}`, { redirect: 'manual' })]);
      await Promise.all([fromNode.arrayBuffer(), fromNetlify.arrayBuffer()]);
      expect(fromNetlify.status, path).toBe(301);
      expect(fromNode.status, path).toBe(301);
      expect(fromNetlify.headers.get('location'), path).toBe(fromNode.headers.get('location'));
    }
  });
});
