import { desc, eq } from 'drizzle-orm';
import type { TTrainAmend } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { amends } from '../order/index.ts';
import { accessOrder } from './train-order-access.ts';
import { amendViews } from './train-amend-view.ts';

// AmendDetails?UniqueID: the refunds and changes of an order the caller sees, newest first.

export const trainAmendDetails = async (
  ctx: TAuthedContext,
  ref: string,
): Promise<{ UniqueID: string; Amends: TTrainAmend[] }> => {
  const { order } = await accessOrder(ctx.db, ctx, ref);
  const rows = await ctx.db
    .select()
    .from(amends)
    .where(eq(amends.orderId, order.id))
    .orderBy(desc(amends.createdAt), desc(amends.id));
  return {
    UniqueID: order.uniqueId,
    Amends: await amendViews(
      ctx.db,
      rows.map((amend) => ({ amend, uniqueId: order.uniqueId })),
    ),
  };
};
