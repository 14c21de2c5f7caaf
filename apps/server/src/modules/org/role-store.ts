import { eq, sql } from 'drizzle-orm';
import { roleResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { roleOwners, roles } from './tables.ts';

/**
 * system/RoleInfo/List (the role resource): the roles of the caller's own company (owner `ownCompany`: the kit
 * filters by the session's company), by code; each with how many owners hold it. RoleInfo's other calls
 * (role-routes.ts) stay hand-written: saving checks the grantable actions and rebuilds the company's tickets.
 */
export const roleBinding: TResourceBinding = {
  resource: roleResource,
  store: {
    table: roles,
    id: roles.id,
    owner: roles.companyId,
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
      // The category when asked.
      listWhere: (_s, p) => (p.RoleCategory === undefined ? undefined : eq(roles.category, Number(p.RoleCategory))),
    },
  },
};
