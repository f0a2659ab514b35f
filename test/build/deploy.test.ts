/**
 * What a deploy depends on: the base URL each Netlify context gives the links, the netlify.toml
 * declarations, and `X-Robots-Tag: noindex` on previews.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { beforeAll, describe, expect, it } from 'vitest';
import { readListIndex } from '../../src/api/list.ts';
import { baseUrl } from '../../src/build/base-url.ts';
import { noindexSetting } from '../../src/build/noindex.ts';
import { fileReader } from '../../src/hosts/node/server.ts';
import { createRouter } from '../../src/router/router.ts';
import { astroBuild, FIXTURE_BASE, FIXTURE_CONTENT, ROOT, type BuildResult } from '../helpers/sites.ts';
import { builtSites } from '../helpers/built-sites.ts';

const { fixtureDist } = await builtSites('fixtureDist');

describe('baseUrl', () => {
  const netlify = { URL: 'https://annuaire.example.org', DEPLOY_PRIME_URL: 'https://deploy-preview-7--annuaire.netlify.app' };
  it.each([
    [{}, 'http://localhost:4321'],
    [{ PORT: '8080' }, 'http://localhost:8080'],
    [{ SITE_URL: 'https://api.example.org/' }, 'https://api.example.org'],
    [{ ...netlify, CONTEXT: 'production' }, 'https://annuaire.example.org'],
    [{ ...netlify, CONTEXT: 'deploy-preview' }, 'https://deploy-preview-7--annuaire.netlify.app'],
    [{ ...netlify, CONTEXT: 'branch-deploy' }, 'https://deploy-preview-7--annuaire.netlify.app'],
    [{ ...netlify, CONTEXT: 'deploy-preview', SITE_URL: 'https://fixed.example.org' }, 'https://fixed.example.org'],
    // Written as an origin, whatever the case of the host or a default port.
    [{ SITE_URL: 'https://API.Example.org:443//' }, 'https://api.example.org'],
    [{ SITE_URL: 'http://192.0.2.7:8080' }, 'http://192.0.2.7:8080'],
  ])('%j → %s', (env, expected) => expect(baseUrl(env)).toBe(expected));

  // Each would write links that answer nothing: relative ones without a scheme, and a path,
  // query or fragment that neither host serves the API under.
  it.each([
    [{ SITE_URL: 'annuaire.example.org' }, 'SITE_URL=annuaire.example.org'],
    [{ SITE_URL: 'https://example.org/annuaire/' }, 'SITE_URL=https://example.org/annuaire/'],
    [{ SITE_URL: 'https://example.org/?v=2' }, 'SITE_URL=https://example.org/?v=2'],
    [{ SITE_URL: 'https://example.org#api' }, 'SITE_URL=https://example.org#api'],
    [{ SITE_URL: 'ftp://example.org' }, 'SITE_URL=ftp://example.org'],
    [{ SITE_URL: 'https://user:secret@example.org' }, 'SITE_URL=https://user:secret@example.org'],
    [{ ...netlify, CONTEXT: 'production', URL: 'annuaire.example.org' }, 'URL=annuaire.example.org'],
    [{ ...netlify, CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://x.netlify.app/preview' }, 'DEPLOY_PRIME_URL=https://x.netlify.app/preview'],
  ])('refuses %j, naming the variable', (env, named) => {
    expect(() => baseUrl(env)).toThrow(`${named} is not understood: give the address clients reach the site by, scheme and host only, as https://annuaire.example.org (the API is served from the root).`);
  });
});

describe('netlify.toml', () => {
  const config = parse(readFileSync(join(ROOT, 'netlify.toml'), 'utf8')) as Record<string, any>;

  it('builds with npm run build on Node 24 and publishes dist/', () => {
    expect(config.build).toMatchObject({ command: 'npm run build', publish: 'dist', environment: { NODE_VERSION: '24' } });
  });

  it('leaves the route and rate limit of /api/* to the edge function (test/edge/bundle.test.ts)', () => {
    expect(existsSync(join(ROOT, config.build.edge_functions, 'api.ts'))).toBe(true);
    expect(config.edge_functions).toBeUndefined();
    expect(config.redirects.filter((rule: { from: string }) => rule.from === '/api' || rule.from.startsWith('/api/'))).toEqual([]);
  });

  it("answers the 404 page's own addresses 404 and redirects /index.html to / in one step, as the local server does", () => {
    expect(config.redirects).toEqual([
      { from: '/404', to: '/404.html', status: 404, force: true },
      { from: '/404.html', to: '/404.html', status: 404, force: true },
      { from: '/index.html', to: '/', status: 301, force: true },
    ]);
  });

  it('marks deploy previews and branch deploys noindex', () => {
    expect(config.context['deploy-preview'].environment.API_NOINDEX).toBe('true');
    expect(config.context['branch-deploy'].environment.API_NOINDEX).toBe('true');
    expect(config.context.production).toBeUndefined();
  });

  it('gives the static files the API headers', () => {
    const files = config.headers.find((h: { for: string }) => h.for === '/_api/*').values;
    expect(files).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
    expect(files.Link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
  });

  it('gives every file of the site nosniff, from one rule only', () => {
    const rules = config.headers.filter((h: { values: Record<string, string> }) => 'X-Content-Type-Options' in h.values);
    expect(rules).toEqual([{ for: '/*', values: { 'X-Content-Type-Options': 'nosniff' } }]);
  });
});

describe('noindexSetting', () => {
  it.each([
    [undefined, true, false],
    ['', true, false],
    ['false', true, false],
    ['0', true, false],
    ['true', true, true],
    [' TRUE ', true, true],
    ['1', true, true],
    ['oui', false, undefined],
    ['yes please', false, undefined],
  ])('API_NOINDEX=%j: understood %s, noindex %s', (value, understood, noindex) => {
    if (understood) expect(noindexSetting(value)).toBe(noindex);
    else expect(() => noindexSetting(value)).toThrow(`API_NOINDEX=${value} is not understood`);
  });
});

describe('X-Robots-Tag on every file of a preview', () => {
  let preview: BuildResult;
  beforeAll(async () => {
    preview = await astroBuild(FIXTURE_CONTENT, FIXTURE_BASE, { API_NOINDEX: 'true' });
  });

  it('is in the _headers file of a preview build, for every path', () => {
    expect(preview.status, preview.output).toBe(0);
    expect(readFileSync(join(preview.outDir, '_headers'), 'utf8')).toBe('/*\n  X-Robots-Tag: noindex\n');
  });

  it('is in no file of a production build', () => {
    expect(existsSync(join(fixtureDist, '_headers'))).toBe(false);
    expect(readListIndex(readFileSync(join(fixtureDist, '_api/list-index.txt'), 'utf8'), 'list-index.txt').noindex).toBe(false);
    expect(JSON.parse(readFileSync(join(fixtureDist, '_api/site.json'), 'utf8')).noindex).toBe(false);
  });

  it("is in the preview's router index, so the edge function sends it too", async () => {
    const router = createRouter({ readFile: fileReader(preview.outDir) });
    expect((await router(new Request('http://localhost/api/v1/directory/tools/chatgpt'))).headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('X-Robots-Tag', () => {
  const router = (noindex: boolean) => {
    const read = fileReader(fixtureDist);
    return createRouter({
      readFile: async (path) => {
        const text = await read(path);
        return path === 'site.json' && text ? JSON.stringify({ ...JSON.parse(text), noindex }) : text;
      },
    });
  };

  it.each(['/api/v1/directory/tools', '/api/v1/directory/tools/inconnu', '/api/v1/directory/tools?page=0'])('is noindex on every preview response: %s', async (path) => {
    expect((await router(true)(new Request(`http://localhost${path}`))).headers.get('x-robots-tag')).toBe('noindex');
    expect((await router(false)(new Request(`http://localhost${path}`))).headers.get('x-robots-tag')).toBeNull();
  });
});
