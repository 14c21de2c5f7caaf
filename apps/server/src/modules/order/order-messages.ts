import { and, asc, eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { loadOrder } from './orders.ts';
import { orderMessages } from './tables.ts';

// The order log (spec MessageSend): notes by people on either side and by the system. Internal notes are for the
// TMC side (TMC staff, suppliers) and never shown to the client.

/** Longest message, in characters. */
export const ORDER_MESSAGE_MAX = 1000;

export type TOrderMessageRow = typeof orderMessages.$inferSelect;

export type TAddOrderMessageInput = {
  orderId: string;
  companyId?: string | undefined;
  /** Null for the system. */
  authorId: string | null;
  authorName: string;
  text: string;
  internal?: boolean | undefined;
  now: Date;
};

export const addOrderMessage = async (tx: TTx, i: TAddOrderMessageInput): Promise<TOrderMessageRow> => {
  const text = i.text.trim();
  if (!text) throw new BizError('order.errors.messageEmpty');
  if ([...text].length > ORDER_MESSAGE_MAX)
    throw new BizError('order.errors.messageTooLong', { max: ORDER_MESSAGE_MAX });
  const order = await loadOrder(tx, i.orderId, i.companyId);
  const [row] = await tx
    .insert(orderMessages)
    .values({
      orderId: order.id,
      authorId: i.authorId,
      authorName: i.authorName,
      text,
      internal: i.internal ?? false,
      at: i.now,
    })
    .returning();
  return row!;
};

/** The order's log, oldest first; internal notes only when asked for (the TMC side). */
export const listOrderMessages = async (
  tx: TTx,
  i: { orderId: string; companyId?: string | undefined; includeInternal: boolean },
): Promise<TOrderMessageRow[]> => {
  const order = await loadOrder(tx, i.orderId, i.companyId);
  return tx
    .select()
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, order.id), i.includeInternal ? undefined : eq(orderMessages.internal, false)))
    .orderBy(asc(orderMessages.at), asc(orderMessages.id));
};
