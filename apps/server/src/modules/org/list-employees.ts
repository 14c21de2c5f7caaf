import { PAGE_SIZE_MAX, type TEmployeeListRequest } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { employeeFilter, employeePage } from './employee-rows.ts';
import { employeeScope } from './employee-scope.ts';

/** system/UserAccount/List: a page of the company's employees within the caller's data range. */
export const listEmployees = async (ctx: TAuthedContext, p: TEmployeeListRequest) => {
  const scope = await employeeScope(ctx, ctx.db, p.CompanyID);
  const PageSize = Math.min(p.PageSize, PAGE_SIZE_MAX);
  const page = await employeePage(ctx.db, {
    where: await employeeFilter(ctx.db, scope, p),
    PageNo: p.PageNo,
    PageSize,
    SortField: p.SortField,
    SortOrder: p.SortOrder,
  });
  return { ...page, PageNo: p.PageNo, PageSize };
};
