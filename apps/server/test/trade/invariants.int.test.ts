import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, TradeStatus } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { ledgerViolations } from '../ledger-invariants.ts';
import { DEMO_CLIENT } from './helpers.ts';
import { pay, raiseCharges } from './funding.ts';
import { NOW, at, book, bookingOf, gTrain } from '../train/order-helpers.ts';

// The ledger checker that runs after every test file (harness.ts close()) must catch each kind of corruption it
// claims to: each case breaks the ledger behind the code's back, reads the violations, and puts the row back.

let t: TTestApp;
let paymentId = '';
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  const finance = await t.login('finance');
  const accountant = await t.login('accountant');
  const [charge] = await raiseCharges(t, accountant, 1, 250);
  const paid = await pay(t, finance, charge!.TradeID);
  if (!paid.isSucc) throw new Error(paid.message);
  paymentId = charge!.TradeID;
});
afterAll(async () => t.close());

const exec = (text: string, values: unknown[] = []) => t.database.executeSql(text, values);
const balanceAccount = async () =>
  String(
    (
      await exec(`SELECT id FROM trade_accounts WHERE company_id = $1 AND purpose = 'customer' AND account_type = $2`, [
        DEMO_CLIENT,
        AccountType.Balance,
      ])
    ).rows[0]!.id,
  );

/** Breaks the ledger with `breakIt`, returns the violations, and restores it with `undo`. */
const violationsWhile = async (breakIt: [string, unknown[]], undo: [string, unknown[]]) => {
  await exec(...breakIt);
  try {
    return await ledgerViolations(t.database);
  } finally {
    await exec(...undo);
  }
};

describe('the ledger checker', () => {
  it('finds nothing wrong in a ledger moved only by the calls', async () => {
    expect(await ledgerViolations(t.database)).toEqual([]);
  });

  it('catches a balance that no longer equals its postings', async () => {
    const id = await balanceAccount();
    const v = await violationsWhile(
      ['UPDATE trade_accounts SET balance_fen = balance_fen + 1 WHERE id = $1', [id]],
      ['UPDATE trade_accounts SET balance_fen = balance_fen - 1 WHERE id = $1', [id]],
    );
    expect(v.some((x) => x.startsWith("every customer account's balance equals") && x.includes(id))).toBe(true);
    expect(v.some((x) => x.startsWith("a customer account's latest posting") && x.includes(id))).toBe(true);
  });

  it('catches postings that do not sum to 0, and a posting set applied twice', async () => {
    const v = await violationsWhile(
      [
        `UPDATE trade_details SET amount_fen = amount_fen * 2
          WHERE id = (SELECT max(id) FROM trade_details WHERE deal_id = $1 AND amount_fen > 0)`,
        [paymentId],
      ],
      [
        `UPDATE trade_details SET amount_fen = amount_fen / 2
          WHERE id = (SELECT max(id) FROM trade_details WHERE deal_id = $1 AND amount_fen > 0)`,
        [paymentId],
      ],
    );
    expect(v.some((x) => x.startsWith('postings sum to 0 per deal') && x.includes(paymentId))).toBe(true);
    expect(v.some((x) => x.startsWith('a finished deal moves its amount exactly once') && x.includes(paymentId))).toBe(
      true,
    );
  });

  it('catches an available amount below zero and a frozen amount out of bounds', async () => {
    const id = await balanceAccount();
    const spent = await violationsWhile(
      ['UPDATE trade_accounts SET frozen_fen = balance_fen + 1 WHERE id = $1', [id]],
      ['UPDATE trade_accounts SET frozen_fen = 0 WHERE id = $1', [id]],
    );
    expect(spent.some((x) => x.startsWith('no available amount is below zero') && x.includes(id))).toBe(true);
    expect(spent.some((x) => x.startsWith('frozen equals the sum of its held amounts') && x.includes(id))).toBe(true);
  });

  it('catches refunds larger than the payment or out of step with the refund deals', async () => {
    const v = await violationsWhile(
      ['UPDATE trade_deals SET refunded_fen = 100 WHERE id = $1', [paymentId]],
      ['UPDATE trade_deals SET refunded_fen = 0 WHERE id = $1', [paymentId]],
    );
    expect(v.some((x) => x.startsWith('refunds are no larger than the payment') && x.includes(paymentId))).toBe(true);
  });

  it("catches an order whose amounts disagree with its deals' payments and refunds", async () => {
    t.clock.set(at(NOW));
    const o = await book(t, await t.login('employee'), bookingOf(gTrain(0), { Submit: true }));
    expect(await ledgerViolations(t.database)).toEqual([]);
    const money = await violationsWhile(
      ['UPDATE orders SET paid_fen = paid_fen + 5, refunded_fen = refunded_fen + 5 WHERE id = $1', [o.OrderID]],
      ['UPDATE orders SET paid_fen = paid_fen - 5, refunded_fen = refunded_fen - 5 WHERE id = $1', [o.OrderID]],
    );
    expect(money.some((x) => x.startsWith("an order's paid and refunded amounts") && x.includes(o.UniqueID))).toBe(
      true,
    );
    const total = await violationsWhile(
      ['UPDATE orders SET total_fen = total_fen + 1 WHERE id = $1', [o.OrderID]],
      ['UPDATE orders SET total_fen = total_fen - 1 WHERE id = $1', [o.OrderID]],
    );
    expect(total.some((x) => x.startsWith("an order's total is what its payments") && x.includes(o.UniqueID))).toBe(
      true,
    );
    expect(await ledgerViolations(t.database)).toEqual([]);
  });

  it('catches a deal whose postings do not match its status', async () => {
    const v = await violationsWhile(
      ['UPDATE trade_deals SET trade_status = $2 WHERE id = $1', [paymentId, TradeStatus.WaitPayment]],
      ['UPDATE trade_deals SET trade_status = $2 WHERE id = $1', [paymentId, TradeStatus.Finished]],
    );
    expect(v.some((x) => x.startsWith('a finished payment, recharge or refund') && x.includes(paymentId))).toBe(true);
    expect(await ledgerViolations(t.database)).toEqual([]);
  });
});
