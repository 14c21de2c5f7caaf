import type { TTrainChangeResult } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { transitionAmend, actingAs } from '../order/index.ts';
import { changeResult, resolveChange } from './change-shared.ts';

// TrainOrder/TrainOrderChange (ADR 0021): the booker, or TMC staff holding the lock, submits a change request to be
// priced (amendSubmit: WaitSubmit → WaitDispose), a compare-and-set on the amend's version.

export const submitTrainChange = async (ctx: TAuthedContext, ref: string): Promise<TTrainChangeResult> => {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, ref);
    const actor = actingAs(found, ['booker', 'tmc']);
    const amend = await transitionAmend(tx, {
      amendId: found.amend.id,
      companyId: found.order.companyId,
      action: 'amendSubmit',
      actor,
      userId: ctx.session.userId,
      version: found.amend.version,
      now: ctx.clock.now(),
    });
    return { amend, actors: found.actors };
  });
  ctx.succeed('trainChange.messages.submitted');
  return changeResult(ctx, { orderId: done.amend.orderId, amendId: done.amend.id, actors: done.actors });
};
