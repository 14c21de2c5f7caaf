import type { z } from 'zod';
import type { ZHandoverRequest } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { guardPasswordCheck } from '../../platform/password-guard.ts';
import { findUserById } from './find-user.ts';
import { verifyPassword } from './password.ts';
import { setCompanyAdmin, type TNewAdmin } from './set-company-admin.ts';
import { ownCompany } from './tenancy.ts';

/**
 * CompanyInfo/Handover: the administrator hands company authority to a colleague, confirmed with their
 * own password (under the password guard). The receiver becomes administrator and the giver an employee, in every open session.
 */
export const handoverCompanyAdmin = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZHandoverRequest>,
): Promise<TNewAdmin & { CompanyID: string }> => {
  const { userId } = ctx.session;
  const companyId = ownCompany(ctx.session);
  if (p.ReceiverID === userId) throw new BizError('company.errors.receiverIsSelf');
  const me = await findUserById(ctx.db, userId);
  // Wrong passwords count under the password guard (a captcha past a few, as at login). scrypt runs before the
  // transaction opens, so the company row is not held while it works.
  await guardPasswordCheck(
    ctx,
    {
      subject: { userId },
      captcha: { CaptchaID: p.CaptchaID, CaptchaCode: p.CaptchaCode },
      wrongKey: 'company.errors.badPassword',
    },
    async () => (me && (await verifyPassword(p.Password, me.passwordHash)) ? true : null),
  );
  const receiver = await ctx.db.transaction((tx) =>
    setCompanyAdmin(tx, { companyId, receiverId: p.ReceiverID, giverId: userId }),
  );
  ctx.succeed('company.messages.handedOver');
  return { CompanyID: companyId, ...receiver };
};
