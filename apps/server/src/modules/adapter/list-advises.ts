import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { ADVISE_PAGE_SIZE_MAX, type TAdviseListRequest, type TAdviseListResult } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { adviseKey, toAdvise } from './advise-view.ts';
import { advises } from './tables.ts';

/** Escapes LIKE wildcards so a search term matches literally. */
const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filtersOf = (p: TAdviseListRequest): SQL[] => {
  const where: SQL[] = [];
  if (p.AdviseID) where.push(eq(advises.id, adviseKey(p.AdviseID) ?? -1));
  if (p.AdviseType !== undefined) where.push(eq(advises.adviseType, p.AdviseType));
  if (p.AdviseStatus !== undefined) where.push(eq(advises.status, p.AdviseStatus));
  if (p.ContactPhone) where.push(ilike(advises.contactPhone, likeTerm(p.ContactPhone)));
  if (p.KeyWords) {
    const term = likeTerm(p.KeyWords);
    const kw = or(ilike(advises.content, term), ilike(advises.contactName, term));
    if (kw) where.push(kw);
  }
  if (p.CreateTime) where.push(gte(advises.createdAt, p.CreateTime));
  if (p.CreateTimeEnd) where.push(lte(advises.createdAt, p.CreateTimeEnd));
  return where;
};

/** The TMC's feedback list, newest first; TMC staff only. */
export const listAdvises = async (
  ctx: Pick<TCallContext, 'db' | 'lang'>,
  p: TAdviseListRequest,
): Promise<TAdviseListResult> => {
  const where = and(...filtersOf(p));
  const pageSize = Math.min(p.PageSize, ADVISE_PAGE_SIZE_MAX);
  const [total] = await ctx.db.select({ n: count() }).from(advises).where(where);
  const rows = await ctx.db
    .select()
    .from(advises)
    .where(where)
    .orderBy(desc(advises.createdAt), desc(advises.id))
    .limit(pageSize)
    .offset((p.PageNo - 1) * pageSize);
  return {
    Entities: rows.map((r) => toAdvise(r, ctx.lang)),
    RecordCount: Number(total?.n ?? 0),
    PageNo: p.PageNo,
    PageSize: pageSize,
  };
};
