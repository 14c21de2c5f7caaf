import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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

// The trade ledger (issue 5; architecture guide section 5). Amounts are integer fen in bigint columns.
//
// - trade_accounts: a client company's Balance, Credit and Integral accounts (purpose 'customer'), and the TMC-side
//   accounts every deal posts against (purpose 'tmc.sales', 'tmc.bank.{BankAccountID}', 'tmc.gateway.{provider}',
//   'tmc.adjust'). Customer accounts cache their balance and frozen amount; the TMC-side accounts do not (their
//   balance is the sum of their postings), so no payment ever waits on a shared hot row.
// - trade_deals: one movement of money (TradeDeal) with its TradeStatus.
// - trade_details: the postings (TradeDetail). A deal's postings sum to 0; a customer account's balance_fen is the sum
//   of its postings. Append-only.
// - trade_holds: money frozen on an account for a deal awaiting payment; frozen_fen is the sum of the held ones.
// - idempotency_keys: the first result of every money-moving call, by company and key, written in the same
//   transaction as the movement.
// company_id holds org ids; tables.ts may not import another module's tables (drizzle-kit loads it alone).

export const tradeAccountIdSeq = pgSequence('trade_account_id_seq');
export const tradeDealIdSeq = pgSequence('trade_deal_id_seq');
export const bankAccountIdSeq = pgSequence('bank_account_id_seq');
export const bankCardIdSeq = pgSequence('bank_card_id_seq');
export const exportFileIdSeq = pgSequence('export_file_id_seq');
export const tradePaymentIdSeq = pgSequence('trade_payment_id_seq');

const money = (name: string) => bigint(name, { mode: 'number' });

export const tradeAccounts = pgTable(
  'trade_accounts',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'TA' || lpad(nextval('trade_account_id_seq')::text, 10, '0')`),
    companyId: text('company_id').notNull(),
    /** 'customer' for a company's own account, else the TMC-side purpose (see above). */
    purpose: text('purpose').notNull().default('customer'),
    /** AccountType code (Balance, Credit, Integral) of a customer account; null on the TMC side. */
    accountType: integer('account_type'),
    currency: integer('currency').notNull(),
    /** Customer accounts: the sum of the postings. Null on the TMC side. */
    balanceFen: money('balance_fen'),
    frozenFen: money('frozen_fen').notNull().default(0),
    creditLimitFen: money('credit_limit_fen').notNull().default(0),
    creditType: integer('credit_type'),
    creditExpiresAt: timestamp('credit_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('trade_accounts_customer_uq')
      .on(t.companyId, t.accountType, t.currency)
      .where(sql`${t.purpose} = 'customer'`),
    uniqueIndex('trade_accounts_purpose_uq')
      .on(t.companyId, t.purpose)
      .where(sql`${t.purpose} <> 'customer'`),
    check('trade_accounts_frozen_ck', sql`${t.frozenFen} >= 0`),
    check('trade_accounts_credit_ck', sql`${t.creditLimitFen} >= 0`),
    check(
      'trade_accounts_balance_ck',
      sql`(${t.purpose} = 'customer') = (${t.balanceFen} IS NOT NULL AND ${t.accountType} IS NOT NULL)`,
    ),
  ],
);

export const tradeDeals = pgTable(
  'trade_deals',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'T' || lpad(nextval('trade_deal_id_seq')::text, 11, '0')`),
    companyId: text('company_id').notNull(),
    tradeType: integer('trade_type').notNull(),
    tradeStatus: integer('trade_status').notNull(),
    tradeMode: integer('trade_mode'),
    /** The customer account that paid or received (set when it does). */
    accountId: text('account_id'),
    currency: integer('currency').notNull(),
    amountFen: money('amount_fen').notNull(),
    refundedFen: money('refunded_fen').notNull().default(0),
    /** The hold on the paying account while it waits for payment. */
    holdId: bigint('hold_id', { mode: 'number' }),
    orderService: text('order_service'),
    orderUniqueId: text('order_unique_id'),
    originalDealId: text('original_deal_id'),
    subject: text('subject').notNull().default(''),
    bankAccountId: text('bank_account_id'),
    bankCardId: text('bank_card_id'),
    voucher: text('voucher').notNull().default(''),
    remark: text('remark').notNull().default(''),
    reason: text('reason').notNull().default(''),
    invoiceStatus: integer('invoice_status'),
    createdBy: text('created_by').notNull(),
    confirmedBy: text('confirmed_by'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('trade_deals_company_idx').on(t.companyId, t.createdAt),
    index('trade_deals_status_idx').on(t.tradeStatus, t.tradeType),
    index('trade_deals_order_idx').on(t.orderUniqueId),
    index('trade_deals_original_idx').on(t.originalDealId),
    check('trade_deals_amount_ck', sql`${t.amountFen} > 0`),
    check('trade_deals_refund_ck', sql`${t.refundedFen} >= 0 AND ${t.refundedFen} <= ${t.amountFen}`),
  ],
);

export const tradeDetails = pgTable(
  'trade_details',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: text('deal_id').notNull(),
    accountId: text('account_id').notNull(),
    /** The account's company (copied for the ledger's filters). */
    companyId: text('company_id').notNull(),
    /** Signed: + into the account, − out of it. */
    amountFen: money('amount_fen').notNull(),
    /** Customer accounts: the balance right after this posting. */
    balanceAfterFen: money('balance_after_fen'),
    tradeType: integer('trade_type').notNull(),
    orderUniqueId: text('order_unique_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('trade_details_company_idx').on(t.companyId, t.createdAt),
    index('trade_details_account_idx').on(t.accountId, t.id),
    index('trade_details_deal_idx').on(t.dealId),
    check('trade_details_nonzero_ck', sql`${t.amountFen} <> 0`),
  ],
);

export const tradeHolds = pgTable(
  'trade_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id').notNull(),
    dealId: text('deal_id').notNull(),
    amountFen: money('amount_fen').notNull(),
    /** Held, Captured (paid) or Released. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('trade_holds_account_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'Held'`),
    uniqueIndex('trade_holds_deal_uq')
      .on(t.dealId)
      .where(sql`${t.status} = 'Held'`),
    check('trade_holds_amount_ck', sql`${t.amountFen} > 0`),
  ],
);

export const creditChanges = pgTable(
  'trade_credit_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id').notNull(),
    companyId: text('company_id').notNull(),
    creditType: integer('credit_type'),
    beforeFen: money('before_fen').notNull(),
    afterFen: money('after_fen').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trade_credit_changes_company_idx').on(t.companyId, t.createdAt)],
);

/** The first result of a money-moving call, by company and key; kept IDEMPOTENCY_TTL_HOURS. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: text('company_id').notNull(),
    key: text('key').notNull(),
    /** The call (`group/Controller/Action`) it was used for. */
    call: text('call').notNull(),
    /** SHA-256 of the call and its payload: the same key with another payload is refused. */
    requestHash: text('request_hash').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const bankAccounts = pgTable('bank_accounts', {
  id: text('id')
    .primaryKey()
    .default(sql`'BA' || lpad(nextval('bank_account_id_seq')::text, 8, '0')`),
  companyId: text('company_id').notNull(),
  accountName: text('account_name').notNull(),
  bankName: text('bank_name').notNull(),
  branchName: text('branch_name').notNull().default(''),
  accountNo: text('account_no').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const bankCards = pgTable('bank_cards', {
  id: text('id')
    .primaryKey()
    .default(sql`'BC' || lpad(nextval('bank_card_id_seq')::text, 8, '0')`),
  companyId: text('company_id').notNull(),
  accountName: text('account_name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNo: text('account_no').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Export files made by a background job (the bill export list). */
export const exportFiles = pgTable(
  'export_files',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'EX' || lpad(nextval('export_file_id_seq')::text, 10, '0')`),
    companyId: text('company_id').notNull(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** The filters and the caller's scope, as the job needs them. */
    request: jsonb('request').notNull(),
    lang: text('lang').notNull(),
    status: text('status').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    content: bytea('content'),
    downloaded: boolean('downloaded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [index('export_files_user_idx').on(t.userId, t.createdAt)],
);

/** Online payments with the gateway (the cashier): one per attempt. */
export const tradePayments = pgTable(
  'trade_payments',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'PY' || lpad(nextval('trade_payment_id_seq')::text, 12, '0')`),
    dealId: text('deal_id').notNull(),
    companyId: text('company_id').notNull(),
    provider: text('provider').notNull(),
    /** TradeMode code: Alipay or Weixin. */
    channel: integer('channel').notNull(),
    amountFen: money('amount_fen').notNull(),
    /** Pending, Paid, Closed or Refunded. */
    status: text('status').notNull(),
    providerTradeNo: text('provider_trade_no'),
    qrContent: text('qr_content').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The latest notify time applied (a notify older than it changes nothing). */
    lastNotifyAt: timestamp('last_notify_at', { withTimezone: true }),
    notifyCount: integer('notify_count').notNull().default(0),
  },
  (t) => [
    index('trade_payments_deal_idx').on(t.dealId),
    uniqueIndex('trade_payments_provider_no_uq').on(t.provider, t.providerTradeNo),
  ],
);
