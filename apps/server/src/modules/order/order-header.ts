import { eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import type { TOrderRow } from './orders.ts';
import { orders } from './tables.ts';

// The header's links that no reader compares against what they saw: the trade deal paying for the order (made just
// after the header, because its subject names the order) and the pay deadline the timeout job watches. They change
// without a version bump or a history entry; everything a person sees or decides on goes through transitionOrder or
// patchOrder.

export type TOrderLinks = Partial<Pick<typeof orders.$inferInsert, 'dealId' | 'payDeadline'>>;

/** Sets the order's deal link or pay deadline in the caller's transaction; returns the header as it is now. */
export const setOrderLinks = async (tx: TTx, orderId: string, set: TOrderLinks): Promise<TOrderRow> => {
  const [row] = await tx.update(orders).set(set).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
};

/** The trade deal paying for the order; every order has one from its creation. */
export const orderDealId = (order: Pick<TOrderRow, 'id' | 'dealId'>): string => {
  if (!order.dealId) throw new Error(`order ${order.id} has no trade deal`);
  return order.dealId;
};
