/**
 * What production is told to do, read from the manifest Netlify's own bundler
 * (`@netlify/edge-bundler`, the one `netlify build` runs) writes for the edge function: its route,
 * its rate limit and its caching mode. A second bundle of the same function without its inline
 * config shows that these entries come from that config and from nothing else.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle } from '@netlify/edge-bundler';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT, RATE_WINDOW_SECONDS } from '../../src/api/policy.ts';
import { ROOT } from '../helpers/sites.ts';

const FUNCTIONS_DIR = join(ROOT, 'src/hosts/netlify/edge-functions');

type Manifest = NonNullable<Awaited<ReturnType<typeof bundle>>['manifest']>;

/**
 * The bundler reads a function's inline config by importing it under Deno next to
 * `https://edge.netlify.com/bootstrap/globals/types.ts`, a types-only module. Offline, an import
 * map sends that URL to Netlify's published types package instead; online it changes nothing
 * the function's config depends on.
 */
function offlineImportMap(dir: string): string {
  const path = join(dir, 'import-map.json');
  const types = pathToFileURL(join(ROOT, 'node_modules/@netlify/types/dist/main.d.ts')).href;
  writeFileSync(path, JSON.stringify({ imports: { 'https://edge.netlify.com/bootstrap/globals/types.ts': types } }));
  return path;
}

async function bundleManifest(functionsDir: string, work: string): Promise<Manifest> {
  // The bundler runs the `deno` on PATH (devDependency), as netlify-cli does; it cannot download one here.
  process.env.PATH = `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`;
  const toml = parse(readFileSync(join(ROOT, 'netlify.toml'), 'utf8')) as { edge_functions?: { function: string; path: `/${string}` }[] };
  const { manifest } = await bundle([functionsDir], join(work, 'dist'), toml.edge_functions ?? [], {
    basePath: ROOT,
    importMapPaths: [offlineImportMap(work)],
    systemLogger: () => {},
  });
  if (!manifest) throw new Error('the bundler wrote no manifest');
  return manifest;
}

const WORK = join(ROOT, 'node_modules/.cache/test-edge-bundles');

function workDir(): string {
  mkdirSync(WORK, { recursive: true });
  return mkdtempSync(join(WORK, 'bundle-'));
}

describe("the edge function's manifest, written by Netlify's bundler", () => {
  let manifest: Manifest;
  let withoutConfig: Manifest;
  beforeAll(async () => {
    manifest = await bundleManifest(FUNCTIONS_DIR, workDir());

    // The same function with its `export const config` cut out, its imports pointed back at src/.
    const copy = workDir();
    const source = readFileSync(join(FUNCTIONS_DIR, 'api.ts'), 'utf8');
    const stripped = source
      .replace(/export const config: Config = \{[\s\S]*?\n\};\n/, '')
      .replaceAll("'../../../", `'${relative(join(copy, 'functions'), join(ROOT, 'src'))}/`);
    expect(stripped).not.toContain('rateLimit');
    expect(stripped).toContain('export default async function api(');
    mkdirSync(join(copy, 'functions'));
    writeFileSync(join(copy, 'functions/api.ts'), stripped);
    withoutConfig = await bundleManifest(join(copy, 'functions'), copy);
  }, 240_000);
  afterAll(() => rmSync(WORK, { recursive: true, force: true }));

  it('limits the function to RATE_LIMIT requests per RATE_WINDOW_SECONDS, counted per client IP', () => {
    expect(manifest.function_config.api.traffic_rules).toEqual({
      action: {
        type: 'rate_limit',
        config: {
          rate_limit_config: { window_limit: RATE_LIMIT, window_size: RATE_WINDOW_SECONDS, algorithm: 'sliding_window' },
          aggregate: { keys: [{ type: 'ip' }] },
        },
      },
    });
    expect([RATE_LIMIT, RATE_WINDOW_SECONDS]).toEqual([60, 60]);
  });

  it('routes /api and /api/* to the function after the CDN cache (cache: "manual"), and nothing else', () => {
    expect(manifest.routes).toEqual([]);
    expect(manifest.post_cache_routes.map((route) => [route.function, route.path])).toEqual([
      ['api', '/api'],
      ['api', '/api/*'],
    ]);
    const patterns = manifest.post_cache_routes.map((route) => new RegExp(route.pattern));
    const routed = (path: string) => patterns.some((pattern) => pattern.test(path));
    expect(['/api', '/api/', '/api/v1/directory', '/api/v1/directory/tools/chatgpt', '/api/nothing'].every(routed)).toBe(true);
    expect(['/_api/tools/c/chatgpt.json', '/', '/problems/not-found', '/apix'].some(routed)).toBe(false);
  });

  it('has neither route nor limit without the inline config', () => {
    expect(withoutConfig.function_config).toEqual({});
    expect([...withoutConfig.routes, ...withoutConfig.post_cache_routes]).toEqual([]);
  });
});
