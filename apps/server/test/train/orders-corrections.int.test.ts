import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  OrderStatus,
  PaymentMode,
  TradeStatus,
  TrainBooking,
  TrainConfirmOrderPrice,
  TrainCreateExtras,
  TrainCreateTrade,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderLock,
  TrainSearchExtras,
  TrainUpdateOrder,
  TrainUpdateOrderPrice,
  TrainUpdateOrderStatus,
  type TTrainCorrectedOrder,
  type TTrainExtrasResult,
  type TTrainOrderDetail,
  type TTrainTrade,
} from '@opentmc/contracts';
import { lockOrder, patchOrder } from '../../src/modules/order/index.ts';
import type { TScopedCompany } from '../../src/platform/tenancy.ts';
import { settleOnline } from '../../src/modules/trade/index.ts';
import { newOrder, refusal } from '../order/helpers.ts';
import { DEMO_PASSWORD, createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import {
  DEMO_CLIENT,
  NOW,
  PEOPLE,
  ownCard,
  accountRow,
  at,
  book,
  bookingOf,
  gTrain,
  scalar,
  seatsLeft,
} from './order-helpers.ts';

// The TMC's corrections of train orders (issue 6 sections 4 and 6; docs/orders.md "Corrections"): UpdateOrderPrice,
// UpdateOrder, ConfirmOrderPrice, UpdateOrderStatus, CreateTrade, SearchExtras and CreateExtras. Each call: success,
// bad input (400, nothing written), the wrong actor, the wrong state; a race of 20 price corrections; the ledger's
// holds and postings follow every correction (the harness also checks the ledger's invariants at close).

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };
const train = gTrain(4);

const FORBIDDEN = 'You are not allowed to do this';
const NOT_FOUND = 'The order does not exist';
const STALE = 'The order has changed; refresh and try again';
const NOT_NOW = 'The order cannot do this in its current status';
const LOCKED_BY_OTHER = 'Someone else is processing this order; try again later';
const LOCK_FIRST = 'Lock the order before processing it';

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of ['employee', 'admin', 'supplier', 'service', 'operator']) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '纠错测试公司', '13900007901');
});
afterAll(async () => t.close());

const call = <R = TTrainCorrectedOrder>(c: Parameters<TTestApp['call']>[0], payload: unknown, who: string) =>
  t.call<R>(c, payload, { session: sid[who] ?? who, lang: 'en' });

let nextPerson = 0;
/** A booked order of fresh passengers (each order its own, so no repeat-order refusals). */
const order = async (over: Parameters<typeof bookingOf>[1] = {}, count = 1) => {
  const passengers = Array.from({ length: count }, () => ownCard(PEOPLE[nextPerson++ % PEOPLE.length]!));
  return book(t, sid.employee!, bookingOf(train, { Passengers: passengers, count, Submit: true, ...over }));
};
const details = async (o: { UniqueID: string }, who = 'service') =>
  (await call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: o.UniqueID }, who)).result!;
const lock = async (o: { UniqueID: string }, who = 'service') => {
  const r = await call(TrainOrderLock, { UniqueID: o.UniqueID }, who);
  expect(r.isSucc, r.message).toBe(true);
  return details(o, who);
};
const deal = async (id: string) => {
  const r = await t.database.executeSql(
    `SELECT amount_fen::int AS amount, trade_status AS status,
            (SELECT coalesce(sum(amount_fen), 0)::int FROM trade_holds WHERE deal_id = d.id AND status = 'Held') AS held,
            (SELECT count(*)::int FROM trade_details WHERE deal_id = d.id) AS postings
       FROM trade_deals d WHERE id = $1`,
    [id],
  );
  const row = r.rows[0]!;
  return {
    amountFen: Number(row.amount),
    status: Number(row.status),
    heldFen: Number(row.held),
    postings: Number(row.postings),
  };
};
const frozen = async () => (await accountRow(t, DEMO_CLIENT))!.frozenFen;
const history = (orderId: string, action: string) =>
  scalar(t, 'SELECT count(*)::int FROM order_history WHERE order_id = $1 AND action = $2', [orderId, action]);
const fen = (yuan: number) => Math.round(yuan * 100);
const yuan = (f: number) => f / 100;
/** The price lines of an order as its detail shows them, with changes. */
const lines = (o: TTrainOrderDetail, change: (i: number) => { dPrice?: number; dFee?: number } = () => ({})) =>
  o.Passengers.map((p, i) => ({
    PassengerID: p.PassengerID,
    Price: yuan(fen(p.Price) + (change(i).dPrice ?? 0)),
    ServiceFee: yuan(fen(p.ServiceFee) + (change(i).dFee ?? 0)),
  }));
/** What a refused call must leave behind: the same header version, holds, history and order rows. */
const snapshot = async (o: TTrainOrderDetail) => ({
  version: (await details(o)).Version,
  frozen: await frozen(),
  deal: await deal(o.DealID),
  history: await scalar(t, 'SELECT count(*)::int FROM order_history WHERE order_id = $1', [o.OrderID]),
  extras: await scalar(t, 'SELECT count(*)::int FROM order_extras'),
  deals: await scalar(t, 'SELECT count(*)::int FROM trade_deals'),
  postings: await scalar(t, 'SELECT count(*)::int FROM trade_details'),
});

describe('TrainOrder/UpdateOrderPrice and ConfirmOrderPrice', () => {
  it('the lock holder corrects prices; the frozen money follows; a raise waits for the booker', async () => {
    const o = await lock(await order({}, 2));
    expect(o.OrderStatus).toBe(OrderStatus.WaitDispose);
    const totalFen = fen(o.TotalPrice);
    const frozen0 = await frozen();
    expect(await deal(o.DealID)).toMatchObject({ amountFen: totalFen, heldFen: totalFen });

    // +10 yuan on the first ticket, +2 yuan fee on the second.
    const r = await call(
      TrainUpdateOrderPrice,
      {
        UniqueID: o.UniqueID,
        Version: o.Version,
        Passengers: lines(o, (i) => (i === 0 ? { dPrice: 1000 } : { dFee: 200 })),
        Reason: '铁路调价',
      },
      'service',
    );
    expect(r).toMatchObject({ isSucc: true, message: 'Order price updated' });
    expect(r.result).toMatchObject({
      Version: o.Version + 1,
      TotalPrice: yuan(totalFen + 1200),
      ServiceFee: yuan(fen(o.ServiceFee) + 200),
      PriceConfirm: 'pending',
      OrderStatus: OrderStatus.WaitDispose,
      LockedByMe: true,
    });
    expect(r.result!.Passengers[0]!.Price).toBe(yuan(fen(o.Passengers[0]!.Price) + 1000));
    expect(r.result!.Passengers[1]!.ServiceFee).toBe(yuan(fen(o.Passengers[1]!.ServiceFee) + 200));
    expect(await frozen()).toBe(frozen0 + 1200);
    expect(await deal(o.DealID)).toMatchObject({ amountFen: totalFen + 1200, heldFen: totalFen + 1200, postings: 0 });
    expect(r.result!.History.at(-1)).toMatchObject({ Action: 'update', Actor: 'tmc', Reason: '铁路调价' });
    expect(r.result!.Messages.at(-1)!.Text).toContain('please confirm the new price');

    // Lowering it releases the difference; the raise still waits for the booker.
    const down = await call(
      TrainUpdateOrderPrice,
      {
        UniqueID: o.UniqueID,
        Version: r.result!.Version,
        Passengers: lines(r.result!, (i) => (i === 0 ? { dPrice: -500 } : {})),
        Reason: '按原价',
      },
      'service',
    );
    expect(down.result).toMatchObject({ TotalPrice: yuan(totalFen + 700), PriceConfirm: 'pending' });
    expect(await frozen()).toBe(frozen0 + 700);
    expect(await deal(o.DealID)).toMatchObject({ amountFen: totalFen + 700, heldFen: totalFen + 700 });

    // Not issued before the booker confirms.
    expect((await call(TrainBooking, { UniqueId: o.UniqueID }, 'service')).isSucc).toBe(true);
    expect((await call(TrainOrderDrawer, { UniqueID: o.UniqueID }, 'service')).message).toBe(
      'The TMC changed the price; the booker must confirm it before the tickets are issued',
    );
    const current = await details(o, 'employee');
    expect(
      (await call(TrainConfirmOrderPrice, { UniqueID: o.UniqueID, Version: current.Version - 1 }, 'employee')).message,
    ).toBe(STALE);
    const c = await call(TrainConfirmOrderPrice, { UniqueID: o.UniqueID, Version: current.Version }, 'employee');
    expect(c).toMatchObject({ isSucc: true, message: 'Order price confirmed' });
    expect(c.result).toMatchObject({ PriceConfirm: 'confirmed', Version: current.Version + 1 });
    expect(c.result!.History.at(-1)).toMatchObject({ Action: 'confirmPrice', Actor: 'booker' });
    expect(
      (await call(TrainConfirmOrderPrice, { UniqueID: o.UniqueID, Version: c.result!.Version }, 'employee')).message,
    ).toBe('This order has no price to confirm');

    // Issued: the corrected total is paid from the hold, nothing stays frozen.
    const before = (await accountRow(t, DEMO_CLIENT))!;
    const issued = await call<TTrainOrderDetail>(TrainOrderDrawer, { UniqueID: o.UniqueID }, 'service');
    expect(issued.isSucc, issued.message).toBe(true);
    expect(issued.result).toMatchObject({ OrderStatus: OrderStatus.Finished, PaidAmount: yuan(totalFen + 700) });
    const after = (await accountRow(t, DEMO_CLIENT))!;
    expect(after.balanceFen).toBe(before.balanceFen - (totalFen + 700));
    expect(after.frozenFen).toBe(before.frozenFen - (totalFen + 700));
    expect(await deal(o.DealID)).toMatchObject({ status: TradeStatus.Finished, heldFen: 0, postings: 2 });
    const posted = await scalar(
      t,
      `SELECT -sum(amount_fen)::int FROM trade_details d JOIN trade_accounts a ON a.id = d.account_id
        WHERE d.deal_id = $1 AND a.purpose = 'customer'`,
      [o.DealID],
    );
    expect(posted).toBe(totalFen + 700);

    // Issued: prices are no longer corrected here.
    const done = await details(o);
    const late = await call(
      TrainUpdateOrderPrice,
      { UniqueID: o.UniqueID, Version: done.Version, Passengers: lines(done, () => ({ dPrice: 100 })), Reason: 'x' },
      'service',
    );
    expect(late).toMatchObject({ isSucc: false, statusCode: 400, message: NOT_NOW });
  });

  it('a lower price needs no confirmation; an online order is re-priced before payment', async () => {
    const o = await lock(await order({ PaymentMode: PaymentMode.Online }));
    expect(o.OrderStatus).toBe(OrderStatus.WaitPayment);
    const frozen0 = await frozen();
    const r = await call(
      TrainUpdateOrderPrice,
      { UniqueID: o.UniqueID, Version: o.Version, Passengers: lines(o, () => ({ dPrice: -1000 })), Reason: '优惠' },
      'service',
    );
    expect(r.result).toMatchObject({ TotalPrice: o.TotalPrice - 10, PriceConfirm: 'none' });
    expect(await frozen()).toBe(frozen0);
    expect(await deal(o.DealID)).toMatchObject({ amountFen: fen(o.TotalPrice) - 1000, heldFen: 0 });
    const trade = await call<TTrainTrade>(TrainCreateTrade, { UniqueID: o.UniqueID }, 'employee');
    expect(trade.result).toMatchObject({ DealID: o.DealID, Amount: o.TotalPrice - 10 });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const o = await lock(await order({}, 2));
    const before = await snapshot(o);
    const bad: unknown[] = [
      { UniqueID: o.UniqueID, Passengers: lines(o), Reason: 'x' },
      { UniqueID: o.UniqueID, Version: 'v', Passengers: lines(o), Reason: 'x' },
      { UniqueID: o.UniqueID, Version: o.Version, Passengers: [], Reason: 'x' },
      { UniqueID: o.UniqueID, Version: o.Version, Passengers: lines(o), Reason: ' ' },
      { UniqueID: o.UniqueID, Version: o.Version, Passengers: [{ ...lines(o)[0]!, Price: -1 }], Reason: 'x' },
      { UniqueID: o.UniqueID, Version: o.Version, Passengers: [{ ...lines(o)[0]!, Price: 'abc' }], Reason: 'x' },
      { UniqueID: o.UniqueID, Version: o.Version, Passengers: [{ ...lines(o)[0]!, ServiceFee: 1.234 }], Reason: 'x' },
      { UniqueID: o.UniqueID, Version: o.Version, Passengers: [lines(o)[0], lines(o)[0]], Reason: 'x' },
    ];
    for (const p of bad) {
      const r = await call(TrainUpdateOrderPrice, p, 'service');
      expect(r, JSON.stringify(p)).toMatchObject({ isSucc: false, statusCode: 400 });
    }
    const unknown = await call(
      TrainUpdateOrderPrice,
      {
        UniqueID: o.UniqueID,
        Version: o.Version,
        Passengers: [{ PassengerID: 'TP9999999999', Price: 1, ServiceFee: 0 }],
        Reason: 'x',
      },
      'service',
    );
    expect(unknown.message).toBe('A chosen passenger is not on this order or no longer awaits issue');
    const same = await call(
      TrainUpdateOrderPrice,
      { UniqueID: o.UniqueID, Version: o.Version, Passengers: lines(o), Reason: 'x' },
      'service',
    );
    expect(same).toMatchObject({ statusCode: 400, message: 'Nothing to change' });
    const zh = await t.call(
      TrainUpdateOrderPrice,
      { UniqueID: o.UniqueID, Version: o.Version, Passengers: lines(o), Reason: 'x' },
      { session: sid.service!, lang: 'cn' },
    );
    expect(zh.message).toBe('没有要修改的内容');
    expect(await snapshot(o)).toEqual(before);
  });

  it('is for the TMC lock holder of a current version only', async () => {
    const o = await order();
    const payload = (x: TTrainOrderDetail) => ({
      UniqueID: o.UniqueID,
      Version: x.Version,
      Passengers: lines(x, () => ({ dPrice: 100 })),
      Reason: '调价',
    });
    // The TMC without the lock.
    expect((await call(TrainUpdateOrderPrice, payload(o), 'service')).message).toBe(LOCK_FIRST);
    const locked = await lock(o);
    const before = await snapshot(o);
    // The booker, another company, another TMC staff member, the supplier.
    expect((await call(TrainUpdateOrderPrice, payload(locked), 'employee')).message).toBe(FORBIDDEN);
    expect((await call(TrainUpdateOrderPrice, payload(locked), other.sid)).message).toBe(FORBIDDEN);
    expect((await call(TrainUpdateOrderPrice, payload(locked), 'operator')).message).toBe(LOCKED_BY_OTHER);
    expect((await call(TrainUpdateOrderPrice, payload(locked), 'supplier')).message).toBe(NOT_NOW);
    // A stale version.
    expect((await call(TrainUpdateOrderPrice, payload(o), 'service')).message).toBe(STALE);
    expect(await snapshot(o)).toEqual(before);
    // The booker confirms only their own orders' prices; TMC staff cannot confirm for them.
    expect(
      (await call(TrainConfirmOrderPrice, { UniqueID: o.UniqueID, Version: locked.Version }, 'service')).message,
    ).toBe(NOT_NOW);
    expect(
      (await call(TrainConfirmOrderPrice, { UniqueID: o.UniqueID, Version: locked.Version }, other.sid)).message,
    ).toBe(NOT_FOUND);
    expect((await call(TrainConfirmOrderPrice, { UniqueID: o.UniqueID }, 'employee')).statusCode).toBe(400);
  });

  it('refuses a paid online order and a cancelled one', async () => {
    const paid = await order({ PaymentMode: PaymentMode.Online });
    // Paid at the cashier: the order moves on with its deal (issue 14).
    await t.app.deps.db.transaction((tx) => settleOnline(tx, { id: paid.DealID, provider: 'sim', now: t.clock.now() }));
    const p = await lock(paid);
    expect(p.OrderStatus).toBe(OrderStatus.WaitDispose);
    const r = await call(
      TrainUpdateOrderPrice,
      { UniqueID: p.UniqueID, Version: p.Version, Passengers: lines(p, () => ({ dPrice: 100 })), Reason: 'x' },
      'service',
    );
    expect(r.message).toBe(
      'The order is paid and its price can no longer be corrected; settle a difference with a change or an extra charge',
    );
    // Extras cannot be charged to an online payment either.
    const x = await call(
      TrainCreateExtras,
      { UniqueID: p.UniqueID, Version: p.Version, Kind: 'Delivery', Amount: 10 },
      'service',
    );
    expect(x.message).toBe('This order was paid online; an extra charge cannot be added to it, bill it separately');

    const c = await lock(await order());
    const cancelled = await call<TTrainOrderDetail>(
      TrainUpdateOrderStatus,
      { UniqueID: c.UniqueID, Status: OrderStatus.Canceled, Reason: '客户来电取消' },
      'service',
    );
    expect(cancelled.result!.OrderStatus).toBe(OrderStatus.Canceled);
    const r2 = await call(
      TrainUpdateOrderPrice,
      {
        UniqueID: c.UniqueID,
        Version: cancelled.result!.Version,
        Passengers: lines(c, () => ({ dPrice: 100 })),
        Reason: 'x',
      },
      'service',
    );
    expect(r2.message).toBe(NOT_NOW);
  });

  it('20 concurrent corrections of one order: one applies, the hold matches it', async () => {
    const o = await lock(await order());
    const frozen0 = await frozen();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          TrainUpdateOrderPrice,
          {
            UniqueID: o.UniqueID,
            Version: o.Version,
            Passengers: lines(o, () => ({ dPrice: 100 * (i + 1) })),
            Reason: `r${i}`,
          },
          'service',
        ),
      ),
    );
    const won = replies.filter((r) => r.isSucc);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => !x.isSucc)) expect(r).toMatchObject({ statusCode: 400, message: STALE });
    const total = fen(won[0]!.result!.TotalPrice);
    expect(total).toBeGreaterThan(fen(o.TotalPrice));
    expect(await frozen()).toBe(frozen0 + total - fen(o.TotalPrice));
    expect(await deal(o.DealID)).toMatchObject({ amountFen: total, heldFen: total });
    expect(await history(o.OrderID, 'update')).toBe(1);
    const now = await details(o);
    expect(now).toMatchObject({ Version: o.Version + 1, TotalPrice: yuan(total) });
    expect(fen(now.Passengers[0]!.Price) + fen(now.Passengers[0]!.ServiceFee)).toBe(total);
  });

  it('refuses a raise past what the company has available, leaving the hold as it was', async () => {
    const o = await lock(await order());
    const acc = (await accountRow(t, DEMO_CLIENT))!;
    const limit = await scalar(
      t,
      `SELECT (balance_fen + credit_limit_fen - frozen_fen)::bigint FROM trade_accounts
        WHERE company_id = $1 AND purpose = 'customer' AND account_type = $2`,
      [DEMO_CLIENT, AccountType.Credit],
    );
    expect(acc.frozenFen).toBeGreaterThan(0);
    const before = await snapshot(o);
    const r = await call(
      TrainUpdateOrderPrice,
      {
        UniqueID: o.UniqueID,
        Version: o.Version,
        Passengers: [{ ...lines(o)[0]!, Price: yuan(fen(o.Passengers[0]!.Price) + limit + 100) }],
        Reason: 'x',
      },
      'service',
    );
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(r.message).toMatch(/^Not enough available: /);
    expect(await snapshot(o)).toEqual(before);
  });
});

describe('TrainOrder/UpdateOrder', () => {
  it('the lock holder corrects header data under the version', async () => {
    const o = await lock(await order());
    const r = await call(
      TrainUpdateOrder,
      {
        UniqueID: o.UniqueID,
        Version: o.Version,
        Contact: { Name: '钱七', Mobile: '13800000099' },
        Remark: '客户来电修改',
        CostCenterID: 'CC001',
        ApprovalNo: 'SQ2026',
        Invoice: { Title: '示例科技有限公司', Recipient: '钱七', Mobile: '13800000099', Address: '北京市朝阳区' },
      },
      'service',
    );
    expect(r).toMatchObject({ isSucc: true, message: 'Order details updated' });
    expect(r.result).toMatchObject({
      Version: o.Version + 1,
      Contact: { Name: '钱七', Mobile: '13800000099' },
      Remark: '客户来电修改',
      CostCenterID: 'CC001',
      ApprovalNo: 'SQ2026',
      Invoice: { Title: '示例科技有限公司', Address: '北京市朝阳区' },
      PriceConfirm: 'none',
    });
    const entry = await t.database.executeSql(
      `SELECT detail FROM order_history WHERE order_id = $1 AND action = 'update' ORDER BY id DESC LIMIT 1`,
      [o.OrderID],
    );
    const detail = (
      typeof entry.rows[0]!.detail === 'string' ? JSON.parse(entry.rows[0]!.detail) : entry.rows[0]!.detail
    ) as {
      change: string;
      fields: string[];
    };
    expect(detail.change).toBe('header');
    expect(detail.fields).toEqual(
      expect.arrayContaining(['contactName', 'remark', 'costCenterId', 'approvalNo', 'invoiceTitle']),
    );
    // The same again changes nothing; a stale version is refused.
    const again = await call(
      TrainUpdateOrder,
      { UniqueID: o.UniqueID, Version: r.result!.Version, Remark: '客户来电修改' },
      'service',
    );
    expect(again.message).toBe('Nothing to change');
    expect(
      (await call(TrainUpdateOrder, { UniqueID: o.UniqueID, Version: o.Version, Remark: 'y' }, 'service')).message,
    ).toBe(STALE);
    // Removing the invoice delivery.
    const noInvoice = await call(
      TrainUpdateOrder,
      { UniqueID: o.UniqueID, Version: r.result!.Version, Invoice: null },
      'service',
    );
    expect(noInvoice.result!.Invoice).toBeNull();
  });

  it('refuses bad input, the wrong actor and the wrong state, writing nothing', async () => {
    const o = await lock(await order());
    const before = await snapshot(o);
    for (const p of [
      { UniqueID: o.UniqueID, Remark: 'x' },
      { UniqueID: o.UniqueID, Version: 0, Remark: 'x' },
      { UniqueID: o.UniqueID, Version: o.Version, Contact: { Name: '', Mobile: '13800000099' } },
      { UniqueID: o.UniqueID, Version: o.Version, Remark: 'x'.repeat(201) },
      { UniqueID: '***', Version: o.Version, Remark: 'x' },
    ]) {
      const r = await call(TrainUpdateOrder, p, 'service');
      expect(r, JSON.stringify(p)).toMatchObject({ isSucc: false, statusCode: 400 });
    }
    const p = { UniqueID: o.UniqueID, Version: o.Version, Remark: '改' };
    expect((await call(TrainUpdateOrder, p, 'employee')).message).toBe(FORBIDDEN);
    expect((await call(TrainUpdateOrder, p, other.sid)).message).toBe(FORBIDDEN);
    expect((await call(TrainUpdateOrder, p, 'operator')).message).toBe(LOCKED_BY_OTHER);
    expect((await call(TrainUpdateOrder, p, 'supplier')).message).toBe(NOT_NOW);
    expect(await snapshot(o)).toEqual(before);

    const c = await call<TTrainOrderDetail>(
      TrainUpdateOrderStatus,
      { UniqueID: o.UniqueID, Status: OrderStatus.Canceled, Reason: '取消' },
      'service',
    );
    expect(c.isSucc, c.message).toBe(true);
    expect((await call(TrainUpdateOrder, { ...p, Version: c.result!.Version }, 'service')).message).toBe(NOT_NOW);
  });
});

describe('TrainOrder/UpdateOrderStatus', () => {
  it('moves only as the table lets TMC staff, with the move’s side effects', async () => {
    const o = await lock(await order());
    const frozen0 = await frozen();
    const seats0 = await seatsLeft(t, train);
    const move = (Status: number, Reason?: string, who = 'service') =>
      call<TTrainOrderDetail>(
        TrainUpdateOrderStatus,
        { UniqueID: o.UniqueID, Status, ...(Reason ? { Reason } : {}) },
        who,
      );
    expect((await move(OrderStatus.WaitBooking)).message).toBe(
      'TMC staff cannot move this order from its current status to the chosen one',
    );
    expect((await move(OrderStatus.WaitDispose)).message).toBe(
      'TMC staff cannot move this order from its current status to the chosen one',
    );
    expect((await move(OrderStatus.Canceled)).message).toBe('Please give a reason');
    expect((await move(12345)).statusCode).toBe(400);
    expect((await move(OrderStatus.Canceled, '取消', 'employee')).message).toBe(FORBIDDEN);
    expect((await move(OrderStatus.Canceled, '取消', 'operator')).message).toBe(LOCKED_BY_OTHER);
    expect(
      (
        await call(
          TrainUpdateOrderStatus,
          { UniqueID: o.UniqueID, Status: OrderStatus.Canceled, Reason: 'x', Version: o.Version - 1 },
          'service',
        )
      ).message,
    ).toBe(STALE);
    expect(await frozen()).toBe(frozen0);

    const r = await move(OrderStatus.Canceled, '客户来电取消');
    expect(r).toMatchObject({ isSucc: true, message: 'Order cancelled' });
    expect(r.result).toMatchObject({
      OrderStatus: OrderStatus.Canceled,
      StatusReason: '客户来电取消',
      LockHolderID: '',
    });
    expect(await frozen()).toBe(frozen0 - fen(o.TotalPrice));
    expect(await seatsLeft(t, train)).toBe(seats0 + 1);
    expect(await deal(o.DealID)).toMatchObject({ status: TradeStatus.Canceled, heldFen: 0 });
    // Final: nothing moves it any more.
    expect((await move(OrderStatus.WaitDispose)).message).toBe(
      'TMC staff cannot move this order from its current status to the chosen one',
    );
    expect((await move(OrderStatus.Finished)).isSucc).toBe(false);
  });

  it('cannot and issue run their use cases', async () => {
    const a = await lock(await order());
    const cannot = await call<TTrainOrderDetail>(
      TrainUpdateOrderStatus,
      { UniqueID: a.UniqueID, Status: OrderStatus.Cannot, Reason: '无票' },
      'service',
    );
    expect(cannot.result).toMatchObject({ OrderStatus: OrderStatus.Cannot, StatusReason: '无票' });
    expect(await deal(a.DealID)).toMatchObject({ status: TradeStatus.Canceled });

    const b = await lock(await order());
    const early = await call(TrainUpdateOrderStatus, { UniqueID: b.UniqueID, Status: OrderStatus.Finished }, 'service');
    expect(early.message).toBe('Book the order with the railway (hold the seats) before issuing it');
    expect((await call(TrainBooking, { UniqueId: b.UniqueID }, 'service')).isSucc).toBe(true);
    const issued = await call<TTrainOrderDetail>(
      TrainUpdateOrderStatus,
      { UniqueID: b.UniqueID, Status: OrderStatus.Finished },
      'service',
    );
    expect(issued.result).toMatchObject({ OrderStatus: OrderStatus.Finished, PaidAmount: b.TotalPrice });
    expect(issued.result!.Passengers[0]!.TicketNo).not.toBe('');
  });
});

describe('TrainOrder/CreateTrade', () => {
  it('gives the deal of an online order awaiting payment, the same every time', async () => {
    const o = await order({ PaymentMode: PaymentMode.Online });
    const deals0 = await scalar(t, 'SELECT count(*)::int FROM trade_deals');
    const a = await call<TTrainTrade>(TrainCreateTrade, { UniqueID: o.UniqueID }, 'employee');
    expect(a.result).toMatchObject({
      DealID: o.DealID,
      UniqueID: o.UniqueID,
      Amount: o.TotalPrice,
      TradeStatus: TradeStatus.WaitPayment,
    });
    const b = await call<TTrainTrade>(TrainCreateTrade, { UniqueID: o.UniqueID }, 'employee');
    expect(b.result).toEqual(a.result);
    expect((await call<TTrainTrade>(TrainCreateTrade, { UniqueID: o.UniqueID }, 'admin')).result).toEqual(a.result);
    expect(await scalar(t, 'SELECT count(*)::int FROM trade_deals')).toBe(deals0);

    expect((await call(TrainCreateTrade, { UniqueID: '***' }, 'employee')).statusCode).toBe(400);
    expect((await call(TrainCreateTrade, { UniqueID: o.UniqueID }, other.sid)).message).toBe(NOT_FOUND);
    expect((await call(TrainCreateTrade, { UniqueID: o.UniqueID }, 'supplier')).message).toBe(FORBIDDEN);

    // Paid at the cashier: the order moves on with its deal (issue 14), and owes nothing more.
    await t.app.deps.db.transaction((tx) => settleOnline(tx, { id: o.DealID, provider: 'sim', now: t.clock.now() }));
    expect((await call(TrainCreateTrade, { UniqueID: o.UniqueID }, 'employee')).message).toBe(
      'This order has nothing awaiting payment',
    );
    const offline = await order();
    expect((await call(TrainCreateTrade, { UniqueID: offline.UniqueID }, 'employee')).message).toBe(
      'This order is not paid online and needs no payment trade',
    );
  });
});

describe('TrainOrder/SearchExtras and CreateExtras', () => {
  it('before payment an extra joins the order’s frozen amount; after issue it is paid at once', async () => {
    const o = await lock(await order());
    const frozen0 = await frozen();
    const r = await call<TTrainExtrasResult>(
      TrainCreateExtras,
      { UniqueID: o.UniqueID, Version: o.Version, Kind: 'Delivery', Amount: 20 },
      'service',
    );
    expect(r).toMatchObject({ isSucc: true, message: 'Extra charge added' });
    expect(r.result).toMatchObject({
      Total: 20,
      Version: o.Version + 1,
      Entities: [{ Kind: 'Delivery', Name: 'Delivery fee', Amount: 20, Settlement: 'Order', DealID: o.DealID }],
    });
    expect(await frozen()).toBe(frozen0 + 2000);
    expect(await deal(o.DealID)).toMatchObject({
      amountFen: fen(o.TotalPrice) + 2000,
      heldFen: fen(o.TotalPrice) + 2000,
    });
    const seen = await call<TTrainExtrasResult>(TrainSearchExtras, { UniqueID: o.UniqueID }, 'employee');
    expect(seen.result).toEqual(r.result);
    // A kind's own name is read in the reader's language, whoever added it in which (issue 15).
    const cn = await t.call<TTrainExtrasResult>(
      TrainSearchExtras,
      { UniqueID: o.UniqueID },
      { session: sid.employee!, lang: 'cn' },
    );
    expect(cn.result!.Entities[0]!.Name).toBe('配送费');
    const log = (await call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: o.UniqueID }, 'employee')).result!;
    expect(log.Messages.at(-1)!.Text).toContain('Delivery fee');
    expect((await details(o)).TotalPrice).toBe(o.TotalPrice + 20);
    expect(await history(o.OrderID, 'update')).toBe(1);

    // Issued: the whole amount, extra included, is paid from the hold.
    expect((await call(TrainBooking, { UniqueId: o.UniqueID }, 'service')).isSucc).toBe(true);
    const issued = await call<TTrainOrderDetail>(TrainOrderDrawer, { UniqueID: o.UniqueID }, 'service');
    expect(issued.result).toMatchObject({ OrderStatus: OrderStatus.Finished, PaidAmount: o.TotalPrice + 20 });
    expect(await deal(o.DealID)).toMatchObject({ status: TradeStatus.Finished, heldFen: 0, postings: 2 });

    // After issue (the lock is released by the move): lock again, the extra is its own deal, paid now.
    const done = await lock(o);
    const bal0 = (await accountRow(t, DEMO_CLIENT))!.balanceFen;
    const paid = await call<TTrainExtrasResult>(
      TrainCreateExtras,
      { UniqueID: o.UniqueID, Version: done.Version, Kind: 'Other', Name: '改期手续费', Amount: '5.50' },
      'service',
    );
    expect(paid.isSucc, paid.message).toBe(true);
    const extra = paid.result!.Entities[1]!;
    expect(extra).toMatchObject({ Kind: 'Other', Name: '改期手续费', Amount: 5.5, Settlement: 'Paid' });
    expect(extra.DealID).not.toBe(o.DealID);
    expect(paid.result!.Total).toBe(25.5);
    expect((await accountRow(t, DEMO_CLIENT))!.balanceFen).toBe(bal0 - 550);
    expect(await deal(extra.DealID)).toMatchObject({ amountFen: 550, status: TradeStatus.Finished, postings: 2 });
    expect(
      await scalar(t, `SELECT count(*)::int FROM trade_deals WHERE id = $1 AND order_unique_id = $2`, [
        extra.DealID,
        o.UniqueID,
      ]),
    ).toBe(1);
    expect(await details(o)).toMatchObject({ TotalPrice: o.TotalPrice + 25.5, PaidAmount: o.TotalPrice + 25.5 });
  });

  it('refuses bad input, the wrong actor and the wrong state, writing nothing', async () => {
    const o = await lock(await order());
    const before = await snapshot(o);
    const ok = { UniqueID: o.UniqueID, Version: o.Version, Kind: 'PaperTicket', Amount: 5 };
    for (const p of [
      { ...ok, Kind: 'Food' },
      { ...ok, Kind: 'Other' },
      { ...ok, Amount: 0 },
      { ...ok, Amount: -3 },
      { ...ok, Amount: 100001 },
      { ...ok, Version: undefined },
      { ...ok, UniqueID: '' },
    ]) {
      const r = await call(TrainCreateExtras, p, 'service');
      expect(r, JSON.stringify(p)).toMatchObject({ isSucc: false, statusCode: 400 });
    }
    expect((await call(TrainCreateExtras, ok, 'employee')).message).toBe(FORBIDDEN);
    expect((await call(TrainCreateExtras, ok, other.sid)).message).toBe(FORBIDDEN);
    expect((await call(TrainCreateExtras, ok, 'operator')).message).toBe(LOCKED_BY_OTHER);
    // The order's supplier may add extras too, but only under its own lock (TMC staff hold it here).
    expect((await call(TrainCreateExtras, ok, 'supplier')).message).toBe(LOCKED_BY_OTHER);
    expect((await call(TrainCreateExtras, { ...ok, Version: o.Version + 5 }, 'service')).message).toBe(STALE);
    expect(await snapshot(o)).toEqual(before);
    expect((await call(TrainSearchExtras, { UniqueID: o.UniqueID }, other.sid)).message).toBe(NOT_FOUND);
    expect((await call(TrainSearchExtras, { UniqueID: o.UniqueID }, 'employee')).result).toMatchObject({
      Entities: [],
      Total: 0,
    });

    const c = await call<TTrainOrderDetail>(
      TrainUpdateOrderStatus,
      { UniqueID: o.UniqueID, Status: OrderStatus.Canceled, Reason: '取消' },
      'service',
    );
    expect((await call(TrainCreateExtras, { ...ok, Version: c.result!.Version }, 'service')).message).toBe(NOT_NOW);
  });

  it("the order's supplier adds and lists extras under its lock; another supplier never sees the order", async () => {
    // A second supplier company: it fulfils none of these orders.
    const { insertCompany, insertUser, hashPassword } = await import('../../src/modules/org/index.ts');
    const db = t.app.deps.db;
    const company = await insertCompany(db, t.clock, {
      name: '另一家附加费供应商',
      type: 'Supplier',
      featureCodes: ['BusinessSupply'],
    });
    await insertUser(db, t.clock, company, {
      name: '另一个供应商',
      mobile: '13900007902',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      roles: ['supplier'],
    });
    const supplier2 = await t.login('13900007902');
    const o = await order();
    const ok = (Version: number) => ({ UniqueID: o.UniqueID, Version, Kind: 'Delivery', Amount: 12 });
    const before = await snapshot(o);
    expect((await call(TrainCreateExtras, ok(before.version), 'supplier')).message).toBe(LOCK_FIRST);
    expect((await call(TrainCreateExtras, ok(before.version), supplier2)).message).toBe(NOT_FOUND);
    expect(await snapshot(o)).toEqual(before);
    const mine = await lock(o, 'supplier');
    const locked = await snapshot(o);
    expect((await call(TrainCreateExtras, ok(mine.Version), supplier2)).message).toBe(NOT_FOUND);
    expect((await call(TrainCreateExtras, ok(mine.Version), 'service')).message).toBe(LOCKED_BY_OTHER);
    expect((await call(TrainSearchExtras, { UniqueID: o.UniqueID }, supplier2)).message).toBe(NOT_FOUND);
    expect(await snapshot(o)).toEqual(locked);

    const frozen0 = await frozen();
    const r = await call<TTrainExtrasResult>(TrainCreateExtras, ok(mine.Version), 'supplier');
    expect(r).toMatchObject({ isSucc: true, message: 'Extra charge added' });
    expect(r.result).toMatchObject({
      Total: 12,
      Version: mine.Version + 1,
      Entities: [{ Kind: 'Delivery', Amount: 12, Settlement: 'Order', DealID: o.DealID }],
    });
    expect(await frozen()).toBe(frozen0 + 1200);
    expect(await deal(o.DealID)).toMatchObject({ amountFen: fen(o.TotalPrice) + 1200 });
    const actors = await t.database.executeSql(
      `SELECT actor, user_id FROM order_history WHERE order_id = $1 AND action = 'update'`,
      [o.OrderID],
    );
    const supplierUser = String(
      (await t.database.executeSql('SELECT lock_holder_id FROM orders WHERE id = $1', [o.OrderID])).rows[0]!
        .lock_holder_id,
    );
    expect(actors.rows).toEqual([{ actor: 'supplier', user_id: supplierUser }]);
    expect(r.result!.Entities[0]!.CreatedBy).toBe(supplierUser);
    const seen = await call<TTrainExtrasResult>(TrainSearchExtras, { UniqueID: o.UniqueID }, 'supplier');
    expect(seen.result).toEqual(r.result);
    expect((await call<TTrainExtrasResult>(TrainSearchExtras, { UniqueID: o.UniqueID }, 'employee')).result).toEqual(
      r.result,
    );
  });
});

describe('patchOrder (the engine)', () => {
  const db = () => t.app.deps.db;
  const base = {
    actor: 'tmc',
    userId: 'U_SERVICE',
    statuses: [OrderStatus.WaitBooking],
    detail: { change: 'test' },
  } as const;

  it('patches under the version, keeps status and lock, writes the history', async () => {
    const o = await db().transaction((tx) => newOrder(tx));
    // TMC staff must hold the lock.
    expect(
      await refusal(
        db().transaction((tx) => patchOrder(tx, { ...base, orderId: o.id, version: o.version, now: new Date() })),
      ),
    ).toBe('order.errors.lockRequired');
    const locked = await db().transaction((tx) =>
      lockOrder(tx, { orderId: o.id, actor: 'tmc', userId: 'U_SERVICE', now: new Date() }),
    );
    expect(
      await refusal(
        db().transaction((tx) =>
          patchOrder(tx, { ...base, userId: 'U_OTHER', orderId: o.id, version: locked.version, now: new Date() }),
        ),
      ),
    ).toBe('order.errors.lockedByOther');
    expect(
      await refusal(
        db().transaction((tx) => patchOrder(tx, { ...base, orderId: o.id, version: o.version, now: new Date() })),
      ),
    ).toBe('order.errors.stateChanged');
    expect(
      await refusal(
        db().transaction((tx) =>
          patchOrder(tx, {
            ...base,
            statuses: [OrderStatus.WaitDispose],
            orderId: o.id,
            version: locked.version,
            now: new Date(),
          }),
        ),
      ),
    ).toBe('order.errors.actionNotAllowed');
    // Another company's order is not found.
    expect(
      await refusal(
        db().transaction((tx) =>
          patchOrder(tx, {
            ...base,
            companyId: 'C_NOPE' as TScopedCompany,
            orderId: o.id,
            version: locked.version,
            now: new Date(),
          }),
        ),
      ),
    ).toBe('order.errors.notFound');

    const at1 = new Date('2026-03-10T02:30:00Z');
    const p = await db().transaction((tx) =>
      patchOrder(tx, {
        ...base,
        orderId: o.id,
        version: locked.version,
        set: { totalFen: 60000 },
        reason: '调价',
        now: at1,
      }),
    );
    expect(p).toMatchObject({
      version: locked.version + 1,
      status: o.status,
      totalFen: 60000,
      lockHolderId: 'U_SERVICE',
    });
    const h = await t.database.executeSql(
      `SELECT action, from_status, to_status, actor, user_id, reason FROM order_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
      [o.id],
    );
    expect(h.rows[0]).toMatchObject({
      action: 'update',
      from_status: o.status,
      to_status: o.status,
      actor: 'tmc',
      user_id: 'U_SERVICE',
      reason: '调价',
    });
    // The booker is not bound by the lock.
    const b = await db().transaction((tx) =>
      patchOrder(tx, {
        ...base,
        actor: 'booker',
        userId: 'U_BOOKER',
        action: 'confirmPrice',
        orderId: o.id,
        version: p.version,
        now: new Date(),
      }),
    );
    expect(b.version).toBe(p.version + 1);
  });
});
