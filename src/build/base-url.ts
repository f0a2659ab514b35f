/**
 * The base URL every link of the build starts with: `SITE_URL` when set; in a Netlify build
 * (`CONTEXT` set, as Netlify does in every build) the production `URL` or, on deploy previews and
 * branch deploys, `DEPLOY_PRIME_URL`; else the local server's address. `URL` alone is no sign of
 * Netlify: many shells and tools export a variable of that name.
 * @example baseUrl({ CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://deploy-preview-3--x.netlify.app', URL: 'https://x.org' })
 *   === 'https://deploy-preview-3--x.netlify.app'
 */
export function baseUrl(env: Record<string, string | undefined>): string {
  const url = env.SITE_URL || netlifyUrl(env) || `http://localhost:${env.PORT || 4321}`;
  return url.replace(/\/+$/, '');
}

/** The deploy's own URL in a Netlify build; undefined elsewhere. */
function netlifyUrl(env: Record<string, string | undefined>): string | undefined {
  if (!env.CONTEXT) return undefined;
  return env.CONTEXT === 'production' ? env.URL : env.DEPLOY_PRIME_URL || env.URL;
}
