import { eq } from 'drizzle-orm';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companies } from '../org/index.ts';

/**
 * Whose city categories a call works on: the caller's company or one a TMC staff member reaches. Writing is for
 * client companies, and for the TMC's own defaults by its operators only.
 */
export const categoryOwnerFor = async (
  ctx: TAuthedContext,
  tx: TTx,
  requested: string | undefined,
  write: boolean,
): Promise<{ companyId: string; type: string }> => {
  const companyId = await ctx.tenancy.companyFor(tx, ctx.session, requested || undefined);
  const [c] = await tx.select({ type: companies.type }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const type = c?.type ?? '';
  if (write) {
    if (type === 'Tmc') {
      if (!ctx.session.ticket.Roles.includes('platform_admin'))
        throw new BizError('policy.errors.tmcDefaultsOperatorOnly');
    } else if (type !== 'Client') throw new BizError('policy.errors.notClient');
  }
  return { companyId, type };
};
