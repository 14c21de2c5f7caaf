import { and, eq } from 'drizzle-orm';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { policyCompanyFor } from './policy-company.ts';
import { tripRules } from './tables.ts';
import { ofCompany } from '../org/index.ts';

/** TripRule/Delete. */
export const deleteTripRule = async (
  ctx: TAuthedContext,
  p: { id: string; CompanyID?: string | undefined },
): Promise<boolean> =>
  ctx.db.transaction(async (tx) => {
    const { companyId } = await policyCompanyFor(ctx, tx, p.CompanyID);
    const gone = await tx
      .delete(tripRules)
      .where(and(eq(tripRules.id, p.id), ofCompany(tripRules.companyId, companyId)))
      .returning({ id: tripRules.id });
    if (gone.length === 0) throw new BizError('messages.notExists');
    ctx.succeed('messages.deleted');
    return true;
  });
