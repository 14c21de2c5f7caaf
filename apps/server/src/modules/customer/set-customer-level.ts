import type { TAuthedContext } from '../../platform/calls/types.ts';
import { reachableCustomer } from './customer-target.ts';
import { ownCompany } from '../org/index.ts';
import { findLevel } from './level-store.ts';
import { customerProfiles } from './tables.ts';

/** CompanyInfo/TradeLevelAdd: sets (or with '' clears) a client company's customer level, one of the TMC's levels. */
export const setCustomerLevel = (
  ctx: TAuthedContext,
  p: { CompanyID: string; LevelID: string },
): Promise<{ CompanyID: string; LevelID: string; LevelName: string }> =>
  ctx.db.transaction(async (tx) => {
    const companyId = await reachableCustomer(ctx, tx, p.CompanyID);
    const level = p.LevelID ? await findLevel(tx, ownCompany(ctx.session), p.LevelID) : null;
    const values = { levelId: level?.id ?? null, updatedBy: ctx.session.userId, updatedAt: ctx.clock.now() };
    await tx
      .insert(customerProfiles)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: customerProfiles.companyId, set: values });
    ctx.succeed('messages.saved');
    return { CompanyID: companyId, LevelID: level?.id ?? '', LevelName: level?.name ?? '' };
  });
