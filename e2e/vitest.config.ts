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
    // A browser and a server per file; one file alone leaves much of a second CPU idle (the test, the browser and the
    // server mostly wait on each other), so as many files as CPUs. On 2 CPUs with a load average of about 20 (other
    // builds and tests running), two at a time passed 116 of 117 tests (docs/architecture.md "Tests"); an earlier run
    // that starved was on a machine also running other work. E2E_WORKERS overrides it.
    maxWorkers: Number(process.env.E2E_WORKERS) || Math.max(1, os.availableParallelism()),
    testTimeout: 90000,
    hookTimeout: 200000,
  },
});
