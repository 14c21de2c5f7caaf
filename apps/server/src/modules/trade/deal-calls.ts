import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import {
  TradeStatus,
  TradeType,
  type TTradeDeal,
  type TTradeDealCreateRequest,
  type TTradeDealDetails,
  type TTradeDealListRequest,
  type TTradeReceiveListRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError, forbidden } from '../../platform/errors.ts';
import { isClientCompany, ofCompany, reachedClients } from '../org/index.ts';
import { actsForTmc, canPay, canReceive, ownDeal, readableDeal, tmcDeal, tradeCompany } from './access.ts';
import {
  cancelDeal,
  confirmRecharge,
  createPaymentDeal,
  createRecharge,
  payDeal,
  refundDeal,
  rejectDeal,
  requestInvoice,
  submitDeal,
  type TDealRow,
} from './deals.ts';
import { once } from './idempotency.ts';
import { dealPage, dealWhere, detailRows } from './queries.ts';
import { tradeDeals, tradeDetails } from './tables.ts';
import { dealView, dealViews, detailViews, toDealView } from './views.ts';

// The TradeDeal calls. Money-moving ones run once per idempotency key, in the transaction that moves the money.

const keyed = <R>(
  ctx: TAuthedContext,
  tx: TTx,
  companyId: string,
  call: string,
  p: { IdempotencyKey: string } & Record<string, unknown>,
  fn: () => Promise<R>,
) => once(tx, { companyId, key: p.IdempotencyKey, call, payload: p, now: ctx.clock.now() }, fn);

/** TradeDeal/Create: a recharge entered by the company, or a charge the TMC raises on a customer. */
export const createDeal = async (ctx: TAuthedContext, p: TTradeDealCreateRequest): Promise<TTradeDeal> =>
  ctx.db.transaction(async (tx) => {
    const companyId = await tradeCompany(ctx, tx, p.CompanyID);
    if (!(await isClientCompany(tx, companyId))) throw new BizError('trade.errors.notClientCompany');
    return keyed(ctx, tx, companyId, 'bill/TradeDeal/Create', p, async () => {
      const now = ctx.clock.now();
      if (p.TradeType === TradeType.Recharge) {
        if (companyId !== ctx.session.companyId || !canPay(ctx)) throw new BizError('trade.errors.ownRechargeOnly');
        const row = await createRecharge(tx, {
          companyId,
          by: ctx.session.userId,
          amountFen: p.Amount,
          mode: p.TradeMode!,
          bankAccountId: p.BankAccountID || undefined,
          bankCardId: p.BankCardID || undefined,
          voucher: p.Voucher,
          remark: p.Remark,
          submit: p.Submit ?? false,
          subject: ctx.t('trade.subjects.recharge'),
          now,
        });
        return dealView(tx, row, ctx.lang);
      }
      if (!(await actsForTmc(ctx, tx, companyId))) throw new BizError('trade.errors.chargeByTmc');
      const row = await createPaymentDeal(tx, {
        companyId,
        by: ctx.session.userId,
        amountFen: p.Amount,
        subject: p.Subject ?? '',
        remark: p.Remark,
        now,
      });
      return dealView(tx, row, ctx.lang);
    });
  });

export const submit = async (ctx: TAuthedContext, id: string) =>
  ctx.db.transaction(async (tx) => {
    await ownDeal(ctx, tx, id);
    return dealView(tx, await submitDeal(tx, id, ctx.clock.now()), ctx.lang);
  });

export const confirm = async (
  ctx: TAuthedContext,
  p: { TradeID: string; IdempotencyKey: string; BankAccountID?: string | undefined },
) =>
  ctx.db.transaction(async (tx) => {
    const d = await tmcDeal(ctx, tx, p.TradeID);
    return keyed(ctx, tx, d.companyId, 'bill/TradeDeal/Confirm', p, async () =>
      dealView(
        tx,
        await confirmRecharge(tx, {
          id: d.id,
          by: ctx.session.userId,
          bankAccountId: p.BankAccountID || undefined,
          now: ctx.clock.now(),
        }),
        ctx.lang,
      ),
    );
  });

export const reject = async (ctx: TAuthedContext, p: { TradeID: string; Reason: string }) =>
  ctx.db.transaction(async (tx) => {
    const d = await tmcDeal(ctx, tx, p.TradeID);
    const row = await rejectDeal(tx, { id: d.id, by: ctx.session.userId, reason: p.Reason, now: ctx.clock.now() });
    return dealView(tx, row, ctx.lang);
  });

/** Cancel: the company cancels its own draft recharge or unpaid charge; the TMC its own charges. */
export const cancel = async (ctx: TAuthedContext, p: { TradeID: string; Reason?: string | undefined }) =>
  ctx.db.transaction(async (tx) => {
    const d = await readableDeal(ctx, tx, p.TradeID);
    const own = d.companyId === ctx.session.companyId && canPay(ctx);
    if (!own && !(await actsForTmc(ctx, tx, d.companyId))) throw new BizError('trade.errors.notFound');
    // An order's deal ends with its order (the order's cancel releases it), never on its own.
    if (d.orderUniqueId) throw new BizError('trade.errors.orderDeal');
    const row = await cancelDeal(tx, { id: d.id, reason: p.Reason, now: ctx.clock.now() });
    return dealView(tx, row, ctx.lang);
  });

export const payment = async (
  ctx: TAuthedContext,
  p: { TradeID: string; IdempotencyKey: string; AccountType: number },
) =>
  ctx.db.transaction(async (tx) => {
    // The call's permission is the right to pay; payDeal keeps it to the caller's own company.
    const companyId = ctx.session.companyId;
    return keyed(ctx, tx, companyId, 'bill/TradeDeal/Payment', p, async () => {
      const paid = await payDeal(tx, {
        id: p.TradeID,
        companyId,
        accountType: p.AccountType,
        by: ctx.session.userId,
        now: ctx.clock.now(),
      });
      return toDealView(paid, paid.extras, ctx.lang);
    });
  });

export const refund = async (
  ctx: TAuthedContext,
  p: { TradeID: string; IdempotencyKey: string; Amount: number; Reason: string },
) =>
  ctx.db.transaction(async (tx) => {
    const d = await tmcDeal(ctx, tx, p.TradeID);
    return keyed(ctx, tx, d.companyId, 'bill/TradeDeal/Refund', p, async () =>
      dealView(
        tx,
        await refundDeal(tx, {
          id: d.id,
          amountFen: p.Amount,
          reason: p.Reason,
          by: ctx.session.userId,
          subject: ctx.t('trade.subjects.refund', { subject: d.subject }),
          now: ctx.clock.now(),
        }),
        ctx.lang,
      ),
    );
  });

export const invoice = async (ctx: TAuthedContext, id: string) =>
  ctx.db.transaction(async (tx) => {
    await ownDeal(ctx, tx, id);
    return dealView(tx, await requestInvoice(tx, { id, now: ctx.clock.now() }), ctx.lang);
  });

/** TradeDeal/List: one company's deals (own, or a reachable customer's). */
export const listDeals = async (ctx: TAuthedContext, p: TTradeDealListRequest) => {
  const companyId = await tradeCompany(ctx, ctx.db, p.CompanyID);
  return dealPage(ctx.db, dealWhere([companyId], p), p, ctx.lang);
};

/** The deals whose receipts a TMC finance user handles: of one client company named, or of every client they reach. */
const receivable = async (ctx: TAuthedContext, tx: TTx, requested?: string): Promise<SQL | null> => {
  if (!canReceive(ctx)) return null;
  if (requested) {
    const id = await tradeCompany(ctx, tx, requested);
    if (id === ctx.session.companyId) throw forbidden();
    return ofCompany(tradeDeals.companyId, id);
  }
  const clients = await reachedClients(tx, ctx.session);
  return clients ? inArray(tradeDeals.companyId, clients) : null;
};

/** TradeDeal/ReceiveList: recharges and other receipts across the customers, those awaiting confirmation first. */
export const listReceipts = async (ctx: TAuthedContext, p: TTradeReceiveListRequest) => {
  const ids = await receivable(ctx, ctx.db, p.CompanyID);
  if (!ids) return { Entities: [], RecordCount: 0, PageNo: p.PageNo, PageSize: p.PageSize };
  const where = and(dealWhere(ids, p), inArray(tradeDeals.tradeType, [TradeType.Recharge, TradeType.Payment]))!;
  return dealPage(ctx.db, where, p, ctx.lang, true);
};

/** The trade-receipt badge: recharges awaiting the caller's confirmation. */
export const countReceipts = async (ctx: TAuthedContext): Promise<number> => {
  const ids = await receivable(ctx, ctx.db);
  if (!ids) return 0;
  const [r] = await ctx.db
    .select({ n: count() })
    .from(tradeDeals)
    .where(and(ids, eq(tradeDeals.tradeStatus, TradeStatus.WaitConfirm)));
  return r?.n ?? 0;
};

const actionsOf = async (ctx: TAuthedContext, tx: TTx, d: TDealRow): Promise<TTradeDealDetails['Actions']> => {
  const own = d.companyId === ctx.session.companyId && canPay(ctx);
  const tmc = await actsForTmc(ctx, tx, d.companyId);
  const out: TTradeDealDetails['Actions'] = [];
  const s = d.tradeStatus;
  if (own && s === TradeStatus.WaitSubmit) out.push('submit');
  if ((own || tmc) && (s === TradeStatus.WaitSubmit || s === TradeStatus.WaitPayment) && !d.orderUniqueId)
    out.push('cancel');
  if (tmc && s === TradeStatus.WaitConfirm) out.push('confirm', 'reject');
  if (own && s === TradeStatus.WaitPayment) out.push('payment');
  if (tmc && s === TradeStatus.Finished && d.tradeType === TradeType.Payment && d.refundedFen < d.amountFen)
    out.push('refund');
  if (
    own &&
    s === TradeStatus.Finished &&
    d.invoiceStatus === null &&
    (d.tradeType === TradeType.Recharge || d.tradeType === TradeType.Payment)
  )
    out.push('invoice');
  return out;
};

/** TradeDeal/Details: a deal with its postings, its refunds and what the caller may do with it. */
export const dealDetails = async (ctx: TAuthedContext, id: string): Promise<TTradeDealDetails> => {
  const tx = ctx.db;
  const d = await readableDeal(ctx, tx, id);
  const postings = await detailRows(tx, eq(tradeDetails.dealId, d.id), 100);
  // A client sees only its own side of the postings; the TMC sees both.
  const visible =
    d.companyId === ctx.session.companyId ? postings.filter((r) => r.companyId === d.companyId) : postings;
  const refunds = await tx.select().from(tradeDeals).where(eq(tradeDeals.originalDealId, d.id));
  return {
    ...(await dealView(tx, d, ctx.lang)),
    Details: await detailViews(tx, visible, ctx.lang, ctx.t),
    Refunds: await dealViews(tx, refunds, ctx.lang),
    Actions: await actionsOf(ctx, tx, d),
  };
};
