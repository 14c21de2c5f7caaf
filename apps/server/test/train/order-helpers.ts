import { expect } from 'vitest';
import {
  AccountType,
  PaymentMode,
  TrainCreateOrder,
  TrainSeatType,
  idCardCheck,
  parseDateTime,
  trainSeatChoices,
  type TTrainCreateOrderInput,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { cityOfStation, generateTimetable, stationByCode, type TSimTrain } from '../../src/modules/train/index.ts';
import type { TTestApp } from '../harness.ts';

// Shared by the train order API tests: a fixed clock (10:00 China time, inside the service hours), a real train of
// the rail simulator, and a booking payload of valid passengers.

export const NOW = '2026-03-10 10:00:00';
export const TRAIN_DATE = '2026-03-12';
export const at = (cst: string) => parseDateTime(cst)!;

/** The n-th G train 北京南 → 上海虹桥 on TRAIN_DATE with first and second class tickets left. */
export const gTrain = (n = 0): TSimTrain => {
  const from = stationByCode('VNP')!;
  const to = stationByCode('AOH')!;
  const trains = generateTimetable(cityOfStation(from), cityOfStation(to), TRAIN_DATE).filter(
    (t) =>
      t.letter === 'G' &&
      t.from.code === 'VNP' &&
      t.to.code === 'AOH' &&
      t.seats.some((s) => s.seatType === TrainSeatType.Second && s.remaining >= 60) &&
      t.seats.some((s) => s.seatType === TrainSeatType.First && s.remaining >= 5),
  );
  expect(trains.length).toBeGreaterThan(n);
  return trains[n]!;
};

export const priceOf = (train: TSimTrain, seatType: number) =>
  train.seats.find((s) => s.seatType === seatType)!.priceFen;

/** Test passengers (CreateOrder checks names and repeats; identity is ConsumerVerification's). */
export const PEOPLE = [
  { Surname: '张', GivenName: '三', CardNo: '11010519491231002X' },
  { Surname: '李', GivenName: '四', CardNo: '110101199003074514' },
  { Surname: '王', GivenName: '五', CardNo: '440524198001010013' },
  { Surname: '赵', GivenName: '六', CardNo: '110101200001010037' },
  { Surname: '钱', GivenName: '七', CardNo: '110101198506150043' },
  { Surname: '孙', GivenName: '八', CardNo: '110101197707070053' },
];

/** A valid identification number (born 1990-01-01 in 北京东城), distinct for each n below 1000. */
export const idCardNo = (n: number): string => {
  const first17 = `11010119900101${String(n).padStart(3, '0')}`;
  return `${first17}${idCardCheck(first17)}`;
};

let booked = 0;
/**
 * A person of PEOPLE with a document number of their own for this booking (born 1985-06-15, up to 1000 per file): a
 * passenger holds one live ticket per train and date (ADR 0029), and the tests book the same people again and again.
 */
export const ownCard = <P extends { CardNo: string }>(p: P): P => {
  booked += 1;
  const first17 = `11010119850615${String(booked % 1000).padStart(3, '0')}`;
  return { ...p, CardNo: `${first17}${idCardCheck(first17)}` };
};

/** PEOPLE's first `count`, each with a document number of this booking's own (ownCard). */
export const freshPeople = (count: number) => PEOPLE.slice(0, count).map((p) => ownCard(p));

/** A booking of the test train: `count` fresh passengers (freshPeople) unless Passengers are given. */
export const bookingOf = (
  train: TSimTrain,
  over: Partial<TTrainCreateOrderInput> & { count?: number; seatType?: number } = {},
): TTrainCreateOrderInput => {
  const { count = 1, seatType = TrainSeatType.Second, ...rest } = over;
  return {
    Train: { TrainNo: train.trainNo, TrainDate: TRAIN_DATE, FromStation: 'VNP', ToStation: 'AOH', SeatType: seatType },
    Passengers: rest.Passengers ?? freshPeople(count),
    Seats: trainSeatChoices(seatType).slice(0, count),
    Contact: { Name: '郑浩', Mobile: '13800000007' },
    PaymentMode: PaymentMode.Offline,
    AccountType: AccountType.Credit,
    ...rest,
  };
};

/** The demo client company (示例科技有限公司). */
export const DEMO_CLIENT = 'C00000000003';

/** One number from the database. */
export const scalar = async (t: TTestApp, text: string, values: unknown[] = []): Promise<number> => {
  const r = await t.database.executeSql(text, values);
  return Number(Object.values(r.rows[0] ?? { n: 0 })[0]);
};

/** A company account's cached balance and frozen amount, in fen. */
export const accountRow = async (t: TTestApp, companyId: string, accountType: number = AccountType.Credit) => {
  const r = await t.database.executeSql(
    `SELECT balance_fen::text AS balance, frozen_fen::text AS frozen FROM trade_accounts
      WHERE company_id = $1 AND purpose = 'customer' AND account_type = $2`,
    [companyId, accountType],
  );
  const row = r.rows[0];
  return row ? { balanceFen: Number(row.balance), frozenFen: Number(row.frozen) } : null;
};

/** Tickets left of a seat type on the test train (the generator's count until the first sale). */
export const seatsLeft = async (t: TTestApp, train: TSimTrain, seatType: number = TrainSeatType.Second) => {
  const r = await t.database.executeSql(
    `SELECT remaining FROM train_seat_stock WHERE train_date = $1 AND train_no = $2 AND seat_type = $3`,
    [TRAIN_DATE, train.trainNo, seatType],
  );
  return r.rows[0] ? Number(r.rows[0].remaining) : train.seats.find((s) => s.seatType === seatType)!.remaining;
};

/** The messages the outbox holds about an order (its number is in every order notice). */
export const noticesOf = async (t: TTestApp, uniqueId: string) => {
  const r = await t.database.executeSql(
    `SELECT template_key AS key, channel, recipient, content FROM notification_outbox
      WHERE content LIKE '%' || $1 || '%' ORDER BY created_at, id`,
    [uniqueId],
  );
  return r.rows as { key: string; channel: string; recipient: string; content: string }[];
};

/** Rows of the order tables (for "nothing was written"). */
export const orderRowCounts = async (t: TTestApp) => ({
  orders: await scalar(t, 'SELECT count(*)::int FROM orders'),
  goods: await scalar(t, 'SELECT count(*)::int FROM train_orders'),
  passengers: await scalar(t, 'SELECT count(*)::int FROM train_order_passengers'),
  deals: await scalar(t, 'SELECT count(*)::int FROM trade_deals'),
  history: await scalar(t, 'SELECT count(*)::int FROM order_history'),
});

/** Books (and optionally submits) an order as `session`; fails the test when refused. */
export const book = async (
  t: TTestApp,
  session: string,
  payload: TTrainCreateOrderInput,
): Promise<TTrainOrderDetail> => {
  const r = await t.call<TTrainOrderDetail>(TrainCreateOrder, payload, { session, lang: 'en' });
  if (!r.isSucc) throw new Error(`CreateOrder: ${r.message}`);
  return r.result!;
};
