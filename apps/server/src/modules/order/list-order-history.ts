import type { TTx } from '../../platform/db/database.ts';
import { runSql, tableRow, type TRawRow } from '../../platform/db/statement.ts';
import { loadOrder, type THistoryRow } from './orders.ts';
import { orderHistory } from './tables.ts';

/**
 * The order's history (its own and its amends' transitions) as one JSON array, oldest first, for a product's detail
 * statement (a scalar subquery): `orderId` names its parameter ($n).
 */
export const orderHistoryJson = (orderId: string): string =>
  `(SELECT coalesce(json_agg(h ORDER BY h.at, h.id), '[]') FROM order_history h WHERE h.order_id = ${orderId})`;

const historyRow = tableRow(orderHistory);
export const readOrderHistoryJson = (json: unknown): THistoryRow[] =>
  (json as TRawRow[]).map((h) => historyRow.readJson(h));

const HISTORY = `SELECT ${orderHistoryJson('$1')} AS "history"`;
/** The order's history, oldest first. */
export const listOrderHistory = async (
  tx: TTx,
  i: { orderId: string; companyId?: string | undefined },
): Promise<THistoryRow[]> => {
  const order = await loadOrder(tx, i.orderId, i.companyId);
  const [row] = await runSql(tx, HISTORY, [order.id]);
  return readOrderHistoryJson(row!['history']);
};
