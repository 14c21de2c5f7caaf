import type { TCityCategoryRow } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { categoryOwnerFor } from './category-owner.ts';
import { categoryIn, categoryRowOf, effectiveCategories } from './city-categories.ts';

/** CityCategory/Details: one category in force for the company. */
export const getCityCategory = async (
  ctx: TAuthedContext,
  p: { id: string; CompanyID?: string | undefined },
): Promise<TCityCategoryRow> => {
  const { companyId } = await categoryOwnerFor(ctx, ctx.db, p.CompanyID, false);
  const hit = (await effectiveCategories(ctx.db, companyId)).find((c) => c.row.id === p.id);
  if (!hit) throw new BizError('messages.notExists');
  return categoryRowOf(hit);
};

/** CityCategory/Of: the category of a city for the company ('' when none applies). */
export const getCategoryOfCity = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; CityCode?: string | undefined; International?: boolean | undefined },
) => {
  const { companyId } = await categoryOwnerFor(ctx, ctx.db, p.CompanyID, false);
  const hit = categoryIn(await effectiveCategories(ctx.db, companyId), {
    code: p.CityCode,
    international: p.International,
  });
  return { Code: hit?.row.code ?? '', Name: hit?.row.name ?? '', NameEn: hit?.row.nameEn ?? '' };
};
