import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema } from '../../schema.ts';
import { MIGRATIONS_DIR, ROOT_DIR } from '../paths.ts';
import { declaredQueues, PGBOSS_SCHEMA } from '../queues.ts';
import { statementName } from './statement.ts';

export type TSchema = typeof schema;
/** The drizzle database, the same type for PGlite and node-postgres. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
/** A database or an open transaction: use cases take this so they can join a caller's transaction. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0] | TDb;

/** Runs raw SQL with positional parameters; pg-boss and tests use it. */
export type TExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type TListenHandlers = { message: (payload: string) => void; lost: () => void; ready: () => void };

export type TDatabase = {
  kind: 'pglite' | 'pg';
  /** The PostgreSQL URL when kind is pg. */
  url?: string;
  db: TDb;
  executeSql: TExecuteSql;
  /**
   * Subscribes to a NOTIFY channel. `lost` runs when notifications may be missed (connection gone),
   * `ready` when they flow again; the subscription reconnects by itself until unsubscribed.
   */
  listen: (channel: string, on: TListenHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type TDatabaseOptions =
  { kind: 'pglite'; dataDir: string | undefined; pglite?: PGlite } | { kind: 'pg'; url: string; max?: number };

/**
 * A pool client that names every statement with parameters (ADR 0024): PostgreSQL then parses and plans a text once
 * per connection instead of on every call, and the client skips sending it again. Scripts without parameters (BEGIN,
 * pg-boss's multi-statement scripts) stay unnamed: a named statement holds exactly one command.
 */
class NamingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args as [unknown, unknown];
    if (
      typeof config === 'object' &&
      config !== null &&
      'text' in config &&
      !('name' in config && config.name) &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = statementName(String(config.text));
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * The embedded database's settings (docs/performance.md "Start-up memory"): 16 MB of shared buffers instead of
 * PostgreSQL's 128 MB. PGlite's buffers live in the process's WebAssembly memory, which never shrinks, and are all
 * touched at start; 16 MB still holds the demo company's working set (the whole demo database is about 45 MB). The
 * API tests' databases (test/harness.ts) start with the same options.
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
} satisfies PGliteOptions;

/**
 * Makes a new cluster in `dataDir`, applies the migrations and installs pg-boss's schema and the declared queues
 * (platform/queues.ts), in a child process. PGlite creates a cluster by
 * running initdb in a second, in-memory instance and copying its files over; done in the server's own process, that
 * leaves about 500 MB behind (the second instance's WebAssembly memory and the copied files' buffers, freed only by a
 * full garbage collection and then kept by the allocator), which an idle server never gives back.
 */
const initCluster = async (dataDir: string): Promise<void> => {
  const require = createRequire(import.meta.url);
  const [pglite, driver, migrator, boss] = [
    '@electric-sql/pglite',
    'drizzle-orm/pglite',
    'drizzle-orm/pglite/migrator',
    'pg-boss',
  ].map((m) => JSON.stringify(require.resolve(m)));
  const script = `
    const { PGlite } = require(${pglite});
    const { drizzle } = require(${driver});
    const { migrate } = require(${migrator});
    const PgBoss = require(${boss});
    const [dataDir, options, migrationsFolder, queues] = process.argv.slice(1);
    const client = new PGlite(dataDir, JSON.parse(options));
    const executeSql = async (text, values) =>
      values && values.length > 0
        ? { rows: (await client.query(text, values)).rows }
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
    const boss = new PgBoss({ db: { executeSql }, schema: ${JSON.stringify(PGBOSS_SCHEMA)}, supervise: false });
    (async () => {
      await migrate(drizzle(client), { migrationsFolder });
      await boss.start();
      for (const q of JSON.parse(queues)) await boss.createQueue(q);
      await boss.stop({ graceful: false, wait: true });
      await client.close();
    })().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });`;
  const args = [dataDir, JSON.stringify(PGLITE_OPTIONS), MIGRATIONS_DIR, JSON.stringify(declaredQueues())];
  const child = spawn(process.execPath, ['-e', script, ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit code ${code})`);
};

/** The package.json of an installed package, found from its main entry. */
const packageJsonOf = (name: string): string => {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'package.json');
};

/**
 * A digest of what a new cluster is made from: the PGlite and pg-boss builds, the options and every migration. The
 * declared queues are not in it: a template without a newer queue is still right (the start creates it).
 */
const templateKey = (): string => {
  const hash = createHash('sha256')
    .update(fs.readFileSync(packageJsonOf('@electric-sql/pglite')))
    .update(fs.readFileSync(packageJsonOf('pg-boss')))
    .update(JSON.stringify(PGLITE_OPTIONS));
  for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
};

/**
 * The folder of a new, migrated, empty cluster for this PGlite build, these options and these migrations (ADR 0035),
 * made once in node_modules/.cache and copied into each new data folder: initdb and the migrations are most of a new
 * data folder's start-up (about 4 s of 5–6 on 2 CPUs), and their result depends only on what the key digests, so a
 * copy is the cluster they would have made. It is made under a temporary name and renamed, so processes creating new
 * folders at the same moment never see half a template; older templates are removed. `npm run build` makes it ahead of
 * the first start; the server still runs its migrations on every start (nothing to do on a copy).
 */
export const clusterTemplate = async (): Promise<string> => {
  const cache = path.join(ROOT_DIR, 'node_modules/.cache/opentmc-pglite');
  const key = templateKey();
  const template = path.join(cache, key);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  fs.mkdirSync(cache, { recursive: true });
  const temporary = fs.mkdtempSync(path.join(cache, 'new-'));
  try {
    await initCluster(temporary);
    try {
      fs.renameSync(temporary, template);
    } catch (e) {
      // Another process made it first: theirs is the same cluster.
      if (!fs.existsSync(path.join(template, 'PG_VERSION'))) throw e;
    }
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
  for (const old of fs.readdirSync(cache)) {
    if (old !== key && !old.startsWith('new-')) fs.rmSync(path.join(cache, old), { recursive: true, force: true });
  }
  return template;
};

/**
 * Creates the PostgreSQL cluster of a new data folder: a copy of the cluster template. Its 1,400 files are copied in
 * parallel on libuv's thread pool, in a third to a half of fs.cpSync's time (which copies one at a time).
 */
const createCluster = async (dataDir: string): Promise<void> => {
  const template = await clusterTemplate();
  const entries = fs.readdirSync(template, { withFileTypes: true, recursive: true });
  const target = (e: fs.Dirent) => path.join(dataDir, path.relative(template, path.join(e.parentPath, e.name)));
  for (const e of entries) if (e.isDirectory()) fs.mkdirSync(target(e), { recursive: true });
  await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => fs.promises.copyFile(path.join(e.parentPath, e.name), target(e))),
  );
};

/** Opens the database: PGlite persisted to a folder (or in memory), or a PostgreSQL pool. */
export const openDatabase = async (opts: TDatabaseOptions): Promise<TDatabase> => {
  if (opts.kind === 'pglite') {
    if (opts.dataDir && !opts.pglite && !fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'))) {
      // PGlite does not create missing parent folders.
      fs.mkdirSync(opts.dataDir, { recursive: true });
      await createCluster(opts.dataDir);
    }
    const client = opts.pglite ?? new PGlite({ ...(opts.dataDir ? { dataDir: opts.dataDir } : {}), ...PGLITE_OPTIONS });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as TDb;
    const executeSql: TExecuteSql = async (text, values) => {
      // pg-boss sends multi-statement scripts without parameters; PGlite runs those through exec.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const r = await client.query<Record<string, unknown>>(text, values);
      return { rows: r.rows };
    };
    // One embedded database serves one process: its notifications never go missing.
    const listen: TDatabase['listen'] = async (channel, on) => {
      const unsubscribe = await client.listen(channel, on.message);
      on.ready();
      return unsubscribe;
    };
    return { kind: 'pglite', db, executeSql, listen, close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.max ?? 10, Client: NamingClient });
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) =>
    console.error(JSON.stringify({ level: 40, msg: 'idle database client lost', err: err.message })),
  );
  let closed: Promise<void> | undefined;
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  const executeSql: TExecuteSql = async (text, values) => {
    const r = await pool.query(text, values as unknown[] | undefined);
    // A multi-statement script returns an array of results.
    const last = Array.isArray(r) ? r.at(-1) : r;
    return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
  };
  const listen: TDatabase['listen'] = async (channel, on) => {
    let stopped = false;
    let client: pg.Client | undefined;
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: opts.url });
      c.on('notification', (n) => n.channel === channel && on.message(n.payload ?? ''));
      const lost = () => {
        if (client !== c) return;
        client = undefined;
        on.lost();
        c.end().catch(() => undefined);
        if (!stopped) setTimeout(() => void connect().catch(lost), 1000).unref();
      };
      c.on('error', lost);
      c.on('end', lost);
      client = c;
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      on.ready();
    };
    await connect();
    return async () => {
      stopped = true;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    };
  };
  return { kind: 'pg', url: opts.url, db, executeSql, listen, close: () => (closed ??= pool.end()) };
};

/** Applies the migration set (the same for both drivers). */
export const runMigrations = async (d: TDatabase): Promise<void> => {
  if (d.kind === 'pglite') {
    await migratePglite(d.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  // Instances starting together on one server take turns through an advisory lock on one connection.
  const client = new pg.Client({ connectionString: d.url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    await client.end();
  }
};
