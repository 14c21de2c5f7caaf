import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZDateTime } from '../format.ts';
import { BusinessType, OrderStatus, ProductType, ServiceType, WorkStatus } from '../lookups/lists.ts';
import { ZRowId } from '../resource/define.ts';
import { ZRejectReason } from '../approval/decide.ts';

// Work tasks (issue 4 section 4; spec: work service): the one queue of things a person must act on. For approvers
// they are approvals (BusinessType Approval, ServiceID the subject); the booking issues add order tasks for TMC staff
// and suppliers. Every list is the caller's own tasks: for a supplier (spec section 6, "only suppliers load work-task
// and advice lists" in the supplier workbench) that is exactly the tasks assigned to them.

/** The spec's work-task load asks for 999999999 rows; a page never holds more than this. */
export const WORK_TASK_PAGE_SIZE_MAX = 500;

/** Statuses of a task still to act on. */
export const OPEN_WORK_STATUSES: readonly number[] = [
  WorkStatus.WaitSubmit,
  WorkStatus.WaitPayment,
  WorkStatus.WaitConfirm,
  WorkStatus.WaitAudit,
  WorkStatus.WaitReserve,
  WorkStatus.WaitApprove,
  WorkStatus.WaitRefund,
  WorkStatus.WaitDispose,
];
/** Statuses of a task that is over. */
export const CLOSED_WORK_STATUSES: readonly number[] = [
  WorkStatus.Finished,
  WorkStatus.Canceled,
  WorkStatus.Rejected,
  WorkStatus.Cannot,
  WorkStatus.Split,
  WorkStatus.Disabled,
];
export const isOpenWorkStatus = (s: number) => OPEN_WORK_STATUSES.includes(s);

const codesOf = (o: Record<string, number>) => Object.values(o);
const code = (allowed: number[]) =>
  z.coerce.number().refine((v) => allowed.includes(v), 'messages.validation.invalidOption');
const codes = (allowed: number[]) =>
  z.array(code(allowed), { error: 'messages.validation.invalidOption' }).max(30, 'messages.validation.invalidOption');

/** One work task. */
export const ZWorkTask = z.object({
  WorkTaskID: z.string(),
  CompanyID: z.string(),
  AssigneeID: z.string(),
  /** A BusinessType code: Approval for approvals; Sales, Change, Amend, ... for orders. */
  BusinessType: z.number(),
  /** A ServiceType code: Btrip for a pre-trip application, Flight, Hotel, Train, ... */
  ServiceType: z.number(),
  /** The workflow the task belongs to: the approval's InstanceID for approvals. */
  FlowCode: z.string(),
  /** The business object: the subject of an approval (e.g. the application's id), an order's UniqueID. */
  ServiceID: z.string(),
  /** A WorkStatus code. */
  BusinessStatus: z.number(),
  /** An OrderStatus code of order tasks; 0 when none. */
  OrderStatus: z.number(),
  /** A ProductType code of order tasks; 0 when none. */
  ProductType: z.number(),
  Title: z.string(),
  /** The business number (application no., order no.). */
  Number: z.string(),
  Summary: z.string(),
  /** The web route of the business object. */
  Url: z.string(),
  CreatorName: z.string(),
  CreateTime: z.string(),
  UpdateTime: z.string(),
  /** When it was closed; '' while open. */
  FinishTime: z.string(),
});
export type TWorkTask = z.output<typeof ZWorkTask>;

/** The filters of spec section 3 (work task filters), all optional; PageSize is capped at WORK_TASK_PAGE_SIZE_MAX. */
export const ZWorkTaskListRequest = z.object({
  PageNo: z.coerce.number().int().min(1).max(1000000).default(1),
  PageSize: z.coerce.number().int().min(1).max(9999999999).default(20),
  /** Echoed back by some clients; ignored. */
  RecordCount: z.unknown().optional(),
  /** Part of the title or the number. */
  KeyWords: z.string().trim().max(100, 'messages.validation.tooLong').optional(),
  /** Created on or after. */
  CreateTime: ZDateTime.optional().or(z.literal('').transform(() => undefined)),
  /** Created on or before. */
  CreateTimeEnd: ZDateTime.optional().or(z.literal('').transform(() => undefined)),
  OrderStatus: code(codesOf(OrderStatus)).optional(),
  ProductType: code(codesOf(ProductType)).optional(),
  ServiceType: code(codesOf(ServiceType)).optional(),
  ServiceTypes: codes(codesOf(ServiceType)).optional(),
  BusinessStatus: code(codesOf(WorkStatus)).optional(),
  BusinessStatuss: codes(codesOf(WorkStatus)).optional(),
  BusinessType: code(codesOf(BusinessType)).optional(),
  BusinessTypes: codes(codesOf(BusinessType)).optional(),
});
export type TWorkTaskListRequest = z.output<typeof ZWorkTaskListRequest>;

export const ZWorkTaskListResult = z.object({
  Entities: z.array(ZWorkTask),
  RecordCount: z.number(),
  PageNo: z.number(),
  PageSize: z.number(),
});
export type TWorkTaskListResult = z.output<typeof ZWorkTaskListResult>;

export const WorkTaskList = defineCall({
  group: 'work',
  method: 'POST',
  path: 'WorkTask/List',
  auth: 'session',
  payload: ZWorkTaskListRequest,
  result: ZWorkTaskListResult,
  summary: "The caller's own work tasks, newest first, filtered and paged (page size capped)",
});

export const WorkTaskGetWorkTasks = defineCall({
  group: 'work',
  method: 'POST',
  path: 'WorkTask/GetWorkTasks',
  auth: 'session',
  payload: ZWorkTaskListRequest,
  result: ZWorkTaskListResult,
  summary:
    "The caller's open work tasks (the workbench load: without a status filter only open statuses), oldest first, paged and capped",
});

export const WorkTaskResolve = defineCall({
  group: 'work',
  method: 'GET',
  path: 'WorkTask/Resolve/:id',
  auth: 'session',
  stateChanging: true,
  payload: z.object({ id: ZRowId }),
  result: ZWorkTask,
  summary: 'Act on one of the caller’s open tasks: approve an approval',
});

export const WorkTaskReject = defineCall({
  group: 'work',
  method: 'GET',
  path: 'WorkTask/Reject/:id',
  auth: 'session',
  stateChanging: true,
  payload: z.object({ id: ZRowId, Reason: ZRejectReason }),
  result: ZWorkTask,
  summary: 'Reject one of the caller’s open tasks with a reason (in `data`): reject an approval',
});
