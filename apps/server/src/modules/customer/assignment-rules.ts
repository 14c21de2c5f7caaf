import { and, eq, sql } from 'drizzle-orm';
import type { TDuty } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError, forbidden } from '../../platform/errors.ts';
import type { TSession } from '../../platform/session.ts';
import { companies, ofCompany, teamCondition, users } from '../org/index.ts';
import { canAssign, isOperator } from './staff-scope.ts';

/** Refuses callers who may not assign, and companies that are not client companies. */
export const assertAssignable = async (tx: TTx, s: TSession, companyId: string): Promise<void> => {
  if (!canAssign(s)) throw forbidden();
  const [c] = await tx.select({ type: companies.type }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (c?.type !== 'Client') throw new BizError('customer.errors.notCustomer');
};

/** A supervisor changes only reps of their own team (operators change any). */
export const assertOwnTeam = async (tx: TTx, s: TSession, userId: string): Promise<void> => {
  if (isOperator(s)) return;
  const [inTeam] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), await teamCondition(tx, s)))
    .limit(1);
  if (!inTeam) throw new BizError('customer.errors.otherTeam');
};

/**
 * A staff member the caller may make a rep of this duty: an active user of the caller's (TMC) company who
 * has that account kind, and for a supervisor, one of their team.
 */
export const assignableStaff = async (tx: TTx, s: TSession, userId: string, duty: TDuty) => {
  const [staff] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        ofCompany(users.companyId, s),
        eq(users.status, 'active'),
        sql`${duty} = any(${users.roles})`,
        isOperator(s) ? undefined : await teamCondition(tx, s),
      ),
    )
    .limit(1);
  if (!staff) throw new BizError('customer.errors.staffNotAssignable');
  return staff;
};
