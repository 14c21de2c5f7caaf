import { count, eq, inArray } from 'drizzle-orm';
import { RoleType, groupResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { refreshTicketsOf } from './refresh-tickets.ts';
import { dropRoleGrants, uniqueInCompany } from './structure-rules.ts';
import { groupMembers, userGroups } from './tables.ts';

/** GroupInfo: names unique in the company; rows carry MemberCount; deleting a group takes its roles from its members. */
export const groupBinding: TResourceBinding = {
  resource: groupResource,
  store: {
    table: userGroups,
    id: userGroups.id,
    owner: userGroups.companyId,
    columns: { GroupName: userGroups.name, Remark: userGroups.remark },
    createdAt: userGroups.createdAt,
    updatedAt: userGroups.updatedAt,
    hooks: {
      beforeSave: uniqueInCompany(
        { table: userGroups, id: userGroups.id, company: userGroups.companyId, column: userGroups.name, key: 'name' },
        'structure.errors.groupNameTaken',
      ),
      beforeDelete: async (s, existing) => {
        const id = String(existing.id);
        await dropRoleGrants(s.tx, s.companyId, RoleType.Group, id);
        const gone = await s.tx
          .delete(groupMembers)
          .where(eq(groupMembers.groupId, id))
          .returning({ userId: groupMembers.userId });
        await refreshTicketsOf(
          s.tx,
          gone.map((m) => m.userId),
        );
      },
      decorate: async (s, rows) => {
        const ids = rows.map((r) => String(r.GroupID));
        if (!ids.length) return;
        const counts = await s.tx
          .select({ id: groupMembers.groupId, n: count() })
          .from(groupMembers)
          .where(inArray(groupMembers.groupId, ids))
          .groupBy(groupMembers.groupId);
        const by = new Map(counts.map((c) => [c.id, Number(c.n)]));
        for (const r of rows) r.MemberCount = by.get(String(r.GroupID)) ?? 0;
      },
    },
  },
};
