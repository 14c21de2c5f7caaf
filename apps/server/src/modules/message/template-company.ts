import { eq } from 'drizzle-orm';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { companies, tmcCompanyId } from '../org/index.ts';

/** The company whose templates a MessageTemplate call reads or writes, and the TMC whose texts it inherits. */
export type TTemplateCompany = {
  /** Resolved through the tenancy scope: the template rows of a call filter by it with org's ofCompany. */
  companyId: TScopedCompany;
  companyName: string;
  /** The TMC itself: its texts are the defaults of every client company. */
  isTmc: boolean;
  /** The TMC whose texts apply where the company has none (the company itself when it is the TMC). */
  tmcId: string | null;
};

/**
 * The company a MessageTemplate call acts on: the caller's own, or one they reach as TMC staff (tenancy). Only a
 * client company and the TMC have templates to set; a supplier's or a personal space's messages follow the TMC.
 */
export const templateCompanyFor = async (
  ctx: TAuthedContext,
  tx: TTx,
  requested: string | undefined,
): Promise<TTemplateCompany> =>
  templateCompanyOf(ctx, tx, await ctx.tenancy.companyFor(tx, ctx.session, requested || undefined));

/** The template company of a company already resolved through the tenancy scope (e.g. by the resource kit). */
export const templateCompanyOf = async (
  ctx: TAuthedContext,
  tx: TTx,
  companyId: TScopedCompany,
): Promise<TTemplateCompany> => {
  const [c] = await tx
    .select({ name: companies.name, nameEn: companies.nameEn, type: companies.type })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!c || (c.type !== 'Client' && c.type !== 'Tmc')) throw new BizError('messageTemplate.errors.notEditable');
  const isTmc = c.type === 'Tmc';
  return {
    companyId,
    companyName: ctx.lang === 'en' && c.nameEn ? c.nameEn : c.name,
    isTmc,
    tmcId: isTmc ? companyId : await tmcCompanyId(tx),
  };
};
