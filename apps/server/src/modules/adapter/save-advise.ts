import { AdviseStatus, type TAdviseSaveRequest } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { hitRateLimits, type TRateRule } from '../../platform/rate-limit.ts';
import { advises } from './tables.ts';

/** Anonymous senders, per IP: a few in ten minutes, a few dozen a day. */
export const ANONYMOUS_ADVISE_LIMITS = { perTenMinutes: 5, perDay: 30 } as const;
/** Logged-in senders, per user and hour. */
export const USER_ADVISE_LIMIT_PER_HOUR = 20;

const limitsFor = (ctx: Pick<TCallContext, 'session' | 'ip'>): TRateRule[] =>
  ctx.session
    ? [{ bucket: `advise:user:${ctx.session.userId}`, max: USER_ADVISE_LIMIT_PER_HOUR, windowSeconds: 3600 }]
    : [
        { bucket: `advise:ip:${ctx.ip}`, max: ANONYMOUS_ADVISE_LIMITS.perTenMinutes, windowSeconds: 600 },
        { bucket: `advise:ip-day:${ctx.ip}`, max: ANONYMOUS_ADVISE_LIMITS.perDay, windowSeconds: 86400 },
      ];

/**
 * Records a feedback for the TMC's feedback list. A logged-in sender's company and user come
 * from the session, never from the payload.
 */
export const saveAdvise = async (
  ctx: Pick<TCallContext, 'db' | 'clock' | 'session' | 'ip'>,
  p: TAdviseSaveRequest,
): Promise<{ AdviseID: string }> => {
  // Counted outside any transaction, so refused attempts still count.
  await hitRateLimits(ctx.db, ctx.clock, limitsFor(ctx));
  const ticket = ctx.session?.ticket;
  const [row] = await ctx.db
    .insert(advises)
    .values({
      adviseType: p.AdviseType,
      status: AdviseStatus.Pending,
      content: p.Content,
      contactName: p.ContactName,
      contactPhone: p.ContactPhone,
      contactEmail: p.ContactEmail ?? '',
      page: p.Page ?? '',
      companyId: ctx.session?.companyId ?? null,
      companyName: ticket?.CompanyName ?? '',
      companyNameEn: ticket?.CompanyNameEn ?? '',
      userId: ctx.session?.userId ?? null,
      userName: ticket?.UserName ?? '',
      ip: ctx.ip,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: advises.id });
  if (!row) throw new Error('advise insert returned no row');
  return { AdviseID: String(row.id) };
};
