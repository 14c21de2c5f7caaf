import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companies, ofCompany } from '../org/index.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

/**
 * The client company a TMC staff member acts on: one they reach (operator: any; supervisor: their team's;
 * rep: their own), and a client company at that (not the TMC itself, a supplier or a personal space).
 */
export const reachableCustomer = async (ctx: TAuthedContext, tx: TTx, requested: string): Promise<TScopedCompany> => {
  const companyId = await ctx.tenancy.companyFor(tx, ctx.session, requested);
  if (companyId === ctx.session.companyId) throw new BizError('customer.errors.notCustomer');
  const [c] = await tx
    .select({ type: companies.type })
    .from(companies)
    .where(ofCompany(companies.id, companyId))
    .limit(1);
  if (c?.type !== 'Client') throw new BizError('customer.errors.notCustomer');
  return companyId;
};
