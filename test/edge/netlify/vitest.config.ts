import { defineConfig } from 'vitest/config';

// `npm run check:netlify`: the site under Netlify's own CLI, apart from `npm test` because
// netlify-cli adds close to half again to the install (see README, "Checking under Netlify's own runtime").
export default defineConfig({
  test: {
    root: new URL('../../..', import.meta.url).pathname,
    include: ['test/edge/netlify/*.check.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
