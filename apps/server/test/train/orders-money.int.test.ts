import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  CashierChannel,
  CashierPay,
  OrderStatus,
  PaymentMode,
  TradeDealCancel,
  TradeDealPayment,
  TradeDealRefund,
  TradeStatus,
  TrainBooking,
  TrainOrderCancel,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderList,
  TrainOrderLock,
  TrainOrderPayment,
  TrainOrderRefund,
  TrainOrderUnLock,
  TrainUpdateOrderStatus,
  WorkStatus,
  fenToYuan,
  type TTrainOrderDetail,
  type TTrainOrderListResult,
  type TTrainOrderRefundResult,
} from '@opentmc/contracts';
import { settleOnline } from '../../src/modules/trade/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { ledgerViolations } from '../ledger-invariants.ts';
import { newKey } from '../trade/helpers.ts';
import {
  DEMO_CLIENT,
  NOW,
  accountRow,
  at,
  book,
  bookingOf,
  gTrain,
  idCardNo,
  scalar,
  seatsLeft,
} from './order-helpers.ts';

// Issue 14 items 8 to 11 and the booker's Cancel of item 14: an order moves with its deal whichever way the deal is
// paid or refunded (bill/TradeDeal/Payment, the cashier, TradeDeal/Refund, the train calls), in the same
// transaction; its amounts always agree with the ledger; a finished order says how much of it came back; the client
// reads client-facing history only; the detail carries the names of its references; the booker cancels an order
// waiting for the supplier until someone takes it up. The races run on PostgreSQL with TEST_DB=pg.

let t: TTestApp;
const sid: Record<string, string> = {};
const train = gTrain(1);
let person = 0;
const GIVEN = '一二三四五六七八九十';
/** A passenger not booked yet on the test train (a second live booking of a person may be refused). */
const nextPassenger = () => {
  person++;
  return {
    Surname: '测',
    GivenName: `${GIVEN[person % 10]}${GIVEN[Math.floor(person / 10) % 10]}`,
    CardNo: idCardNo(500 + person),
  };
};

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of ['employee', 'finance', 'supplier', 'service', 'accountant']) sid[a] = await t.login(a);
});
afterAll(async () => t.close());

const call = <R = TTrainOrderDetail>(
  c: Parameters<TTestApp['call']>[0],
  payload: unknown,
  who: string,
  o: Parameters<TTestApp['call']>[2] = {},
) => t.call<R>(c, payload, { session: sid[who] ?? who, lang: 'en', ...o });

const ok = async <R = TTrainOrderDetail>(c: Parameters<TTestApp['call']>[0], payload: unknown, who: string) => {
  const r = await call<R>(c, payload, who);
  if (!r.isSucc) throw new Error(`${c.path}: ${r.message}`);
  return r.result!;
};

const details = (o: { UniqueID: string }, who = 'employee', lang: 'en' | 'cn' = 'en') =>
  call(TrainOrderDetails, { UniqueID: o.UniqueID }, who, { lang }).then((r) => {
    if (!r.isSucc) throw new Error(r.message);
    return r.result!;
  });

const listRow = async (o: { UniqueID: string }, who = 'employee') =>
  (await ok<TTrainOrderListResult>(TrainOrderList, { UniqueIDs: o.UniqueID }, who)).Entities[0]!;

/** An online order submitted, waiting for payment. */
const awaitingPayment = async (count = 1) => {
  const o = await book(
    t,
    sid.employee!,
    bookingOf(train, {
      Passengers: Array.from({ length: count }, nextPassenger),
      Seats: [],
      PaymentMode: PaymentMode.Online,
      Submit: true,
    }),
  );
  expect(o.OrderStatus).toBe(OrderStatus.WaitPayment);
  return o;
};

/** An order paid from the company's credit, waiting for the supplier. */
const waitingForSupplier = async (count = 1, over: Parameters<typeof bookingOf>[1] = {}) => {
  const o = await book(
    t,
    sid.employee!,
    bookingOf(train, { Passengers: Array.from({ length: count }, nextPassenger), Seats: [], Submit: true, ...over }),
  );
  expect(o.OrderStatus).toBe(OrderStatus.WaitDispose);
  return o;
};

/** Locked, booked and issued by the supplier. */
const issue = async (o: { UniqueID: string }) => {
  await ok(TrainOrderLock, { UniqueID: o.UniqueID }, 'supplier');
  await ok(TrainBooking, { UniqueId: o.UniqueID }, 'supplier');
  return ok(TrainOrderDrawer, { UniqueID: o.UniqueID }, 'supplier');
};

const fen = (yuan: number) => Math.round(yuan * 100);
const violations = () => ledgerViolations(t.database);

describe('an order moves with its deal, whichever way the deal is paid (item 8)', () => {
  it('paid through bill/TradeDeal/Payment: to fulfilment in the same transaction, with the supplier tasked', async () => {
    const o = await awaitingPayment();
    const balance = (await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.balanceFen;
    const r = await call(
      TradeDealPayment,
      { TradeID: o.DealID, IdempotencyKey: newKey(), AccountType: AccountType.Balance },
      'finance',
    );
    expect(r.isSucc, r.message).toBe(true);
    const after = await details(o);
    expect(after).toMatchObject({
      OrderStatus: OrderStatus.WaitDispose,
      PaidAmount: o.TotalPrice,
      AccountType: AccountType.Balance,
      PayDeadline: '',
      Actions: ['cancel'],
    });
    expect(after.History.at(-1)).toMatchObject({ Action: 'pay', Actor: 'booker', Amount: o.TotalPrice });
    expect(balance - (await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.balanceFen).toBe(fen(o.TotalPrice));
    expect(
      await scalar(t, `SELECT count(*)::int FROM work_tasks WHERE service_id = $1 AND business_status = $2`, [
        o.UniqueID,
        WorkStatus.WaitReserve,
      ]),
    ).toBeGreaterThan(0);
    // The booker's own payment call finds nothing left to pay; nothing was paid twice.
    const again = await call(TrainOrderPayment, { AccountType: AccountType.Balance }, 'employee', {
      params: { id: o.UniqueID },
    });
    expect(again.message).toBe('The order cannot do this in its current status');
    expect(await violations()).toEqual([]);
  });

  it('paid at the cashier from an account (Cashier/Pay): the order moves at once', async () => {
    const o = await awaitingPayment();
    const r = await call(
      CashierPay,
      { TradeID: o.DealID, IdempotencyKey: newKey(), Channel: CashierChannel.Balance },
      'finance',
    );
    expect(r.isSucc, r.message).toBe(true);
    expect(await details(o)).toMatchObject({ OrderStatus: OrderStatus.WaitDispose, PaidAmount: o.TotalPrice });
  });

  it("paid online (the gateway's notice settles the deal): the order moves at once, not at the 30-minute sweep", async () => {
    const o = await awaitingPayment();
    await t.app.deps.db.transaction((tx) => settleOnline(tx, { id: o.DealID, provider: 'sim', now: t.clock.now() }));
    const after = await details(o);
    expect(after).toMatchObject({ OrderStatus: OrderStatus.WaitDispose, PaidAmount: o.TotalPrice, PayDeadline: '' });
    expect(after.History.at(-1)).toMatchObject({ Action: 'pay', Actor: 'system', Amount: o.TotalPrice });
    expect(await violations()).toEqual([]);
  });

  it("the booker's OrderPayment moves the order once, with one pay entry", async () => {
    const o = await awaitingPayment();
    const r = await call(TrainOrderPayment, { AccountType: AccountType.Credit }, 'employee', {
      params: { id: o.UniqueID },
    });
    expect(r.result).toMatchObject({ OrderStatus: OrderStatus.WaitDispose, PaidAmount: o.TotalPrice });
    expect(r.result!.History.filter((h) => h.Action === 'pay')).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  it('an order not submitted yet takes no payment of its deal, and nothing is written', async () => {
    const o = await book(
      t,
      sid.employee!,
      bookingOf(train, { Passengers: [nextPassenger()], Seats: [], PaymentMode: PaymentMode.Online }),
    );
    expect(o.OrderStatus).toBe(OrderStatus.WaitBooking);
    const balance = (await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.balanceFen;
    const r = await call(
      TradeDealPayment,
      { TradeID: o.DealID, IdempotencyKey: newKey(), AccountType: AccountType.Balance },
      'finance',
    );
    expect(r).toMatchObject({ isSucc: false, statusCode: 400, message: 'The order is not waiting for payment' });
    const zh = await call(
      TradeDealPayment,
      { TradeID: o.DealID, IdempotencyKey: newKey(), AccountType: AccountType.Balance },
      'finance',
      { lang: 'cn' },
    );
    expect(zh.message).toBe('订单当前不在待支付状态');
    expect(await scalar(t, 'SELECT trade_status FROM trade_deals WHERE id = $1', [o.DealID])).toBe(
      TradeStatus.WaitPayment,
    );
    expect((await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.balanceFen).toBe(balance);
    expect(await details(o)).toMatchObject({ OrderStatus: OrderStatus.WaitBooking, PaidAmount: 0 });
    // Nor can it be paid online at the cashier; and its deal is not cancelled apart from the order.
    const online = await call(
      CashierPay,
      { TradeID: o.DealID, IdempotencyKey: newKey(), Channel: CashierChannel.Alipay },
      'finance',
    );
    expect(online.message).toBe('The order is not waiting for payment');
    const cancel = await call(TradeDealCancel, { TradeID: o.DealID }, 'finance');
    expect(cancel.message).toBe('This trade pays for an order; cancel the order instead');
    expect(await scalar(t, 'SELECT trade_status FROM trade_deals WHERE id = $1', [o.DealID])).toBe(
      TradeStatus.WaitPayment,
    );
  });
});

describe('TMC refunds through the ledger show on the order (item 9)', () => {
  it('TradeDeal/Refund raises the refunded amount with a history entry; the tickets stay issued', async () => {
    const o = await issue(await waitingForSupplier(2));
    expect(o.PaidAmount).toBe(o.TotalPrice);
    const r = await call(
      TradeDealRefund,
      { TradeID: o.DealID, IdempotencyKey: newKey(), Amount: 100.5, Reason: '差价返还' },
      'accountant',
    );
    expect(r.isSucc, r.message).toBe(true);
    const after = await details(o);
    expect(after).toMatchObject({ OrderStatus: OrderStatus.Finished, RefundedAmount: 100.5, RefundState: 'none' });
    expect(after.Passengers.map((p) => p.Status)).toEqual(['Issued', 'Issued']);
    expect(after.History.at(-1)).toMatchObject({ Action: 'refunded', Amount: 100.5, Reason: '差价返还' });
    expect(await violations()).toEqual([]);

    // The rest of the payment back: everything paid came back, the order reads Refunded.
    const rest = fenToYuan(fen(o.PaidAmount) - 10050);
    const r2 = await call(
      TradeDealRefund,
      { TradeID: o.DealID, IdempotencyKey: newKey(), Amount: rest, Reason: '全额退款' },
      'accountant',
    );
    expect(r2.isSucc, r2.message).toBe(true);
    expect(await details(o)).toMatchObject({ RefundedAmount: o.PaidAmount, RefundState: 'full' });
    expect(await listRow(o)).toMatchObject({ RefundedAmount: o.PaidAmount, RefundState: 'full' });
    expect(await violations()).toEqual([]);
  });

  it('a paid order cancelled before issue shows its payment refunded', async () => {
    const o = await awaitingPayment();
    const paid = await call(TrainOrderPayment, { AccountType: AccountType.Balance }, 'employee', {
      params: { id: o.UniqueID },
    });
    expect(paid.isSucc, paid.message).toBe(true);
    await ok(TrainOrderLock, { UniqueID: o.UniqueID }, 'service');
    const c = await call(
      TrainUpdateOrderStatus,
      { UniqueID: o.UniqueID, Status: OrderStatus.Canceled, Reason: '客户来电取消' },
      'service',
    );
    expect(c.isSucc, c.message).toBe(true);
    expect(await details(o)).toMatchObject({
      OrderStatus: OrderStatus.Canceled,
      PaidAmount: o.TotalPrice,
      RefundedAmount: o.TotalPrice,
    });
    expect(await violations()).toEqual([]);
  });

  it('the train refund counts its money once', async () => {
    const o = await issue(await waitingForSupplier(1));
    const r = await ok<TTrainOrderRefundResult>(
      TrainOrderRefund,
      { UniqueID: o.UniqueID, PassengerIDs: [o.Passengers[0]!.PassengerID], Reason: '行程取消' },
      'employee',
    );
    expect(r.Order.RefundedAmount).toBe(r.RefundAmount);
    expect(r.Order.History.filter((h) => h.Action === 'refunded')).toEqual([
      expect.objectContaining({ Amount: r.RefundAmount }),
    ]);
    expect(await violations()).toEqual([]);
  });
});

describe('refund labels and the history the client reads (item 10)', () => {
  it('a finished order with some tickets refunded is partly refunded; with all, refunded; list and detail', async () => {
    const o = await issue(await waitingForSupplier(2));
    expect(o.RefundState).toBe('none');
    const refund = (id: string) =>
      ok<TTrainOrderRefundResult>(
        TrainOrderRefund,
        { UniqueID: o.UniqueID, PassengerIDs: [id], Reason: '行程取消' },
        'employee',
      );
    const one = await refund(o.Passengers[0]!.PassengerID);
    expect(one.Order).toMatchObject({ OrderStatus: OrderStatus.Finished, RefundState: 'partial' });
    expect(await listRow(o)).toMatchObject({ RefundState: 'partial' });
    expect(await listRow(o, 'service')).toMatchObject({ RefundState: 'partial' });
    const two = await refund(o.Passengers[1]!.PassengerID);
    expect(two.Order).toMatchObject({ OrderStatus: OrderStatus.Finished, RefundState: 'full' });
    expect(await listRow(o)).toMatchObject({ RefundState: 'full' });
    // Money kept (the railway's fee, the service fee) does not make it less refunded.
    expect(two.Order.RefundedAmount).toBeLessThan(two.Order.PaidAmount);
  });

  it('the client reads client-facing entries only, the supplier as the TMC; the TMC side reads all', async () => {
    const o = await issue(await waitingForSupplier(1));
    await ok<TTrainOrderRefundResult>(
      TrainOrderRefund,
      { UniqueID: o.UniqueID, PassengerIDs: [o.Passengers[0]!.PassengerID], Reason: '行程取消' },
      'employee',
    );
    const client = (await details(o)).History;
    expect(client.map((h) => h.Action)).not.toContain('lock');
    expect(client.map((h) => h.Actor)).not.toContain('supplier');
    expect(client.some((h) => h.Action === 'confirmPrice' && h.Actor === 'system')).toBe(false);
    expect(client.find((h) => h.Action === 'drawer')).toMatchObject({ Actor: 'tmc', ToStatus: OrderStatus.Finished });
    // The client still reads its own confirmation of the price and the money back.
    expect(client.some((h) => h.Action === 'confirmPrice' && h.Actor === 'booker')).toBe(true);
    expect(client.some((h) => h.Action === 'refunded')).toBe(true);

    for (const who of ['supplier', 'service']) {
      const all = (await details(o, who)).History;
      expect(all.find((h) => h.Action === 'lock')).toMatchObject({ Actor: 'supplier' });
      expect(all.some((h) => h.Action === 'confirmPrice' && h.Actor === 'system')).toBe(true);
      expect(all.length).toBeGreaterThan(client.length);
    }
  });
});

describe("the system's lines in the order log are read in the reader's language (item 10)", () => {
  it('a refund written by a Chinese session reads in English for an English reader, and back', async () => {
    const o = await issue(await waitingForSupplier(1));
    const r = await call<TTrainOrderRefundResult>(
      TrainOrderRefund,
      { UniqueID: o.UniqueID, PassengerIDs: [o.Passengers[0]!.PassengerID], Reason: '行程取消' },
      'employee',
      { lang: 'cn' },
    );
    expect(r.isSucc, r.message).toBe(true);
    const fee = r.result!.Fee.toFixed(2);
    const back = r.result!.RefundAmount.toFixed(2);
    const name = o.Passengers[0]!.PassengerName;
    expect((await details(o, 'employee', 'en')).Messages.at(-1)!.Text).toBe(
      `Refunded ${name}: fee ${fee} yuan, ${back} yuan back; reason: 行程取消`,
    );
    expect((await details(o, 'service', 'cn')).Messages.at(-1)!.Text).toContain(`${name} 已退票`);
  });
});

describe('the order detail names its references (item 11)', () => {
  it("carries the purpose, cost centre and project names, for the supplier too, in the reader's language", async () => {
    const id = async (table: string, code: string) =>
      String(
        (
          await t.database.executeSql(`SELECT id FROM ${table} WHERE company_id = $1 AND code = $2`, [
            DEMO_CLIENT,
            code,
          ])
        ).rows[0]!.id,
      );
    const refs = {
      TravelPurposeID: await id('travel_purposes', 'P01'),
      CostCenterID: await id('cost_centers', 'CC-001'),
      ProjectID: await id('projects', 'PJ-2026-001'),
    };
    const o = await waitingForSupplier(1, refs);
    for (const who of ['supplier', 'service', 'employee'])
      expect(await details(o, who)).toMatchObject({
        ...refs,
        TravelPurposeName: 'Client visit',
        CostCenterName: '管理费用',
        ProjectName: '华东客户拓展',
      });
    expect(await details(o, 'supplier', 'cn')).toMatchObject({ TravelPurposeName: '客户拜访' });
    const none = await waitingForSupplier(1);
    expect(await details(none, 'supplier')).toMatchObject({
      TravelPurposeName: '',
      CostCenterName: '',
      ProjectName: '',
    });
  });
});

describe('the booker cancels an order waiting for the supplier until someone takes it up (item 14)', () => {
  it('before the supplier locks it: cancel is offered, and gives back seats, the freeze and the tasks', async () => {
    const frozen = (await accountRow(t, DEMO_CLIENT))!.frozenFen;
    const left = await seatsLeft(t, train);
    const o = await waitingForSupplier(1);
    expect(o.Actions).toEqual(['cancel']);
    expect((await listRow(o)).Actions).toEqual(['cancel']);
    const r = await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee');
    expect(r).toMatchObject({ isSucc: true, message: 'Order cancelled' });
    expect(r.result).toMatchObject({ OrderStatus: OrderStatus.Canceled, Actions: [] });
    expect(await seatsLeft(t, train)).toBe(left);
    expect((await accountRow(t, DEMO_CLIENT))!.frozenFen).toBe(frozen);
    expect(
      await scalar(t, `SELECT count(*)::int FROM work_tasks WHERE service_id = $1 AND business_status <> $2`, [
        o.UniqueID,
        WorkStatus.Canceled,
      ]),
    ).toBe(0);
  });

  it('once the supplier locks it, no cancel: the order is being processed', async () => {
    const o = await waitingForSupplier(1);
    await ok(TrainOrderLock, { UniqueID: o.UniqueID }, 'supplier');
    expect((await details(o)).Actions).toEqual([]);
    const r = await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee');
    expect(r).toMatchObject({ isSucc: false, statusCode: 400, message: 'The order is already being processed' });
    expect((await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee', { lang: 'cn' })).message).toBe(
      '订单已在处理中',
    );
    // Unlocked again, the booker may.
    await ok(TrainOrderUnLock, { UniqueID: o.UniqueID }, 'supplier');
    expect((await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee')).isSucc).toBe(true);
  });

  it('an online order paid and waiting for the supplier: cancelling refunds the payment, shown on the order', async () => {
    const o = await awaitingPayment();
    const balance = (await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.balanceFen;
    await t.app.deps.db.transaction((tx) => settleOnline(tx, { id: o.DealID, provider: 'sim', now: t.clock.now() }));
    const r = await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee');
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result).toMatchObject({
      OrderStatus: OrderStatus.Canceled,
      PaidAmount: o.TotalPrice,
      RefundedAmount: o.TotalPrice,
    });
    // Paid online: the money goes back through the gateway, not to an account.
    expect((await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.balanceFen).toBe(balance);
    expect(await violations()).toEqual([]);
  });
});

describe('races (TEST_DB=pg overlaps them)', () => {
  it('TradeDeal/Payment against the booker cancelling: one wins, the order and its deal agree', async () => {
    for (let i = 0; i < 5; i++) {
      const o = await awaitingPayment();
      const [pay, cancel] = await Promise.all([
        call(
          TradeDealPayment,
          { TradeID: o.DealID, IdempotencyKey: newKey(), AccountType: AccountType.Balance },
          'finance',
        ),
        call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee'),
      ]);
      for (const r of [pay, cancel]) expect(r.httpStatus).toBeLessThan(500);
      expect([pay.isSucc, cancel.isSucc].filter(Boolean)).toHaveLength(1);
      const after = await details(o);
      const deal = await scalar(t, 'SELECT trade_status FROM trade_deals WHERE id = $1', [o.DealID]);
      if (pay.isSucc) {
        expect(after).toMatchObject({ OrderStatus: OrderStatus.WaitDispose, PaidAmount: o.TotalPrice });
        expect(deal).toBe(TradeStatus.Finished);
      } else {
        expect(after).toMatchObject({ OrderStatus: OrderStatus.Canceled, PaidAmount: 0 });
        expect(deal).toBe(TradeStatus.Canceled);
      }
    }
    expect(await violations()).toEqual([]);
  });

  it('the booker cancelling against the supplier locking: one wins', async () => {
    for (let i = 0; i < 5; i++) {
      const o = await waitingForSupplier(1);
      const [cancel, lock] = await Promise.all([
        call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee'),
        call(TrainOrderLock, { UniqueID: o.UniqueID }, 'supplier'),
      ]);
      for (const r of [cancel, lock]) expect(r.httpStatus).toBeLessThan(500);
      expect([cancel.isSucc, lock.isSucc].filter(Boolean)).toHaveLength(1);
      expect((await details(o)).OrderStatus).toBe(cancel.isSucc ? OrderStatus.Canceled : OrderStatus.WaitDispose);
    }
  });

  it('two TMC refunds of one deal at once: the order counts each applied refund once', async () => {
    const o = await issue(await waitingForSupplier(1));
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        call(
          TradeDealRefund,
          { TradeID: o.DealID, IdempotencyKey: newKey(), Amount: 10, Reason: '补偿' },
          'accountant',
        ),
      ),
    );
    for (const r of replies) expect(r.isSucc, r.message).toBe(true);
    expect((await details(o)).RefundedAmount).toBe(30);
    expect(await violations()).toEqual([]);
  });
});
