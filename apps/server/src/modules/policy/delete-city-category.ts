import { and, eq, sql } from 'drizzle-orm';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { categoryOwnerFor } from './category-owner.ts';
import { ownCategory } from './city-categories.ts';
import { tmcCompanyId } from '../org/index.ts';
import { cityCategories, tripRules } from './tables.ts';

/**
 * CityCategory/Delete: refused while a trip rule caps hotels by it — the company's own rules for its own
 * category (unless a TMC default of that code takes over), or (a TMC default) the rules of every client that has
 * no category of that code of its own.
 */
export const deleteCityCategory = async (
  ctx: TAuthedContext,
  p: { id: string; CompanyID?: string | undefined },
): Promise<boolean> =>
  ctx.db.transaction(async (tx) => {
    const owner = await categoryOwnerFor(ctx, tx, p.CompanyID, true);
    const row = await ownCategory(tx, owner.companyId, p.id);
    if (!row) throw new BizError('messages.notExists');
    const remove = async () => {
      await tx.delete(cityCategories).where(eq(cityCategories.id, row.id));
      ctx.succeed('messages.deleted');
      return true;
    };
    const capped = sql`jsonb_exists(coalesce(${tripRules.items} #> '{hotel,nightlyCapFen,value}', '{}'::jsonb), ${row.code})`;
    const companies =
      owner.type === 'Tmc'
        ? sql`${tripRules.companyId} not in (select ${cityCategories.companyId} from ${cityCategories} where ${cityCategories.code} = ${row.code} and ${cityCategories.companyId} <> ${owner.companyId})`
        : eq(tripRules.companyId, owner.companyId);
    // A client's own category replaced a TMC default of the same code: the default applies again.
    if (owner.type !== 'Tmc') {
      const tmc = await tmcCompanyId(tx);
      const [fallback] = tmc
        ? await tx
            .select({ id: cityCategories.id })
            .from(cityCategories)
            .where(and(eq(cityCategories.companyId, tmc), eq(cityCategories.code, row.code)))
            .limit(1)
        : [];
      if (fallback) return remove();
    }
    const [used] = await tx.select({ name: tripRules.name }).from(tripRules).where(and(capped, companies)).limit(1);
    if (used) throw new BizError('policy.errors.categoryInUse', { rule: used.name });
    return remove();
  });
