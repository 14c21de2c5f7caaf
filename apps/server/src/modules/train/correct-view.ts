import type { TOrderActor, TTrainCorrectedOrder } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TOrderRow } from '../order/index.ts';
import { orderDetailView } from './train-order-view.ts';

// The reply of the TMC's corrections (correct-*.ts): the order's detail (with whether the booker must still confirm a
// price the TMC raised).

export const correctedOrderView = async (
  ctx: TAuthedContext,
  order: TOrderRow,
  actors: readonly TOrderActor[],
): Promise<TTrainCorrectedOrder> =>
  orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
