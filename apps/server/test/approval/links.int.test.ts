import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_LINK_TTL_MS,
  ApprovalLinkInfo,
  ApprovalLinkReject,
  ApprovalLinkResolve,
  type TApprovalLinkInfo,
} from '@opentmc/contracts';
import { withdrawApproval } from '../../src/modules/approval/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import {
  bindFlow,
  demo,
  facts,
  fakeSubject,
  linksSentTo,
  newSubjectId,
  rows,
  saveFlow,
  start,
  stateOf,
  step,
  type TDemo,
  type TFakeSubject,
} from './helpers.ts';

// Approval by link (`/approval/{inviteCode}`): each approver of a started step gets a single-use, expiring code bound
// to them and to that step. Used twice, expired, used by someone else, for a step already decided, or for an approval
// that is over: each is refused with its own message, and nothing changes.

let t: TTestApp;
let d: TDemo;
let subject: TFakeSubject;
const sid: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  d = await demo(t);
  subject = fakeSubject('train');
  for (const a of ['admin', 'finance']) sid[a] = await t.login(a);
  const f = await saveFlow(t, sid.admin!, {
    FlowName: 'link flow',
    Steps: [
      step({ ApproverType: 'Users', UserIDs: [d.user.approver, d.user.finance], Mode: 'Any', StepName: '第一步' }),
      step({ ApproverType: 'Users', UserIDs: [d.user.approver], StepName: '第二步' }),
    ],
  });
  await bindFlow(t, sid.admin!, 'train', f.FlowID);
});
afterAll(async () => {
  subject.restore();
  await t.close();
});

/** Starts an approval; returns it with the link codes sent for it to the approver and the finance account. */
const begin = async () => {
  const before = { a: await linksSentTo(t, d.mobile.approver), f: await linksSentTo(t, d.mobile.finance) };
  const id = newSubjectId();
  const r = await start(t, {
    companyId: d.companyId,
    creatorId: d.user.employee,
    travellerIds: [d.user.employee],
    subject: { kind: 'train', id },
    facts: facts(),
  });
  const fresh = (all: string[], old: string[]) => all.filter((c) => !old.includes(c));
  return {
    id,
    instanceId: r.instanceId,
    approverLink: fresh(await linksSentTo(t, d.mobile.approver), before.a)[0]!,
    financeLink: fresh(await linksSentTo(t, d.mobile.finance), before.f)[0]!,
  };
};

const info = (code: string, session?: string) =>
  t.call<TApprovalLinkInfo>(ApprovalLinkInfo, { InviteCode: code }, { session, lang: 'en' });
const approve = (code: string, session?: string) =>
  t.call<TApprovalLinkInfo>(ApprovalLinkResolve, { InviteCode: code }, { session, lang: 'en' });
const reject = (code: string, Reason?: string, session?: string) =>
  t.call<TApprovalLinkInfo>(
    ApprovalLinkReject,
    { InviteCode: code, ...(Reason === undefined ? {} : { Reason }) },
    { session, lang: 'en' },
  );

describe('approval by link', () => {
  it('sends each approver their own link and shows what it is about without a login', async () => {
    const a = await begin();
    expect(a.approverLink).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.financeLink).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.financeLink).not.toBe(a.approverLink);
    const [stored] = await rows<{ n: number }>(
      t,
      'select count(*)::int as n from approval_links where code_hash = $1',
      [a.approverLink],
    );
    expect(stored!.n).toBe(0); // only the hash is kept
    const r = await info(a.approverLink);
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result).toMatchObject({
      ApproverName: '吴刚',
      CompanyName: 'Demo Tech Co., Ltd.',
      CreatorName: '郑浩',
      StepNo: 1,
      StepName: '第一步',
      Decision: null,
      Subject: { Kind: 'train', ID: a.id, Title: `Subject ${a.id}`, No: `NO-${a.id}` },
    });
    expect(r.result!.Trail.Steps.map((s) => s.State)).toEqual(['Pending', 'Waiting']);
    const cn = await t.call<TApprovalLinkInfo>(ApprovalLinkInfo, { InviteCode: a.approverLink }, { lang: 'cn' });
    expect(cn.result!.Subject.Title).toBe(`事项 ${a.id}`);
  });

  it('approves through the link once; the link is then used up', async () => {
    const a = await begin();
    const sentBefore = await linksSentTo(t, d.mobile.approver);
    const r = await approve(a.approverLink);
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result).toMatchObject({ Decision: 'Approved', StepNo: 1 });
    expect(r.result!.Trail.Steps[0]!.Approvers).toContainEqual(
      expect.objectContaining({ UserID: d.user.approver, Decision: 'Approved' }),
    );
    expect(await stateOf(t, a.instanceId)).toEqual({ state: 'Pending', current: 2, steps: ['Approved', 'Pending'] });

    for (const again of [await approve(a.approverLink), await reject(a.approverLink, 'no'), await info(a.approverLink)])
      expect(again).toMatchObject({
        isSucc: false,
        statusCode: 400,
        message: 'This approval link has already been used; each link works once',
      });

    // The finance account's link is for a step that is already decided.
    const stale = await approve(a.financeLink);
    expect(stale.message).toBe('This approval step has already been decided; the link no longer works');
    expect((await info(a.financeLink)).message).toBe(
      'This approval step has already been decided; the link no longer works',
    );

    // Step 2 sent the approver a new link; it decides step 2 only.
    const step2 = (await linksSentTo(t, d.mobile.approver)).filter((c) => !sentBefore.includes(c));
    expect(step2).toHaveLength(1);
    const ok = await approve(step2[0]!);
    expect(ok.result).toMatchObject({ Decision: 'Approved', StepNo: 2 });
    expect((await stateOf(t, a.instanceId)).state).toBe('Approved');
    expect(subject.events).toContain(`approved:${a.id}`);
  });

  it('lets one of two simultaneous uses of a link through', async () => {
    const a = await begin();
    const both = await Promise.all([approve(a.approverLink), approve(a.approverLink)]);
    expect(both.filter((r) => r.isSucc)).toHaveLength(1);
    expect(both.find((r) => !r.isSucc)!.statusCode).toBe(400);
    const [n] = await rows<{ n: number }>(t, 'select decision_count::int as n from approval_instances where id = $1', [
      a.instanceId,
    ]);
    expect(n!.n).toBe(1);
  });

  it('refuses the link to a logged-in person it was not sent to, and keeps it usable for its approver', async () => {
    const a = await begin();
    const r = await approve(a.approverLink, sid.finance);
    expect(r).toMatchObject({
      isSucc: false,
      statusCode: 400,
      message: 'This approval link belongs to another approver',
    });
    expect((await info(a.approverLink, sid.admin)).message).toBe('This approval link belongs to another approver');
    expect((await stateOf(t, a.instanceId)).steps).toEqual(['Pending', 'Waiting']);
    expect((await info(a.approverLink)).isSucc).toBe(true);
    // The finance account may use their own link while logged in.
    expect((await approve(a.financeLink, sid.finance)).isSucc).toBe(true);
  });

  it('rejects through the link with a reason, which is required', async () => {
    const a = await begin();
    for (const reason of [undefined, '', '  ']) {
      const r = await reject(a.financeLink, reason);
      expect(r.statusCode).toBe(400);
      expect(r.message).toContain('Enter a rejection reason');
    }
    expect((await info(a.financeLink)).isSucc).toBe(true);
    const r = await reject(a.financeLink, '行程不合理');
    expect(r.result).toMatchObject({ Decision: 'Rejected' });
    expect(subject.events).toContain(`rejected:${a.id}:行程不合理:${d.user.finance}`);
    // The approval is over: the other approver's link no longer works.
    expect((await approve(a.approverLink)).message).toBe(
      'This approval is over (withdrawn, finished or submitted again); the link no longer works',
    );
  });

  it('refuses a link of a withdrawn approval, and a code that does not exist', async () => {
    const a = await begin();
    await t.app.deps.db.transaction((tx) =>
      withdrawApproval(tx, t.app.deps, { subject: { kind: 'train', id: a.id }, userId: d.user.employee }),
    );
    expect((await approve(a.approverLink)).message).toBe(
      'This approval is over (withdrawn, finished or submitted again); the link no longer works',
    );
    expect((await info('A'.repeat(32))).message).toBe('This approval link is not valid');
    expect((await info('bad code!')).message).toContain('This approval link is not valid');
    expect((await approve('x')).statusCode).toBe(400);
  });

  it('refuses an expired link (72 hours after the step started)', async () => {
    const a = await begin();
    t.clock.advance(APPROVAL_LINK_TTL_MS - 1000);
    expect((await info(a.approverLink)).isSucc).toBe(true);
    t.clock.advance(1000);
    for (const r of [await info(a.approverLink), await approve(a.approverLink), await reject(a.financeLink, 'late')])
      expect(r).toMatchObject({
        isSucc: false,
        statusCode: 400,
        message: 'This approval link has expired; log in and use My approvals',
      });
    expect(await stateOf(t, a.instanceId)).toEqual({ state: 'Pending', current: 1, steps: ['Pending', 'Waiting'] });
  });
});
