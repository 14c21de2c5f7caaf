import { eq, inArray } from 'drizzle-orm';
import { AMEND_FINAL_STATUSES, AmendStatus, type TAmendStatus } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { amends } from '../order/index.ts';
import { seatKeyOf, type TSeatKey } from './seat-stock.ts';
import { trainChanges } from './tables.ts';
import type { TTrainGoodsRow, TTrainPassengerRow } from './train-order-view.ts';

// The train a ticket is for. A change of some of an order's passengers (ADR 0021) moves their tickets to another
// train while the order's goods keep the first one; refunds and their fees must follow each ticket's own train.

export type TTicketTrain = {
  departAt: Date;
  seatKey: TSeatKey;
  /** The ticket is in a change not yet ended: it can be neither refunded nor changed again until it ends. */
  changing: boolean;
};

const goodsTrain = (g: TTrainGoodsRow): TTicketTrain => ({
  departAt: g.departAt,
  seatKey: seatKeyOf(g),
  changing: false,
});

/** Each passenger's train by passenger id: the order's, or the one a finished change gave the ticket. */
export const ticketTrains = async (
  tx: TTx,
  goods: TTrainGoodsRow,
  passengers: readonly TTrainPassengerRow[],
): Promise<Map<string, TTicketTrain>> => {
  const ids = [...new Set(passengers.map((p) => p.changeAmendId).filter((x): x is string => x !== null))];
  const changes =
    ids.length === 0
      ? []
      : await tx
          .select({ change: trainChanges, status: amends.status })
          .from(trainChanges)
          .innerJoin(amends, eq(amends.id, trainChanges.amendId))
          .where(inArray(trainChanges.amendId, ids));
  const byAmend = new Map(changes.map((c) => [c.change.amendId, c]));
  const own = goodsTrain(goods);
  return new Map(
    passengers.map((p) => {
      const c = p.changeAmendId ? byAmend.get(p.changeAmendId) : undefined;
      if (!c) return [p.id, own];
      if (c.status === AmendStatus.Finished)
        return [
          p.id,
          {
            departAt: c.change.departAt,
            seatKey: seatKeyOf(c.change),
            changing: false,
          },
        ];
      const ended = AMEND_FINAL_STATUSES.includes(c.status as TAmendStatus);
      return [p.id, { ...own, changing: !ended }];
    }),
  );
};
