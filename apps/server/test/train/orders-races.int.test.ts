import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  TrainBooking,
  TrainCreateOrder,
  TrainOrderCancel,
  TrainOrderDrawer,
  TrainOrderLock,
  TrainSeatType,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import {
  DEMO_CLIENT,
  NOW,
  PEOPLE,
  ownCard,
  TRAIN_DATE,
  accountRow,
  at,
  book,
  bookingOf,
  gTrain,
  idCardNo,
  scalar,
  seatsLeft,
} from './order-helpers.ts';

// Races on train orders (issue 6 section 7). Every request of a race is fired at once; on PGlite the database
// serialises them, on PostgreSQL (TEST_DB=pg) they overlap up to the pool's connections. Whatever the interleaving,
// one transition applies, with one set of side effects (postings, seats, freezes); the others are clear refusals.

let t: TTestApp;
const sid: Record<string, string> = {};
const train = gTrain(0);
const N = 50;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of ['employee', 'supplier']) sid[a] = await t.login(a);
});
afterAll(async () => t.close());

const historyCount = (orderId: string, action: string) =>
  scalar(t, `SELECT count(*)::int FROM order_history WHERE order_id = $1 AND action = $2`, [orderId, action]);

const expectOneWinner = (replies: { isSucc: boolean; statusCode: number; httpStatus: number; message: string }[]) => {
  expect(replies.filter((r) => r.isSucc)).toHaveLength(1);
  const refused = replies.filter((r) => !r.isSucc);
  expect(refused).toHaveLength(N - 1);
  for (const r of refused) {
    expect(r.statusCode).toBe(400);
    expect(r.httpStatus).toBe(400);
    expect([
      'The order has changed; refresh and try again',
      'The order cannot do this in its current status',
    ]).toContain(r.message);
  }
};

describe('races', () => {
  it(`${N} concurrent OrderDrawer on one order: one issue, one payment`, async () => {
    const o = await book(
      t,
      sid.employee!,
      bookingOf(train, { Passengers: PEOPLE.slice(0, 2).map(ownCard), Seats: ['1A', '1C'], Submit: true }),
    );
    await t.call(TrainOrderLock, { UniqueID: o.UniqueID }, { session: sid.supplier });
    await t.call(TrainBooking, { UniqueId: o.UniqueID }, { session: sid.supplier });
    const before = (await accountRow(t, DEMO_CLIENT))!;

    const replies = await Promise.all(
      Array.from({ length: N }, () =>
        t.call<TTrainOrderDetail>(TrainOrderDrawer, { UniqueID: o.UniqueID }, { session: sid.supplier, lang: 'en' }),
      ),
    );
    expectOneWinner(replies);
    expect(replies.find((r) => r.isSucc)!.result!.OrderStatus).toBe(OrderStatus.Finished);
    expect(await historyCount(o.OrderID, 'drawer')).toBe(1);
    expect(await scalar(t, 'SELECT count(*)::int FROM trade_details WHERE deal_id = $1', [o.DealID])).toBe(2);
    const after = (await accountRow(t, DEMO_CLIENT))!;
    const total = Math.round(o.TotalPrice * 100);
    expect(before.balanceFen - after.balanceFen).toBe(total);
    expect(before.frozenFen - after.frozenFen).toBe(total);
    expect(
      await scalar(t, `SELECT count(*)::int FROM train_order_passengers WHERE order_id = $1 AND status = 'Issued'`, [
        o.OrderID,
      ]),
    ).toBe(2);
  });

  it(`${N} concurrent OrderCancel on one order: one cancel, seats and freeze back once`, async () => {
    const left = await seatsLeft(t, train);
    const frozen = (await accountRow(t, DEMO_CLIENT))!.frozenFen;
    const o = await book(
      t,
      sid.employee!,
      bookingOf(train, { Passengers: PEOPLE.slice(2, 5).map(ownCard), Seats: ['1A', '1B', '1C'] }),
    );
    expect(await seatsLeft(t, train)).toBe(left - 3);

    const replies = await Promise.all(
      Array.from({ length: N }, () =>
        t.call<TTrainOrderDetail>(TrainOrderCancel, { UniqueID: o.UniqueID }, { session: sid.employee, lang: 'en' }),
      ),
    );
    expectOneWinner(replies);
    expect(await historyCount(o.OrderID, 'cancel')).toBe(1);
    expect(await seatsLeft(t, train)).toBe(left);
    expect((await accountRow(t, DEMO_CLIENT))!.frozenFen).toBe(frozen);
    expect(
      await scalar(t, `SELECT count(*)::int FROM trade_holds WHERE deal_id = $1 AND status = 'Released'`, [o.DealID]),
    ).toBe(1);
  });

  it(`${N} concurrent bookings for the last 10 tickets: exactly 10 orders`, async () => {
    const last = gTrain(1);
    await t.database.executeSql(
      `INSERT INTO train_seat_stock (train_date, from_station, to_station, train_no, seat_type, remaining, capacity, updated_at)
       VALUES ($1, 'VNP', 'AOH', $2, $3, 10, 400, now())`,
      [TRAIN_DATE, last.trainNo, TrainSeatType.Second],
    );
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.call<TTrainOrderDetail>(
          TrainCreateOrder,
          bookingOf(last, {
            Passengers: [
              {
                Surname: '测',
                GivenName: `试${'一二三四五六七八九十'[i % 10]}${'甲乙丙丁戊'[i % 5]}`,
                CardNo: idCardNo(i),
              },
            ],
          }),
          { session: sid.employee, lang: 'en' },
        ),
      ),
    );
    expect(replies.filter((r) => r.isSucc)).toHaveLength(10);
    const refused = replies.filter((r) => !r.isSucc);
    expect(refused.every((r) => r.statusCode === 400 && r.message === 'Not enough tickets left: only 0')).toBe(true);
    expect(await seatsLeft(t, last)).toBe(0);
    expect(
      await scalar(t, `SELECT count(*)::int FROM train_orders WHERE train_no = $1 AND train_date = $2`, [
        last.trainNo,
        TRAIN_DATE,
      ]),
    ).toBe(10);
  });
});
