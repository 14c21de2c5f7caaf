import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  OPEN_WORK_STATUSES,
  WORK_TASK_PAGE_SIZE_MAX,
  type TWorkTaskListRequest,
  type TWorkTaskListResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { workTasks } from './tables.ts';
import { toWorkTask } from './work-tasks.ts';

const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const oneOrMany = (col: PgColumn, one?: number, many?: number[]): SQL | undefined => {
  if (one !== undefined) return eq(col, one);
  if (many && many.length > 0) return inArray(col, many);
  return undefined;
};

/**
 * The caller's own work tasks (WorkTask/List newest first; WorkTask/GetWorkTasks oldest first and, without a status
 * filter, only open ones). Whoever calls, a list holds only tasks assigned to them: a supplier's workbench loads the
 * supplier's tasks, an approver's queue their approvals. A page holds at most WORK_TASK_PAGE_SIZE_MAX rows whatever
 * PageSize asks for (the spec's load asks for 999999999); RecordCount is the full count.
 */
export const listWorkTasks = async (
  ctx: Pick<TAuthedContext, 'db' | 'session' | 'lang'>,
  p: TWorkTaskListRequest,
  mode: 'list' | 'load',
): Promise<TWorkTaskListResult> => {
  const statuses =
    p.BusinessStatus === undefined && !p.BusinessStatuss?.length && mode === 'load'
      ? [...OPEN_WORK_STATUSES]
      : p.BusinessStatuss;
  const where = and(
    eq(workTasks.assigneeId, ctx.session.userId),
    oneOrMany(workTasks.businessStatus, p.BusinessStatus, statuses),
    oneOrMany(workTasks.businessType, p.BusinessType, p.BusinessTypes),
    oneOrMany(workTasks.serviceType, p.ServiceType, p.ServiceTypes),
    p.OrderStatus !== undefined ? eq(workTasks.orderStatus, p.OrderStatus) : undefined,
    p.ProductType !== undefined ? eq(workTasks.productType, p.ProductType) : undefined,
    p.KeyWords
      ? or(
          ilike(workTasks.title, likeTerm(p.KeyWords)),
          ilike(workTasks.titleEn, likeTerm(p.KeyWords)),
          ilike(workTasks.number, likeTerm(p.KeyWords)),
        )
      : undefined,
    p.CreateTime ? gte(workTasks.createdAt, p.CreateTime) : undefined,
    p.CreateTimeEnd ? lte(workTasks.createdAt, p.CreateTimeEnd) : undefined,
  );
  const PageSize = Math.min(p.PageSize, WORK_TASK_PAGE_SIZE_MAX);
  const order =
    mode === 'list' ? [desc(workTasks.createdAt), desc(workTasks.id)] : [asc(workTasks.createdAt), asc(workTasks.id)];
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(workTasks)
      .where(where)
      .orderBy(...order)
      .limit(PageSize)
      .offset((p.PageNo - 1) * PageSize),
    ctx.db.select({ n: count() }).from(workTasks).where(where),
  ]);
  return {
    Entities: rows.map((r) => toWorkTask(r, ctx.lang)),
    RecordCount: Number(total[0]?.n ?? 0),
    PageNo: p.PageNo,
    PageSize,
  };
};
