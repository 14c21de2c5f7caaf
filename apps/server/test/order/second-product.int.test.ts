import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AmendStatus,
  GetSideBadges,
  OrderStatus,
  ServiceType,
  TradeStatus,
  TrainAmendDetails,
  TrainAmendList,
  TrainOrderCancel,
  TrainOrderDetails,
  TrainOrderList,
  TrainOrderLock,
  type TOrderAmendRow,
  type TOrderListRow,
  type TSideBadges,
} from '@opentmc/contracts';
import { registerSideBadge } from '../../src/platform/side-badges.ts';
import {
  listAmends,
  listOrders,
  orderProduct,
  registerOrderProduct,
  sweepOrderTimeouts,
  type TOrderRow,
} from '../../src/modules/order/index.ts';
import { loadDeal } from '../../src/modules/trade/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { callContext, standInHotel, standInOrder } from './stand-in-product.ts';
import { NOW, at, book, bookingOf, gTrain, scalar } from '../train/order-helpers.ts';

// A second product on the order engine (issue 16 section 1; ADR 0036): a stand-in hotel product registers through
// the port with nothing else, and the engine carries its orders: a train call does not reach them (another product's
// number is not found, and nothing is written), and the 30-minute timeout cancels one, calling the product's own
// release and giving its money back. Its orders and amends are listed by the engine's lists for its service, with its
// own columns (the port's `lists`), and never in the train lists; its waiting amends feed the side menu's badge.

let t: TTestApp;
let employee: string;
let service: string;
const released: string[] = [];
let unregister: () => void;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  employee = await t.login('employee');
  service = await t.login('service');
  unregister = registerOrderProduct(
    standInHotel({
      release: async (_tx, _deps, order) => void released.push(order.id),
      lists: {
        orders: async (_tx, page, lang) =>
          new Map(
            page.map((o) => [
              o.id,
              { title: lang === 'en' ? `Room ${o.uniqueId}` : `客房 ${o.uniqueId}`, units: 1, refundedUnits: 0 },
            ]),
          ),
        amends: async (_tx, page) =>
          new Map(
            page.map((a) => [a.id, [{ PassengerID: 'G1', PassengerName: '郑浩', TicketNo: '', Price: 480, Fee: 0 }]]),
          ),
      },
    }),
  );
});
afterAll(async () => {
  unregister();
  await t.close();
});

/** A hotel order of the demo client, booked offline on credit (its money frozen), as the product's booking would. */
const hotelOrder = (): Promise<TOrderRow> => standInOrder(t, { totalFen: 48_000 });

/** An amend of an order, as the product's refund would open it (status as given). */
const amendOf = async (orderId: string, status: number): Promise<string> =>
  String(
    (
      await t.database.executeSql(
        `INSERT INTO amends (order_id, company_id, kind, status, price_fen, refund_fen, created_by, created_at, updated_at)
         SELECT id, company_id, 'refund', $2, 48000, 48000, booker_id, $3, $3 FROM orders WHERE id = $1 RETURNING id`,
        [orderId, status, t.clock.now()],
      )
    ).rows[0]!['id'],
  );

const LIST = { OrderStatus: [], Traveller: '', UniqueIDs: [], CompanyID: '', Cursor: '', PageNo: 1, PageSize: 50 };
const AMEND_LIST = {
  AmendStatus: [],
  Kind: '' as const,
  Traveller: '',
  UniqueIDs: [],
  CompanyID: '',
  PageNo: 1,
  PageSize: 50,
};
const numbers = (rows: readonly (TOrderListRow | TOrderAmendRow)[]) => rows.map((r) => r.UniqueID);
const badges = async (sid: string) => (await t.call<TSideBadges>(GetSideBadges, undefined, { session: sid })).result!;

describe('a second product on the engine', () => {
  it('is registered through the port alone', () => {
    expect(orderProduct(ServiceType.Hotel).key).toBe('hotel');
  });

  it('keeps its orders out of the train calls: not found, nothing written', async () => {
    const o = await hotelOrder();
    const history = await scalar(t, 'SELECT count(*)::int FROM order_history WHERE order_id = $1', [o.id]);
    const lock = await t.call(TrainOrderLock, { UniqueID: o.uniqueId }, { session: service, lang: 'en' });
    expect(lock.isSucc).toBe(false);
    expect(lock.message).toBe(
      (await t.call(TrainOrderDetails, { UniqueID: 'T0000000000' }, { session: service, lang: 'en' })).message,
    );
    const cancel = await t.call(TrainOrderCancel, { UniqueID: o.uniqueId }, { session: employee, lang: 'cn' });
    expect(cancel.isSucc).toBe(false);
    const after = await t.database.executeSql('SELECT status, lock_holder_id FROM orders WHERE id = $1', [o.id]);
    expect(after.rows[0]).toEqual({ status: OrderStatus.WaitBooking, lock_holder_id: null });
    expect(await scalar(t, 'SELECT count(*)::int FROM order_history WHERE order_id = $1', [o.id])).toBe(history);
  });

  it('is listed on the desk and in the amend list for its service, with its columns, and never in the train lists', async () => {
    const hotel = await hotelOrder();
    const train = await book(t, employee, bookingOf(gTrain()));
    const hotelAmend = await amendOf(hotel.id, AmendStatus.WaitDispose);
    const trainAmend = await amendOf(train.OrderID, AmendStatus.WaitDispose);
    const desk = await callContext(t, service, 'en');

    const hotels = await listOrders(desk, ServiceType.Hotel, LIST);
    expect(numbers(hotels.Entities)).toContain(hotel.uniqueId);
    expect(numbers(hotels.Entities)).not.toContain(train.UniqueID);
    const row = hotels.Entities.find((r) => r.UniqueID === hotel.uniqueId)!;
    // The header's columns from the engine, the title from the product, the desk's actions on a client's order.
    expect(row).toMatchObject({
      Title: `Room ${hotel.uniqueId}`,
      TotalPrice: 480,
      OrderStatus: OrderStatus.WaitBooking,
    });
    expect(row.Actions).toContain('lock');
    expect((await listOrders(await callContext(t, service, 'cn'), ServiceType.Hotel, LIST)).Entities[0]!.Title).toMatch(
      /^客房 /,
    );

    const trains = await t.call<{ Entities: TOrderListRow[] }>(TrainOrderList, {}, { session: service });
    expect(numbers(trains.result!.Entities)).toContain(train.UniqueID);
    expect(numbers(trains.result!.Entities)).not.toContain(hotel.uniqueId);

    const hotelAmends = await listAmends(desk, ServiceType.Hotel, AMEND_LIST);
    expect(hotelAmends.Entities.map((a) => a.AmendID)).toEqual([hotelAmend]);
    expect(hotelAmends.Entities[0]).toMatchObject({ UniqueID: hotel.uniqueId, RefundAmount: 480 });
    expect(hotelAmends.Entities[0]!.Passengers.map((p) => p.PassengerName)).toEqual(['郑浩']);
    const trainAmends = await t.call<{ Entities: TOrderAmendRow[] }>(TrainAmendList, {}, { session: service });
    expect(trainAmends.result!.Entities.map((a) => a.AmendID)).toEqual([trainAmend]);
    // An order's amends by its number: another product's number is not found.
    const details = await t.call(TrainAmendDetails, { UniqueID: hotel.uniqueId }, { session: service, lang: 'en' });
    expect(details.isSucc).toBe(false);
    expect((await t.call(TrainAmendDetails, { UniqueID: train.UniqueID }, { session: service })).isSucc).toBe(true);
  });

  it('feeds the side menu’s order-change badge with its waiting amends, beside the counters modules register', async () => {
    const before = (await badges(service)).OrderChange;
    const hotel = await hotelOrder();
    await amendOf(hotel.id, AmendStatus.WaitDispose);
    expect((await badges(service)).OrderChange).toBe(before + 1);
    // A counter registered under a badge adds to it, and leaves it when taken out.
    const undo = registerSideBadge('OrderChange', 'stand-in', async (ctx) => (ctx.session.userId ? 5 : 0));
    try {
      expect((await badges(service)).OrderChange).toBe(before + 6);
    } finally {
      undo();
    }
    expect((await badges(service)).OrderChange).toBe(before + 1);
  });

  it('is cancelled by the engine’s timeout with its own release, its frozen money given back', async () => {
    const o = await hotelOrder();
    t.clock.set(new Date(at(NOW).getTime() + 16 * 60_000));
    expect(await sweepOrderTimeouts(t.app.deps)).toBeGreaterThanOrEqual(1);
    const after = await t.database.executeSql('SELECT status, pay_deadline FROM orders WHERE id = $1', [o.id]);
    expect(after.rows[0]).toEqual({ status: OrderStatus.Canceled, pay_deadline: null });
    expect(released).toContain(o.id);
    expect((await loadDeal(t.app.deps.db, o.dealId!)).tradeStatus).toBe(TradeStatus.Canceled);
  });
});
