import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

export const trainAccountIdSeq = pgSequence('train_account_id_seq');

/**
 * Travellers' rail booking accounts (12306; spec TrainAccount). The password is AES-256-GCM ciphertext
 * (rail-account-cipher.ts), bound to the owner and account; `status` is what the rail side last said.
 */
export const trainAccounts = pgTable(
  'train_accounts',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'TA' || lpad(nextval('train_account_id_seq')::text, 10, '0')`),
    companyId: text('company_id').notNull(),
    /** The traveller who bound it (a user of the org module). */
    userId: text('user_id').notNull(),
    /** The rail login name, lower case. */
    account: text('account').notNull(),
    passwordEnc: text('password_enc').notNull(),
    /** A RailAccountStatus: Verified, NeedVerify or Locked. */
    status: text('status').notNull(),
    validAt: timestamp('valid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('train_accounts_user_account_uq').on(t.userId, t.account),
    index('train_accounts_company_user_idx').on(t.companyId, t.userId),
    check('train_accounts_status_ck', sql`${t.status} in ('Verified', 'NeedVerify', 'Locked')`),
  ],
);

/**
 * The rail simulator's own accounts (its 12306 side), beyond the built-in demo accounts, and the demo accounts'
 * changed states. The password is kept as a salted SHA-256: no plain copy even on the simulated side.
 */
export const trainSimAccounts = pgTable(
  'train_sim_accounts',
  {
    account: text('account').primaryKey(),
    salt: text('salt').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('train_sim_accounts_status_ck', sql`${t.status} in ('Verified', 'NeedVerify', 'Locked')`)],
);

// ---------------------------------------------------------------- train orders (issue 6 sections 3, 4 and 6)
// The goods of a train order; the header (status, amounts, lock, history) is the order engine's `orders` row, by
// order_id. One train and seat type per order, up to five passengers.

export const trainOrderPassengerIdSeq = pgSequence('train_order_passenger_id_seq');

/** The unique index of live tickets: a second booking of a passenger on a train and date breaks it. */
export const TRAIN_LIVE_TICKET_INDEX = 'train_order_passengers_live_uq';

export const trainOrders = pgTable(
  'train_orders',
  {
    /** The order engine's order id. */
    orderId: text('order_id').primaryKey(),
    companyId: text('company_id').notNull(),
    trainNo: text('train_no').notNull(),
    /** The TrainType code of the train's letter. */
    trainType: integer('train_type').notNull(),
    trainDate: date('train_date', { mode: 'string' }).notNull(),
    fromStation: text('from_station').notNull(),
    fromStationName: text('from_station_name').notNull(),
    fromCity: text('from_city').notNull(),
    toStation: text('to_station').notNull(),
    toStationName: text('to_station_name').notNull(),
    toCity: text('to_city').notNull(),
    departAt: timestamp('depart_at', { withTimezone: true }).notNull(),
    arriveAt: timestamp('arrive_at', { withTimezone: true }).notNull(),
    /** A TrainSeatType code. */
    seatType: integer('seat_type').notNull(),
    /** One ticket, as the rail supplier priced it. */
    priceFen: integer('price_fen').notNull(),
    /** The rail supplier's booking reference (TrainBooking); '' before. */
    bookingNo: text('booking_no').notNull().default(''),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('train_orders_price_ck', sql`${t.priceFen} >= 0`)],
);

export const trainOrderPassengers = pgTable(
  'train_order_passengers',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'TP' || lpad(nextval('train_order_passenger_id_seq')::text, 10, '0')`),
    orderId: text('order_id')
      .notNull()
      .references(() => trainOrders.orderId),
    /**
     * The order's company, for the one-live-ticket rule below; null on passengers booked before it (migration 0013),
     * which it leaves alone.
     */
    companyId: text('company_id'),
    /** Order within the booking, from 1. */
    seq: integer('seq').notNull(),
    surname: text('surname').notNull(),
    givenName: text('given_name').notNull(),
    /** As printed and compared: 张三, SMITH/JOHN. */
    fullName: text('full_name').notNull(),
    cardType: integer('card_type').notNull(),
    cardNo: text('card_no').notNull(),
    mobile: text('mobile').notNull().default(''),
    /** The employee this passenger is; null for a guest. */
    userId: text('user_id'),
    /** The chosen position ('' when none). */
    seat: text('seat').notNull().default(''),
    /** Booked, Issued, Canceled or Refunded. */
    status: text('status').notNull(),
    /** The fare the ticket is sold at: PassengerType Adult (4801) or Child (4803, half the fare; contracts fares.ts). */
    passengerType: integer('passenger_type').notNull().default(4801),
    /** This passenger's ticket: the seat's fare, or the child fare. */
    priceFen: integer('price_fen').notNull(),
    serviceFeeFen: integer('service_fee_fen').notNull().default(0),
    // The train the ticket is for (the order's, or a finished change's) for the repeat-order rule.
    trainNo: text('train_no').notNull(),
    trainDate: date('train_date', { mode: 'string' }).notNull(),
    // Filled at issue.
    ticketNo: text('ticket_no').notNull().default(''),
    gate: text('gate').notNull().default(''),
    coachNo: text('coach_no').notNull().default(''),
    seatNo: text('seat_no').notNull().default(''),
    // Filled at refund: the amend (kind refund) that took the ticket back and the railway's fee kept.
    refundAmendId: text('refund_amend_id'),
    refundFeeFen: integer('refund_fee_fen').notNull().default(0),
    // Set when a change (amend kind change) takes the ticket: the railway changes a ticket once (ADR 0021).
    changeAmendId: text('change_amend_id'),
  },
  (t) => [
    uniqueIndex('train_order_passengers_order_seq_uq').on(t.orderId, t.seq),
    index('train_order_passengers_repeat_idx').on(t.cardNo, t.trainDate, t.trainNo),
    // One live ticket (booked or issued) per document, train and date in a company: two bookings racing for the same
    // passenger end with one (ADR 0029). Cancelling, refusing or refunding a ticket frees it; a change moves it.
    uniqueIndex(TRAIN_LIVE_TICKET_INDEX)
      .on(t.companyId, t.cardType, t.cardNo, t.trainDate, t.trainNo)
      .where(sql`${t.status} in ('Booked', 'Issued')`),
    check('train_order_passengers_status_ck', sql`${t.status} in ('Booked', 'Issued', 'Canceled', 'Refunded')`),
    check('train_order_passengers_type_ck', sql`${t.passengerType} in (4801, 4803)`),
  ],
);

// ---------------------------------------------------------------- train changes (issue 6 section 5, ADR 0021)

/** What a changed passenger had before the change, and what the change gives them. */
export type TStoredChangePassenger = {
  id: string;
  name: string;
  oldTrainNo: string;
  oldTrainDate: string;
  oldTicketNo: string;
  oldCoachNo: string;
  oldSeatNo: string;
  oldPriceFen: number;
  /** The new ticket at this passenger's fare (a child's is half the seat's). */
  newPriceFen: number;
  /** The ticket's fare type (PassengerType Adult or Child); absent on changes stored before fares: Adult. */
  passengerType?: number;
  /** The railway's refund fee on a cheaper ticket's difference (the old ticket's tier); 0 when dearer. */
  railwayFeeFen: number;
};

/**
 * The goods of a change (the engine's amend of kind change, by amend_id): the new train and seat type its
 * passengers move to, the seats held on it since the request and the price the supplier confirmed. The trade deal
 * of a difference to pay is the engine's amend's (`amends.deal_id`, migration 0023).
 */
export const trainChanges = pgTable(
  'train_changes',
  {
    amendId: text('amend_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => trainOrders.orderId),
    trainNo: text('train_no').notNull(),
    trainType: integer('train_type').notNull(),
    trainDate: date('train_date', { mode: 'string' }).notNull(),
    fromStation: text('from_station').notNull(),
    fromStationName: text('from_station_name').notNull(),
    fromCity: text('from_city').notNull(),
    toStation: text('to_station').notNull(),
    toStationName: text('to_station_name').notNull(),
    toCity: text('to_city').notNull(),
    departAt: timestamp('depart_at', { withTimezone: true }).notNull(),
    arriveAt: timestamp('arrive_at', { withTimezone: true }).notNull(),
    /** A TrainSeatType code. */
    seatType: integer('seat_type').notNull(),
    /** One new ticket as the rail supplier priced it at the request, then as the price check confirmed it. */
    priceFen: integer('price_fen').notNull(),
    /** The TMC's or supplier's change fee for the whole change (the price check). */
    changeFeeFen: integer('change_fee_fen').notNull().default(0),
    /** What the client pays for the change (difference, fees), once priced; 0 when money goes back. */
    payFen: integer('pay_fen').notNull().default(0),
    passengers: jsonb('passengers').$type<TStoredChangePassenger[]>().notNull(),
    /** Whether the new seats are still held on the rail simulator (released when the change ends unfinished). */
    seatsHeld: boolean('seats_held').notNull().default(true),
    bookingNo: text('booking_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('train_changes_order_idx').on(t.orderId),
    check('train_changes_amounts_ck', sql`${t.priceFen} >= 0 AND ${t.changeFeeFen} >= 0 AND ${t.payFen} >= 0`),
  ],
);
