import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  OrderStatus,
  PaymentMode,
  ProductType,
  ServiceType,
  TradeStatus,
  TrainOrderCancel,
  TrainOrderDetails,
  TrainOrderLock,
  WorkStatus,
} from '@opentmc/contracts';
import {
  createOrder,
  orderProduct,
  registerOrderProduct,
  setOrderLinks,
  sweepOrderTimeouts,
  type TOrderRow,
} from '../../src/modules/order/index.ts';
import { createPaymentDeal, loadDeal } from '../../src/modules/trade/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { DEMO_CLIENT, NOW, at, scalar } from '../train/order-helpers.ts';

// A second product on the order engine (issue 16 section 1; ADR 0036): a stand-in hotel product registers through
// the port with nothing else, and the engine carries its orders: a train call does not reach them (another product's
// number is not found, and nothing is written), and the 30-minute timeout cancels one, calling the product's own
// release and giving its money back.

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
  unregister = registerOrderProduct({
    service: ServiceType.Hotel,
    key: 'hotel',
    productType: ProductType.Hotel,
    title: async (_tx, order, lang) => (lang === 'en' ? `Room ${order.uniqueId}` : `客房 ${order.uniqueId}`),
    release: async (_tx, _deps, order) => void released.push(order.id),
    assertIssuable: async () => undefined,
    issue: async () => undefined,
    payMinutes: 15,
    fulfilmentTaskStatus: WorkStatus.WaitDispose,
    travellerIds: async () => [],
    describe: async (_tx, order) => ({ Title: order.title, Summary: '' }),
    ticketLines: async () => '',
  });
});
afterAll(async () => {
  unregister();
  await t.close();
});

/** A hotel order of the demo client, booked offline on credit (its money frozen), as the product's booking would. */
const hotelOrder = async (): Promise<TOrderRow> => {
  const bookerId = String(
    (await t.database.executeSql(`SELECT id FROM users WHERE company_id = $1 ORDER BY id LIMIT 1`, [DEMO_CLIENT]))
      .rows[0]!['id'],
  );
  const now = t.clock.now();
  return t.app.deps.db.transaction(async (tx) => {
    const header = await createOrder(tx, {
      service: ServiceType.Hotel,
      companyId: DEMO_CLIENT,
      bookerId,
      actor: 'booker',
      userId: bookerId,
      payMode: PaymentMode.Offline,
      accountType: AccountType.Credit,
      totalFen: 48_000,
      title: '上海 测试酒店',
      contactName: '郑浩',
      contactMobile: '13800000007',
      payDeadline: new Date(now.getTime() + 15 * 60_000),
      now,
    });
    const deal = await createPaymentDeal(tx, {
      companyId: DEMO_CLIENT,
      by: bookerId,
      amountFen: header.totalFen,
      subject: header.title,
      order: { service: 'hotel', uniqueId: header.uniqueId },
      freezeOn: AccountType.Credit,
      now,
    });
    return setOrderLinks(tx, header.id, { dealId: deal.id });
  });
};

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
