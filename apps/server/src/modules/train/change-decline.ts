import { and, eq } from 'drizzle-orm';
import { AmendStatus, TradeStatus, type TOrderActor, type TTrainSeatType } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { addOrderMessage, orderLine, transitionAmend, type TAmendRow } from '../order/index.ts';
import { cancelDeal, loadDeal } from '../trade/index.ts';
import { loadChange, type TChangeAccess } from './change-shared.ts';
import { releaseSeats } from './seat-stock.ts';
import { trainChanges, trainOrderPassengers } from './tables.ts';

// A change that ends without being made (ADR 0021), with a compare-and-set of the amend table before any side effect:
// - `cancel` (ConfirmClientAmendPrice with Confirm false): the client, or TMC staff for them under the lock, withdraws
//   the request before it is priced (WaitSubmit, WaitDispose) or declines its price (WaitConfirm);
// - `cannot` (ConfirmSupplyAmendPrice with Cannot true): the supplier or TMC staff holding the lock cannot make it
//   (WaitDispose), with a reason the client sees.
// Then the new seats held since the request go back, an unpaid deal is cancelled (a paid one refuses: the money is
// in), and the tickets are free to be changed again (the railway's once-only rule counts changes made, not asked for).

/** How a change ended, for its messages: cannot be made, declined (it had a price) or withdrawn (before one). */
export const endKind = (action: 'cancel' | 'cannot', from: number): 'cannot' | 'declined' | 'withdrawn' =>
  action === 'cannot' ? 'cannot' : from === AmendStatus.WaitConfirm ? 'declined' : 'withdrawn';

export const endChange = async (
  tx: TTx,
  ctx: TAuthedContext,
  found: TChangeAccess,
  x: { action: 'cancel' | 'cannot'; actor: TOrderActor; userId: string; reason: string },
): Promise<TAmendRow> => {
  const now = ctx.clock.now();
  const amend = await transitionAmend(tx, {
    amendId: found.amend.id,
    companyId: found.order.companyId,
    action: x.action,
    actor: x.actor,
    userId: x.userId,
    version: found.amend.version,
    reason: x.reason,
    now,
  });
  const change = await loadChange(tx, amend.id, true);
  if (change.dealId) {
    const deal = await loadDeal(tx, change.dealId);
    if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('trainChange.errors.paidNoDecline');
    await cancelDeal(tx, { id: deal.id, reason: x.reason || amend.reason, now });
  }
  if (change.seatsHeld)
    await releaseSeats(
      tx,
      {
        trainDate: change.trainDate,
        trainNo: change.trainNo,
        fromStation: change.fromStation,
        toStation: change.toStation,
        seatType: change.seatType as TTrainSeatType,
      },
      change.passengers.length,
      now,
    );
  await tx.update(trainChanges).set({ seatsHeld: false, dealId: null }).where(eq(trainChanges.amendId, amend.id));
  await tx
    .update(trainOrderPassengers)
    .set({ changeAmendId: null })
    .where(and(eq(trainOrderPassengers.orderId, found.order.id), eq(trainOrderPassengers.changeAmendId, amend.id)));
  await addOrderMessage(tx, {
    orderId: found.order.id,
    authorId: x.userId,
    authorName: ctx.session.ticket.UserName,
    line: orderLine(`trainChange.log.${endKind(x.action, found.amend.status)}`, {
      amend: amend.id,
      train: change.trainNo,
      reason: x.reason,
    }),
    now,
  });
  return amend;
};
