import { OrderStatus, trainOnlineAmendOpen } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { trainRefundState } from './judge-train-refund.ts';

// CheckAmend?UniqueId (silent failure): whether the order's tickets can be refunded or changed online now, per kind.
// - Refundable: the tickets RefundJudge offers (issued, not in a change not yet ended) whose train leaves in more
//   than 35 minutes — a changed ticket by its new train;
// - Changeable: the tickets CreateAmend would take (ADR 0021: issued and never changed — the railway changes a ticket
//   once; a declined change frees it again — not in a change not yet ended), before the same 35-minute cut-off;
// - Tickets: the tickets still issued and not in a change not yet ended (as before the per-kind counts).
// Every changeable ticket is refundable too, so the call fails exactly when nothing can be refunded, with why (not
// issued, nothing left, the cut-off); the web calls it with failTips false.

export const checkTrainAmend = async (
  ctx: TAuthedContext,
  ref: string,
): Promise<{ UniqueID: string; Tickets: number; Refundable: number; Changeable: number }> => {
  const { judge, closedKey, order, passengers, trains, now } = await trainRefundState(ctx, ref);
  const refundable = judge.Tickets.filter((x) => x.CanRefund).length;
  const changeable =
    order.status === OrderStatus.Finished
      ? passengers.filter(
          (p) =>
            p.status === 'Issued' &&
            p.changeAmendId === null &&
            !trains.get(p.id)!.changing &&
            trainOnlineAmendOpen(trains.get(p.id)!.departAt, now),
        ).length
      : 0;
  if (refundable === 0 && changeable === 0) throw new BizError(closedKey ?? 'trainOrder.errors.nothingToRefund');
  return { UniqueID: judge.UniqueID, Tickets: judge.Tickets.length, Refundable: refundable, Changeable: changeable };
};
