import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Browser tests: each file starts its own server on its own copy of the run's seeded embedded database (made once by
// support/global-setup.ts), so files run in parallel.
export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['support/global-setup.ts'],
    pool: 'forks',
    // A browser and a server per file: as many files as CPUs (at least two; Vitest's default is one fewer).
    maxWorkers: Math.max(2, os.availableParallelism()),
    testTimeout: 90000,
    hookTimeout: 200000,
  },
});
