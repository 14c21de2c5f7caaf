import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tickets left on the rail simulator's trains, only where they changed: a train, date and seat type without a row
 * still has the generator's count. `capacity` is that count, the most a release can restore.
 */
export const trainSeatStock = pgTable(
  'train_seat_stock',
  {
    trainDate: date('train_date', { mode: 'string' }).notNull(),
    /** Telegraph codes of the train's departure and arrival stations. */
    fromStation: text('from_station').notNull(),
    toStation: text('to_station').notNull(),
    trainNo: text('train_no').notNull(),
    /** A TrainSeatType code. */
    seatType: integer('seat_type').notNull(),
    remaining: integer('remaining').notNull(),
    capacity: integer('capacity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'train_seat_stock_pk',
      columns: [t.trainDate, t.fromStation, t.toStation, t.trainNo, t.seatType],
    }),
    check('train_seat_stock_remaining_ck', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.capacity}`),
  ],
);
