import { BizError } from '../../platform/errors.ts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { trainRefundState } from './judge-train-refund.ts';

// CheckAmend?UniqueId (silent failure): whether the order's tickets can be refunded or changed online now. It fails
// with the reason (not issued, nothing left, the 35-minute cut-off); the web calls it with failTips false.

export const checkTrainAmend = async (
  ctx: TAuthedContext,
  ref: string,
): Promise<{ UniqueID: string; Tickets: number }> => {
  const { judge, closedKey } = await trainRefundState(ctx, ref);
  if (closedKey) throw new BizError(closedKey);
  return { UniqueID: judge.UniqueID, Tickets: judge.Tickets.length };
};
