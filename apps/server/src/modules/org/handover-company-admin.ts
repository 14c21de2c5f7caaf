import type { z } from 'zod';
import type { ZHandoverRequest } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { assertUnderLimits, hitRateLimits, type TRateRule } from '../../platform/rate-limit.ts';
import { findUserById } from './find-user.ts';
import { verifyPassword } from './password.ts';
import { setCompanyAdmin, type TNewAdmin } from './set-company-admin.ts';

/** Wrong passwords on a handover, per administrator: 5 in 15 minutes. */
const passwordRules = (userId: string): TRateRule[] => [
  { bucket: `handover:user:${userId}`, max: 5, windowSeconds: 15 * 60 },
];

/**
 * CompanyInfo/Handover: the administrator hands company authority to a colleague, confirmed with their
 * own password. The receiver becomes administrator and the giver an employee, in every open session.
 */
export const handoverCompanyAdmin = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZHandoverRequest>,
): Promise<TNewAdmin & { CompanyID: string }> => {
  const { userId } = ctx.session;
  const companyId = ctx.session.ticket.CompanyID;
  if (p.ReceiverID === userId) throw new BizError('company.errors.receiverIsSelf');
  const rules = passwordRules(userId);
  await assertUnderLimits(ctx.db, ctx.clock, rules);
  const me = await findUserById(ctx.db, userId);
  // scrypt runs before the transaction opens, so the company row is not held while it works.
  if (!me || !(await verifyPassword(p.Password, me.passwordHash))) {
    await hitRateLimits(ctx.db, ctx.clock, rules);
    throw new BizError('company.errors.badPassword');
  }
  const receiver = await ctx.db.transaction((tx) =>
    setCompanyAdmin(tx, { companyId, receiverId: p.ReceiverID, giverId: userId }),
  );
  ctx.succeed('company.messages.handedOver');
  return { CompanyID: companyId, ...receiver };
};
