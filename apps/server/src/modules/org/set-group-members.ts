import { and, eq, inArray } from 'drizzle-orm';
import type { GroupSetMembers } from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { findGroup, membersOf } from './list-group-members.ts';
import { refreshTicketsOf } from './refresh-tickets.ts';
import { groupMembers, userGroups, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';

/**
 * GroupInfo/SetMembers: replaces a group's members. Every one must be a person of the group's company.
 * Roles can be given to groups, so whoever joined or left gets a fresh ticket at once.
 */
export const setGroupMembers = (ctx: TAuthedContext, p: z.output<(typeof GroupSetMembers)['payload']>) =>
  ctx.db.transaction(async (tx) => {
    const companyId = await ctx.tenancy.companyFor(tx, ctx.session, p.CompanyID ?? '');
    const g = await findGroup(tx, companyId, p.GroupID);
    const wanted = [...new Set(p.UserIDs)];
    if (wanted.length) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, wanted), ofCompany(users.companyId, companyId)));
      if (found.length !== wanted.length) throw new BizError('structure.errors.memberNotInCompany');
    }
    const current = await tx
      .select({ id: groupMembers.userId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, g.id))
      .for('update');
    const was = new Set(current.map((m) => m.id));
    const want = new Set(wanted);
    const removed = [...was].filter((id) => !want.has(id));
    const added = wanted.filter((id) => !was.has(id));
    if (removed.length)
      await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, g.id), inArray(groupMembers.userId, removed)));
    if (added.length)
      await tx
        .insert(groupMembers)
        .values(added.map((userId) => ({ groupId: g.id, userId })))
        .onConflictDoNothing();
    await tx.update(userGroups).set({ updatedAt: ctx.clock.now() }).where(eq(userGroups.id, g.id));
    await refreshTicketsOf(tx, [...removed, ...added]);
    ctx.succeed('messages.updated');
    return { GroupID: g.id, Entities: await membersOf(tx, g.id) };
  });
