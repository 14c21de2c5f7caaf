import { and, eq } from 'drizzle-orm';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companies, ofCompany } from '../org/index.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

/** The company a policy call acts on and its name. */
export type TPolicyCompany = { companyId: TScopedCompany; companyName: string };

/**
 * The client company a travel-policy call acts on: the caller's own, or (TMC staff) one they reach. Travel rules
 * are a client company's: the TMC, suppliers and personal spaces have none.
 */
export const policyCompanyFor = async (
  ctx: TAuthedContext,
  tx: TTx,
  requested: string | undefined,
): Promise<TPolicyCompany> => {
  const companyId = await ctx.tenancy.companyFor(tx, ctx.session, requested || undefined);
  const [c] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(and(ofCompany(companies.id, companyId), eq(companies.type, 'Client')))
    .limit(1);
  if (!c) throw new BizError('policy.errors.notClient');
  return { companyId, companyName: c.name };
};
