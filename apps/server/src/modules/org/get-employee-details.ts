import type { TEmployee } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { employeeByColumn, employeeById } from './employee-rows.ts';
import { employeeScope } from './employee-scope.ts';
import { accountColumn, normalizeAccount } from './find-user.ts';

const USER_ID_RE = /^U\d{11}$/;

/**
 * GET system/UserAccount/Details?UserAct=: one employee by user id, or by account (mobile, email or login
 * name), when the caller may see them. Someone out of reach reads exactly like someone who does not exist.
 */
export const getEmployeeDetails = async (
  ctx: TAuthedContext,
  p: { UserAct: string; CompanyID?: string | undefined },
): Promise<TEmployee> => {
  const scope = await employeeScope(ctx, ctx.db, p.CompanyID);
  const act = p.UserAct.trim();
  const found = USER_ID_RE.test(act)
    ? await employeeById(ctx.db, scope, act)
    : await employeeByColumn(ctx.db, scope, accountColumn(normalizeAccount(act)), normalizeAccount(act));
  if (!found) throw new BizError('messages.notExists');
  return found;
};
