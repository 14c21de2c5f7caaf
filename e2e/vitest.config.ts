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
    // A browser and a server per file take about a CPU and a half, so one file per two CPUs. Two at once on 2 CPUs
    // (E2E_WORKERS=2) ran the stage in 15:38 instead of about 24 minutes, but three waits ran out under the contention
    // (service-suppliers' supplier select, train/change's done page, role-list's delete): those waits must hold
    // under load before two at a time becomes the default (docs/architecture.md "Tests").
    maxWorkers: Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(os.availableParallelism() / 2)),
    testTimeout: 90000,
    hookTimeout: 200000,
  },
});
