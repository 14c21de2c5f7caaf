import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_MAX, formatDateTime, type TSupplierRow, type ZSupplierListRequest } from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { companies, users } from '../org/index.ts';

const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** CompanyInfo/SupplierList: supplier companies, newest first, with their first account. */
export const listSuppliers = async (ctx: TAuthedContext, p: z.output<typeof ZSupplierListRequest>) => {
  const where: (SQL | undefined)[] = [eq(companies.type, 'Supplier')];
  if (p.KeyWords) {
    const term = likeTerm(p.KeyWords);
    where.push(or(ilike(companies.name, term), ilike(companies.nameEn, term), ilike(companies.shortName, term)));
  }
  const cond = and(...where);
  const PageNo = p.PageNo;
  const PageSize = Math.min(p.PageSize, PAGE_SIZE_MAX);
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(companies)
      .where(cond)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(PageSize)
      .offset((PageNo - 1) * PageSize),
    ctx.db.select({ n: count() }).from(companies).where(cond),
  ]);
  const ids = rows.map((r) => r.id);
  const accounts = new Map<string, { name: string; mobile: string; email: string }>();
  if (ids.length > 0) {
    const people = await ctx.db
      .select({ companyId: users.companyId, name: users.name, mobile: users.mobile, email: users.email })
      .from(users)
      .where(inArray(users.companyId, ids))
      .orderBy(asc(users.createdAt), asc(users.id));
    for (const u of people) {
      if (!accounts.has(u.companyId))
        accounts.set(u.companyId, { name: u.name, mobile: u.mobile ?? '', email: u.email ?? '' });
    }
  }
  const Entities: TSupplierRow[] = rows.map((r) => ({
    CompanyID: r.id,
    CompanyName: r.name,
    CompanyNameEn: r.nameEn,
    ShortName: r.shortName,
    Status: r.status,
    FeatureCodes: r.featureCodes,
    ContactName: accounts.get(r.id)?.name ?? '',
    Mobile: accounts.get(r.id)?.mobile ?? '',
    Email: accounts.get(r.id)?.email ?? '',
    CreateTime: formatDateTime(r.createdAt),
  }));
  return { Entities, RecordCount: Number(total[0]?.n ?? 0), PageNo, PageSize };
};
