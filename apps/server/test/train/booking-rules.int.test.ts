import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  CardType,
  ApprovalResolve,
  ApprovalRuleGet,
  OrderStatus,
  PassengerType,
  PaymentMode,
  TrainBooking,
  TrainCheckRepeatOrder,
  TrainCreateOrder,
  TrainFixAmend,
  TrainOrderCancel,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderLock,
  TrainOrderRefund,
  TrainPolicyCreatePolicy,
  TrainPolicyBookingDefaults,
  TrainRefundJudge,
  TrainSeatType,
  TripApprovalRule,
  WorkTaskList,
  idCardCheck,
  trainFareFen,
  type TApprovalRuleInfo,
  type TTrainChangeResult,
  type TTrainCheckRepeatResult,
  type TTrainOrderDetail,
  type TTrainBookingDefaults,
  type TTrainPolicyResult,
  type TTrainRefundJudge,
  type TWorkTaskListResult,
} from '@opentmc/contracts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import {
  DEMO_CLIENT,
  NOW,
  PEOPLE,
  TRAIN_DATE,
  accountRow,
  at,
  book,
  bookingOf,
  gTrain,
  ownCard,
  priceOf,
  scalar,
  seatsLeft,
} from './order-helpers.ts';

// Issue 14, the booking: one live ticket per passenger, train and date under concurrency (item 7), child tickets at
// half the fare with an adult (item 13), seats as a preference (item 14), the booker's payment types (item 12) and
// the demo company's approval rules (item 15). The clock is fixed at 10:00 China time.

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };
const train = gTrain(0);
const SECOND = TrainSeatType.Second;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of ['employee', 'admin', 'approver', 'finance', 'supplier', 'traveler']) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '另一家旅行公司', '13900007702');
});
afterAll(async () => t.close());

const call = <R = TTrainOrderDetail>(
  c: Parameters<TTestApp['call']>[0],
  payload: unknown,
  who: string,
  o: Parameters<TTestApp['call']>[2] = {},
) => t.call<R>(c, payload, { session: sid[who] ?? who, lang: 'en', ...o });

/** An identification number of someone born on `birth` (yyyyMMdd), distinct by `seq`. */
const cardOf = (birth: string, seq: number) => {
  const first17 = `110105${birth}${String(seq).padStart(3, '0')}`;
  return `${first17}${idCardCheck(first17)}`;
};
let children = 0;
/** A child of 8 on the travel date (born 2018-01-01), with a document number of their own. */
const child = () => ({ Surname: '张', GivenName: '小', CardNo: cardOf('20180101', ++children) });

/** The supplier locks, books and issues an order. */
const issue = async (o: TTrainOrderDetail) => {
  for (const [c, payload] of [
    [TrainOrderLock, { UniqueID: o.UniqueID }],
    [TrainBooking, { UniqueId: o.UniqueID }],
    [TrainOrderDrawer, { UniqueID: o.UniqueID }],
  ] as const) {
    const r = await call(c, payload, 'supplier');
    if (!r.isSucc) throw new Error(`${c.path}: ${r.message}`);
  }
  return (await call(TrainOrderDetails, { UniqueID: o.UniqueID }, 'employee')).result!;
};

const live = (cardNo: string) =>
  scalar(t, `SELECT count(*)::int FROM train_order_passengers WHERE card_no = $1 AND status IN ('Booked', 'Issued')`, [
    cardNo,
  ]);

describe('one live ticket per passenger, train and date (item 7)', () => {
  it('20 parallel CreateOrder for one ID number on one train and date: one order, the others refused by name', async () => {
    const zhang = ownCard(PEOPLE[0]!);
    const left = await seatsLeft(t, train);
    const frozen = (await accountRow(t, DEMO_CLIENT))!.frozenFen;
    const deals = await scalar(t, 'SELECT count(*)::int FROM trade_deals');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(TrainCreateOrder, bookingOf(train, { Passengers: [zhang], Seats: [], Submit: true }), 'employee'),
      ),
    );
    const won = replies.filter((r) => r.isSucc);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => !x.isSucc)) {
      expect(r).toMatchObject({ statusCode: 400, httpStatus: 400 });
      expect(r.message).toBe(
        `张三 already booked train ${train.trainNo} on ${TRAIN_DATE}; please do not book it twice`,
      );
    }
    // One order's seat, money and deal; nothing of the others.
    expect(await live(zhang.CardNo)).toBe(1);
    expect(await seatsLeft(t, train)).toBe(left - 1);
    expect((await accountRow(t, DEMO_CLIENT))!.frozenFen - frozen).toBe(Math.round(won[0]!.result!.TotalPrice * 100));
    expect(await scalar(t, 'SELECT count(*)::int FROM trade_deals')).toBe(deals + 1);
  });

  it("refuses a second booking in the caller's language, as CheckRepeatOrder warns; a cancelled one frees it", async () => {
    const li = ownCard(PEOPLE[1]!);
    const first = await book(t, sid.employee!, bookingOf(train, { Passengers: [li] }));
    const cn = await call(TrainCreateOrder, bookingOf(train, { Passengers: [li] }), 'employee', { lang: 'cn' });
    expect(cn).toMatchObject({
      statusCode: 400,
      message: `李四 已预订 ${TRAIN_DATE} 的 ${train.trainNo} 次列车，请勿重复预订`,
    });
    expect((cn.result as unknown as TTrainCheckRepeatResult).Items).toEqual([
      expect.objectContaining({ PassengerName: '李四', UniqueID: first.UniqueID }),
    ]);
    const check = () =>
      call<TTrainCheckRepeatResult>(
        TrainCheckRepeatOrder,
        { TrainNo: train.trainNo, TrainDate: TRAIN_DATE, Passengers: [{ CardNo: li.CardNo }] },
        'employee',
      );
    expect((await check()).result!.Items.map((i) => i.UniqueID)).toEqual([first.UniqueID]);
    // Another train, and another company (which never learns of this company's bookings), book the same person.
    expect((await call(TrainCreateOrder, bookingOf(gTrain(1), { Passengers: [li] }), 'employee')).isSucc).toBe(true);
    const elsewhere = await call(
      TrainCreateOrder,
      bookingOf(train, { Passengers: [li], PaymentMode: PaymentMode.Online }),
      other.sid,
    );
    expect(elsewhere.isSucc, elsewhere.message).toBe(true);

    expect((await call(TrainOrderCancel, { UniqueID: first.UniqueID }, 'employee')).isSucc).toBe(true);
    expect((await check()).isSucc).toBe(true);
    expect((await call(TrainCreateOrder, bookingOf(train, { Passengers: [li] }), 'employee')).isSucc).toBe(true);
  });

  it('a refunded ticket frees its passenger; a change onto a train the passenger holds is refused', async () => {
    const wang = ownCard(PEOPLE[2]!);
    const o = await issue(await book(t, sid.employee!, bookingOf(train, { Passengers: [wang], Submit: true })));
    // The same passenger on a later train of the day.
    const later = gTrain(1);
    await book(t, sid.employee!, bookingOf(later, { Passengers: [wang], Submit: true }));
    const change = await call<TTrainChangeResult>(
      TrainFixAmend,
      {
        UniqueID: o.UniqueID,
        PassengerIDs: [o.Passengers[0]!.PassengerID],
        Reason: '改乘',
        Train: {
          TrainNo: later.trainNo,
          TrainDate: TRAIN_DATE,
          FromStation: 'VNP',
          ToStation: 'AOH',
          SeatType: SECOND,
        },
      },
      'employee',
    );
    expect(change).toMatchObject({
      statusCode: 400,
      message: `王五 already booked train ${later.trainNo} on ${TRAIN_DATE}; please do not book it twice`,
    });
    expect(await scalar(t, `SELECT count(*)::int FROM amends WHERE order_id = $1`, [o.OrderID])).toBe(0);

    const refunded = await call(
      TrainOrderRefund,
      { UniqueID: o.UniqueID, PassengerIDs: [o.Passengers[0]!.PassengerID], Reason: '行程取消' },
      'employee',
    );
    expect(refunded.isSucc, refunded.message).toBe(true);
    expect((await call(TrainCreateOrder, bookingOf(train, { Passengers: [wang] }), 'employee')).isSucc).toBe(true);
  });
});

describe('child tickets (item 13)', () => {
  const price = priceOf(train, SECOND);
  const childFare = trainFareFen(price, PassengerType.Child);

  it('prices a child at half the fare beside an adult, and keeps the fare type per passenger', async () => {
    expect(childFare).toBeLessThan(price);
    expect(Math.abs(childFare * 2 - price)).toBeLessThanOrEqual(100);
    const frozen = (await accountRow(t, DEMO_CLIENT))!.frozenFen;
    const o = await book(t, sid.employee!, bookingOf(train, { Passengers: [ownCard(PEOPLE[3]!), child()] }));
    expect(o.Passengers.map((p) => [p.PassengerName, p.PassengerType, p.Price])).toEqual([
      ['赵六', PassengerType.Adult, price / 100],
      ['张小', PassengerType.Child, childFare / 100],
    ]);
    expect(Math.round(o.TotalPrice * 100)).toBe(price + childFare + Math.round(o.ServiceFee * 100));
    expect((await accountRow(t, DEMO_CLIENT))!.frozenFen - frozen).toBe(Math.round(o.TotalPrice * 100));
    // A passport holder's birthday counts when given.
    const passport = {
      Surname: 'SMITH',
      GivenName: 'TOM',
      CardType: CardType.Passport,
      CardNo: 'E7654321',
      Birthday: '2016-05-01',
    };
    const p = await book(t, sid.employee!, bookingOf(train, { Passengers: [ownCard(PEOPLE[4]!), passport] }));
    expect(p.Passengers[1]).toMatchObject({ PassengerType: PassengerType.Child, Price: childFare / 100 });
  });

  it('refuses children without an adult, naming the child, in both languages, writing nothing', async () => {
    const before = await scalar(t, 'SELECT count(*)::int FROM orders');
    const alone = bookingOf(train, { Passengers: [child()] });
    const en = await call(TrainCreateOrder, alone, 'employee');
    expect(en).toMatchObject({ statusCode: 400 });
    expect(en.message).toContain('张小 is under 14 and must travel with an adult');
    const cn = await call(TrainCreateOrder, alone, 'employee', { lang: 'cn' });
    expect(cn.message).toContain('张小未满 14 周岁，儿童须与成人同行');
    expect(await scalar(t, 'SELECT count(*)::int FROM orders')).toBe(before);
  });

  it('CreatePolicy prices each passenger at their fare', async () => {
    const r = await call<TTrainPolicyResult>(
      TrainPolicyCreatePolicy,
      {
        Train: {
          TrainNo: train.trainNo,
          TrainDate: TRAIN_DATE,
          FromStation: 'VNP',
          ToStation: 'AOH',
          SeatType: SECOND,
        },
        Passengers: [{ CardNo: PEOPLE[0]!.CardNo }, { CardNo: child().CardNo }, {}],
      },
      'employee',
    );
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.Fares).toEqual([
      { PassengerType: PassengerType.Adult, Price: price / 100 },
      { PassengerType: PassengerType.Child, Price: childFare / 100 },
      { PassengerType: PassengerType.Adult, Price: price / 100 },
    ]);
    expect(Math.round(r.result!.TotalPrice * 100)).toBe(2 * price + childFare + Math.round(r.result!.ServiceFee * 100));
  });

  it("refunds and changes a child's ticket at the child's own fare", async () => {
    const o = await issue(
      await book(t, sid.employee!, bookingOf(train, { Passengers: [ownCard(PEOPLE[5]!), child()], Submit: true })),
    );
    const kid = o.Passengers[1]!;
    const judge = await call<TTrainRefundJudge>(TrainRefundJudge, { UniqueID: o.UniqueID }, 'employee');
    const ticket = judge.result!.Tickets.find((x) => x.PassengerID === kid.PassengerID)!;
    expect(ticket.Price).toBe(childFare / 100);
    expect(ticket.RefundAmount).toBe((childFare - Math.round(ticket.Fee * 100)) / 100);

    const later = gTrain(2);
    const changed = await call<TTrainChangeResult>(
      TrainFixAmend,
      {
        UniqueID: o.UniqueID,
        PassengerIDs: [kid.PassengerID],
        Reason: '改乘',
        Train: {
          TrainNo: later.trainNo,
          TrainDate: TRAIN_DATE,
          FromStation: 'VNP',
          ToStation: 'AOH',
          SeatType: SECOND,
        },
      },
      'employee',
    );
    expect(changed.isSucc, changed.message).toBe(true);
    expect(changed.result!.Change.Passengers[0]).toMatchObject({
      OldPrice: childFare / 100,
      NewPrice: trainFareFen(priceOf(later, SECOND), PassengerType.Child) / 100,
    });
  });
});

describe('seats are a preference (item 14)', () => {
  it('books with no seat chosen (no preference), or seats for some passengers only', async () => {
    const none = await book(t, sid.employee!, bookingOf(train, { count: 2, Seats: [] }));
    expect(none.Passengers.map((p) => p.Seat)).toEqual(['', '']);
    const some = await book(t, sid.employee!, bookingOf(train, { count: 2, Seats: ['2F'] }));
    expect(some.Passengers.map((p) => p.Seat)).toEqual(['2F', '']);
  });
});

describe('booking defaults: payment types (item 12) and contact', () => {
  it("offers the company's accounts, and the cashier to those who may pay there", async () => {
    const types = async (who: string) =>
      (await call<TTrainBookingDefaults>(TrainPolicyBookingDefaults, {}, who)).result!.PaymentTypes;
    expect(await types('employee')).toEqual(['credit', 'balance']);
    expect(await types('admin')).toEqual(['credit', 'balance', 'online']);
    // An individual has no company account: online at the cashier only.
    expect(await types('traveler')).toEqual(['online']);
    expect((await call(TrainPolicyBookingDefaults, {}, 'supplier')).message).toBe('You are not allowed to do this');
  });

  it('gives the booker as the contact, with the whole mobile (item 14)', async () => {
    const d = await call<TTrainBookingDefaults>(TrainPolicyBookingDefaults, {}, 'employee');
    expect(d.result!.Contact).toEqual({ Name: '郑浩', Mobile: '13800000008', Email: 'employee@opentmc.local' });
  });

  it('an individual books online; a company account they do not have is refused', async () => {
    const own = { Surname: '林', GivenName: '晓', CardNo: '350102199208152425' };
    const offline = await call(
      TrainCreateOrder,
      bookingOf(train, { Passengers: [own], AccountType: AccountType.Credit }),
      'traveler',
    );
    expect(offline.message).toBe('The company does not have this account');
    const o = await book(
      t,
      sid.traveler!,
      bookingOf(train, { Passengers: [own], PaymentMode: PaymentMode.Online, Submit: true }),
    );
    expect(o).toMatchObject({ OrderStatus: OrderStatus.WaitPayment, Actions: expect.arrayContaining(['pay']) });
  });
});

describe('the demo company needs approval out of policy (item 15)', () => {
  it('has its approval rules saved', async () => {
    const r = await call<TApprovalRuleInfo>(ApprovalRuleGet, {}, 'employee');
    expect(r.result!.Rules).toContain(TripApprovalRule.ViolationNeedsApproval);
  });

  it("sends an employee's first-class seat to the department head and finance, and books second class straight on", async () => {
    const reasonId = String(
      (
        await t.database.executeSql(`SELECT id FROM contrary_reasons WHERE code = 'R02' AND company_id = $1`, [
          DEMO_CLIENT,
        ])
      ).rows[0]!.id,
    );
    const out = await book(
      t,
      sid.employee!,
      bookingOf(train, { seatType: TrainSeatType.First, ViolationReasonID: reasonId, Seats: [], Submit: true }),
    );
    expect(out).toMatchObject({
      OrderStatus: OrderStatus.WaitConfirm,
      Policy: { OutOfPolicy: true, NeedsApproval: true },
    });
    // The demo flow: the department head, then (out of policy) finance.
    for (const who of ['approver', 'finance']) {
      const tasks = await call<TWorkTaskListResult>(WorkTaskList, { PageSize: 100 }, who);
      const task = tasks.result!.Entities.find((w) => w.ServiceID === out.OrderID);
      expect(task, `approval task of ${who}`).toBeDefined();
      expect((await call(ApprovalResolve, { TaskID: task!.WorkTaskID }, who)).isSucc).toBe(true);
    }
    expect((await call(TrainOrderDetails, { UniqueID: out.UniqueID }, 'employee')).result!.OrderStatus).toBe(
      OrderStatus.WaitDispose,
    );

    const within = await book(t, sid.employee!, bookingOf(train, { Submit: true }));
    expect(within).toMatchObject({ OrderStatus: OrderStatus.WaitDispose, Policy: { NeedsApproval: false } });
  });
});
