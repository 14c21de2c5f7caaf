import { readConfig } from './platform/config.ts';
import { openDatabase, runMigrations } from './platform/db/database.ts';
import { createJobs } from './platform/jobs.ts';
import { seedDemoData } from './platform/seed.ts';
import { registerHousekeeping } from './platform/housekeeping.ts';
import { buildApp } from './app.ts';
import { modules } from './modules/index.ts';

// Reads config, runs migrations, seeds demo data, starts workers and listens; stops cleanly on SIGTERM.
const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'pg', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await runMigrations(database);
const jobs = createJobs(database, { workers: config.workers });
const app = await buildApp({ config, database, jobs });
if (config.demo) {
  const seeded = await seedDemoData(app.deps, modules);
  if (seeded) app.log.info('demo data seeded');
}
await jobs.start();
await registerHousekeeping(app.deps);
for (const m of modules) await m.workers?.(app.deps);
await app.listen({ port: config.port, host: config.host });
app.log.info({ database: database.kind, port: config.port }, 'OpenTMC is up');

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15000);
  force.unref();
  try {
    await app.close();
    await jobs.stop();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
