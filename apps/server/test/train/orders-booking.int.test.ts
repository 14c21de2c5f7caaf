import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  ApprovalReject,
  CardType,
  ApprovalResolve,
  ApprovalRuleSave,
  OrderStatus,
  PaymentMode,
  TrainCheckRepeatOrder,
  TrainClientOrderResolve,
  TrainCreateOrder,
  TrainOrderCancel,
  TrainOrderDetails,
  TrainOrderLock,
  TrainOrderPayment,
  TrainOrderReject,
  TrainOrderResolve,
  TrainOrderSubmit,
  TrainPolicyCreatePolicy,
  TrainPolicyProductInfo,
  TrainPolicyServiceFee,
  TrainSeatType,
  TripApprovalRule,
  TripFlowDetail,
  WorkTaskList,
  idCardCheck,
  trainSeatChoices,
  type TTrainCheckRepeatResult,
  type TTrainOrderDetail,
  type TTrainPolicyResult,
  type TTrainProductResult,
  type TTripFlowDetail,
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
  orderRowCounts,
  priceOf,
  scalar,
  seatsLeft,
} from './order-helpers.ts';

// The booking side of train orders (issue 6 sections 3 and 4): CheckRepeatOrder, CreateOrder, OrderSubmit,
// OrderCancel, OrderPayment and the train policy's prices. Each call: success, bad input (400, nothing written),
// the wrong actor (another company, a supplier) and the wrong state. The clock is fixed at 10:00 China time.

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };
const train = gTrain();
const SECOND = TrainSeatType.Second;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of ['employee', 'admin', 'approver', 'supplier', 'service']) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '另一家科技公司', '13900007701');
});
afterAll(async () => t.close());

const call = <R = TTrainOrderDetail>(
  c: Parameters<TTestApp['call']>[0],
  payload: unknown,
  who: string,
  o: Parameters<TTestApp['call']>[2] = {},
) => t.call<R>(c, payload, { session: sid[who] ?? who, lang: 'en', ...o });

/** The company's fee for `count` second-class tickets of the test train (ServiceFee). */
const feeOf = async (count: number) => {
  const r = await call<{ ServiceFee: number }>(
    TrainPolicyServiceFee,
    { Price: (priceOf(train, SECOND) * count) / 100, Count: count },
    'employee',
  );
  return Math.round(r.result!.ServiceFee * 100);
};

describe('TrainOrder/CreateOrder', () => {
  it('books with the supplier price, holds the seats and freezes the total on the credit account', async () => {
    const before = await accountRow(t, DEMO_CLIENT);
    const left = await seatsLeft(t, train);
    // Prices in the payload are not part of the contract and are never read.
    const payload = bookingOf(train, {
      count: 2,
      Invoice: { Title: '示例科技有限公司', Recipient: '郑浩', Address: '北京市海淀区中关村大街 1 号' },
    });
    const r = await t.call<TTrainOrderDetail>(
      TrainCreateOrder,
      { ...payload, Train: { ...payload.Train, Price: 0.01 }, TotalPrice: 0.02 },
      { session: sid.employee, lang: 'en' },
    );
    expect(r.isSucc, r.message).toBe(true);
    expect(r.message).toBe('Order created');
    const o = r.result!;
    const fee = await feeOf(2);
    expect(fee).toBeGreaterThan(0);
    expect(o).toMatchObject({
      OrderStatus: OrderStatus.WaitBooking,
      TotalPrice: (priceOf(train, SECOND) * 2 + fee) / 100,
      ServiceFee: fee / 100,
      PaymentMode: PaymentMode.Offline,
      AccountType: AccountType.Credit,
      TravelDate: TRAIN_DATE,
      TravellerNames: '张三, 李四',
      PayDeadline: '2026-03-10 10:30:00',
      Actions: ['submit', 'cancel'],
    });
    expect(o.UniqueID).toMatch(/^T260310\d{7,}$/);
    expect(o.Goods).toMatchObject({
      TrainNo: train.trainNo,
      FromStationName: 'Beijing South',
      ToStationName: 'Shanghai Hongqiao',
    });
    expect(o.Goods.Price).toBe(priceOf(train, SECOND) / 100);
    expect(o.Passengers.map((p) => [p.PassengerName, p.Seat, p.Status])).toEqual([
      ['张三', '1A', 'Booked'],
      ['李四', '1B', 'Booked'],
    ]);
    expect(o.Invoice).toMatchObject({ Title: '示例科技有限公司', Recipient: '郑浩' });
    expect(o.History.map((h) => h.Action)).toEqual(['create']);
    expect(await seatsLeft(t, train)).toBe(left - 2);
    const after = await accountRow(t, DEMO_CLIENT);
    expect(after!.frozenFen - before!.frozenFen).toBe(Math.round(o.TotalPrice * 100));
    expect(after!.balanceFen).toBe(before!.balanceFen);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await orderRowCounts(t);
    const cases: [unknown, string][] = [
      [bookingOf(train, { Passengers: PEOPLE.slice(0, 6), Seats: [] }), 'You can only select up to 5 passengers'],
      [
        bookingOf(train, { count: 2, Passengers: [PEOPLE[0]!, { ...PEOPLE[1]!, Surname: '张', GivenName: '三' }] }),
        'The passenger name cannot be repeated',
      ],
      [bookingOf(train, { count: 2, Seats: ['1A', '1B', '1C'] }), 'More seats are selected than passengers'],
      [bookingOf(train, { Passengers: [{ ...PEOPLE[0]!, GivenName: '' }] }), 'Surname/Given'],
      [bookingOf(train, { Passengers: [] }), 'Please select a passenger'],
      [
        bookingOf(train, { Invoice: { Title: '示例科技', Recipient: '郑浩', Address: '' } }),
        'Please enter the invoice title, recipient or recipient address',
      ],
      [bookingOf(train, { Contact: { Name: '', Mobile: '13800000007' } }), 'Contact name cannot be empty'],
      [bookingOf(train, { Contact: { Name: '郑浩', Mobile: '12345' } }), 'Contact.Mobile'],
      [bookingOf(train, { AccountType: AccountType.Integral }), 'balance or the credit account'],
      [{ ...bookingOf(train), Train: { ...bookingOf(train).Train, TrainNo: 'X1' } }, 'Please choose a valid train'],
    ];
    for (const [payload, message] of cases) {
      const r = await call(TrainCreateOrder, payload, 'employee');
      expect(r.statusCode, message).toBe(400);
      expect(r.message).toContain(message);
    }
    expect(await orderRowCounts(t)).toEqual(before);
  });

  it('refuses an identity card number with a wrong check digit or birthday, naming the passenger', async () => {
    const before = await orderRowCounts(t);
    const li = PEOPLE[1]!;
    const wrongCheck = `${li.CardNo.slice(0, 17)}${li.CardNo[17] === '0' ? '1' : '0'}`;
    const feb30 = '11010519900230001';
    const badDay = `${feb30}${idCardCheck(feb30)}`;
    const cases: [unknown, 'en' | 'cn', string][] = [
      [
        bookingOf(train, { count: 2, Passengers: [PEOPLE[0]!, { ...li, CardNo: wrongCheck }] }),
        'en',
        "Passengers.1.CardNo: 李四's ID number has a wrong check digit; please check it",
      ],
      [
        bookingOf(train, { Passengers: [{ ...li, CardNo: wrongCheck }] }),
        'cn',
        'Passengers.0.CardNo：李四的身份证号码校验位不正确，请核对',
      ],
      [
        bookingOf(train, { Passengers: [{ ...li, CardNo: badDay }] }),
        'en',
        "The date of birth in 李四's ID number is not valid",
      ],
      [
        bookingOf(train, { Passengers: [{ Surname: 'Smith', GivenName: 'John', CardNo: '12345' }] }),
        'en',
        "SMITH/JOHN's ID number is not valid: it has 18 characters",
      ],
    ];
    for (const [payload, lang, message] of cases) {
      const r = await call(TrainCreateOrder, payload, 'employee', { lang });
      expect(r, message).toMatchObject({ isSucc: false, statusCode: 400 });
      expect(r.message).toContain(message);
    }
    expect(await orderRowCounts(t)).toEqual(before);
    // A passport's number has no check character: the same digits book as a passport.
    const passport = { ...li, CardType: CardType.Passport, CardNo: 'E12345678' };
    expect((await call(TrainCreateOrder, bookingOf(train, { Passengers: [passport] }), 'employee')).isSucc).toBe(true);
  });

  it('refuses what the supplier and the company cannot do, writing nothing', async () => {
    const before = await orderRowCounts(t);
    const far = bookingOf(train);
    const refusals: [unknown, string, string][] = [
      [{ ...far, Train: { ...far.Train, TrainDate: '2026-03-30' } }, 'employee', 'not on sale for the current date'],
      [{ ...far, Train: { ...far.Train, TrainNo: 'G9999' } }, 'employee', 'This train was not found'],
      [bookingOf(train, { seatType: TrainSeatType.HardSleeper }), 'employee', 'no such seat'],
      // A company with no credit account cannot pay offline.
      [bookingOf(train), other.sid, 'The company does not have this account'],
    ];
    for (const [payload, who, message] of refusals) {
      const r = await call(TrainCreateOrder, payload, who);
      expect(r.statusCode, message).toBe(400);
      expect(r.message.toLowerCase()).toContain(message.toLowerCase());
    }
    expect(await orderRowCounts(t)).toEqual(before);
  });

  it('needs a violation reason out of policy, and keeps it with the verdict', async () => {
    const first = bookingOf(train, { seatType: TrainSeatType.First });
    const before = await orderRowCounts(t);
    const refused = await call(TrainCreateOrder, first, 'employee');
    expect(refused).toMatchObject({ statusCode: 400, message: 'A violation reason is required' });
    expect(await orderRowCounts(t)).toEqual(before);
    const reasonId = String(
      (
        await t.database.executeSql(`SELECT id FROM contrary_reasons WHERE code = 'R02' AND company_id = $1`, [
          DEMO_CLIENT,
        ])
      ).rows[0]!.id,
    );
    const o = await book(t, sid.employee!, { ...first, ViolationReasonID: reasonId });
    // The demo company's rules send a booking out of policy to approval.
    expect(o.Policy).toMatchObject({ Level: 3, OutOfPolicy: true, ViolationReasonID: reasonId, NeedsApproval: true });
    expect(o.Policy.ViolationReason).toBe('The cheaper options are sold out');
    expect(o.Policy.Violations[0]).toMatchObject({ Code: 'train.seat', Level: 3 });
    expect(o.Goods.Price).toBe(priceOf(train, TrainSeatType.First) / 100);
  });

  it('never sells more tickets than are left', async () => {
    const second = gTrain(2);
    await t.database.executeSql(
      `INSERT INTO train_seat_stock (train_date, from_station, to_station, train_no, seat_type, remaining, capacity, updated_at)
       VALUES ($1, 'VNP', 'AOH', $2, $3, 1, 10, now())`,
      [TRAIN_DATE, second.trainNo, SECOND],
    );
    const before = await orderRowCounts(t);
    const r = await call(TrainCreateOrder, bookingOf(second, { count: 2 }), 'employee');
    expect(r).toMatchObject({ statusCode: 400, message: 'Not enough tickets left: only 1' });
    expect(await orderRowCounts(t)).toEqual(before);
  });

  it('submits at once with Submit: to fulfilment (company account, no approval), with the supplier tasked', async () => {
    const o = await book(t, sid.employee!, bookingOf(train, { Passengers: [PEOPLE[2]!], Submit: true }));
    expect(o.OrderStatus).toBe(OrderStatus.WaitDispose);
    expect(o.PayDeadline).toBe('');
    // Waiting for the supplier, the booker may still cancel until someone takes it up (issue 14).
    expect(o.Actions).toEqual(['cancel']);
    const tasks = await call<TWorkTaskListResult>(WorkTaskList, { PageSize: 50 }, 'supplier');
    expect(tasks.result!.Entities.find((w) => w.ServiceID === o.UniqueID)).toMatchObject({ Number: o.UniqueID });
  });

  it('is for people with the booking action only', async () => {
    const r = await call(TrainCreateOrder, bookingOf(train), 'supplier');
    expect(r).toMatchObject({ statusCode: 400, message: 'You are not allowed to do this' });
  });
});

describe('TrainOrder/CheckRepeatOrder', () => {
  const check = (who: string, cardNos: string[], trainNo = train.trainNo) =>
    call<TTrainCheckRepeatResult>(
      TrainCheckRepeatOrder,
      { TrainNo: trainNo, TrainDate: TRAIN_DATE, Passengers: cardNos.map((CardNo) => ({ CardNo })) },
      who,
    );

  it('passes passengers with no ticket on the train', async () => {
    const r = await check('employee', [PEOPLE[5]!.CardNo]);
    expect(r).toMatchObject({ isSucc: true, result: { Repeated: false, Items: [] } });
  });

  it('warns (fails, with the repeats) about a passenger already booked on the same train and date', async () => {
    await book(t, sid.employee!, bookingOf(train, { Passengers: [PEOPLE[0]!] }));
    const r = await check('employee', [PEOPLE[0]!.CardNo, PEOPLE[5]!.CardNo]);
    expect(r.isSucc).toBe(false);
    expect(r.statusCode).toBe(400);
    expect(r.message).toContain('张三');
    expect(r.message).toContain(train.trainNo);
    expect(r.result!.Repeated).toBe(true);
    expect(r.result!.Items.map((i) => i.PassengerName)).toContain('张三');
    // Another train is no repeat; another company never sees this company's orders.
    expect((await check('employee', [PEOPLE[0]!.CardNo], gTrain(1).trainNo)).isSucc).toBe(true);
    expect((await check(other.sid, [PEOPLE[0]!.CardNo])).isSucc).toBe(true);
  });

  it('refuses bad input and callers without the booking action', async () => {
    expect((await check('employee', [])).statusCode).toBe(400);
    expect((await check('supplier', [PEOPLE[0]!.CardNo])).message).toBe('You are not allowed to do this');
  });
});

describe('TrainOrder/OrderSubmit/{id}', () => {
  it('sends a booked order to fulfilment; a second submit is refused; others cannot submit it', async () => {
    const o = await book(t, sid.employee!, bookingOf(train, { Passengers: [PEOPLE[3]!] }));
    const byOther = await call(TrainOrderSubmit, undefined, other.sid, { params: { id: o.UniqueID } });
    expect(byOther).toMatchObject({ statusCode: 400, message: 'The order does not exist' });
    const bySupplier = await call(TrainOrderSubmit, undefined, 'supplier', { params: { id: o.UniqueID } });
    expect(bySupplier.message).toBe('You are not allowed to do this');
    // A GET that changes state needs the CSRF header like a POST.
    const noCsrf = await call(TrainOrderSubmit, undefined, 'employee', {
      params: { id: o.UniqueID },
      noCsrfHeader: true,
    });
    expect(noCsrf).toMatchObject({
      statusCode: 400,
      message: 'The request origin could not be verified and was refused',
    });
    const bad = await call(TrainOrderSubmit, undefined, 'employee', { params: { id: 'x*y' } });
    expect(bad.statusCode).toBe(400);

    const r = await call(TrainOrderSubmit, undefined, 'employee', { params: { id: o.UniqueID } });
    expect(r).toMatchObject({ isSucc: true, message: 'Succeed in submitting order' });
    expect(r.result).toMatchObject({ OrderStatus: OrderStatus.WaitDispose, PayDeadline: '' });
    expect(r.result!.History.map((h) => [h.Action, h.Actor])).toEqual([
      ['create', 'booker'],
      ['submit', 'booker'],
    ]);
    const again = await call(TrainOrderSubmit, undefined, 'employee', { params: { id: o.OrderID } });
    expect(again).toMatchObject({ statusCode: 400, message: 'The order cannot do this in its current status' });
  });
});

describe('approval of train orders', () => {
  const DEMO_RULES = [TripApprovalRule.ViolationNeedsApproval];
  beforeAll(async () => {
    // The company sends every online train booking to approval, with the demo's booking flow (the department head).
    const rules = await call(
      ApprovalRuleSave,
      { Rules: [...DEMO_RULES, TripApprovalRule.OnlineBookingApproval] },
      'admin',
    );
    expect(rules.isSucc, rules.message).toBe(true);
    const bindings = (await call<TTripFlowDetail>(TripFlowDetail, {}, 'admin')).result!;
    expect(bindings.Bindings.map((b) => b.SubjectKind)).toContain('train');
  });
  afterAll(async () => {
    await call(ApprovalRuleSave, { Rules: DEMO_RULES }, 'admin');
  });

  const taskOf = async (o: TTrainOrderDetail) => {
    const r = await call<TWorkTaskListResult>(WorkTaskList, { PageSize: 100 }, 'approver');
    const task = r.result!.Entities.find((w) => w.ServiceID === o.OrderID);
    expect(task, 'approval task').toBeDefined();
    return task!.WorkTaskID;
  };

  it('goes to approval, and on approval to fulfilment', async () => {
    const o = await book(t, sid.employee!, bookingOf(gTrain(1), { Passengers: [PEOPLE[4]!], Submit: true }));
    expect(o).toMatchObject({ OrderStatus: OrderStatus.WaitConfirm, PayDeadline: '' });
    expect(o.Policy.NeedsApproval).toBe(true);
    const r = await call(ApprovalResolve, { TaskID: await taskOf(o) }, 'approver');
    expect(r.isSucc, r.message).toBe(true);
    const after = (await call(TrainOrderDetails, { UniqueID: o.UniqueID }, 'employee')).result!;
    expect(after.OrderStatus).toBe(OrderStatus.WaitDispose);
    expect(after.ApprovalID).not.toBe('');
    expect(after.History.map((h) => [h.Action, h.Actor])).toEqual([
      ['create', 'booker'],
      ['submit', 'booker'],
      ['resolve', 'approver'],
    ]);
    // The history names the approver who decided.
    const approverId = (await t.database.executeSql(`SELECT id FROM users WHERE login_name = $1`, ['approver']))
      .rows[0]!.id;
    expect(after.History[2]!.UserID).toBe(approverId);
  });

  it('on rejection is Rejected with the reason, its seats and money given back', async () => {
    const second = gTrain(1);
    const frozen = (await accountRow(t, DEMO_CLIENT))!.frozenFen;
    const left = await seatsLeft(t, second);
    const o = await book(t, sid.employee!, bookingOf(second, { Passengers: [PEOPLE[5]!], Submit: true }));
    expect(o.OrderStatus).toBe(OrderStatus.WaitConfirm);
    const r = await call(ApprovalReject, { TaskID: await taskOf(o), Reason: '行程取消' }, 'approver');
    expect(r.isSucc, r.message).toBe(true);
    const after = (await call(TrainOrderDetails, { UniqueID: o.UniqueID }, 'employee')).result!;
    expect(after).toMatchObject({ OrderStatus: OrderStatus.Rejected, StatusReason: '行程取消', Actions: [] });
    expect(after.Passengers[0]!.Status).toBe('Canceled');
    expect((await accountRow(t, DEMO_CLIENT))!.frozenFen).toBe(frozen);
    expect(await seatsLeft(t, second)).toBe(left);
  });

  it('OrderResolve and OrderReject decide by the order number, for its pending approver only', async () => {
    const a = await book(t, sid.employee!, bookingOf(gTrain(1), { Passengers: [PEOPLE[2]!], Submit: true }));
    expect((await call(TrainOrderResolve, { UniqueID: a.UniqueID }, 'employee')).message).toBe(
      'You are not an approver of the current step',
    );
    expect((await call(TrainOrderResolve, { UniqueID: a.UniqueID }, 'supplier')).message).toBe(
      'You are not allowed to do this',
    );
    expect((await call(TrainOrderResolve, { UniqueID: a.UniqueID }, other.sid)).message).toBe('No such approval');
    expect((await call(TrainOrderResolve, { UniqueID: '' }, 'approver')).statusCode).toBe(400);
    const ok = await call(TrainClientOrderResolve, { UniqueID: a.UniqueID }, 'approver');
    expect(ok).toMatchObject({ isSucc: true, message: 'Order approved' });
    expect(ok.result!.OrderStatus).toBe(OrderStatus.WaitDispose);
    // Decided: nothing is pending any more.
    expect((await call(TrainOrderResolve, { UniqueID: a.UniqueID }, 'approver')).message).toBe(
      'The order cannot do this in its current status',
    );
    expect((await call(TrainOrderResolve, { UniqueID: a.UniqueID }, other.sid)).message).toBe(
      'The order does not exist',
    );

    const b = await book(t, sid.employee!, bookingOf(gTrain(1), { Passengers: [PEOPLE[3]!], Submit: true }));
    const noReason = await call(TrainOrderReject, { UniqueID: b.UniqueID }, 'approver');
    expect(noReason.message).toContain('Enter a rejection reason');
    const rejected = await call(TrainOrderReject, { UniqueID: b.UniqueID, Reason: '超出预算' }, 'approver');
    expect(rejected).toMatchObject({ isSucc: true, message: 'Order rejected' });
    expect(rejected.result).toMatchObject({ OrderStatus: OrderStatus.Rejected, StatusReason: '超出预算' });
    const first = await call(TrainOrderResolve, { UniqueID: b.UniqueID }, 'approver');
    expect(first.message).toBe('The order cannot do this in its current status');
  });

  it('cancelled by its booker while in approval, withdraws the approval', async () => {
    const o = await book(t, sid.employee!, bookingOf(gTrain(1), { Passengers: [PEOPLE[1]!], Submit: true }));
    const task = await taskOf(o);
    const r = await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee');
    expect(r.result!.OrderStatus).toBe(OrderStatus.Canceled);
    const state = await scalar(
      t,
      `SELECT count(*)::int FROM approval_instances WHERE subject_kind = 'train' AND subject_id = $1 AND state = 'Withdrawn'`,
      [o.OrderID],
    );
    expect(state).toBe(1);
    expect((await call(ApprovalResolve, { TaskID: task }, 'approver')).isSucc).toBe(false);
  });
});

describe('TrainOrder/OrderCancel', () => {
  it('cancels an unsubmitted order: seats and frozen money back, once', async () => {
    const frozen = (await accountRow(t, DEMO_CLIENT))!.frozenFen;
    const left = await seatsLeft(t, train);
    const o = await book(t, sid.employee!, bookingOf(train, { Passengers: [PEOPLE[5]!] }));
    expect(await seatsLeft(t, train)).toBe(left - 1);

    expect((await call(TrainOrderCancel, { UniqueID: o.UniqueID }, other.sid)).message).toBe(
      'The order does not exist',
    );
    expect((await call(TrainOrderCancel, { UniqueID: '' }, 'employee')).statusCode).toBe(400);
    expect((await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'supplier')).message).toBe(
      'You are not allowed to do this',
    );

    const r = await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee');
    expect(r).toMatchObject({ isSucc: true, message: 'Order cancelled' });
    expect(r.result).toMatchObject({ OrderStatus: OrderStatus.Canceled, Actions: [], PayDeadline: '' });
    expect(await seatsLeft(t, train)).toBe(left);
    expect((await accountRow(t, DEMO_CLIENT))!.frozenFen).toBe(frozen);
    const again = await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee');
    expect(again.message).toBe('The order cannot do this in its current status');
    expect(await seatsLeft(t, train)).toBe(left);
  });

  it('leaves an order in fulfilment to the TMC once someone has taken it up', async () => {
    const o = await book(t, sid.employee!, bookingOf(train, { Passengers: [PEOPLE[5]!], Submit: true }));
    expect((await call(TrainOrderLock, { UniqueID: o.UniqueID }, 'supplier')).isSucc).toBe(true);
    const r = await call(TrainOrderCancel, { UniqueID: o.UniqueID }, 'employee');
    expect(r.message).toBe('The order is already being processed');
  });
});

describe('TrainOrder/OrderPayment/{id}', () => {
  it('an online order waits for payment; the company account pays it and it goes to fulfilment', async () => {
    const frozen = (await accountRow(t, DEMO_CLIENT, AccountType.Balance))!;
    const o = await book(
      t,
      sid.employee!,
      bookingOf(train, { Passengers: [PEOPLE[4]!], PaymentMode: PaymentMode.Online, Submit: true }),
    );
    expect(o).toMatchObject({ OrderStatus: OrderStatus.WaitPayment, AccountType: 0, Actions: ['cancel', 'pay'] });
    expect(o.PayDeadline).toBe('2026-03-10 10:30:00');
    // Nothing is frozen for an online order.
    expect((await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.frozenFen).toBe(frozen.frozenFen);

    const unpaid = await call(TrainOrderPayment, {}, 'employee', { params: { id: o.UniqueID } });
    expect(unpaid).toMatchObject({ statusCode: 400, message: 'The order is not paid yet; please pay first' });
    expect(unpaid.result).toMatchObject({ DealID: o.DealID, Amount: o.TotalPrice });
    const byOther = await call(TrainOrderPayment, { AccountType: AccountType.Balance }, other.sid, {
      params: { id: o.UniqueID },
    });
    expect(byOther.message).toBe('The order does not exist');
    const bad = await call(TrainOrderPayment, { AccountType: 1 }, 'employee', { params: { id: o.UniqueID } });
    expect(bad.statusCode).toBe(400);

    const r = await call(TrainOrderPayment, { AccountType: AccountType.Balance }, 'employee', {
      params: { id: o.UniqueID },
    });
    expect(r).toMatchObject({ isSucc: true, message: 'Payment succeeded' });
    expect(r.result).toMatchObject({
      OrderStatus: OrderStatus.WaitDispose,
      PaidAmount: o.TotalPrice,
      AccountType: AccountType.Balance,
    });
    const after = (await accountRow(t, DEMO_CLIENT, AccountType.Balance))!;
    expect(frozen.balanceFen - after.balanceFen).toBe(Math.round(o.TotalPrice * 100));
    const twice = await call(TrainOrderPayment, { AccountType: AccountType.Balance }, 'employee', {
      params: { id: o.UniqueID },
    });
    expect(twice.message).toBe('The order cannot do this in its current status');
    expect((await accountRow(t, DEMO_CLIENT, AccountType.Balance))!.balanceFen).toBe(after.balanceFen);
  });
});

describe('trainpolicy/TrainPolicy', () => {
  const key = { TrainNo: train.trainNo, TrainDate: TRAIN_DATE, FromStation: 'VNP', ToStation: 'AOH' };

  it('CreatePolicy prices a seat with the fee and judges it for the travellers', async () => {
    const ok = await call<TTrainPolicyResult>(
      TrainPolicyCreatePolicy,
      { Train: { ...key, SeatType: SECOND }, Passengers: [{ UserID: '' }, { UserID: '' }] },
      'employee',
    );
    expect(ok.result).toMatchObject({
      Price: priceOf(train, SECOND) / 100,
      Level: 0,
      OutOfPolicy: false,
      ReasonRequired: false,
    });
    expect(ok.result!.ServiceFee).toBe((await feeOf(2)) / 100);
    const first = await call<TTrainPolicyResult>(
      TrainPolicyCreatePolicy,
      { Train: { ...key, SeatType: TrainSeatType.First }, Passengers: [{ UserID: '' }] },
      'employee',
    );
    expect(first.result).toMatchObject({ Level: 3, OutOfPolicy: true, ReasonRequired: true, Forbidden: false });
    expect(first.result!.Violations[0]!.Code).toBe('train.seat');
    const stranger = await call(
      TrainPolicyCreatePolicy,
      { Train: { ...key, SeatType: SECOND }, Passengers: [{ UserID: 'U99999999999' }] },
      'employee',
    );
    expect(stranger.statusCode).toBe(400);
    expect((await call(TrainPolicyCreatePolicy, { Train: key, Passengers: [] }, 'employee')).statusCode).toBe(400);
    expect(
      (await call(TrainPolicyCreatePolicy, { Train: { ...key, SeatType: SECOND }, Passengers: [{}] }, 'supplier'))
        .message,
    ).toBe('You are not allowed to do this');
  });

  it('ProductInfo gives every seat with price, tickets left, fee and choosable positions', async () => {
    const r = await call<TTrainProductResult>(TrainPolicyProductInfo, { ...key, Count: 2 }, 'employee');
    expect(r.isSucc, r.message).toBe(true);
    const second = r.result!.Seats.find((s) => s.SeatType === SECOND)!;
    expect(second).toMatchObject({ Price: priceOf(train, SECOND) / 100, SeatChoices: trainSeatChoices(SECOND) });
    expect(second.Remaining).toBe(await seatsLeft(t, train));
    expect(second.TotalPrice).toBe((priceOf(train, SECOND) * 2 + (await feeOf(2))) / 100);
    expect((await call(TrainPolicyProductInfo, { ...key, TrainNo: 'G9999' }, 'employee')).statusCode).toBe(400);
  });

  it("ServiceFee is the company's fee by scene", async () => {
    const r = await call<{ ServiceFee: number; Mode: string; Per: string }>(
      TrainPolicyServiceFee,
      { Price: 100, Count: 2, Scene: 'refund' },
      'employee',
    );
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.Mode).toBe('Fixed');
    expect((await call(TrainPolicyServiceFee, { Price: 'abc' }, 'employee')).statusCode).toBe(400);
    expect((await call(TrainPolicyServiceFee, { Price: -1 }, 'employee')).statusCode).toBe(400);
  });
});
