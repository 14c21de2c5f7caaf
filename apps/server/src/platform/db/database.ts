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
 * Makes a new cluster in `dataDir` and applies the migrations to it, in a child process. PGlite creates a cluster by
 * running initdb in a second, in-memory instance and copying its files over; done in the server's own process, that
 * leaves about 500 MB behind (the second instance's WebAssembly memory and the copied files' buffers, freed only by a
 * full garbage collection and then kept by the allocator), which an idle server never gives back.
 */
const initCluster = async (dataDir: string): Promise<void> => {
  const require = createRequire(import.meta.url);
  const [pglite, driver, migrator] = ['@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'].map(
    (m) => JSON.stringify(require.resolve(m)),
  );
  const script = `
    const { PGlite } = require(${pglite});
    const { drizzle } = require(${driver});
    const { migrate } = require(${migrator});
    const [dataDir, options, migrationsFolder] = process.argv.slice(1);
    const client = new PGlite(dataDir, JSON.parse(options));
    migrate(drizzle(client), { migrationsFolder })
      .then(() => client.close())
      .then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script, dataDir, JSON.stringify(PGLITE_OPTIONS), MIGRATIONS_DIR], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit code ${code})`);
};

/** A digest of what a new cluster is made from: the PGlite build, its options and every migration. */
const templateKey = (): string => {
  const pkg = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '../package.json',
  );
  const hash = createHash('sha256').update(fs.readFileSync(pkg)).update(JSON.stringify(PGLITE_OPTIONS));
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

/** Creates the PostgreSQL cluster of a new data folder: a copy of the cluster template. */
const createCluster = async (dataDir: string): Promise<void> => {
  fs.cpSync(await clusterTemplate(), dataDir, { recursive: true });
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
