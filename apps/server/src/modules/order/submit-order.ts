import {
  OrderStatus,
  PaymentMode,
  TradeStatus,
  fenToYuan,
  nextOrderStatus,
  type TOrderAction,
  type TOrderActor,
  type TOrderGuards,
} from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { BizError } from '../../platform/errors.ts';
import { startApproval } from '../approval/index.ts';
import { loadDeal, payDeal } from '../trade/index.ts';
import type { TOrderPayMove } from './deal-money.ts';
import { accessOrder, actingAs } from './order-access.ts';
import { answer, type TOrderReply } from './order-calls.ts';
import { openSupplierTasks, orderSupplierId } from './order-effects.ts';
import { orderDealId } from './order-header.ts';
import { loadOrder, type TOrderRow } from './orders.ts';
import { orderProduct } from './products.ts';
import { transitionOrder, type TOrderPatch } from './transition-order.ts';

// Submitting an order of any product (spec OrderSubmit; docs/orders.md): to approval when the company's rules sent
// the booking there, else to payment when it is paid online, else straight to fulfilment (the company account's money
// was frozen at booking). The same moves follow an approval's decision and a payment, whichever way it came.

/**
 * Moves an order with one of the moves that can lead to fulfilment (submit, resolve, pay) and runs what the new
 * status needs: the supplier is set and its people get their tasks (WaitDispose), the payment clock restarts
 * (WaitPayment, the product's minutes), or it stops (anything else).
 */
export const moveTowardsFulfilment = async (
  tx: TTx,
  deps: Pick<TDeps, 'clock'>,
  x: {
    order: TOrderRow;
    /** The order's company as the caller's access yielded it (none for the approval's and payment's moves). */
    company?: TScopedCompany | undefined;
    action: Extract<TOrderAction, 'submit' | 'resolve' | 'pay'>;
    actor: TOrderActor;
    userId: string | null;
    guards: TOrderGuards;
    version?: number | undefined;
    set?: TOrderPatch;
    /** Kept in the history entry (a payment's deal and amount). */
    detail?: Record<string, unknown>;
  },
): Promise<TOrderRow> => {
  const product = orderProduct(x.order.service);
  const now = deps.clock.now();
  const target = nextOrderStatus(x.action, x.order.status as never, x.actor, x.guards);
  const supplierId = target === OrderStatus.WaitDispose ? await orderSupplierId(tx, x.order) : null;
  const payDeadline = target === OrderStatus.WaitPayment ? new Date(now.getTime() + product.payMinutes * 60_000) : null;
  const moved = await transitionOrder(tx, {
    orderId: x.order.id,
    companyId: x.company,
    before: x.order,
    action: x.action,
    actor: x.actor,
    userId: x.userId,
    guards: x.guards,
    version: x.version,
    // Waiting for payment: the timeout job cancels it past this deadline; any other status has none.
    set: { ...x.set, payDeadline, ...(supplierId ? { supplierId } : {}) },
    detail: x.detail,
    now,
  });
  if (moved.status === OrderStatus.WaitDispose) await openSupplierTasks(tx, deps, moved, product.fulfilmentTaskStatus);
  return moved;
};

/** The guards of an order's submit: approval by the company's rules (kept at booking), payment online or not. */
export const submitGuards = (order: TOrderRow): TOrderGuards => ({
  needsApproval: order.needsApproval,
  needsPayment: order.payMode === PaymentMode.Online,
});

/**
 * The booker submits: the order moves (compare-and-set), and to approval the approval flow starts for its travellers
 * (the approval engine approves at once when no step applies, which moves the order on in this same transaction).
 * Returns the order as it ends and the notifications to send after the commit.
 */
export const submitOrder = async (
  tx: TTx,
  deps: TDeps,
  x: { order: TOrderRow; company: TScopedCompany; userId: string; version?: number | undefined },
): Promise<{ order: TOrderRow; messageIds: string[] }> => {
  const moved = await moveTowardsFulfilment(tx, deps, {
    order: x.order,
    company: x.company,
    action: 'submit',
    actor: 'booker',
    userId: x.userId,
    guards: submitGuards(x.order),
    version: x.version,
  });
  if (moved.status !== OrderStatus.WaitConfirm) return { order: moved, messageIds: [] };
  const product = orderProduct(moved.service);
  const travellerIds = await product.travellerIds(tx, moved);
  const started = await startApproval(tx, deps, {
    companyId: moved.companyId,
    creatorId: x.userId,
    travellerIds: travellerIds.length > 0 ? travellerIds : [moved.bookerId],
    subject: { kind: product.key, id: moved.id },
    facts: {
      ServiceTypes: [moved.service],
      AmountFen: moved.totalFen,
      OutOfPolicy: moved.policyLevel !== 0,
      International: false,
    },
    ...(moved.costCenterId ? { costCenterId: moved.costCenterId } : {}),
  });
  return { order: await loadOrder(tx, moved.id), messageIds: started.messageIds };
};

/** OrderSubmit/{id}: the booker submits their booked order. */
export const submitOrderCall = async <T>(ctx: TAuthedContext, ref: string, reply: TOrderReply<T>): Promise<T> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref, { service: reply.service });
    actingAs(access, ['booker']);
    const done = await submitOrder(tx, ctx, {
      order: access.order,
      company: access.company,
      userId: ctx.session.userId,
    });
    return { ...done, actors: access.actors };
  });
  ctx.succeed('order.messages.submitted');
  return answer(ctx, reply, { order, actors });
};

/**
 * What an order awaiting payment does once its deal is paid (the table's `pay`): on to fulfilment, the supplier
 * tasked. Whichever way the deal is paid (OrderPayment, bill/TradeDeal/Payment, the cashier), trade calls the order's
 * deal handlers (deal-money.ts) in that transaction, which run this: the order moves once, with the deal.
 */
export const orderPaid: TOrderPayMove = (tx, x) =>
  moveTowardsFulfilment(
    tx,
    { clock: { now: () => x.now } },
    { order: x.order, action: 'pay', actor: x.actor, userId: x.userId, guards: {}, set: x.set, detail: x.detail },
  );

/**
 * OrderPayment/{id}: an order awaiting payment (online, after any approval) is paid from the company's Balance or
 * Credit account (AccountType). Without one, the call fails with the deal to pay, so the web can open the cashier.
 */
export const payOrderCall = async <T>(
  ctx: TAuthedContext,
  p: { id: string; AccountType?: number | undefined },
  reply: TOrderReply<T>,
): Promise<T> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.id, { service: reply.service });
    actingAs(access, ['booker']);
    const before = access.order;
    if (before.status !== OrderStatus.WaitPayment) throw new BizError('order.errors.actionNotAllowed');
    const deal = await loadDeal(tx, orderDealId(before));
    if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('trade.errors.wrongStatus');
    if (p.AccountType === undefined)
      throw new BizError('order.errors.notPaid', {}, 400, { DealID: deal.id, Amount: fenToYuan(deal.amountFen) });
    await payDeal(tx, {
      id: deal.id,
      companyId: before.companyId,
      accountType: p.AccountType,
      by: ctx.session.userId,
      now: ctx.clock.now(),
    });
    return { order: await loadOrder(tx, before.id), actors: access.actors };
  });
  ctx.succeed('order.messages.paid');
  return answer(ctx, reply, { order, actors });
};
