import { sql } from 'drizzle-orm';
import {
  CurrencyUnit,
  ORDER_INITIAL_STATUS,
  ORDER_NUMBER_SEQ_DIGITS,
  orderNumberPrefix,
  type TOrderActor,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { writeHistory, type TOrderRow } from './orders.ts';
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

/**
 * Creates an order header in the table's initial status (WaitBooking) with its first history entry, in the
 * caller's transaction (the product inserts its goods in the same one). The order number comes from one database
 * sequence, so concurrent bookings never collide and never wait on each other.
 */
export const createOrder = async (tx: TTx, i: TCreateOrderInput): Promise<TOrderRow> => {
  const prefix = orderNumberPrefix(i.service, i.now);
  if (!prefix) throw new BizError('order.errors.serviceNotOrderable');
  const { service, companyId, bookerId, departmentId, currency, actor, userId, now, ...patch } = i;
  const [order] = await tx
    .insert(orders)
    .values({
      ...patch,
      // lpad alone would cut a longer number short; greatest() lets it grow.
      uniqueId: sql`(SELECT ${prefix} || lpad(s::text, greatest(${ORDER_NUMBER_SEQ_DIGITS}, length(s::text)), '0') FROM nextval('order_number_seq') AS s)`,
      service,
      companyId,
      bookerId,
      departmentId: departmentId ?? null,
      status: ORDER_INITIAL_STATUS,
      currency: currency ?? CurrencyUnit.RMB,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await writeHistory(tx, {
    orderId: order!.id,
    action: 'create',
    fromStatus: null,
    toStatus: ORDER_INITIAL_STATUS,
    actor,
    userId,
    at: now,
  });
  return order!;
};
