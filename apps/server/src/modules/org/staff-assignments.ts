import { and, eq, sql } from 'drizzle-orm';
import type { TDuty } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { staffAssignments } from './tables.ts';

// A client company's reps (service, sales): the only reads and writes of staff_assignments outside tenancy.ts. The
// customer module hands customers out through these; the tenancy reads them (ADR 0034).

/** The current rep of a duty, locked for this transaction; null when the duty is free. */
export const currentRep = async (tx: TTx, companyId: string, duty: TDuty): Promise<string | null> => {
  const [row] = await tx
    .select({ staff: staffAssignments.staffUserId })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.companyId, companyId), eq(staffAssignments.duty, duty)))
    .for('update')
    .limit(1);
  return row?.staff ?? null;
};

/**
 * Makes `to` the rep of a duty, compare-and-set on the current rep `from` (null: the duty is free). False when
 * somebody changed it in between.
 */
export const setRep = async (
  tx: TTx,
  a: { companyId: string; duty: TDuty; from: string | null; to: string; now: Date },
): Promise<boolean> => {
  const changed = a.from
    ? await tx
        .update(staffAssignments)
        .set({ staffUserId: a.to, createdAt: a.now })
        .where(
          and(
            eq(staffAssignments.companyId, a.companyId),
            eq(staffAssignments.duty, a.duty),
            eq(staffAssignments.staffUserId, a.from),
          ),
        )
        .returning({ id: staffAssignments.companyId })
    : await tx
        .insert(staffAssignments)
        .values({ companyId: a.companyId, duty: a.duty, staffUserId: a.to, createdAt: a.now })
        .onConflictDoNothing()
        .returning({ id: staffAssignments.companyId });
  return changed.length > 0;
};

/** Frees a duty, compare-and-set on its current rep. False when somebody changed it in between. */
export const clearRep = async (tx: TTx, a: { companyId: string; duty: TDuty; from: string }): Promise<boolean> => {
  const removed = await tx
    .delete(staffAssignments)
    .where(
      and(
        eq(staffAssignments.companyId, a.companyId),
        eq(staffAssignments.duty, a.duty),
        eq(staffAssignments.staffUserId, a.from),
      ),
    )
    .returning({ id: staffAssignments.companyId });
  return removed.length > 0;
};

/**
 * Each company's reps, one row per company with a rep: a sub-query to left-join on `companyId` (the customer list).
 * `serviceUserId` or `salesUserId` is null when that duty is free.
 */
export const repsOfCompanies = (tx: TTx) =>
  tx
    .select({
      companyId: staffAssignments.companyId,
      serviceUserId: sql<
        string | null
      >`max(case when ${staffAssignments.duty} = 'service' then ${staffAssignments.staffUserId} end)`.as(
        'service_user_id',
      ),
      salesUserId: sql<
        string | null
      >`max(case when ${staffAssignments.duty} = 'sales' then ${staffAssignments.staffUserId} end)`.as('sales_user_id'),
    })
    .from(staffAssignments)
    .groupBy(staffAssignments.companyId)
    .as('reps');
