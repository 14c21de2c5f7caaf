import { and, eq } from 'drizzle-orm';
import { AmendStatus, TradeStatus, type TOrderActor, type TTrainSeatType } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { addOrderMessage, transitionAmend, type TAmendRow } from '../order/index.ts';
import { cancelDeal, loadDeal } from '../trade/index.ts';
import { loadChange, type TChangeAccess } from './change-shared.ts';
import { releaseSeats } from './seat-stock.ts';
import { trainChanges, trainOrderPassengers } from './tables.ts';

// TrainOrder/ConfirmClientAmendPrice with Confirm false (ADR 0021): the client (or TMC staff for them, under the
// lock) declines a priced change. The amend table's `cancel` row (kind change) moves it WaitConfirm → Canceled with
// a compare-and-set, before any side effect; then the new seats held since the request go back, an unpaid deal is
// cancelled (a paid one refuses the decline: the money is in), and the tickets are free to be changed again (the
// railway's once-only rule counts changes made, not asked for).

export const declineChange = async (
  tx: TTx,
  ctx: TAuthedContext,
  found: TChangeAccess,
  x: { actor: TOrderActor; userId: string; reason: string },
): Promise<TAmendRow> => {
  // Declining answers a price: before one, the request is withdrawn or sent back instead.
  if (found.amend.status !== AmendStatus.WaitConfirm) throw new BizError('order.errors.amendActionNotAllowed');
  const now = ctx.clock.now();
  const amend = await transitionAmend(tx, {
    amendId: found.amend.id,
    companyId: found.order.companyId,
    action: 'cancel',
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
    text: ctx.t('trainChange.log.declined', { amend: amend.id, train: change.trainNo }),
    now,
  });
  return amend;
};
