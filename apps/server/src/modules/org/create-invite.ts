import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { INVITE_DEFAULT_DAYS, INVITE_MAX_DAYS, formatDateTime, inviteUrl } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { departments, invites } from './tables.ts';
import { ofCompany, ownCompany } from './tenancy.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new invite code: 96 random bits, URL-safe (16 characters). */
export const newInviteCode = (): string => crypto.randomBytes(12).toString('base64url');

/**
 * InviteInfo/save: the administrator makes an invite into one of their company's departments, valid
 * 7 days unless they choose another moment (up to 90 days ahead), for a number of uses (0: no limit).
 */
export const createInvite = async (
  ctx: TAuthedContext,
  p: { DepartmentID: string; ExpireTime?: Date | undefined; MaxUses: number },
) => {
  const companyId = ownCompany(ctx.session);
  const [dept] = await ctx.db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, p.DepartmentID), ofCompany(departments.companyId, companyId)))
    .limit(1);
  if (!dept) throw new BizError('company.validation.departmentRequired');
  const now = ctx.clock.now();
  const expiresAt = p.ExpireTime ?? new Date(now.getTime() + INVITE_DEFAULT_DAYS * DAY_MS);
  if (expiresAt <= now || expiresAt.getTime() > now.getTime() + INVITE_MAX_DAYS * DAY_MS) {
    throw new BizError('company.validation.expireRange', { days: INVITE_MAX_DAYS });
  }
  const code = newInviteCode();
  await ctx.db.insert(invites).values({
    code,
    companyId,
    departmentId: dept.id,
    createdBy: ctx.session.userId,
    expiresAt,
    maxUses: p.MaxUses,
    usedCount: 0,
    createdAt: now,
  });
  ctx.succeed('company.messages.inviteCreated');
  return {
    InviteCode: code,
    InviteUrl: inviteUrl(code),
    DepartmentID: dept.id,
    DepartmentName: dept.name,
    ExpireTime: formatDateTime(expiresAt),
    MaxUses: p.MaxUses,
  };
};
