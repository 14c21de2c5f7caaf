import type { TTrainChangeResult, TTrainCreateChangeRequest } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { applyChangeAmend, ensureChangeDeal, loadAmend, priceChangeAmend, transitionAmend } from '../order/index.ts';
import { assertPassCards, passCards } from './change-checks.ts';
import { refuseRepeatsOnViolation } from './check-repeat-order.ts';
import { openChange } from './change-create.ts';
import { changeResult, loadChange } from './change-shared.ts';

// TrainFixInAdvance/TrainAmend (ADR 0021): the 12306-style online change, the same path as the desk's in one
// transaction: the request (CreateAmend's checks and seats), submitted, priced by the system at the rail supplier's
// fare without a change fee, and confirmed by the caller — paid from the order's account or paid back, new tickets
// issued. An order paid online cannot pay a dearer change here: the change stops priced (WaitConfirm) with its deal
// for the cashier, and ConfirmClientAmendPrice finishes it once paid. Passengers must hold documents 12306 changes
// online.

export const onlineTrainChange = async (
  ctx: TAuthedContext,
  p: TTrainCreateChangeRequest,
): Promise<TTrainChangeResult> => {
  // A booking racing the move onto the new train breaks the one-live-ticket index: refused, nothing applied.
  const done = await refuseRepeatsOnViolation(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const opened = await openChange(tx, ctx, p);
      const order = opened.order;
      assertPassCards(await passCards(tx, order.id, p.PassengerIDs));
      const now = ctx.clock.now();
      const userId = ctx.session.userId;
      const step = { amendId: opened.amend.id, companyId: opened.company, now };
      await transitionAmend(tx, { ...step, action: 'amendSubmit', actor: opened.actor, userId });
      await priceChangeAmend(
        tx,
        ctx,
        { ...opened, amend: await loadAmend(tx, opened.amend.id) },
        { actor: 'system', userId: null, changeFeeFen: 0 },
      );
      const change = await loadChange(tx, opened.amend.id);
      const priced = await loadAmend(tx, opened.amend.id);
      if (change.payFen > 0 && order.accountType === null) {
        await ensureChangeDeal(tx, { order, amend: priced, by: userId, now });
        return { amend: priced, actors: opened.actors, finished: false };
      }
      const amend = await applyChangeAmend(
        tx,
        ctx,
        { ...opened, amend: priced },
        { actor: opened.actor, userId, call: 'train/TrainOrder/ConfirmClientAmendPrice' },
      );
      return { amend, actors: opened.actors, finished: true };
    }),
  );
  ctx.succeed(done.finished ? 'order.messages.changeFinished' : 'order.messages.changePriced');
  return changeResult(ctx, { orderId: done.amend.orderId, amendId: done.amend.id, actors: done.actors });
};
