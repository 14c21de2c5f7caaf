import {
  AmendStatus,
  OrderStatus,
  fenToYuan,
  type TOrderActor,
  type TOrderSupplyChangePriceRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TAmendRow } from './amends.ts';
import {
  changePayFen,
  changesOf,
  dropChangeDeal,
  resolveChange,
  type TChangeAccess,
  type TChangeDone,
} from './change-amend.ts';
import { createAmend } from './create-amend.ts';
import { accessOrder, actingAs } from './order-access.ts';
import { addOrderMessage, orderLine } from './order-messages.ts';
import type { TOrderRow } from './orders.ts';
import type { TChangeAmounts } from './products.ts';
import { transitionAmend } from './transition-amend.ts';

// A change's moves before the client's confirmation (docs/orders.md "Amends"): opened on an issued order with the
// product's quote and hold, priced at the price check, or ended unmade (withdrawn, declined, cannot).

/** What the product's request to change becomes: the amend's amounts, then the product holding the new goods. */
export type TChangeOpening = {
  amounts: TChangeAmounts;
  /** Takes the lines for the change and holds the new goods, under the amend just opened (refuses: all rolls back). */
  hold: (amendId: string) => Promise<void>;
};

/**
 * Opens a change (the order's amendCreate) for the booker, or TMC staff holding the lock, on an issued order: the
 * product checks and prices its request (`quote`), the amend opens under the order's version with those amounts, the
 * product takes the lines and holds the new goods, and the log says so. In the caller's transaction.
 */
export const openChangeAmend = async (
  tx: TTx,
  ctx: TAuthedContext,
  x: {
    ref: string;
    service: number;
    /** The reason as stored (a listed reason's key, or the words). */
    reason: string;
    quote: (order: TOrderRow, now: Date) => Promise<TChangeOpening>;
  },
): Promise<TChangeAccess & { actor: TOrderActor }> => {
  const access = await accessOrder(tx, ctx, x.ref, { service: x.service });
  const actor = actingAs(access, ['booker', 'tmc']);
  const order = access.order;
  if (order.status !== OrderStatus.Finished) throw new BizError('order.errors.changeNotIssued');
  const changes = changesOf(order);
  const now = ctx.clock.now();
  const opening = await x.quote(order, now);
  const userId = ctx.session.userId;
  const amend = await createAmend(tx, {
    orderId: order.id,
    companyId: access.company,
    kind: 'change',
    actor,
    userId,
    reason: x.reason,
    amounts: opening.amounts,
    version: order.version,
    now,
  });
  await opening.hold(amend.id);
  const label = await changes.changeLabel(tx, amend.id);
  await addOrderMessage(tx, {
    orderId: order.id,
    authorId: userId,
    authorName: ctx.session.ticket.UserName,
    line: orderLine('order.log.changeCreated', { ...label, reason: x.reason }),
    now,
  });
  return { ...access, amend, actor };
};

/**
 * The price check of a submitted change (WaitDispose → WaitConfirm, confirmPrice, compare-and-set): the product prices
 * the new goods (a unit price, the supplier's by default, and a change fee) and the amend takes the amounts.
 */
export const priceChangeAmend = async (
  tx: TTx,
  ctx: TAuthedContext,
  found: TChangeAccess,
  x: { actor: TOrderActor; userId: string | null; priceFen?: number | undefined; changeFeeFen: number },
): Promise<TAmendRow> => {
  const { order } = found;
  const now = ctx.clock.now();
  const quoted = await changesOf(order).changeQuote(tx, ctx, {
    order,
    amendId: found.amend.id,
    priceFen: x.priceFen,
    changeFeeFen: x.changeFeeFen,
    now,
  });
  const refundFen = quoted.amounts.refundFen;
  const payFen = changePayFen(quoted.amounts);
  const amend = await transitionAmend(tx, {
    amendId: found.amend.id,
    companyId: found.company,
    action: 'confirmPrice',
    actor: x.actor,
    userId: x.userId,
    version: found.amend.version,
    set: quoted.amounts,
    detail: { priceFen: quoted.priceFen, changeFeeFen: x.changeFeeFen, payFen, refundFen },
    now,
  });
  await addOrderMessage(tx, {
    orderId: order.id,
    authorId: x.userId,
    authorName: x.userId ? ctx.session.ticket.UserName : '',
    line: orderLine('order.log.changePriced', {
      price: fenToYuan(quoted.priceFen).toFixed(2),
      fee: fenToYuan(x.changeFeeFen).toFixed(2),
      pay: fenToYuan(payFen).toFixed(2),
      refund: fenToYuan(refundFen).toFixed(2),
    }),
    now,
  });
  return amend;
};

/** How a change ended, for its messages: cannot be made, declined (it had a price) or withdrawn (before one). */
export const endKind = (action: 'cancel' | 'cannot', from: number): 'cannot' | 'declined' | 'withdrawn' =>
  action === 'cannot' ? 'cannot' : from === AmendStatus.WaitConfirm ? 'declined' : 'withdrawn';

const END_LINE = { cannot: 'changeCannot', declined: 'changeDeclined', withdrawn: 'changeWithdrawn' } as const;

/**
 * A change that ends without being made, with a compare-and-set of the amend table before any side effect:
 * - `cancel`: the client, or TMC staff for them under the lock, withdraws the request before it is priced (WaitSubmit,
 *   WaitDispose) or declines its price (WaitConfirm);
 * - `cannot`: the supplier or TMC staff holding the lock cannot make it (WaitDispose), with a reason the client sees.
 * Then an unpaid deal is cancelled (a paid one refuses: the money is in) and the product gives back the new goods it
 * held; the lines are free to be changed again.
 */
export const endChangeAmend = async (
  tx: TTx,
  ctx: TAuthedContext,
  found: TChangeAccess,
  x: { action: 'cancel' | 'cannot'; actor: TOrderActor; userId: string; reason: string },
): Promise<TAmendRow> => {
  const now = ctx.clock.now();
  const amend = await transitionAmend(tx, {
    amendId: found.amend.id,
    companyId: found.company,
    action: x.action,
    actor: x.actor,
    userId: x.userId,
    version: found.amend.version,
    reason: x.reason,
    now,
  });
  await dropChangeDeal(tx, {
    order: found.order,
    amendId: amend.id,
    reason: x.reason || amend.reason,
    paidKey: 'order.errors.changePaidNoDecline',
    now,
  });
  const changes = changesOf(found.order);
  await changes.releaseChange(tx, { order: found.order, amendId: amend.id, now });
  const { goods } = await changes.changeLabel(tx, amend.id);
  await addOrderMessage(tx, {
    orderId: found.order.id,
    authorId: x.userId,
    authorName: ctx.session.ticket.UserName,
    line: orderLine(`order.log.${END_LINE[endKind(x.action, found.amend.status)]}`, {
      amend: amend.id,
      goods,
      reason: x.reason,
    }),
    now,
  });
  return amend;
};

/**
 * ConfirmSupplyAmendPrice: the supplier or TMC staff holding the order's lock price a submitted change — the new goods'
 * unit price (the supplier's by default) and a change fee — or, with `Cannot`, say it cannot be made (with a reason).
 */
export const confirmSupplyChangeCall = async (
  ctx: TAuthedContext,
  p: TOrderSupplyChangePriceRequest,
  service: number,
): Promise<TChangeDone> => {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, p.UniqueID, service);
    const actor = actingAs(found, ['supplier', 'tmc']);
    const userId = ctx.session.userId;
    const amend = p.Cannot
      ? await endChangeAmend(tx, ctx, found, { action: 'cannot', actor, userId, reason: p.Reason })
      : await priceChangeAmend(tx, ctx, found, { actor, userId, priceFen: p.Price, changeFeeFen: p.ChangeFee });
    return { orderId: amend.orderId, amendId: amend.id, actors: found.actors };
  });
  ctx.succeed(p.Cannot ? 'order.messages.changeCannot' : 'order.messages.changePriced');
  return done;
};
