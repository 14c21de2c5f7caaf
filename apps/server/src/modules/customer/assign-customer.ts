import type { TDuty } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { currentRep, setRep } from '../org/index.ts';
import { assertAssignable, assertOwnTeam, assignableStaff } from './assignment-rules.ts';

type TAssignment = { CompanyID: string; Duty: TDuty; StaffUserID: string; StaffUserName: string };

/**
 * Employee/AssignCustomer: makes a staff member a customer's service or sales rep. Operators assign anyone;
 * a supervisor assigns their team's staff to a free customer or to one their team already serves. The
 * change is a compare-and-set on the current rep, so two people handing out the same customer cannot both win.
 */
export const assignCustomer = (
  ctx: TAuthedContext,
  p: { CompanyID: string; Duty: TDuty; StaffUserID: string },
): Promise<TAssignment> =>
  ctx.db.transaction(async (tx) => {
    const s = ctx.session;
    await assertAssignable(tx, s, p.CompanyID);
    const staff = await assignableStaff(tx, s, p.StaffUserID, p.Duty);
    const current = await currentRep(tx, p.CompanyID, p.Duty);
    if (current) await assertOwnTeam(tx, s, current);
    const result = { CompanyID: p.CompanyID, Duty: p.Duty, StaffUserID: staff.id, StaffUserName: staff.name };
    ctx.succeed('customer.messages.assigned');
    if (current === staff.id) return result;
    const changed = await setRep(tx, {
      companyId: p.CompanyID,
      duty: p.Duty,
      from: current,
      to: staff.id,
      now: ctx.clock.now(),
    });
    if (!changed) throw new BizError('customer.errors.assignmentChanged');
    return result;
  });
