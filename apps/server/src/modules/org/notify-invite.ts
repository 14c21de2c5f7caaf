import { inviteUrl } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { forbidden } from '../../platform/errors.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { notify } from './notifier.ts';
import { findInvite, inviteStatusOf, inviteUnusable } from './find-invite.ts';

/** Notify calls per company per hour (each up to INVITE_NOTIFY_MAX mobiles). */
const NOTIFY_PER_HOUR = 20;

/**
 * InviteInfo/notify: sends the invite link by SMS to some mobiles. The messages go through the outbox in
 * one transaction and out after the commit; the link is absolute, on the host the administrator uses.
 */
export const notifyInvite = async (
  ctx: TAuthedContext,
  p: { InviteCode: string; Mobiles: string[] },
): Promise<{ Sent: number }> => {
  const companyId = ctx.session.ticket.CompanyID;
  const invite = await findInvite(ctx.db, p.InviteCode);
  if (invite.companyId !== companyId) throw forbidden();
  const status = inviteStatusOf(invite, ctx.clock.now());
  if (status !== 'Valid') throw inviteUnusable(status);
  await hitRateLimits(ctx.db, ctx.clock, [
    { bucket: `invite-notify:company:${companyId}`, max: NOTIFY_PER_HOUR, windowSeconds: 3600 },
  ]);
  const link = `${ctx.req.protocol}://${ctx.req.host}${inviteUrl(invite.code)}`;
  const company = ctx.lang === 'en' && invite.companyNameEn ? invite.companyNameEn : invite.companyName;
  const ids = await ctx.db.transaction(async (tx) => {
    const out: string[] = [];
    for (const to of p.Mobiles) {
      out.push(
        await notify(tx, ctx, {
          channel: 'sms',
          to,
          templateKey: 'company.invite.sms',
          companyId,
          params: {
            site: ctx.config.systemName[ctx.lang],
            inviter: ctx.session.ticket.UserName,
            company,
            department: invite.departmentName,
            link,
          },
          lang: ctx.lang,
        }),
      );
    }
    return out;
  });
  ctx.succeed('company.messages.inviteSent');
  return { Sent: ids.length };
};
