import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds the fixture site and the real one once, for every test file to read.
    globalSetup: ['test/setup/build-sites.ts'],
    // The tests that run several real builds and servers take up to 30 s on a quiet machine of
    // two cores, and two to three times as long when its cores are busy with other work.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two cores: the end-to-end files start servers and builds of their own.
    maxWorkers: 2,
  },
});
