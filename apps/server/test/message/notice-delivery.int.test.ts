import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  ApprovalResolve,
  BtripTaskSave,
  BtripTaskSubmit,
  BtripTaskWithdraw,
  type TBtripTask,
} from '@opentmc/contracts';
import { deliverMessage } from '../../src/modules/message/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { application, approve, userIdOf } from '../btrip/helpers.ts';
import { bindFlow, demo, fakeSubject, facts, newSubjectId, rows, saveFlow, start, step } from '../approval/helpers.ts';

// When notifications leave (issue 14 item 16): within a few seconds of the transaction that caused them, whoever
// wrote them, and never about an approval step that is already over when the delivery runs.

const APPROVER_MOBILE = '13800000007';

/** The outbox rows of one template sent to a recipient (the test clock stands still: created_at does not order them). */
const outboxOf = (t: TTestApp, to: string, template: string) =>
  rows<{ id: string; status: string }>(
    t,
    `select id, status from notification_outbox where recipient = $1 and template_key = $2`,
    [to, `message.templates.approval.${template}`],
  );

/** The one outbox row of a template to a recipient written by `action`. */
const writtenBy = async (t: TTestApp, to: string, template: string, action: () => Promise<unknown>) => {
  const before = new Set((await outboxOf(t, to, template)).map((r) => r.id));
  await action();
  const added = (await outboxOf(t, to, template)).filter((r) => !before.has(r.id));
  expect(added).toHaveLength(1);
  return added[0]!;
};

const submitApplication = async (t: TTestApp, sid: string, employeeId: string): Promise<TBtripTask> => {
  const saved = await t.call<TBtripTask>(BtripTaskSave, application(t, [employeeId]), { session: sid });
  if (!saved.isSucc) throw new Error(`save failed: ${saved.message}`);
  const sent = await t.call<TBtripTask>(BtripTaskSubmit, { TaskID: saved.result!.TaskID }, { session: sid });
  if (!sent.isSucc) throw new Error(`submit failed: ${sent.message}`);
  return sent.result!;
};

describe('a notification caused by a call', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('reaches the approver within a few seconds of the submitted application', async () => {
    const sid = await t.login('employee');
    const employee = await userIdOf(t, 'employee');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const before = Date.now();
      await submitApplication(t, sid, employee);
      await expect
        .poll(
          async () =>
            (await rows(t, `select 1 from sms_records where recipient = $1 and channel = 'sms'`, [APPROVER_MOBILE]))
              .length,
          { timeout: 5000, interval: 100 },
        )
        .toBe(1);
      expect(Date.now() - before).toBeLessThan(5000);
      const [row] = await outboxOf(t, APPROVER_MOBILE, 'pending');
      expect(row!.status).toBe('sent');
    } finally {
      log.mockRestore();
    }
  });
});

describe('a notice about an approval step that is over', () => {
  let t: TTestApp;
  const sid: Record<string, string> = {};
  let employee = '';
  beforeAll(async () => {
    // No workers: this part delivers by hand, after the step has moved on.
    t = await createTestApp({ workers: false });
    for (const a of ['employee', 'approver', 'admin']) sid[a] = await t.login(a);
    employee = await userIdOf(t, 'employee');
  });
  afterAll(async () => t?.close());

  const deliverAll = async (ids: string[]) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const out: string[] = [];
      for (const id of ids) out.push(await deliverMessage(t.app.deps, id));
      return out;
    } finally {
      log.mockRestore();
    }
  };
  const recordsOf = async (ids: string[]) =>
    (await rows(t, 'select 1 from sms_records where outbox_id = any($1::uuid[])', [ids])).length;

  it('is sent while the step is still waiting for the approver', async () => {
    const pending = await writtenBy(t, APPROVER_MOBILE, 'pending', () => submitApplication(t, sid.employee!, employee));
    expect(await deliverAll([pending.id])).toEqual(['sent']);
    expect(await recordsOf([pending.id])).toBe(1);
  });

  it('is not sent once the approver has decided', async () => {
    let task: TBtripTask | undefined;
    const pending = await writtenBy(t, APPROVER_MOBILE, 'pending', async () => {
      task = await submitApplication(t, sid.employee!, employee);
    });
    await approve(t, sid.approver!, task!);
    expect(await deliverAll([pending.id])).toEqual(['obsolete']);
    expect(await recordsOf([pending.id])).toBe(0);
    const [row] = await rows<{ status: string }>(t, 'select status from notification_outbox where id = $1', [
      pending.id,
    ]);
    expect(row!.status).toBe('obsolete');
    // Tried again (a retried job, the sweeper), it stays unsent.
    expect(await deliverAll([pending.id])).toEqual(['skipped']);
    expect(await recordsOf([pending.id])).toBe(0);
  });

  it('is not sent once the application was withdrawn, while the withdrawal notice is', async () => {
    let task: TBtripTask | undefined;
    const pending = await writtenBy(t, APPROVER_MOBILE, 'pending', async () => {
      task = await submitApplication(t, sid.employee!, employee);
    });
    const withdrawn = await writtenBy(t, APPROVER_MOBILE, 'withdrawn', async () => {
      const w = await t.call(BtripTaskWithdraw, { TaskID: task!.TaskID }, { session: sid.employee });
      expect(w.isSucc, w.message).toBe(true);
    });
    expect(await deliverAll([pending.id, withdrawn.id])).toEqual(['obsolete', 'sent']);
  });

  it('is not sent to a follower once the step was decided, while the result is', async () => {
    onTestFinished(fakeSubject('hotel').restore);
    const d = await demo(t);
    const flow = await saveFlow(t, sid.admin!, {
      FlowName: `flow ${newSubjectId()}`,
      Steps: [step({ ApproverType: 'Users', UserIDs: [d.user.approver] })],
      FollowerIDs: [d.user.finance],
    });
    await bindFlow(t, sid.admin!, 'hotel', flow.FlowID);
    let instanceId = '';
    const follow = await writtenBy(t, d.mobile.finance, 'follow', async () => {
      ({ instanceId } = await start(t, {
        companyId: d.companyId,
        creatorId: d.user.employee,
        travellerIds: [d.user.employee],
        subject: { kind: 'hotel', id: newSubjectId() },
        facts: facts(),
      }));
    });
    const approved = await writtenBy(t, d.mobile.finance, 'approved', async () => {
      const r = await t.call(ApprovalResolve, { InstanceID: instanceId }, { session: sid.approver });
      expect(r.isSucc, r.message).toBe(true);
    });
    expect(await deliverAll([follow.id, approved.id])).toEqual(['obsolete', 'sent']);
  });
});
