import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  AccountType,
  CurrencyUnit,
  FeatureCode,
  TradeDealPayment,
  TradeMode,
  TradeStatus,
  TradeType,
} from '@opentmc/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/platform/config.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { openDatabase, runMigrations, type TDatabase } from '../apps/server/src/platform/db/database.ts';
import { sessionContext } from '../apps/server/src/platform/calls/context.ts';
import { createJobs } from '../apps/server/src/platform/jobs.ts';
import { createSession, type TSession } from '../apps/server/src/platform/session.ts';
import type { TCallContext } from '../apps/server/src/platform/calls/types.ts';
import { modules } from '../apps/server/src/modules/index.ts';
import { buildSessionTicket, hashPassword, insertCompany, insertUser } from '../apps/server/src/modules/org/index.ts';
import { assertLedgerInvariants } from '../apps/server/test/ledger-invariants.ts';
import { FORM_HEADERS, shareOfBaseline, startBenchServer, stopBenchServer } from './bench-server.ts';
import { freshBenchDatabase } from './seed-org.ts';

// Payment throughput (issue 5 section 4) on the real PostgreSQL: one hot account that every payment draws on, and
// 1,000 accounts that payments are spread over, each measured against a plain SQL transaction that writes the same
// rows (the idempotency key, the deal's compare-and-set, the account's guarded UPDATE, two postings) in the same run.
//
// The measure of record is in-process: the TradeDeal/Payment call's own handler, with its payload parsed by the
// contract and a context built as the call pipeline builds it (session, tenancy, clock), against the plain SQL, both
// from this process with the same pool size and the same number of payments in flight. HTTP adds the same cost to
// both paths (and on two shared cores the load generator competes with the server); BENCH_HTTP=1 also drives the
// call through the production server with autocannon, for the end-to-end rate.
//   npm run bench:payments -w @opentmc/bench   (BENCH_PAYMENTS, BENCH_CONCURRENCY, BENCH_POOL, BENCH_ROUNDS, BENCH_HTTP)

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
/** The server's own pool size (platform/db/database.ts). */
const POOL = Number(process.env.BENCH_POOL ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const HTTP = process.env.BENCH_HTTP === '1';
const SPREAD = 1000;
const AMOUNT_FEN = 100;
const FUND_FEN = 1_000_000_000;
const PORT = 18652;

type TCase = 'hot' | 'spread';
type TPath = 'module' | 'plain SQL' | 'module over HTTP';

const db = await freshBenchDatabase();
const database: TDatabase = await openDatabase({ kind: 'pg', url: db.url, max: POOL });
await runMigrations(database);
const plainPool = new pg.Pool({ connectionString: db.url, max: POOL });
// Dropping the database at the end ends any connection still open; that is no error of the run.
plainPool.on('error', () => undefined);
const exec = async (text: string, values?: unknown[]) => (await database.executeSql(text, values)).rows;

type TPayer = { companyId: string; userId: string; session: TSession; cookie: string };

/** The TMC, 1,001 client companies with a finance user each and a funded Balance account, and the TMC's sales account. */
const seed = async (): Promise<{ tmcId: string; tmcUser: string; salesId: string; payers: TPayer[] }> => {
  const t0 = performance.now();
  const passwordHash = await hashPassword('Trip@2026');
  const ids = await database.db.transaction(async (tx) => {
    const tmcId = await insertCompany(tx, systemClock, {
      name: '压测 TMC',
      type: 'Tmc',
      featureCodes: [FeatureCode.Tmc],
    });
    const tmcUser = await insertUser(tx, systemClock, tmcId, {
      name: '压测会计',
      loginName: 'bench-accountant',
      mobile: '13600000000',
      passwordHash,
      roles: ['tmc_finance'],
    });
    const users: { companyId: string; userId: string }[] = [];
    for (let i = 0; i <= SPREAD; i++) {
      const companyId = await insertCompany(tx, systemClock, {
        name: `压测客户 ${i}`,
        type: 'Client',
        featureCodes: [FeatureCode.Client],
      });
      const userId = await insertUser(tx, systemClock, companyId, {
        name: `压测财务 ${i}`,
        loginName: `bench-finance-${i}`,
        mobile: `136${String(i + 1).padStart(8, '0')}`,
        passwordHash,
        roles: ['finance'],
      });
      users.push({ companyId, userId });
    }
    return { tmcId, tmcUser, users };
  });
  // Every client's Balance account, funded by a finished recharge with its two postings (the ledger stays sound).
  await exec(
    `INSERT INTO trade_accounts (company_id, purpose, currency, created_at, updated_at)
     VALUES ($1, 'tmc.sales', ${CurrencyUnit.RMB}, now(), now()), ($1, 'tmc.adjust', ${CurrencyUnit.RMB}, now(), now())`,
    [ids.tmcId],
  );
  await exec(
    `INSERT INTO trade_accounts (company_id, purpose, account_type, currency, balance_fen, created_at, updated_at)
     SELECT id, 'customer', ${AccountType.Balance}, ${CurrencyUnit.RMB}, ${FUND_FEN}, now(), now()
       FROM companies WHERE type = 'Client'`,
  );
  await exec(
    `WITH d AS (
       INSERT INTO trade_deals (company_id, trade_type, trade_status, trade_mode, account_id, currency, amount_fen,
                                subject, created_by, created_at, finished_at, updated_at)
       SELECT company_id, ${TradeType.Recharge}, ${TradeStatus.Finished}, ${TradeMode.Transfer}, id, currency,
              ${FUND_FEN}, '压测充值', $2, now(), now(), now()
         FROM trade_accounts WHERE purpose = 'customer'
       RETURNING id, account_id, company_id)
     INSERT INTO trade_details (deal_id, account_id, company_id, amount_fen, balance_after_fen, trade_type, created_at)
     SELECT id, account_id, company_id, ${FUND_FEN}, ${FUND_FEN}, ${TradeType.Recharge}, now() FROM d
     UNION ALL
     SELECT id, (SELECT id FROM trade_accounts WHERE purpose = 'tmc.adjust'), $1, -${FUND_FEN}, NULL,
            ${TradeType.Recharge}, now() FROM d`,
    [ids.tmcId, ids.tmcUser],
  );
  const [sales] = await exec(`SELECT id FROM trade_accounts WHERE purpose = 'tmc.sales'`);
  // Sessions as a login leaves them: the ticket built by the org module, the row the server loads by cookie.
  const payers: TPayer[] = [];
  for (const u of ids.users) {
    const ticket = (await buildSessionTicket(database.db, u.userId))!;
    const sid = await createSession(database.db, systemClock, { ticket });
    const idHash = crypto.createHash('sha256').update(sid).digest('base64url');
    const session: TSession = { idHash, userId: u.userId, companyId: u.companyId, ticket };
    payers.push({ ...u, session, cookie: `SfsSes=${sid}` });
  }
  if (!payers[0]!.session.ticket.ActionCodes.includes(TradeDealPayment.permission!))
    throw new Error('the finance user cannot pay');
  await exec('VACUUM ANALYZE');
  console.error(`seeded ${payers.length} paying companies in ${Math.round(performance.now() - t0)} ms`);
  return { tmcId: ids.tmcId, tmcUser: ids.tmcUser, salesId: String(sales!.id), payers };
};

const { tmcId, tmcUser, salesId, payers } = await seed();
const hot = payers[0]!;
const spread = payers.slice(1);
const byCompany = new Map(payers.map((p) => [p.companyId, p]));

/** `n` charges awaiting payment (as TradeDeal/Create raises them), on the hot company or round-robin over the rest. */
const raise = async (c: TCase, n: number): Promise<{ id: string; payer: TPayer }[]> => {
  const who = (i: number) => (c === 'hot' ? hot : spread[i % spread.length]!);
  const companies = Array.from({ length: n }, (_, i) => who(i).companyId);
  const rows = await exec(
    `INSERT INTO trade_deals (company_id, trade_type, trade_status, currency, amount_fen, subject, created_by,
                              created_at, updated_at)
     SELECT c, ${TradeType.Payment}, ${TradeStatus.WaitPayment}, ${CurrencyUnit.RMB}, ${AMOUNT_FEN}, '压测费用', $2,
            now(), now()
       FROM unnest($1::text[]) WITH ORDINALITY AS x(c, i) ORDER BY i
     RETURNING id, company_id`,
    [companies, tmcUser],
  );
  return rows.map((r) => ({ id: String(r.id), payer: byCompany.get(String(r.company_id))! }));
};

const key = () => `bench-${crypto.randomBytes(12).toString('base64url')}`;

// The module's path: the call's handler exactly as the pipeline runs it after reading the session.
const app = await buildApp({
  config: { ...readConfig({}), logLevel: 'silent', webDist: undefined },
  database,
  jobs: createJobs(database, { workers: false }),
  clock: systemClock,
  logger: false,
});
const bound = modules.flatMap((m) => m.calls).find((b) => b.contract === TradeDealPayment)!;

const payByModule = async (deal: { id: string; payer: TPayer }): Promise<boolean> => {
  const parsed = bound.contract.payload.safeParse({
    TradeID: deal.id,
    AccountType: AccountType.Balance,
    IdempotencyKey: key(),
  });
  if (!parsed.success) throw new Error(parsed.error.message);
  const ctx = sessionContext(app.deps, deal.payer.session);

  await bound.handler(ctx as TCallContext, parsed.data);
  return true;
};

// The plain SQL transaction: the same rows written, one statement per step, no ORM.
const payByPlainSql = async (deal: { id: string; payer: TPayer }): Promise<boolean> => {
  const client = await plainPool.connect();
  const k = key();
  try {
    await client.query('BEGIN');
    const ins = await client.query(
      `INSERT INTO idempotency_keys (company_id, key, call, request_hash, result, created_at)
       VALUES ($1, $2, 'bill/TradeDeal/Payment', $3, '{}', now()) ON CONFLICT DO NOTHING RETURNING key`,
      [deal.payer.companyId, k, k],
    );
    if (ins.rowCount !== 1) throw new Error('key reused');
    const d = await client.query(
      `UPDATE trade_deals SET trade_status = ${TradeStatus.Finished}, finished_at = now(), updated_at = now(),
              version = version + 1,
              account_id = (SELECT id FROM trade_accounts WHERE company_id = trade_deals.company_id
                             AND purpose = 'customer' AND account_type = ${AccountType.Balance})
        WHERE id = $1 AND company_id = $2 AND trade_status = ${TradeStatus.WaitPayment}
        RETURNING id, company_id, account_id, amount_fen, order_unique_id`,
      [deal.id, deal.payer.companyId],
    );
    const row = d.rows[0] as { account_id: string; amount_fen: string; order_unique_id: string | null } | undefined;
    if (!row) throw new Error('deal not awaiting payment');
    const a = await client.query(
      `UPDATE trade_accounts SET balance_fen = balance_fen - $2, updated_at = now()
        WHERE id = $1 AND balance_fen + credit_limit_fen - frozen_fen >= $2 RETURNING balance_fen`,
      [row.account_id, row.amount_fen],
    );
    if (a.rowCount !== 1) throw new Error('not enough available');
    await client.query(
      `INSERT INTO trade_details (deal_id, account_id, company_id, amount_fen, balance_after_fen, trade_type,
                                  order_unique_id, created_at)
       VALUES ($1, $2, $3, -$4::bigint, $5, ${TradeType.Payment}, $6, now()),
              ($1, $7, $8, $4::bigint, NULL, ${TradeType.Payment}, $6, now())`,
      [
        deal.id,
        row.account_id,
        deal.payer.companyId,
        row.amount_fen,
        (a.rows[0] as { balance_fen: string }).balance_fen,
        row.order_unique_id,
        salesId,
        tmcId,
      ],
    );
    await client.query(`UPDATE idempotency_keys SET result = $3 WHERE company_id = $1 AND key = $2`, [
      deal.payer.companyId,
      k,
      JSON.stringify(d.rows[0]),
    ]);
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
};

/** Pays every deal with CONCURRENCY in flight; returns payments per second and this process's CPU per payment. */
const drive = async (
  deals: { id: string; payer: TPayer }[],
  pay: (d: { id: string; payer: TPayer }) => Promise<boolean>,
) => {
  let next = 0;
  let failed = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deals.length) {
        const d = deals[next++]!;
        await pay(d).catch((e: Error) => {
          failed++;
          if (failed === 1) console.error(e);
        });
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return {
    rate: deals.length / seconds,
    cpuUs: (cpu.user + cpu.system) / deals.length,
    failed,
  };
};

/** The call over HTTP: autocannon posts TradeDeal/Payment for each deal once, with its payer's session. */
const driveHttp = async (deals: { id: string; payer: TPayer }[]) => {
  let next = 0;
  const t0 = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/api/bill/TradeDeal/Payment`,
    connections: CONCURRENCY,
    amount: deals.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const d = deals[next++ % deals.length]!;
          const data = JSON.stringify({ TradeID: d.id, AccountType: AccountType.Balance, IdempotencyKey: key() });
          return {
            ...req,
            headers: { ...FORM_HEADERS, cookie: d.payer.cookie },
            body: new URLSearchParams({ data }).toString(),
          };
        },
      },
    ],
  });
  const seconds = (performance.now() - t0) / 1000;
  return { rate: result.requests.total / seconds, cpuUs: NaN, failed: result.non2xx + result.errors };
};

const results: { round: number; c: TCase; path: TPath; rate: number; cpuUs: number; failed: number }[] = [];
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
try {
  // Warm-up of both paths (JIT, prepared plans, the pools' connections).
  for (const c of ['hot', 'spread'] as const) {
    await drive(await raise(c, 300), payByModule);
    await drive(await raise(c, 300), payByPlainSql);
  }
  if (HTTP) server = await startBenchServer(PORT, db.url);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const c of ['hot', 'spread'] as const) {
      // Alternate which path goes first, so neither always meets a fresher table.
      const order: TPath[] = round % 2 ? ['module', 'plain SQL'] : ['plain SQL', 'module'];
      if (HTTP) order.push('module over HTTP');
      for (const path of order) {
        const deals = await raise(c, PAYMENTS);
        await exec('VACUUM ANALYZE trade_deals');
        const r =
          path === 'module'
            ? await drive(deals, payByModule)
            : path === 'plain SQL'
              ? await drive(deals, payByPlainSql)
              : await driveHttp(deals);
        results.push({ round, c, path, ...r });
        console.error(`round ${round} ${c} ${path}: ${Math.round(r.rate)} payments/s, ${r.failed} failed`);
      }
    }
  }
  const [paid] = await exec(
    `SELECT count(*) FILTER (WHERE trade_status = ${TradeStatus.Finished})::int AS finished,
            count(*) FILTER (WHERE trade_status = ${TradeStatus.WaitPayment})::int AS waiting
       FROM trade_deals WHERE trade_type = ${TradeType.Payment}`,
  );
  await assertLedgerInvariants(database);

  console.log(
    `\n${PAYMENTS} payments per run, ${CONCURRENCY} in flight, pool ${POOL}, ${os.cpus().length} cores, ` +
      `${new Date().toISOString()}; ${paid!.finished} payments finished, ${paid!.waiting} left; ledger invariants hold\n`,
  );
  console.log('| round | account(s) | path | payments/s | of plain SQL | this process CPU µs/payment | failed |');
  console.log('|---:|---|---|---:|---:|---:|---:|');
  for (const r of results) {
    const base = results.find((x) => x.round === r.round && x.c === r.c && x.path === 'plain SQL')!;
    console.log(
      `| ${r.round} | ${r.c === 'hot' ? 'one hot account' : `${SPREAD} accounts`} | ${r.path} | ${Math.round(r.rate)} | ` +
        `${shareOfBaseline(r.rate, base.rate)} | ${Number.isNaN(r.cpuUs) ? '—' : Math.round(r.cpuUs)} | ${r.failed} |`,
    );
  }
} finally {
  await stopBenchServer(server);
  await app.close();
  await plainPool.end();
  await database.close();
  await db.drop();
}
