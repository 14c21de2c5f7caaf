import type { TBtripCheckRequest, TBtripVerdict } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { evaluateTask, storedViolations, verdictView } from './evaluate-task.ts';
import { ownCompany } from '../org/index.ts';
import { checkTravellers, legsOf, servicesOf } from './task-input.ts';
import { peopleByIds } from './task-view.ts';

/** Task/Check: the verdict Submit would reach on this itinerary, for the form to show before submitting. */
export const checkTask = async (ctx: TAuthedContext, p: TBtripCheckRequest): Promise<TBtripVerdict> => {
  const companyId = ctx.session.companyId;
  await checkTravellers(ctx.db, ownCompany(ctx.session), p.Travellers);
  const verdict = await evaluateTask(ctx.db, ctx.clock, companyId, {
    travellers: p.Travellers,
    legs: legsOf(p.Legs),
    services: servicesOf(p.Services),
  });
  const people = await peopleByIds(ctx.db, p.Travellers);
  const names = new Map([...people].map(([id, x]) => [id, x.Name]));
  return verdictView({ ...verdict, violations: storedViolations(verdict) }, ctx.lang, names);
};
