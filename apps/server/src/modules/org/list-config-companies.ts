import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { companies } from './tables.ts';

const LIMIT = 50;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * ConfigInfo/Companies: the client companies whose configuration the caller manages, by name or id.
 * The operator reaches every company; anyone else given the action by a role sees only the companies
 * tenancy lets them reach.
 */
export const listConfigCompanies = async (ctx: TAuthedContext, keyWords: string | undefined) => {
  const key = keyWords ? `%${escapeLike(keyWords)}%` : undefined;
  const everyone = ctx.session.ticket.Roles.includes('platform_admin');
  const rows = await ctx.db
    .select({ CompanyID: companies.id, CompanyName: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.type, 'Client'),
        eq(companies.status, 'active'),
        key && keyWords
          ? or(ilike(companies.name, key), ilike(companies.shortName, key), eq(companies.id, keyWords))
          : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(everyone ? LIMIT : LIMIT * 4);
  if (everyone) return { Entities: rows };
  const reached = [];
  for (const r of rows) {
    try {
      await ctx.tenancy.companyFor(ctx.db, ctx.session, r.CompanyID);
      reached.push(r);
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
    }
    if (reached.length === LIMIT) break;
  }
  return { Entities: reached };
};
