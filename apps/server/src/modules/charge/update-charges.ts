import type { TChargeList, TChargeUpdateRequest } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { chargeCompanyFor } from './charge-company.ts';
import { saveFeeSet } from './fee-sets.ts';
import { chargeListOf } from './list-charges.ts';

/**
 * Charge/Update: TMC staff replace the own items of a client company they reach, from the version they read. No
 * items resets the company to its customer level's defaults.
 */
export const updateCharges = (ctx: TAuthedContext, p: TChargeUpdateRequest): Promise<TChargeList> =>
  ctx.db.transaction(async (tx) => {
    const company = await chargeCompanyFor(ctx, tx, p.CompanyID, true);
    await saveFeeSet(tx, 'Company', company.companyId, p.Version, p.Items, {
      userId: ctx.session.userId,
      now: ctx.clock.now(),
    });
    ctx.succeed(p.Items.length === 0 ? 'charge.messages.reset' : 'messages.saved');
    return chargeListOf(ctx, tx, company);
  });
