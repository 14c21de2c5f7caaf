import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  PaymentMode,
  TradeStatus,
  TrainOrderCancel,
  TrainOrderDetails,
  TrainOrderSubmit,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { settleOnline } from '../../src/modules/trade/index.ts';
import { sweepOrderTimeouts } from '../../src/modules/order/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
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

// The 30-minute rule (issue 6 section 1): an order left unsubmitted or unpaid is cancelled by the system, its seats
// and money given back; the clock is the test's, so time moves instead of passing. The sweep is a pg-boss job (run
// here both directly and through the queue).

let t: TTestApp;
let employee: string;
const train = gTrain(0);
const MIN = 60_000;

beforeAll(async () => {
  // No workers: the minute's sweep must not run on its own while the tests move the clock.
  t = await createTestApp({ workers: false });
  employee = await t.login('employee');
});
afterAll(async () => t.close());

const sweep = () => sweepOrderTimeouts(t.app.deps);
const details = async (o: TTrainOrderDetail) =>
  (await t.call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: o.UniqueID }, { session: employee, lang: 'en' }))
    .result!;
const minutesAfterNow = (m: number) => t.clock.set(new Date(at(NOW).getTime() + m * MIN));

describe('the 30-minute auto-cancel', () => {
  it('cancels an order left unsubmitted for 30 minutes, as the system, giving back seats and money', async () => {
    t.clock.set(at(NOW));
    const frozen = (await accountRow(t, DEMO_CLIENT))!.frozenFen;
    const left = await seatsLeft(t, train);
    const o = await book(
      t,
      employee,
      bookingOf(train, { Passengers: PEOPLE.slice(0, 2).map(ownCard), Seats: ['1A', '1B'] }),
    );
    expect(o.PayDeadline).toBe('2026-03-10 10:30:00');

    minutesAfterNow(29);
    expect(await sweep()).toBe(0);
    expect((await details(o)).OrderStatus).toBe(OrderStatus.WaitBooking);

    minutesAfterNow(30);
    expect(await sweep()).toBe(1);
    const after = await details(o);
    expect(after).toMatchObject({ OrderStatus: OrderStatus.Canceled, PayDeadline: '', Actions: [] });
    expect(after.History.at(-1)).toMatchObject({ Action: 'cancel', Actor: 'system', UserID: '' });
    expect(await seatsLeft(t, train)).toBe(left);
    expect((await accountRow(t, DEMO_CLIENT))!.frozenFen).toBe(frozen);
    // Nothing is left to time out.
    expect(await sweep()).toBe(0);
  });

  it('gives an online order 30 minutes to pay from when it waits for payment', async () => {
    t.clock.set(at(NOW));
    const o = await book(
      t,
      employee,
      bookingOf(train, { Passengers: [ownCard(PEOPLE[2]!)], PaymentMode: PaymentMode.Online }),
    );
    minutesAfterNow(20);
    const s = await t.call<TTrainOrderDetail>(TrainOrderSubmit, undefined, {
      session: employee,
      params: { id: o.UniqueID },
    });
    expect(s.result).toMatchObject({ OrderStatus: OrderStatus.WaitPayment, PayDeadline: '2026-03-10 10:50:00' });
    minutesAfterNow(45);
    expect(await sweep()).toBe(0);
    minutesAfterNow(50);
    expect(await sweep()).toBe(1);
    expect((await details(o)).OrderStatus).toBe(OrderStatus.Canceled);
    expect(await scalar(t, 'SELECT trade_status FROM trade_deals WHERE id = $1', [o.DealID])).toBe(
      TradeStatus.Canceled,
    );
  });

  it('leaves alone an order whose payment arrived at the cashier: the payment moved it at once', async () => {
    t.clock.set(at(NOW));
    const o = await book(
      t,
      employee,
      bookingOf(train, { Passengers: [ownCard(PEOPLE[3]!)], PaymentMode: PaymentMode.Online, Submit: true }),
    );
    await t.app.deps.db.transaction((tx) => settleOnline(tx, { id: o.DealID, provider: 'sim', now: t.clock.now() }));
    expect(await details(o)).toMatchObject({ OrderStatus: OrderStatus.WaitDispose, PayDeadline: '' });
    minutesAfterNow(31);
    expect(await sweep()).toBe(0);
    const after = await details(o);
    expect(after).toMatchObject({ OrderStatus: OrderStatus.WaitDispose, PaidAmount: o.TotalPrice });
    expect(after.History.at(-1)).toMatchObject({ Action: 'pay', Actor: 'system' });
  });

  it('leaves orders in approval or in fulfilment alone', async () => {
    t.clock.set(at(NOW));
    const o = await book(t, employee, bookingOf(train, { Passengers: [ownCard(PEOPLE[4]!)], Submit: true }));
    minutesAfterNow(24 * 60);
    expect(await sweep()).toBe(0);
    expect((await details(o)).OrderStatus).toBe(OrderStatus.WaitDispose);
  });

  it('against a booker cancelling at the same moment: one cancel', async () => {
    t.clock.set(at(NOW));
    const o = await book(t, employee, bookingOf(train, { Passengers: [ownCard(PEOPLE[5]!)] }));
    minutesAfterNow(31);
    const [n, r] = await Promise.all([
      sweep(),
      t.call(TrainOrderCancel, { UniqueID: o.UniqueID }, { session: employee, lang: 'en' }),
    ]);
    expect(n + (r.isSucc ? 1 : 0)).toBe(1);
    expect(
      await scalar(t, `SELECT count(*)::int FROM order_history WHERE order_id = $1 AND action = 'cancel'`, [o.OrderID]),
    ).toBe(1);
  });
});

describe('the timeout job', () => {
  it('runs the sweep from its pg-boss queue', async () => {
    const w = await createTestApp();
    try {
      w.clock.set(at(NOW));
      const sid = await w.login('employee');
      const o = await book(w, sid, bookingOf(train, { Passengers: [ownCard(PEOPLE[0]!)] }));
      w.clock.set(new Date(at(NOW).getTime() + 40 * MIN));
      await w.jobs.send('order.timeout', {});
      const status = async () =>
        (await w.call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: o.UniqueID }, { session: sid })).result!
          .OrderStatus;
      await expect.poll(status, { timeout: 15_000, interval: 200 }).toBe(OrderStatus.Canceled);
    } finally {
      await w.close();
    }
  });
});
