import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlowDelete,
  FlowDetails,
  FlowList,
  FlowPeople,
  FlowRoles,
  FlowUpdate,
  TripFlowDetail,
  TripFlowUpdate,
  type TFlowInfo,
  type TTripFlowDetail,
} from '@opentmc/contracts';
import { hashPassword, insertUser } from '../../src/modules/org/index.ts';
import { createOtherCompany, createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';
import { demo, rows, step, type TDemo } from './helpers.ts';

// Approval flows (system/FlowInfo/*) and which flow applies (system/TripFlow/*): the seeded demo flow, saving with
// every approver type and condition, validation in both languages, and company scoping.

let t: TTestApp;
let d: TDemo;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  d = await demo(t);
  for (const a of ['admin', 'employee', 'operator', 'service']) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '别家公司', '13900006201');
  // TMC staff assigned to no customer.
  const tmc = await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'operator') });
  await insertUser(t.app.deps.db, t.clock, tmc!.companyId, {
    name: '新客服',
    mobile: '13900006202',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roles: ['service'],
  });
  sid.unassigned = await t.login('13900006202');
});
afterAll(async () => t.close());

describe('the demo flow', () => {
  it('binds a two-step flow to pre-trip applications: the department head, then finance over 5,000 yuan or out of policy', async () => {
    const tf = await t.call<TTripFlowDetail>(TripFlowDetail, {}, { session: sid.admin });
    expect(tf.isSucc, tf.message).toBe(true);
    // The train bookings the company's rules send to approval go through the same flow (issue 14 item 15).
    expect(tf.result!.Bindings).toEqual([
      expect.objectContaining({ SubjectKind: 'btrip', DepartmentID: '', FlowName: '出差申请审批', FlowEnabled: true }),
      expect.objectContaining({ SubjectKind: 'train', DepartmentID: '', FlowName: '出差申请审批', FlowEnabled: true }),
    ]);
    const flow = await t.call<TFlowInfo>(
      FlowDetails,
      {},
      { session: sid.admin, params: { id: tf.result!.Bindings[0]!.FlowID } },
    );
    expect(flow.result!.Steps).toMatchObject([
      { ApproverType: 'DepartmentHead', Mode: 'Any', Conditions: { AmountOver: null, OutOfPolicy: false } },
      {
        ApproverType: 'Users',
        UserIDs: [d.user.finance],
        Users: [{ UserID: d.user.finance, UserName: '冯丽' }],
        Conditions: { AmountOver: 5000, OutOfPolicy: true, Match: 'Any' },
      },
    ]);
    expect(flow.result!.BindingCount).toBe(2);
  });
});

describe('FlowInfo', () => {
  it('saves, lists, changes and deletes a flow with every approver type', async () => {
    const [role] = await rows<{ id: string }>(
      t,
      `select id from roles where company_id = $1 and code = 'cost_keeper'`,
      [d.companyId],
    );
    const body = {
      FlowName: '全类型流程',
      Remark: '测试',
      Steps: [
        step({ ApproverType: 'DepartmentHead' }),
        step({ ApproverType: 'UpperDepartmentHead', Mode: 'All' }),
        step({ ApproverType: 'Role', RoleID: role!.id }),
        step({ ApproverType: 'Users', UserIDs: [d.user.finance, d.user.finance, d.user.approver] }),
        step({
          ApproverType: 'CostCenterOwner',
          Conditions: {
            ServiceTypes: [1407, '1409'],
            AmountOver: '1234.5',
            OutOfPolicy: true,
            International: true,
            Match: 'All',
          },
        }),
      ],
      FollowerIDs: [d.user.employee],
    };
    const saved = await t.call<TFlowInfo>(FlowUpdate, body, { session: sid.admin, lang: 'en' });
    expect(saved.isSucc, saved.message).toBe(true);
    expect(saved.message).toBe('Approval flow saved');
    const f = saved.result!;
    expect(f.Steps.map((s) => s.ApproverType)).toEqual([
      'DepartmentHead',
      'UpperDepartmentHead',
      'Role',
      'Users',
      'CostCenterOwner',
    ]);
    expect(f.Steps[2]!.RoleName).toBe('Cost-centre keeper');
    expect(f.Steps[3]!.UserIDs).toEqual([d.user.finance, d.user.approver]);
    expect(f.Steps[4]!.Conditions).toEqual({
      ServiceTypes: [1407, 1409],
      AmountOver: 1234.5,
      OutOfPolicy: true,
      International: true,
      Match: 'All',
    });
    expect(f.Followers).toEqual([{ UserID: d.user.employee, UserName: '郑浩' }]);
    const [stored] = await rows<{ steps: { Conditions: { AmountOverFen: number } }[] }>(
      t,
      'select steps from approval_flows where id = $1',
      [f.FlowID],
    );
    expect(stored!.steps[4]!.Conditions.AmountOverFen).toBe(123450);

    const list = await t.call<{ Entities: { FlowID: string; StepCount: number }[]; RecordCount: number }>(
      FlowList,
      { KeyWords: '全类型' },
      { session: sid.admin },
    );
    expect(list.result).toMatchObject({ RecordCount: 1, Entities: [{ FlowID: f.FlowID, StepCount: 5 }] });

    const changed = await t.call<TFlowInfo>(
      FlowUpdate,
      {
        ...body,
        FlowID: f.FlowID,
        FlowName: '全类型流程2',
        Enabled: false,
        Steps: [step({ ApproverType: 'DepartmentHead' })],
      },
      { session: sid.admin },
    );
    expect(changed.result).toMatchObject({ FlowID: f.FlowID, FlowName: '全类型流程2', Enabled: false });
    expect(changed.result!.Steps).toHaveLength(1);

    const del = await t.call(FlowDelete, {}, { session: sid.admin, params: { id: f.FlowID } });
    expect(del.isSucc, del.message).toBe(true);
    const gone = await t.call(FlowDetails, {}, { session: sid.admin, params: { id: f.FlowID }, lang: 'en' });
    expect(gone).toMatchObject({ isSucc: false, statusCode: 400, message: 'No such approval flow' });
  });

  it.each([
    ['no steps', { FlowName: 'x', Steps: [] }, 'Add at least one step'],
    ['no name', { FlowName: ' ', Steps: [step({ ApproverType: 'DepartmentHead' })] }, 'Enter the flow name'],
    ['a role step without a role', { FlowName: 'x', Steps: [step({ ApproverType: 'Role' })] }, 'Choose a role'],
    [
      'a people step without people',
      { FlowName: 'x', Steps: [step({ ApproverType: 'Users', UserIDs: [] })] },
      'Choose the approvers',
    ],
    [
      'an unknown approver type',
      { FlowName: 'x', Steps: [{ ...step({ ApproverType: 'DepartmentHead' }), ApproverType: 'Boss' }] },
      'Choose who approves',
    ],
    [
      'a zero amount',
      { FlowName: 'x', Steps: [step({ ApproverType: 'DepartmentHead', Conditions: { AmountOver: 0 } })] },
      'The amount must be more than 0',
    ],
    [
      'three decimals',
      { FlowName: 'x', Steps: [step({ ApproverType: 'DepartmentHead', Conditions: { AmountOver: '1.234' } })] },
      'amount',
    ],
    [
      'eleven steps',
      { FlowName: 'x', Steps: Array.from({ length: 11 }, () => step({ ApproverType: 'DepartmentHead' })) },
      'At most 10 steps',
    ],
  ])('refuses %s with a clear message and writes nothing', async (_n, body, message) => {
    const before = await rows(t, 'select id from approval_flows');
    const r = await t.call(FlowUpdate, body, { session: sid.admin, lang: 'en' });
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(r.message.toLowerCase()).toContain(message.toLowerCase());
    expect(await rows(t, 'select id from approval_flows')).toHaveLength(before.length);
  });

  it('refuses people and roles of another company, and a repeated name', async () => {
    const outsider = await rows<{ id: string }>(t, 'select id from users where company_id = $1', [other.companyId]);
    const r1 = await t.call(
      FlowUpdate,
      { FlowName: 'x', Steps: [step({ ApproverType: 'Users', UserIDs: [outsider[0]!.id] })] },
      { session: sid.admin, lang: 'en' },
    );
    expect(r1.message).toBe('A chosen person does not exist or is disabled');
    const r2 = await t.call(
      FlowUpdate,
      { FlowName: 'x', Steps: [step({ ApproverType: 'DepartmentHead' })], FollowerIDs: [outsider[0]!.id] },
      { session: sid.admin, lang: 'en' },
    );
    expect(r2.message).toBe('A chosen person does not exist or is disabled');
    const r3 = await t.call(
      FlowUpdate,
      { FlowName: 'x', Steps: [step({ ApproverType: 'Role', RoleID: 'R99999999999' })] },
      { session: sid.admin, lang: 'en' },
    );
    expect(r3.message).toBe('The chosen role does not exist');
    const r4 = await t.call(
      FlowUpdate,
      { FlowName: '出差申请审批', Steps: [step({ ApproverType: 'DepartmentHead' })] },
      { session: sid.admin, lang: 'cn' },
    );
    expect(r4.message).toBe('已有同名的审批流程');
  });

  it('refuses to delete a flow in use', async () => {
    const tf = await t.call<TTripFlowDetail>(TripFlowDetail, {}, { session: sid.admin });
    const r = await t.call(
      FlowDelete,
      {},
      { session: sid.admin, params: { id: tf.result!.Bindings[0]!.FlowID }, lang: 'en' },
    );
    expect(r.message).toBe('This flow is assigned in Flow assignment; remove it there first');
  });

  it('lists roles with their holders and the active people of the company', async () => {
    const roles = await t.call<{ RoleName: string; HolderCount: number }[]>(FlowRoles, {}, { session: sid.admin });
    expect(roles.result).toContainEqual(expect.objectContaining({ RoleName: '成本中心维护', HolderCount: 1 }));
    const people = await t.call<{ Entities: { UserName: string }[] }>(
      FlowPeople,
      { Key: '冯' },
      { session: sid.admin },
    );
    expect(people.result!.Entities.map((p) => p.UserName)).toEqual(['冯丽']);
    const byId = await t.call<{ Entities: { UserID: string }[] }>(
      FlowPeople,
      { UserIDs: [d.user.admin] },
      { session: sid.admin },
    );
    expect(byId.result!.Entities.map((p) => p.UserID)).toEqual([d.user.admin]);
  });

  it("keeps each company's flows to itself", async () => {
    const mine = await t.call<{ RecordCount: number }>(FlowList, {}, { session: sid.admin });
    const theirs = await t.call<{ Entities: unknown[]; RecordCount: number }>(FlowList, {}, { session: other.sid });
    expect(mine.result!.RecordCount).toBeGreaterThan(0);
    expect(theirs.result).toMatchObject({ RecordCount: 0, Entities: [] });
    const named = await t.call(FlowList, { CompanyID: d.companyId }, { session: other.sid });
    expect(named.isSucc).toBe(false);
    const tf = await t.call<TTripFlowDetail>(TripFlowDetail, {}, { session: sid.admin });
    const id = tf.result!.Bindings[0]!.FlowID;
    for (const s of [other.sid, sid.unassigned]) {
      expect((await t.call(FlowDetails, {}, { session: s, params: { id } })).isSucc).toBe(false);
      expect((await t.call(FlowDetails, { CompanyID: d.companyId }, { session: s, params: { id } })).isSucc).toBe(
        false,
      );
      expect((await t.call(FlowDelete, { CompanyID: d.companyId }, { session: s, params: { id } })).isSucc).toBe(false);
    }
    // The employee holds no flow action.
    expect((await t.call(FlowList, {}, { session: sid.employee })).isSucc).toBe(false);
    // The operator reaches every client company, a service rep the customers assigned to them.
    for (const s of [sid.operator, sid.service]) {
      const op = await t.call<TFlowInfo>(FlowDetails, { CompanyID: d.companyId }, { session: s, params: { id } });
      expect(op.result?.FlowName).toBe('出差申请审批');
    }
  });
});

describe('TripFlow', () => {
  it('saves per-department bindings and refuses repeats, other companies’ flows and unknown departments', async () => {
    const tf = await t.call<TTripFlowDetail>(TripFlowDetail, {}, { session: sid.admin });
    const demoFlow = tf.result!.Bindings[0]!.FlowID;
    const rd = await t.call<TFlowInfo>(
      FlowUpdate,
      { FlowName: '研发部机票', Steps: [step({ ApproverType: 'DepartmentHead' })] },
      { session: sid.admin },
    );
    const ok = await t.call<TTripFlowDetail>(
      TripFlowUpdate,
      {
        Bindings: [
          { SubjectKind: 'btrip', FlowID: demoFlow },
          { SubjectKind: 'flight', DepartmentID: d.dept['研发部'], FlowID: rd.result!.FlowID },
          { SubjectKind: 'flight', FlowID: demoFlow },
        ],
      },
      { session: sid.admin, lang: 'en' },
    );
    expect(ok.isSucc, ok.message).toBe(true);
    expect(ok.message).toBe('Flow assignment saved');
    expect(ok.result!.Bindings.map((b) => [b.SubjectKind, b.DepartmentName, b.FlowName])).toEqual([
      ['btrip', '', '出差申请审批'],
      ['flight', '', '出差申请审批'],
      ['flight', '研发部', '研发部机票'],
    ]);

    const theirFlow = await t.call<TFlowInfo>(
      FlowUpdate,
      { FlowName: '别家', Steps: [step({ ApproverType: 'DepartmentHead' })] },
      { session: other.sid },
    );
    const bad = [
      [
        { SubjectKind: 'flight', FlowID: demoFlow },
        { SubjectKind: 'flight', DepartmentID: '', FlowID: demoFlow },
      ],
      [{ SubjectKind: 'flight', FlowID: theirFlow.result!.FlowID }],
      [{ SubjectKind: 'flight', DepartmentID: 'D99999999999', FlowID: demoFlow }],
      [{ SubjectKind: 'visa', FlowID: demoFlow }],
      [{ SubjectKind: 'flight', FlowID: '' }],
    ];
    for (const Bindings of bad) {
      const r = await t.call(TripFlowUpdate, { Bindings }, { session: sid.admin, lang: 'en' });
      expect(r, JSON.stringify(Bindings)).toMatchObject({ isSucc: false, statusCode: 400 });
    }
    const after = await t.call<TTripFlowDetail>(TripFlowDetail, {}, { session: sid.admin });
    expect(after.result!.Bindings).toHaveLength(3);
    expect((await t.call(TripFlowDetail, { CompanyID: d.companyId }, { session: other.sid })).isSucc).toBe(false);
    expect(
      (await t.call(TripFlowUpdate, { CompanyID: d.companyId, Bindings: [] }, { session: sid.unassigned })).isSucc,
    ).toBe(false);
  });
});
