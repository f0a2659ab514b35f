/**
 * Stands in for Netlify under real Deno: `/api` and `/api/*` go to the edge function exactly as Netlify
 * calls it, every other path is a static file of the built site, as the CDN serves them.
 * Usage: deno run --allow-net=127.0.0.1 --allow-read=<dist> netlify-cdn.ts <dist> <port>
 */
import api from '../../src/hosts/netlify/edge-functions/api.ts';

const [root, port] = Deno.args;

Deno.serve({ hostname: '127.0.0.1', port: Number(port), onListen: () => console.log('ready') }, async (request) => {
  const { pathname } = new URL(request.url);
  // The function's routes (its `config.path`).
  if (pathname === '/api' || pathname.startsWith('/api/')) return api(request);
  if (pathname.split('/').includes('..')) return new Response('Not found', { status: 404 });
  try {
    return new Response(await Deno.readFile(`${root}${decodeURIComponent(pathname)}`), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  } catch {
    return new Response('Not found', { status: 404 });
  }
});
