import { and, asc, eq, sql } from 'drizzle-orm';
import { OrgAction, formatDateTime, type TCompanyProfile } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError, forbidden } from '../../platform/errors.ts';
import { companies, users } from './tables.ts';
import { ofCompany, ownCompany } from './tenancy.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

/** The active users of a company who hold company authority. */
export const companyAdmins = (tx: TTx, companyId: TScopedCompany) =>
  tx
    .select({ UserID: users.id, UserName: users.name })
    .from(users)
    .where(
      and(
        ofCompany(users.companyId, companyId),
        eq(users.status, 'active'),
        sql`'company_admin' = any(${users.roles})`,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));

/** The profile of a company as Details and Save return it. */
export const companyProfileOf = async (tx: TTx, companyId: TScopedCompany): Promise<TCompanyProfile> => {
  const [c] = await tx.select().from(companies).where(ofCompany(companies.id, companyId)).limit(1);
  if (!c) throw new BizError('messages.notExists');
  return {
    CompanyID: c.id,
    CompanyName: c.name,
    ShortName: c.shortName,
    EnglishName: c.nameEn,
    Email: c.email ?? '',
    Address: c.address,
    CompanyType: c.companyType,
    CapitalType: c.capitalType,
    CompanySize: c.companySize,
    Industry: c.industry,
    Remark: c.remark,
    ContactName: c.contactName,
    ContactPhone: c.contactPhone,
    CardNo: c.cardNo,
    Kind: c.type,
    FeatureCodes: [...c.featureCodes],
    Admins: await companyAdmins(tx, companyId),
    CreateTime: formatDateTime(c.createdAt),
  };
};

/**
 * The company a profile read acts on: the caller's own needs the company main action; any other is a
 * company the caller reaches as TMC staff (tenancy decides).
 */
export const profileCompanyFor = async (
  ctx: TAuthedContext,
  requested: string | undefined,
): Promise<TScopedCompany> => {
  const own = ownCompany(ctx.session);
  if (!requested || requested === own) {
    if (!ctx.session.ticket.ActionCodes.includes(OrgAction.companyMain)) throw forbidden();
    return own;
  }
  return ctx.tenancy.companyFor(ctx.db, ctx.session, requested);
};

/** CompanyInfo/Details. */
export const getCompanyProfile = async (ctx: TAuthedContext, requested: string | undefined) =>
  companyProfileOf(ctx.db, await profileCompanyFor(ctx, requested));
