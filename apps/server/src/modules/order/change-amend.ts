import { and, desc, eq } from 'drizzle-orm';
import {
  AMEND_FINAL_STATUSES,
  AmendStatus,
  TradeStatus,
  type TOrderAction,
  type TOrderActor,
  type TOrderChangeStep,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { cancelDeal, createPaymentDeal, loadDeal, type TDealRow } from '../trade/index.ts';
import type { TAmendRow } from './amends.ts';
import { accessOrder, actingAs, type TOrderAccess } from './order-access.ts';
import { addOrderMessage, orderLine } from './order-messages.ts';
import type { TOrderRow } from './orders.ts';
import { orderProduct, type TOrderChanges } from './products.ts';
import { amends } from './tables.ts';
import { transitionAmend } from './transition-amend.ts';

// What every change call shares (docs/orders.md "Amends"; ADR 0021 for trains): finding the change a call names and
// the caller's roles on its order, the money a change asks of the client, the deal paying it, and the simple moves
// (submit, the desk's step back, the deal for the cashier). The product's side is its port's `changes`.

export type TChangeAccess = TOrderAccess & { amend: TAmendRow };

/** What a change call answers with: the product reads its view of the change and the order after the transaction. */
export type TChangeDone = { orderId: string; amendId: string; actors: readonly TOrderActor[] };

export const changesOf = (order: Pick<TOrderRow, 'service'>): TOrderChanges => {
  const changes = orderProduct(order.service).changes;
  if (!changes) throw new BizError('order.errors.actionNotAllowed');
  return changes;
};

/**
 * What the client pays for a priced change: the difference, its fees and the TMC's service fee, when that is more than
 * nothing (otherwise the amend's refund goes back).
 */
export const changePayFen = (a: Pick<TAmendRow, 'differenceFen' | 'feeFen' | 'serviceFeeFen'>): number =>
  Math.max(0, a.differenceFen + a.feeFen + a.serviceFeeFen);

/**
 * The change a call names, with the caller's roles on its order: an amend id (AM…) names one change; an order's
 * UniqueID (or internal id) names its newest change still open. Anyone without a role on the order gets "not found";
 * so does an order of another product than the call's.
 */
export const resolveChange = async (
  tx: TTx,
  ctx: TAuthedContext,
  ref: string,
  service: number,
): Promise<TChangeAccess> => {
  if (/^AM\d+$/.test(ref)) {
    const [amend] = await tx
      .select()
      .from(amends)
      .where(and(eq(amends.id, ref), eq(amends.kind, 'change')))
      .limit(1);
    if (!amend) throw new BizError('order.errors.amendNotFound');
    const access = await accessOrder(tx, ctx, amend.orderId, { service });
    return { ...access, amend };
  }
  const access = await accessOrder(tx, ctx, ref, { service });
  const open = await tx
    .select()
    .from(amends)
    .where(and(eq(amends.orderId, access.order.id), eq(amends.kind, 'change')))
    .orderBy(desc(amends.createdAt), desc(amends.id));
  const amend = open.find((a) => !AMEND_FINAL_STATUSES.includes(a.status as never));
  if (!amend) throw new BizError('order.errors.noOpenChange');
  return { ...access, amend };
};

/** The deal's subject: the order's title and the new goods. */
export const changeSubject = async (tx: TTx, order: TOrderRow, amendId: string): Promise<string> =>
  `${order.title} · ${(await changesOf(order).changeLabel(tx, amendId)).goods}`;

/**
 * The deal paying a change, as its amend links it (null before there is one), read with the amend's row locked so that
 * concurrent calls creating or dropping it queue.
 */
const lockedChangeDealId = async (tx: TTx, amendId: string): Promise<string | null> => {
  const [row] = await tx
    .select({ dealId: amends.dealId })
    .from(amends)
    .where(and(eq(amends.id, amendId), eq(amends.kind, 'change')))
    .for('update');
  if (!row) throw new BizError('order.errors.amendNotFound');
  return row.dealId;
};

/**
 * Links (or unlinks) a change's deal on its amend. No reader compares the link with what it saw, so it takes no
 * version bump (as the order's deal link, setOrderLinks).
 */
const setChangeDeal = async (tx: TTx, amendId: string, dealId: string | null): Promise<void> => {
  await tx.update(amends).set({ dealId }).where(eq(amends.id, amendId));
};

/**
 * The trade deal paying a priced change's amount, created once (the amend's row is locked while its link is looked
 * up, so concurrent calls get the same deal).
 */
export const ensureChangeDeal = async (
  tx: TTx,
  x: { order: TOrderRow; amend: TAmendRow; by: string; now: Date },
): Promise<TDealRow> => {
  const dealId = await lockedChangeDealId(tx, x.amend.id);
  if (dealId) return loadDeal(tx, dealId);
  const payFen = changePayFen(x.amend);
  if (payFen <= 0) throw new BizError('order.errors.changeNothingToPay');
  const deal = await createPaymentDeal(tx, {
    companyId: x.order.companyId,
    by: x.by,
    amountFen: payFen,
    subject: await changeSubject(tx, x.order, x.amend.id),
    remark: x.amend.id,
    order: { service: orderProduct(x.order.service).key, uniqueId: x.order.uniqueId },
    now: x.now,
  });
  await setChangeDeal(tx, x.amend.id, deal.id);
  return deal;
};

/** Cancels a change's deal not yet paid (a paid one refuses with `paidKey`: the money is in) and unlinks it. */
export const dropChangeDeal = async (
  tx: TTx,
  x: { order: TOrderRow; amendId: string; reason: string; paidKey: string; now: Date },
): Promise<void> => {
  const dealId = await lockedChangeDealId(tx, x.amendId);
  if (!dealId) return;
  const deal = await loadDeal(tx, dealId);
  if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError(x.paidKey);
  await cancelDeal(tx, { id: deal.id, reason: x.reason, now: x.now });
  await setChangeDeal(tx, x.amendId, null);
};

/**
 * The change calls the caller may make now (contracts ORDER_CHANGE_STEPS), for every product's change view: the amend
 * table's actions for their roles and the order's lock, read with the change's status and payment. A priced change an
 * order paid online owes money for is paid at the cashier first (Pay), then confirmed; one whose amount is paid can no
 * longer be declined.
 */
export const changeSteps = async (
  tx: TTx,
  x: { amend: TAmendRow; order: Pick<TOrderRow, 'accountType'>; actions: readonly TOrderAction[] },
): Promise<TOrderChangeStep[]> => {
  const { amend: a, actions } = x;
  const steps: TOrderChangeStep[] = [];
  if (actions.includes('amendSubmit')) steps.push('Submit');
  if (a.status === AmendStatus.WaitDispose && actions.includes('confirmPrice')) steps.push('ConfirmSupply');
  if (actions.includes('cannot')) steps.push('Cannot');
  // Before a price the client withdraws the request; a priced one they decline (below).
  if ((a.status === AmendStatus.WaitSubmit || a.status === AmendStatus.WaitDispose) && actions.includes('cancel'))
    steps.push('Withdraw');
  if (a.status === AmendStatus.WaitConfirm && actions.includes('confirmPrice')) {
    const deal = a.dealId ? await loadDeal(tx, a.dealId) : null;
    const paid = deal?.tradeStatus === TradeStatus.Finished;
    if (changePayFen(a) > 0 && x.order.accountType === null && !paid) steps.push('Pay');
    else steps.push('ConfirmClient');
    if (actions.includes('cancel') && !paid) steps.push('Decline');
  }
  if (actions.includes('amendStatusBack')) steps.push('StatusBack');
  return steps;
};

/** The booker, or TMC staff holding the lock, submits a change request to be priced (amendSubmit). */
export const submitChangeCall = async (ctx: TAuthedContext, ref: string, service: number): Promise<TChangeDone> => {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, ref, service);
    const actor = actingAs(found, ['booker', 'tmc']);
    const amend = await transitionAmend(tx, {
      amendId: found.amend.id,
      companyId: found.company,
      action: 'amendSubmit',
      actor,
      userId: ctx.session.userId,
      version: found.amend.version,
      now: ctx.clock.now(),
    });
    return { orderId: amend.orderId, amendId: amend.id, actors: found.actors };
  });
  ctx.succeed('order.messages.changeSubmitted');
  return done;
};

/**
 * AmendStatusBack: TMC staff holding the order's lock send a change back one step (WaitDispose → WaitSubmit to the
 * client, WaitConfirm → WaitDispose to be priced again). A deal created for the old price and not paid is cancelled
 * with it; one paid at the cashier keeps the change where it is.
 */
export const changeStatusBackCall = async (ctx: TAuthedContext, ref: string, service: number): Promise<TChangeDone> => {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, ref, service);
    const actor = actingAs(found, ['tmc']);
    const now = ctx.clock.now();
    const amend = await transitionAmend(tx, {
      amendId: found.amend.id,
      companyId: found.company,
      action: 'amendStatusBack',
      actor,
      userId: ctx.session.userId,
      version: found.amend.version,
      now,
    });
    await dropChangeDeal(tx, {
      order: found.order,
      amendId: amend.id,
      reason: found.amend.reason,
      paidKey: 'order.errors.changeAlreadyPaid',
      now,
    });
    await addOrderMessage(tx, {
      orderId: found.order.id,
      authorId: ctx.session.userId,
      authorName: ctx.session.ticket.UserName,
      line: orderLine('order.log.changeStatusBack', { amend: amend.id }),
      now,
    });
    return { orderId: amend.orderId, amendId: amend.id, actors: found.actors };
  });
  ctx.succeed('order.messages.changeStatusBack');
  return done;
};

/**
 * CreateAmendTradeDeal: the trade deal of a priced change's amount to pay, so the client can pay it at the cashier
 * (an order paid online) or from an account; created once, the same deal after.
 */
export const changeTradeDealCall = async (
  ctx: TAuthedContext,
  ref: string,
  service: number,
): Promise<{ amendId: string; deal: TDealRow }> => {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, ref, service);
    actingAs(found, ['booker', 'tmc']);
    if (found.amend.status !== AmendStatus.WaitConfirm) throw new BizError('order.errors.changeNotPriced');
    const deal = await ensureChangeDeal(tx, {
      order: found.order,
      amend: found.amend,
      by: ctx.session.userId,
      now: ctx.clock.now(),
    });
    return { amendId: found.amend.id, deal };
  });
  ctx.succeed('order.messages.changeDeal');
  return done;
};
