import { clientHistoryActor, historyAudience, type TOrderActor } from '@opentmc/contracts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText, tableRow, type TRawRow } from '../../platform/db/statement.ts';
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

/** History entries that move money: their detail's amountFen is the entry's amount. */
const MONEY_ENTRIES = new Set(['pay', 'paid', 'refunded']);

/** A history entry as one reader reads it. */
export type TReaderHistoryEntry = Omit<THistoryRow, 'actor'> & { actor: TOrderActor; amountFen: number };

/**
 * The history as a reader reads it (docs/orders.md "What the client reads"): the TMC side (TMC staff, suppliers)
 * reads every entry; the client side its client-facing entries only (contracts historyAudience), the supplier shown
 * as the TMC and without its user. Money entries carry their amount.
 */
export const historyForReader = (rows: readonly THistoryRow[], tmcSide: boolean): TReaderHistoryEntry[] =>
  rows
    .filter((h) => tmcSide || historyAudience(h) === 'client')
    .map((h) => {
      const actor = h.actor as TOrderActor;
      const shown = tmcSide ? actor : clientHistoryActor(actor);
      const amountFen = h.detail?.['amountFen'];
      return {
        ...h,
        actor: shown,
        userId: shown === actor ? h.userId : null,
        amountFen: MONEY_ENTRIES.has(h.action) && typeof amountFen === 'number' ? amountFen : 0,
      };
    });

const HISTORY = sqlText(`SELECT ${orderHistoryJson('$1')} AS "history"`);
/** The order's history, oldest first. */
export const listOrderHistory = async (
  tx: TTx,
  i: { orderId: string; companyId?: TScopedCompany | undefined },
): Promise<THistoryRow[]> => {
  const order = await loadOrder(tx, i.orderId, i.companyId);
  const [row] = await runSql(tx, HISTORY, [order.id]);
  return readOrderHistoryJson(row!['history']);
};
