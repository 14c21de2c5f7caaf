import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The order engine's tables (issue 6 section 1; docs/orders.md). Every product's order is a row of `orders`; its
// goods (tickets, rooms, segments, passengers, price lines) live in the product's own tables, keyed by order id.
// - orders: the header, status (OrderStatus) moved only by compare-and-set on status and version.
// - amends: refunds and changes of an order (AmendStatus), generic; product details hang off them.
// - order_history: every transition of an order or one of its amends (amend_id set), with actor and time.
// - order_messages: the order log (spec MessageSend); internal ones are for the TMC side only.
// - order_extras: extra charges the TMC adds to an order.
// company_id, booker_id, lock_holder_id... hold ids of other modules; tables.ts may not import their tables.

export const orderIdSeq = pgSequence('order_id_seq');
export const amendIdSeq = pgSequence('amend_id_seq');
/** The sequence part of every order number (contracts order/number.ts). */
export const orderNumberSeq = pgSequence('order_number_seq');

const money = (name: string) => bigint(name, { mode: 'number' });

/** What a stored violation of the policy verdict keeps. */
export type TStoredViolation = {
  code: string;
  level: number;
  message: { cn: string; en: string };
  userId: string;
};

export const orders = pgTable(
  'orders',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'OR' || lpad(nextval('order_id_seq')::text, 10, '0')`),
    /** The UniqueID users see: service letter, yyMMdd, sequence (T2605170000042). */
    uniqueId: text('unique_id').notNull(),
    /** ServiceType code of the product. */
    service: integer('service').notNull(),
    companyId: text('company_id').notNull(),
    bookerId: text('booker_id').notNull(),
    /** The booker's department when booked, for the data range of company lists. */
    departmentId: text('department_id'),
    /** The supplier company fulfilling it, once known (its lists and work tasks). */
    supplierId: text('supplier_id'),
    /** OrderStatus code. */
    status: integer('status').notNull(),
    /** PaymentMode: online (cashier) or offline (company account). */
    payMode: integer('pay_mode'),
    /** AccountType (Balance, Credit) of an offline payment; null when online. */
    accountType: integer('account_type'),
    currency: integer('currency').notNull(),
    totalFen: money('total_fen').notNull().default(0),
    paidFen: money('paid_fen').notNull().default(0),
    refundedFen: money('refunded_fen').notNull().default(0),
    serviceFeeFen: money('service_fee_fen').notNull().default(0),
    /** The trade deal paying for it. */
    dealId: text('deal_id'),
    /** The approval instance deciding it. */
    approvalId: text('approval_id'),
    lockHolderId: text('lock_holder_id'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The reason of the last reject, cannot or cancel, shown with the status. */
    statusReason: text('status_reason').notNull().default(''),
    // Summary for lists, written by the product: route or hotel text, first travel day, travellers' names.
    title: text('title').notNull().default(''),
    travelDate: date('travel_date', { mode: 'string' }),
    travellerNames: text('traveller_names').notNull().default(''),
    // The booking's header, the same for every product (spec section 5): the contact, the invoice delivery
    // (invoice_title '' when no invoice is wanted), the policy verdict of the company's rules at booking, and the
    // company's references the booker chose.
    contactName: text('contact_name').notNull().default(''),
    contactMobile: text('contact_mobile').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    invoiceTitle: text('invoice_title').notNull().default(''),
    invoiceTaxNo: text('invoice_tax_no').notNull().default(''),
    invoiceRecipient: text('invoice_recipient').notNull().default(''),
    invoiceMobile: text('invoice_mobile').notNull().default(''),
    invoiceAddress: text('invoice_address').notNull().default(''),
    /** The ControlLevel of the verdict (0: within policy). */
    policyLevel: integer('policy_level').notNull().default(0),
    violations: jsonb('violations').$type<TStoredViolation[]>().notNull().default([]),
    violationReasonId: text('violation_reason_id').notNull().default(''),
    /** "name: words" of the chosen reason as booked (shown by its id in the reader's language when it still exists). */
    violationReason: text('violation_reason').notNull().default(''),
    needsApproval: boolean('needs_approval').notNull().default(false),
    travelPurposeId: text('travel_purpose_id').notNull().default(''),
    costCenterId: text('cost_center_id').notNull().default(''),
    projectId: text('project_id').notNull().default(''),
    approvalNo: text('approval_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Until when it must be submitted or paid; the timeout job cancels it after. Null once that no longer applies. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    /** none, pending (the TMC raised the price: not issued until the booker confirms) or confirmed. */
    priceConfirm: text('price_confirm').$type<'none' | 'pending' | 'confirmed'>().notNull().default('none'),
    /** Bumped by every change of the row; the compare-and-set checks it. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_unique_id_uq').on(t.uniqueId),
    index('orders_pay_deadline_idx')
      .on(t.payDeadline)
      .where(sql`${t.payDeadline} IS NOT NULL`),
    check('orders_price_confirm_ck', sql`${t.priceConfirm} in ('none', 'pending', 'confirmed')`),
    // Company lists, newest first, keyset-paged on (created_at, id); by status for the state tabs. The product
    // (service), then the booker and department the data range checks (and the status, for a tab of several), come
    // last: a product's list within any data range finds its page ids and its count in the index alone (a state tab
    // of 1,000,000 orders counted 10,000 scattered rows otherwise, and a department head's count read table rows;
    // docs/performance.md).
    index('orders_company_created_idx').on(
      t.companyId,
      t.createdAt.desc(),
      t.id.desc(),
      t.service,
      t.departmentId,
      t.bookerId,
      t.status,
    ),
    index('orders_company_status_idx').on(
      t.companyId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
      t.service,
      t.departmentId,
      t.bookerId,
    ),
    // The TMC's lists across companies, by state.
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_booker_idx').on(t.bookerId, t.createdAt.desc()),
    index('orders_supplier_idx')
      .on(t.supplierId, t.status)
      .where(sql`${t.supplierId} IS NOT NULL`),
    check(
      'orders_amounts_ck',
      sql`${t.totalFen} >= 0 AND ${t.paidFen} >= 0 AND ${t.serviceFeeFen} >= 0 AND ${t.refundedFen} >= 0 AND ${t.refundedFen} <= ${t.paidFen}`,
    ),
    check('orders_lock_ck', sql`(${t.lockHolderId} IS NULL) = (${t.lockedAt} IS NULL)`),
  ],
);

export const amends = pgTable(
  'amends',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'AM' || lpad(nextval('amend_id_seq')::text, 10, '0')`),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's company (copied for the amend lists' filters). */
    companyId: text('company_id').notNull(),
    kind: text('kind').$type<'refund' | 'change'>().notNull(),
    /** AmendStatus code. */
    status: integer('status').notNull(),
    /** The price of what is refunded or changed. */
    priceFen: money('price_fen').notNull().default(0),
    /** The refund or change fee. */
    feeFen: money('fee_fen').notNull().default(0),
    /** A change's price difference: + the client pays more, − the client gets money back. */
    differenceFen: money('difference_fen').notNull().default(0),
    /** What goes back to the client. */
    refundFen: money('refund_fen').notNull().default(0),
    serviceFeeFen: money('service_fee_fen').notNull().default(0),
    /** The client's reason for the amend. */
    reason: text('reason').notNull().default(''),
    /** The reason of the last reject or cannot. */
    statusReason: text('status_reason').notNull().default(''),
    /**
     * A change's trade deal paying what the client owes (CreateAmendTradeDeal or the confirmation); null before, when
     * nothing is owed or the unpaid deal was cancelled, and for refunds (they go back through the order's deal).
     */
    dealId: text('deal_id'),
    createdBy: text('created_by').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('amends_order_idx').on(t.orderId, t.createdAt),
    index('amends_company_status_idx').on(t.companyId, t.status, t.createdAt.desc(), t.id.desc()),
    index('amends_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('amends_kind_ck', sql`${t.kind} IN ('refund', 'change')`),
    check(
      'amends_amounts_ck',
      sql`${t.priceFen} >= 0 AND ${t.feeFen} >= 0 AND ${t.refundFen} >= 0 AND ${t.serviceFeeFen} >= 0`,
    ),
  ],
);

export const orderHistory = pgTable(
  'order_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** Set when the entry is an amend's transition (its statuses are then AmendStatus codes). */
    amendId: text('amend_id').references(() => amends.id),
    /** An OrderAction, or 'create' for the order's first entry. */
    action: text('action').notNull(),
    /** Null on the first entry. */
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    /** The OrderActor role. */
    actor: text('actor').notNull(),
    /** Null for the system. */
    userId: text('user_id'),
    reason: text('reason').notNull().default(''),
    /** Anything else worth keeping, e.g. { takenFrom } on a lock takeover. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at, t.id)],
);

export const orderMessages = pgTable(
  'order_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null for messages the system writes. */
    authorId: text('author_id'),
    /** The author's name when written (the log reads as it was). */
    authorName: text('author_name').notNull().default(''),
    /** What a person wrote; for a line the system writes, its text in the platform's language when written. */
    text: text('text').notNull(),
    /**
     * A line the system writes: its catalogue key and parameters, so each reader reads it in their own language;
     * null for what a person wrote.
     */
    textKey: text('text_key'),
    textParams: jsonb('text_params').$type<Record<string, string | number>>(),
    /** Seen by the TMC side only. */
    internal: boolean('internal').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_messages_order_idx').on(t.orderId, t.at, t.id)],
);

export const orderExtraIdSeq = pgSequence('order_extra_id_seq');

/**
 * Extra charges the TMC adds to an order (CreateExtras: delivery, paper ticket...). `settlement` says how the money
 * went: 'Order' — added to the order's unpaid deal (frozen with it); 'Paid' — its own deal, paid at once from the
 * company account (deal_id). Rows made before extras were the engine's keep their TX ids.
 */
export const orderExtras = pgTable(
  'order_extras',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'OX' || lpad(nextval('order_extra_id_seq')::text, 10, '0')`),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** Delivery, PaperTicket or Other. */
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    settlement: text('settlement').$type<'Order' | 'Paid'>().notNull(),
    dealId: text('deal_id').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_extras_order_idx').on(t.orderId, t.createdAt),
    check('order_extras_amount_ck', sql`${t.amountFen} > 0`),
    check('order_extras_kind_ck', sql`${t.kind} in ('Delivery', 'PaperTicket', 'Other')`),
    check('order_extras_settlement_ck', sql`${t.settlement} in ('Order', 'Paid')`),
  ],
);
