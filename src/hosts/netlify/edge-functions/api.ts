/**
 * Netlify Edge Function (Deno), declared on `/api/*` in `netlify.toml`: the router, reading the files the
 * build wrote under `/_api/` from the CDN of the same deploy. Rate limiting is the CDN's, declared
 * in `netlify.toml`.
 */
import { FILES_DIR } from '../../../api/paths.ts';
import { createRouter, type Router } from '../../../router/router.ts';

/** One router per origin (production, preview, branch), so that each caches its own index. */
const routers = new Map<string, Router>();

export default function api(request: Request): Promise<Response> {
  const origin = new URL(request.url).origin;
  let router = routers.get(origin);
  if (!router) {
    router = createRouter({
      readFile: async (path) => {
        const response = await fetch(`${origin}/${FILES_DIR}/${path}`);
        return response.ok ? response.text() : null;
      },
      // Netlify's function logs keep what the isolate writes: a 500 leaves its cause and request there.
      onError: (error, failed) => console.error(`error ${failed.method} ${new URL(failed.url).pathname}:`, error),
    });
    routers.set(origin, router);
  }
  return router(request);
}
