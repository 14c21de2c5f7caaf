import { eq } from 'drizzle-orm';
import { sortFeeItems, type TServiceFeeItem } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { customerLevels } from '../customer/index.ts';
import { users } from '../org/index.ts';
import { serviceFeeSets } from './tables.ts';

const fixed = (
  service: TServiceFeeItem['service'],
  scene: TServiceFeeItem['scene'],
  yuan: number,
  per: TServiceFeeItem['per'] = 'Unit',
): TServiceFeeItem => ({ service, scene, mode: 'Fixed', per, amountFen: yuan * 100, rateBp: 0, minFen: 0, maxFen: 0 });

/** The standard level: ¥5 a train ticket, ¥30 a flight ticket, hotels free, refunds and changes charged. */
const STANDARD: TServiceFeeItem[] = [
  fixed('train', 'booking', 5),
  fixed('train', 'refund', 5),
  fixed('train', 'change', 5),
  fixed('flight', 'booking', 30),
  fixed('flight', 'refund', 20),
  fixed('flight', 'change', 20),
  fixed('intlFlight', 'booking', 100),
  fixed('hotel', 'booking', 0, 'Order'),
  // International hotels: 3 % of the order, at least ¥20, at most ¥200.
  {
    service: 'intlHotel',
    scene: 'booking',
    mode: 'Percent',
    per: 'Order',
    amountFen: 0,
    rateBp: 300,
    minFen: 2000,
    maxFen: 20000,
  },
];

/** VIP customers pay less. */
const VIP: TServiceFeeItem[] = [
  fixed('train', 'booking', 3),
  fixed('train', 'refund', 3),
  fixed('train', 'change', 3),
  fixed('flight', 'booking', 20),
  fixed('flight', 'refund', 10),
  fixed('flight', 'change', 10),
  fixed('intlFlight', 'booking', 80),
  fixed('hotel', 'booking', 0, 'Order'),
];

/** Demo data: the default fees of the demo customer levels (STD, VIP); no company has fees of its own. */
export const seedChargeDemo = async (tx: TTx, deps: Pick<TDeps, 'clock'>): Promise<void> => {
  const [op] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.loginName, 'operator'));
  if (!op) return;
  const levels = await tx
    .select({ id: customerLevels.id, code: customerLevels.code })
    .from(customerLevels)
    .where(eq(customerLevels.companyId, op.companyId));
  const byCode: Record<string, TServiceFeeItem[]> = { STD: STANDARD, VIP };
  const now = deps.clock.now();
  const rows = levels.flatMap((l) => {
    const items = byCode[l.code];
    return items ? [{ ownerKind: 'Level' as const, ownerId: l.id, items: sortFeeItems(items), updatedAt: now }] : [];
  });
  if (rows.length > 0) await tx.insert(serviceFeeSets).values(rows);
};
