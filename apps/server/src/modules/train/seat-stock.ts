import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TTrainSeatType } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText } from '../../platform/db/statement.ts';
import { BizError } from '../../platform/errors.ts';
import { cityOfStation, stationByCode } from '@opentmc/refdata';
import { findSimTrain, type TSimTrain } from './timetable.ts';
import { trainSeatStock } from './tables.ts';

// Tickets left on the simulator's trains. The generator gives every train, date and seat type its count; a row in
// train_seat_stock replaces it once the simulator has sold (or taken back) any. Reservations are one guarded UPDATE,
// so concurrent bookings can never sell more tickets than are left.

/** One seat type of one train on one date. */
export type TSeatKey = {
  /** yyyy-MM-dd, the departure day (China time). */
  trainDate: string;
  trainNo: string;
  /** Telegraph codes of the train's departure and arrival stations. */
  fromStation: string;
  toStation: string;
  seatType: TTrainSeatType;
};

/** The seat key of a stored ride (an order's goods or a change's new train), whose seat type is stored as a number. */
export const seatKeyOf = (ride: Omit<TSeatKey, 'seatType'> & { seatType: number }): TSeatKey => ({
  trainDate: ride.trainDate,
  trainNo: ride.trainNo,
  fromStation: ride.fromStation,
  toStation: ride.toStation,
  seatType: ride.seatType as TTrainSeatType,
});

/** The simulated train of a key, or a BizError when the simulator runs no such train or seat. */
export const simTrainOf = (k: Omit<TSeatKey, 'seatType'>): TSimTrain => {
  const from = stationByCode(k.fromStation);
  const to = stationByCode(k.toStation);
  const train =
    from && to
      ? findSimTrain(cityOfStation(from), cityOfStation(to), k.trainDate, k.trainNo, from.code, to.code)
      : undefined;
  if (!train) throw new BizError('train.errors.noSuchTrain');
  return train;
};

const seatOf = (k: TSeatKey) => {
  const seat = simTrainOf(k).seats.find((s) => s.seatType === k.seatType);
  if (!seat) throw new BizError('train.errors.noSuchSeat');
  return seat;
};

const keyIs = (k: TSeatKey) =>
  and(
    eq(trainSeatStock.trainDate, k.trainDate),
    eq(trainSeatStock.fromStation, k.fromStation),
    eq(trainSeatStock.toStation, k.toStation),
    eq(trainSeatStock.trainNo, k.trainNo),
    eq(trainSeatStock.seatType, k.seatType),
  );

const assertCount = (count: number) => {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`seat count must be a positive integer: ${count}`);
};

// The generator's count becomes a row the first time a seat type changes; a concurrent first insert waits and does
// nothing.
const ensureRow = async (tx: TTx, k: TSeatKey, now: Date) => {
  const seat = seatOf(k);
  await tx
    .insert(trainSeatStock)
    .values({ ...k, remaining: seat.remaining, capacity: seat.remaining, updatedAt: now })
    .onConflictDoNothing();
};

/**
 * Takes tickets in one statement (ADR 0024): the first sale of a seat type writes its row with the generator's count
 * less the tickets (when that many are left); a later one takes them from the row, guarded by `remaining >= count`
 * on the row's latest version. $1–$5 the key, $6 the generator's count, $7 the tickets, $8 the time.
 */
const RESERVE = sqlText(`INSERT INTO train_seat_stock
    (train_date, from_station, to_station, train_no, seat_type, remaining, capacity, updated_at)
  SELECT $1::date, $2::text, $3::text, $4::text, $5::int, $6::int - $7::int, $6::int, $8::timestamptz
   WHERE $6::int >= $7::int
  ON CONFLICT ON CONSTRAINT train_seat_stock_pk DO UPDATE
    SET remaining = train_seat_stock.remaining - $7::int, updated_at = $8::timestamptz
    WHERE train_seat_stock.remaining >= $7::int
  RETURNING remaining`);

/**
 * Takes `count` tickets of a seat type, in the caller's transaction, if that many are left: the count never goes
 * below zero however many bookings race. Returns whether they were taken and how many are left.
 */
export const reserveSeats = async (
  tx: TTx,
  k: TSeatKey,
  count: number,
  now: Date,
): Promise<{ reserved: boolean; remaining: number }> => {
  assertCount(count);
  const generated = seatOf(k).remaining;
  const params = [k.trainDate, k.fromStation, k.toStation, k.trainNo, k.seatType, generated, count, now];
  const [row] = await runSql(tx, RESERVE, params);
  if (row) return { reserved: true, remaining: Number(row['remaining']) };
  const [left] = await tx.select({ remaining: trainSeatStock.remaining }).from(trainSeatStock).where(keyIs(k));
  return { reserved: false, remaining: left?.remaining ?? generated };
};

/** Gives `count` tickets back (a cancelled or refunded booking), never above the train's own count. */
export const releaseSeats = async (tx: TTx, k: TSeatKey, count: number, now: Date): Promise<{ remaining: number }> => {
  assertCount(count);
  await ensureRow(tx, k, now);
  const [row] = await tx
    .update(trainSeatStock)
    .set({
      remaining: sql`LEAST(${trainSeatStock.remaining} + ${count}, ${trainSeatStock.capacity})`,
      updatedAt: now,
    })
    .where(keyIs(k))
    .returning({ remaining: trainSeatStock.remaining });
  return { remaining: row?.remaining ?? 0 };
};

export const stockKey = (fromStation: string, toStation: string, trainNo: string, seatType: number) =>
  `${fromStation}|${toStation}|${trainNo}|${seatType}`;

/** The changed counts of a day's trains between some stations, by stockKey. */
export const changedStock = async (
  tx: TTx,
  trainDate: string,
  fromStations: string[],
  toStations: string[],
): Promise<Map<string, number>> => {
  if (!fromStations.length || !toStations.length) return new Map();
  const rows = await tx
    .select()
    .from(trainSeatStock)
    .where(
      and(
        eq(trainSeatStock.trainDate, trainDate),
        inArray(trainSeatStock.fromStation, fromStations),
        inArray(trainSeatStock.toStation, toStations),
      ),
    );
  return new Map(rows.map((r) => [stockKey(r.fromStation, r.toStation, r.trainNo, r.seatType), r.remaining]));
};
