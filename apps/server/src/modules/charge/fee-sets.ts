import { and, eq, or } from 'drizzle-orm';
import { effectiveFees, type TServiceFeeItem } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText } from '../../platform/db/statement.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { customerLevelOf } from '../customer/index.ts';
import { serviceFeeSets, type TFeeOwnerKind } from './tables.ts';

/** A stored list and its version (0 when there is none yet). */
export type TFeeSet = { items: TServiceFeeItem[]; version: number };

const NONE: TFeeSet = { items: [], version: 0 };

/** The list of a level or a company. */
export const feeSetOf = async (tx: TTx, kind: TFeeOwnerKind, ownerId: string): Promise<TFeeSet> => {
  const [row] = await tx
    .select({ items: serviceFeeSets.items, version: serviceFeeSets.version })
    .from(serviceFeeSets)
    .where(and(eq(serviceFeeSets.ownerKind, kind), eq(serviceFeeSets.ownerId, ownerId)))
    .limit(1);
  return row ?? NONE;
};

/**
 * Replaces a list by compare-and-set: from version 0 it is created (once), otherwise it is changed only while it is
 * still at the version the caller read. A change in between refuses with charge.errors.stale. Returns the new version.
 */
export const saveFeeSet = async (
  tx: TTx,
  kind: TFeeOwnerKind,
  ownerId: string,
  from: number,
  items: TServiceFeeItem[],
  by: { userId: string; now: Date },
): Promise<number> => {
  const values = { items, updatedBy: by.userId, updatedAt: by.now };
  const [row] =
    from === 0
      ? await tx
          .insert(serviceFeeSets)
          .values({ ownerKind: kind, ownerId, ...values, version: 1 })
          .onConflictDoNothing()
          .returning({ version: serviceFeeSets.version })
      : await tx
          .update(serviceFeeSets)
          .set({ ...values, version: from + 1 })
          .where(
            and(
              eq(serviceFeeSets.ownerKind, kind),
              eq(serviceFeeSets.ownerId, ownerId),
              eq(serviceFeeSets.version, from),
            ),
          )
          .returning({ version: serviceFeeSets.version });
  if (!row) throw new BizError('charge.errors.stale');
  return row.version;
};

/** A company's own list, its customer level and the level's list: everything its effective fees come from. */
export const companyFeeSources = async (tx: TTx, companyId: TScopedCompany) => {
  const level = await customerLevelOf(tx, companyId);
  const rows = await tx
    .select()
    .from(serviceFeeSets)
    .where(
      or(
        and(eq(serviceFeeSets.ownerKind, 'Company'), eq(serviceFeeSets.ownerId, companyId)),
        level ? and(eq(serviceFeeSets.ownerKind, 'Level'), eq(serviceFeeSets.ownerId, level.id)) : undefined,
      ),
    );
  const of = (kind: TFeeOwnerKind): TFeeSet => {
    const r = rows.find((x) => x.ownerKind === kind);
    return r ? { items: r.items, version: r.version } : NONE;
  };
  return { level, own: of('Company'), levelSet: level ? of('Level') : NONE };
};

/**
 * A company's own service fee items and its customer level's, as one JSON object (a scalar subquery; `company` names
 * its parameter), and its reader: the effective fees (its own item for a service and scene, else its level's, else
 * none: free).
 */
export const serviceFeesJson = (company: string): string =>
  `json_build_object(
    'own', (SELECT f.items FROM service_fee_sets f WHERE f.owner_kind = 'Company' AND f.owner_id = ${company}),
    'level', (SELECT f.items FROM customer_profiles p
                JOIN customer_levels l ON l.id = p.level_id
                JOIN service_fee_sets f ON f.owner_kind = 'Level' AND f.owner_id = l.id
               WHERE p.company_id = ${company} LIMIT 1))`;
export const readServiceFeesJson = (json: unknown): (TServiceFeeItem & { source: 'Company' | 'Level' })[] => {
  const j = json as { own: TServiceFeeItem[] | null; level: TServiceFeeItem[] | null };
  return effectiveFees(j.own ?? [], j.level ?? []);
};

const FEES = sqlText(`SELECT ${serviceFeesJson('$1')} AS "fees"`);
/**
 * The effective service fees of a company, for the booking issues. Compute a fee with `serviceFeeFor(items, …)`
 * from contracts. Pass the booking's transaction to read them in it.
 */
export const serviceFeesOf = async (
  tx: TTx,
  companyId: string,
): Promise<(TServiceFeeItem & { source: 'Company' | 'Level' })[]> => {
  const [row] = await runSql(tx, FEES, [companyId]);
  return readServiceFeesJson(row!['fees']);
};
