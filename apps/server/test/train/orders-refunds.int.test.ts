import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  TrainBooking,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderLock,
  AmendStatus,
  TrainAmendDetails,
  TrainAmendList,
  TrainCheckAmend,
  TrainOrderRefund,
  TrainOrderRefundCancel,
  TrainRefundJudge,
  TrainRefundTickets,
  fenToYuan,
  trainRefundFee,
  type TTrainOrderDetail,
  type TTrainAmend,
  type TTrainAmendListResult,
  type TTrainOrderRefundResult,
  type TTrainRefundJudge,
} from '@opentmc/contracts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import {
  DEMO_CLIENT,
  NOW,
  accountRow,
  at,
  book,
  bookingOf,
  gTrain,
  noticesOf,
  scalar,
  seatsLeft,
} from './order-helpers.ts';

// Train refunds (issue 6 section 5): RefundJudge and RefundTickets give, per ticket still issued, the refund fee at
// the injected clock, its rate, what would go back and whether the online refund is open (35-minute cut-off).

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };
const train = gTrain(4);

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of ['employee', 'supplier', 'service']) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '退票测试另一家公司', '13900007901');
});
afterAll(async () => t.close());

const call = <R = TTrainOrderDetail>(
  c: Parameters<TTestApp['call']>[0],
  payload: unknown,
  who: string,
  o: Parameters<TTestApp['call']>[2] = {},
) => t.call<R>(c, payload, { session: sid[who] ?? who, lang: 'en', ...o });

/** An order submitted to fulfilment (company credit), with `count` passengers. */
const submitted = async (count = 1) => {
  await setClock(at(NOW));
  const o = await book(t, sid.employee!, bookingOf(train, { count, Submit: true }));
  expect(o.OrderStatus).toBe(OrderStatus.WaitDispose);
  return o;
};

/** An issued order: locked, booked and issued by the supplier. */
const issued = async (count = 1) => {
  const o = await submitted(count);
  for (const [c, payload] of [
    [TrainOrderLock, { UniqueID: o.UniqueID }],
    [TrainBooking, { UniqueId: o.UniqueID }],
    [TrainOrderDrawer, { UniqueID: o.UniqueID }],
  ] as const) {
    const r = await call(c, payload, 'supplier');
    if (!r.isSucc) throw new Error(`${c.path}: ${r.message}`);
  }
  const r = await call<TTrainRefundJudge>(TrainRefundJudge, { UniqueID: o.UniqueID }, 'employee');
  return { order: o, departAt: at(r.result!.DepartTime) };
};

/** Moves the injected clock; sessions expire across such jumps, so the booker logs in again. */
const setClock = async (d: Date) => {
  t.clock.set(d);
  sid.employee = await t.login('employee');
};

const judge = (ref: string, who = 'employee') => call<TTrainRefundJudge>(TrainRefundJudge, { UniqueID: ref }, who);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('RefundJudge and RefundTickets', () => {
  it('gives each issued ticket its fee by the tier of the injected clock', async () => {
    const { order, departAt } = await issued(2);
    const price = order.Passengers[0]!.Price;
    const cases = [
      { before: 9 * DAY, rate: 0 },
      { before: 3 * DAY, rate: 0.05 },
      { before: 30 * HOUR, rate: 0.1 },
      { before: 2 * HOUR, rate: 0.2 },
    ];
    for (const c of cases) {
      const now = new Date(departAt.getTime() - c.before);
      await setClock(now);
      const r = await judge(order.UniqueID);
      expect(r.isSucc).toBe(true);
      const j = r.result!;
      expect(j.Open).toBe(true);
      expect(j.Message).toBe('');
      expect(j.Tickets).toHaveLength(2);
      const want = trainRefundFee({ priceFen: Math.round(price * 100), departure: departAt, now });
      for (const tk of j.Tickets) {
        expect(tk.Rate).toBe(c.rate);
        expect(tk.Price).toBe(price);
        expect(tk.Fee).toBe(fenToYuan(want.feeFen));
        expect(tk.RefundAmount).toBe(fenToYuan(want.refundFen));
        expect(tk.CanRefund).toBe(true);
        expect(tk.TicketNo).not.toBe('');
      }
      if (c.rate === 0) expect(j.Tickets[0]!.Fee).toBe(0);
      else expect(j.Tickets[0]!.Fee).toBeGreaterThan(0);
    }
    // RefundTickets/{id}: the same answer for the refund screen, by number or internal id.
    const byId = await call<TTrainRefundJudge>(TrainRefundTickets, undefined, 'employee', {
      params: { id: order.UniqueID },
    });
    expect(byId.isSucc).toBe(true);
    expect(byId.result).toEqual((await judge(order.UniqueID)).result);
  });

  it('says the online refund is closed 35 minutes before departure, and at exactly 35', async () => {
    const { order, departAt } = await issued();
    for (const before of [35 * MIN, 10 * MIN, -HOUR]) {
      await setClock(new Date(departAt.getTime() - before));
      const j = (await judge(order.UniqueID)).result!;
      expect(j.Open).toBe(false);
      expect(j.Message).toMatch(/35/);
      expect(j.Tickets.every((tk) => !tk.CanRefund)).toBe(true);
    }
    await setClock(new Date(departAt.getTime() - 36 * MIN));
    expect((await judge(order.UniqueID)).result!.Open).toBe(true);
  });

  it('has no ticket to refund before issue', async () => {
    const o = await submitted();
    const j = (await judge(o.UniqueID)).result!;
    expect(j.Open).toBe(false);
    expect(j.Tickets).toEqual([]);
    expect(j.Message).toBe('The order is not issued yet and cannot be refunded');
  });

  it('shows the TMC staff and the supplier the order, and nobody else', async () => {
    const { order } = await issued();
    expect((await judge(order.UniqueID, 'service')).isSucc).toBe(true);
    expect((await judge(order.UniqueID, 'supplier')).isSucc).toBe(true);
    const r = await judge(order.UniqueID, other.sid);
    expect(r.isSucc).toBe(false);
    expect(r.httpStatus).toBe(400);
    const bad = await judge('');
    expect(bad.isSucc).toBe(false);
    expect(bad.httpStatus).toBe(400);
  });
});

const refund = (ref: string, ids: string[], who = 'employee', reason = '行程取消') =>
  call<TTrainOrderRefundResult>(TrainOrderRefund, { UniqueID: ref, PassengerIDs: ids, Reason: reason }, who);

/** What a refund writes (for "nothing was written"). */
const refundRows = async () => ({
  amends: await scalar(t, 'SELECT count(*)::int FROM amends'),
  refunded: await scalar(t, `SELECT count(*)::int FROM train_order_passengers WHERE status = 'Refunded'`),
  deals: await scalar(t, 'SELECT count(*)::int FROM trade_deals'),
  postings: await scalar(t, 'SELECT count(*)::int FROM trade_details'),
});

const refundDealsOf = async (uniqueId: string) =>
  (
    await t.database.executeSql(
      `SELECT d.id, d.amount_fen::int AS amount,
              (SELECT count(*)::int FROM trade_details x WHERE x.deal_id = d.id) AS postings,
              (SELECT coalesce(sum(x.amount_fen), 0)::int FROM trade_details x WHERE x.deal_id = d.id) AS sum
         FROM trade_deals d WHERE d.order_unique_id = $1 AND d.original_deal_id IS NOT NULL`,
      [uniqueId],
    )
  ).rows as { id: string; amount: number; postings: number; sum: number }[];

describe('OrderRefund', () => {
  it('refunds a chosen passenger: amend Finished, fee kept, the rest back to the account, seat released', async () => {
    const { order, departAt } = await issued(2);
    const [p1, p2] = order.Passengers;
    const now = new Date(departAt.getTime() - 3 * DAY);
    await setClock(now);
    const balance = (await accountRow(t, DEMO_CLIENT))!.balanceFen;
    const left = await seatsLeft(t, train);
    const r = await refund(order.UniqueID, [p1!.PassengerID]);
    expect(r.message).toBe('Refund request submitted');
    expect(r.isSucc).toBe(true);
    const priceFen = Math.round(p1!.Price * 100);
    const want = trainRefundFee({ priceFen, departure: departAt, now });
    expect(want.feeFen).toBeGreaterThan(0);
    const res = r.result!;
    expect(res.AmendStatus).toBe(AmendStatus.Finished);
    expect(res.Fee).toBe(fenToYuan(want.feeFen));
    expect(res.RefundAmount).toBe(fenToYuan(want.refundFen));
    expect(res.Order.RefundedAmount).toBe(fenToYuan(want.refundFen));
    expect(res.Order.OrderStatus).toBe(OrderStatus.Finished);
    expect(res.Order.Passengers.map((p) => p.Status)).toEqual(['Refunded', 'Issued']);
    // The ledger: the price less the fee back to the company account (the service fee is kept), one refund deal
    // whose two postings sum to nothing.
    expect((await accountRow(t, DEMO_CLIENT))!.balanceFen - balance).toBe(want.refundFen);
    const deals = await refundDealsOf(order.UniqueID);
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ amount: want.refundFen, postings: 2, sum: 0 });
    expect(await seatsLeft(t, train)).toBe(left + 1);
    // The amend went through the table: opened, submitted, priced by the system, confirmed, refunded.
    const steps = await t.database.executeSql(
      'SELECT action, actor FROM order_history WHERE amend_id = $1 ORDER BY id',
      [res.AmendID],
    );
    expect(steps.rows.map((x) => `${String(x.action)}:${String(x.actor)}`)).toEqual([
      'refund:booker',
      'amendSubmit:booker',
      'confirmPrice:system',
      'confirmPrice:booker',
      'refund:system',
    ]);
    const judged = (await judge(order.UniqueID)).result!;
    expect(judged.Tickets.map((tk) => tk.PassengerID)).toEqual([p2!.PassengerID]);
    // The order's contact is told how much comes back.
    const notices = (await noticesOf(t, order.UniqueID)).filter((n) => n.key === 'message.templates.order.refunded');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toContain(`${(want.refundFen / 100).toFixed(2)} 元`);
  });

  it('takes no fee more than 8 days before, and 20% under 24 hours', async () => {
    const { order, departAt } = await issued(2);
    const [p1, p2] = order.Passengers;
    const priceFen = Math.round(p1!.Price * 100);
    await setClock(new Date(departAt.getTime() - 9 * DAY));
    const free = await refund(order.UniqueID, [p1!.PassengerID]);
    expect(free.isSucc).toBe(true);
    expect(free.result!.Fee).toBe(0);
    expect(free.result!.RefundAmount).toBe(p1!.Price);
    const late = new Date(departAt.getTime() - 2 * HOUR);
    await setClock(late);
    const r = await refund(order.UniqueID, [p2!.PassengerID]);
    expect(r.isSucc).toBe(true);
    const want = trainRefundFee({ priceFen, departure: departAt, now: late });
    expect(want.rate).toBe(0.2);
    expect(r.result!.Fee).toBe(fenToYuan(want.feeFen));
    expect(r.result!.Order.RefundedAmount).toBe(fenToYuan(priceFen + want.refundFen));
    expect((await refundDealsOf(order.UniqueID)).map((d) => d.amount)).toEqual([priceFen, want.refundFen]);
  });

  it('is refused from 35 minutes before departure, with nothing written', async () => {
    const { order, departAt } = await issued();
    await setClock(new Date(departAt.getTime() - 35 * MIN));
    const rows = await refundRows();
    const r = await refund(order.UniqueID, [order.Passengers[0]!.PassengerID]);
    expect(r.isSucc).toBe(false);
    expect(r.httpStatus).toBe(400);
    expect(r.message).toMatch(/35/);
    expect(await refundRows()).toEqual(rows);
  });

  it("refuses a refund without a passenger or a reason with the spec's message, nothing written", async () => {
    const { order } = await issued();
    const rows = await refundRows();
    const id = order.Passengers[0]!.PassengerID;
    for (const payload of [
      { UniqueID: order.UniqueID, PassengerIDs: [], Reason: '行程取消' },
      { UniqueID: order.UniqueID, Reason: '行程取消' },
      { UniqueID: order.UniqueID, PassengerIDs: [id], Reason: '  ' },
      { UniqueID: order.UniqueID, PassengerIDs: [id] },
    ]) {
      const r = await call(TrainOrderRefund, payload, 'employee');
      expect(r.isSucc).toBe(false);
      expect(r.httpStatus).toBe(400);
      expect(r.message).toContain('Before a refund, a passenger, a voyage and a reason must be selected');
    }
    // A passenger of no such order.
    const r = await refund(order.UniqueID, ['TP9999999999']);
    expect(r.httpStatus).toBe(400);
    expect(await refundRows()).toEqual(rows);
  });

  it('lets TMC staff holding the lock refund for the client', async () => {
    const { order } = await issued();
    const id = order.Passengers[0]!.PassengerID;
    // Without the lock the TMC may not act on the order.
    const unlocked = await refund(order.UniqueID, [id], 'service');
    expect(unlocked.isSucc).toBe(false);
    expect(unlocked.httpStatus).toBe(400);
    expect(unlocked.message).toBe('Lock the order before processing it');
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'service')).isSucc).toBe(true);
    const r = await refund(order.UniqueID, [id], 'service');
    expect(r.message).toBe('Refund request submitted');
    expect(r.result!.AmendStatus).toBe(AmendStatus.Finished);
    const steps = await t.database.executeSql('SELECT actor FROM order_history WHERE amend_id = $1 ORDER BY id', [
      r.result!.AmendID,
    ]);
    expect(steps.rows.map((x) => String(x.actor))).toEqual(['tmc', 'tmc', 'system', 'tmc', 'system']);
  });

  it('refuses another company and the supplier', async () => {
    const { order } = await issued();
    const rows = await refundRows();
    const id = order.Passengers[0]!.PassengerID;
    const stranger = await refund(order.UniqueID, [id], other.sid);
    expect(stranger.httpStatus).toBe(400);
    expect(stranger.message).toBe('The order does not exist');
    const supplier = await refund(order.UniqueID, [id], 'supplier');
    expect(supplier.isSucc).toBe(false);
    expect(supplier.httpStatus).toBe(400);
    expect(supplier.message).not.toBe('The order does not exist');
    expect(await refundRows()).toEqual(rows);
  });

  it('refuses an order not issued and a ticket already refunded', async () => {
    const o = await submitted();
    const notIssued = await refund(o.UniqueID, [o.Passengers[0]!.PassengerID]);
    expect(notIssued.message).toBe('The order is not issued yet and cannot be refunded');
    const { order } = await issued();
    const id = order.Passengers[0]!.PassengerID;
    expect((await refund(order.UniqueID, [id])).isSucc).toBe(true);
    const rows = await refundRows();
    const again = await refund(order.UniqueID, [id]);
    expect(again.isSucc).toBe(false);
    expect(again.message).toBe(
      'A chosen ticket is already refunded or cannot be refunded; please refresh and try again',
    );
    expect(await refundRows()).toEqual(rows);
  });

  it('refunds a passenger once under 20 concurrent OrderRefund calls', async () => {
    const { order, departAt } = await issued();
    await setClock(new Date(departAt.getTime() - 3 * DAY));
    const balance = (await accountRow(t, DEMO_CLIENT))!.balanceFen;
    const id = order.Passengers[0]!.PassengerID;
    const replies = await Promise.all(Array.from({ length: 20 }, () => refund(order.UniqueID, [id])));
    expect(replies.filter((r) => r.isSucc)).toHaveLength(1);
    expect(replies.filter((r) => !r.isSucc && r.httpStatus === 400)).toHaveLength(19);
    const won = replies.find((r) => r.isSucc)!.result!;
    const deals = await refundDealsOf(order.UniqueID);
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ postings: 2, sum: 0 });
    expect((await accountRow(t, DEMO_CLIENT))!.balanceFen - balance).toBe(Math.round(won.RefundAmount * 100));
    expect(await scalar(t, 'SELECT count(*)::int FROM amends WHERE order_id = $1', [order.OrderID])).toBe(1);
  });

  it('refunds two passengers of one order refunded at the same moment, each once', async () => {
    const { order, departAt } = await issued(2);
    await setClock(new Date(departAt.getTime() - 3 * DAY));
    const balance = (await accountRow(t, DEMO_CLIENT))!.balanceFen;
    const [p1, p2] = order.Passengers;
    const replies = await Promise.all([
      refund(order.UniqueID, [p1!.PassengerID]),
      refund(order.UniqueID, [p2!.PassengerID]),
    ]);
    expect(replies.map((r) => r.message)).toEqual(['Refund request submitted', 'Refund request submitted']);
    const back = replies.reduce((sum, r) => sum + Math.round(r.result!.RefundAmount * 100), 0);
    expect((await accountRow(t, DEMO_CLIENT))!.balanceFen - balance).toBe(back);
    const deals = await refundDealsOf(order.UniqueID);
    expect(deals).toHaveLength(2);
    expect(deals.every((d) => d.postings === 2 && d.sum === 0)).toBe(true);
    const seen = (await call(TrainOrderDetails, { UniqueID: order.UniqueID }, 'employee')).result!;
    expect(seen.Passengers.map((p) => p.Status)).toEqual(['Refunded', 'Refunded']);
    expect(seen.RefundedAmount).toBe(back / 100);
  });
});

type TAmends = { UniqueID: string; Amends: TTrainAmend[] };

describe('AmendDetails, TrainAmend/List, OrderRefundCancel and CheckAmend', () => {
  it("lists an order's refunds with their passengers, fees and statuses", async () => {
    const { order, departAt } = await issued(2);
    await setClock(new Date(departAt.getTime() - 3 * DAY));
    const p1 = order.Passengers[0]!;
    const done = (await refund(order.UniqueID, [p1.PassengerID])).result!;
    expect(done.Order.Passengers[0]!.TicketNo).not.toBe('');
    const r = await call<TAmends>(TrainAmendDetails, { UniqueID: order.UniqueID }, 'employee');
    expect(r.isSucc).toBe(true);
    expect(r.result!.Amends).toHaveLength(1);
    expect(r.result!.Amends[0]).toMatchObject({
      AmendID: done.AmendID,
      UniqueID: order.UniqueID,
      Kind: 'refund',
      AmendStatus: AmendStatus.Finished,
      Fee: done.Fee,
      RefundAmount: done.RefundAmount,
      ServiceFee: p1.ServiceFee,
      Reason: '行程取消',
      Passengers: [
        { PassengerID: p1.PassengerID, TicketNo: done.Order.Passengers[0]!.TicketNo, Price: p1.Price, Fee: done.Fee },
      ],
    });
    expect((await call(TrainAmendDetails, { UniqueID: order.UniqueID }, other.sid)).httpStatus).toBe(400);
    expect((await call(TrainAmendDetails, { UniqueID: '' }, 'employee')).httpStatus).toBe(400);
  });

  it('pages the amends of the orders the caller sees, and none of another company', async () => {
    const list = (payload: unknown, who: string) => call<TTrainAmendListResult>(TrainAmendList, payload, who);
    const all = (await list({}, 'employee')).result!;
    expect(all.RecordCount).toBeGreaterThanOrEqual(2);
    expect(all.Entities.every((a) => a.Kind === 'refund')).toBe(true);
    const first = (await list({ PageSize: 1 }, 'employee')).result!;
    const second = (await list({ PageSize: 1, PageNo: 2 }, 'employee')).result!;
    expect(first.Entities).toHaveLength(1);
    expect(second.Entities[0]!.AmendID).not.toBe(first.Entities[0]!.AmendID);
    expect(first.Entities[0]!.AmendID).toBe(all.Entities[0]!.AmendID);
    const finished = (await list({ AmendStatus: [AmendStatus.Finished], Kind: 'refund' }, 'employee')).result!;
    expect(finished.RecordCount).toBe(all.RecordCount);
    expect((await list({ Kind: 'change' }, 'employee')).result!.RecordCount).toBe(0);
    expect((await list({}, 'supplier')).result!.RecordCount).toBe(all.RecordCount);
    expect((await list({}, other.sid)).result!.RecordCount).toBe(0);
    expect((await list({ Kind: 'nope' }, 'employee')).httpStatus).toBe(400);
  });

  it('withdraws an open refund, and says so when there is none', async () => {
    const { order } = await issued();
    const none = await call<TAmends>(TrainOrderRefundCancel, { UniqueID: order.UniqueID }, 'employee');
    expect(none.isSucc).toBe(false);
    expect(none.httpStatus).toBe(400);
    expect(none.message).toBe('This order has no refund in progress to withdraw (online refunds finish at once)');
    // A refund left open (as a TMC-handled one would be), opened through the order engine.
    const { createAmend } = await import('../../src/modules/order/index.ts');
    const bookerId = String(
      (await t.database.executeSql('SELECT booker_id FROM orders WHERE id = $1', [order.OrderID])).rows[0]!.booker_id,
    );
    await t.app.deps.db.transaction((tx) =>
      createAmend(tx, {
        orderId: order.OrderID,
        kind: 'refund',
        actor: 'booker',
        userId: bookerId,
        now: t.clock.now(),
      }),
    );
    expect((await call(TrainOrderRefundCancel, { UniqueID: order.UniqueID }, other.sid)).httpStatus).toBe(400);
    const r = await call<TAmends>(TrainOrderRefundCancel, { UniqueID: order.UniqueID }, 'employee');
    expect(r.isSucc).toBe(true);
    expect(r.result!.Amends.map((a) => a.AmendStatus)).toEqual([AmendStatus.Canceled]);
    const again = await call(TrainOrderRefundCancel, { UniqueID: order.UniqueID }, 'employee');
    expect(again.isSucc).toBe(false);
    // The ticket is still issued and refundable.
    expect((await judge(order.UniqueID)).result!.Tickets).toHaveLength(1);
  });

  it('CheckAmend succeeds while a refund is possible and fails with why not', async () => {
    const { order, departAt } = await issued(2);
    const ok = await call<{ Tickets: number }>(TrainCheckAmend, { UniqueId: order.UniqueID }, 'employee');
    expect(ok.isSucc).toBe(true);
    expect(ok.result!.Tickets).toBe(2);
    await setClock(new Date(departAt.getTime() - 20 * MIN));
    const late = await call(TrainCheckAmend, { UniqueId: order.UniqueID }, 'employee');
    expect(late.isSucc).toBe(false);
    expect(late.message).toMatch(/35/);
    const o = await submitted();
    const early = await call(TrainCheckAmend, { UniqueId: o.UniqueID }, 'employee');
    expect(early.message).toBe('The order is not issued yet and cannot be refunded');
    expect((await call(TrainCheckAmend, { UniqueId: o.UniqueID }, other.sid)).message).toBe('The order does not exist');
  });
});
