import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TCompanyProfile, ZCompanyProfileInput } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { uniqueErrors } from './create-accounts.ts';
import { companyProfileOf } from './get-company-profile.ts';
import { refreshCompanyTickets } from './refresh-tickets.ts';
import { companies } from './tables.ts';
import { ownCompany } from './tenancy.ts';

/**
 * CompanyInfo/Save: the administrator edits their company's profile. A new name reaches every open
 * session of the company at once (the ticket carries the company name).
 */
export const saveCompanyProfile = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZCompanyProfileInput>,
): Promise<TCompanyProfile> => {
  const companyId = ownCompany(ctx.session);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: companies.name, nameEn: companies.nameEn })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!before) throw new BizError('messages.notExists');
    await tx
      .update(companies)
      .set({
        name: p.CompanyName,
        shortName: p.ShortName,
        nameEn: p.EnglishName,
        email: p.Email === undefined ? undefined : p.Email.toLowerCase() || null,
        address: p.Address,
        companyType: p.CompanyType,
        capitalType: p.CapitalType,
        companySize: p.CompanySize,
        industry: p.Industry,
        remark: p.Remark,
        contactName: p.ContactName,
        contactPhone: p.ContactPhone,
        cardNo: p.CardNo,
      })
      .where(eq(companies.id, companyId))
      .catch(uniqueErrors);
    const renamed = before.name !== p.CompanyName || (p.EnglishName !== undefined && before.nameEn !== p.EnglishName);
    if (renamed) await refreshCompanyTickets(tx, companyId);
    ctx.succeed('messages.saved');
    return companyProfileOf(tx, companyId);
  });
};
