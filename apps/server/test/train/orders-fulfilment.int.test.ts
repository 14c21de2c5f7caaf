import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  OrderStatus,
  PaymentMode,
  TradeStatus,
  TrainBooking,
  TrainMessageSend,
  TrainOrderCannot,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderLock,
  TrainOrderPayment,
  TrainOrderUnLock,
  TrainUpdateGoods,
  WorkStatus,
  WorkTaskList,
  type TTrainOrderDetail,
  type TWorkTaskListResult,
} from '@opentmc/contracts';
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
  noticesOf,
  scalar,
  seatsLeft,
} from './order-helpers.ts';

// Fulfilment of train orders by the supplier and the TMC (issue 6 section 6): OrderLock, OrderUnLock, TrainBooking,
// OrderDrawer, OrderCannot and MessageSend. Each call: success, bad input, the wrong actor, the wrong state.

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };
const train = gTrain(3);

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of ['employee', 'admin', 'supplier', 'service', 'operator', 'sales']) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '另一家科技公司', '13900007801');
  // A second supplier company: it fulfils none of these orders.
  const { insertCompany, insertUser, hashPassword } = await import('../../src/modules/org/index.ts');
  const db = t.app.deps.db;
  const supplier2 = await insertCompany(db, t.clock, {
    name: '另一家供应商',
    type: 'Supplier',
    featureCodes: ['BusinessSupply'],
  });
  await insertUser(db, t.clock, supplier2, {
    name: '另一个供应商',
    mobile: '13900007802',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roles: ['supplier'],
  });
  sid.supplier2 = await t.login('13900007802');
});
afterAll(async () => t.close());

const call = <R = TTrainOrderDetail>(
  c: Parameters<TTestApp['call']>[0],
  payload: unknown,
  who: string,
  o: Parameters<TTestApp['call']>[2] = {},
) => t.call<R>(c, payload, { session: sid[who] ?? who, lang: 'en', ...o });

/** A submitted order in fulfilment (company credit account), one passenger by default. */
const inFulfilment = async (over: Parameters<typeof bookingOf>[1] = {}) => {
  const o = await book(
    t,
    sid.employee!,
    bookingOf(train, { Passengers: [ownCard(PEOPLE[0]!)], Submit: true, ...over }),
  );
  expect(o.OrderStatus).toBe(OrderStatus.WaitDispose);
  return o;
};
const lock = (o: TTrainOrderDetail, who = 'supplier') => call(TrainOrderLock, { UniqueID: o.UniqueID }, who);
const bookIt = (o: TTrainOrderDetail, who = 'supplier') => call(TrainBooking, { UniqueId: o.UniqueID }, who);
const issue = (o: TTrainOrderDetail, who = 'supplier') => call(TrainOrderDrawer, { UniqueID: o.UniqueID }, who);

describe('TrainOrder/OrderLock and OrderUnLock', () => {
  it('the supplier locks; nobody else processes it until the holder unlocks', async () => {
    const o = await inFulfilment();
    const r = await lock(o);
    expect(r).toMatchObject({ isSucc: true, message: 'Order locked' });
    expect(r.result).toMatchObject({ LockedByMe: true, Actions: ['cannot', 'drawer', 'unlock'] });

    expect((await lock(o, 'service')).message).toBe('Someone else is processing this order; try again later');
    expect((await lock(o)).message).toBe('You have already locked this order');
    expect((await call(TrainOrderUnLock, { UniqueID: o.UniqueID }, 'service')).message).toBe(
      'Someone else is processing this order; try again later',
    );
    expect((await bookIt(o, 'service')).message).toBe('Someone else is processing this order; try again later');
    // The TMC staff member sees the lock as someone else's.
    const seen = (await call(TrainOrderDetails, { UniqueID: o.UniqueID }, 'service')).result!;
    expect(seen).toMatchObject({ LockedByMe: false, Actions: [] });

    const u = await call(TrainOrderUnLock, { UniqueID: o.UniqueID }, 'supplier');
    expect(u).toMatchObject({ isSucc: true, message: 'Order unlocked' });
    expect(u.result).toMatchObject({ LockHolderID: '', Actions: ['lock'] });
    expect((await call(TrainOrderUnLock, { UniqueID: o.UniqueID }, 'supplier')).message).toBe(
      'Lock the order before processing it',
    );
  });

  it('is for the order desk: never the booker, another company, nor another supplier', async () => {
    const o = await inFulfilment();
    expect((await lock(o, 'employee')).message).toBe('You are not allowed to do this');
    expect((await lock(o, other.sid)).message).toBe('You are not allowed to do this');
    expect((await lock(o, 'supplier2')).message).toBe('The order does not exist');
    expect((await lock(o)).isSucc).toBe(true);
    const noCsrf = await call(TrainOrderUnLock, { UniqueID: o.UniqueID }, 'supplier', { noCsrfHeader: true });
    expect(noCsrf.message).toBe('The request origin could not be verified and was refused');
    expect((await call(TrainOrderLock, { UniqueID: '***' }, 'supplier')).statusCode).toBe(400);
  });

  it('an order not yet in fulfilment is not the supplier’s', async () => {
    const o = await book(t, sid.employee!, bookingOf(train, { Passengers: [ownCard(PEOPLE[1]!)] }));
    expect((await lock(o)).message).toBe('The order does not exist');
    // TMC staff who reach the company may lock it, e.g. to help the booker.
    const r = await lock(o, 'service');
    expect(r.isSucc, r.message).toBe(true);
    await call(TrainOrderUnLock, { UniqueID: o.UniqueID }, 'service');
  });
});

describe('TrainOrder/TrainBooking', () => {
  it('books with the rail supplier under the lock, once, and moves the tasks on', async () => {
    const o = await inFulfilment();
    expect((await bookIt(o)).message).toBe('Lock the order before processing it');
    await lock(o);
    const r = await bookIt(o);
    expect(r).toMatchObject({ isSucc: true, message: 'Booked with the railway' });
    expect(r.result!.Goods.BookingNo).toMatch(/^E\d{9}$/);
    expect(r.result!.OrderStatus).toBe(OrderStatus.WaitDispose);
    expect((await bookIt(o)).message).toBe('This order is already booked with the railway');
    const tasks = await call<TWorkTaskListResult>(WorkTaskList, { PageSize: 100 }, 'supplier');
    expect(tasks.result!.Entities.find((w) => w.ServiceID === o.UniqueID)!.BusinessStatus).toBe(WorkStatus.WaitDispose);
    expect((await call(TrainBooking, { UniqueId: '' }, 'supplier')).statusCode).toBe(400);
    expect((await bookIt(o, 'employee')).message).toBe('You are not allowed to do this');
  });
});

describe('TrainOrder/OrderDrawer', () => {
  it('issues a booked order: tickets, gate, coach and seat; the frozen money is paid', async () => {
    const o = await inFulfilment({ Passengers: PEOPLE.slice(2, 4).map(ownCard), Seats: ['1D', '1F'] });
    await lock(o);
    expect((await issue(o)).message).toBe('Book the order with the railway (hold the seats) before issuing it');
    await bookIt(o);
    const before = (await accountRow(t, DEMO_CLIENT))!;
    const r = await issue(o);
    expect(r).toMatchObject({ isSucc: true, message: 'Tickets issued' });
    const done = r.result!;
    expect(done).toMatchObject({ OrderStatus: OrderStatus.Finished, PaidAmount: o.TotalPrice, LockHolderID: '' });
    const [a, b] = done.Passengers;
    expect(a).toMatchObject({ Status: 'Issued', Seat: '1D' });
    expect(a!.TicketNo).toMatch(/^E\d{9}01$/);
    expect(b!.TicketNo).toMatch(/^E\d{9}02$/);
    expect(a!.Gate).toMatch(/^[AB]\d{1,2}$/);
    expect(a!.CoachNo).toBe(b!.CoachNo);
    expect(a!.SeatNo).toMatch(/^\d{2}D$/);
    expect(b!.SeatNo).toBe(`${a!.SeatNo.slice(0, 2)}F`);
    // The hold is captured: frozen down, the credit used, one set of postings summing to zero.
    const after = (await accountRow(t, DEMO_CLIENT))!;
    const total = Math.round(o.TotalPrice * 100);
    expect(before.frozenFen - after.frozenFen).toBe(total);
    expect(before.balanceFen - after.balanceFen).toBe(total);
    expect(await scalar(t, 'SELECT trade_status FROM trade_deals WHERE id = $1', [o.DealID])).toBe(
      TradeStatus.Finished,
    );
    expect(await scalar(t, 'SELECT count(*)::int FROM trade_details WHERE deal_id = $1', [o.DealID])).toBe(2);
    expect(
      await scalar(t, 'SELECT coalesce(sum(amount_fen), 0)::int FROM trade_details WHERE deal_id = $1', [o.DealID]),
    ).toBe(0);
    // The supplier's tasks are done.
    const open = await scalar(
      t,
      `SELECT count(*)::int FROM work_tasks WHERE service_id = $1 AND business_status <> $2`,
      [o.UniqueID, WorkStatus.Finished],
    );
    expect(open).toBe(0);
    // The order's contact is told by SMS, in the booker's language, with coach, seat and ticket number.
    const [notice, ...more] = await noticesOf(t, o.UniqueID);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ key: 'message.templates.order.issued', channel: 'sms', recipient: '13800000007' });
    expect(notice!.content).toContain(`${a!.CoachNo}车${a!.SeatNo}号（${a!.TicketNo}）`);

    // Issued is issued: no second issue, no second payment.
    expect((await issue(o)).message).toBe('The order cannot do this in its current status');
    expect(await scalar(t, 'SELECT count(*)::int FROM trade_details WHERE deal_id = $1', [o.DealID])).toBe(2);
    // The booker sees the tickets and may now refund or change them.
    const mine = (await call(TrainOrderDetails, { UniqueID: o.UniqueID }, 'employee')).result!;
    expect(mine.Actions).toEqual(['refund', 'amendCreate']);
    expect(mine.Passengers[0]!.TicketNo).toBe(a!.TicketNo);
  });

  it('TMC staff who reach the company issue too; the booker cannot', async () => {
    const o = await inFulfilment();
    expect((await issue(o, 'employee')).message).toBe('You are not allowed to do this');
    await lock(o, 'service');
    await bookIt(o, 'service');
    expect((await issue(o, 'supplier')).message).toBe('Someone else is processing this order; try again later');
    const r = await issue(o, 'service');
    expect(r.result?.OrderStatus, r.message).toBe(OrderStatus.Finished);
  });
});

describe('TrainOrder/OrderCannot', () => {
  it('gives up with a reason: seats back, freeze released, the booker told in the log', async () => {
    const frozen = (await accountRow(t, DEMO_CLIENT))!.frozenFen;
    const left = await seatsLeft(t, train);
    const o = await inFulfilment({ Passengers: [ownCard(PEOPLE[4]!)] });
    await lock(o);
    expect((await call(TrainOrderCannot, { UniqueID: o.UniqueID }, 'supplier')).message).toContain(
      'Please enter a reason',
    );
    expect((await call(TrainOrderCannot, { UniqueID: o.UniqueID, Reason: '无票' }, 'employee')).message).toBe(
      'You are not allowed to do this',
    );
    const r = await call(TrainOrderCannot, { UniqueID: o.UniqueID, Reason: '铁路系统无票' }, 'supplier');
    expect(r).toMatchObject({ isSucc: true, message: 'The order is marked as cannot be issued' });
    expect(r.result).toMatchObject({ OrderStatus: OrderStatus.Cannot, StatusReason: '铁路系统无票', LockHolderID: '' });
    expect(await seatsLeft(t, train)).toBe(left);
    expect((await accountRow(t, DEMO_CLIENT))!.frozenFen).toBe(frozen);
    expect(await scalar(t, 'SELECT trade_status FROM trade_deals WHERE id = $1', [o.DealID])).toBe(
      TradeStatus.Canceled,
    );
    const seen = (await call(TrainOrderDetails, { UniqueID: o.UniqueID }, 'employee')).result!;
    expect(seen.Messages.map((m) => m.Text)).toEqual(['Cannot issue: 铁路系统无票']);
    expect(seen.Passengers[0]!.Status).toBe('Canceled');
    const notices = await noticesOf(t, o.UniqueID);
    expect(notices.map((n) => n.key)).toEqual(['message.templates.order.cannot']);
    expect(notices[0]!.content).toContain('原因：铁路系统无票');
    expect((await call(TrainOrderCannot, { UniqueID: o.UniqueID, Reason: '再试' }, 'supplier')).message).toBe(
      'The order cannot do this in its current status',
    );
  });

  it('refunds an online payment in full', async () => {
    const o = await book(
      t,
      sid.employee!,
      bookingOf(train, { Passengers: [ownCard(PEOPLE[5]!)], PaymentMode: PaymentMode.Online, Submit: true }),
    );
    const paid = await call(TrainOrderPayment, { AccountType: AccountType.Balance }, 'employee', {
      params: { id: o.UniqueID },
    });
    expect(paid.result?.OrderStatus, paid.message).toBe(OrderStatus.WaitDispose);
    const balance = (await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.balanceFen;
    await lock(o);
    const r = await call(TrainOrderCannot, { UniqueID: o.UniqueID, Reason: '停运' }, 'supplier');
    expect(r.result).toMatchObject({ OrderStatus: OrderStatus.Cannot, RefundedAmount: o.TotalPrice });
    expect((await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.balanceFen - balance).toBe(
      Math.round(o.TotalPrice * 100),
    );
  });
});

describe('TrainOrder/MessageSend', () => {
  it("writes to the order's log; internal notes stay on the TMC side", async () => {
    const o = await inFulfilment();
    const mine = await call(
      TrainMessageSend,
      { UniqueID: o.UniqueID, Text: '请安排靠窗座位', Internal: true },
      'employee',
    );
    expect(mine).toMatchObject({ isSucc: true, message: 'Message sent' });
    const note = await call(
      TrainMessageSend,
      { UniqueID: o.UniqueID, Text: '已与客户电话确认', Internal: true },
      'supplier',
    );
    expect(note.result!.Messages.map((m) => [m.Text, m.Internal])).toEqual([
      ['请安排靠窗座位', false],
      ['已与客户电话确认', true],
    ]);
    const seen = (await call(TrainOrderDetails, { UniqueID: o.UniqueID }, 'employee')).result!;
    expect(seen.Messages.map((m) => m.Text)).toEqual(['请安排靠窗座位']);
    expect((await call(TrainMessageSend, { UniqueID: o.UniqueID, Text: '  ' }, 'employee')).statusCode).toBe(400);
    expect((await call(TrainMessageSend, { UniqueID: o.UniqueID, Text: '你好' }, other.sid)).message).toBe(
      'The order does not exist',
    );
    expect((await call(TrainMessageSend, { UniqueID: o.UniqueID, Text: '你好' }, 'supplier2')).message).toBe(
      'The order does not exist',
    );
  });
});

describe('TrainOrder/UpdateGoods', () => {
  it('TMC staff holding the lock correct the contact, invoice delivery and remark before issue', async () => {
    const o = await inFulfilment();
    const change = { UniqueID: o.UniqueID, Contact: { Name: '郑浩', Mobile: '13900001234' }, Remark: '客户来电修改' };
    expect((await call(TrainUpdateGoods, change, 'service')).message).toBe('Lock the order before processing it');
    await lock(o, 'service');
    expect((await call(TrainUpdateGoods, change, 'supplier')).message).toBe(
      'The order cannot do this in its current status',
    );
    expect((await call(TrainUpdateGoods, change, 'employee')).message).toBe('You are not allowed to do this');
    expect((await call(TrainUpdateGoods, { UniqueID: o.UniqueID }, 'service')).message).toBe('Nothing to change');
    const bad = await call(TrainUpdateGoods, { ...change, Contact: { Name: '郑浩', Mobile: '123' } }, 'service');
    expect(bad.statusCode).toBe(400);
    const r = await call(
      TrainUpdateGoods,
      { ...change, Invoice: { Title: '示例科技有限公司', Recipient: '冯丽', Address: '北京市海淀区' } },
      'service',
    );
    expect(r).toMatchObject({ isSucc: true, message: 'Order details updated' });
    expect(r.result).toMatchObject({
      Contact: { Mobile: '13900001234' },
      Remark: '客户来电修改',
      Invoice: { Recipient: '冯丽' },
      OrderStatus: OrderStatus.WaitDispose,
    });
    const removed = await call(TrainUpdateGoods, { UniqueID: o.UniqueID, Invoice: null }, 'service');
    expect(removed.result!.Invoice).toBeNull();
    await bookIt(o, 'service');
    await issue(o, 'service');
    await lock(o, 'service');
    expect((await call(TrainUpdateGoods, change, 'service')).message).toBe(
      'The order cannot do this in its current status',
    );
  });
});
