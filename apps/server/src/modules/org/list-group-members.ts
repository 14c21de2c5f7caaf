import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GroupMembers } from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { selectPeople, toPerson } from './list-people.ts';
import { groupMembers, userGroups, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

/** A group of this company, or "does not exist". */
export const findGroup = async (tx: TTx, companyId: TScopedCompany, groupId: string): Promise<{ id: string }> => {
  const [g] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.id, groupId), ofCompany(userGroups.companyId, companyId)))
    .limit(1);
  if (!g) throw new BizError('messages.notExists');
  return g;
};

/** The members of a group as pickers show them, by name. */
export const membersOf = async (tx: TTx, groupId: string) => {
  const rows = await selectPeople(tx)
    .where(
      inArray(
        users.id,
        tx.select({ id: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, groupId)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map(toPerson);
};

/** GroupInfo/Members. */
export const listGroupMembers = async (ctx: TAuthedContext, p: z.output<(typeof GroupMembers)['payload']>) => {
  const companyId = await ctx.tenancy.companyFor(ctx.db, ctx.session, p.CompanyID ?? '');
  const g = await findGroup(ctx.db, companyId, p.GroupID);
  return { GroupID: g.id, Entities: await membersOf(ctx.db, g.id) };
};
