import { projectResource } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { uniqueInCompany } from './structure-rules.ts';
import { projects } from './tables.ts';

const uniqueCode = uniqueInCompany(
  { table: projects, id: projects.id, company: projects.companyId, column: projects.code, key: 'code' },
  'structure.errors.projectCodeTaken',
);

/** ProjectInfo: codes unique in the company; the end date is not before the start date. */
export const projectBinding: TResourceBinding = {
  resource: projectResource,
  store: {
    table: projects,
    id: projects.id,
    owner: projects.companyId,
    // The desk's order data dialog picks a client's cost centre or project (assigned TMC staff, read only).
    tmcRead: true,
    columns: {
      ProjectCode: projects.code,
      ProjectName: projects.name,
      StartDate: projects.startDate,
      EndDate: projects.endDate,
      Enabled: projects.enabled,
      Remark: projects.remark,
    },
    createdAt: projects.createdAt,
    updatedAt: projects.updatedAt,
    hooks: {
      beforeSave: async (s, values, existing) => {
        const start = 'startDate' in values ? values.startDate : existing?.startDate;
        const end = 'endDate' in values ? values.endDate : existing?.endDate;
        // yyyy-MM-dd strings compare as dates.
        if (typeof start === 'string' && typeof end === 'string' && start && end && end < start)
          throw new BizError('structure.errors.projectDates');
        await uniqueCode(s, values, existing);
      },
    },
  },
};
