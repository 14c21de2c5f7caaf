import type { TDuty } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { clearRep, currentRep } from '../org/index.ts';
import { assertAssignable, assertOwnTeam } from './assignment-rules.ts';

/** Employee/UnassignCustomer: frees a customer's service or sales rep (operators; supervisors for their team's reps). */
export const unassignCustomer = (ctx: TAuthedContext, p: { CompanyID: string; Duty: TDuty }): Promise<boolean> =>
  ctx.db.transaction(async (tx) => {
    const s = ctx.session;
    await assertAssignable(tx, s, p.CompanyID);
    const current = await currentRep(tx, p.CompanyID, p.Duty);
    if (!current) throw new BizError('customer.errors.notAssigned');
    await assertOwnTeam(tx, s, current);
    const removed = await clearRep(tx, { companyId: p.CompanyID, duty: p.Duty, from: current });
    if (!removed) throw new BizError('customer.errors.assignmentChanged');
    ctx.succeed('customer.messages.unassigned');
    return true;
  });
