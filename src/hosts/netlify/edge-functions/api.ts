/**
 * Netlify Edge Function (Deno): the router, reading the files the build wrote under `/_api/` from
 * the CDN of the same deploy. Its route, rate limit and caching are declared here, inline, so that
 * Netlify's bundler writes them into the deploy's manifest (`function_config.api.traffic_rules`).
 */
import type { Config } from '@netlify/edge-functions';
import { FILES_DIR } from '../../../api/paths.ts';
import { CACHEABLE, CDN_CACHEABLE_UNTIL_DEPLOY, RATE_LIMIT, RATE_WINDOW_SECONDS } from '../../../api/policy.ts';
import { createRouter, type Router } from '../../../router/router.ts';

export const config: Config = {
  // `/api/*` does not match `/api` itself, which would get the site's HTML 404 page.
  path: ['/api', '/api/*'],
  // Counted by Netlify before the function runs; over it, Netlify answers its own 429.
  rateLimit: { windowLimit: RATE_LIMIT, windowSize: RATE_WINDOW_SECONDS, aggregateBy: ['ip'] },
  // Lets Netlify's CDN keep the responses that say so (`Netlify-CDN-Cache-Control`).
  cache: 'manual',
};

/** One router per origin (production, preview, branch), so that each caches its own index. */
const routers = new Map<string, Router>();

export default async function api(request: Request): Promise<Response> {
  const origin = new URL(request.url).origin;
  let router = routers.get(origin);
  if (!router) {
    router = createRouter({
      readFile: (path) => readDeployFile(`${origin}/${FILES_DIR}/${path}`),
      // Netlify's function logs keep what the isolate writes: a 500 leaves its cause and request there.
      onError: (error, failed) => console.error(`error ${failed.method} ${new URL(failed.url).pathname}:`, error),
    });
    routers.set(origin, router);
  }
  return withCdnCaching(await router(request));
}

/**
 * One of the router's files, from the CDN of the same deploy; null only when it does not exist.
 * Any other failure (the CDN's 5xx or 429, a preview's password) throws, so that the router
 * answers 500 with `no-store`: a 404 there would be kept by Netlify's CDN until the next deploy.
 * The bytes are decoded as they are, a byte order mark included (`text()` would drop the one the
 * CSV export starts with, for spreadsheets).
 */
export async function readDeployFile(url: string): Promise<string | null> {
  const response = await fetch(url);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  return UTF8.decode(await response.arrayBuffer());
}

const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * What the router lets every cache keep (200, 301, 400, 404), Netlify's CDN keeps until the next
 * deploy; 304 answers one client's copy, and 405, 429 and 500 say `no-store`, so they get nothing.
 */
export function withCdnCaching(response: Response): Response {
  if (response.status !== 304 && response.headers.get('Cache-Control') === CACHEABLE) {
    response.headers.set('Netlify-CDN-Cache-Control', CDN_CACHEABLE_UNTIL_DEPLOY);
  }
  return response;
}
