import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import {
  BTRIP_PROJECT_PAGE_SIZE_MAX,
  type TBtripProjectListRequest,
  type TBtripProjectListResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { companies, ofCompany, ownCompany, projects } from '../org/index.ts';

const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of a company's enabled projects by code, optionally by part of the code or name: the one place the trip
 * screens get projects from. At most BTRIP_PROJECT_PAGE_SIZE_MAX rows a page; RecordCount is the full count.
 */
export const enabledProjectsOf = async (
  tx: TTx,
  company: TScopedCompany,
  p: Pick<TBtripProjectListRequest, 'PageNo' | 'PageSize' | 'KeyWords'>,
): Promise<TBtripProjectListResult> => {
  const term = p.KeyWords ? likeTerm(p.KeyWords) : undefined;
  const where = and(
    ofCompany(projects.companyId, company),
    eq(projects.enabled, true),
    term ? or(ilike(projects.code, term), ilike(projects.name, term)) : undefined,
  );
  const PageSize = Math.min(p.PageSize, BTRIP_PROJECT_PAGE_SIZE_MAX);
  const [rows, total] = await Promise.all([
    tx
      .select({ ProjectID: projects.id, Code: projects.code, Name: projects.name })
      .from(projects)
      .where(where)
      .orderBy(asc(projects.code), asc(projects.id))
      .limit(PageSize)
      .offset((p.PageNo - 1) * PageSize),
    tx.select({ n: count() }).from(projects).where(where),
  ]);
  return { Entities: rows, RecordCount: Number(total[0]?.n ?? 0), PageNo: p.PageNo, PageSize };
};

/** Project/List: the enabled projects of the caller's own client company, for anyone in it. */
export const listProjects = async (
  ctx: TAuthedContext,
  p: TBtripProjectListRequest,
): Promise<TBtripProjectListResult> => {
  const [c] = await ctx.db
    .select({ type: companies.type })
    .from(companies)
    .where(ofCompany(companies.id, ctx.session))
    .limit(1);
  if (c?.type !== 'Client') throw new BizError('btrip.errors.notClient');
  return enabledProjectsOf(ctx.db, ownCompany(ctx.session), p);
};
