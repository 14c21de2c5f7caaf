import {
  AmendStatus,
  OrderStatus,
  TradeStatus,
  fenToYuan,
  type TOrderActor,
  type TOrderClientChangePriceRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { payDeal, refundDeal, runOnce } from '../trade/index.ts';
import type { TAmendRow } from './amends.ts';
import {
  changePayFen,
  changeSubject,
  changesOf,
  ensureChangeDeal,
  resolveChange,
  type TChangeAccess,
  type TChangeDone,
} from './change-amend.ts';
import { endChangeAmend, endKind } from './change-moves.ts';
import { findOrderByRef, actingAs } from './order-access.ts';
import { orderDealId } from './order-header.ts';
import { addOrderMessage, orderLine } from './order-messages.ts';
import { loadOrder } from './orders.ts';
import { orderProduct } from './products.ts';
import { patchOrder } from './patch-order.ts';
import { transitionAmend } from './transition-amend.ts';
import type { TOrderPatch } from './transition-order.ts';

// ConfirmClientAmendPrice of every product (docs/orders.md "Amends"; ADR 0021 for trains): the booker (or TMC staff
// for them, holding the lock) accepts a priced change. In one transaction, after the amend's compare-and-set (so of
// concurrent confirmations one applies and the others change nothing):
// - the product makes the change (its windows judged again, the new goods issued on the lines, the old given back);
// - a dearer change is paid: the change's deal (CreateAmendTradeDeal's, or created now) is paid from the order's
//   company account, or must have been paid at the cashier for an order paid online; a cheaper one goes back to the
//   order's payment with refundDeal and the amend passes WaitRefund → Finished (refund by the system); both under an
//   idempotency key of the amend;
// - the order's header follows (patchOrder, one compare-and-set under the header's row lock taken first): the total
//   grows by what the client paid (the paid and refunded amounts followed the ledger as the money moved), the service
//   fee by the change's, the travel date and title as the product says;
// - the log says so.

export const applyChangeAmend = async (
  tx: TTx,
  ctx: TAuthedContext,
  found: TChangeAccess,
  x: { actor: TOrderActor; userId: string; call: string },
): Promise<TAmendRow> => {
  const { order } = found;
  const now = ctx.clock.now();
  const product = orderProduct(order.service);
  const changes = changesOf(order);
  // The header's row first: concurrent confirmations (and refunds of other lines) queue here, so the header patch
  // below applies to the version read now.
  const header = await findOrderByRef(tx, order.id, true);
  const step = { amendId: found.amend.id, companyId: found.company, now };
  const refundFen = found.amend.refundFen;
  const payFen = changePayFen(found.amend);
  let amend = await transitionAmend(tx, {
    ...step,
    action: 'confirmPrice',
    actor: x.actor,
    userId: x.userId,
    version: found.amend.version,
    guards: { refundDue: refundFen > 0 },
  });
  const goods = await changes.changeGoods(tx, ctx, { order, amendId: amend.id, now });

  // The money.
  if (payFen > 0) {
    await runOnce(
      tx,
      {
        companyId: order.companyId,
        key: `${product.key}-change-pay:${amend.id}`,
        call: x.call,
        payload: { amendId: amend.id, payFen },
        now,
      },
      async () => {
        const deal = await ensureChangeDeal(tx, { order, amend: found.amend, by: x.userId, now });
        if (deal.tradeStatus === TradeStatus.WaitPayment) {
          if (order.accountType === null) throw new BizError('order.errors.changePayAtCashier', { deal: deal.id });
          await payDeal(tx, {
            id: deal.id,
            companyId: order.companyId,
            accountType: order.accountType,
            by: x.userId,
            now,
          });
        } else if (deal.tradeStatus !== TradeStatus.Finished) throw new BizError('trade.errors.wrongStatus');
        return { dealId: deal.id };
      },
    );
  }
  if (refundFen > 0) {
    await runOnce(
      tx,
      {
        companyId: order.companyId,
        key: `${product.key}-change-refund:${amend.id}`,
        call: x.call,
        payload: { amendId: amend.id, refundFen },
        now,
      },
      async () => {
        const deal = await refundDeal(tx, {
          id: orderDealId(order),
          amountFen: refundFen,
          reason: found.amend.reason,
          by: x.userId,
          subject: await changeSubject(tx, order, amend.id),
          now,
        });
        return { dealId: deal.id };
      },
    );
    amend = await transitionAmend(tx, { ...step, action: 'refund', actor: 'system', userId: null });
  }
  if (amend.status !== AmendStatus.Finished) throw new Error(`change ${amend.id} did not finish`);

  // Paid and refunded amounts followed the money as it moved (the order's deal handlers, trade); the total here.
  const set: TOrderPatch = {
    totalFen: header.totalFen + payFen,
    // The TMC's change fee is earned whether the client pays a difference or gets one back.
    serviceFeeFen: header.serviceFeeFen + amend.serviceFeeFen,
    travelDate: goods.travelDate,
    ...(goods.title !== undefined ? { title: goods.title } : {}),
  };
  await patchOrder(tx, {
    orderId: order.id,
    companyId: found.company,
    actor: x.actor,
    userId: x.userId,
    // The header's row is ours since the start; the money moves above bumped its version.
    version: (await loadOrder(tx, order.id)).version,
    statuses: [OrderStatus.Finished],
    action: 'confirmPrice',
    set,
    detail: { change: `${product.key}Change`, amendId: amend.id, payFen, refundFen, ...set },
    now,
  });
  const label = await changes.changeLabel(tx, amend.id);
  await addOrderMessage(tx, {
    orderId: order.id,
    authorId: x.userId,
    authorName: ctx.session.ticket.UserName,
    line: orderLine('order.log.changeFinished', {
      ...label,
      pay: fenToYuan(payFen).toFixed(2),
      refund: fenToYuan(refundFen).toFixed(2),
    }),
    now,
  });
  return amend;
};

/**
 * ConfirmClientAmendPrice: `Confirm` true makes the change (above); false is the client's withdrawal before a price
 * or decline of one (the amend table's cancel), with an optional reason.
 */
export const confirmClientChangeCall = async (
  ctx: TAuthedContext,
  p: TOrderClientChangePriceRequest,
  x: { service: number; call: string },
): Promise<TChangeDone> => {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, p.UniqueID, x.service);
    // The server decides who confirms: the booker, else TMC staff for them (under the lock; history actor tmc).
    const actor = actingAs(found, ['booker', 'tmc']);
    const by = { actor, userId: ctx.session.userId };
    const amend = p.Confirm
      ? await applyChangeAmend(tx, ctx, found, { ...by, call: x.call })
      : await endChangeAmend(tx, ctx, found, { ...by, action: 'cancel', reason: p.Reason });
    return {
      orderId: amend.orderId,
      amendId: amend.id,
      actors: found.actors,
      ended: endKind('cancel', found.amend.status),
    };
  });
  ctx.succeed(p.Confirm ? 'order.messages.changeFinished' : `order.messages.change${capital(done.ended)}`);
  return { orderId: done.orderId, amendId: done.amendId, actors: done.actors };
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
