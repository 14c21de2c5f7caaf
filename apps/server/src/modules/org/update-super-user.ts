import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { setCompanyAdmin, type TNewAdmin } from './set-company-admin.ts';

/**
 * ServiceInfo/UpdateSuperUser: TMC staff who serve a client company (the operator, or the staff assigned
 * to it) make one of its people the administrator; whoever held it becomes an employee.
 */
export const updateSuperUser = async (
  ctx: TAuthedContext,
  p: { CompanyID: string; UserID: string },
): Promise<TNewAdmin & { CompanyID: string }> => {
  const own = ctx.session.ticket.CompanyID;
  const companyId = await ctx.tenancy.companyFor(ctx.db, ctx.session, p.CompanyID);
  // Staff act on their customers here, not on their own company.
  if (companyId === own) throw new BizError('company.errors.notClient');
  const admin = await ctx.db.transaction((tx) => setCompanyAdmin(tx, { companyId, receiverId: p.UserID }));
  ctx.succeed('company.messages.superUserSet');
  return { CompanyID: companyId, ...admin };
};
