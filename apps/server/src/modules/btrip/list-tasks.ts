import { and, count, desc, eq, exists, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  BTRIP_STATUSES,
  BtripStatus,
  ControlLevel,
  PAGE_SIZE_MAX,
  fenToYuan,
  formatDateTime,
  listText,
  type TBtripCompanyListRequest,
  type TBtripTaskListRequest,
  type TBtripTaskListResult,
  type TBtripTaskRow,
  type TLang,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { ofCompany, scoped, users } from '../org/index.ts';
import { btripTasks, btripTaskTravellers, type TBtripTaskRow as TRow } from './tables.ts';
import { routeIn } from './cities.ts';
import { peopleByIds } from './task-view.ts';

const SUBMITTED = BTRIP_STATUSES.filter((x) => x !== BtripStatus.Draft);

const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const travellerIs = (tx: TTx, userId: string) =>
  exists(
    tx
      .select({ one: btripTaskTravellers.userId })
      .from(btripTaskTravellers)
      .where(and(eq(btripTaskTravellers.taskId, btripTasks.id), eq(btripTaskTravellers.userId, userId))),
  );

const filtersOf = (tx: TTx, p: TBtripTaskListRequest): (SQL | undefined)[] => {
  const where: (SQL | undefined)[] = [];
  if (p.Status) where.push(eq(btripTasks.status, p.Status));
  if (p.StartDate) where.push(gte(btripTasks.startDate, p.StartDate));
  if (p.StartDateEnd) where.push(lte(btripTasks.startDate, p.StartDateEnd));
  if (p.KeyWords) {
    const term = likeTerm(p.KeyWords);
    where.push(
      or(
        ilike(btripTasks.id, term),
        ilike(btripTasks.approvalNo, term),
        ilike(btripTasks.route, term),
        ilike(btripTasks.remark, term),
        exists(
          tx
            .select({ one: btripTaskTravellers.userId })
            .from(btripTaskTravellers)
            .innerJoin(users, eq(users.id, btripTaskTravellers.userId))
            .where(and(eq(btripTaskTravellers.taskId, btripTasks.id), ilike(users.name, term))),
        ),
      ),
    );
  }
  return where;
};

const page = async (
  tx: TTx,
  where: SQL | undefined,
  p: { PageNo: number; PageSize: number },
  lang: TLang,
): Promise<TBtripTaskListResult> => {
  const PageSize = Math.min(p.PageSize, PAGE_SIZE_MAX);
  const [[total], rows] = await Promise.all([
    tx.select({ n: count() }).from(btripTasks).where(where),
    tx
      .select()
      .from(btripTasks)
      .where(where)
      .orderBy(desc(btripTasks.createdAt), desc(btripTasks.id))
      .limit(PageSize)
      .offset((p.PageNo - 1) * PageSize),
  ]);
  return { Entities: await rowsOf(tx, rows, lang), RecordCount: Number(total?.n ?? 0), PageNo: p.PageNo, PageSize };
};

/** List rows with the names of creators and travellers, read in two queries for the whole page. */
const rowsOf = async (tx: TTx, rows: TRow[], lang: TLang): Promise<TBtripTaskRow[]> => {
  if (rows.length === 0) return [];
  const links = await tx
    .select({ taskId: btripTaskTravellers.taskId, userId: btripTaskTravellers.userId, at: btripTaskTravellers.orderBy })
    .from(btripTaskTravellers)
    .where(
      inArray(
        btripTaskTravellers.taskId,
        rows.map((r) => r.id),
      ),
    );
  const people = await peopleByIds(tx, [...rows.map((r) => r.creatorId), ...links.map((l) => l.userId)]);
  return rows.map((r) => ({
    TaskID: r.id,
    CompanyID: r.companyId,
    Status: r.status,
    ApprovalNo: r.approvalNo ?? '',
    CreatorName: people.get(r.creatorId)?.Name ?? '',
    TravellerNames: listText(
      lang,
      links
        .filter((l) => l.taskId === r.id)
        .sort((a, b) => a.at - b.at)
        .map((l) => people.get(l.userId)?.Name ?? ''),
    ),
    Route: routeIn(r.legs, lang),
    StartDate: r.startDate,
    EndDate: r.endDate,
    TotalBudget: fenToYuan(r.totalBudgetFen),
    PolicyLevel: r.policyLevel,
    OutOfPolicy: r.policyLevel === ControlLevel.Approval,
    International: r.international,
    CreateTime: formatDateTime(r.createdAt),
    SubmitTime: r.submittedAt ? formatDateTime(r.submittedAt) : '',
  }));
};

/** Task/List: the applications the caller created or travels on, newest first. */
export const listMyTasks = async (ctx: TAuthedContext, p: TBtripTaskListRequest): Promise<TBtripTaskListResult> => {
  const s = ctx.session;
  const where = and(
    ofCompany(btripTasks.companyId, s),
    or(eq(btripTasks.creatorId, s.userId), travellerIs(ctx.db, s.userId)),
    ...filtersOf(ctx.db, p),
  );
  return page(ctx.db, where, p, ctx.lang);
};

/**
 * Task/CompanyList: a company's applications for whoever manages them. Drafts stay private to their creators.
 * In their own company the caller's data range applies; TMC staff reach a customer through tenancy.
 */
export const listCompanyTasks = async (
  ctx: TAuthedContext,
  p: TBtripCompanyListRequest,
): Promise<TBtripTaskListResult> => {
  const s = ctx.session;
  const scope = await scoped(
    ctx.db,
    s,
    { company: btripTasks.companyId, user: btripTasks.creatorId, department: btripTasks.creatorDepartmentId },
    { requested: p.CompanyID || undefined },
  );
  const notDraft = or(inArray(btripTasks.status, SUBMITTED), eq(btripTasks.creatorId, s.userId));
  const where = and(scope, notDraft, ...filtersOf(ctx.db, p));
  return page(ctx.db, where, p, ctx.lang);
};
