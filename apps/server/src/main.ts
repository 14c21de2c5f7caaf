import { readConfig, startupLine } from './platform/config.ts';
import { openDatabase, runMigrations } from './platform/db/database.ts';
import { createJobs } from './platform/jobs.ts';
import { seedDemoData } from './platform/seed.ts';
import { registerHousekeeping } from './platform/housekeeping.ts';
import { buildApp } from './app.ts';
import { modules } from './modules/index.ts';
import { DEMO_PASSWORD } from './modules/org/index.ts';

// Reads config, runs migrations, starts pg-boss and the workers, seeds demo data and listens; stops cleanly on SIGTERM.
// pg-boss and its queues come before the seed: a message written in any transaction writes its delivery job too.
const config = readConfig();
// Milliseconds each start-up phase took, logged with the start-up line (bench/startup.ts reads them).
const phases: Record<string, number> = {};
let mark = 0; // the process's start (performance's time origin)
const phase = (name: string) => {
  const now = performance.now();
  phases[name] = Math.round(now - mark);
  mark = now;
};
phase('load');
const database = await openDatabase(
  config.databaseUrl ? { kind: 'pg', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
phase('open');
await runMigrations(database);
phase('migrations');
const jobs = createJobs(database, { workers: config.workers });
const app = await buildApp({ config, database, jobs });
phase('app');
await jobs.start();
await registerHousekeeping(app.deps);
for (const m of modules) await m.workers?.(app.deps);
phase('jobs');
if (config.demo) {
  const seeded = await seedDemoData(app.deps, modules);
  if (seeded) app.log.info('demo data seeded');
  phase('demo');
}
// The start-up's one-off work (a new data folder's migrations and demo data) leaves garbage an idle server would keep:
// collect it once (npm start passes --expose-gc, ADR 0031).
(globalThis as { gc?: () => void }).gc?.();
await app.listen({ port: config.port, host: config.host });
phase('listen');
app.log.info(
  { database: database.kind, host: config.host, port: config.port, phases },
  startupLine(config, config.demo ? { account: 'admin', password: DEMO_PASSWORD } : undefined),
);

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
