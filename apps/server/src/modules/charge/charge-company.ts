import { eq } from 'drizzle-orm';
import { TMC_STAFF_KINDS } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TSession } from '../../platform/session.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { companies, ofCompany } from '../org/index.ts';

/** TMC staff set service fees; a client's own people only read them. */
export const isTmcStaff = (s: TSession): boolean => TMC_STAFF_KINDS.some((k) => s.ticket.Roles.includes(k));

/**
 * The client company a Charge call acts on: the caller's own, or one they reach as TMC staff (tenancy). Changing
 * fees is for TMC staff only. Fees are a client company's: the TMC, suppliers and personal spaces have none.
 */
export const chargeCompanyFor = async (
  ctx: TAuthedContext,
  tx: TTx,
  requested: string | undefined,
  write: boolean,
): Promise<{ companyId: TScopedCompany; companyName: string }> => {
  if (write && !isTmcStaff(ctx.session)) throw new BizError('charge.errors.tmcOnly');
  const companyId = await ctx.tenancy.companyFor(tx, ctx.session, requested || undefined);
  const [c] = await tx
    .select({ name: companies.name, nameEn: companies.nameEn, type: companies.type })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (c?.type !== 'Client') throw new BizError('charge.errors.notClient');
  return { companyId, companyName: ctx.lang === 'en' && c.nameEn ? c.nameEn : c.name };
};

/** The caller's own company when it is a client company (travellers' read-only calls); refused otherwise. */
export const ownClientCompany = async (ctx: TAuthedContext, tx: TTx): Promise<string> => {
  const [c] = await tx
    .select({ type: companies.type })
    .from(companies)
    .where(ofCompany(companies.id, ctx.session))
    .limit(1);
  if (c?.type !== 'Client') throw new BizError('charge.errors.travellersOnly');
  return ctx.session.companyId;
};
