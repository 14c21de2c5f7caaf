import { eq, or } from 'drizzle-orm';
import { TMC_STAFF_KINDS, type TOrderActor } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { ownCompany, scopedCompanyById } from '../org/index.ts';
import { orders } from './tables.ts';
import type { TOrderRow } from './orders.ts';

// Who the caller is to an order of any product (docs/orders.md, actors), decided from the session and the order:
// - booker: a user of the order's company who booked it, or whose data range covers its booker;
// - tmc: TMC staff who reach the order's company (service dispatch, customer lists);
// - supplier: a supplier user of the company fulfilling it.
// Anyone else does not see the order at all: "not found", never "forbidden", so numbers cannot be probed.

/**
 * The order, the caller's roles on it, and its company as the scope produced it (the read that let the caller reach
 * the order): the use case's re-checks filter the order and its amends by this company through `ofCompany`.
 */
export type TOrderAccess = { order: TOrderRow; actors: TOrderActor[]; company: TScopedCompany };

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

/**
 * The roles the caller holds on an order (none: they may not see it), and the order's company as the scope yields it
 * (null when no role): the caller's own for its bookers, the one `companyFor` lets TMC staff reach, or the order's
 * company read through its supplier column for the supplier.
 */
export const actorsOf = async (
  tx: TTx,
  ctx: TCtx,
  order: TOrderRow,
): Promise<{ actors: TOrderActor[]; company: TScopedCompany | null }> => {
  const s = ctx.session;
  const roles = s.ticket.Roles;
  const actors: TOrderActor[] = [];
  let company: TScopedCompany | null = null;
  if (s.companyId === order.companyId) {
    // The booker, or a user whose data range covers the order's booker: the scoped read of the order by id.
    company =
      order.bookerId === s.userId
        ? ownCompany(s)
        : await scopedCompanyById(
            tx,
            s,
            { id: orders.id, company: orders.companyId, user: orders.bookerId, department: orders.departmentId },
            order.id,
          );
    if (company) actors.push('booker');
  } else if (isTmcStaff(roles)) {
    try {
      company = await ctx.tenancy.companyFor(tx, s, order.companyId);
      actors.push('tmc');
    } catch (err) {
      // The company is not one this staff member reaches.
      if (!(err instanceof BizError)) throw err;
    }
  }
  if (roles.includes('supplier') && order.supplierId !== null && order.supplierId === s.companyId) {
    company ??= await scopedCompanyById(tx, s, { id: orders.id, company: orders.companyId }, order.id, {
      via: orders.supplierId,
    });
    if (company) actors.push('supplier');
  }
  return { actors, company };
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
  const { actors, company } = await actorsOf(tx, ctx, order);
  if (actors.length === 0 || !company) throw new BizError('order.errors.notFound');
  return { order, actors, company };
};

/** The one role a call acts in: the first of `wanted` the caller holds; refused when none. */
export const actingAs = (access: TOrderAccess, wanted: readonly TOrderActor[]): TOrderActor => {
  const actor = wanted.find((a) => access.actors.includes(a));
  if (!actor) throw new BizError('order.errors.actionNotAllowed');
  return actor;
};
