import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  TrainOrderDetails,
  TrainOrderList,
  formatDate,
  isIdCard,
  type TTrainOrderDetail,
  type TTrainOrderListResult,
} from '@opentmc/contracts';
import { seedTrainOrdersDemo } from '../../src/modules/train/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { assertLedgerInvariants } from '../ledger-invariants.ts';
import { DEMO_CLIENT, scalar } from './order-helpers.ts';

// The demo train orders (DEMO_ORDERS, on with demo data outside the tests): the demo client's employee finds an
// issued order, one waiting for the supplier, one partly refunded and one cancelled, made by the order engine with
// travel dates after today, and seeding again adds nothing.

let t: TTestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp({ workers: false, config: { demoOrders: true } });
  employee = await t.login('employee');
});
afterAll(async () => t.close());

const list = async () =>
  (await t.call<TTrainOrderListResult>(TrainOrderList, { PageSize: 50 }, { session: employee, lang: 'en' })).result!;
const detail = async (id: string) =>
  (await t.call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: id }, { session: employee, lang: 'en' })).result!;

describe('demo train orders', () => {
  it('seeds an issued, a waiting, a partly refunded and a cancelled order of the demo client', async () => {
    const orders = (await list()).Entities;
    expect(orders).toHaveLength(4);
    expect(orders.every((o) => o.CompanyID === DEMO_CLIENT && o.BookerName === '郑浩')).toBe(true);
    const statuses = orders.map((o) => o.OrderStatus).sort();
    expect(statuses).toEqual(
      [OrderStatus.Finished, OrderStatus.Finished, OrderStatus.WaitDispose, OrderStatus.Canceled].sort(),
    );
    const today = formatDate(t.clock.now());
    for (const o of orders) {
      expect(o.TravelDate > today, o.Title).toBe(true);
      const d = await detail(o.UniqueID);
      for (const p of d.Passengers) expect(isIdCard(p.CardNo, today), p.CardNo).toBe(true);
    }

    const details = await Promise.all(orders.map((o) => detail(o.UniqueID)));
    const finished = details.filter((d) => d.OrderStatus === OrderStatus.Finished);
    const partly = finished.find((d) => d.RefundedAmount > 0)!;
    expect(partly.Passengers.map((p) => p.Status).sort()).toEqual(['Issued', 'Refunded']);
    expect(partly.Passengers.find((p) => p.Status === 'Refunded')!.PassengerName).toBe('王芳');
    const issued = finished.find((d) => d !== partly)!;
    expect(issued.RefundedAmount).toBe(0);
    expect(issued.PaidAmount).toBe(issued.TotalPrice);
    expect(issued.Passengers.every((p) => p.Status === 'Issued' && p.TicketNo !== '')).toBe(true);
    const waiting = details.find((d) => d.OrderStatus === OrderStatus.WaitDispose)!;
    expect(waiting.Passengers).toHaveLength(2);
    expect(waiting.History.map((h) => h.Action)).toEqual(['create', 'submit']);
    const canceled = details.find((d) => d.OrderStatus === OrderStatus.Canceled)!;
    expect(canceled.History.map((h) => h.Action)).toEqual(['create', 'cancel']);
    expect(canceled.Passengers.every((p) => p.Status === 'Canceled')).toBe(true);
    await assertLedgerInvariants(t.database);
  });

  it('seeds nothing into a company that already has train orders', async () => {
    const before = await scalar(t, 'SELECT count(*)::int FROM orders');
    const again = await t.app.deps.db.transaction((tx) => seedTrainOrdersDemo(tx, t.app.deps));
    expect(again).toEqual([]);
    expect(await scalar(t, 'SELECT count(*)::int FROM orders')).toBe(before);
  });
});
