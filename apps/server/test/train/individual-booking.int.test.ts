import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CashierChannel,
  CashierPay,
  CashierSimulate,
  OrderStatus,
  PaymentMode,
  TrainOrderDetails,
  TrainPolicyBookingDefaults,
  type TCashierPayResult,
  type TTrainOrderDetail,
  type TTrainBookingDefaults,
} from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { NOW, at, book, bookingOf, gTrain } from './order-helpers.ts';

// Issue 14 item 12: an individual (the demo traveler, a personal space without company accounts) books a train, pays
// online at the cashier through the payment simulator, and the order goes to fulfilment. The simulator's notify
// travels through the job queue, so the workers run.

let t: TTestApp;
let traveler: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at(NOW));
  traveler = await t.login('traveler');
});
afterAll(async () => t?.close());

const waitFor = <T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> =>
  vi.waitFor(
    async () => {
      const v = await read();
      if (!done(v)) throw new Error(`still waiting for ${what}`);
      return v;
    },
    { timeout: 10_000, interval: 100 },
  );

describe('an individual books and pays at the cashier', () => {
  it('is offered online payment only, pays at the cashier, and the order goes to fulfilment', async () => {
    const types = await t.call<TTrainBookingDefaults>(TrainPolicyBookingDefaults, {}, { session: traveler });
    expect(types.result!.PaymentTypes).toEqual(['online']);

    const o = await book(
      t,
      traveler,
      bookingOf(gTrain(0), {
        Passengers: [{ Surname: '林', GivenName: '晓', CardNo: '350102199208152425' }],
        Seats: [],
        Contact: { Name: '林晓', Mobile: '13800000010' },
        PaymentMode: PaymentMode.Online,
        Submit: true,
      }),
    );
    expect(o.OrderStatus).toBe(OrderStatus.WaitPayment);

    const paid = await t.call<TCashierPayResult>(
      CashierPay,
      { TradeID: o.DealID, IdempotencyKey: `individual-${o.UniqueID}`, Channel: CashierChannel.Alipay },
      { session: traveler, lang: 'en' },
    );
    expect(paid.isSucc, paid.message).toBe(true);
    const simulated = await t.call(
      CashierSimulate,
      { PaymentID: paid.result!.PaymentID, Outcome: 'pay' },
      { session: traveler, lang: 'en' },
    );
    expect(simulated.isSucc, simulated.message).toBe(true);

    const after = await waitFor(
      async () =>
        (await t.call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: o.UniqueID }, { session: traveler })).result!,
      (d) => d.OrderStatus !== OrderStatus.WaitPayment,
      'the order to move on',
    );
    expect(after).toMatchObject({ OrderStatus: OrderStatus.WaitDispose, PaidAmount: o.TotalPrice });
  });
});
