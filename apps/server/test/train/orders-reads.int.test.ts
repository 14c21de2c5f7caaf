import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  PaymentMode,
  TrainGetSimpleOrder,
  TrainOrderDetails,
  TrainOrderDetailsById,
  TrainOrderList,
  TrainOrderLock,
  TrainSearchOrders,
  type TTrainOrderDetail,
  type TTrainOrderListResult,
  type TTrainOrderRow,
} from '@opentmc/contracts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { DEMO_CLIENT, NOW, PEOPLE, ownCard, at, book, bookingOf, gTrain } from './order-helpers.ts';

// Reading train orders (issue 6 sections 1 and 4): OrderDetails, Details/{id}, GetSimpleOrder, SearchOrders and List.
// Who sees what: the booker side within its data range, TMC staff for the companies they reach, the supplier for the
// orders it fulfils; every row and detail carries the actions the caller may take.

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };
const train = gTrain(4);
const o: Record<string, TTrainOrderDetail> = {};

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['employee', 'admin', 'approver', 'finance', 'supplier', 'service', 'operator'])
    sid[a] = await t.login(a);
  other = await createOtherCompany(t, '另一家科技公司', '13900007901');
  // The day before: one order of the employee, left unsubmitted (then time moves on; it is never timed out here).
  t.clock.set(at('2026-03-09 10:00:00'));
  o.early = await book(t, sid.employee!, bookingOf(train, { Passengers: [ownCard(PEOPLE[0]!)] }));
  t.clock.set(at(NOW));
  o.booked = await book(t, sid.employee!, bookingOf(train, { Passengers: [ownCard(PEOPLE[1]!)] }));
  o.disposing = await book(
    t,
    sid.employee!,
    bookingOf(train, { Passengers: [ownCard(PEOPLE[2]!), ownCard(PEOPLE[3]!)], Seats: ['1A', '1B'], Submit: true }),
  );
  o.admin = await book(t, sid.admin!, bookingOf(train, { Passengers: [ownCard(PEOPLE[4]!)], Submit: true }));
  // Another company pays online (it has no company account).
  o.other = await book(
    t,
    other.sid,
    bookingOf(train, { Passengers: [ownCard(PEOPLE[5]!)], PaymentMode: PaymentMode.Online }),
  );
});
afterAll(async () => t.close());

const call = <R = TTrainOrderDetail>(
  c: Parameters<TTestApp['call']>[0],
  payload: unknown,
  who: string,
  o2: Parameters<TTestApp['call']>[2] = {},
) => t.call<R>(c, payload, { session: sid[who] ?? who, lang: 'en', ...o2 });
const list = (who: string, p: Record<string, unknown> = {}) => call<TTrainOrderListResult>(TrainOrderList, p, who);
const numbers = (rows: TTrainOrderRow[] | undefined) => (rows ?? []).map((r) => r.UniqueID);

describe('TrainOrder/OrderDetails, Details/{id} and GetSimpleOrder', () => {
  it('the booker sees the whole order with the actions they may take', async () => {
    const r = await call(TrainOrderDetails, { UniqueID: o.booked!.UniqueID }, 'employee');
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result).toMatchObject({
      UniqueID: o.booked!.UniqueID,
      BookerName: '郑浩',
      Actions: ['submit', 'cancel'],
      Contact: { Name: '郑浩', Mobile: '13800000007' },
      Archived: false,
    });
    const byId = await call(TrainOrderDetailsById, undefined, 'employee', { params: { id: o.booked!.OrderID } });
    expect(byId.result).toEqual(r.result);
    const byNumber = await call(TrainOrderDetailsById, undefined, 'employee', {
      params: { id: o.booked!.UniqueID.toLowerCase() },
    });
    expect(byNumber.result!.OrderID).toBe(o.booked!.OrderID);
    const simple = await call<TTrainOrderRow>(TrainGetSimpleOrder, { UniqueID: o.booked!.UniqueID }, 'employee');
    expect(simple.result).toMatchObject({ OrderStatus: OrderStatus.WaitBooking, Actions: ['submit', 'cancel'] });
    expect(simple.result).not.toHaveProperty('Goods');
  });

  it('within the data range: the department head and finance see it, as bookers; others do not exist', async () => {
    expect((await call(TrainOrderDetails, { UniqueID: o.booked!.UniqueID }, 'approver')).result!.Actions).toEqual([
      'submit',
      'cancel',
    ]);
    expect((await call(TrainOrderDetails, { UniqueID: o.booked!.UniqueID }, 'finance')).isSucc).toBe(true);
    // The administrator's order is outside 研发部.
    expect((await call(TrainOrderDetails, { UniqueID: o.admin!.UniqueID }, 'approver')).message).toBe(
      'The order does not exist',
    );
    expect((await call(TrainOrderDetails, { UniqueID: o.admin!.UniqueID }, 'employee')).message).toBe(
      'The order does not exist',
    );
    expect((await call(TrainOrderDetails, { UniqueID: o.booked!.UniqueID }, other.sid)).message).toBe(
      'The order does not exist',
    );
    expect((await call<TTrainOrderRow>(TrainGetSimpleOrder, { UniqueID: o.other!.UniqueID }, 'employee')).message).toBe(
      'The order does not exist',
    );
  });

  it('TMC staff see the orders of the companies they reach; the supplier those it fulfils', async () => {
    const tmc = await call(TrainOrderDetails, { UniqueID: o.disposing!.UniqueID }, 'service');
    expect(tmc.result!.Actions).toEqual(['lock']);
    expect((await call(TrainOrderDetails, { UniqueID: o.other!.UniqueID }, 'service')).message).toBe(
      'The order does not exist',
    );
    expect((await call(TrainOrderDetails, { UniqueID: o.other!.UniqueID }, 'operator')).isSucc).toBe(true);
    expect((await call(TrainOrderDetails, { UniqueID: o.disposing!.UniqueID }, 'supplier')).result!.Actions).toEqual([
      'lock',
    ]);
    expect((await call(TrainOrderDetails, { UniqueID: o.booked!.UniqueID }, 'supplier')).message).toBe(
      'The order does not exist',
    );
  });

  it('refuses a malformed number', async () => {
    expect((await call(TrainOrderDetails, { UniqueID: 'T26/03' }, 'employee')).statusCode).toBe(400);
    expect((await call(TrainOrderDetails, {}, 'employee')).statusCode).toBe(400);
    expect((await call(TrainOrderDetails, { UniqueID: 'T2603109999999' }, 'employee')).message).toBe(
      'The order does not exist',
    );
  });
});

describe('TrainOrder/SearchOrders', () => {
  it('finds a batch of numbers separated by spaces, line breaks or commas, among those the caller sees', async () => {
    const batch = `${o.booked!.UniqueID}, ${o.disposing!.UniqueID}\n${o.admin!.UniqueID} ${o.other!.UniqueID}`;
    const mine = await call<{ Entities: TTrainOrderRow[] }>(TrainSearchOrders, { UniqueID: batch }, 'employee');
    expect(numbers(mine.result?.Entities).sort()).toEqual([o.booked!.UniqueID, o.disposing!.UniqueID].sort());
    const admin = await call<{ Entities: TTrainOrderRow[] }>(TrainSearchOrders, { UniqueID: batch }, 'admin');
    expect(numbers(admin.result?.Entities)).toHaveLength(3);
    expect((await call(TrainSearchOrders, { UniqueID: '' }, 'employee')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 51 }, (_, i) => `T2603100${String(i).padStart(6, '0')}`).join(',');
    expect((await call(TrainSearchOrders, { UniqueID: tooMany }, 'employee')).message).toBe(
      'At most 50 order numbers at a time',
    );
  });
});

describe('TrainOrder/List', () => {
  it("the employee's own orders, newest first, each with its actions", async () => {
    const r = await list('employee');
    expect(r.isSucc, r.message).toBe(true);
    expect(numbers(r.result!.Entities)).toEqual([o.disposing!.UniqueID, o.booked!.UniqueID, o.early!.UniqueID]);
    expect(r.result).toMatchObject({ RecordCount: 3, RecordCountCapped: false, NextCursor: '' });
    // Waiting for the supplier and not taken up yet, the booker may cancel (issue 14).
    expect(r.result!.Entities.map((e) => e.Actions)).toEqual([['cancel'], ['submit', 'cancel'], ['submit', 'cancel']]);
    expect(r.result!.Entities.map((e) => e.RefundState)).toEqual(['none', 'none', 'none']);
    expect(r.result!.Entities[0]).toMatchObject({ BookerName: '郑浩', TravellerNames: '王五, 赵六' });
  });

  it('the company within the data range: all of it for the administrator', async () => {
    expect((await list('admin')).result!.RecordCount).toBe(4);
    expect((await list('approver')).result!.RecordCount).toBe(3);
    expect((await list(other.sid)).result!.Entities.map((e) => e.UniqueID)).toEqual([o.other!.UniqueID]);
  });

  it('filters by state, booking dates, traveller and order numbers', async () => {
    expect(numbers((await list('admin', { OrderStatus: [OrderStatus.WaitDispose] })).result!.Entities).sort()).toEqual(
      [o.disposing!.UniqueID, o.admin!.UniqueID].sort(),
    );
    expect(
      numbers((await list('admin', { CreateTime: '2026-03-09', CreateTimeEnd: '2026-03-09' })).result!.Entities),
    ).toEqual([o.early!.UniqueID]);
    expect((await list('admin', { CreateTime: '2026-03-10' })).result!.RecordCount).toBe(3);
    expect(numbers((await list('admin', { Traveller: '赵六' })).result!.Entities)).toEqual([o.disposing!.UniqueID]);
    expect(
      numbers(
        (
          await list('admin', {
            UniqueIDs: `${o.early!.UniqueID}\n${o.admin!.UniqueID.toLowerCase()}；${o.other!.UniqueID}`,
          })
        ).result!.Entities,
      ),
    ).toEqual([o.admin!.UniqueID, o.early!.UniqueID]);
    expect((await list('admin', { Traveller: '100%_' })).result!.RecordCount).toBe(0);
  });

  it('pages by cursor and by page number alike', async () => {
    const first = (await list('admin', { PageSize: 2 })).result!;
    expect(first.Entities).toHaveLength(2);
    expect(first.NextCursor).not.toBe('');
    const second = (await list('admin', { PageSize: 2, Cursor: first.NextCursor })).result!;
    expect(second.NextCursor).toBe('');
    const byPage = (await list('admin', { PageSize: 2, PageNo: 2 })).result!;
    expect(numbers(byPage.Entities)).toEqual(numbers(second.Entities));
    expect(new Set([...numbers(first.Entities), ...numbers(second.Entities)]).size).toBe(4);
    // The spec's "all" page size is capped.
    expect((await list('admin', { PageSize: 99999 })).result!.PageSize).toBe(100);
  });

  it('TMC staff: the companies they reach; the supplier: the orders it fulfils, with their actions', async () => {
    expect((await list('service')).result!.RecordCount).toBe(4);
    expect((await list('service', { CompanyID: other.companyId })).message).toBe('You are not allowed to do this');
    expect((await list('operator')).result!.RecordCount).toBe(5);
    expect(numbers((await list('operator', { CompanyID: other.companyId })).result!.Entities)).toEqual([
      o.other!.UniqueID,
    ]);
    expect(numbers((await list('operator', { CompanyID: DEMO_CLIENT })).result!.Entities)).toHaveLength(4);
    const supplied = (await list('supplier')).result!;
    expect(numbers(supplied.Entities).sort()).toEqual([o.disposing!.UniqueID, o.admin!.UniqueID].sort());
    expect(supplied.Entities.every((e) => e.Actions.join() === 'lock')).toBe(true);
    await call(TrainOrderLock, { UniqueID: o.admin!.UniqueID }, 'supplier');
    const locked = (await list('supplier', { UniqueIDs: o.admin!.UniqueID })).result!.Entities[0]!;
    expect(locked).toMatchObject({ LockedByMe: true, Actions: ['cannot', 'drawer', 'unlock'] });
  });

  it('refuses bad filters', async () => {
    for (const p of [
      { PageSize: 0 },
      { CreateTime: '2026-03-10', CreateTimeEnd: '2026-03-09' },
      { CreateTime: '10/03/2026' },
      { OrderStatus: 'x' },
      { UniqueIDs: Array.from({ length: 51 }, (_, i) => `T${i}000000`).join(' ') },
    ])
      expect((await list('admin', p)).statusCode, JSON.stringify(p)).toBe(400);
  });
});

describe('the online history window', () => {
  it('marks an order booked more than a year ago as archived', async () => {
    const year = `UPDATE orders SET created_at = created_at + $2::interval WHERE id = $1`;
    await t.database.executeSql(year, [o.booked!.OrderID, '-400 days']);
    try {
      expect((await call(TrainOrderDetails, { UniqueID: o.booked!.UniqueID }, 'employee')).result!.Archived).toBe(true);
      expect((await call(TrainOrderDetails, { UniqueID: o.disposing!.UniqueID }, 'employee')).result!.Archived).toBe(
        false,
      );
    } finally {
      await t.database.executeSql(year, [o.booked!.OrderID, '400 days']);
    }
  });
});
