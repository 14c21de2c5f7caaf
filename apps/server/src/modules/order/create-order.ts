import { getTableColumns, type Column } from 'drizzle-orm';
import {
  CurrencyUnit,
  ORDER_INITIAL_STATUS,
  ORDER_NUMBER_SEQ_DIGITS,
  orderNumberPrefix,
  type TOrderActor,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlTexts, tableRow } from '../../platform/db/statement.ts';
import { BizError } from '../../platform/errors.ts';
import type { TOrderRow } from './orders.ts';
import { orders } from './tables.ts';
import type { TOrderPatch } from './transition-order.ts';

export type TCreateOrderInput = TOrderPatch & {
  /** ServiceType code of the product. */
  service: number;
  companyId: string;
  bookerId: string;
  departmentId?: string | null | undefined;
  currency?: number | undefined;
  /** Who creates it: the booker, or TMC staff booking for the client. */
  actor: Extract<TOrderActor, 'booker' | 'tmc'>;
  userId: string;
  now: Date;
};

const orderRow = tableRow(orders);
const orderColumns = getTableColumns(orders) as Record<string, Column>;
const insertTexts = new Map<string, string>();

/**
 * The insert of a header with its first history entry, as one statement (ADR 0024). $1 number prefix, $2 actor,
 * $3 user, then the columns of `keys` in order. The number: prefix, then the sequence padded (lpad alone would cut
 * a longer number short; greatest() lets it grow).
 */
const insertText = sqlTexts(
  (keys: readonly string[]): string => {
    const id = keys.join(',');
    let text = insertTexts.get(id);
    if (text) return text;
    text = `WITH created AS (
    INSERT INTO orders (unique_id, ${keys.map((k) => `"${orderColumns[k]!.name}"`).join(', ')})
    VALUES ((SELECT $1::text || lpad(s::text, greatest(${ORDER_NUMBER_SEQ_DIGITS}, length(s::text)), '0')
               FROM nextval('order_number_seq') AS s), ${keys.map((_, i) => `$${i + 4}`).join(', ')})
    RETURNING ${orderRow.list}),
  entry AS (
    INSERT INTO order_history (order_id, action, from_status, to_status, actor, user_id, reason, at)
    SELECT "id", 'create', NULL, "status", $2::text, $3::text, '', "createdAt" FROM created)
  SELECT * FROM created`;
    insertTexts.set(id, text);
    return text;
  },
  [
    // Its shape with every column a header may be created with.
    [Object.keys(orderColumns).filter((k) => k !== 'id' && k !== 'uniqueId')],
  ],
);

/**
 * Creates an order header in the table's initial status (WaitBooking) with its first history entry, in the
 * caller's transaction (the product inserts its goods in the same one). The order number comes from one database
 * sequence, so concurrent bookings never collide and never wait on each other.
 */
export const createOrder = async (tx: TTx, i: TCreateOrderInput): Promise<TOrderRow> => {
  const prefix = orderNumberPrefix(i.service, i.now);
  if (!prefix) throw new BizError('order.errors.serviceNotOrderable');
  const { service, companyId, bookerId, departmentId, currency, actor, userId, now, ...patch } = i;
  const values: Record<string, unknown> = {
    ...patch,
    service,
    companyId,
    bookerId,
    departmentId: departmentId ?? null,
    status: ORDER_INITIAL_STATUS,
    currency: currency ?? CurrencyUnit.RMB,
    createdAt: now,
    updatedAt: now,
  };
  const keys = Object.keys(values).filter((k) => values[k] !== undefined);
  const [created] = await runSql(tx, insertText(keys), [
    prefix,
    actor,
    userId,
    ...keys.map((k) => orderRow.param(k, values[k])),
  ]);
  return orderRow.read(created!);
};
