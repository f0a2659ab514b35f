/**
 * The base URL of a build from the environment Netlify gives it (`CONTEXT`, `URL`,
 * `DEPLOY_PRIME_URL`), and from environments that only look like it.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../../src/build/base-url.ts';

describe('baseUrl outside and inside Netlify builds', () => {
  const prime = 'https://feature-x--annuaire.netlify.app';
  it.each([
    // A shell or tool that exports `URL` or `DEPLOY_PRIME_URL` is not a Netlify build: `npm start`
    // must keep its links on the server it starts.
    [{ URL: 'https://elsewhere.example' }, 'http://localhost:4321'],
    [{ URL: 'https://elsewhere.example', DEPLOY_PRIME_URL: prime, PORT: '8080' }, 'http://localhost:8080'],
    [{ CONTEXT: 'branch-deploy', URL: 'https://annuaire.example.org', DEPLOY_PRIME_URL: prime }, prime],
    [{ CONTEXT: 'production', URL: 'https://annuaire.example.org/', DEPLOY_PRIME_URL: prime }, 'https://annuaire.example.org'],
    // An empty `DEPLOY_PRIME_URL` is no URL: the site's own is the next best.
    [{ CONTEXT: 'deploy-preview', URL: 'https://annuaire.example.org', DEPLOY_PRIME_URL: '' }, 'https://annuaire.example.org'],
  ])('%j → %s', (env, expected) => expect(baseUrl(env)).toBe(expected));
});
