/**
 * The base URL every link of the build starts with: `SITE_URL` when set; in a Netlify build
 * (`CONTEXT` set, as Netlify does in every build) the production `URL` or, on deploy previews and
 * branch deploys, `DEPLOY_PRIME_URL`; else the local server's address. `URL` alone is no sign of
 * Netlify: many shells and tools export a variable of that name.
 * @example baseUrl({ CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://deploy-preview-3--x.netlify.app', URL: 'https://x.org' })
 *   === 'https://deploy-preview-3--x.netlify.app'
 */
export function baseUrl(env: Record<string, string | undefined>): string {
  if (env.SITE_URL) return siteOrigin('SITE_URL', env.SITE_URL);
  const netlify = netlifyUrl(env);
  if (netlify) return siteOrigin(...netlify);
  return `http://localhost:${env.PORT || 4321}`;
}

/** The variable that holds the deploy's own URL in a Netlify build, and its value; undefined elsewhere. */
function netlifyUrl(env: Record<string, string | undefined>): [name: string, value: string] | undefined {
  if (!env.CONTEXT) return undefined;
  if (env.CONTEXT !== 'production' && env.DEPLOY_PRIME_URL) return ['DEPLOY_PRIME_URL', env.DEPLOY_PRIME_URL];
  return env.URL ? ['URL', env.URL] : undefined;
}

/**
 * The origin a base URL names, refused unless it is an http(s) origin alone: links are written
 * as base + path and both hosts serve the API from the root, so a host without its scheme
 * (`example.org`) would make every link relative, and a path, query or fragment would make them
 * point where nothing answers.
 * @example siteOrigin('SITE_URL', 'https://API.example.org/') === 'https://api.example.org'
 */
function siteOrigin(name: string, value: string): string {
  const url = URL.parse(value.replace(/\/+$/, ''));
  const originOnly = url && /^https?:$/.test(url.protocol) && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !value.includes('?') && !value.includes('#');
  if (!originOnly) throw new Error(`${name}=${value} is not understood: give the address clients reach the site by, scheme and host only, as https://annuaire.example.org (the API is served from the root).`);
  return url.origin;
}
