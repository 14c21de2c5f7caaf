import { eq } from 'drizzle-orm';
import {
  OrderStatus,
  PaymentMode,
  ServiceType,
  WorkStatus,
  TRAIN_ORDER_PAY_MINUTES,
  nextOrderStatus,
  type TOrderAction,
  type TOrderActor,
  type TOrderGuards,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { startApproval } from '../approval/index.ts';
import {
  loadOrder,
  transitionOrder,
  type TOrderPatch,
  type TOrderRow,
  accessOrder,
  actingAs,
  openSupplierTasks,
  orderSupplierId,
} from '../order/index.ts';
import { trainOrderPassengers } from './tables.ts';
import { orderDetailView } from './train-order-view.ts';

// Submitting a train order (spec OrderSubmit/{id}; docs/orders.md): to approval when the company's rules send the
// booking there, else to payment when it is paid online, else straight to fulfilment (the company account's money
// was frozen at booking). The same moves follow an approval's decision and an online payment.

const PAY_MS = TRAIN_ORDER_PAY_MINUTES * 60_000;

/**
 * Moves an order with one of the moves that can lead to fulfilment (submit, resolve, pay) and runs what the new
 * status needs: the supplier is set and its people get their tasks (WaitDispose), the payment clock restarts
 * (WaitPayment), or it stops (anything else).
 */
export const moveTowardsFulfilment = async (
  tx: TTx,
  deps: Pick<TDeps, 'clock'>,
  x: {
    order: TOrderRow;
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
  const now = deps.clock.now();
  const target = nextOrderStatus(x.action, x.order.status as never, x.actor, x.guards);
  const supplierId = target === OrderStatus.WaitDispose ? await orderSupplierId(tx, x.order) : null;
  const payDeadline = target === OrderStatus.WaitPayment ? new Date(now.getTime() + PAY_MS) : null;
  const moved = await transitionOrder(tx, {
    orderId: x.order.id,
    companyId: x.order.companyId,
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
  if (moved.status === OrderStatus.WaitDispose) await openSupplierTasks(tx, deps, moved, WorkStatus.WaitReserve);
  return moved;
};

/** The guards of an order's submit: approval by the company's rules (kept at booking), payment online or not. */
export const submitGuards = (order: TOrderRow): TOrderGuards => ({
  needsApproval: order.needsApproval,
  needsPayment: order.payMode === PaymentMode.Online,
});

/**
 * The booker submits: the order moves (compare-and-set), and to approval the approval flow starts (the approval
 * engine approves at once when no step applies, which moves the order on in this same transaction). Returns the
 * order as it ends and the notifications to send after the commit.
 */
export const submitOrder = async (
  tx: TTx,
  deps: TDeps,
  x: { order: TOrderRow; userId: string; version?: number | undefined },
): Promise<{ order: TOrderRow; messageIds: string[] }> => {
  const moved = await moveTowardsFulfilment(tx, deps, {
    order: x.order,
    action: 'submit',
    actor: 'booker',
    userId: x.userId,
    guards: submitGuards(x.order),
    version: x.version,
  });
  if (moved.status !== OrderStatus.WaitConfirm) return { order: moved, messageIds: [] };
  const passengers = await tx
    .select({ userId: trainOrderPassengers.userId })
    .from(trainOrderPassengers)
    .where(eq(trainOrderPassengers.orderId, moved.id));
  const travellerIds = [...new Set(passengers.map((p) => p.userId).filter((u): u is string => !!u))];
  const started = await startApproval(tx, deps, {
    companyId: moved.companyId,
    creatorId: x.userId,
    travellerIds: travellerIds.length > 0 ? travellerIds : [moved.bookerId],
    subject: { kind: 'train', id: moved.id },
    facts: {
      ServiceTypes: [ServiceType.Train],
      AmountFen: moved.totalFen,
      OutOfPolicy: moved.policyLevel !== 0,
      International: false,
    },
    ...(moved.costCenterId ? { costCenterId: moved.costCenterId } : {}),
  });
  return { order: await loadOrder(tx, moved.id), messageIds: started.messageIds };
};

/** OrderSubmit/{id}: the booker submits their booked order. */
export const submitTrainOrder = async (ctx: TAuthedContext, ref: string): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref);
    actingAs(access, ['booker']);
    const done = await submitOrder(tx, ctx, { order: access.order, userId: ctx.session.userId });
    return { ...done, actors: access.actors };
  });
  ctx.succeed('trainOrder.messages.submitted');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};
