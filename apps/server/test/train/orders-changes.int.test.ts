import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  AmendStatus,
  GetSideBadges,
  OrderStatus,
  TradeStatus,
  TrainAccountLogin,
  TrainAmendDetails,
  TrainAmendList,
  TrainAmendStatusBack,
  TrainBooking,
  TrainCheckAmend,
  TrainCheckOfficialAccount,
  TrainCheckPassCard,
  TrainConfirmClientAmendPrice,
  TrainConfirmSupplyAmendPrice,
  TrainCreateAmend,
  TrainCreateAmendTradeDeal,
  TrainFixAmend,
  TrainOrderChange,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderLock,
  TrainOrderUnLock,
  TrainOrderRefund,
  TrainRefundJudge,
  TrainSeatType,
  trainRefundFee,
  type TTrainAmend,
  type TTrainAmendDetail,
  type TTrainAmendDealResult,
  type TTrainChangeResult,
  type TTrainOrderDetail,
  type TTrainRefundJudge,
} from '@opentmc/contracts';
import { cityOfStation, generateTimetable, stationByCode, type TSimTrain } from '../../src/modules/train/index.ts';
import { settleOnline } from '../../src/modules/trade/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import {
  DEMO_CLIENT,
  NOW,
  TRAIN_DATE,
  accountRow,
  at,
  book,
  bookingOf,
  gTrain,
  priceOf,
  scalar,
} from './order-helpers.ts';

// Train changes (改签; issue 6 section 5, ADR 0021): CreateAmend → TrainOrderChange → ConfirmSupplyAmendPrice →
// ConfirmClientAmendPrice, the online TrainAmend, AmendStatusBack, CreateAmendTradeDeal and the checks before an
// online change; the railway's windows at the injected clock; money through the ledger; one transition under a race.

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };
const WHO = ['employee', 'supplier', 'service', 'admin'] as const;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of WHO) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '改签测试另一家公司', '13900007911');
});
afterAll(async () => t.close());

const call = <R = TTrainChangeResult>(
  c: Parameters<TTestApp['call']>[0],
  payload: unknown,
  who: string,
  o: Parameters<TTestApp['call']>[2] = {},
) => t.call<R>(c, payload, { session: sid[who] ?? who, lang: 'en', ...o });

/** Moves the injected clock; sessions expire across such jumps, so everyone logs in again. */
const setClock = async (d: Date) => {
  t.clock.set(d);
  for (const a of WHO) sid[a] = await t.login(a);
};

const MIN = 60_000;
const HOUR = 60 * MIN;

/** G trains 北京南 → 上海虹桥 on a day with tickets of both classes, by departure. */
const gTrains = (date: string): TSimTrain[] =>
  generateTimetable(cityOfStation(stationByCode('VNP')!), cityOfStation(stationByCode('AOH')!), date).filter(
    (x) =>
      x.letter === 'G' &&
      x.from.code === 'VNP' &&
      x.to.code === 'AOH' &&
      x.seats.some((s) => s.seatType === TrainSeatType.Second && s.remaining >= 30) &&
      x.seats.some((s) => s.seatType === TrainSeatType.First && s.remaining >= 10),
  );

const train = gTrain(0);
/** A later train of the same day to change to. */
const later = gTrains(TRAIN_DATE).find((x) => x.depart > train.depart && x.trainNo !== train.trainNo)!;
/** A train of the same day whose second class costs less. */
const cheap = gTrains(TRAIN_DATE).find((x) => priceOf(x, TrainSeatType.Second) < priceOf(train, TrainSeatType.Second))!;
/** A train 北京南 → 天津 (another trip). */
const tianjin = generateTimetable(
  cityOfStation(stationByCode('VNP')!),
  cityOfStation(stationByCode('TJP')!),
  TRAIN_DATE,
).filter((x) => x.from.code === 'VNP')[0]!;
/** A train of the same trip and day whose second class is sold out. */
const soldOut = generateTimetable(
  cityOfStation(stationByCode('VNP')!),
  cityOfStation(stationByCode('AOH')!),
  TRAIN_DATE,
).find(
  (x) =>
    x.from.code === 'VNP' &&
    x.to.code === 'AOH' &&
    x.seats.some((s) => s.seatType === TrainSeatType.Second && s.remaining === 0),
)!;
const OTHER_ROUTE = 'A change keeps the trip: choose a train between the same departure and arrival cities';
const target = (x: TSimTrain, seatType: number, date = TRAIN_DATE) => ({
  TrainNo: x.trainNo,
  TrainDate: date,
  FromStation: 'VNP',
  ToStation: 'AOH',
  SeatType: seatType,
});

/** An issued order (company credit) of `count` passengers booked by `who`, with its departure. */
const issued = async (o: { count?: number; seatType?: number; who?: string } = {}) => {
  await setClock(at(NOW));
  const booked = await book(
    t,
    sid[o.who ?? 'employee']!,
    bookingOf(train, { count: o.count ?? 1, seatType: o.seatType ?? TrainSeatType.Second, Submit: true }),
  );
  expect(booked.OrderStatus).toBe(OrderStatus.WaitDispose);
  for (const [c, payload] of [
    [TrainOrderLock, { UniqueID: booked.UniqueID }],
    [TrainBooking, { UniqueId: booked.UniqueID }],
    [TrainOrderDrawer, { UniqueID: booked.UniqueID }],
  ] as const) {
    const r = await call(c, payload, 'supplier');
    if (!r.isSucc) throw new Error(`${c.path}: ${r.message}`);
  }
  const j = await call<TTrainRefundJudge>(TrainRefundJudge, { UniqueID: booked.UniqueID }, o.who ?? 'employee');
  const order = (await call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: booked.UniqueID }, 'admin')).result!;
  return { order, departAt: at(j.result!.DepartTime) };
};

const ask = (order: TTrainOrderDetail, over: Record<string, unknown> = {}, who = 'employee') =>
  call(
    TrainCreateAmend,
    {
      UniqueID: order.UniqueID,
      PassengerIDs: [order.Passengers[0]!.PassengerID],
      Reason: '会议改期',
      Train: target(later, TrainSeatType.First),
      ...over,
    },
    who,
  );

/** What a change writes (for "nothing was written"). */
const rows = async () => ({
  amends: await scalar(t, 'SELECT count(*)::int FROM amends'),
  changes: await scalar(t, 'SELECT count(*)::int FROM train_changes'),
  taken: await scalar(t, 'SELECT count(*)::int FROM train_order_passengers WHERE change_amend_id IS NOT NULL'),
  history: await scalar(t, 'SELECT count(*)::int FROM order_history'),
  deals: await scalar(t, 'SELECT count(*)::int FROM trade_deals'),
  postings: await scalar(t, 'SELECT count(*)::int FROM trade_details'),
  stock: await scalar(t, 'SELECT coalesce(sum(remaining), 0)::int FROM train_seat_stock'),
});

const stepsOf = async (amendId: string) =>
  (
    await t.database.executeSql('SELECT action, actor FROM order_history WHERE amend_id = $1 ORDER BY id', [amendId])
  ).rows.map((x) => `${String(x.action)}:${String(x.actor)}`);

/** Deals of an order other than its booking, with their postings. */
const dealsOf = async (uniqueId: string, remark?: string) =>
  (
    await t.database.executeSql(
      `SELECT d.id, d.amount_fen::int AS amount, d.trade_status AS status, d.original_deal_id AS original,
              (SELECT count(*)::int FROM trade_details x WHERE x.deal_id = d.id) AS postings,
              (SELECT coalesce(sum(x.amount_fen), 0)::int FROM trade_details x WHERE x.deal_id = d.id) AS sum
         FROM trade_deals d WHERE d.order_unique_id = $1
          AND CASE WHEN $2 = '' THEN d.original_deal_id IS NOT NULL ELSE d.remark = $2 END
        ORDER BY d.id`,
      [uniqueId, remark ?? ''],
    )
  ).rows as { id: string; amount: number; status: number; original: string | null; postings: number; sum: number }[];

const stockOf = async (x: TSimTrain, seatType: number, date = TRAIN_DATE) => {
  const r = await t.database.executeSql(
    'SELECT remaining FROM train_seat_stock WHERE train_date = $1 AND train_no = $2 AND seat_type = $3',
    [date, x.trainNo, seatType],
  );
  return r.rows[0] ? Number(r.rows[0].remaining) : x.seats.find((s) => s.seatType === seatType)!.remaining;
};

const fen = (yuan: number) => Math.round(yuan * 100);
/** The side menu's order-change badge of a user. */
const badge = async (who: string) => (await call<{ OrderChange: number }>(GetSideBadges, {}, who)).result!.OrderChange;
/** Three days after TRAIN_DATE (still within the presale window at NOW). */
const TRAIN_DATE_PLUS_3 = new Date(Date.parse(`${TRAIN_DATE}T00:00:00Z`) + 3 * 24 * HOUR).toISOString().slice(0, 10);

describe('a change to a dearer train, priced by the supplier', () => {
  it('holds the new seat, is priced, confirmed, paid from the account and issued', async () => {
    const { order } = await issued({ count: 2 });
    const [p1, p2] = order.Passengers;
    const newLeft = await stockOf(later, TrainSeatType.First);
    const oldLeft = await stockOf(train, TrainSeatType.Second);

    const created = await ask(order);
    expect(created.message).toBe('Change request submitted');
    expect(created.isSucc).toBe(true);
    const c0 = created.result!.Change;
    expect(c0).toMatchObject({ AmendStatus: AmendStatus.WaitSubmit, Reason: '会议改期' });
    expect(c0.Train).toMatchObject({ TrainNo: later.trainNo, TrainDate: TRAIN_DATE, SeatType: TrainSeatType.First });
    expect(c0.Passengers.map((p) => p.PassengerID)).toEqual([p1!.PassengerID]);
    expect(c0.Actions).toContain('amendSubmit');
    expect(await stockOf(later, TrainSeatType.First)).toBe(newLeft - 1);

    const deskBadge = await badge('supplier');
    const submitted = await call(TrainOrderChange, { UniqueID: c0.AmendID }, 'employee');
    expect(submitted.result!.Change.AmendStatus).toBe(AmendStatus.WaitDispose);
    // The side menu's order-change badge: the desk now has one more change to price.
    expect(await badge('supplier')).toBe(deskBadge + 1);
    const bookerBadge = await badge('employee');

    // The supplier prices it under the lock: the fare and a change fee of ¥5.
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    const priced = await call(TrainConfirmSupplyAmendPrice, { UniqueID: order.UniqueID, ChangeFee: 5 }, 'supplier');
    expect(priced.message).toBe('Change priced; waiting for the client to confirm');
    const c1 = priced.result!.Change;
    const newFen = priceOf(later, TrainSeatType.First);
    const oldFen = fen(p1!.Price);
    expect(c1.AmendStatus).toBe(AmendStatus.WaitConfirm);
    expect(fen(c1.NewPrice)).toBe(newFen);
    expect(fen(c1.Difference)).toBe(newFen - oldFen);
    expect(c1.RailwayFee).toBe(0);
    expect(c1.ChangeFee).toBe(5);
    const payFen = newFen - oldFen + 500 + fen(c1.ServiceFee);
    expect(fen(c1.PayAmount)).toBe(payFen);
    expect(c1.RefundAmount).toBe(0);
    // Priced: off the desk's badge, on the booker's, who is to confirm it.
    expect(await badge('supplier')).toBe(deskBadge);
    expect(await badge('employee')).toBe(bookerBadge + 1);

    const before = (await accountRow(t, DEMO_CLIENT, AccountType.Credit))!.balanceFen;
    const done = await call(TrainConfirmClientAmendPrice, { UniqueID: c0.AmendID }, 'employee');
    expect(done.message).toBe('Ticket changed');
    const c2 = done.result!.Change;
    expect(c2.AmendStatus).toBe(AmendStatus.Finished);
    expect(c2.DealID).not.toBe('');
    // The ledger: the amount paid from the company's credit account, one deal of two postings summing to nothing.
    expect((await accountRow(t, DEMO_CLIENT, AccountType.Credit))!.balanceFen).toBe(before - payFen);
    const paid = await dealsOf(order.UniqueID, c0.AmendID);
    expect(paid).toEqual([
      { id: c2.DealID, amount: payFen, status: TradeStatus.Finished, original: null, postings: 2, sum: 0 },
    ]);
    // New ticket and seat on the new train; the old seat back in stock; the other passenger stays.
    const moved = done.result!.Order.Passengers.find((p) => p.PassengerID === p1!.PassengerID)!;
    expect(moved.TicketNo).not.toBe(p1!.TicketNo);
    expect(moved.TicketNo).toBe(c2.Passengers[0]!.TicketNo);
    expect(c2.Passengers[0]!.OldTicketNo).toBe(p1!.TicketNo);
    expect(fen(moved.Price)).toBe(newFen);
    expect(moved.Status).toBe('Issued');
    expect(done.result!.Order.Passengers.find((p) => p.PassengerID === p2!.PassengerID)!.TicketNo).toBe(p2!.TicketNo);
    expect(done.result!.Order.Goods.TrainNo).toBe(train.trainNo);
    expect(await stockOf(train, TrainSeatType.Second)).toBe(oldLeft + 1);
    expect(await stockOf(later, TrainSeatType.First)).toBe(newLeft - 1);
    expect(await stepsOf(c0.AmendID)).toEqual([
      'amendCreate:booker',
      'amendSubmit:booker',
      'confirmPrice:supplier',
      'confirmPrice:booker',
    ]);
    // AmendDetails lists the change with its passenger.
    const amends = await call<{ Amends: TTrainAmend[] }>(TrainAmendDetails, { UniqueID: order.UniqueID }, 'employee');
    expect(amends.result!.Amends.map((a) => [a.AmendID, a.Kind, a.AmendStatus])).toEqual([
      [c0.AmendID, 'change', AmendStatus.Finished],
    ]);
    expect(amends.result!.Amends[0]!.Passengers.map((p) => p.PassengerID)).toEqual([p1!.PassengerID]);
    const log = done.result!.Order.Messages.map((m) => m.Text);
    expect(log.some((m) => m.includes(`changed to ${later.trainNo}`))).toBe(true);
    // A changed ticket is not changed again (the railway's rule).
    const again = await ask(done.result!.Order, { Train: target(train, TrainSeatType.First) });
    expect(again.message).toBe(
      "The chosen passengers' tickets are not issued, were changed already or are being changed; please refresh",
    );
  });
});

describe('a change to a cheaper train', () => {
  it('pays the difference back less the railway fee on it, through WaitRefund', async () => {
    const { order, departAt } = await issued();
    const p1 = order.Passengers[0]!;
    const created = await ask(order, { Train: target(cheap, TrainSeatType.Second) });
    expect(created.isSucc).toBe(true);
    const id = created.result!.Change.AmendID;
    expect((await call(TrainOrderChange, { UniqueID: order.UniqueID }, 'employee')).isSucc).toBe(true);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    const priced = await call(TrainConfirmSupplyAmendPrice, { UniqueID: id }, 'supplier');
    expect(priced.isSucc).toBe(true);
    const c1 = priced.result!.Change;
    const diff = fen(p1.Price) - priceOf(cheap, TrainSeatType.Second);
    expect(diff).toBeGreaterThan(0);
    const railway = trainRefundFee({ priceFen: diff, departure: departAt, now: t.clock.now() });
    expect(railway.feeFen).toBeGreaterThan(0);
    expect(fen(c1.RailwayFee)).toBe(railway.feeFen);
    const backFen = diff - railway.feeFen - fen(c1.ServiceFee);
    expect(fen(c1.RefundAmount)).toBe(backFen);
    expect(c1.PayAmount).toBe(0);

    const before = (await accountRow(t, DEMO_CLIENT, AccountType.Credit))!.balanceFen;
    const done = await call(TrainConfirmClientAmendPrice, { UniqueID: id }, 'employee');
    expect(done.isSucc).toBe(true);
    expect(done.result!.Change.AmendStatus).toBe(AmendStatus.Finished);
    expect((await accountRow(t, DEMO_CLIENT, AccountType.Credit))!.balanceFen).toBe(before + backFen);
    const refunds = await dealsOf(order.UniqueID);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: backFen, postings: 2, sum: 0 });
    expect(await stepsOf(id)).toEqual([
      'amendCreate:booker',
      'amendSubmit:booker',
      'confirmPrice:supplier',
      'confirmPrice:booker',
      'refund:system',
    ]);
    // Every ticket moved: the order's goods are the new train.
    expect(done.result!.Order.Goods).toMatchObject({ TrainNo: cheap.trainNo, SeatType: TrainSeatType.Second });
  });
});

describe('TrainFixInAdvance: the online change and its checks', () => {
  it('changes at once at the fare: requested, priced by the system, confirmed and paid', async () => {
    const { order } = await issued();
    const before = (await accountRow(t, DEMO_CLIENT, AccountType.Credit))!.balanceFen;
    const r = await call(
      TrainFixAmend,
      {
        UniqueID: order.UniqueID,
        PassengerIDs: [order.Passengers[0]!.PassengerID],
        Reason: '提前出发',
        Train: target(later, TrainSeatType.First),
      },
      'employee',
    );
    expect(r.message).toBe('Ticket changed');
    const c = r.result!.Change;
    expect(c.AmendStatus).toBe(AmendStatus.Finished);
    expect(c.ChangeFee).toBe(0);
    expect((await accountRow(t, DEMO_CLIENT, AccountType.Credit))!.balanceFen).toBe(before - fen(c.PayAmount));
    expect(await stepsOf(c.AmendID)).toEqual([
      'amendCreate:booker',
      'amendSubmit:booker',
      'confirmPrice:system',
      'confirmPrice:booker',
    ]);
  });

  it("a changed ticket is refunded by its new train's fee tier, and its new seat goes back", async () => {
    const { order, departAt: departFirst } = await issued({ count: 2 });
    const [p1, p2] = order.Passengers;
    // More than 48 hours before, the first passenger moves to a train three days later: a partial change, the
    // order's goods stay.
    await setClock(new Date(departFirst.getTime() - 50 * HOUR));
    const next = gTrains(TRAIN_DATE_PLUS_3)[0]!;
    const moved = await call(
      TrainFixAmend,
      {
        UniqueID: order.UniqueID,
        PassengerIDs: [p1!.PassengerID],
        Reason: '行程推迟',
        Train: target(next, TrainSeatType.Second, TRAIN_DATE_PLUS_3),
      },
      'employee',
    );
    expect(moved.message).toBe('Ticket changed');
    // 30 hours before the first train: its tickets are in the 10 % tier, the changed one (3 days later) in the 5 %.
    const now = new Date(departFirst.getTime() - 30 * HOUR);
    await setClock(now);
    const judged = (await call<TTrainRefundJudge>(TrainRefundJudge, { UniqueID: order.UniqueID }, 'employee')).result!;
    const byId = new Map(judged.Tickets.map((x) => [x.PassengerID, x]));
    expect(byId.get(p1!.PassengerID)!.Rate).toBe(0.05);
    expect(byId.get(p2!.PassengerID)!.Rate).toBe(0.1);
    const left = await stockOf(next, TrainSeatType.Second, TRAIN_DATE_PLUS_3);
    const r = await call<{ Fee: number }>(
      TrainOrderRefund,
      { UniqueID: order.UniqueID, PassengerIDs: [p1!.PassengerID], Reason: '不去了' },
      'employee',
    );
    expect(r.message).toBe('Refund request submitted');
    const newPriceFen = fen(moved.result!.Change.NewPrice);
    const departNext = at(moved.result!.Change.Train.DepartTime);
    expect(fen(r.result!.Fee)).toBe(trainRefundFee({ priceFen: newPriceFen, departure: departNext, now }).feeFen);
    expect(await stockOf(next, TrainSeatType.Second, TRAIN_DATE_PLUS_3)).toBe(left + 1);
  });

  it('refuses passengers whose documents 12306 does not change online, and says whose', async () => {
    const { order } = await issued();
    const p = order.Passengers[0]!;
    const ok = await call<{ Passengers: { Accepted: boolean }[] }>(
      TrainCheckPassCard,
      { UniqueID: order.UniqueID, PassengerIDs: [p.PassengerID] },
      'employee',
    );
    expect(ok.message).toBe("The passengers' documents can be changed online");
    expect(ok.result!.Passengers[0]!.Accepted).toBe(true);
    await t.database.executeSql('UPDATE train_order_passengers SET card_type = 1253 WHERE id = $1', [p.PassengerID]);
    const bad = await call(TrainCheckPassCard, { UniqueID: order.UniqueID, PassengerIDs: [p.PassengerID] }, 'employee');
    expect(bad.isSucc).toBe(false);
    expect(bad.message).toBe(
      `${p.PassengerName}: this document can't be changed online; please go to a station ticket office`,
    );
    const written = await rows();
    const online = await call(
      TrainFixAmend,
      {
        UniqueID: order.UniqueID,
        PassengerIDs: [p.PassengerID],
        Reason: '提前出发',
        Train: target(later, TrainSeatType.First),
      },
      'employee',
    );
    expect(online.isSucc).toBe(false);
    expect(online.message).toBe(bad.message);
    expect(await rows()).toEqual(written);
  });

  it("checks the booker's 12306 account with the rail side", async () => {
    const { order } = await issued();
    // The demo employee's bound account (zhenghao12306) is verified.
    const ok = await call<{ Account: string; Status: string }>(
      TrainCheckOfficialAccount,
      { UniqueID: order.UniqueID },
      'employee',
    );
    expect(ok.message).toBe('The 12306 account can change tickets online');
    expect(ok.result).toMatchObject({ Account: 'zhenghao12306', Status: 'Verified' });
    // One that needs verifying at 12306 is refused, saying so.
    const bound = await call<{ ID: string }>(
      TrainAccountLogin,
      { Account: 'wangfang12306', Password: 'Rail@2026' },
      'employee',
    );
    expect(bound.isSucc).toBe(true);
    const needs = await call(
      TrainCheckOfficialAccount,
      { UniqueID: order.UniqueID, AccountID: bound.result!.ID },
      'employee',
    );
    expect(needs.isSucc).toBe(false);
    expect(needs.message).toBe(
      "The booker's 12306 account wangfang12306 cannot be used now (needs verification); please verify it at 12306",
    );
    // The administrator has bound none.
    const { order: admins } = await issued({ who: 'admin' });
    const none = await call(TrainCheckOfficialAccount, { UniqueID: admins.UniqueID }, 'admin');
    expect(none.message).toBe('The booker has no 12306 account bound; please bind one under 12306 accounts first');
  });
});

describe("the order's header after a change", () => {
  const online = (order: TTrainOrderDetail, x: TSimTrain, seatType: number, ids?: string[], date = TRAIN_DATE) =>
    call(
      TrainFixAmend,
      {
        UniqueID: order.UniqueID,
        PassengerIDs: ids ?? order.Passengers.map((p) => p.PassengerID),
        Reason: '行程变化',
        Train: target(x, seatType, date),
      },
      'employee',
    );

  it('a dearer online change: paid and total grow by the amount paid, the title and date follow the new train', async () => {
    const { order } = await issued();
    const r = await online(order, later, TrainSeatType.First);
    expect(r.message).toBe('Ticket changed');
    const pay = fen(r.result!.Change.PayAmount);
    expect(pay).toBeGreaterThan(0);
    const after = r.result!.Order;
    expect(fen(after.PaidAmount)).toBe(fen(order.PaidAmount) + pay);
    expect(fen(after.TotalPrice)).toBe(fen(order.TotalPrice) + pay);
    expect(after.RefundedAmount).toBe(order.RefundedAmount);
    // The change's service fee is the TMC's, on top of the booking's.
    expect(fen(after.ServiceFee)).toBe(fen(order.ServiceFee) + fen(r.result!.Change.ServiceFee));
    expect(after.Version).toBeGreaterThan(order.Version);
    expect(after.TravelDate).toBe(TRAIN_DATE);
    expect(after.Title).toBe(`${later.from.en}-${later.to.en} ${later.trainNo}`);
    // The header's patch is in the history, by the confirming user.
    const h = await t.database.executeSql(
      "SELECT actor, user_id, detail FROM order_history WHERE order_id = $1 AND amend_id IS NULL AND action = 'confirmPrice'",
      [order.OrderID],
    );
    expect(h.rows).toHaveLength(1);
    expect(h.rows[0]).toMatchObject({ actor: 'booker', detail: { amendId: r.result!.Change.AmendID, payFen: pay } });
    expect(h.rows[0]!.user_id).toBeTruthy();
  });

  it('a cheaper online change: refunded grows by the amount back, paid stays', async () => {
    const { order } = await issued();
    const r = await online(order, cheap, TrainSeatType.Second);
    expect(r.message).toBe('Ticket changed');
    const back = fen(r.result!.Change.RefundAmount);
    expect(back).toBeGreaterThan(0);
    const after = r.result!.Order;
    expect(fen(after.RefundedAmount)).toBe(fen(order.RefundedAmount) + back);
    expect(after.PaidAmount).toBe(order.PaidAmount);
    expect(after.TotalPrice).toBe(order.TotalPrice);
    expect(fen(after.ServiceFee)).toBe(fen(order.ServiceFee) + fen(r.result!.Change.ServiceFee));
    expect(after.Title).toBe(`${cheap.from.en}-${cheap.to.en} ${cheap.trainNo}`);
    expect(after.Version).toBeGreaterThan(order.Version);
  });

  it('a partial change to a later date keeps the title; the travel date is the earliest ticket', async () => {
    const { order, departAt } = await issued({ count: 2 });
    await setClock(new Date(departAt.getTime() - 50 * HOUR));
    const next = gTrains(TRAIN_DATE_PLUS_3)[0]!;
    const [p1, p2] = order.Passengers;
    const r = await online(order, next, TrainSeatType.Second, [p1!.PassengerID], TRAIN_DATE_PLUS_3);
    expect(r.message).toBe('Ticket changed');
    expect(r.result!.Order.Title).toBe(order.Title);
    expect(r.result!.Order.TravelDate).toBe(TRAIN_DATE);
    // The other passenger follows: every ticket now rides the later train, on the later date.
    const r2 = await online(r.result!.Order, next, TrainSeatType.Second, [p2!.PassengerID], TRAIN_DATE_PLUS_3);
    expect(r2.message).toBe('Ticket changed');
    expect(r2.result!.Order.TravelDate).toBe(TRAIN_DATE_PLUS_3);
    expect(r2.result!.Order.Title).toBe(`${next.from.en}-${next.to.en} ${next.trainNo}`);
  });
});

describe('the railway windows at the injected clock', () => {
  const nextDay = (d: string, n: number) =>
    new Date(Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10) + n)).toISOString().slice(0, 10);
  const farDate = nextDay(TRAIN_DATE, 2);
  const far = gTrains(farDate)[0]!;

  it('more than 48 hours before: any train on sale; within 48: only the same date; 35 minutes: closed', async () => {
    const { order, departAt } = await issued({ count: 3 });
    const [p1, p2, p3] = order.Passengers;
    const farTarget = { Train: target(far, TrainSeatType.Second, farDate) };

    await setClock(new Date(departAt.getTime() - 49 * HOUR));
    const early = await ask(order, { ...farTarget, PassengerIDs: [p1!.PassengerID] });
    expect(early.message).toBe('Change request submitted');

    await setClock(new Date(departAt.getTime() - 47 * HOUR));
    const written = await rows();
    const late = await ask(order, { ...farTarget, PassengerIDs: [p2!.PassengerID] });
    expect(late.isSucc).toBe(false);
    expect(late.httpStatus).toBe(400);
    expect(late.message).toBe(
      "Within 48 hours of departure, a ticket can only be changed to a train leaving before 24:00 on the ticket's date",
    );
    expect(await rows()).toEqual(written);
    const sameDay = await ask(order, { PassengerIDs: [p2!.PassengerID] });
    expect(sameDay.isSucc).toBe(true);

    await setClock(new Date(departAt.getTime() - 35 * MIN));
    const closed = await ask(order, { PassengerIDs: [p3!.PassengerID] });
    expect(closed.isSucc).toBe(false);
    expect(closed.message).toMatch(/35 minutes/);
    // Confirming is judged again: the first change, priced, can no longer be confirmed.
    expect((await call(TrainOrderChange, { UniqueID: early.result!.Change.AmendID }, 'employee')).isSucc).toBe(true);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    const amendId = early.result!.Change.AmendID;
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: amendId }, 'supplier')).isSucc).toBe(true);
    const confirm = await call(TrainConfirmClientAmendPrice, { UniqueID: amendId }, 'employee');
    expect(confirm.isSucc).toBe(false);
    expect(confirm.message).toMatch(/35 minutes/);
    expect((await call(TrainOrderDetails, { UniqueID: order.UniqueID }, 'employee')).result).toBeTruthy();
    expect(await stepsOf(amendId)).toEqual(['amendCreate:booker', 'amendSubmit:booker', 'confirmPrice:supplier']);
  });

  it('refuses another route, the same train and seat, no such train, and a train not on sale', async () => {
    const { order } = await issued();
    const written = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{ Train: { ...target(tianjin, tianjin.seats[0]!.seatType), ToStation: tianjin.to.code } }, OTHER_ROUTE],
      [{ Train: { ...target(later, TrainSeatType.First), ToStation: 'SHH' } }, 'This train was not found'],
      [{ Train: target(train, TrainSeatType.Second) }, 'Please choose another train, date or seat type'],
      [{ Train: { ...target(later, TrainSeatType.First), TrainNo: 'G9999' } }, 'This train was not found'],
      [{ Train: target(later, TrainSeatType.HardSleeper) }, 'This train has no such seat type'],
      [{ Train: target(soldOut, TrainSeatType.Second) }, 'Not enough tickets left on the chosen train and seat type'],
      [
        { Train: target(later, TrainSeatType.Second, nextDay(TRAIN_DATE, 30)) },
        'Train tickets are not on sale for the current date',
      ],
    ];
    for (const [over, message] of cases) {
      const r = await ask(order, over);
      expect(r.isSucc, JSON.stringify(over)).toBe(false);
      expect(r.httpStatus).toBe(400);
      expect(r.message).toBe(message);
    }
    expect(await rows()).toEqual(written);
  });
});

describe('bad input, wrong actors, wrong states', () => {
  it("refuses a change without passengers, reason or date with the spec's messages, nothing written", async () => {
    const { order } = await issued();
    const written = await rows();
    const id = order.Passengers[0]!.PassengerID;
    const base = {
      UniqueID: order.UniqueID,
      PassengerIDs: [id],
      Reason: '会议改期',
      Train: target(later, TrainSeatType.First),
    };
    const select = 'Before a change, passengers and a reason must be selected';
    for (const [payload, message] of [
      [{ ...base, PassengerIDs: [] }, select],
      [{ ...base, PassengerIDs: undefined }, select],
      [{ ...base, Reason: '  ' }, select],
      [{ ...base, Train: { ...base.Train, TrainDate: '' } }, 'Please select the changed date'],
      [{ ...base, Train: { ...base.Train, TrainDate: undefined } }, 'Please select the changed date'],
      [{ ...base, Train: { ...base.Train, SeatType: 42 } }, 'Please choose a valid seat type'],
    ] as const) {
      const r = await call(TrainCreateAmend, payload, 'employee');
      expect(r.isSucc).toBe(false);
      expect(r.httpStatus).toBe(400);
      expect(r.message).toContain(message);
    }
    const zh = await call(TrainCreateAmend, { ...base, PassengerIDs: [] }, 'employee', { lang: 'cn' });
    expect(zh.message).toContain('改签前须选择乘客和改签原因');
    const money = await call(TrainConfirmSupplyAmendPrice, { UniqueID: order.UniqueID, ChangeFee: -1 }, 'supplier');
    expect(money.httpStatus).toBe(400);
    expect((await ask(order, { PassengerIDs: ['TP9999999999'] })).httpStatus).toBe(400);
    expect(await rows()).toEqual(written);
  });

  it('refuses another company, another employee, the supplier without the lock, and TMC staff without it', async () => {
    const { order } = await issued({ who: 'admin' });
    const written = await rows();
    // Another company and an employee outside the booker's data range do not see the order.
    expect((await ask(order, {}, other.sid)).message).toBe('The order does not exist');
    expect((await ask(order, {}, 'employee')).message).toBe('The order does not exist');
    // The supplier does not ask for changes; TMC staff only under their lock.
    expect((await ask(order, {}, 'supplier')).isSucc).toBe(false);
    expect((await ask(order, {}, 'service')).message).toBe('Lock the order before processing it');
    expect(await rows()).toEqual(written);

    const created = await ask(order, {}, 'admin');
    expect(created.isSucc).toBe(true);
    const id = created.result!.Change.AmendID;
    expect((await call(TrainOrderChange, { UniqueID: id }, 'admin')).isSucc).toBe(true);
    const mid = await rows();
    // The supplier prices only under its own lock; the booker does not price; others do not see it.
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: id }, 'supplier')).message).toBe(
      'Lock the order before processing it',
    );
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: id }, 'admin')).isSucc).toBe(false);
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: id }, other.sid)).httpStatus).toBe(400);
    expect((await call(TrainConfirmClientAmendPrice, { UniqueID: id }, other.sid)).message).toBe(
      'The order does not exist',
    );
    // Wrong state: the client cannot confirm what is not priced.
    const early = await call(TrainConfirmClientAmendPrice, { UniqueID: id }, 'admin');
    expect(early.isSucc).toBe(false);
    expect(early.httpStatus).toBe(400);
    expect(await rows()).toEqual(mid);
  });

  it('refuses an order not issued, and a change nobody opened', async () => {
    await setClock(at(NOW));
    const o = await book(t, sid.employee!, bookingOf(train, { Submit: true }));
    const r = await ask(o);
    expect(r.message).toBe('The order is not issued yet and cannot be changed');
    expect((await call(TrainOrderChange, { UniqueID: o.UniqueID }, 'employee')).message).toBe(
      'This order has no change in progress',
    );
  });
});

describe('AmendStatusBack and CreateAmendTradeDeal', () => {
  it('TMC staff send a change back one step; the deal is created once and cancelled when sent back', async () => {
    const { order } = await issued();
    const id = (await ask(order)).result!.Change.AmendID;
    expect((await call(TrainOrderChange, { UniqueID: id }, 'employee')).isSucc).toBe(true);
    // Only the TMC, under its lock.
    expect((await call(TrainAmendStatusBack, { UniqueID: id }, 'employee')).isSucc).toBe(false);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'service')).isSucc).toBe(true);
    const back = await call(TrainAmendStatusBack, { UniqueID: id }, 'service');
    expect(back.message).toBe('The change was sent back one step');
    expect(back.result!.Change.AmendStatus).toBe(AmendStatus.WaitSubmit);
    expect((await call(TrainOrderChange, { UniqueID: id }, 'employee')).isSucc).toBe(true);
    // Not priced: no deal yet.
    const unpriced = await call(TrainCreateAmendTradeDeal, { UniqueID: id }, 'employee');
    expect(unpriced.message).toBe('This change has not been priced yet');
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: id, Price: 999.5 }, 'service')).isSucc).toBe(true);
    const d1 = await call<TTrainAmendDealResult>(TrainCreateAmendTradeDeal, { UniqueID: id }, 'employee');
    expect(d1.message).toBe('The payment for the change was created');
    const d2 = await call<TTrainAmendDealResult>(TrainCreateAmendTradeDeal, { UniqueID: order.UniqueID }, 'employee');
    expect(d2.result).toEqual(d1.result);
    expect(d1.result!.TradeStatus).toBe(TradeStatus.WaitPayment);
    expect(fen(d1.result!.Amount)).toBeGreaterThan(0);
    expect(await dealsOf(order.UniqueID, id)).toHaveLength(1);
    // Sent back to be priced again: the unpaid deal goes with it.
    const again = await call(TrainAmendStatusBack, { UniqueID: id }, 'service');
    expect(again.result!.Change).toMatchObject({ AmendStatus: AmendStatus.WaitDispose, DealID: '' });
    expect((await dealsOf(order.UniqueID, id))[0]!.status).toBe(TradeStatus.Canceled);
    expect(await stepsOf(id)).toEqual([
      'amendCreate:booker',
      'amendSubmit:booker',
      'amendStatusBack:tmc',
      'amendSubmit:booker',
      'confirmPrice:tmc',
      'amendStatusBack:tmc',
    ]);
  });

  it('an order paid online pays a dearer change at the cashier before it is confirmed', async () => {
    const { order } = await issued();
    // As if it had been paid at the cashier: no company account to take the difference from.
    await t.database.executeSql('UPDATE orders SET account_type = NULL WHERE id = $1', [order.OrderID]);
    const online = await call(
      TrainFixAmend,
      {
        UniqueID: order.UniqueID,
        PassengerIDs: [order.Passengers[0]!.PassengerID],
        Reason: '提前出发',
        Train: target(later, TrainSeatType.First),
      },
      'employee',
    );
    expect(online.message).toBe('Change priced; waiting for the client to confirm');
    const c = online.result!.Change;
    expect(c.AmendStatus).toBe(AmendStatus.WaitConfirm);
    expect(c.DealID).not.toBe('');
    const unpaid = await call(TrainConfirmClientAmendPrice, { UniqueID: c.AmendID }, 'employee');
    expect(unpaid.message).toBe(`Please pay the change's difference at the cashier first (deal ${c.DealID})`);
    const deal = await call<TTrainAmendDealResult>(TrainCreateAmendTradeDeal, { UniqueID: c.AmendID }, 'employee');
    expect(deal.result).toMatchObject({ DealID: c.DealID, TradeStatus: TradeStatus.WaitPayment });
    expect(fen(deal.result!.Amount)).toBe(fen(c.PayAmount));
    // The cashier's payment notice settles the deal; the client then confirms.
    await t.app.deps.db.transaction((tx) => settleOnline(tx, { id: c.DealID, provider: 'sim', now: t.clock.now() }));
    const done = await call(TrainConfirmClientAmendPrice, { UniqueID: c.AmendID }, 'employee');
    expect(done.message).toBe('Ticket changed');
    expect(done.result!.Change.AmendStatus).toBe(AmendStatus.Finished);
    expect(await dealsOf(order.UniqueID, c.AmendID)).toEqual([
      { id: c.DealID, amount: fen(c.PayAmount), status: TradeStatus.Finished, original: null, postings: 2, sum: 0 },
    ]);
  });
});

describe('AmendDetails: the whole change view, with the steps of each caller', () => {
  type TDetails = { Amends: TTrainAmendDetail[] };
  const detailsOf = async (uniqueId: string, who: string) =>
    (await call<TDetails>(TrainAmendDetails, { UniqueID: uniqueId }, who)).result!.Amends[0]!;

  it('shows the new train, per-passenger prices, the amount to pay and what each caller may do', async () => {
    const { order } = await issued({ count: 2 });
    const [p1, p2] = order.Passengers;
    const id = (await ask(order, { PassengerIDs: [p1!.PassengerID, p2!.PassengerID] })).result!.Change.AmendID;
    expect((await detailsOf(order.UniqueID, 'employee')).Change!.Steps).toEqual(['Submit', 'Withdraw']);
    expect((await call(TrainOrderChange, { UniqueID: id }, 'employee')).isSucc).toBe(true);
    // Before a price the booker may withdraw it.
    expect((await detailsOf(order.UniqueID, 'employee')).Change!.Steps).toEqual(['Withdraw']);
    // Priced by the supplier under its lock, or marked Cannot; without the lock it has nothing to do.
    expect((await detailsOf(order.UniqueID, 'supplier')).Change!.Steps).toEqual([]);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    expect((await detailsOf(order.UniqueID, 'supplier')).Change!.Steps).toEqual(['ConfirmSupply', 'Cannot']);
    const priced = await call(TrainConfirmSupplyAmendPrice, { UniqueID: id, ChangeFee: 5 }, 'supplier');
    expect(priced.isSucc).toBe(true);

    const a = await detailsOf(order.UniqueID, 'employee');
    expect(a).toMatchObject({ AmendID: id, Kind: 'change', AmendStatus: AmendStatus.WaitConfirm });
    const c = a.Change!;
    expect(c.Train).toMatchObject({
      TrainNo: later.trainNo,
      TrainDate: TRAIN_DATE,
      FromStationCode: 'VNP',
      ToStationCode: 'AOH',
      SeatType: TrainSeatType.First,
    });
    expect(c.Train.DepartTime).toMatch(new RegExp(`^${TRAIN_DATE} \\d{2}:\\d{2}:00$`));
    expect(c.Train.ArriveTime > c.Train.DepartTime).toBe(true);
    const newFen = priceOf(later, TrainSeatType.First);
    for (const [i, p] of [p1!, p2!].entries()) {
      const v = c.Passengers[i]!;
      expect(v).toMatchObject({ PassengerID: p.PassengerID, OldPrice: p.Price, OldTicketNo: p.TicketNo });
      expect(fen(v.NewPrice)).toBe(newFen);
      expect(fen(v.Difference)).toBe(newFen - fen(p.Price));
      expect(v.RailwayFee).toBe(0);
    }
    expect(c.ChangeFee).toBe(5);
    // The same amounts as the pricing call answered.
    expect(c.PayAmount).toBe(priced.result!.Change.PayAmount);
    expect(fen(c.PayAmount)).toBe(2 * (newFen - fen(p1!.Price)) + 500 + fen(c.ServiceFee));
    expect(c.RefundAmount).toBe(0);
    // The booker confirms or declines; the supplier has nothing to do; TMC staff do for the client under their lock.
    expect(c.Steps).toEqual(['ConfirmClient', 'Decline']);
    expect((await detailsOf(order.UniqueID, 'supplier')).Change!.Steps).toEqual([]);
    expect((await call(TrainOrderUnLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    expect((await detailsOf(order.UniqueID, 'service')).Change!.Steps).toEqual([]);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'service')).isSucc).toBe(true);
    expect((await detailsOf(order.UniqueID, 'service')).Change!.Steps).toEqual([
      'ConfirmClient',
      'Decline',
      'StatusBack',
    ]);
    // An order paid online owes the amount at the cashier first.
    await t.database.executeSql('UPDATE orders SET account_type = NULL WHERE id = $1', [order.OrderID]);
    expect((await detailsOf(order.UniqueID, 'employee')).Change!.Steps).toEqual(['Pay', 'Decline']);
    // A refund has no change view.
    const { order: o2 } = await issued();
    const refunded = await call(
      TrainOrderRefund,
      { UniqueID: o2.UniqueID, PassengerIDs: [o2.Passengers[0]!.PassengerID], Reason: '不去了' },
      'employee',
    );
    expect(refunded.isSucc).toBe(true);
    expect((await detailsOf(o2.UniqueID, 'employee')).Change).toBeNull();
  });
});

describe('ConfirmClientAmendPrice: TMC staff for the client, and the client declining', () => {
  /** An issued order with a change priced by the supplier (who then lets the lock go). */
  const priced = async () => {
    const { order } = await issued();
    const id = (await ask(order)).result!.Change.AmendID;
    expect((await call(TrainOrderChange, { UniqueID: id }, 'employee')).isSucc).toBe(true);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: id }, 'supplier')).isSucc).toBe(true);
    expect((await call(TrainOrderUnLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    return { order, id };
  };

  it('TMC staff confirm a priced change for the client under their lock; history says tmc and who', async () => {
    const { order, id } = await priced();
    const mid = await rows();
    // Not without the lock; never the supplier, nor another company.
    expect((await call(TrainConfirmClientAmendPrice, { UniqueID: id }, 'service')).message).toBe(
      'Lock the order before processing it',
    );
    expect((await call(TrainConfirmClientAmendPrice, { UniqueID: id }, 'supplier')).isSucc).toBe(false);
    expect((await call(TrainConfirmClientAmendPrice, { UniqueID: id }, other.sid)).message).toBe(
      'The order does not exist',
    );
    expect(await rows()).toEqual(mid);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'service')).isSucc).toBe(true);
    const done = await call(TrainConfirmClientAmendPrice, { UniqueID: id }, 'service');
    expect(done.message).toBe('Ticket changed');
    expect(done.result!.Change.AmendStatus).toBe(AmendStatus.Finished);
    expect(await stepsOf(id)).toEqual([
      'amendCreate:booker',
      'amendSubmit:booker',
      'confirmPrice:supplier',
      'confirmPrice:tmc',
    ]);
    const who = await t.database.executeSql(
      `SELECT h.user_id = u.id AS same FROM order_history h, users u
        WHERE h.amend_id = $1 AND h.actor = 'tmc' AND u.login_name = 'service'`,
      [id],
    );
    expect(who.rows).toEqual([{ same: true }]);
    // Wrong state: finished, it is neither confirmed nor declined again.
    const again = await call(TrainConfirmClientAmendPrice, { UniqueID: id }, 'service');
    expect(again.isSucc).toBe(false);
    expect(again.httpStatus).toBe(400);
    const decline = await call(TrainConfirmClientAmendPrice, { UniqueID: id, Confirm: false }, 'employee');
    expect(decline.isSucc).toBe(false);
  });

  it('the client declines a priced change: Canceled, the new seat back, the ticket free to change again', async () => {
    const { order, id } = await priced();
    const newLeft = await stockOf(later, TrainSeatType.First);
    // The deal of the amount, created before the decline, is cancelled with it.
    const deal = await call<TTrainAmendDealResult>(TrainCreateAmendTradeDeal, { UniqueID: id }, 'employee');
    expect(deal.isSucc).toBe(true);
    const r = await call(TrainConfirmClientAmendPrice, { UniqueID: id, Confirm: false, Reason: '太贵' }, 'employee');
    expect(r.message).toBe('Change declined; the tickets stay as they were');
    expect(r.result!.Change).toMatchObject({ AmendStatus: AmendStatus.Canceled, StatusReason: '太贵', Steps: [] });
    expect(await stepsOf(id)).toEqual([
      'amendCreate:booker',
      'amendSubmit:booker',
      'confirmPrice:supplier',
      'cancel:booker',
    ]);
    expect(await stockOf(later, TrainSeatType.First)).toBe(newLeft + 1);
    expect((await dealsOf(order.UniqueID, id))[0]!.status).toBe(TradeStatus.Canceled);
    const p = r.result!.Order.Passengers[0]!;
    expect(p).toMatchObject({ TicketNo: order.Passengers[0]!.TicketNo, Price: order.Passengers[0]!.Price });
    expect(r.result!.Order.PaidAmount).toBe(order.PaidAmount);
    // The declined change still lists its passenger.
    const listed = await call<{ Amends: TTrainAmend[] }>(TrainAmendDetails, { UniqueID: order.UniqueID }, 'employee');
    expect(listed.result!.Amends[0]!.Passengers.map((x) => x.PassengerID)).toEqual([p.PassengerID]);
    // Wrong state: declined once, not again; and the ticket may be changed anew.
    const twice = await call(TrainConfirmClientAmendPrice, { UniqueID: id, Confirm: false }, 'employee');
    expect(twice.isSucc).toBe(false);
    expect(twice.httpStatus).toBe(400);
    expect((await ask(r.result!.Order)).message).toBe('Change request submitted');
  });

  it('the client withdraws a change before it is priced; the supplier marks one Cannot with a reason', async () => {
    const { order } = await issued();
    const second = { Train: target(later, TrainSeatType.Second) };
    const left = await stockOf(later, TrainSeatType.Second);
    const id = (await ask(order, second)).result!.Change.AmendID;
    expect((await call(TrainOrderChange, { UniqueID: id }, 'employee')).isSucc).toBe(true);
    expect(await stockOf(later, TrainSeatType.Second)).toBe(left - 1);
    const shown = await call<{ Amends: TTrainAmendDetail[] }>(
      TrainAmendDetails,
      { UniqueID: order.UniqueID },
      'employee',
    );
    expect(shown.result!.Amends[0]!.Change!.Steps).toContain('Withdraw');
    const w = await call(TrainConfirmClientAmendPrice, { UniqueID: id, Confirm: false }, 'employee');
    expect(w.message).toBe('Change request withdrawn; the tickets stay as they were');
    expect(w.result!.Change.AmendStatus).toBe(AmendStatus.Canceled);
    expect(await stockOf(later, TrainSeatType.Second)).toBe(left);
    expect(await stepsOf(id)).toEqual(['amendCreate:booker', 'amendSubmit:booker', 'cancel:booker']);

    // Another request; the supplier cannot make it: a reason is required, and only under the lock.
    const id2 = (await ask(w.result!.Order, second)).result!.Change.AmendID;
    expect((await call(TrainOrderChange, { UniqueID: id2 }, 'employee')).isSucc).toBe(true);
    const before = await rows();
    const noReason = await call(TrainConfirmSupplyAmendPrice, { UniqueID: id2, Cannot: true }, 'supplier');
    expect(noReason.httpStatus).toBe(400);
    expect(noReason.message).toContain('Please give the reason the change cannot be made');
    const unlocked = await call(
      TrainConfirmSupplyAmendPrice,
      { UniqueID: id2, Cannot: true, Reason: '无票' },
      'supplier',
    );
    expect(unlocked.isSucc).toBe(false);
    const byBooker = await call(
      TrainConfirmSupplyAmendPrice,
      { UniqueID: id2, Cannot: true, Reason: '无票' },
      'employee',
    );
    expect(byBooker.isSucc).toBe(false);
    expect(await rows()).toEqual(before);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    const c = await call(TrainConfirmSupplyAmendPrice, { UniqueID: id2, Cannot: true, Reason: '无票' }, 'supplier');
    expect(c.message).toBe('The change was marked as not possible; the tickets stay as they were');
    expect(c.result!.Change).toMatchObject({ AmendStatus: AmendStatus.Cannot, StatusReason: '无票', Steps: [] });
    expect(await stockOf(later, TrainSeatType.Second)).toBe(left);
    expect(await stepsOf(id2)).toEqual(['amendCreate:booker', 'amendSubmit:booker', 'cannot:supplier']);
    // Wrong state: a change that cannot be made is not priced afterwards; the ticket may be changed anew.
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: id2 }, 'supplier')).isSucc).toBe(false);
    expect((await ask(c.result!.Order, second)).message).toBe('Change request submitted');
  });

  it('refuses to decline a change by a wrong actor, or one paid at the cashier', async () => {
    const { order } = await issued();
    const id = (await ask(order)).result!.Change.AmendID;
    expect((await call(TrainOrderChange, { UniqueID: id }, 'employee')).isSucc).toBe(true);
    const written = await rows();
    const bad = await call(TrainConfirmClientAmendPrice, { UniqueID: id, Confirm: 'no' }, 'employee');
    expect(bad.httpStatus).toBe(400);
    expect(await rows()).toEqual(written);

    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: id }, 'supplier')).isSucc).toBe(true);
    const mid = await rows();
    expect((await call(TrainConfirmClientAmendPrice, { UniqueID: id, Confirm: false }, 'supplier')).isSucc).toBe(false);
    expect((await call(TrainConfirmClientAmendPrice, { UniqueID: id, Confirm: false }, 'service')).isSucc).toBe(false);
    expect(await rows()).toEqual(mid);
    // Paid at the cashier: the money is in, the change can only be confirmed.
    await t.database.executeSql('UPDATE orders SET account_type = NULL WHERE id = $1', [order.OrderID]);
    const deal = await call<TTrainAmendDealResult>(TrainCreateAmendTradeDeal, { UniqueID: id }, 'employee');
    await t.app.deps.db.transaction((tx) =>
      settleOnline(tx, { id: deal.result!.DealID, provider: 'sim', now: t.clock.now() }),
    );
    const paid = await call(TrainConfirmClientAmendPrice, { UniqueID: id, Confirm: false }, 'employee');
    expect(paid.message).toBe("The change's difference is paid already; it can no longer be declined");
    expect((await call(TrainConfirmClientAmendPrice, { UniqueID: id }, 'employee')).message).toBe('Ticket changed');
  });
});

describe('TrainAmend/List filters', () => {
  it('by creation dates, traveller and a batch of order or amend numbers', async () => {
    const { order: o1 } = await issued();
    const { order: o2 } = await issued();
    const a1 = (await ask(o1)).result!.Change.AmendID;
    const a2 = (await ask(o2)).result!.Change.AmendID;
    type TList = { Entities: TTrainAmend[]; RecordCount: number };
    const list = async (payload: Record<string, unknown>, who = 'service') => {
      const r = await call<TList>(TrainAmendList, { PageSize: 100, ...payload }, who);
      expect(r.isSucc, r.message).toBe(true);
      return r.result!.Entities.map((e) => e.AmendID).sort();
    };
    const both = [a1, a2].sort();
    expect(await list({ UniqueIDs: `${o1.UniqueID.toLowerCase()},\n ${o2.UniqueID}` })).toEqual(both);
    expect(await list({ UniqueIDs: `${a1} ${o2.UniqueID}` })).toEqual(both);
    expect(await list({ UniqueIDs: a2 })).toEqual([a2]);
    const day = NOW.slice(0, 10);
    expect(await list({ UniqueIDs: `${a1} ${a2}`, CreateTime: day, CreateTimeEnd: day })).toEqual(both);
    expect(await list({ UniqueIDs: `${a1} ${a2}`, CreateTime: TRAIN_DATE })).toEqual([]);
    expect(await list({ UniqueIDs: `${a1} ${a2}`, CreateTimeEnd: '2026-03-09' })).toEqual([]);
    const name = o1.Passengers[0]!.PassengerName;
    expect(await list({ UniqueIDs: `${a1} ${a2}`, Traveller: name.slice(0, 1) })).toEqual(both);
    expect(await list({ UniqueIDs: a1, Traveller: name }, 'employee')).toEqual([a1]);
    expect(await list({ UniqueIDs: `${a1} ${a2}`, Traveller: '无此人' })).toEqual([]);
    // Bad input: a range backwards, too many numbers.
    const back = await call(TrainAmendList, { CreateTime: '2026-03-10', CreateTimeEnd: '2026-03-01' }, 'service');
    expect(back.httpStatus).toBe(400);
    expect(back.isSucc).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => `T26031000${String(i).padStart(5, '0')}`).join(' ');
    const tooMany = await call(TrainAmendList, { UniqueIDs: many }, 'service', { lang: 'cn' });
    expect(tooMany.httpStatus).toBe(400);
    expect(tooMany.message).not.toBe('');
  });
});

describe('CheckAmend and RefundJudge around changes', () => {
  type TCheck = { UniqueID: string; Tickets: number; Refundable: number; Changeable: number };
  const check = (order: TTrainOrderDetail) => call<TCheck>(TrainCheckAmend, { UniqueId: order.UniqueID }, 'employee');
  const judged = async (order: TTrainOrderDetail) =>
    (await call<TTrainRefundJudge>(TrainRefundJudge, { UniqueID: order.UniqueID }, 'employee')).result!;

  it('counts per kind: a changed ticket, a ticket in an open change, the cut-off by each ticket’s train', async () => {
    const { order, departAt } = await issued({ count: 3 });
    const [p1, p2, p3] = order.Passengers;
    await setClock(new Date(departAt.getTime() - 50 * HOUR));
    expect((await check(order)).result).toEqual({ UniqueID: order.UniqueID, Tickets: 3, Refundable: 3, Changeable: 3 });

    // The first passenger changes online to a train three days later: still refundable, never changed again.
    const next = gTrains(TRAIN_DATE_PLUS_3)[0]!;
    const moved = await call(
      TrainFixAmend,
      {
        UniqueID: order.UniqueID,
        PassengerIDs: [p1!.PassengerID],
        Reason: '行程推迟',
        Train: target(next, TrainSeatType.Second, TRAIN_DATE_PLUS_3),
      },
      'employee',
    );
    expect(moved.message).toBe('Ticket changed');
    const departNext = at(moved.result!.Change.Train.DepartTime);
    const afterChange = await check(order);
    expect(afterChange).toMatchObject({ isSucc: true, result: { Tickets: 3, Refundable: 3, Changeable: 2 } });
    expect(
      (await ask(order, { PassengerIDs: [p1!.PassengerID], Train: target(later, TrainSeatType.Second) })).message,
    ).toBe("The chosen passengers' tickets are not issued, were changed already or are being changed; please refresh");

    // The second asks for a change (open, WaitSubmit): neither refundable nor changeable, and RefundJudge leaves it out.
    // (Second class: the tests before take the later train's first class seats.)
    const open = await ask(order, { PassengerIDs: [p2!.PassengerID], Train: target(later, TrainSeatType.Second) });
    expect(open.message).toBe('Change request submitted');
    expect((await check(order)).result).toMatchObject({ Tickets: 2, Refundable: 2, Changeable: 1 });
    expect((await judged(order)).Tickets.map((x) => x.PassengerID)).toEqual([p1!.PassengerID, p3!.PassengerID]);
    const refused = await call(
      TrainOrderRefund,
      { UniqueID: order.UniqueID, PassengerIDs: [p2!.PassengerID], Reason: '不去了' },
      'employee',
    );
    expect(refused).toMatchObject({ isSucc: false, httpStatus: 400 });
    expect(refused.message).toBe(
      'A chosen ticket is already refunded or cannot be refunded; please refresh and try again',
    );

    // 20 minutes before the first train: the third passenger's ticket is closed, the changed one (three days later)
    // is still refundable online, and nothing is changeable.
    await setClock(new Date(departAt.getTime() - 20 * MIN));
    expect((await check(order)).result).toMatchObject({ Tickets: 2, Refundable: 1, Changeable: 0 });
    const j = await judged(order);
    expect(j.Open).toBe(true);
    expect(j.Tickets.map((x) => [x.PassengerID, x.CanRefund])).toEqual([
      [p1!.PassengerID, true],
      [p3!.PassengerID, false],
    ]);

    // 20 minutes before the changed ticket's train: nothing is possible online; the call says why.
    await setClock(new Date(departNext.getTime() - 20 * MIN));
    const closed = await check(order);
    expect(closed).toMatchObject({ isSucc: false, httpStatus: 400 });
    expect(closed.message).toMatch(/35 minutes/);
  });

  it('fails while the only ticket is in an open change, and counts it again once the change is declined', async () => {
    const { order } = await issued();
    const id = (await ask(order, { Train: target(later, TrainSeatType.Second) })).result!.Change.AmendID;
    const inChange = await check(order);
    expect(inChange).toMatchObject({ isSucc: false, httpStatus: 400 });
    expect(inChange.message).toBe('This order has no ticket left to refund');
    expect((await judged(order)).Tickets).toEqual([]);
    expect((await call(TrainOrderChange, { UniqueID: id }, 'employee')).isSucc).toBe(true);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: id }, 'supplier')).isSucc).toBe(true);
    expect((await check(order)).isSucc).toBe(false);
    const declined = await call(TrainConfirmClientAmendPrice, { UniqueID: id, Confirm: false }, 'employee');
    expect(declined.isSucc, declined.message).toBe(true);
    const freed = await check(order);
    expect(freed).toMatchObject({ isSucc: true, result: { Tickets: 1, Refundable: 1, Changeable: 1 } });
  });
});

describe('races', () => {
  it('20 concurrent ConfirmClientAmendPrice on one change: one transition, one set of postings', async () => {
    const { order } = await issued();
    const id = (await ask(order)).result!.Change.AmendID;
    expect((await call(TrainOrderChange, { UniqueID: id }, 'employee')).isSucc).toBe(true);
    expect((await call(TrainOrderLock, { UniqueID: order.UniqueID }, 'supplier')).isSucc).toBe(true);
    expect((await call(TrainConfirmSupplyAmendPrice, { UniqueID: id }, 'supplier')).isSucc).toBe(true);
    const before = await rows();
    const balance = (await accountRow(t, DEMO_CLIENT, AccountType.Credit))!.balanceFen;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call(TrainConfirmClientAmendPrice, { UniqueID: id }, 'employee')),
    );
    const ok = replies.filter((r) => r.isSucc);
    expect(ok).toHaveLength(1);
    for (const r of replies.filter((x) => !x.isSucc)) expect(r.httpStatus).toBe(400);
    const payFen = fen(ok[0]!.result!.Change.PayAmount);
    expect(payFen).toBeGreaterThan(0);
    expect((await accountRow(t, DEMO_CLIENT, AccountType.Credit))!.balanceFen).toBe(balance - payFen);
    const after = await rows();
    expect(after.deals - before.deals).toBe(1);
    expect(after.postings - before.postings).toBe(2);
    // The amend's confirmation, the payment (the order follows its deals, issue 14) and the header's patch.
    expect(after.history - before.history).toBe(3);
    expect(await dealsOf(order.UniqueID, id)).toHaveLength(1);
    expect((await stepsOf(id)).filter((s) => s === 'confirmPrice:booker')).toHaveLength(1);
  });
});
