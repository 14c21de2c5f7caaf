import { defineConfig } from 'drizzle-kit';

// Migrations are generated (npm run db:generate), never edited by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/platform/tables.ts', './apps/server/src/modules/*/tables.ts'],
  out: './apps/server/drizzle',
});
