import { and, desc, eq, gt } from 'drizzle-orm';
import {
  AccountType,
  CashierChannel,
  ONLINE_PAYMENT_TTL_MINUTES,
  PaymentStatus,
  TradeMode,
  TradeStatus,
  TradeType,
  creditInForce,
  fenToYuan,
  formatDateTime,
  type TAccountType,
  type TCashierChannel,
  type TCashierInfo,
  type TCashierPayResult,
  type TPaymentNotify,
  type TPaymentStatus,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { ownDeal } from './access.ts';
import {
  closePendingOf,
  findPayment,
  gatewayPaymentOf,
  reconcilePayment,
  type TPaymentRow,
} from './cashier-payments.ts';
import { loadDeal, payDeal, type TDealRow } from './deals.ts';
import { activeGateway, activeSimulator } from './gateway/index.ts';
import { once } from './idempotency.ts';
import { assertOrderTakesPayment } from './order-links.ts';
import { findCustomerAccount } from './ledger.ts';
import { tradeDeals, tradeHolds, tradePayments } from './tables.ts';
import { dealView } from './views.ts';
import { queueName } from '../../platform/queues.ts';

// The cashier's calls (/trade/cashier): what a deal awaiting payment can be paid with, paying it from a company
// account at once or opening an online payment with the gateway, the poll of that payment, the cashier address, and
// the simulator's confirm screen. Every call acts on a deal of the caller's own company (access.ts ownDeal).

const ACCOUNT_OF: Partial<Record<TCashierChannel, TAccountType>> = {
  [CashierChannel.Balance]: AccountType.Balance,
  [CashierChannel.Credit]: AccountType.Credit,
};
const MODE_OF: Partial<Record<TCashierChannel, number>> = {
  [CashierChannel.Alipay]: TradeMode.Alipay,
  [CashierChannel.Weixin]: TradeMode.Weixin,
};
const channelOfMode = (mode: number): TCashierChannel =>
  mode === TradeMode.Weixin ? CashierChannel.Weixin : CashierChannel.Alipay;

/** A pending payment is offered again only while this much of its life is left. */
const REUSE_MARGIN_MS = 60_000;

/** The simulator's notify deliveries (cashier-jobs.ts works the queue). */
export const SIM_NOTIFY_QUEUE = queueName('trade.cashier-sim-notify');
export type TSimNotifyJob = { provider: string; notify: TPaymentNotify };

/** A path inside this site (`/…`, not `//host` or `/\host`), or ''. */
export const sameSitePath = (url: string | undefined): string => {
  const u = (url ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])/.test(u) || /[\\\s\u0000-\u001f]/.test(u) || u.length > 300) return '';
  return u;
};

/** Where the cashier returns to by default: the company's payments, or its accounts after a recharge. */
const defaultReturnUrl = (d: TDealRow): string =>
  d.tradeType === TradeType.Recharge
    ? `/bill/${encodeURIComponent(d.companyId)}/TradeAccountList`
    : `/bill/TradeInfo/${encodeURIComponent(d.companyId)}/TradePayment`;

const paymentView = (p: TPaymentRow) => ({
  PaymentID: p.id,
  Channel: channelOfMode(p.channel),
  Status: p.status,
  QrContent: p.qrContent,
  ExpireTime: formatDateTime(p.expiresAt),
});

/** What the company can spend from an account on this deal: available, plus what is frozen for the deal there. */
const spendableFen = async (tx: TTx, d: TDealRow, accountType: TAccountType, now: Date) => {
  const account = await findCustomerAccount(tx, d.companyId, accountType);
  if (!account) return null;
  const [held] = await tx
    .select({ amountFen: tradeHolds.amountFen })
    .from(tradeHolds)
    .where(and(eq(tradeHolds.dealId, d.id), eq(tradeHolds.accountId, account.id), eq(tradeHolds.status, 'Held')))
    .limit(1);
  return (account.balanceFen ?? 0) + creditInForce(account, now) - account.frozenFen + (held?.amountFen ?? 0);
};

/** The latest online payment of a deal still open for paying. */
const pendingPayment = async (tx: TTx, dealId: string, now: Date, channel?: number) => {
  const [row] = await tx
    .select()
    .from(tradePayments)
    .where(
      and(
        eq(tradePayments.dealId, dealId),
        eq(tradePayments.status, PaymentStatus.Pending),
        gt(tradePayments.expiresAt, new Date(now.getTime() + REUSE_MARGIN_MS)),
        channel === undefined ? undefined : eq(tradePayments.channel, channel),
      ),
    )
    .orderBy(desc(tradePayments.createdAt))
    .limit(1);
  return row ?? null;
};

/** Cashier/Info. */
export const cashierInfo = async (ctx: TAuthedContext, tradeId: string): Promise<TCashierInfo> => {
  const tx = ctx.db;
  const now = ctx.clock.now();
  const d = await ownDeal(ctx, tx, tradeId);
  const waiting = d.tradeStatus === TradeStatus.WaitPayment;
  const gateway = activeGateway(ctx.config);
  const choices: TCashierInfo['Choices'] = [];
  for (const channel of [CashierChannel.Balance, CashierChannel.Credit] as const) {
    const spendable = d.tradeType === TradeType.Payment ? await spendableFen(tx, d, ACCOUNT_OF[channel]!, now) : null;
    const reason = !waiting
      ? 'cashier.reasons.notWaiting'
      : d.tradeType !== TradeType.Payment
        ? 'cashier.reasons.recharge'
        : spendable === null
          ? 'cashier.reasons.noAccount'
          : spendable < d.amountFen
            ? 'cashier.reasons.insufficient'
            : '';
    choices.push({
      Channel: channel,
      Enabled: reason === '',
      Available: spendable === null ? null : fenToYuan(spendable),
      DisabledReason: reason,
    });
  }
  for (const channel of [CashierChannel.Alipay, CashierChannel.Weixin] as const) {
    const reason = !waiting ? 'cashier.reasons.notWaiting' : !gateway ? 'cashier.reasons.noGateway' : '';
    choices.push({ Channel: channel, Enabled: reason === '', Available: null, DisabledReason: reason });
  }
  const pending = waiting ? await pendingPayment(tx, d.id, now) : null;
  return {
    Deal: await dealView(tx, d, ctx.lang),
    Items: [{ Subject: d.subject, Amount: fenToYuan(d.amountFen) }],
    Choices: choices,
    Payment: pending ? paymentView(pending) : null,
    ReturnUrl: defaultReturnUrl(d),
    Simulator: activeSimulator(ctx.config) !== null,
  };
};

/** Cashier/Pay: once per IdempotencyKey. */
export const cashierPay = async (
  ctx: TAuthedContext,
  p: { TradeID: string; IdempotencyKey: string; Channel: TCashierChannel },
): Promise<TCashierPayResult> =>
  ctx.db.transaction(async (tx) => {
    const d = await ownDeal(ctx, tx, p.TradeID);
    return once(
      tx,
      { companyId: d.companyId, key: p.IdempotencyKey, call: 'trade/Cashier/Pay', payload: p, now: ctx.clock.now() },
      async () => {
        const now = ctx.clock.now();
        const accountType = ACCOUNT_OF[p.Channel];
        if (accountType !== undefined) {
          if (d.tradeType !== TradeType.Payment) throw new BizError('trade.errors.rechargeOnline');
          const row = await payDeal(tx, { id: d.id, companyId: d.companyId, accountType, by: ctx.session.userId, now });
          await closePendingOf(tx, d.id);
          return { Deal: await dealView(tx, row, ctx.lang), PaymentID: '', QrContent: '', PaymentStatus: 'Paid' };
        }
        const gateway = activeGateway(ctx.config);
        if (!gateway) throw new BizError('trade.errors.onlineOff');
        // The deal's order (one that takes no payment now refuses it), then the deal, are locked first, so two payers
        // at once do not open two payments, and a notify waits for us.
        if (d.tradeStatus === TradeStatus.WaitPayment) await assertOrderTakesPayment(tx, d);
        await tx.select({ id: tradeDeals.id }).from(tradeDeals).where(eq(tradeDeals.id, d.id)).for('update');
        const deal = await loadDeal(tx, d.id);
        if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('trade.errors.wrongStatus');
        const mode = MODE_OF[p.Channel]!;
        const reuse = await pendingPayment(tx, deal.id, now, mode);
        const result = async (pay: TPaymentRow): Promise<TCashierPayResult> => ({
          Deal: await dealView(tx, deal, ctx.lang),
          PaymentID: pay.id,
          QrContent: pay.qrContent,
          PaymentStatus: pay.status,
        });
        if (reuse && reuse.provider === gateway.provider && reuse.amountFen === deal.amountFen) return result(reuse);
        const [opened] = await tx
          .insert(tradePayments)
          .values({
            dealId: deal.id,
            companyId: deal.companyId,
            provider: gateway.provider,
            channel: mode,
            amountFen: deal.amountFen,
            status: PaymentStatus.Pending,
            createdBy: ctx.session.userId,
            createdAt: now,
            expiresAt: new Date(now.getTime() + ONLINE_PAYMENT_TTL_MINUTES * 60_000),
          })
          .returning();
        const made = await gateway.createPayment(gatewayPaymentOf(opened!, deal.subject));
        const [pay] = await tx
          .update(tradePayments)
          .set({ providerTradeNo: made.providerTradeNo ?? null, qrContent: made.qrContent, expiresAt: made.expiresAt })
          .where(eq(tradePayments.id, opened!.id))
          .returning();
        return result(pay!);
      },
    );
  });

/** A payment of a deal of the caller's own company. */
const ownPayment = async (ctx: TAuthedContext, tx: TTx, id: string): Promise<TPaymentRow> => {
  const pay = await findPayment(tx, id);
  try {
    await ownDeal(ctx, tx, pay.dealId);
  } catch {
    throw new BizError('trade.errors.paymentNotFound');
  }
  return pay;
};

/** Cashier/Query: the payment's state; while Pending, the gateway is asked (and a payment it took is applied). */
export const cashierQuery = async (ctx: TAuthedContext, id: string) => {
  const pay = await ownPayment(ctx, ctx.db, id);
  const status: TPaymentStatus =
    pay.status === PaymentStatus.Pending
      ? await reconcilePayment(ctx, pay.id, { closeIfUnpaid: false })
      : (pay.status as TPaymentStatus);
  const deal = await loadDeal(ctx.db, pay.dealId);
  return { PaymentID: pay.id, PaymentStatus: status, TradeID: deal.id, TradeStatus: deal.tradeStatus };
};

/** Cashier/Redirect: the cashier's address for a deal awaiting payment. */
export const cashierRedirect = async (ctx: TAuthedContext, p: { TradeID: string; ReturnUrl?: string | undefined }) => {
  const d = await ownDeal(ctx, ctx.db, p.TradeID);
  if (d.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('trade.errors.wrongStatus');
  const q = new URLSearchParams({ TradeID: d.id });
  const back = sameSitePath(p.ReturnUrl);
  if (back) q.set('ReturnUrl', back);
  return { Url: `/trade/cashier?${q.toString()}` };
};

/**
 * Cashier/Simulate (the simulator only): the payer pays or gives up at the simulator, which then sends its signed
 * notify through the job queue, twice, as gateways do.
 */
export const cashierSimulate = async (
  ctx: TAuthedContext,
  p: { PaymentID: string; Outcome: 'pay' | 'close' },
): Promise<{ PaymentStatus: string }> => {
  const sim = activeSimulator(ctx.config);
  if (!sim) throw new BizError('trade.errors.notSimulator');
  const pay = await ownPayment(ctx, ctx.db, p.PaymentID);
  if (pay.provider !== sim.provider) throw new BizError('trade.errors.notSimulator');
  if (pay.status === PaymentStatus.Pending) {
    const now = ctx.clock.now();
    const gp = gatewayPaymentOf(pay);
    if (p.Outcome === 'pay') sim.payerPays(gp, now);
    else sim.payerAbandons(gp);
    const notify = sim.notifyFor(gp, now);
    if (notify) await ctx.jobs.send<TSimNotifyJob>(SIM_NOTIFY_QUEUE, { provider: sim.provider, notify });
  }
  return { PaymentStatus: pay.status };
};
