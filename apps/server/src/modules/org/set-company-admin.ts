import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { refreshTicketsOf } from './refresh-tickets.ts';
import { companies, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

const ADMIN = 'company_admin';

// The roles of someone who loses company authority: the others they hold, or employee when none is left.
const withoutAdmin = sql`case when cardinality(array_remove(${users.roles}, ${ADMIN})) = 0
  then array['employee']::text[] else array_remove(${users.roles}, ${ADMIN}) end`;
// The roles of the receiver: company_admin replaces employee (it covers it); approver or finance stay.
const withAdmin = sql`array_append(array_remove(array_remove(${users.roles}, 'employee'), ${ADMIN}), ${ADMIN})`;
const isAdmin = sql`${ADMIN} = any(${users.roles})`;

export type TNewAdmin = { UserID: string; UserName: string };

/**
 * Moves company authority (spec section 6) to `receiverId`, in the caller's transaction. With `giverId`
 * (a handover) that administrator must still hold it and is the one who loses it; without (TMC staff
 * set the administrator) every current administrator loses it. The company row is locked first, so
 * changes of one company's authority take turns, and the giver's loss is a compare-and-set: of two
 * handovers racing each other exactly one applies. Every open session of both sides is renewed at once.
 */
export const setCompanyAdmin = async (
  tx: TTx,
  a: { companyId: TScopedCompany; receiverId: string; giverId?: string },
): Promise<TNewAdmin> => {
  const [company] = await tx
    .select({ type: companies.type, status: companies.status })
    .from(companies)
    .where(ofCompany(companies.id, a.companyId))
    .for('update');
  if (!company) throw new BizError('messages.notExists');
  // Only client companies have an administrator; the TMC's and suppliers' people have kinds of their own.
  if (company.type !== 'Client' || company.status !== 'active') throw new BizError('company.errors.notClient');

  const [receiver] = await tx
    .select({ id: users.id, name: users.name, roles: users.roles, status: users.status })
    .from(users)
    .where(and(eq(users.id, a.receiverId), ofCompany(users.companyId, a.companyId)))
    .limit(1);
  if (!receiver || receiver.status !== 'active') throw new BizError('company.errors.receiverInvalid');
  if (receiver.roles.includes(ADMIN)) throw new BizError('company.errors.alreadyAdmin');

  const demoted = await tx
    .update(users)
    .set({ roles: withoutAdmin })
    .where(
      and(
        ofCompany(users.companyId, a.companyId),
        isAdmin,
        a.giverId === undefined ? undefined : eq(users.id, a.giverId),
      ),
    )
    .returning({ id: users.id });
  // The giver no longer holds authority: another handover got there first.
  if (a.giverId !== undefined && demoted.length === 0) throw new BizError('company.errors.notAdmin');

  const promoted = await tx
    .update(users)
    .set({ roles: withAdmin })
    .where(and(eq(users.id, receiver.id), ofCompany(users.companyId, a.companyId), eq(users.status, 'active')))
    .returning({ id: users.id });
  if (promoted.length === 0) throw new BizError('company.errors.receiverInvalid');

  await refreshTicketsOf(tx, [...demoted.map((d) => d.id), receiver.id]);
  return { UserID: receiver.id, UserName: receiver.name };
};
