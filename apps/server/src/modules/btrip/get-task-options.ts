import { and, asc, eq } from 'drizzle-orm';
import { TripApprovalRule, type TBtripOptions } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { companyConfig, costCenters, ofCompany } from '../org/index.ts';
import { peopleByIds } from './task-view.ts';

/**
 * Task/Options: the cost centres the application form offers in the caller's company (people without the
 * organisation actions cannot list them otherwise), and the switches that apply to it. Projects are searched as one
 * types, with Project/List.
 */
export const getTaskOptions = async (ctx: TAuthedContext): Promise<TBtripOptions> => {
  const { companyId, userId } = ctx.session;
  const [config, centres, me] = await Promise.all([
    companyConfig(ctx.db, companyId),
    ctx.db
      .select({ CostCenterID: costCenters.id, Code: costCenters.code, Name: costCenters.name })
      .from(costCenters)
      .where(and(ofCompany(costCenters.companyId, ctx.session), eq(costCenters.enabled, true)))
      .orderBy(asc(costCenters.code)),
    peopleByIds(ctx.db, [userId]),
  ]);
  const purposeDisabled = config.has(TripApprovalRule.TravelPurposeDisabled);
  return {
    Me: me.get(userId) ?? { UserID: userId, Name: ctx.session.ticket.UserName, DepartmentName: '' },
    CostCenters: centres,
    PurposeRequired: config.travelPurposeRequired && !purposeDisabled,
    PurposeDisabled: purposeDisabled,
    CostCenterRequired: config.costCenterRequired,
    ProjectRequired: config.projectRequired,
    SelfOnly: config.has(TripApprovalRule.BookForOthersDisabled),
  };
};
