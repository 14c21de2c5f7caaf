import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { OPEN_WORK_STATUSES, formatDateTime, type TLang, type TWorkTask } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText } from '../../platform/db/statement.ts';
import { workTasks, type TWorkTaskRow } from './tables.ts';

// Work tasks, generic: the approval engine writes approval tasks here; the booking issues add order tasks through
// the same functions. A task keeps its title and summary in Chinese and in English, and is read in the reader's
// language of the moment (issue 15), not in the one the assignee had when it was opened.

export type TNewWorkTask = {
  companyId: string;
  assigneeId: string;
  businessType: number;
  serviceType: number;
  flowCode?: string;
  serviceId: string;
  businessStatus: number;
  orderStatus?: number | null;
  productType?: number | null;
  title: string;
  /** The title in English; the Chinese one is read when it is absent. */
  titleEn?: string;
  number?: string;
  summary?: string;
  summaryEn?: string;
  url?: string;
  creatorName?: string;
  sourceRef?: string | null;
};

/** Opens a work task in the caller's transaction; returns its id. */
export const openWorkTask = async (tx: TTx, deps: Pick<TDeps, 'clock'>, t: TNewWorkTask): Promise<string> => {
  const now = deps.clock.now();
  const [row] = await tx
    .insert(workTasks)
    .values({
      companyId: t.companyId,
      assigneeId: t.assigneeId,
      businessType: t.businessType,
      serviceType: t.serviceType,
      flowCode: t.flowCode ?? '',
      serviceId: t.serviceId,
      businessStatus: t.businessStatus,
      orderStatus: t.orderStatus ?? null,
      productType: t.productType ?? null,
      title: t.title,
      titleEn: t.titleEn ?? '',
      number: t.number ?? '',
      summary: t.summary ?? '',
      summaryEn: t.summaryEn ?? '',
      url: t.url ?? '',
      creatorName: t.creatorName ?? '',
      sourceRef: t.sourceRef ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: workTasks.id });
  return row!.id;
};

const OPEN_FOR = sqlText(`INSERT INTO work_tasks (company_id, assignee_id, business_type, service_type, flow_code,
    service_id, business_status, order_status, product_type, title, number, summary, url, creator_name, source_ref,
    created_at, updated_at, title_en, summary_en)
  SELECT $1::text, a.id, $2::int, $3::int, $4::text, $5::text, $6::int, $7::int, $8::int, $9::text, $10::text,
         $11::text, $12::text, $13::text, $14::text, $15::timestamptz, $15::timestamptz, $17::text, $18::text
    FROM unnest($16::text[]) AS a(id)
  RETURNING id`);

/** Opens the same task for each of some users (their ids), in one statement; returns how many were opened. */
export const openWorkTasksFor = async (
  tx: TTx,
  deps: Pick<TDeps, 'clock'>,
  t: Omit<TNewWorkTask, 'assigneeId'>,
  assigneeIds: readonly string[],
): Promise<number> => {
  if (assigneeIds.length === 0) return 0;
  const now = deps.clock.now();
  const rows = await runSql(tx, OPEN_FOR, [
    t.companyId,
    t.businessType,
    t.serviceType,
    t.flowCode ?? '',
    t.serviceId,
    t.businessStatus,
    t.orderStatus ?? null,
    t.productType ?? null,
    t.title,
    t.number ?? '',
    t.summary ?? '',
    t.url ?? '',
    t.creatorName ?? '',
    t.sourceRef ?? null,
    now,
    assigneeIds,
    t.titleEn ?? '',
    t.summaryEn ?? '',
  ]);
  return rows.length;
};

/**
 * Moves the open tasks matching `where` to a status (closing them when it is not an open one). Only open tasks
 * move: a compare-and-set on the status, so a task is closed once.
 */
export const setWorkTaskStatus = async (
  tx: TTx,
  deps: Pick<TDeps, 'clock'>,
  where: SQL,
  to: number,
  byUserId: string | null = null,
): Promise<number> => {
  const now = deps.clock.now();
  const closing = !OPEN_WORK_STATUSES.includes(to);
  const rows = await tx
    .update(workTasks)
    .set({
      businessStatus: to,
      updatedAt: now,
      ...(closing ? { finishedAt: now, finishedBy: byUserId } : {}),
    })
    .where(and(where, inArray(workTasks.businessStatus, [...OPEN_WORK_STATUSES])))
    .returning({ id: workTasks.id });
  return rows.length;
};

/** How many open tasks a person has (the side-menu badge). */
export const countOpenTasks = async (db: TTx, userId: string): Promise<number> => {
  const [r] = await db
    .select({ n: count() })
    .from(workTasks)
    .where(and(eq(workTasks.assigneeId, userId), inArray(workTasks.businessStatus, [...OPEN_WORK_STATUSES])));
  return Number(r?.n ?? 0);
};

/** A task for a reply, in the reader's language. */
export const toWorkTask = (r: TWorkTaskRow, lang: TLang): TWorkTask => ({
  WorkTaskID: r.id,
  CompanyID: r.companyId,
  AssigneeID: r.assigneeId,
  BusinessType: r.businessType,
  ServiceType: r.serviceType,
  FlowCode: r.flowCode,
  ServiceID: r.serviceId,
  BusinessStatus: r.businessStatus,
  OrderStatus: r.orderStatus ?? 0,
  ProductType: r.productType ?? 0,
  Title: (lang === 'en' && r.titleEn) || r.title,
  Number: r.number,
  Summary: (lang === 'en' && r.summaryEn) || r.summary,
  Url: r.url,
  CreatorName: r.creatorName,
  CreateTime: formatDateTime(r.createdAt),
  UpdateTime: formatDateTime(r.updatedAt),
  FinishTime: r.finishedAt ? formatDateTime(r.finishedAt) : '',
});
