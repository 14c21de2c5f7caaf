import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TDbValues, THookScope } from '../../platform/resource/crud.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { roleOwners } from './tables.ts';
import { ofCompany } from './tenancy.ts';

// Rules shared by the company's structure lists (jobs, groups, cost centres, projects).

/**
 * Refuses a value already used by another row of the company (a name or a code); `key` is the value's column
 * key, and rows have their id at `id`. The unique index holds it too; checking first gives the user a clear
 * message instead of a failed transaction.
 */
export const uniqueInCompany =
  (t: { table: PgTable; id: PgColumn; company: PgColumn; column: PgColumn; key: string }, message: string) =>
  async (s: THookScope, values: TDbValues, existing: TDbValues | null): Promise<void> => {
    const v = values[t.key] ?? existing?.[t.key];
    if (typeof v !== 'string' || !v) return;
    const rows = await s.tx
      .select({ id: t.id })
      .from(t.table)
      .where(
        and(ofCompany(t.company, s.companyId), eq(t.column, v), existing ? ne(t.id, String(existing.id)) : undefined),
      )
      .limit(1);
    if (rows.length) throw new BizError(message);
  };

/** Drops the role grants of an owner that is being deleted (a job, group, department or cost centre). */
export const dropRoleGrants = (tx: TTx, companyId: TScopedCompany, ownerType: number, ownerId: string) =>
  tx
    .delete(roleOwners)
    .where(
      and(
        ofCompany(roleOwners.companyId, companyId),
        eq(roleOwners.ownerType, ownerType),
        eq(roleOwners.ownerId, ownerId),
      ),
    );
