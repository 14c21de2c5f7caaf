import { eq } from 'drizzle-orm';
import { formatDateTime, type TInviteStatus, type TInviteView } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companies, departments, invites } from './tables.ts';

/** An invite with the names a visitor sees. */
export type TInviteRow = {
  code: string;
  companyId: string;
  departmentId: string;
  expiresAt: Date;
  maxUses: number;
  usedCount: number;
  companyName: string;
  companyNameEn: string;
  companyType: string;
  companyStatus: string;
  departmentName: string;
};

/** Loads an invite by code; refuses an unknown one. */
export const findInvite = async (tx: TTx, code: string): Promise<TInviteRow> => {
  const [row] = await tx
    .select({
      code: invites.code,
      companyId: invites.companyId,
      departmentId: invites.departmentId,
      expiresAt: invites.expiresAt,
      maxUses: invites.maxUses,
      usedCount: invites.usedCount,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      companyType: companies.type,
      companyStatus: companies.status,
      departmentName: departments.name,
    })
    .from(invites)
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .innerJoin(departments, eq(departments.id, invites.departmentId))
    .where(eq(invites.code, code))
    .limit(1);
  if (!row) throw new BizError('company.errors.inviteNotFound');
  return row;
};

/** Valid until it expires (or its company is disabled) or its uses run out. */
export const inviteStatusOf = (r: TInviteRow, now: Date): TInviteStatus => {
  if (r.expiresAt <= now || r.companyStatus !== 'active') return 'Expired';
  if (r.maxUses > 0 && r.usedCount >= r.maxUses) return 'UsedUp';
  return 'Valid';
};

/** The refusal of an invite that cannot be used. */
export const inviteUnusable = (status: TInviteStatus) =>
  new BizError(status === 'UsedUp' ? 'company.errors.inviteUsedUp' : 'company.errors.inviteExpired');

export const inviteViewOf = (r: TInviteRow, now: Date): TInviteView => {
  const status = inviteStatusOf(r, now);
  return {
    InviteCode: r.code,
    CompanyName: r.companyName,
    CompanyNameEn: r.companyNameEn,
    DepartmentName: r.departmentName,
    ExpireTime: formatDateTime(r.expiresAt),
    Status: status,
    Valid: status === 'Valid',
  };
};
