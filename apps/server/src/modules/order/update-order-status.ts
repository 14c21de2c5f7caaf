import { ORDER_TRANSITIONS, type TOrderStatus } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { cancelOrder } from './cancel-order.ts';
import { cannotOrderCall } from './cannot-order.ts';
import { issueOrderCall } from './issue-order.ts';
import { accessOrder, actingAs } from './order-access.ts';
import { answer, type TOrderReply } from './order-calls.ts';

// UpdateOrderStatus?UniqueID&Status (issue 6 sections 4 and 6; docs/orders.md "Corrections"): TMC staff move an
// order to another status — only a move the order table (contracts order/transitions.ts) gives the `tmc` actor from
// the order's status: issue (Finished), cannot (Cannot, with a reason) or cancel (Canceled, with a reason; the TMC's
// cancel during fulfilment, which has no call of its own). Each runs as the use case of that action, with its side
// effects (tickets, seats, money, tasks, log) in the same transaction. Anything else is refused, saying so.

export const updateOrderStatusCall = async <T>(
  ctx: TAuthedContext,
  p: { UniqueID: string; Status: number; Reason?: string | undefined; Version?: number | undefined },
  reply: TOrderReply<T>,
): Promise<T> => {
  const access = await ctx.db.transaction(async (tx) => accessOrder(tx, ctx, p.UniqueID, { service: reply.service }));
  actingAs(access, ['tmc']);
  const from = access.order.status as TOrderStatus;
  if (p.Version !== undefined && p.Version !== access.order.version) throw new BizError('order.errors.stateChanged');
  const row = ORDER_TRANSITIONS.find((r) => r.to === p.Status && r.from.includes(from) && r.actors.includes('tmc'));
  if (!row) throw new BizError('order.errors.statusMove');
  const reason = p.Reason ?? '';
  if (row.reason && !reason) throw new BizError('order.errors.reasonRequired');
  switch (row.action) {
    case 'drawer':
      return issueOrderCall(ctx, access.order.uniqueId, reply);
    case 'cannot':
      return cannotOrderCall(ctx, { UniqueID: access.order.uniqueId, Reason: reason }, reply);
    case 'cancel': {
      const { order } = await ctx.db.transaction(async (tx) => {
        const fresh = await accessOrder(tx, ctx, access.order.uniqueId, { service: reply.service });
        actingAs(fresh, ['tmc']);
        return cancelOrder(tx, ctx, {
          order: fresh.order,
          company: fresh.company,
          actor: 'tmc',
          userId: ctx.session.userId,
          reason,
          version: p.Version ?? access.order.version,
        });
      });
      ctx.succeed('order.messages.canceled');
      return answer(ctx, reply, { order, actors: access.actors });
    }
    default:
      throw new BizError('order.errors.statusMove');
  }
};
