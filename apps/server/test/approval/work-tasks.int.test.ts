import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BusinessType,
  GetSideBadges,
  OrderStatus,
  ProductType,
  ServiceType,
  WORK_TASK_LOAD,
  WORK_TASK_PAGE_SIZE_MAX,
  WorkStatus,
  WorkTaskGetWorkTasks,
  WorkTaskList,
  WorkTaskReject,
  WorkTaskResolve,
  formatDateTime,
  type TWorkTask,
  type TWorkTaskListResult,
} from '@opentmc/contracts';
import { countOpenTasks, openWorkTask } from '../../src/modules/approval/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import {
  bindFlow,
  demo,
  facts,
  fakeSubject,
  newSubjectId,
  rows,
  saveFlow,
  start,
  stateOf,
  step,
  type TDemo,
} from './helpers.ts';

// Work tasks (work/WorkTask/*): a person's own queue with the spec's filters, real paging with a server-side cap,
// the supplier's own tasks, and acting on a task (approve, reject with a reason) by its id.

let t: TTestApp;
let d: TDemo;
const sid: Record<string, string> = {};
let supplierId = '';
const base = new Date('2026-03-01T02:00:00Z');

const task = (assigneeId: string, i: number, o: Partial<Parameters<typeof openWorkTask>[2]> = {}) =>
  openWorkTask(
    t.app.deps.db,
    { clock: { now: () => new Date(base.getTime() + i * 60_000) } },
    {
      companyId: d.companyId,
      assigneeId,
      businessType: BusinessType.Sales,
      serviceType: ServiceType.Flight,
      serviceId: `ORDER${i}`,
      businessStatus: WorkStatus.WaitDispose,
      title: `任务 ${i}`,
      number: `NO${String(i).padStart(4, '0')}`,
      ...o,
    },
  );

const list = (who: string, payload: Record<string, unknown>, call = WorkTaskList) =>
  t.call<TWorkTaskListResult>(call, payload, { session: sid[who], lang: 'en' });

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  d = await demo(t);
  for (const a of ['admin', 'approver', 'employee', 'finance', 'supplier']) sid[a] = await t.login(a);
  supplierId = (await rows<{ id: string }>(t, `select id from users where login_name = 'supplier'`))[0]!.id;
  // The finance account's queue: 40 tasks of every sort, one a minute.
  for (let i = 0; i < 40; i++) {
    await task(d.user.finance, i, {
      businessType: [BusinessType.Sales, BusinessType.Change, BusinessType.Amend, BusinessType.Approval][i % 4],
      serviceType: [ServiceType.Flight, ServiceType.Hotel, ServiceType.Train, ServiceType.Btrip, ServiceType.Traffic][
        i % 5
      ],
      businessStatus: [WorkStatus.WaitDispose, WorkStatus.WaitConfirm, WorkStatus.Finished, WorkStatus.WaitAudit][
        i % 4
      ],
      orderStatus: i % 2 === 0 ? OrderStatus.WaitConfirm : null,
      productType: i % 3 === 0 ? ProductType.Hotel : null,
      title: i === 7 ? '上海出差申请' : `任务 ${i}`,
    });
  }
  await task(supplierId, 100, { title: '供应商的订单' });
});
afterAll(async () => t.close());

describe('WorkTask/List and GetWorkTasks', () => {
  it('lists only the caller’s own tasks, newest first, with the full count', async () => {
    const r = await list('finance', { PageNo: 1, PageSize: 10 });
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.RecordCount).toBe(40);
    expect(r.result!.Entities).toHaveLength(10);
    expect(r.result!.Entities[0]).toMatchObject({
      Title: '任务 39',
      AssigneeID: d.user.finance,
      CreateTime: formatDateTime(new Date(base.getTime() + 39 * 60_000)),
    });
    const page4 = await list('finance', { PageNo: 4, PageSize: 10 });
    expect(page4.result!.Entities.map((e) => e.Title).at(-1)).toBe('任务 0');
    const beyond = await list('finance', { PageNo: 9, PageSize: 10 });
    expect(beyond.result).toMatchObject({ Entities: [], RecordCount: 40 });
    const employee = await list('employee', {});
    expect(employee.result).toMatchObject({ Entities: [], RecordCount: 0 });
  });

  const count = async (payload: Record<string, unknown>) =>
    (await list('finance', { PageSize: 100, ...payload })).result!.RecordCount;

  it('applies each filter of the spec', async () => {
    expect(await count({ KeyWords: '上海' })).toBe(1);
    expect(await count({ KeyWords: 'NO0007' })).toBe(1);
    expect(await count({ KeyWords: '%' })).toBe(0);
    expect(await count({ BusinessStatus: WorkStatus.Finished })).toBe(10);
    expect(await count({ BusinessStatuss: [WorkStatus.Finished, WorkStatus.WaitAudit] })).toBe(20);
    expect(await count({ BusinessType: BusinessType.Approval })).toBe(10);
    expect(await count({ BusinessTypes: [BusinessType.Sales, BusinessType.Change] })).toBe(20);
    expect(await count({ ServiceType: ServiceType.Train })).toBe(8);
    expect(await count({ ServiceTypes: [ServiceType.Flight, ServiceType.Hotel] })).toBe(16);
    expect(await count({ OrderStatus: OrderStatus.WaitConfirm })).toBe(20);
    expect(await count({ ProductType: ProductType.Hotel })).toBe(14);
    const t10 = formatDateTime(new Date(base.getTime() + 10 * 60_000));
    const t19 = formatDateTime(new Date(base.getTime() + 19 * 60_000));
    expect(await count({ CreateTime: t10 })).toBe(30);
    expect(await count({ CreateTime: t10, CreateTimeEnd: t19 })).toBe(10);
    // Empty lists and strings filter nothing; numbers may come as strings.
    expect(await count({ ServiceTypes: [], BusinessStatuss: [], KeyWords: '', CreateTime: '' })).toBe(40);
    expect(await count({ ServiceType: String(ServiceType.Train) })).toBe(8);
    // The spec's load: its statuses, business types and services together.
    const load = await list('finance', { ...WORK_TASK_LOAD }, WorkTaskGetWorkTasks);
    expect(load.result!.RecordCount).toBe(
      await count({
        BusinessStatuss: WORK_TASK_LOAD.BusinessStatuss,
        BusinessTypes: WORK_TASK_LOAD.BusinessTypes,
        ServiceTypes: WORK_TASK_LOAD.ServiceTypes,
      }),
    );
  });

  it('GetWorkTasks gives the open tasks, oldest first, unless a status is asked for', async () => {
    const r = await list('finance', { PageSize: 100 }, WorkTaskGetWorkTasks);
    expect(r.result!.RecordCount).toBe(30);
    expect(r.result!.Entities.every((e) => e.BusinessStatus !== WorkStatus.Finished)).toBe(true);
    expect(r.result!.Entities[0]!.Title).toBe('任务 0');
    const done = await list('finance', { BusinessStatus: WorkStatus.Finished }, WorkTaskGetWorkTasks);
    expect(done.result!.RecordCount).toBe(10);
  });

  it('serves the spec’s page size of 999999999 capped, with the true count', async () => {
    for (let i = 0; i < WORK_TASK_PAGE_SIZE_MAX + 20; i++) await task(d.user.admin, 1000 + i);
    const r = await list('admin', { PageNo: 1, PageSize: 999999999 });
    expect(r.result!.PageSize).toBe(WORK_TASK_PAGE_SIZE_MAX);
    expect(r.result!.Entities).toHaveLength(WORK_TASK_PAGE_SIZE_MAX);
    expect(r.result!.RecordCount).toBe(WORK_TASK_PAGE_SIZE_MAX + 20);
    const rest = await list('admin', { PageNo: 2, PageSize: 999999999 });
    expect(rest.result!.Entities).toHaveLength(20);
    expect((await t.call<{ WorkTask: number }>(GetSideBadges, {}, { session: sid.admin })).result!.WorkTask).toBe(
      await countOpenTasks(t.app.deps.db, d.user.admin),
    );
  });

  it('gives a supplier their own tasks only (spec section 6: the supplier workbench)', async () => {
    const r = await list('supplier', { ...WORK_TASK_LOAD }, WorkTaskGetWorkTasks);
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.Entities.map((e) => e.Title)).toEqual(['供应商的订单']);
    expect(r.result!.Entities.every((e) => e.AssigneeID === supplierId)).toBe(true);
  });

  it.each([
    [{ PageSize: 0 }],
    [{ PageNo: 0 }],
    [{ BusinessStatus: 12345 }],
    [{ BusinessStatuss: [WorkStatus.Finished, 'x'] }],
    [{ ServiceTypes: 'flight' }],
    [{ CreateTime: '2026-13-01 00:00:00' }],
    [{ KeyWords: 'x'.repeat(101) }],
  ])('refuses %j with 400', async (payload) => {
    const r = await list('finance', payload);
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
  });
});

describe('WorkTask/Resolve and Reject', () => {
  let flowId = '';
  let restore = () => {};
  afterAll(() => restore());
  beforeAll(async () => {
    restore = fakeSubject('car').restore;
    flowId = (
      await saveFlow(t, sid.admin!, { FlowName: 'task flow', Steps: [step({ ApproverType: 'DepartmentHead' })] })
    ).FlowID;
    await bindFlow(t, sid.admin!, 'car', flowId);
  });
  const begin = async () => {
    const r = await start(t, {
      companyId: d.companyId,
      creatorId: d.user.employee,
      travellerIds: [d.user.employee],
      subject: { kind: 'car', id: newSubjectId() },
      facts: facts(),
    });
    const [row] = await rows<{ id: string }>(t, 'select id from work_tasks where flow_code = $1 and assignee_id = $2', [
      r.instanceId,
      d.user.approver,
    ]);
    return { ...r, taskId: row!.id };
  };

  it('approves an approval through its task', async () => {
    const a = await begin();
    const mine = await list('approver', {
      BusinessType: BusinessType.Approval,
      BusinessStatus: WorkStatus.WaitApprove,
    });
    expect(mine.result!.Entities).toContainEqual(
      expect.objectContaining({
        WorkTaskID: a.taskId,
        ServiceType: ServiceType.Traffic,
        FlowCode: a.instanceId,
        CreatorName: '郑浩',
      }),
    );
    const r = await t.call<TWorkTask>(
      WorkTaskResolve,
      {},
      { session: sid.approver, params: { id: a.taskId }, lang: 'en' },
    );
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result).toMatchObject({ WorkTaskID: a.taskId, BusinessStatus: WorkStatus.Finished });
    expect(r.result!.FinishTime).not.toBe('');
    expect((await stateOf(t, a.instanceId)).state).toBe('Approved');
    const again = await t.call(WorkTaskResolve, {}, { session: sid.approver, params: { id: a.taskId }, lang: 'en' });
    expect(again).toMatchObject({ isSucc: false, statusCode: 400, message: 'This task has already been handled' });
  });

  it('rejects through the task with the reason in data, which is required', async () => {
    const a = await begin();
    const none = await t.call(WorkTaskReject, {}, { session: sid.approver, params: { id: a.taskId }, lang: 'en' });
    expect(none).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(none.message).toContain('Enter a rejection reason');
    const r = await t.call<TWorkTask>(
      WorkTaskReject,
      { Reason: '不需要出差' },
      { session: sid.approver, params: { id: a.taskId } },
    );
    expect(r.result).toMatchObject({ BusinessStatus: WorkStatus.Rejected });
    expect((await stateOf(t, a.instanceId)).state).toBe('Rejected');
  });

  it("refuses someone else's task, a task of another kind, and needs the CSRF header", async () => {
    const a = await begin();
    const foreign = await t.call(WorkTaskResolve, {}, { session: sid.finance, params: { id: a.taskId }, lang: 'en' });
    expect(foreign).toMatchObject({ isSucc: false, message: 'No such task' });
    const csrf = await t.call(
      WorkTaskResolve,
      {},
      { session: sid.approver, params: { id: a.taskId }, noCsrfHeader: true },
    );
    expect(csrf.isSucc).toBe(false);
    expect((await stateOf(t, a.instanceId)).state).toBe('Pending');
    const order = await task(d.user.approver, 5000, { businessType: BusinessType.Sales });
    const r = await t.call(WorkTaskResolve, {}, { session: sid.approver, params: { id: order }, lang: 'en' });
    expect(r.message).toBe('This task cannot be handled here');
    expect(
      (await t.call(WorkTaskResolve, {}, { session: sid.approver, params: { id: 'WT9999999999' }, lang: 'en' }))
        .message,
    ).toBe('No such task');
  });
});
