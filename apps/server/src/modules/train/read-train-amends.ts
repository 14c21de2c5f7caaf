import { inArray } from 'drizzle-orm';
import { ServiceType, type TTrainAmendDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { orderAmends } from '../order/index.ts';
import { changeView } from './change-shared.ts';
import { trainChanges } from './tables.ts';

// AmendDetails?UniqueID: the refunds and changes of a train order the caller sees, newest first (the engine's
// orderAmends: another product's number is not found). A change also carries its whole view (changeView: the new
// train, per-passenger prices, what is paid or paid back, the caller's steps), so the screens show the server's
// amounts and buttons.

export const trainAmendDetails = async (
  ctx: TAuthedContext,
  ref: string,
): Promise<{ UniqueID: string; Amends: TTrainAmendDetail[] }> => {
  const { order, actors, amends } = await orderAmends(ctx, ServiceType.Train, ref);
  const changeIds = amends.filter((a) => a.row.kind === 'change').map((a) => a.row.id);
  const changes = changeIds.length
    ? await ctx.db.select().from(trainChanges).where(inArray(trainChanges.amendId, changeIds))
    : [];
  const byAmend = new Map(changes.map((c) => [c.amendId, c]));
  const userId = ctx.session.userId;
  return {
    UniqueID: order.uniqueId,
    Amends: await Promise.all(
      amends.map(async ({ row: amend, view }) => {
        const change = byAmend.get(amend.id);
        return {
          ...view,
          Change: change ? await changeView(ctx.db, { order, amend, change, actors, userId, lang: ctx.lang }) : null,
        };
      }),
    ),
  };
};
