import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds the fixture site and the real one once, for every test file to read.
    globalSetup: ['test/setup/build-sites.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: the end-to-end files start servers and builds of their own.
    maxWorkers: 2,
  },
});
