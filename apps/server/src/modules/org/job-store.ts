import { and, count, eq } from 'drizzle-orm';
import { RoleType, jobResource } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { dropRoleGrants, uniqueInCompany } from './structure-rules.ts';
import { jobs, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';

/** JobInfo: names unique in the company; a job that people still hold cannot be deleted. */
export const jobBinding: TResourceBinding = {
  resource: jobResource,
  store: {
    table: jobs,
    id: jobs.id,
    owner: jobs.companyId,
    columns: { JobName: jobs.name, JobLevel: jobs.level, Remark: jobs.remark },
    createdAt: jobs.createdAt,
    updatedAt: jobs.updatedAt,
    hooks: {
      beforeSave: uniqueInCompany(
        { table: jobs, id: jobs.id, company: jobs.companyId, column: jobs.name, key: 'name' },
        'structure.errors.jobNameTaken',
      ),
      beforeDelete: async (s, existing) => {
        const id = String(existing.id);
        const [held] = await s.tx
          .select({ n: count() })
          .from(users)
          .where(and(ofCompany(users.companyId, s.companyId), eq(users.jobId, id)));
        if (Number(held?.n ?? 0) > 0) throw new BizError('structure.errors.jobInUse');
        await dropRoleGrants(s.tx, s.companyId, RoleType.Jobs, id);
      },
    },
  },
};
