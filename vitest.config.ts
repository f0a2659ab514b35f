import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A folder per run for the sites that test files share, built once in it on demand.
    globalSetup: ['test/setup/shared-sites.ts'],
    // The tests that run several real builds and servers take up to 30 s on a quiet machine of
    // two cores, and two to three times as long when its cores are busy with other work.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A process per test file (Vitest's default, relied on): builtSites tells the holder of a
    // site's build lock by its process id.
    pool: 'forks',
    // Two cores: the end-to-end files start servers and builds of their own.
    maxWorkers: 2,
  },
});
