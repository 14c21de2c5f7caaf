import { and, eq, inArray } from 'drizzle-orm';
import { AmendStatus, type TTrainAmend } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { amends, transitionAmend, accessOrder, actingAs } from '../order/index.ts';
import { trainOrderPassengers } from './tables.ts';
import { amendViews } from './train-amend-view.ts';

// OrderRefundCancel?UniqueID: the booker (or the TMC holding the lock) withdraws the order's refunds that no money
// has followed yet (WaitSubmit, WaitDispose, WaitConfirm), through the amend table's refundCancel. Online refunds
// (OrderRefund) finish in their own transaction, so usually there is none: the call then says so.

const OPEN = [AmendStatus.WaitSubmit, AmendStatus.WaitDispose, AmendStatus.WaitConfirm];

export const cancelTrainRefund = async (
  ctx: TAuthedContext,
  ref: string,
): Promise<{ UniqueID: string; Amends: TTrainAmend[] }> => {
  const out = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref);
    const actor = actingAs(access, ['booker', 'tmc']);
    const order = access.order;
    const open = await tx
      .select()
      .from(amends)
      .where(and(eq(amends.orderId, order.id), eq(amends.kind, 'refund'), inArray(amends.status, OPEN)));
    if (open.length === 0) throw new BizError('trainOrder.errors.noOpenRefund');
    const now = ctx.clock.now();
    const done = [];
    for (const a of open) {
      done.push(
        await transitionAmend(tx, {
          amendId: a.id,
          companyId: order.companyId,
          action: 'refundCancel',
          actor,
          userId: ctx.session.userId,
          version: a.version,
          now,
        }),
      );
      // The tickets stay issued: a refund takes them back only when it finishes.
      await tx
        .update(trainOrderPassengers)
        .set({ refundAmendId: null, refundFeeFen: 0 })
        .where(and(eq(trainOrderPassengers.refundAmendId, a.id), eq(trainOrderPassengers.status, 'Issued')));
    }
    return { uniqueId: order.uniqueId, done };
  });
  ctx.succeed('trainOrder.messages.refundCanceled');
  return {
    UniqueID: out.uniqueId,
    Amends: await amendViews(
      ctx.db,
      out.done.map((amend) => ({ amend, uniqueId: out.uniqueId })),
      ctx.lang,
    ),
  };
};
