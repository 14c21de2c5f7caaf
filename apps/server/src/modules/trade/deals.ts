import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  AccountType,
  CurrencyUnit,
  InvoiceStatus,
  TradeMode,
  TradeStatus,
  TradeType,
  type TTradeStatus,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText, tableRow } from '../../platform/db/statement.ts';
import { BizError } from '../../platform/errors.ts';
import { tmcCompanyId } from '../org/index.ts';
import { dealExtrasList, type TDealExtras } from './views.ts';
import {
  TmcAccount,
  assertPayingType,
  closeHold,
  ensureCustomerAccount,
  heldDealText,
  holdRefusal,
  post,
  tmcAccount,
} from './ledger.ts';
import {
  assertOrderTakesPayment,
  lockOrderForPayment,
  lockOrderOf,
  orderDealPaid,
  orderDealRefunded,
} from './order-links.ts';
import { bankAccounts, bankCards, tradeDeals, tradeHolds } from './tables.ts';

// Trade deals: their status moves, each a compare-and-set in SQL, with the postings of the movement in the same
// transaction. Used by the bill calls, the cashier and (through index.ts) the order engine. A deal of an order tells
// the order when it is paid or refunded, in the same transaction (order-links.ts), whichever call moved it.

export type TDealRow = typeof tradeDeals.$inferSelect;

/** A deal row read from a statement written as text. */
export const dealRow = tableRow(tradeDeals, 'd');

export const loadDeal = async (tx: TTx, id: string): Promise<TDealRow> => {
  const [row] = await tx.select().from(tradeDeals).where(eq(tradeDeals.id, id)).limit(1);
  if (!row) throw new BizError('trade.errors.notFound');
  return row;
};

/** Moves a deal from one of `from` with a compare-and-set; a deal that moved meanwhile is a clear refusal. */
const move = async (
  tx: TTx,
  id: string,
  from: readonly TTradeStatus[],
  set: Partial<typeof tradeDeals.$inferInsert> & { tradeStatus: TTradeStatus },
  now: Date,
): Promise<TDealRow> => {
  const [row] = await tx
    .update(tradeDeals)
    .set({ ...set, version: sql`${tradeDeals.version} + 1`, updatedAt: now })
    .where(and(eq(tradeDeals.id, id), inArray(tradeDeals.tradeStatus, [...from])))
    .returning();
  if (!row) {
    await loadDeal(tx, id);
    throw new BizError('trade.errors.wrongStatus');
  }
  return row;
};

/** An enabled receiving account of the TMC. */
const enabledBankAccount = async (tx: TTx, id: string) => {
  const tmc = await tmcCompanyId(tx);
  const [b] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.companyId, tmc ?? ''), eq(bankAccounts.enabled, true)))
    .limit(1);
  if (!b) throw new BizError('trade.errors.bankAccountMissing');
  return b.id;
};

/** A recharge entered by a company (WaitSubmit, or WaitConfirm when submitted at once; online: WaitPayment). */
export const createRecharge = async (
  tx: TTx,
  r: {
    companyId: string;
    by: string;
    amountFen: number;
    mode: number;
    bankAccountId?: string | undefined;
    bankCardId?: string | undefined;
    voucher?: string | undefined;
    remark?: string | undefined;
    submit: boolean;
    subject: string;
    now: Date;
  },
): Promise<TDealRow> => {
  const online = r.mode === TradeMode.Alipay || r.mode === TradeMode.Weixin;
  const bankAccountId = r.bankAccountId ? await enabledBankAccount(tx, r.bankAccountId) : null;
  if (r.bankCardId) {
    const [c] = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(and(eq(bankCards.id, r.bankCardId), eq(bankCards.companyId, r.companyId), eq(bankCards.enabled, true)))
      .limit(1);
    if (!c) throw new BizError('trade.errors.bankCardMissing');
  }
  const status = online ? TradeStatus.WaitPayment : r.submit ? TradeStatus.WaitConfirm : TradeStatus.WaitSubmit;
  const [row] = await tx
    .insert(tradeDeals)
    .values({
      companyId: r.companyId,
      tradeType: TradeType.Recharge,
      tradeStatus: status,
      tradeMode: r.mode,
      currency: CurrencyUnit.RMB,
      amountFen: r.amountFen,
      subject: r.subject,
      bankAccountId,
      bankCardId: r.bankCardId || null,
      voucher: r.voucher ?? '',
      remark: r.remark ?? '',
      createdBy: r.by,
      createdAt: r.now,
      submittedAt: status === TradeStatus.WaitConfirm ? r.now : null,
      updatedAt: r.now,
    })
    .returning();
  return row!;
};

const HELD_PAYMENT = sqlText(
  heldDealText(`INSERT INTO trade_deals AS d
    (id, hold_id, company_id, trade_type, trade_status, currency, amount_fen, subject, remark, order_service,
     order_unique_id, created_by, created_at, updated_at)
    SELECT held.deal_id, held.id, $3::text, $6::int, $7::int, $5::int, $1::bigint, $8::text, $9::text, $10::text,
           $11::text, $12::text, $2::timestamptz, $2::timestamptz FROM held
    RETURNING ${dealRow.list}`),
);

/**
 * Something a company owes: a TMC charge, or an order's payment (WaitPayment). With `freezeOn`, its amount is held
 * on the company's Balance or Credit account in the same statement (an order booked offline, paid at issue); a
 * company without enough available is refused and nothing is written.
 */
export const createPaymentDeal = async (
  tx: TTx,
  r: {
    companyId: string;
    by: string;
    amountFen: number;
    subject: string;
    remark?: string | undefined;
    order?: { service: string; uniqueId: string } | undefined;
    freezeOn?: number | undefined;
    now: Date;
  },
): Promise<TDealRow> => {
  if (r.freezeOn !== undefined) {
    const accountType = assertPayingType(r.freezeOn);
    const [row] = await runSql(tx, HELD_PAYMENT, [
      r.amountFen,
      r.now,
      r.companyId,
      accountType,
      CurrencyUnit.RMB,
      TradeType.Payment,
      TradeStatus.WaitPayment,
      r.subject,
      r.remark ?? '',
      r.order?.service ?? null,
      r.order?.uniqueId ?? null,
      r.by,
    ]);
    if (!row) throw await holdRefusal(tx, r.companyId, accountType, r.amountFen, r.now);
    return dealRow.read(row);
  }
  const [row] = await tx
    .insert(tradeDeals)
    .values({
      companyId: r.companyId,
      tradeType: TradeType.Payment,
      tradeStatus: TradeStatus.WaitPayment,
      currency: CurrencyUnit.RMB,
      amountFen: r.amountFen,
      subject: r.subject,
      remark: r.remark ?? '',
      orderService: r.order?.service ?? null,
      orderUniqueId: r.order?.uniqueId ?? null,
      createdBy: r.by,
      createdAt: r.now,
      updatedAt: r.now,
    })
    .returning();
  return row!;
};

export const submitDeal = async (tx: TTx, id: string, now: Date): Promise<TDealRow> => {
  const d = await loadDeal(tx, id);
  if (d.tradeType !== TradeType.Recharge) throw new BizError('trade.errors.wrongStatus');
  return move(tx, id, [TradeStatus.WaitSubmit], { tradeStatus: TradeStatus.WaitConfirm, submittedAt: now }, now);
};

/** TMC finance confirms a recharge: the company's balance account is credited against the TMC bank account. */
export const confirmRecharge = async (
  tx: TTx,
  r: { id: string; by: string; bankAccountId?: string | undefined; now: Date },
): Promise<TDealRow> => {
  const d = await loadDeal(tx, r.id);
  if (d.tradeType !== TradeType.Recharge) throw new BizError('trade.errors.wrongStatus');
  const bankAccountId = await enabledBankAccount(tx, r.bankAccountId || d.bankAccountId || '');
  const account = await ensureCustomerAccount(tx, d.companyId, AccountType.Balance, r.now);
  const row = await move(
    tx,
    r.id,
    [TradeStatus.WaitConfirm],
    {
      tradeStatus: TradeStatus.Finished,
      accountId: account.id,
      bankAccountId,
      confirmedBy: r.by,
      finishedAt: r.now,
    },
    r.now,
  );
  const bank = await tmcAccount(tx, TmcAccount.bank(bankAccountId), r.now);
  await post(
    tx,
    { id: row.id, tradeType: row.tradeType, orderUniqueId: null },
    [
      { accountId: account.id, amountFen: row.amountFen },
      { accountId: bank.id, tmcCompanyId: bank.companyId, amountFen: -row.amountFen },
    ],
    r.now,
  );
  return row;
};

export const rejectDeal = async (tx: TTx, r: { id: string; by: string; reason: string; now: Date }) =>
  move(
    tx,
    r.id,
    [TradeStatus.WaitConfirm],
    { tradeStatus: TradeStatus.Rejected, reason: r.reason, confirmedBy: r.by },
    r.now,
  );

/** Cancels a deal not yet submitted or paid; money frozen for it is released. */
export const cancelDeal = async (tx: TTx, r: { id: string; reason?: string | undefined; now: Date }) => {
  const row = await move(
    tx,
    r.id,
    [TradeStatus.WaitSubmit, TradeStatus.WaitPayment],
    { tradeStatus: TradeStatus.Canceled, reason: r.reason ?? '' },
    r.now,
  );
  await closeHold(tx, row.id, 'Released', r.now);
  return row;
};

/**
 * Pays a deal of `companyId` awaiting payment from one of its accounts: a recharge cannot be paid from an account,
 * and a payment may not take the account past what is available. The deal moves and learns its paying account in one
 * compare-and-set; money frozen for it on that account is used first, a hold on the other account goes back.
 */
const TMC_ID = `(SELECT id FROM companies WHERE type = 'Tmc' ORDER BY id LIMIT 1)`;
const PAYING_ACCOUNT = `FROM trade_accounts a
  WHERE a.company_id = $2 AND a.purpose = 'customer' AND a.account_type = $3 AND a.currency = ${CurrencyUnit.RMB}`;
const PAY_DEAL = sqlText(`UPDATE trade_deals d
    SET trade_status = ${TradeStatus.Finished}, trade_mode = $4, finished_at = $5, updated_at = $5,
        version = d.version + 1, account_id = (SELECT a.id ${PAYING_ACCOUNT})
  WHERE d.id = $1 AND d.company_id = $2 AND d.trade_type = ${TradeType.Payment}
    AND d.trade_status = ${TradeStatus.WaitPayment} AND EXISTS (SELECT 1 ${PAYING_ACCOUNT})
  RETURNING ${dealRow.list}, ${dealExtrasList('d')},
    (SELECT t.id FROM trade_accounts t WHERE t.company_id = ${TMC_ID} AND t.purpose = $6) AS "salesId",
    ${TMC_ID} AS "salesCompanyId"`);

/** A paid deal, with what its reply shows. */
export type TPaidDeal = TDealRow & { extras: TDealExtras };

export const payDeal = async (
  tx: TTx,
  r: {
    id: string;
    companyId: string;
    accountType: number;
    /** The user paying (for the order's history); null or absent for the system. */
    by?: string | null | undefined;
    now: Date;
  },
): Promise<TPaidDeal> => {
  const accountType = assertPayingType(r.accountType);
  // A deal of an order: the order's row is locked first, and an order that takes no payment now refuses it.
  const before = await loadDeal(tx, r.id);
  if (before.companyId !== r.companyId) throw new BizError('trade.errors.notFound');
  if (before.tradeStatus === TradeStatus.WaitPayment) await assertOrderTakesPayment(tx, before);
  // The payment call's one statement before the postings, written as text (platform/db/statement.ts): it finds the
  // paying account of the caller's company, moves the deal from WaitPayment to Finished (compare-and-set), and
  // returns with it what its reply shows and the TMC's sales account.
  const [raw] = await runSql(tx, PAY_DEAL, [
    r.id,
    r.companyId,
    accountType,
    accountType === AccountType.Credit ? TradeMode.Monthly : null,
    r.now,
    TmcAccount.sales,
  ]);
  const row = raw ? dealRow.read(raw) : undefined;
  if (!row) {
    const d = await loadDeal(tx, r.id);
    if (d.companyId !== r.companyId) throw new BizError('trade.errors.notFound');
    if (d.tradeType !== TradeType.Payment || d.tradeStatus !== TradeStatus.WaitPayment)
      throw new BizError('trade.errors.wrongStatus');
    throw new BizError('trade.errors.accountMissing');
  }
  let captureFen = 0;
  if (row.holdId !== null) {
    const [held] = await tx
      .select({ accountId: tradeHolds.accountId })
      .from(tradeHolds)
      .where(and(eq(tradeHolds.dealId, row.id), eq(tradeHolds.status, 'Held')))
      .limit(1);
    const same = held?.accountId === row.accountId;
    const closed = held ? await closeHold(tx, row.id, same ? 'Captured' : 'Released', r.now) : null;
    if (same && closed) captureFen = closed.amountFen;
  }
  const sales =
    raw!.salesId !== null
      ? { id: String(raw!.salesId), companyId: String(raw!.salesCompanyId) }
      : await tmcAccount(tx, TmcAccount.sales, r.now);
  await post(
    tx,
    { id: row.id, tradeType: row.tradeType, orderUniqueId: row.orderUniqueId },
    [
      { accountId: row.accountId!, amountFen: -row.amountFen, spend: true, captureFen },
      { accountId: sales.id, tmcCompanyId: sales.companyId, amountFen: row.amountFen },
    ],
    r.now,
  );
  await orderDealPaid(tx, { deal: row, accountType, byUserId: r.by ?? null, now: r.now });
  // A finished payment holds nothing: its hold, if any, was captured or released above.
  return { ...row, extras: { ...(raw as unknown as TDealExtras), frozenFen: 0 } };
};

/**
 * Refunds part or all of a finished payment to where it came from: the company account that paid, or the gateway.
 * The refunded total is raised with a compare-and-set that keeps it within the payment.
 */
export const refundDeal = async (
  tx: TTx,
  r: { id: string; amountFen: number; reason: string; by: string; subject: string; now: Date },
): Promise<TDealRow> => {
  const original = await loadDeal(tx, r.id);
  if (original.tradeType !== TradeType.Payment || original.tradeStatus !== TradeStatus.Finished)
    throw new BizError('trade.errors.notRefundable');
  await lockOrderOf(tx, original);
  const [raised] = await tx
    .update(tradeDeals)
    .set({ refundedFen: sql`${tradeDeals.refundedFen} + ${r.amountFen}`, updatedAt: r.now })
    .where(
      and(
        eq(tradeDeals.id, r.id),
        eq(tradeDeals.tradeStatus, TradeStatus.Finished),
        sql`${tradeDeals.refundedFen} + ${r.amountFen} <= ${tradeDeals.amountFen}`,
      ),
    )
    .returning();
  if (!raised) {
    const now = await loadDeal(tx, r.id);
    throw new BizError('trade.errors.refundTooMuch', {
      refundable: ((now.amountFen - now.refundedFen) / 100).toFixed(2),
    });
  }
  const [refund] = await tx
    .insert(tradeDeals)
    .values({
      companyId: original.companyId,
      tradeType: TradeType.Refund,
      tradeStatus: TradeStatus.Finished,
      tradeMode: original.tradeMode,
      accountId: original.accountId,
      currency: original.currency,
      amountFen: r.amountFen,
      orderService: original.orderService,
      orderUniqueId: original.orderUniqueId,
      originalDealId: original.id,
      subject: r.subject,
      reason: r.reason,
      createdBy: r.by,
      confirmedBy: r.by,
      createdAt: r.now,
      finishedAt: r.now,
      updatedAt: r.now,
    })
    .returning();
  const sales = await tmcAccount(tx, TmcAccount.sales, r.now);
  const back = original.accountId
    ? { accountId: original.accountId, amountFen: r.amountFen }
    : await (async () => {
        const gw = await tmcAccount(tx, TmcAccount.gateway(onlineProviderOf(original)), r.now);
        return { accountId: gw.id, tmcCompanyId: gw.companyId, amountFen: r.amountFen };
      })();
  await post(
    tx,
    { id: refund!.id, tradeType: TradeType.Refund, orderUniqueId: refund!.orderUniqueId },
    [back, { accountId: sales.id, tmcCompanyId: sales.companyId, amountFen: -r.amountFen }],
    r.now,
  );
  await orderDealRefunded(tx, { payment: raised, refund: refund!, byUserId: r.by, reason: r.reason, now: r.now });
  return refund!;
};

/** The gateway provider that took an online payment (the simulator by default). */
const onlineProviderOf = (d: TDealRow): string => (d.voucher.startsWith('gw:') ? d.voucher.slice(3) : 'sim');

/**
 * An online payment went through (the gateway's notify): a payment is settled to the TMC's sales (and its order moves
 * on), a recharge to the company's balance. The deal moves from WaitPayment only once, whatever the number of
 * notifies. Null when nothing was settled: the deal no longer waits, or its order takes no payment now.
 */
export const settleOnline = async (
  tx: TTx,
  r: { id: string; provider: string; now: Date },
): Promise<TDealRow | null> => {
  const d = await loadDeal(tx, r.id);
  if (d.tradeStatus !== TradeStatus.WaitPayment) return null;
  // An order that takes no payment now (not submitted, in approval): the money goes back (cashier-payments.ts).
  if (d.tradeType === TradeType.Payment && (await lockOrderForPayment(tx, d)) !== null) return null;
  const gateway = await tmcAccount(tx, TmcAccount.gateway(r.provider), r.now);
  if (d.tradeType === TradeType.Recharge) {
    const account = await ensureCustomerAccount(tx, d.companyId, AccountType.Balance, r.now);
    const row = await move(
      tx,
      d.id,
      [TradeStatus.WaitPayment],
      { tradeStatus: TradeStatus.Finished, accountId: account.id, voucher: `gw:${r.provider}`, finishedAt: r.now },
      r.now,
    );
    await post(
      tx,
      { id: row.id, tradeType: row.tradeType, orderUniqueId: null },
      [
        { accountId: account.id, amountFen: row.amountFen },
        { accountId: gateway.id, tmcCompanyId: gateway.companyId, amountFen: -row.amountFen },
      ],
      r.now,
    );
    return row;
  }
  const row = await move(
    tx,
    d.id,
    [TradeStatus.WaitPayment],
    { tradeStatus: TradeStatus.Finished, voucher: `gw:${r.provider}`, finishedAt: r.now },
    r.now,
  );
  await closeHold(tx, row.id, 'Released', r.now);
  const sales = await tmcAccount(tx, TmcAccount.sales, r.now);
  await post(
    tx,
    { id: row.id, tradeType: row.tradeType, orderUniqueId: row.orderUniqueId },
    [
      { accountId: sales.id, tmcCompanyId: sales.companyId, amountFen: row.amountFen },
      { accountId: gateway.id, tmcCompanyId: gateway.companyId, amountFen: -row.amountFen },
    ],
    r.now,
  );
  await orderDealPaid(tx, { deal: row, accountType: null, byUserId: null, now: r.now });
  return row;
};

/** Asks for an invoice of a finished recharge or payment, once. */
export const requestInvoice = async (tx: TTx, r: { id: string; now: Date }): Promise<TDealRow> => {
  const d = await loadDeal(tx, r.id);
  if (
    d.tradeStatus !== TradeStatus.Finished ||
    (d.tradeType !== TradeType.Recharge && d.tradeType !== TradeType.Payment)
  )
    throw new BizError('trade.errors.notInvoiceable');
  const [row] = await tx
    .update(tradeDeals)
    .set({ invoiceStatus: InvoiceStatus.Applied, version: sql`${tradeDeals.version} + 1`, updatedAt: r.now })
    .where(and(eq(tradeDeals.id, r.id), sql`${tradeDeals.invoiceStatus} IS NULL`))
    .returning();
  if (!row) throw new BizError('trade.errors.invoiceTwice');
  return row;
};
