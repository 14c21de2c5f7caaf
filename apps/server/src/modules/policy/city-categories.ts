import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatDateTime, type TCityCategoryRow } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { cityCodeOf } from './cities.ts';
import { tmcCompanyId } from '../org/index.ts';
import { cityCategories } from './tables.ts';

// City categories in force for a company: its own, then the TMC's defaults whose code it does not use itself.

export type TCategoryDb = typeof cityCategories.$inferSelect;
export type TEffectiveCategory = { row: TCategoryDb; source: 'Own' | 'Tmc' };

export const categoryRowOf = ({ row, source }: TEffectiveCategory): TCityCategoryRow => ({
  CategoryID: row.id,
  Code: row.code,
  Name: row.name,
  NameEn: row.nameEn,
  Cities: [...row.cities].sort(),
  IsDefault: row.isDefault,
  International: row.international,
  OrderBy: row.orderBy,
  Source: source,
  CreateTime: formatDateTime(row.createdAt),
  UpdateTime: formatDateTime(row.updatedAt),
});

/** The categories in force for a company, its own first (the TMC sees only its own). */
export const effectiveCategories = async (tx: TTx, companyId: string): Promise<TEffectiveCategory[]> => {
  const tmc = await tmcCompanyId(tx);
  const owners = tmc && tmc !== companyId ? [companyId, tmc] : [companyId];
  const rows = await tx
    .select()
    .from(cityCategories)
    .where(inArray(cityCategories.companyId, owners))
    .orderBy(asc(cityCategories.orderBy), asc(cityCategories.code));
  const own = rows.filter((r) => r.companyId === companyId);
  const ownCodes = new Set(own.map((r) => r.code));
  const inherited = rows.filter((r) => r.companyId !== companyId && !ownCodes.has(r.code));
  return [
    ...own.map((row) => ({ row, source: 'Own' as const })),
    ...inherited.map((row) => ({ row, source: 'Tmc' as const })),
  ];
};

/** Effective categories in the order screens show them (order, then code). */
export const sortedForDisplay = (list: TEffectiveCategory[]): TEffectiveCategory[] =>
  [...list].sort((a, b) => a.row.orderBy - b.row.orderBy || a.row.code.localeCompare(b.row.code));

/** The category a city falls in among effective categories (own first); undefined when none applies. */
export const categoryIn = (
  list: TEffectiveCategory[],
  city: { code?: string | undefined; international?: boolean | undefined },
): TEffectiveCategory | undefined => {
  if (city.international) return list.find((c) => c.row.international);
  const code = cityCodeOf(city.code);
  const listed = code ? list.find((c) => !c.row.international && c.row.cities.includes(code)) : undefined;
  return listed ?? list.find((c) => c.row.isDefault);
};

/**
 * The city category of a city for a company: the code the hotel caps of its trip rules are keyed by. Its own
 * categories come first, then the TMC's; a city no category lists gets the default category; an overseas city
 * the international one. '' when none applies (no cap).
 */
export const cityCategoryOf = async (
  db: TTx,
  companyId: string,
  city: { code?: string; international?: boolean },
): Promise<string> => categoryIn(await effectiveCategories(db, companyId), city)?.row.code ?? '';

/** A category row of an owner by id. */
export const ownCategory = async (tx: TTx, ownerId: string, id: string): Promise<TCategoryDb | undefined> => {
  const [row] = await tx
    .select()
    .from(cityCategories)
    .where(and(eq(cityCategories.id, id), eq(cityCategories.companyId, ownerId)))
    .limit(1);
  return row;
};
