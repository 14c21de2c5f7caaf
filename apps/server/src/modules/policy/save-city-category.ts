import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { TCityCategoryRow, ZCityCategoryInput } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { categoryOwnerFor } from './category-owner.ts';
import { cityByCode } from './cities.ts';
import { categoryRowOf, ownCategory } from './city-categories.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { cityCategories } from './tables.ts';

type TInput = z.output<typeof ZCityCategoryInput>;

/**
 * CityCategory/Update: a category of the caller's company (or a client's, or the TMC's defaults). The code is
 * unique in the owner; a city sits in one category of an owner; one default (a new default replaces the old) and
 * one international category per owner.
 */
export const saveCityCategory = async (ctx: TAuthedContext, p: TInput): Promise<TCityCategoryRow> =>
  ctx.db.transaction(async (tx) => {
    const { companyId } = await categoryOwnerFor(ctx, tx, p.CompanyID, true);
    const existing = p.CategoryID ? await ownCategory(tx, companyId, p.CategoryID) : undefined;
    if (p.CategoryID && !existing) throw new BizError('messages.notExists');
    const others = await tx
      .select()
      .from(cityCategories)
      .where(and(eq(cityCategories.companyId, companyId), existing ? ne(cityCategories.id, existing.id) : undefined));
    if (others.some((o) => o.code.toLowerCase() === p.Code.toLowerCase()))
      throw new BizError('policy.errors.categoryCodeTaken', { code: p.Code });
    for (const code of p.Cities) {
      const city = cityByCode(code, ctx.lang);
      if (!city) throw new BizError('policy.errors.unknownCity', { code });
      const holder = others.find((o) => o.cities.includes(code));
      if (holder) throw new BizError('policy.errors.cityTaken', { city: city.CityName, category: holder.name });
    }
    if (p.International && others.some((o) => o.international)) throw new BizError('policy.errors.internationalTaken');
    const now = ctx.clock.now();
    // A new default replaces the old one.
    if (p.IsDefault)
      await tx
        .update(cityCategories)
        .set({ isDefault: false, updatedAt: now })
        .where(and(eq(cityCategories.companyId, companyId), eq(cityCategories.isDefault, true)));
    const values = {
      code: p.Code,
      name: p.Name,
      nameEn: p.NameEn,
      cities: p.Cities,
      isDefault: p.IsDefault,
      international: p.International,
      orderBy: p.OrderBy,
      updatedAt: now,
    };
    try {
      const [row] = existing
        ? await tx.update(cityCategories).set(values).where(eq(cityCategories.id, existing.id)).returning()
        : await tx
            .insert(cityCategories)
            .values({ ...values, companyId, createdAt: now })
            .returning();
      ctx.succeed(existing ? 'messages.updated' : 'messages.added');
      return categoryRowOf({ row: row!, source: 'Own' });
    } catch (err) {
      // Two saves at once: the unique indexes keep the rules.
      if (isUniqueViolation(err, 'city_categories_code_uq'))
        throw new BizError('policy.errors.categoryCodeTaken', { code: p.Code });
      if (isUniqueViolation(err, 'city_categories_one_intl_uq')) throw new BizError('policy.errors.internationalTaken');
      if (isUniqueViolation(err)) throw new BizError('policy.errors.categoryConflict');
      throw err;
    }
  });
