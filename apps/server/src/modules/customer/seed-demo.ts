import { eq } from 'drizzle-orm';
import { ALL_SERVICE_IDS, ServiceType } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { setRep, users } from '../org/index.ts';
import { setDefaultSupplier } from './service-suppliers.ts';
import { companyServices, customerLevels, customerProfiles } from './tables.ts';

const userOf = async (tx: TTx, login: string) => {
  const [u] = await tx
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.loginName, login))
    .limit(1);
  return u;
};

/**
 * Demo data: two customer levels of the TMC; the demo client company has every service, the level VIP,
 * and the demo `service` and `sales` accounts as its reps; the demo supplier company fulfils trains by default.
 */
export const seedCustomerDemo = async (tx: TTx, deps: Pick<TDeps, 'clock'>): Promise<void> => {
  // The TMC is the operator's company, the demo client company the demo administrator's.
  const tmc = (await userOf(tx, 'operator'))?.companyId;
  const client = (await userOf(tx, 'admin'))?.companyId;
  if (!tmc || !client) return;
  const now = deps.clock.now();
  const levels = await tx
    .insert(customerLevels)
    .values([
      { companyId: tmc, code: 'STD', name: '标准客户', discount: 100, orderBy: 1, createdAt: now, updatedAt: now },
      { companyId: tmc, code: 'VIP', name: 'VIP 客户', discount: 95, orderBy: 2, createdAt: now, updatedAt: now },
    ])
    .returning({ id: customerLevels.id, code: customerLevels.code });
  const vip = levels.find((l) => l.code === 'VIP')!.id;
  await tx.insert(customerProfiles).values({ companyId: client, levelId: vip, updatedAt: now });
  await tx
    .insert(companyServices)
    .values(ALL_SERVICE_IDS.map((serviceId) => ({ companyId: client, serviceId, createdAt: now })));
  for (const duty of ['service', 'sales'] as const) {
    const staff = await userOf(tx, duty);
    if (staff) await setRep(tx, { companyId: client, duty, from: null, to: staff.id, now });
  }
  const supplier = (await userOf(tx, 'supplier'))?.companyId;
  if (supplier) await setDefaultSupplier(tx, { service: ServiceType.Train, supplierId: supplier, now });
};
