import {
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  maskContact,
  type TCodePurpose,
  type TSendCodeRequest,
} from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError, denied } from '../../platform/errors.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { enqueueMessage } from '../message/index.ts';
import { findUserByAccount, findUserByMobile, isActiveUser, isCompanyAccount, type TOrgUser } from '../org/index.ts';
import { issueCode, resendWaitError, resendWaitSeconds } from './code-store.ts';
import { codeRules } from './throttle.ts';

export type TCodeDestination = { destination: string; channel: 'sms' | 'mail'; user: TOrgUser | null };

/**
 * Where a code goes: the given mobile, or the mobile or email of an account (Channel, default mobile).
 * Shared by send-code and check-code, so both name the same destination.
 */
export const codeDestination = async (
  ctx: TCallContext,
  p: { Mobile?: string | undefined; Account?: string | undefined; Channel?: 'mobile' | 'email' | undefined },
): Promise<TCodeDestination> => {
  if (p.Mobile !== undefined) {
    return { destination: p.Mobile, channel: 'sms', user: await findUserByMobile(ctx.db, p.Mobile) };
  }
  const user = await findUserByAccount(ctx.db, p.Account ?? '');
  if (!user) throw new BizError('system.errors.accountNotFound');
  if (p.Channel === 'email') {
    if (!user.email) throw new BizError('system.errors.noEmail');
    return { destination: user.email, channel: 'mail', user };
  }
  if (!user.mobile) throw new BizError('system.errors.noMobile');
  return { destination: user.mobile, channel: 'sms', user };
};

/** Who may get a code for what (spec section 5 and issue 2 section 4). */
const checkPurpose = (ctx: TCallContext, purpose: TCodePurpose, p: TSendCodeRequest, d: TCodeDestination) => {
  const { user } = d;
  switch (purpose) {
    case 'Register':
      if (p.Account !== undefined) throw new BizError('system.errors.codeRegisterNeedsMobile');
      if (!user) return;
      // A personal account may register a company (it becomes one); nobody registers twice.
      if (p.RegisterType === 'Company') {
        if (isCompanyAccount(user)) throw new BizError('system.errors.companyCannotRegisterCompany');
        return;
      }
      throw new BizError('system.errors.mobileRegistered');
    case 'Login':
    case 'ResetPwd':
      if (!user) throw new BizError('system.errors.mobileNotRegistered');
      if (!isActiveUser(user)) throw new BizError('system.errors.accountDisabled');
      return;
    case 'Bind':
      // Binding a mobile or email to the account that is logged in.
      if (!ctx.session) throw denied();
      if (user && user.id !== ctx.session.userId) throw new BizError('system.errors.mobileRegistered');
      return;
  }
};

/**
 * Sends a 6-digit code (Security/SendValidCode, Security/SendCode, auth/SendCode, security/SMSCode).
 * The code is written hashed with its outbox message in one transaction; the message goes out
 * after the commit. Limited by the 60 s resend wait, per destination per day and per address.
 */
export const sendCode = async (
  ctx: TCallContext,
  p: TSendCodeRequest,
  defaultPurpose: TCodePurpose,
): Promise<{ WaitSeconds: number; SentTo: string }> => {
  // With an account the only flow is the password reset.
  const purpose = p.Purpose ?? (p.Account !== undefined ? 'ResetPwd' : defaultPurpose);
  const d = await codeDestination(ctx, p);
  checkPurpose(ctx, purpose, p, d);
  const target = { destination: d.destination, purpose };
  const wait = await resendWaitSeconds(ctx.db, ctx.clock, target);
  if (wait > 0) throw resendWaitError(wait);
  await hitRateLimits(ctx.db, ctx.clock, codeRules(d.destination, ctx.ip));

  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, ctx.clock, {
      ...target,
      channel: d.channel,
      userId: purpose === 'Bind' ? (ctx.session?.userId ?? null) : (d.user?.id ?? null),
    });
    return enqueueMessage(tx, ctx, {
      channel: d.channel,
      to: d.destination,
      templateKey: `message.templates.code.${purpose}`,
      params: { code, minutes: SMS_CODE_TTL_SECONDS / 60, site: ctx.config.systemName[ctx.lang] },
      lang: ctx.lang,
      companyId: d.user?.companyId,
    });
  });
  return { WaitSeconds: SMS_RESEND_SECONDS, SentTo: maskContact(d.destination) };
};
