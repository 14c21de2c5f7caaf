import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradeDealConfirm, TradeDealRefund, TradeStatus, TradeType, type TTradeDeal } from '@opentmc/contracts';
import { DEMO_PASSWORD, createTestApp, type TTestApp } from '../harness.ts';
import { ledgerViolations } from '../ledger-invariants.ts';
import { DEMO_CLIENT, newKey } from './helpers.ts';
import { balanceRow, enterRecharge, fundedCompany, ledgerOf, pay, raiseCharges, receivingBank } from './funding.ts';

// Races on the money paths (issue 5 section 4). Every request of a race is fired at once (Promise.all); on PGlite the
// database serialises them, on the real PostgreSQL (TEST_DB=pg) they truly overlap, up to the pool's connections.
// Whatever the interleaving: nothing spends past what is available, a key applies once, a deal moves once, and
// refunds never exceed the payment.

let t: TTestApp;
const sid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['finance', 'accountant']) sid[a] = await t.login(a);
  // A second TMC finance user, to confirm at the same moment as the first.
  const { insertUser, hashPassword } = await import('../../src/modules/org/index.ts');
  const tmc = await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'accountant') });
  await insertUser(t.app.deps.db, t.clock, tmc!.companyId, {
    name: '第二会计',
    mobile: '13900006601',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roles: ['tmc_finance'],
  });
  sid.accountant2 = await t.login('13900006601');
});
afterAll(async () => t.close());

describe('payment races', () => {
  it('50 concurrent payments against an account that covers 10: exactly 10 succeed, 40 are refused', async () => {
    const co = await fundedCompany(t, sid.accountant!, { name: '并发支付公司', mobile: '13900006602', balance: 1000 });
    const charges = await raiseCharges(t, sid.accountant!, 50, 100, co.companyId);
    const replies = await Promise.all(charges.map((c) => pay(t, co.sid, c.TradeID)));

    const ok = replies.filter((r) => r.isSucc);
    const refused = replies.filter((r) => !r.isSucc);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of ok) expect(r.result!.TradeStatus).toBe(TradeStatus.Finished);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.httpStatus).toBeLessThan(500);
      expect(r.message).toMatch(/^Not enough available: [\d.]+ yuan available, 100\.00 yuan to pay$/);
    }
    expect(replies.every((r) => r.httpStatus < 500 && r.statusCode !== 500)).toBe(true);

    // Balance and postings agree: ten posting sets, the account emptied, the forty still awaiting payment.
    const ledger = await ledgerOf(
      t,
      charges.map((c) => c.TradeID),
    );
    const finished = [...ledger.values()].filter((d) => d.status === TradeStatus.Finished);
    expect(finished).toHaveLength(10);
    expect(finished.every((d) => d.postings === 2 && d.total === 0)).toBe(true);
    const waiting = [...ledger.values()].filter((d) => d.status === TradeStatus.WaitPayment);
    expect(waiting).toHaveLength(40);
    expect(waiting.every((d) => d.postings === 0)).toBe(true);
    expect(await balanceRow(t, co.companyId)).toEqual({ balanceFen: 0, frozenFen: 0 });
    expect(await ledgerViolations(t.database)).toEqual([]);
  }, 60000);

  it('20 retries with the same key for each of 100 payments: exactly 100 posting sets, one answer per key', async () => {
    const charges = await raiseCharges(t, sid.accountant!, 100, 1);
    const before = await balanceRow(t, DEMO_CLIENT);
    const keys = charges.map(() => newKey());
    // Every retry of every payment in flight together, the retries of one key interleaved with the others.
    const attempts = Array.from({ length: 20 }, () => charges.map((c, i) => ({ c, key: keys[i]! }))).flat();
    const replies = await Promise.all(attempts.map(({ c, key }) => pay(t, sid.finance!, c.TradeID, key)));

    const wrong = replies.filter((r) => !r.isSucc || r.statusCode !== 200);
    expect(wrong.map((r) => `${r.statusCode} ${r.message}`)).toEqual([]);
    // The same successful reply for every retry of a key.
    const byDeal = new Map<string, unknown[]>();
    attempts.forEach(({ c }, i) => byDeal.set(c.TradeID, [...(byDeal.get(c.TradeID) ?? []), replies[i]!.result]));
    for (const [id, results] of byDeal) {
      expect(results).toHaveLength(20);
      for (const r of results) expect(r).toEqual(results[0]);
      expect(results[0]).toMatchObject({ TradeID: id, TradeStatus: TradeStatus.Finished, Amount: 1 });
    }
    const ids = charges.map((c) => c.TradeID);
    const rows = await t.database.executeSql(
      'SELECT count(*)::int AS n FROM trade_details WHERE deal_id = ANY($1::text[])',
      [ids],
    );
    expect(Number(rows.rows[0]!.n)).toBe(200);
    const ledger = await ledgerOf(t, ids);
    expect([...ledger.values()].every((d) => d.status === TradeStatus.Finished && d.postings === 2)).toBe(true);
    expect((await balanceRow(t, DEMO_CLIENT)).balanceFen).toBe(before.balanceFen - 100 * 100);
    expect(await ledgerViolations(t.database)).toEqual([]);
  }, 120000);
});

describe('confirmation and refund races', () => {
  it('two TMC finance users confirming one recharge at once: one finishes it, the other is clearly refused', async () => {
    const bankId = await receivingBank(t, sid.finance!);
    const before = await balanceRow(t, DEMO_CLIENT);
    const deal = await enterRecharge(t, sid.finance!, bankId, 777);
    const replies = await Promise.all(
      [sid.accountant!, sid.accountant2!].map((s) =>
        t.call<TTradeDeal>(
          TradeDealConfirm,
          { TradeID: deal.TradeID, IdempotencyKey: newKey() },
          { session: s, lang: 'en' },
        ),
      ),
    );
    const ok = replies.filter((r) => r.isSucc);
    const refused = replies.filter((r) => !r.isSucc);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.result!.TradeStatus).toBe(TradeStatus.Finished);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      statusCode: 400,
      message: 'The trade cannot do this in its current status',
    });
    const ledger = (await ledgerOf(t, [deal.TradeID])).get(deal.TradeID)!;
    expect(ledger).toMatchObject({ status: TradeStatus.Finished, postings: 2, total: 0 });
    expect((await balanceRow(t, DEMO_CLIENT)).balanceFen).toBe(before.balanceFen + 77700);
  });

  it('refunds raced against one payment never add up to more than it', async () => {
    const [charge] = await raiseCharges(t, sid.accountant!, 1, 100);
    const paid = await pay(t, sid.finance!, charge!.TradeID);
    expect(paid.isSucc, paid.message).toBe(true);
    const before = await balanceRow(t, DEMO_CLIENT);
    // Ten refunds of 30 yuan by two people at once, against a payment of 100: three fit.
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call<TTradeDeal>(
          TradeDealRefund,
          { TradeID: charge!.TradeID, Amount: 30, Reason: '并发退款', IdempotencyKey: newKey() },
          { session: i % 2 ? sid.accountant! : sid.accountant2!, lang: 'en' },
        ),
      ),
    );
    const ok = replies.filter((r) => r.isSucc);
    expect(ok).toHaveLength(3);
    for (const r of ok) expect(r.result).toMatchObject({ TradeType: TradeType.Refund, Amount: 30 });
    for (const r of replies.filter((x) => !x.isSucc)) {
      expect(r.statusCode).toBe(400);
      expect(r.message).toMatch(/^A refund cannot exceed the refundable 10\.00 yuan$/);
    }
    const original = (await ledgerOf(t, [charge!.TradeID])).get(charge!.TradeID)!;
    expect(original.refunded).toBe(9000);
    expect((await balanceRow(t, DEMO_CLIENT)).balanceFen).toBe(before.balanceFen + 9000);
    expect(await ledgerViolations(t.database)).toEqual([]);
  });
});
