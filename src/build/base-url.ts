/**
 * The base URL every link of the build starts with: `SITE_URL` when set; on Netlify the
 * production `URL` or, on deploy previews and branch deploys, `DEPLOY_PRIME_URL`; else the local
 * server's address.
 * @example baseUrl({ CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://deploy-preview-3--x.netlify.app', URL: 'https://x.org' })
 *   === 'https://deploy-preview-3--x.netlify.app'
 */
export function baseUrl(env: Record<string, string | undefined>): string {
  const netlify = env.CONTEXT === 'production' ? env.URL : (env.DEPLOY_PRIME_URL ?? env.URL);
  const url = env.SITE_URL || netlify || `http://localhost:${env.PORT || 4321}`;
  return url.replace(/\/+$/, '');
}
