import { feeItemOut, type TLevelCharge, type TServiceFeeItem } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { findLevel } from '../customer/index.ts';
import { ownCompany } from '../org/index.ts';
import { feeSetOf, saveFeeSet } from './fee-sets.ts';

// A customer level's default fees: the platform operator's, next to the levels themselves (/CustomerLevel). Levels
// are the TMC's own, so the level must be one of the caller's company.

const levelChargeOf = async (tx: TTx, level: { id: string; name: string }): Promise<TLevelCharge> => {
  const set = await feeSetOf(tx, 'Level', level.id);
  return { LevelID: level.id, LevelName: level.name, Items: set.items.map(feeItemOut), Version: set.version };
};

/** Charge/LevelDetails. */
export const getLevelCharges = async (ctx: TAuthedContext, p: { LevelID: string }): Promise<TLevelCharge> =>
  levelChargeOf(ctx.db, await findLevel(ctx.db, ownCompany(ctx.session), p.LevelID));

/** Charge/LevelUpdate: replaces a level's defaults from the version read. */
export const updateLevelCharges = (
  ctx: TAuthedContext,
  p: { LevelID: string; Items: TServiceFeeItem[]; Version: number },
): Promise<TLevelCharge> =>
  ctx.db.transaction(async (tx) => {
    const level = await findLevel(tx, ownCompany(ctx.session), p.LevelID);
    await saveFeeSet(tx, 'Level', level.id, p.Version, p.Items, { userId: ctx.session.userId, now: ctx.clock.now() });
    ctx.succeed('messages.saved');
    return levelChargeOf(tx, level);
  });
