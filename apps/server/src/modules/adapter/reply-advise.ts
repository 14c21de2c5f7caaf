import { and, eq } from 'drizzle-orm';
import { AdviseStatus, type TAdvise, type TAdviseReplyRequest } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import type { TSession } from '../../platform/session.ts';
import { BizError } from '../../platform/errors.ts';
import { adviseKey, toAdvise } from './advise-view.ts';
import { advises } from './tables.ts';

/**
 * TMC staff answer a pending feedback and mark it handled. One compare-and-set on the status, so
 * of two replies at the same time exactly one applies; the other is told it was already handled.
 */
export const replyAdvise = async (
  ctx: Pick<TCallContext, 'db' | 'clock' | 'lang'>,
  session: TSession,
  p: TAdviseReplyRequest,
): Promise<TAdvise> => {
  const id = adviseKey(p.AdviseID);
  if (id === null) throw new BizError('adapter.errors.notFound');
  const [row] = await ctx.db
    .update(advises)
    .set({
      status: AdviseStatus.Handled,
      replyContent: p.ReplyContent,
      replyUserId: session.userId,
      replyUserName: session.ticket.UserName,
      repliedAt: ctx.clock.now(),
    })
    .where(and(eq(advises.id, id), eq(advises.status, AdviseStatus.Pending)))
    .returning();
  if (row) return toAdvise(row, ctx.lang);
  const [exists] = await ctx.db.select({ id: advises.id }).from(advises).where(eq(advises.id, id)).limit(1);
  throw new BizError(exists ? 'adapter.errors.alreadyHandled' : 'adapter.errors.notFound');
};
