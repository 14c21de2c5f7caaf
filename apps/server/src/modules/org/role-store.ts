import { and, eq, sql } from 'drizzle-orm';
import { roleResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { roleOwners, roles } from './tables.ts';
import { ofCompany } from './tenancy.ts';

/**
 * system/RoleInfo/List (the role resource): the roles of the caller's own company, by code; each with how many
 * owners hold it. RoleInfo's other calls (role-routes.ts) stay hand-written: saving checks the grantable actions and
 * rebuilds the company's tickets.
 */
export const roleBinding: TResourceBinding = {
  resource: roleResource,
  store: {
    table: roles,
    id: roles.id,
    columns: {
      RoleCode: roles.code,
      RoleName: roles.name,
      RoleNameEn: roles.nameEn,
      RoleCategory: roles.category,
      DataRange: roles.dataRange,
      ActionCodes: roles.actionCodes,
      Remark: roles.remark,
      OwnerCount: sql<number>`(select count(*)::int from ${roleOwners} where ${roleOwners.roleId} = ${roles.id})`,
    },
    createdAt: roles.createdAt,
    updatedAt: roles.updatedAt,
    hooks: {
      // The session's company (the payload names none), and the category when asked.
      listWhere: (s, p) => {
        const own = ofCompany(roles.companyId, s.ctx.session);
        return p.RoleCategory === undefined ? own : and(own, eq(roles.category, Number(p.RoleCategory)));
      },
    },
  },
};
