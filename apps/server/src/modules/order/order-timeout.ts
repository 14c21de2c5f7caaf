import { and, asc, inArray, lte } from 'drizzle-orm';
import { OrderStatus } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { cancelOrder } from './cancel-order.ts';
import { loadOrder } from './orders.ts';
import { orderServices } from './products.ts';
import { orders } from './tables.ts';
import { queueName } from '../../platform/queues.ts';

// The 30-minute rule (issue 6 section 1), for every product: an order left unsubmitted (WaitBooking) or unpaid (WaitPayment) past its
// deadline is cancelled by the system, with the same compare-and-set as any cancel, and its holdings and money go
// back. A pg-boss job sweeps every minute; the clock is the injected one, so tests move time instead of waiting.
// A payment moves its order at once, whichever way it came (the product's `pay` through the deal handlers), so what is still unpaid here is.

export const TIMEOUT_QUEUE = queueName('order.timeout');
/** Orders handled per sweep, oldest deadline first; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/** The orders past their deadline now. */
const dueOrders = (deps: Pick<TDeps, 'db' | 'clock'>) =>
  deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.service, orderServices()),
        lte(orders.payDeadline, deps.clock.now()),
        inArray(orders.status, [OrderStatus.WaitBooking, OrderStatus.WaitPayment]),
      ),
    )
    .orderBy(asc(orders.payDeadline))
    .limit(SWEEP_BATCH);

/** Times one order out, each in its own transaction; returns what happened to it. */
export const timeOutOrder = async (deps: TDeps, orderId: string): Promise<'canceled' | 'skipped'> => {
  try {
    const { outcome } = await deps.db.transaction(async (tx) => {
      const order = await loadOrder(tx, orderId);
      const now = deps.clock.now();
      const waiting = order.status === OrderStatus.WaitBooking || order.status === OrderStatus.WaitPayment;
      if (!waiting || !order.payDeadline || order.payDeadline > now) return { outcome: 'skipped' as const };
      await cancelOrder(tx, deps, { order, actor: 'system', userId: null, version: order.version });
      return { outcome: 'canceled' as const };
    });
    return outcome;
  } catch (err) {
    // The booker or the cashier moved it meanwhile: nothing to time out.
    if (err instanceof BizError) return 'skipped';
    throw err;
  }
};

/** One sweep: every order past its deadline; returns how many were cancelled. */
export const sweepOrderTimeouts = async (deps: TDeps): Promise<number> => {
  let canceled = 0;
  for (const { id } of await dueOrders(deps)) if ((await timeOutOrder(deps, id)) === 'canceled') canceled++;
  return canceled;
};

export const registerOrderWorkers = async (deps: TDeps): Promise<void> => {
  await deps.jobs.work(TIMEOUT_QUEUE, async () => {
    await sweepOrderTimeouts(deps);
  });
  await deps.jobs.schedule(TIMEOUT_QUEUE, '* * * * *');
  // The sweep ran for trains only, under their own queue, before it was the engine's (ADR 0036).
  await deps.jobs.unschedule('train.order-timeout');
};
