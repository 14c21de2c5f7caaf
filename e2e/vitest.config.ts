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
    // A browser and a server per file take about a CPU and a half: on 2 CPUs two files at once starved each other
    // (waits of 30 s ran out in three different files of one run), so one file per two CPUs.
    maxWorkers: Math.max(1, Math.floor(os.availableParallelism() / 2)),
    testTimeout: 90000,
    hookTimeout: 200000,
  },
});
