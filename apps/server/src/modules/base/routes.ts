import { CategoryAll, CategoryList } from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { getAllCategoryLists, getCategoryList } from './get-category-list.ts';

export const baseCalls: TBoundCall[] = [
  bind(CategoryList, async (ctx, p) => getCategoryList(ctx, p.Name)),
  bind(CategoryAll, async (ctx) => getAllCategoryLists(ctx)),
];
