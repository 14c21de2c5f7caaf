import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountType, CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, TradeStatus } from '@opentmc/contracts';
import type { TDatabase } from '../../src/platform/db/database.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { createPaymentDeal } from '../../src/modules/trade/index.ts';
import { DEMO_PASSWORD, freshDatabase } from '../harness.ts';
import { assertLedgerInvariants } from '../ledger-invariants.ts';
import { DEMO_CLIENT, newKey } from './helpers.ts';

// Crash during a burst of payments (issue 5 section 4), on the real PostgreSQL: a real server process pays 500
// charges at once and is killed with SIGKILL in the middle; after a restart the ledger is reconciled against what
// the clients were told. Every payment acknowledged as succeeded is finished exactly once with one posting set; none is
// half-applied; a retry of an unacknowledged one with its same key applies it at most once. Runs in the PostgreSQL
// pass only (*.pg.int.test.ts).

const serverDir = path.resolve(import.meta.dirname, '../..');
const BURST = 500;
/** The burst is killed once this many payments have been acknowledged. */
const KILL_AFTER = 120;
const PORTS = [18650, 18651];

let database: TDatabase;
let url = '';
let drop: () => Promise<void>;
const procs: ChildProcess[] = [];

/** Starts the server on the test's database and waits until it answers. */
const startServer = async (port: number): Promise<ChildProcess> => {
  const p = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      WORKERS: '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  procs.push(p);
  let out = '';
  p.stdout?.on('data', (b: Buffer) => (out = (out + b.toString()).slice(-4000)));
  p.stderr?.on('data', (b: Buffer) => (out = (out + b.toString()).slice(-4000)));
  await vi.waitFor(
    async () => {
      // A server that exited is reported with its output when the wait ends.
      if (p.exitCode !== null) throw new Error(`server ${port} exited ${p.exitCode}:\n${out}`);
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) throw new Error(`server ${port} did not start:\n${out}`);
    },
    { timeout: 45_000, interval: 150 },
  );
  return p;
};

const call = async (port: number, p: string, data: unknown, sid?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/bill/${p}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      cookie: `lang=en${sid ? `; ${SESSION_COOKIE}=${sid}` : ''}`,
    },
    body: new URLSearchParams({ data: JSON.stringify(data) }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { isSucc: boolean; statusCode: number; message: string; result: unknown },
    setCookie: res.headers.getSetCookie(),
  };
};

const login = async (port: number, account: string): Promise<string> => {
  const res = await fetch(`http://127.0.0.1:${port}/api/system/Security/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: new URLSearchParams({ data: JSON.stringify({ Account: account, Password: DEMO_PASSWORD }) }),
  });
  const sid = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0]
    ?.split('=')[1];
  if (!sid) throw new Error(`login ${account}: ${await res.text()}`);
  return sid;
};

const rows = async (text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows;

/** Each deal's status and postings, and whether its payment's key was stored. */
const reconcile = async (ids: string[]) => {
  const r = await rows(
    `SELECT t.id, t.trade_status::int AS status,
            (SELECT count(*)::int FROM trade_details d WHERE d.deal_id = t.id) AS postings,
            (SELECT coalesce(sum(d.amount_fen), 0)::text FROM trade_details d WHERE d.deal_id = t.id) AS total,
            (SELECT count(*)::int FROM trade_holds h WHERE h.deal_id = t.id) AS holds,
            (SELECT count(*)::int FROM idempotency_keys k
              WHERE k.company_id = t.company_id AND k.result->>'TradeID' = t.id) AS keys
       FROM trade_deals t WHERE t.id = ANY($1::text[])`,
    [ids],
  );
  return new Map(
    r.map((x) => [
      String(x.id),
      {
        status: Number(x.status),
        postings: Number(x.postings),
        total: Number(x.total),
        holds: Number(x.holds),
        keys: Number(x.keys),
      },
    ]),
  );
};

const balanceFen = async () =>
  Number(
    (
      await rows(
        `SELECT balance_fen::text AS b FROM trade_accounts
          WHERE company_id = $1 AND purpose = 'customer' AND account_type = $2`,
        [DEMO_CLIENT, AccountType.Balance],
      )
    )[0]!.b,
  );

beforeAll(async () => {
  const fresh = await freshDatabase();
  database = fresh.database;
  url = fresh.url!;
  drop = fresh.drop;
}, 60000);

afterAll(async () => {
  for (const p of procs) if (p.exitCode === null && p.signalCode === null) p.kill('SIGTERM');
  await Promise.all(
    procs.map((p) => new Promise((r) => (p.exitCode !== null || p.signalCode !== null ? r(null) : p.on('exit', r)))),
  );
  try {
    await assertLedgerInvariants(database);
  } finally {
    await drop?.();
  }
});

describe('a server killed during a burst of payments', () => {
  it('keeps every acknowledged payment exactly once and half-applies none', async () => {
    const first = await startServer(PORTS[0]!);
    // 500 charges of 1 yuan on the demo client (balance ¥50,000), raised in one setup transaction with the module's
    // own function, as TradeDeal/Create does.
    const [accountant] = await rows(`SELECT id FROM users WHERE login_name = 'accountant'`);
    const ids = await database.db.transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < BURST; i++) {
        const d = await createPaymentDeal(tx, {
          companyId: DEMO_CLIENT,
          by: String(accountant!.id),
          amountFen: 100,
          subject: `压测费用 ${i}`,
          now: systemClock.now(),
        });
        out.push(d.id);
      }
      return out;
    });
    const startBalance = await balanceFen();
    const sid = await login(PORTS[0]!, 'finance');
    const keys = ids.map(() => newKey());

    // The burst: every payment at once; the server is killed once KILL_AFTER of them are acknowledged.
    type TOutcome = { acked: boolean; result?: unknown; error?: string };
    let acked = 0;
    let killed = false;
    const exited = new Promise((r) => first.on('exit', r));
    const outcomes: TOutcome[] = await Promise.all(
      ids.map(async (id, i): Promise<TOutcome> => {
        try {
          const r = await call(
            PORTS[0]!,
            'TradeDeal/Payment',
            { TradeID: id, AccountType: AccountType.Balance, IdempotencyKey: keys[i] },
            sid,
          );
          if (r.body.isSucc) {
            acked++;
            if (acked >= KILL_AFTER && !killed) {
              killed = true;
              first.kill('SIGKILL');
            }
            return { acked: true, result: r.body.result };
          }
          return { acked: false, error: `${r.status} ${r.body.message}` };
        } catch (e) {
          return { acked: false, error: (e as Error).message };
        }
      }),
    );
    await exited;
    expect(killed).toBe(true);
    expect(first.signalCode).toBe('SIGKILL');
    const ackedIds = ids.filter((_, i) => outcomes[i]!.acked);
    const unacked = ids.filter((_, i) => !outcomes[i]!.acked);
    // Killed in the middle: some were answered, some were cut off.
    expect(ackedIds.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unacked.length).toBeGreaterThan(0);
    // Nothing was refused for a reason of its own: every failure is the connection going away.
    expect(outcomes.filter((o) => !o.acked && /^\d/.test(o.error ?? '')).map((o) => o.error)).toEqual([]);

    const second = await startServer(PORTS[1]!);
    let ledger = await reconcile(ids);
    expect(ledger.size).toBe(BURST);
    const wrong: string[] = [];
    for (const id of ackedIds) {
      const d = ledger.get(id)!;
      if (d.status !== TradeStatus.Finished || d.postings !== 2 || d.total !== 0 || d.keys !== 1)
        wrong.push(`acknowledged ${id}: ${JSON.stringify(d)}`);
    }
    for (const [id, d] of ledger) {
      const whole =
        (d.status === TradeStatus.Finished && d.postings === 2 && d.total === 0 && d.keys === 1) ||
        (d.status === TradeStatus.WaitPayment && d.postings === 0 && d.keys === 0);
      if (!whole || d.holds !== 0) wrong.push(`half-applied ${id}: ${JSON.stringify(d)}`);
    }
    expect(wrong).toEqual([]);
    const finishedBefore = [...ledger.values()].filter((d) => d.status === TradeStatus.Finished).length;
    // Some of the cut-off ones may have committed before the kill; the balance counts exactly the finished ones.
    expect(finishedBefore).toBeGreaterThanOrEqual(ackedIds.length);
    expect(await balanceFen()).toBe(startBalance - finishedBefore * 100);
    await assertLedgerInvariants(database);

    // After the restart the session still holds; retries with the same keys apply each payment at most once, and an
    // acknowledged one replays its first answer.
    const retried = await Promise.all(
      unacked.map((id) =>
        call(
          PORTS[1]!,
          'TradeDeal/Payment',
          { TradeID: id, AccountType: AccountType.Balance, IdempotencyKey: keys[ids.indexOf(id)] },
          sid,
        ),
      ),
    );
    expect(retried.filter((r) => !r.body.isSucc).map((r) => r.body.message)).toEqual([]);
    const replays = await Promise.all(
      ackedIds
        .slice(0, 20)
        .map((id) =>
          call(
            PORTS[1]!,
            'TradeDeal/Payment',
            { TradeID: id, AccountType: AccountType.Balance, IdempotencyKey: keys[ids.indexOf(id)] },
            sid,
          ),
        ),
    );
    replays.forEach((r, i) => expect(r.body.result).toEqual(outcomes[ids.indexOf(ackedIds[i]!)]!.result));

    ledger = await reconcile(ids);
    const after = [...ledger.entries()].filter(
      ([, d]) => d.status !== TradeStatus.Finished || d.postings !== 2 || d.total !== 0 || d.keys !== 1,
    );
    expect(after).toEqual([]);
    expect(await balanceFen()).toBe(startBalance - BURST * 100);
    await assertLedgerInvariants(database);
    second.kill('SIGTERM');
  }, 90000);
});
