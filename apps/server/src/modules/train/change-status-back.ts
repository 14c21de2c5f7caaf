import { eq } from 'drizzle-orm';
import { TradeStatus, type TTrainChangeResult } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { addOrderMessage, orderLine, transitionAmend, actingAs } from '../order/index.ts';
import { cancelDeal, loadDeal } from '../trade/index.ts';
import { changeResult, resolveChange } from './change-shared.ts';
import { trainChanges } from './tables.ts';

// TrainOrder/AmendStatusBack?UniqueID (ADR 0021): TMC staff holding the order's lock send a change back one step
// (amendStatusBack: WaitDispose → WaitSubmit to the client, WaitConfirm → WaitDispose to be priced again). A deal
// created for the old price and not paid is cancelled with it; one paid at the cashier keeps the change where it is.

export const trainChangeStatusBack = async (ctx: TAuthedContext, ref: string): Promise<TTrainChangeResult> => {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, ref);
    const actor = actingAs(found, ['tmc']);
    const now = ctx.clock.now();
    const amend = await transitionAmend(tx, {
      amendId: found.amend.id,
      companyId: found.order.companyId,
      action: 'amendStatusBack',
      actor,
      userId: ctx.session.userId,
      version: found.amend.version,
      now,
    });
    if (found.change.dealId) {
      const deal = await loadDeal(tx, found.change.dealId);
      if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('trainChange.errors.alreadyPaid');
      await cancelDeal(tx, { id: deal.id, reason: found.amend.reason, now });
      await tx.update(trainChanges).set({ dealId: null }).where(eq(trainChanges.amendId, found.amend.id));
    }
    await addOrderMessage(tx, {
      orderId: found.order.id,
      authorId: ctx.session.userId,
      authorName: ctx.session.ticket.UserName,
      line: orderLine('trainChange.log.statusBack', { amend: amend.id }),
      now,
    });
    return { amend, actors: found.actors };
  });
  ctx.succeed('trainChange.messages.statusBack');
  return changeResult(ctx, { orderId: done.amend.orderId, amendId: done.amend.id, actors: done.actors });
};
