import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApprovalDetails,
  ApprovalReject,
  ApprovalResolve,
  GetSideBadges,
  ServiceType,
  TripFlowUpdate,
  type TApprovalDetails,
  type TApprovalFacts,
} from '@opentmc/contracts';
import { approvalTrail, withdrawApproval } from '../../src/modules/approval/index.ts';
import { hashPassword, insertUser } from '../../src/modules/org/index.ts';
import { createOtherCompany, createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';
import {
  bindFlow,
  demo,
  facts,
  fakeSubject,
  newSubjectId,
  openTasks,
  rows,
  saveFlow,
  start,
  stateOf,
  step,
  type TDemo,
  type TFakeSubject,
} from './helpers.ts';

// The approval engine through the approval port and the decision calls: every flow shape (any/all, conditions,
// skipping the traveller, escalation, withdraw, reject with a reason), the messages it sends, and the race of two
// approvers of one Any step.

let t: TTestApp;
let d: TDemo;
let subject: TFakeSubject;
const sid: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  d = await demo(t);
  subject = fakeSubject('hotel');
  for (const a of ['admin', 'approver', 'employee', 'finance']) sid[a] = await t.login(a);
});
afterAll(async () => {
  subject.restore();
  await t.close();
});

/** A flow bound as the default for hotel bookings. */
const useFlow = async (steps: Parameters<typeof step>[0][], extra: { FollowerIDs?: string[] } = {}) => {
  const f = await saveFlow(t, sid.admin!, { FlowName: `flow ${newSubjectId()}`, Steps: steps.map(step), ...extra });
  await bindFlow(t, sid.admin!, 'hotel', f.FlowID);
  return f;
};

/** Starts a hotel approval for a traveller (the employee by default), created by them. */
const begin = async (
  o: { traveller?: string; creator?: string; f?: Parameters<typeof facts>[0]; costCenterId?: string } = {},
) => {
  const id = newSubjectId();
  const traveller = o.traveller ?? d.user.employee;
  const r = await start(t, {
    companyId: d.companyId,
    creatorId: o.creator ?? traveller,
    travellerIds: [traveller],
    subject: { kind: 'hotel', id },
    facts: facts(o.f),
    ...(o.costCenterId ? { costCenterId: o.costCenterId } : {}),
  });
  return { id, ...r };
};

const resolve = (who: string, InstanceID: string) =>
  t.call<TApprovalDetails>(ApprovalResolve, { InstanceID }, { session: sid[who], lang: 'en' });
const reject = (who: string, InstanceID: string, Reason?: string) =>
  t.call<TApprovalDetails>(
    ApprovalReject,
    { InstanceID, ...(Reason === undefined ? {} : { Reason }) },
    { session: sid[who], lang: 'en' },
  );
const approversOf = async (instanceId: string, stepNo: number) =>
  rows<{ user_id: string; decision: string | null }>(
    t,
    'select user_id, decision from approval_participants where instance_id = $1 and step_no = $2 order by user_id',
    [instanceId, stepNo],
  );
const templatesTo = async (mobile: string, instanceSubject: string) =>
  (
    await rows<{ template_key: string }>(
      t,
      `select template_key from notification_outbox where recipient = $1 and params->>'subject' like $2 order by template_key`,
      [mobile, `%${instanceSubject}`],
    )
  ).map((r) => r.template_key.replace('message.templates.approval.', ''));

describe('no flow and single steps', () => {
  it('approves at once when no flow applies (onApproved in the same transaction)', async () => {
    // 'car' has no registered subject in this file: a programming error, not a business refusal.
    const r = await start(t, {
      companyId: d.companyId,
      creatorId: d.user.employee,
      travellerIds: [d.user.employee],
      subject: { kind: 'car', id: 'car-1' },
      facts: facts(),
    }).catch((e: Error) => e);
    expect(r).toBeInstanceOf(Error);
    // The demo company binds a flow to pre-trip applications only.
    await t.call(TripFlowUpdate, { Bindings: [] }, { session: sid.admin });
    const b = await begin();
    expect(b.state).toBe('Approved');
    expect(subject.events).toContain(`approved:${b.id}`);
    const trail = await t.app.deps.db.transaction((tx) => approvalTrail(tx, { kind: 'hotel', id: b.id }));
    expect(trail).toMatchObject({ State: 'Approved', Round: 1, Steps: [] });
    expect(trail!.FinishedAt).not.toBeNull();
  });

  it("asks the traveller's department head, who approves; the creator is told", async () => {
    await useFlow([{ ApproverType: 'DepartmentHead', StepName: '部门负责人' }]);
    const a = await begin();
    expect(a.state).toBe('Pending');
    expect(a.messageIds.length).toBeGreaterThan(0);
    expect(await openTasks(t, d.user.approver, a.instanceId)).toHaveLength(1);
    expect(await templatesTo(d.mobile.approver, a.id)).toEqual(['pending']);
    const badge = await t.call<{ WorkTask: number }>(GetSideBadges, {}, { session: sid.approver });
    expect(badge.result!.WorkTask).toBeGreaterThanOrEqual(1);

    const r = await resolve('approver', a.instanceId);
    expect(r.isSucc, r.message).toBe(true);
    expect(r.message).toBe('Approved');
    expect(r.result!.Trail).toMatchObject({
      State: 'Approved',
      Steps: [{ State: 'Approved', StepName: '部门负责人' }],
    });
    expect(r.result!.Trail.Steps[0]!.Approvers).toMatchObject([{ UserID: d.user.approver, Decision: 'Approved' }]);
    expect(subject.events).toContain(`approved:${a.id}`);
    expect(await openTasks(t, d.user.approver, a.instanceId)).toHaveLength(0);
    expect(await templatesTo(d.mobile.employee, a.id)).toEqual(['approved']);
    // Deciding again is refused, and nothing changes.
    const again = await resolve('approver', a.instanceId);
    expect(again.isSucc).toBe(false);
    expect(again.statusCode).toBe(400);
  });

  it('refuses a decision from someone who is not an approver of the current step', async () => {
    await useFlow([{ ApproverType: 'Users', UserIDs: [d.user.finance] }]);
    const a = await begin();
    const r = await resolve('admin', a.instanceId);
    expect(r.isSucc).toBe(false);
    expect(r.statusCode).toBe(400);
    expect((await stateOf(t, a.instanceId)).state).toBe('Pending');
    // The employee (creator) may look at it but not decide.
    const seen = await t.call<TApprovalDetails>(
      ApprovalDetails,
      { InstanceID: a.instanceId },
      { session: sid.employee },
    );
    expect(seen.result).toMatchObject({ CanDecide: false, CanWithdraw: true });
    const mine = await t.call<TApprovalDetails>(
      ApprovalDetails,
      { InstanceID: a.instanceId },
      { session: sid.finance },
    );
    expect(mine.result).toMatchObject({ CanDecide: true, CanWithdraw: false });
  });
});

describe('who sees and decides an approval', () => {
  it('refuses outsiders: anonymous, another company, a supplier, unassigned TMC staff, a colleague not on it', async () => {
    await useFlow([{ ApproverType: 'Users', UserIDs: [d.user.finance] }]);
    const a = await begin();
    const other = await createOtherCompany(t, '另一家审批公司', '13900006301');
    const tmc = await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'operator') });
    await insertUser(t.app.deps.db, t.clock, tmc!.companyId, {
      name: '未分配客服',
      mobile: '13900006302',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      roles: ['service'],
    });
    const outsiders: [string, string | undefined][] = [
      ['anonymous', undefined],
      ['other', other.sid],
      ['supplier', await t.login('supplier')],
      ['unassigned', await t.login('13900006302')],
      ['approver (not on it)', sid.approver],
    ];
    for (const [who, s] of outsiders) {
      const seen = await t.call(ApprovalDetails, { InstanceID: a.instanceId }, { session: s });
      expect(seen.isSucc, who).toBe(false);
      const decided = await t.call(ApprovalResolve, { InstanceID: a.instanceId }, { session: s });
      expect(decided.isSucc, who).toBe(false);
      const rejected = await t.call(ApprovalReject, { InstanceID: a.instanceId, Reason: 'x' }, { session: s });
      expect(rejected.isSucc, who).toBe(false);
    }
    expect(await stateOf(t, a.instanceId)).toEqual({ state: 'Pending', current: 1, steps: ['Pending'] });
    // The company administrator (who manages its flows) may look; so may the operator.
    for (const s of [sid.admin, await t.login('operator')]) {
      const r = await t.call<TApprovalDetails>(ApprovalDetails, { InstanceID: a.instanceId }, { session: s });
      expect(r.result).toMatchObject({ InstanceID: a.instanceId, CanDecide: false });
    }
  });
});

describe('any and all', () => {
  it('Any: the first approval decides the step; the other approver is no longer asked', async () => {
    await useFlow([
      { ApproverType: 'Users', UserIDs: [d.user.approver, d.user.finance], Mode: 'Any' },
      { ApproverType: 'Users', UserIDs: [d.user.admin] },
    ]);
    const a = await begin();
    expect(await openTasks(t, d.user.finance, a.instanceId)).toHaveLength(1);
    expect((await resolve('approver', a.instanceId)).isSucc).toBe(true);
    expect(await stateOf(t, a.instanceId)).toEqual({ state: 'Pending', current: 2, steps: ['Approved', 'Pending'] });
    expect(await openTasks(t, d.user.finance, a.instanceId)).toHaveLength(0);
    const [task] = await rows<{ business_status: number }>(
      t,
      'select business_status from work_tasks where assignee_id = $1 and flow_code = $2',
      [d.user.finance, a.instanceId],
    );
    expect(task!.business_status).toBe(10207);
    expect(await approversOf(a.instanceId, 1)).toEqual(
      [
        { user_id: d.user.approver, decision: 'Approved' },
        { user_id: d.user.finance, decision: null },
      ].sort((x, y) => x.user_id.localeCompare(y.user_id)),
    );
    expect((await resolve('finance', a.instanceId)).isSucc).toBe(false);
    expect((await resolve('admin', a.instanceId)).isSucc).toBe(true);
    expect((await stateOf(t, a.instanceId)).state).toBe('Approved');
  });

  it('All: every approver must approve before the step is done', async () => {
    await useFlow([{ ApproverType: 'Users', UserIDs: [d.user.approver, d.user.finance], Mode: 'All' }]);
    const a = await begin();
    expect((await resolve('finance', a.instanceId)).isSucc).toBe(true);
    expect(await stateOf(t, a.instanceId)).toEqual({ state: 'Pending', current: 1, steps: ['Pending'] });
    expect(subject.events).not.toContain(`approved:${a.id}`);
    expect((await resolve('approver', a.instanceId)).isSucc).toBe(true);
    expect(await stateOf(t, a.instanceId)).toEqual({ state: 'Approved', current: 0, steps: ['Approved'] });
    expect(subject.events.filter((e) => e === `approved:${a.id}`)).toHaveLength(1);
  });
});

describe('conditions', () => {
  const flowWithConditions = () =>
    useFlow([
      { ApproverType: 'Users', UserIDs: [d.user.approver], StepName: 'always' },
      {
        ApproverType: 'Users',
        UserIDs: [d.user.finance],
        StepName: 'over 5000 or out of policy',
        Conditions: { ServiceTypes: [], AmountOver: 5000, OutOfPolicy: true, International: false, Match: 'Any' },
      },
      {
        ApproverType: 'Users',
        UserIDs: [d.user.admin],
        StepName: 'international flights',
        Conditions: { ServiceTypes: [ServiceType.Flight], International: true, OutOfPolicy: false, Match: 'Any' },
      },
      {
        ApproverType: 'Users',
        UserIDs: [d.user.admin],
        StepName: 'over 1000 and out of policy',
        Conditions: { ServiceTypes: [], AmountOver: '1000.00', OutOfPolicy: true, International: false, Match: 'All' },
      },
    ]);
  const stepNames = async (id: string) =>
    (await t.app.deps.db.transaction((tx) => approvalTrail(tx, { kind: 'hotel', id })))!.Steps.map((s) => s.StepName);

  const cases: [string, Partial<TApprovalFacts>, string[]][] = [
    ['exactly 5000 yuan, in policy', { AmountFen: 500000 }, ['always']],
    ['5000.01 yuan', { AmountFen: 500001 }, ['always', 'over 5000 or out of policy']],
    ['out of policy, small amount', { AmountFen: 100, OutOfPolicy: true }, ['always', 'over 5000 or out of policy']],
    [
      'out of policy and over 1000',
      { AmountFen: 100001, OutOfPolicy: true },
      ['always', 'over 5000 or out of policy', 'over 1000 and out of policy'],
    ],
    [
      'international hotel only (service filter)',
      { International: true, ServiceTypes: [ServiceType.Hotel] },
      ['always'],
    ],
    [
      'international flight',
      { International: true, ServiceTypes: [ServiceType.Flight, ServiceType.Hotel] },
      ['always', 'international flights'],
    ],
  ];
  it.each(cases)('%s', async (_name, f, expected) => {
    await flowWithConditions();
    const a = await begin({ f });
    expect(await stepNames(a.id)).toEqual(expected);
  });
});

describe('skipping and escalation', () => {
  it('skips an approver who is the traveller; a step left with nobody is skipped', async () => {
    await useFlow([
      { ApproverType: 'DepartmentHead' },
      { ApproverType: 'Users', UserIDs: [d.user.approver, d.user.finance] },
    ]);
    // The head of 研发部 travels himself: step 1 is skipped, step 2 asks only the finance account.
    const a = await begin({ traveller: d.user.approver });
    expect(await stateOf(t, a.instanceId)).toEqual({ state: 'Pending', current: 2, steps: ['Skipped', 'Pending'] });
    expect(await approversOf(a.instanceId, 2)).toContainEqual({ user_id: d.user.approver, decision: 'Skipped' });
    expect(await openTasks(t, d.user.approver, a.instanceId)).toHaveLength(0);
    expect(await openTasks(t, d.user.finance, a.instanceId)).toHaveLength(1);
  });

  it('approves at once when every step is skipped', async () => {
    await useFlow([{ ApproverType: 'DepartmentHead' }]);
    const a = await begin({ traveller: d.user.approver });
    expect(a.state).toBe('Approved');
    expect(subject.events).toContain(`approved:${a.id}`);
    expect((await stateOf(t, a.instanceId)).steps).toEqual(['Skipped']);
  });

  it('escalates a step with no such head to the company administrator', async () => {
    await useFlow([{ ApproverType: 'DepartmentHead' }]);
    // 财务部 has no head.
    const a = await begin({ traveller: d.user.finance });
    expect(await openTasks(t, d.user.admin, a.instanceId)).toHaveLength(1);
    const trail = (await t.app.deps.db.transaction((tx) => approvalTrail(tx, { kind: 'hotel', id: a.id })))!;
    expect(trail.Steps[0]).toMatchObject({
      State: 'Escalated',
      Approvers: [{ UserID: d.user.admin, Decision: 'Pending' }],
    });
    expect((await resolve('admin', a.instanceId)).isSucc).toBe(true);
    expect((await stateOf(t, a.instanceId)).state).toBe('Approved');
  });

  it('asks the head of the level above, or escalates at the top of the tree', async () => {
    // A team under 研发部 whose own head is someone else.
    const [team] = await rows<{ id: string }>(
      t,
      `insert into departments (company_id, parent_id, name, manager_user_id, created_at) values ($1, $2, '平台组', $3, now()) returning id`,
      [d.companyId, d.dept['研发部'], d.user.finance],
    );
    const [parent] = await rows<{ path: string }>(t, 'select path from departments where id = $1', [d.dept['研发部']]);
    await rows(t, 'update departments set path = $1 where id = $2', [`${parent!.path}${team!.id}/`, team!.id]);
    const member = await insertUser(t.app.deps.db, t.clock, d.companyId, {
      name: '平台组成员',
      mobile: '13900006101',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      roles: ['employee'],
      departmentId: team!.id,
    });
    await useFlow([{ ApproverType: 'UpperDepartmentHead' }]);
    const a = await begin({ traveller: member });
    expect(await approversOf(a.instanceId, 1)).toEqual([{ user_id: d.user.approver, decision: 'Pending' }]);
    // 研发部 is at the top: no level above, so the administrator approves.
    const b = await begin({ traveller: d.user.employee });
    expect(await approversOf(b.instanceId, 1)).toEqual([{ user_id: d.user.admin, decision: 'Pending' }]);
    expect(
      (
        await rows<{ escalated: boolean }>(t, 'select escalated from approval_steps where instance_id = $1', [
          b.instanceId,
        ])
      )[0]!.escalated,
    ).toBe(true);
  });

  it('skips an escalated step whose administrator is the traveller', async () => {
    await useFlow([{ ApproverType: 'DepartmentHead' }]);
    // 总经办 has no head; its administrator travels.
    const a = await begin({ traveller: d.user.admin });
    expect(a.state).toBe('Approved');
  });

  it('asks the holders of a role, and the owner of the cost centre', async () => {
    const [role] = await rows<{ id: string }>(
      t,
      `select id from roles where company_id = $1 and code = 'cost_keeper'`,
      [d.companyId],
    );
    await useFlow([{ ApproverType: 'Role', RoleID: role!.id }, { ApproverType: 'CostCenterOwner' }]);
    const [cc] = await rows<{ id: string }>(
      t,
      `select id from cost_centers where company_id = $1 and code = 'CC-002'`,
      [d.companyId],
    );
    const a = await begin({ costCenterId: cc!.id });
    // cost_keeper is given to 财务部, where the finance account works.
    expect(await approversOf(a.instanceId, 1)).toEqual([{ user_id: d.user.finance, decision: 'Pending' }]);
    // CC-002's manager is 吴刚, the approver account.
    expect(await approversOf(a.instanceId, 2)).toEqual([{ user_id: d.user.approver, decision: null }]);
    // Without a cost centre the owner step has nobody: the administrator.
    const b = await begin();
    expect(await approversOf(b.instanceId, 2)).toEqual([{ user_id: d.user.admin, decision: null }]);
  });
});

describe('followers, withdraw and reject', () => {
  it('tells followers of each step and of the result, without asking them', async () => {
    await useFlow([{ ApproverType: 'Users', UserIDs: [d.user.approver] }], { FollowerIDs: [d.user.finance] });
    const a = await begin();
    expect(await templatesTo(d.mobile.finance, a.id)).toEqual(['follow']);
    expect(await openTasks(t, d.user.finance, a.instanceId)).toHaveLength(0);
    await resolve('approver', a.instanceId);
    expect(await templatesTo(d.mobile.finance, a.id)).toEqual(['approved', 'follow']);
  });

  it('lets the creator withdraw before the first decision, and tells the approvers', async () => {
    await useFlow([{ ApproverType: 'Users', UserIDs: [d.user.approver, d.user.finance], Mode: 'All' }]);
    const a = await begin();
    const byOther = await t.app.deps.db
      .transaction((tx) =>
        withdrawApproval(tx, t.app.deps, { subject: { kind: 'hotel', id: a.id }, userId: d.user.admin }),
      )
      .catch((e: { key?: string }) => e.key);
    expect(byOther).toBe('approval.errors.notCreator');
    await t.app.deps.db.transaction((tx) =>
      withdrawApproval(tx, t.app.deps, { subject: { kind: 'hotel', id: a.id }, userId: d.user.employee }),
    );
    expect(subject.events).toContain(`withdrawn:${a.id}`);
    expect(await stateOf(t, a.instanceId)).toEqual({ state: 'Withdrawn', current: 0, steps: ['Waiting'] });
    expect(await openTasks(t, d.user.approver, a.instanceId)).toHaveLength(0);
    expect(await templatesTo(d.mobile.approver, a.id)).toEqual(['pending', 'withdrawn']);
    expect((await resolve('approver', a.instanceId)).isSucc).toBe(false);
  });

  it('refuses to withdraw after the first decision', async () => {
    await useFlow([{ ApproverType: 'Users', UserIDs: [d.user.approver, d.user.finance], Mode: 'All' }]);
    const a = await begin();
    expect((await resolve('finance', a.instanceId)).isSucc).toBe(true);
    const refused = await t.app.deps.db
      .transaction((tx) =>
        withdrawApproval(tx, t.app.deps, { subject: { kind: 'hotel', id: a.id }, userId: d.user.employee }),
      )
      .catch((e: { key?: string }) => e.key);
    expect(refused).toBe('approval.errors.cannotWithdraw');
    expect((await stateOf(t, a.instanceId)).state).toBe('Pending');
  });

  it('needs a rejection reason; a rejection ends the approval and tells the creator why', async () => {
    await useFlow([
      { ApproverType: 'Users', UserIDs: [d.user.approver, d.user.finance], Mode: 'Any' },
      { ApproverType: 'Users', UserIDs: [d.user.admin] },
    ]);
    const a = await begin();
    for (const reason of [undefined, '', '   ']) {
      const r = await reject('approver', a.instanceId, reason);
      expect(r.statusCode).toBe(400);
      expect(r.message).toContain('Enter a rejection reason');
    }
    const cn = await t.call(
      ApprovalReject,
      { InstanceID: a.instanceId, Reason: '' },
      { session: sid.approver, lang: 'cn' },
    );
    expect(cn.message).toContain('请输入驳回原因');
    expect((await stateOf(t, a.instanceId)).state).toBe('Pending');

    const r = await reject('approver', a.instanceId, '预算不足');
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.Trail).toMatchObject({ State: 'Rejected', Steps: [{ State: 'Rejected' }, { State: 'Waiting' }] });
    expect(subject.events).toContain(`rejected:${a.id}:预算不足:${d.user.approver}`);
    expect(await openTasks(t, d.user.finance, a.instanceId)).toHaveLength(0);
    const [msg] = await rows<{ content: string }>(
      t,
      `select content from notification_outbox where recipient = $1 and template_key = 'message.templates.approval.rejected' and params->>'subject' like $2`,
      [d.mobile.employee, `%${a.id}`],
    );
    expect(msg!.content).toContain('预算不足');
    expect((await resolve('admin', a.instanceId)).isSucc).toBe(false);
  });

  it('starts a new round only when the last one is over', async () => {
    await useFlow([{ ApproverType: 'Users', UserIDs: [d.user.approver] }]);
    const a = await begin();
    const again = await start(t, {
      companyId: d.companyId,
      creatorId: d.user.employee,
      travellerIds: [d.user.employee],
      subject: { kind: 'hotel', id: a.id },
      facts: facts(),
    }).catch((e: { key?: string }) => e.key);
    expect(again).toBe('approval.errors.alreadyPending');
    await resolve('approver', a.instanceId);
    const round2 = await start(t, {
      companyId: d.companyId,
      creatorId: d.user.employee,
      travellerIds: [d.user.employee],
      subject: { kind: 'hotel', id: a.id },
      facts: facts(),
    });
    expect(round2.state).toBe('Pending');
    const trail = await t.app.deps.db.transaction((tx) => approvalTrail(tx, { kind: 'hotel', id: a.id }));
    expect(trail).toMatchObject({ InstanceID: round2.instanceId, Round: 2, State: 'Pending' });
  });
});

describe('race', () => {
  it('two approvers of one Any step approving at the same moment give one decision and one advance', async () => {
    await useFlow([
      { ApproverType: 'Users', UserIDs: [d.user.approver, d.user.finance], Mode: 'Any' },
      { ApproverType: 'Users', UserIDs: [d.user.admin] },
    ]);
    for (let round = 0; round < 5; round++) {
      const a = await begin();
      const [x, y] = await Promise.all([resolve('approver', a.instanceId), resolve('finance', a.instanceId)]);
      expect([x.isSucc, y.isSucc].filter(Boolean)).toHaveLength(1);
      expect([x, y].find((r) => !r.isSucc)!.statusCode).toBe(400);
      const decided = await approversOf(a.instanceId, 1);
      expect(decided.filter((p) => p.decision === 'Approved')).toHaveLength(1);
      expect(decided.filter((p) => p.decision === 'Pending')).toHaveLength(0);
      expect(await stateOf(t, a.instanceId)).toEqual({ state: 'Pending', current: 2, steps: ['Approved', 'Pending'] });
      // Step 2 started once: one task and one message for the administrator.
      expect(await openTasks(t, d.user.admin, a.instanceId)).toHaveLength(1);
      expect(await templatesTo(d.mobile.admin, a.id)).toEqual(['pending']);
      const [n] = await rows<{ n: number }>(
        t,
        'select decision_count::int as n from approval_instances where id = $1',
        [a.instanceId],
      );
      expect(n!.n).toBe(1);
    }
  });
});
