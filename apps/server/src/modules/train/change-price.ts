import { eq } from 'drizzle-orm';
import {
  fenToYuan,
  type TOrderActor,
  type TTrainChangeResult,
  type TTrainSupplyChangePriceRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { addOrderMessage, orderLine, transitionAmend, type TAmendRow, actingAs } from '../order/index.ts';
import { endChange } from './change-decline.ts';
import {
  amendAmounts,
  changeResult,
  newFaresFen,
  quoteChange,
  resolveChange,
  type TChangeAccess,
} from './change-shared.ts';
import { trainServiceFee } from './price-train.ts';
import { trainChanges } from './tables.ts';
import { loadGoods } from './train-order-view.ts';

// TrainOrder/ConfirmSupplyAmendPrice (ADR 0021): the supplier or TMC staff holding the order's lock price a
// submitted change — the new ticket's price (the rail supplier's fare by default) and a change fee — and the amend
// moves WaitDispose → WaitConfirm with its amounts (confirmPrice, compare-and-set). The online change prices it the
// same way as the system, at the fare and without a fee.

export const priceChange = async (
  tx: TTx,
  ctx: TAuthedContext,
  found: TChangeAccess,
  x: { actor: TOrderActor; userId: string | null; priceFen?: number | undefined; changeFeeFen: number },
): Promise<TAmendRow> => {
  const { order, change } = found;
  const now = ctx.clock.now();
  const goods = await loadGoods(tx, order.id);
  const priceFen = x.priceFen ?? change.priceFen;
  const n = change.passengers.length;
  const quote = quoteChange({
    passengers: change.passengers,
    newPriceFen: priceFen,
    changeFeeFen: x.changeFeeFen,
    serviceFeeFen: await trainServiceFee(tx, order.companyId, newFaresFen(change.passengers, priceFen), n, 'change'),
    oldDepartAt: goods.departAt,
    now,
    rule: ctx.config.trainRefundRule,
  });
  const amend = await transitionAmend(tx, {
    amendId: found.amend.id,
    companyId: order.companyId,
    action: 'confirmPrice',
    actor: x.actor,
    userId: x.userId,
    version: found.amend.version,
    set: amendAmounts(quote),
    detail: { priceFen, changeFeeFen: x.changeFeeFen, payFen: quote.payFen, refundFen: quote.refundFen },
    now,
  });
  await tx
    .update(trainChanges)
    .set({ priceFen, changeFeeFen: x.changeFeeFen, payFen: quote.payFen, passengers: quote.passengers })
    .where(eq(trainChanges.amendId, change.amendId));
  await addOrderMessage(tx, {
    orderId: order.id,
    authorId: x.userId,
    authorName: x.userId ? ctx.session.ticket.UserName : '',
    line: orderLine('trainChange.log.priced', {
      price: fenToYuan(priceFen).toFixed(2),
      fee: fenToYuan(x.changeFeeFen).toFixed(2),
      pay: fenToYuan(quote.payFen).toFixed(2),
      refund: fenToYuan(quote.refundFen).toFixed(2),
    }),
    now,
  });
  return amend;
};

export const confirmSupplyChangePrice = async (
  ctx: TAuthedContext,
  p: TTrainSupplyChangePriceRequest,
): Promise<TTrainChangeResult> => {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, p.UniqueID);
    const actor = actingAs(found, ['supplier', 'tmc']);
    const amend = p.Cannot
      ? await endChange(tx, ctx, found, { action: 'cannot', actor, userId: ctx.session.userId, reason: p.Reason })
      : await priceChange(tx, ctx, found, {
          actor,
          userId: ctx.session.userId,
          priceFen: p.Price,
          changeFeeFen: p.ChangeFee,
        });
    return { amend, actors: found.actors };
  });
  ctx.succeed(p.Cannot ? 'trainChange.messages.cannot' : 'trainChange.messages.priced');
  return changeResult(ctx, { orderId: done.amend.orderId, amendId: done.amend.id, actors: done.actors });
};
