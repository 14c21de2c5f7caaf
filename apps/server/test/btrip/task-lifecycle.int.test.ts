import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BtripTaskCorrect,
  BtripTaskList,
  BtripTaskSave,
  BtripTaskSubmit,
  BtripTaskWithdraw,
  Cabin,
  ServiceType,
  type TBtripTask,
  type TBtripTaskListResult,
} from '@opentmc/contracts';
import { findApprovedApplication } from '../../src/modules/btrip/index.ts';
import type { TScopedCompany } from '../../src/platform/tenancy.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { application, approve, dayIn, details, reject, userIdOf, HANGZHOU, SHANGHAI } from './helpers.ts';

// A pre-trip application from draft to approval number, rejection with its reason, withdrawal and correction
// (issue 4 section 3), through the demo flow: 研发部's head, then finance over 5,000 yuan or out of policy.

let t: TTestApp;
const sid: Record<string, string> = {};
const id: Record<string, string> = {};
// The demo client, as the tenancy scope yields it (ADR 0034).
let company = '' as TScopedCompany;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['employee', 'approver', 'finance', 'admin']) {
    sid[a] = await t.login(a);
    id[a] = await userIdOf(t, a);
  }
  company = (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'admin') }))!
    .companyId as TScopedCompany;
});
afterAll(async () => t.close());

const save = (p: Parameters<typeof application>[2] = {}, who = 'employee') =>
  t.call<TBtripTask>(BtripTaskSave, application(t, [id.employee!], p), { session: sid[who] });

describe('a pre-trip application', () => {
  it('is saved as a draft, read back as given, and listed for its creator', async () => {
    const r = await save({ Travellers: [id.employee!, id.finance!] });
    expect(r.isSucc, r.message).toBe(true);
    const task = r.result!;
    expect(task).toMatchObject({
      Status: 'Draft',
      ApprovalNo: '',
      CreatorID: id.employee,
      CreatorName: '郑浩',
      StartDate: dayIn(t, 10),
      EndDate: dayIn(t, 12),
      International: false,
      TotalBudget: 3000,
      Remark: '拜访客户',
    });
    expect(task.Travellers.map((p) => p.Name)).toEqual(['郑浩', '冯丽']);
    expect(task.Legs[0]).toEqual({
      FromCity: { International: false, CityCode: '3101', CityName: '上海市' },
      ToCity: { International: false, CityCode: '1101', CityName: '北京市' },
      DepartDate: dayIn(t, 10),
    });
    expect(task.Services).toEqual([
      { ServiceType: ServiceType.Flight, Budget: 2000, Cabin: Cabin.Economy, HotelStar: 0, NightlyPrice: 0 },
      { ServiceType: ServiceType.Hotel, Budget: 1000, Cabin: 0, HotelStar: 4, NightlyPrice: 500 },
    ]);
    const again = await details(t, sid.employee!, task.TaskID);
    expect(again.result).toMatchObject({ ...task, CanEdit: true, CanWithdraw: false, CanCorrect: false, Trail: null });
    // A traveller sees it too; the list of each shows its route.
    const mine = await t.call<TBtripTaskListResult>(
      BtripTaskList,
      { PageNo: 1, PageSize: 20 },
      { session: sid.finance },
    );
    expect(mine.result!.Entities.map((e) => [e.TaskID, e.Route, e.TravellerNames])).toContainEqual([
      task.TaskID,
      '上海市 → 北京市 → 上海市',
      '郑浩、冯丽',
    ]);
    const en = await t.call<TBtripTaskListResult>(
      BtripTaskList,
      { PageNo: 1, PageSize: 20, KeyWords: '冯丽' },
      { session: sid.employee, lang: 'en' },
    );
    expect(en.result!.Entities.map((e) => e.TravellerNames)).toEqual(['郑浩, 冯丽']);
  });

  it('is edited as a draft, submitted, approved by the department head and gets an approval number', async () => {
    const draft = (await save()).result!;
    const edited = await t.call<TBtripTask>(
      BtripTaskSave,
      { ...application(t, [id.employee!], { Remark: '改期' }), TaskID: draft.TaskID },
      { session: sid.employee },
    );
    expect(edited.result).toMatchObject({ TaskID: draft.TaskID, Status: 'Draft', Remark: '改期' });
    const sent = await t.call<TBtripTask>(BtripTaskSubmit, { TaskID: draft.TaskID }, { session: sid.employee });
    expect(sent.isSucc, sent.message).toBe(true);
    expect(sent.result).toMatchObject({ Status: 'Pending', Verdict: { Level: 0, Compliant: true } });
    // Within policy and under 5,000 yuan: only 研发部's head decides.
    const pending = await details(t, sid.approver!, draft.TaskID);
    expect(pending.result!.Trail!.Steps.map((s) => [s.StepName, s.State, s.Approvers.map((a) => a.UserName)])).toEqual([
      ['部门负责人审批', 'Pending', ['吴刚']],
    ]);
    expect((await details(t, sid.employee!, draft.TaskID)).result).toMatchObject({ CanWithdraw: true, CanEdit: false });
    expect(await findApprovedApplication(t.app.deps.db, company, 'SQ', id.employee!)).toBeNull();

    await approve(t, sid.approver!, sent.result!);
    const done = (await details(t, sid.employee!, draft.TaskID)).result!;
    expect(done.Status).toBe('Approved');
    const day = dayIn(t, 0).replaceAll('-', '');
    expect(done.ApprovalNo).toMatch(new RegExp(`^SQ${day}\\d{4}$`));
    expect(done).toMatchObject({ CanCorrect: true, CanWithdraw: false, CanEdit: false });
    expect(done.Trail!.State).toBe('Approved');

    // Bookings check the number: the traveller's, in this company only.
    const found = await findApprovedApplication(t.app.deps.db, company, done.ApprovalNo.toLowerCase(), id.employee!);
    expect(found).toMatchObject({ TaskID: draft.TaskID, ApprovalNo: done.ApprovalNo, TotalBudgetFen: 300000 });
    expect(await findApprovedApplication(t.app.deps.db, company, done.ApprovalNo, id.finance!)).toBeNull();
    expect(
      await findApprovedApplication(t.app.deps.db, 'C99999999999' as TScopedCompany, done.ApprovalNo, id.employee!),
    ).toBeNull();
  });

  it('numbers approvals of one day in sequence', async () => {
    const nos: string[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await save({ Submit: true });
      expect(r.result!.Status).toBe('Pending');
      await approve(t, sid.approver!, r.result!);
      nos.push((await details(t, sid.employee!, r.result!.TaskID)).result!.ApprovalNo);
    }
    expect(Number(nos[1]!.slice(-4))).toBe(Number(nos[0]!.slice(-4)) + 1);
  });

  it('is rejected with a reason that its creator sees, then edited and submitted again', async () => {
    const r = (await save({ Submit: true })).result!;
    const refused = await reject(t, sid.approver!, r, '行程与项目无关');
    expect(refused.isSucc, refused.message).toBe(true);
    const seen = (await details(t, sid.employee!, r.TaskID)).result!;
    expect(seen).toMatchObject({
      Status: 'Rejected',
      RejectReason: '行程与项目无关',
      RejectedBy: '吴刚',
      CanEdit: true,
    });
    expect(seen.RejectTime).not.toBe('');
    expect(seen.Trail!.Steps[0]!.Approvers[0]).toMatchObject({ Decision: 'Rejected', Reason: '行程与项目无关' });
    const again = await t.call<TBtripTask>(
      BtripTaskSave,
      { ...application(t, [id.employee!], { Remark: '补充说明' }), TaskID: r.TaskID, Submit: true },
      { session: sid.employee },
    );
    expect(again.result).toMatchObject({ Status: 'Pending', RejectReason: '' });
    const trail = (await details(t, sid.employee!, r.TaskID)).result!.Trail!;
    expect(trail.Round).toBe(2);
  });

  it('is withdrawn by its creator before anyone decides, and cannot be withdrawn twice', async () => {
    const r = (await save({ Submit: true })).result!;
    const w = await t.call<TBtripTask>(BtripTaskWithdraw, { TaskID: r.TaskID }, { session: sid.employee, lang: 'en' });
    expect(w.isSucc, w.message).toBe(true);
    expect(w.result!.Status).toBe('Withdrawn');
    expect(w.message).toBe('The application was withdrawn');
    const twice = await t.call(BtripTaskWithdraw, { TaskID: r.TaskID }, { session: sid.employee, lang: 'en' });
    expect(twice).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(twice.message).toBe('Only an application pending approval can be withdrawn');
    // Someone else's application cannot be withdrawn by a colleague.
    const other = (await save({ Submit: true })).result!;
    const byColleague = await t.call(BtripTaskWithdraw, { TaskID: other.TaskID }, { session: sid.approver });
    expect(byColleague.isSucc).toBe(false);
    expect((await details(t, sid.employee!, other.TaskID)).result!.Status).toBe('Pending');
  });

  it('is corrected after approval: a new round, the same number, valid again once approved', async () => {
    const r = (await save({ Submit: true })).result!;
    await approve(t, sid.approver!, r);
    const approved = (await details(t, sid.employee!, r.TaskID)).result!;
    const corrected = await t.call<TBtripTask>(
      BtripTaskCorrect,
      {
        ...application(t, [id.employee!], {
          Legs: [
            { FromCity: SHANGHAI, ToCity: HANGZHOU, DepartDate: dayIn(t, 11) },
            { FromCity: HANGZHOU, ToCity: SHANGHAI, DepartDate: dayIn(t, 13) },
          ],
          EndDate: dayIn(t, 13),
          // 杭州 is 二线: 450 a night at most.
          Services: [
            { ServiceType: ServiceType.Flight, Budget: 2000, Cabin: Cabin.Economy },
            { ServiceType: ServiceType.Hotel, Budget: 800, HotelStar: 4, NightlyPrice: 400 },
          ],
        }),
        TaskID: r.TaskID,
      },
      { session: sid.employee },
    );
    expect(corrected.isSucc, corrected.message).toBe(true);
    expect(corrected.result).toMatchObject({ Status: 'Pending', Revision: 2, ApprovalNo: approved.ApprovalNo });
    // While the correction is pending the number does not check out.
    expect(await findApprovedApplication(t.app.deps.db, company, approved.ApprovalNo, id.employee!)).toBeNull();
    const trail = (await details(t, sid.employee!, r.TaskID)).result!.Trail!;
    expect([trail.Round, trail.State]).toEqual([2, 'Pending']);
    await approve(t, sid.approver!, corrected.result!);
    const after = (await details(t, sid.employee!, r.TaskID)).result!;
    expect(after).toMatchObject({ Status: 'Approved', ApprovalNo: approved.ApprovalNo, StartDate: dayIn(t, 11) });
    expect(after.Legs[0]!.ToCity.CityName).toBe('杭州市');
    expect(await findApprovedApplication(t.app.deps.db, company, approved.ApprovalNo, id.employee!)).toMatchObject({
      StartDate: dayIn(t, 11),
    });
    // Only approved applications are corrected.
    const draft = (await save()).result!;
    const refused = await t.call(
      BtripTaskCorrect,
      { ...application(t, [id.employee!]), TaskID: draft.TaskID },
      {
        session: sid.employee,
        lang: 'en',
      },
    );
    expect(refused.message).toBe('Only an approved application can be changed');
  });

  it('of two submissions at the same moment, exactly one goes to approval', async () => {
    const draft = (await save()).result!;
    const results = await Promise.all(
      [0, 1].map(() => t.call<TBtripTask>(BtripTaskSubmit, { TaskID: draft.TaskID }, { session: sid.employee })),
    );
    expect(results.filter((x) => x.isSucc)).toHaveLength(1);
    expect(results.find((x) => !x.isSucc)).toMatchObject({ statusCode: 400 });
    const trail = (await details(t, sid.employee!, draft.TaskID)).result!.Trail!;
    expect(trail.Round).toBe(1);
  });
});
