// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { outDir, writeCompletion } from './src/build/complete.ts';

// The API is static JSON: every file comes from the catch-all endpoint in src/pages/.
export default defineConfig({
  output: 'static',
  outDir: outDir(),
  build: { concurrency: 4, format: 'file' },
  // The local server and Netlify's edge function answer every API path; Astro only writes files.
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  // Written once every file is on disk: a folder without it is an interrupted build.
  integrations: [{ name: 'completion-record', hooks: { 'astro:build:done': ({ dir }) => writeCompletion(fileURLToPath(dir)) } }],
});
