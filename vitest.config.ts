import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the CPUs: a single worker on a 2-CPU machine, so test files ran one
// after another. API test files wait on their database much of the time (on PostgreSQL, on another process), so a
// worker more than the CPUs keeps the machine busy; on PostgreSQL, two more.
const cpus = os.availableParallelism();

export default defineConfig({
  test: {
    maxWorkers: cpus + (process.env.TEST_DB === 'pg' ? 2 : 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.int.test.ts'],
          // *.pg.int.test.ts need the real server (several processes on one database): the PostgreSQL pass runs them.
          exclude: [
            '**/node_modules/**',
            ...(process.env.TEST_DB === 'pg' ? [] : ['apps/server/test/**/*.pg.int.test.ts']),
          ],
          env: { NODE_ENV: 'test' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Every file gets its own database, so files run in parallel. The server's modules hold no state tied to
          // a database (caches of generated data, registries filled at import), so a worker keeps them loaded from
          // one file to the next instead of importing the whole server again for each file.
          pool: 'forks',
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
