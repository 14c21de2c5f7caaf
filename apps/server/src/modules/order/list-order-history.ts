import { asc, eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import { loadOrder, type THistoryRow } from './orders.ts';
import { orderHistory } from './tables.ts';

/** The order's history (its own and its amends' transitions), oldest first. */
export const listOrderHistory = async (
  tx: TTx,
  i: { orderId: string; companyId?: string | undefined },
): Promise<THistoryRow[]> => {
  const order = await loadOrder(tx, i.orderId, i.companyId);
  return tx
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, order.id))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
};
