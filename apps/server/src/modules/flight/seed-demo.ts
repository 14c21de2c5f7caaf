import { eq } from 'drizzle-orm';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { users } from '../org/index.ts';
import { flightClientCodes } from './tables.ts';

/** Demo data: the demo client company's agreement codes with CA, MU and CZ (its agreement fares in the search). */
export const seedFlightDemo = async (tx: TTx, deps: Pick<TDeps, 'clock'>): Promise<void> => {
  const [admin] = await tx
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.loginName, 'admin'))
    .limit(1);
  if (!admin?.companyId) return;
  const now = deps.clock.now();
  await tx.insert(flightClientCodes).values(
    ['CA', 'MU', 'CZ'].map((airline) => ({
      companyId: admin.companyId!,
      airline,
      code: `${airline}-DEMO-01`,
      remark: '',
      enabled: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
};
