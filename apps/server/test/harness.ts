import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_COOKIE,
  callUrl,
  type TCallContract,
  type TLang,
  type TReply,
} from '@opentmc/contracts';
import { readConfig, type TConfig } from '../src/platform/config.ts';
import { PGLITE_OPTIONS, openDatabase, runMigrations, type TDatabase } from '../src/platform/db/database.ts';
import { createJobs, type TJobs } from '../src/platform/jobs.ts';
import { seedDemoData } from '../src/platform/seed.ts';
import type { TClock } from '../src/platform/clock.ts';
import { buildApp, loggerOptions } from '../src/app.ts';
import { modules } from '../src/modules/index.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';

/** Which database the API tests run on: TEST_DB=pglite (default) or TEST_DB=pg. */
export const testDbKind = (): 'pglite' | 'pg' => (process.env.TEST_DB === 'pg' ? 'pg' : 'pglite');
export const adminUrl = () => process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A settable clock for tests that depend on time. */
export const testClock = (start = new Date()): TClock & { advance: (ms: number) => void; set: (d: Date) => void } => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (d) => {
      now = d.getTime();
    },
  };
};

/** Creates a fresh database for one test file: in-memory PGlite, or a new database on the server. */
export const freshDatabase = async (): Promise<{ database: TDatabase; url?: string; drop: () => Promise<void> }> => {
  if (testDbKind() === 'pglite') {
    // The run's migrated template (global-setup.ts); migrations then only confirm there is nothing left to apply.
    const template = inject('pgliteTemplate');
    const pglite = template
      ? new PGlite({ loadDataDir: new Blob([fs.readFileSync(template)]), ...PGLITE_OPTIONS })
      : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, ...(pglite ? { pglite } : {}) });
    await runMigrations(database);
    return { database, drop: async () => database.close() };
  }
  const name = `otmc_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = await openDatabase({ kind: 'pg', url, max: 5 });
  await runMigrations(database);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
};

export type TCallOptions = {
  session?: string | undefined;
  lang?: TLang;
  /** Sends no X-Requested-With header (a CSRF attempt). */
  noCsrfHeader?: boolean;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** Extra query parameters (GET named parameters). */
  query?: Record<string, string>;
};

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase;
  jobs: TJobs;
  config: TConfig;
  clock: ReturnType<typeof testClock>;
  /** Calls a contract like the web client does and returns the reply envelope and cookies. */
  call: <R = unknown>(
    contract: TCallContract,
    payload?: unknown,
    opts?: TCallOptions,
  ) => Promise<TReply<R> & { httpStatus: number; cookies: Record<string, string> }>;
  /** Logs in with account and password; returns the session id. */
  login: (account: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

export const DEMO_PASSWORD = 'Trip@2026';

/** Builds the whole server on a fresh database (with demo data unless seed is false). */
export const createTestApp = async (
  opts: {
    seed?: boolean;
    workers?: boolean;
    config?: Partial<TConfig>;
    /** Collects the JSON log lines. */ logs?: string[];
  } = {},
): Promise<TTestApp> => {
  const { database, drop } = await freshDatabase();
  const clock = testClock();
  // Demo orders are off unless a test asks for them: the tests count the demo client's orders and money themselves.
  const config: TConfig = {
    ...readConfig({}),
    webDist: undefined,
    logLevel: 'silent',
    demoOrders: false,
    ...opts.config,
  };
  const jobs = createJobs(database, { workers: opts.workers ?? true });
  const logs = opts.logs;
  const logger = logs
    ? { ...(loggerOptions('info') as object), stream: { write: (line: string) => void logs.push(line) } }
    : false;
  const app = await buildApp({ config, database, jobs, clock, logger });
  // As main.ts: pg-boss and its queues before the seed (a message's delivery job is written in its transaction).
  await jobs.start();
  for (const m of modules) await m.workers?.(app.deps);
  if (opts.seed !== false) await seedDemoData(app.deps, modules);

  const call: TTestApp['call'] = async (contract, payload, o = {}) => {
    const url = callUrl(contract, o.params);
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (!o.noCsrfHeader) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    const cookies: Record<string, string> = {};
    if (o.session) cookies[SESSION_COOKIE] = o.session;
    if (o.lang) cookies.lang = o.lang;
    const query: Record<string, string> = { ...(o.query ?? {}) };
    let body: string | undefined;
    if (contract.method === 'GET') {
      if (payload !== undefined) query.data = JSON.stringify(payload);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(payload === undefined ? {} : { data: JSON.stringify(payload) }).toString();
    }
    const res = await app.inject({
      method: contract.method,
      url,
      query,
      headers,
      cookies,
      ...(body !== undefined ? { payload: body } : {}),
    });
    const out: Record<string, string> = {};
    for (const c of res.cookies) out[c.name] = c.value;
    return { ...(res.json() as TReply<never>), httpStatus: res.statusCode, cookies: out };
  };

  const login: TTestApp['login'] = async (account, password = DEMO_PASSWORD) => {
    const { Login } = await import('@opentmc/contracts');
    const r = await call(Login, { Account: account, Password: password });
    const sid = r.cookies[SESSION_COOKIE];
    if (!r.isSucc || !sid) throw new Error(`login ${account} failed: ${r.message}`);
    return sid;
  };

  return {
    app,
    database,
    jobs,
    config,
    clock,
    call,
    login,
    close: async () => {
      await app.close();
      await jobs.stop();
      // The ledger's invariants hold in every test file's database (issue 5 section 4).
      try {
        await assertLedgerInvariants(database);
      } finally {
        await drop();
      }
    },
  };
};

/**
 * Another client company with its administrator (account `mobile`, password DEMO_PASSWORD), logged in:
 * the "other company" persona of the authorization tests.
 */
export const createOtherCompany = async (
  t: TTestApp,
  name: string,
  mobile: string,
): Promise<{ companyId: string; userId: string; sid: string }> => {
  const { createCompanyWithAdmin, hashPassword } = await import('../src/modules/org/index.ts');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = await t.app.deps.db.transaction((tx) =>
    createCompanyWithAdmin(tx, t.clock, { companyName: name, admin: { name: `${name}管理员`, mobile, passwordHash } }),
  );
  return { ...ids, sid: await t.login(mobile) };
};
