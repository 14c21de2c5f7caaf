import { defineConfig } from 'vitest/config';

// Browser tests: each file starts its own server on a fresh embedded database, so files run in parallel.
export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 90000,
    hookTimeout: 200000,
  },
});
