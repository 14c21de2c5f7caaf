import { desc, eq, inArray } from 'drizzle-orm';
import type { TTrainAmendDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { amends, accessOrder } from '../order/index.ts';
import { changeView } from './change-shared.ts';
import { trainChanges } from './tables.ts';
import { amendViews } from './train-amend-view.ts';

// AmendDetails?UniqueID: the refunds and changes of an order the caller sees, newest first. A change also carries
// its whole view (changeView: the new train, per-passenger prices, what is paid or paid back, the caller's steps),
// so the screens show the server's amounts and buttons.

export const trainAmendDetails = async (
  ctx: TAuthedContext,
  ref: string,
): Promise<{ UniqueID: string; Amends: TTrainAmendDetail[] }> => {
  const { order, actors } = await accessOrder(ctx.db, ctx, ref);
  const rows = await ctx.db
    .select()
    .from(amends)
    .where(eq(amends.orderId, order.id))
    .orderBy(desc(amends.createdAt), desc(amends.id));
  const changeIds = rows.filter((a) => a.kind === 'change').map((a) => a.id);
  const changes = changeIds.length
    ? await ctx.db.select().from(trainChanges).where(inArray(trainChanges.amendId, changeIds))
    : [];
  const byAmend = new Map(changes.map((c) => [c.amendId, c]));
  const views = await amendViews(
    ctx.db,
    rows.map((amend) => ({ amend, uniqueId: order.uniqueId })),
    ctx.lang,
  );
  const userId = ctx.session.userId;
  return {
    UniqueID: order.uniqueId,
    Amends: await Promise.all(
      rows.map(async (amend, i) => {
        const change = byAmend.get(amend.id);
        return {
          ...views[i]!,
          Change: change ? await changeView(ctx.db, { order, amend, change, actors, userId, lang: ctx.lang }) : null,
        };
      }),
    ),
  };
};
