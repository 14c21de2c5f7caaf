import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../../src/platform/db/database.ts';
import { MIGRATIONS_DIR } from '../../src/platform/paths.ts';

// The embedded database's memory (issue 15 item 7, docs/performance.md "Start-up memory"): PostgreSQL's shared
// buffers are 16 MB, not its default 128 MB, and a new data folder's cluster is created in a child process, so the
// server keeps neither the buffers nor the creation's leftovers. This runs on PGlite whatever TEST_DB says.

// The first test may make the run's cluster template (initdb, the migrations, pg-boss's schema: seconds on a quiet
// machine, tens of them on a loaded one), more than the suite's 30 s test timeout allows.
const CREATES_CLUSTER_MS = 180_000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-embedded-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const show = async (database: TDatabase, setting: string) =>
  String((await database.executeSql(`SHOW ${setting}`)).rows[0]?.[setting]);

describe('the embedded database', () => {
  it(
    'creates a new data folder outside this process and runs with 16 MB of shared buffers, then reopens it so',
    async () => {
      const dataDir = path.join(dir, 'data');
      const before = process.memoryUsage();
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const after = process.memoryUsage();
        expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
        // Created here, the cluster leaves a second instance's WebAssembly memory (128 MB or more) and its copied files
        // (over 200 MB of array buffers) behind; opened from a child's work, one instance's 128 MB memory is all.
        expect((after.arrayBuffers - before.arrayBuffers) / 2 ** 20).toBeLessThan(64);
        expect((after.external - before.external) / 2 ** 20).toBeLessThan(200);
        expect(await show(database, 'shared_buffers')).toBe('16MB');
        await database.executeSql('CREATE TABLE kept (id int)');
      } finally {
        await database.close();
      }
      const again = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await show(again, 'shared_buffers')).toBe('16MB');
        expect((await again.executeSql("SELECT to_regclass('kept') IS NOT NULL AS kept")).rows[0]?.kept).toBe(true);
      } finally {
        await again.close();
      }
    },
    CREATES_CLUSTER_MS,
  );

  it(
    'makes new data folders from a migrated cluster template, two at once',
    async () => {
      // ADR 0035: initdb and the migrations run once per PGlite build and migration set, not once per new folder.
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
      const databases = await Promise.all(
        ['one', 'two'].map((name) => openDatabase({ kind: 'pglite', dataDir: path.join(dir, name, 'data') })),
      );
      try {
        for (const database of databases) {
          const applied = await database.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
          expect(applied.rows[0]?.n).toBe(journal.entries.length);
          // pg-boss's schema is in the template too, so a first start does not build it (platform/queues.ts).
          const boss = await database.executeSql("SELECT to_regclass('pgboss.queue') IS NOT NULL AS installed");
          expect(boss.rows[0]?.installed).toBe(true);
        }
        // Each folder is its own cluster.
        await databases[0]!.executeSql('CREATE TABLE only_in_one (id int)');
        const seen = await databases[1]!.executeSql("SELECT to_regclass('only_in_one') IS NULL AS absent");
        expect(seen.rows[0]?.absent).toBe(true);
      } finally {
        await Promise.all(databases.map((d) => d.close()));
      }
    },
    CREATES_CLUSTER_MS,
  );

  it('runs in memory (no data folder) with the same settings', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      expect(await show(database, 'shared_buffers')).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
