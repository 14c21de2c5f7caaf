import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { findUserByAccount } from '../org/index.ts';
import { railCipher } from './rail-account-cipher.ts';
import { SIM_RAIL_DEMO_PASSWORD } from './rail-account-simulator.ts';
import { trainAccounts } from './tables.ts';

/** The demo employee (郑浩) has bound the simulator's demo account zhenghao12306. */
export const seedRailAccountsDemo = async (tx: TTx, deps: Pick<TDeps, 'clock' | 'config'>): Promise<void> => {
  const employee = await findUserByAccount(tx, 'employee');
  if (!employee || !deps.config.railAccountKey) return;
  const account = 'zhenghao12306';
  const now = deps.clock.now();
  await tx.insert(trainAccounts).values({
    companyId: employee.companyId,
    userId: employee.id,
    account,
    passwordEnc: railCipher(deps.config.railAccountKey).seal(SIM_RAIL_DEMO_PASSWORD, employee.id, account),
    status: 'Verified',
    validAt: now,
    createdAt: now,
    updatedAt: now,
  });
};
