import { and, eq, or } from 'drizzle-orm';
import { TMC_STAFF_KINDS, type TOrderActor } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { orders } from './tables.ts';
import type { TOrderRow } from './orders.ts';

// Who the caller is to an order of any product (docs/orders.md, actors), decided from the session and the order:
// - booker: a user of the order's company who booked it, or whose data range covers its booker;
// - tmc: TMC staff who reach the order's company (service dispatch, customer lists);
// - supplier: a supplier user of the company fulfilling it.
// Anyone else does not see the order at all: "not found", never "forbidden", so numbers cannot be probed.

export type TOrderAccess = { order: TOrderRow; actors: TOrderActor[] };

type TCtx = Pick<TAuthedContext, 'session' | 'tenancy'>;

/** The order of a UniqueID or internal id, whatever the caller; a clear refusal when there is none. */
export const findOrderByRef = async (tx: TTx, ref: string, forUpdate = false): Promise<TOrderRow> => {
  const q = tx
    .select()
    .from(orders)
    .where(or(eq(orders.uniqueId, ref), eq(orders.id, ref)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw new BizError('order.errors.notFound');
  return row;
};

const isTmcStaff = (roles: readonly string[]) => TMC_STAFF_KINDS.some((k) => roles.includes(k));

/** The roles the caller holds on an order (none: they may not see it). */
export const actorsOf = async (tx: TTx, ctx: TCtx, order: TOrderRow): Promise<TOrderActor[]> => {
  const s = ctx.session;
  const roles = s.ticket.Roles;
  const actors: TOrderActor[] = [];
  if (s.companyId === order.companyId) {
    if (order.bookerId === s.userId) actors.push('booker');
    else {
      const range = await ctx.tenancy.rangeFilter(tx, s, { user: orders.bookerId, department: orders.departmentId });
      const [hit] = range
        ? await tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.id, order.id), range))
            .limit(1)
        : [{ id: order.id }];
      if (hit) actors.push('booker');
    }
  } else if (isTmcStaff(roles)) {
    try {
      await ctx.tenancy.companyFor(tx, s, order.companyId);
      actors.push('tmc');
    } catch (err) {
      // The company is not one this staff member reaches.
      if (!(err instanceof BizError)) throw err;
    }
  }
  if (roles.includes('supplier') && order.supplierId !== null && order.supplierId === s.companyId)
    actors.push('supplier');
  return actors;
};

/**
 * The order with the caller's roles on it; "not found" when the caller has none. `forUpdate` locks the header row
 * for the caller's transaction: a step that may run beside another legitimate step on the same order (refunds of
 * two passengers) then waits for it and reads its result, instead of failing on the order's version.
 */
export const accessOrder = async (
  tx: TTx,
  ctx: TCtx,
  ref: string,
  opts: { forUpdate?: boolean; service?: number } = {},
): Promise<TOrderAccess> => {
  const order = await findOrderByRef(tx, ref, opts.forUpdate);
  // A product's call names only its own orders: another product's number is not found there.
  if (opts.service !== undefined && order.service !== opts.service) throw new BizError('order.errors.notFound');
  const actors = await actorsOf(tx, ctx, order);
  if (actors.length === 0) throw new BizError('order.errors.notFound');
  return { order, actors };
};

/** The one role a call acts in: the first of `wanted` the caller holds; refused when none. */
export const actingAs = (access: TOrderAccess, wanted: readonly TOrderActor[]): TOrderActor => {
  const actor = wanted.find((a) => access.actors.includes(a));
  if (!actor) throw new BizError('order.errors.actionNotAllowed');
  return actor;
};
