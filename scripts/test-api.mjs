// Runs the API tests on PGlite, then on the real PostgreSQL when DATABASE_URL is set or a local server answers.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const run = (env) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: { ...process.env, ...env } }).status;

const reachable = (host, port) =>
  new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1500 }, () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });

let failed = false;
console.log('\n=== API tests on PGlite ===');
if (run({ TEST_DB: 'pglite' }) !== 0) failed = true;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const u = new URL(adminUrl);
if (await reachable(u.hostname, Number(u.port || 5432))) {
  console.log(`\n=== API tests on PostgreSQL (${u.hostname}:${u.port || 5432}) ===`);
  if (run({ TEST_DB: 'pg', TEST_PG_ADMIN_URL: adminUrl }) !== 0) failed = true;
} else if (process.env.CI) {
  console.error('PostgreSQL is not reachable; CI must run the API tests against it.');
  failed = true;
} else {
  console.log('\n(PostgreSQL not reachable: skipped the real-server run)');
}
process.exit(failed ? 1 : 0);
