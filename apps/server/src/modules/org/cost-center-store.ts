import { RoleType, costCenterResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { dropRoleGrants, uniqueInCompany } from './structure-rules.ts';
import { costCenters } from './tables.ts';

/** CostCenterInfo: codes unique in the company. */
export const costCenterBinding: TResourceBinding = {
  resource: costCenterResource,
  store: {
    table: costCenters,
    id: costCenters.id,
    owner: costCenters.companyId,
    // The desk's order data dialog picks a client's cost centre or project (assigned TMC staff, read only).
    tmcRead: true,
    columns: {
      CostCenterCode: costCenters.code,
      CostCenterName: costCenters.name,
      ManagerName: costCenters.managerName,
      Enabled: costCenters.enabled,
      Remark: costCenters.remark,
    },
    createdAt: costCenters.createdAt,
    updatedAt: costCenters.updatedAt,
    hooks: {
      beforeSave: uniqueInCompany(
        {
          table: costCenters,
          id: costCenters.id,
          company: costCenters.companyId,
          column: costCenters.code,
          key: 'code',
        },
        'structure.errors.costCenterCodeTaken',
      ),
      beforeDelete: async (s, existing) => {
        await dropRoleGrants(s.tx, s.companyId, RoleType.CostCenter, String(existing.id));
      },
    },
  },
};
