import {
  LOCK_BOUND_ACTORS,
  OrderStatus,
  PaymentMode,
  TradeStatus,
  fenToYuan,
  type TOrderActor,
  type TLang,
  type TOrderStatus,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { loadDeal } from '../trade/index.ts';
import { cancelOrder } from './cancel-order.ts';
import { assertHoldsLock } from './fulfil-checks.ts';
import { accessOrder, actingAs } from './order-access.ts';
import { orderDealId } from './order-header.ts';
import { addOrderMessage } from './order-messages.ts';
import type { TOrderRow } from './orders.ts';
import { patchOrder } from './patch-order.ts';
import type { TOrderBookingHeader } from './transition-order.ts';
import { transitionOrder } from './transition-order.ts';

// The order calls that are the same for every product (docs/orders.md "Products"): each product mounts them under its
// own call paths (train/TrainOrder/OrderLock, flight/FlightOrder/OrderLock...) and passes the view its calls answer
// with (its order detail), so the reply stays the product's contract.

/** A product's view of an order for a reader: what its calls answer. */
export type TOrderView<T> = (
  tx: TTx,
  order: TOrderRow,
  x: { actors: readonly TOrderActor[]; userId: string; lang: TLang; now: Date },
) => Promise<T>;

/** What a product's call works on and answers with: its service (other products' orders are not found) and view. */
export type TOrderReply<T> = { service: number; view: TOrderView<T> };

export const answer = <T>(
  ctx: TAuthedContext,
  reply: TOrderReply<T>,
  r: { order: TOrderRow; actors: readonly TOrderActor[] },
) =>
  reply.view(ctx.db, r.order, { actors: r.actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });

/** Before the order is issued: what UpdateGoods may still correct. */
const BEFORE_ISSUE: readonly TOrderStatus[] = [
  OrderStatus.WaitBooking,
  OrderStatus.WaitConfirm,
  OrderStatus.WaitPayment,
  OrderStatus.WaitDispose,
];

/** OrderLock and OrderUnLock (docs/orders.md, locks): TMC staff and the order's supplier; only the holder unlocks. */
export const lockOrderCall = async <T>(
  ctx: TAuthedContext,
  ref: string,
  action: 'lock' | 'unlock',
  reply: TOrderReply<T>,
): Promise<T> => {
  const done = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref, { service: reply.service });
    const actor = actingAs(access, ['supplier', 'tmc']);
    const order = await transitionOrder(tx, {
      orderId: access.order.id,
      companyId: access.company,
      action,
      actor,
      userId: ctx.session.userId,
      now: ctx.clock.now(),
    });
    return { order, actors: access.actors };
  });
  ctx.succeed(action === 'lock' ? 'order.messages.locked' : 'order.messages.unlocked');
  return answer(ctx, reply, done);
};

/** OrderCancel: the booker cancels an order not yet in fulfilment (the web calls it with failTips false). */
export const cancelOrderCall = async <T>(ctx: TAuthedContext, ref: string, reply: TOrderReply<T>): Promise<T> => {
  const done = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref, { service: reply.service });
    const actor = actingAs(access, ['booker']);
    const { order } = await cancelOrder(tx, ctx, {
      order: access.order,
      company: access.company,
      actor,
      userId: ctx.session.userId,
    });
    return { order, actors: access.actors };
  });
  ctx.succeed('order.messages.canceled');
  return answer(ctx, reply, done);
};

/**
 * MessageSend (spec section 7): a note in the order's log by anyone who sees the order. Internal notes are for the
 * TMC side (TMC staff, the supplier); a client's note is never internal.
 */
export const sendOrderMessage = async <T>(
  ctx: TAuthedContext,
  p: { UniqueID: string; Text: string; Internal: boolean },
  reply: TOrderReply<T>,
): Promise<T> => {
  const access = await ctx.db.transaction(async (tx) => {
    const found = await accessOrder(tx, ctx, p.UniqueID, { service: reply.service });
    const tmcSide = found.actors.some((a) => LOCK_BOUND_ACTORS.includes(a));
    await addOrderMessage(tx, {
      orderId: found.order.id,
      authorId: ctx.session.userId,
      authorName: ctx.session.ticket.UserName,
      text: p.Text,
      internal: tmcSide && p.Internal,
      now: ctx.clock.now(),
    });
    return found;
  });
  ctx.succeed('order.messages.messageSent');
  return answer(ctx, reply, access);
};

/** The booking header's fields a correction names: the contact, the invoice delivery, the remark, the references. */
export type THeaderCorrection = {
  Contact?: { Name: string; Mobile: string; Email: string } | undefined;
  Invoice?:
    | { Title: string; TaxNo: string; Recipient: string; Mobile?: string | undefined; Address: string }
    | null
    | undefined;
  Remark?: string | undefined;
  CostCenterID?: string | undefined;
  ProjectID?: string | undefined;
  TravelPurposeID?: string | undefined;
  ApprovalNo?: string | undefined;
};

/** The header columns of a correction. */
export const headerChanges = (p: THeaderCorrection): Partial<TOrderBookingHeader> => {
  const set: Partial<TOrderBookingHeader> = {};
  if (p.Contact)
    Object.assign(set, { contactName: p.Contact.Name, contactMobile: p.Contact.Mobile, contactEmail: p.Contact.Email });
  if (p.Invoice !== undefined)
    Object.assign(set, {
      invoiceTitle: p.Invoice?.Title ?? '',
      invoiceTaxNo: p.Invoice?.TaxNo ?? '',
      invoiceRecipient: p.Invoice?.Recipient ?? '',
      invoiceMobile: p.Invoice?.Mobile ?? '',
      invoiceAddress: p.Invoice?.Address ?? '',
    });
  if (p.Remark !== undefined) set.remark = p.Remark;
  if (p.CostCenterID !== undefined) set.costCenterId = p.CostCenterID;
  if (p.ProjectID !== undefined) set.projectId = p.ProjectID;
  if (p.TravelPurposeID !== undefined) set.travelPurposeId = p.TravelPurposeID;
  if (p.ApprovalNo !== undefined) set.approvalNo = p.ApprovalNo;
  return set;
};

/**
 * UpdateGoods (issue 6 section 6): TMC staff correct what the booker typed (the contact, the invoice delivery, the
 * remark) before the order is issued, under their lock, through the header's compare-and-set with its history entry.
 * The goods themselves (train, seats, passengers, prices) change only through an amend or a new booking.
 */
export const updateOrderGoods = async <T>(
  ctx: TAuthedContext,
  p: Pick<THeaderCorrection, 'Contact' | 'Invoice' | 'Remark'> & { UniqueID: string },
  reply: TOrderReply<T>,
): Promise<T> => {
  const done = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID, { service: reply.service });
    actingAs(access, ['tmc']);
    await assertHoldsLock(tx, access.order, ctx.session.userId, BEFORE_ISSUE);
    const set = headerChanges({ Contact: p.Contact, Invoice: p.Invoice, Remark: p.Remark });
    const fields = Object.keys(set);
    if (fields.length === 0) throw new BizError('order.errors.nothingToUpdate');
    const order = await patchOrder(tx, {
      orderId: access.order.id,
      companyId: access.company,
      actor: 'tmc',
      userId: ctx.session.userId,
      version: access.order.version,
      statuses: BEFORE_ISSUE,
      set,
      detail: { change: 'goods', fields },
      now: ctx.clock.now(),
    });
    return { order, actors: access.actors };
  });
  ctx.succeed('order.messages.goodsUpdated');
  return answer(ctx, reply, done);
};

/**
 * UpdateOrder (docs/orders.md "Corrections"): TMC staff holding the lock correct the header data before or after
 * issue, under the version they read; only what differs is a change, named in the history entry.
 */
export const updateOrderHeader = async <T>(
  ctx: TAuthedContext,
  p: THeaderCorrection & { UniqueID: string; Version: number },
  statuses: readonly TOrderStatus[],
  reply: TOrderReply<T>,
): Promise<T> => {
  const done = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID, { service: reply.service });
    const actor = actingAs(access, ['tmc']);
    const before = access.order;
    const set = headerChanges(p);
    const changed = (Object.keys(set) as (keyof TOrderBookingHeader)[]).filter((k) => before[k] !== set[k]);
    if (changed.length === 0) throw new BizError('order.errors.nothingToUpdate');
    const order = await patchOrder(tx, {
      orderId: before.id,
      companyId: access.company,
      actor,
      userId: ctx.session.userId,
      version: p.Version,
      statuses,
      set,
      detail: { change: 'header', fields: changed },
      now: ctx.clock.now(),
    });
    return { order, actors: access.actors };
  });
  ctx.succeed('order.messages.orderUpdated');
  return answer(ctx, reply, done);
};

/**
 * CreateTrade (docs/orders.md "Corrections"): the trade deal the cashier takes an online order's payment on. Every
 * order owes one deal from its booking (ADR 0020), so the call hands that deal out, for an online order awaiting
 * payment, to its booker side or TMC staff, with the amount the order owes now. Nothing is written.
 */
export const orderTradeDeal = async (
  ctx: TAuthedContext,
  p: { UniqueID: string },
  service: number,
): Promise<{ DealID: string; UniqueID: string; Amount: number; TradeStatus: number; Subject: string }> => {
  const order = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID, { service });
    actingAs(access, ['booker', 'tmc']);
    return access.order;
  });
  if (order.payMode !== PaymentMode.Online) throw new BizError('order.errors.notOnline');
  if (order.status !== OrderStatus.WaitPayment) throw new BizError('order.errors.nothingToPay');
  const deal = await loadDeal(ctx.db, orderDealId(order));
  if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('order.errors.nothingToPay');
  return {
    DealID: deal.id,
    UniqueID: order.uniqueId,
    Amount: fenToYuan(deal.amountFen),
    TradeStatus: deal.tradeStatus,
    Subject: deal.subject,
  };
};
