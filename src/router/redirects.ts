/**
 * Former slugs of renamed tools: `GET /tools/{old-slug}` answers 301 to the tool's current URL,
 * with the headers of a 200 but those of a body (no ETag, Content-Type or Vary: there is none).
 * The build writes one small file per former slug, so nothing is loaded before a request asks
 * for one.
 */
import { CACHEABLE } from '../api/policy.ts';
import { files } from '../api/paths.ts';
import { baseHeaders } from './http.ts';
import type { ReadFile } from './router.ts';

/** The 301 for a former slug, or null when no tool ever had it. Asked only when no tool has the slug now. */
export async function formerSlugRedirect(readFile: ReadFile, slug: string, policy: string | null): Promise<Response | null> {
  const target = await readFile(files.formerSlug(slug));
  if (target === null) return null;
  const headers = baseHeaders(policy);
  headers.set('Cache-Control', CACHEABLE);
  headers.set('Location', (JSON.parse(target) as { location: string }).location);
  // The empty body said by its length: a host not told it (Node's server) would send it chunked.
  headers.set('Content-Length', '0');
  return new Response(null, { status: 301, headers });
}
