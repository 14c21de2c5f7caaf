import { eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { ofCompany } from '../org/index.ts';
import { customerLevels, customerProfiles } from './tables.ts';

/** A client company's customer level (/System/Company/TradeLevelAdd), or null when it has none. */
export const customerLevelOf = async (
  tx: TTx,
  companyId: TScopedCompany,
): Promise<{ id: string; name: string } | null> => {
  const [row] = await tx
    .select({ id: customerLevels.id, name: customerLevels.name })
    .from(customerProfiles)
    .innerJoin(customerLevels, eq(customerLevels.id, customerProfiles.levelId))
    .where(ofCompany(customerProfiles.companyId, companyId))
    .limit(1);
  return row ?? null;
};
