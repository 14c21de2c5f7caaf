import { asc } from 'drizzle-orm';
import type { TTripRuleOptions } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { departments, jobs, ofCompany } from '../org/index.ts';
import { effectiveCategories, sortedForDisplay } from './city-categories.ts';
import { policyCompanyFor } from './policy-company.ts';

/** TripRule/Options: the company's jobs (levels), departments and city categories for the rule editor. */
export const tripRuleOptions = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined },
): Promise<TTripRuleOptions> => {
  const { companyId, companyName } = await policyCompanyFor(ctx, ctx.db, p.CompanyID);
  const [jobRows, deptRows, cats] = await Promise.all([
    ctx.db
      .select({ JobName: jobs.name, JobLevel: jobs.level })
      .from(jobs)
      .where(ofCompany(jobs.companyId, companyId))
      .orderBy(asc(jobs.level), asc(jobs.name)),
    ctx.db
      .select({ id: departments.id, name: departments.name, parentId: departments.parentId, path: departments.path })
      .from(departments)
      .where(ofCompany(departments.companyId, companyId))
      .orderBy(asc(departments.path), asc(departments.orderBy)),
    effectiveCategories(ctx.db, companyId),
  ]);
  return {
    CompanyID: companyId,
    CompanyName: companyName,
    Jobs: jobRows,
    Departments: deptRows.map((d) => ({
      DepartmentID: d.id,
      DepartmentName: d.name,
      ParentID: d.parentId ?? '',
      Path: d.path,
    })),
    CityCategories: sortedForDisplay(cats).map(({ row }) => ({
      Code: row.code,
      Name: row.name,
      NameEn: row.nameEn,
      IsDefault: row.isDefault,
      International: row.international,
    })),
  };
};
