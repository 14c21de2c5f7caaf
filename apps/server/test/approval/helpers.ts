import {
  FlowUpdate,
  TripFlowDetail,
  TripFlowUpdate,
  type TApprovalFacts,
  type TApprovalSubjectKind,
  type TFlowInfo,
  type TFlowUpdateRequest,
  type TTripFlowDetail,
} from '@opentmc/contracts';
import { registerApprovalSubject, startApproval, type TStartApprovalInput } from '../../src/modules/approval/index.ts';
import type { TTestApp } from '../harness.ts';

// Helpers of the approval API tests: a fake subject kind that records what the engine calls back, the demo
// company's people and departments, and short ways to define flows and start approvals.

/** Rows of a SQL query on the test database. */
export const rows = async <T = Record<string, unknown>>(t: TTestApp, text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows as T[];

export type TFakeSubject = {
  kind: TApprovalSubjectKind;
  /** Outcomes the engine reported, in order: `approved:ID`, `rejected:ID:reason:by`, `withdrawn:ID`. */
  events: string[];
  /** Puts the kind's real handlers back (the test worker keeps the modules loaded for the next file). */
  restore: () => void;
};

/**
 * Registers a fake subject kind (a subject's title is "Subject {id}", in both languages). Call `restore` when the
 * file or test is done, or a later file in the same worker gets the fake instead of the real product.
 */
export const fakeSubject = (kind: TApprovalSubjectKind): TFakeSubject => {
  const events: string[] = [];
  const restore = registerApprovalSubject(kind, {
    onApproved: async (_tx, _deps, id) => void events.push(`approved:${id}`),
    onRejected: async (_tx, _deps, id, info) => void events.push(`rejected:${id}:${info.reason}:${info.byUserId}`),
    onWithdrawn: async (_tx, _deps, id) => void events.push(`withdrawn:${id}`),
    describe: async (_db, id, lang) => ({
      No: `NO-${id}`,
      Title: lang === 'en' ? `Subject ${id}` : `事项 ${id}`,
      Summary: lang === 'en' ? `Summary of ${id}` : `${id} 的概要`,
      Url: `/test/subject/${id}`,
    }),
  });
  return { kind, events, restore };
};

export type TDemo = {
  companyId: string;
  user: Record<'admin' | 'approver' | 'employee' | 'finance', string>;
  mobile: Record<'admin' | 'approver' | 'employee' | 'finance', string>;
  dept: Record<'总经办' | '研发部' | '销售部' | '财务部', string>;
};

/** The demo client company's people and departments. */
export const demo = async (t: TTestApp): Promise<TDemo> => {
  const people = await rows<{ id: string; login: string; mobile: string; company_id: string }>(
    t,
    `select id, login_name as login, mobile, company_id from users where login_name in ('admin','approver','employee','finance')`,
  );
  const companyId = people[0]!.company_id;
  const depts = await rows<{ id: string; name: string }>(t, 'select id, name from departments where company_id = $1', [
    companyId,
  ]);
  const by = <K extends string>(list: { key: string; value: string }[]) =>
    Object.fromEntries(list.map((x) => [x.key, x.value])) as Record<K, string>;
  return {
    companyId,
    user: by(people.map((p) => ({ key: p.login, value: p.id }))),
    mobile: by(people.map((p) => ({ key: p.login, value: p.mobile }))),
    dept: by(depts.map((d) => ({ key: d.name, value: d.id }))),
  };
};

const anyConditions = { ServiceTypes: [], OutOfPolicy: false, International: false, Match: 'Any' as const };

/** A step of a flow request; conditions default to none. */
export const step = (
  s: Partial<NonNullable<TFlowUpdateRequest['Steps']>[number]> &
    Pick<NonNullable<TFlowUpdateRequest['Steps']>[number], 'ApproverType'>,
) => ({ StepName: s.ApproverType, Mode: 'Any' as const, Conditions: anyConditions, ...s });

/** Saves a flow as the demo administrator; throws when refused. */
export const saveFlow = async (t: TTestApp, sid: string, body: TFlowUpdateRequest): Promise<TFlowInfo> => {
  const r = await t.call<TFlowInfo>(FlowUpdate, body, { session: sid });
  if (!r.isSucc || !r.result) throw new Error(`FlowUpdate failed: ${r.message}`);
  return r.result;
};

/** Binds a flow as the default of a kind (keeping the other bindings). */
export const bindFlow = async (
  t: TTestApp,
  sid: string,
  kind: TApprovalSubjectKind,
  flowId: string,
  departmentId = '',
): Promise<void> => {
  const now = await t.call<TTripFlowDetail>(TripFlowDetail, {}, { session: sid });
  const keep = now
    .result!.Bindings.filter((b) => !(b.SubjectKind === kind && b.DepartmentID === departmentId))
    .map((b) => ({ SubjectKind: b.SubjectKind, DepartmentID: b.DepartmentID, FlowID: b.FlowID }));
  const r = await t.call(
    TripFlowUpdate,
    { Bindings: [...keep, { SubjectKind: kind, DepartmentID: departmentId, FlowID: flowId }] },
    { session: sid },
  );
  if (!r.isSucc) throw new Error(`TripFlowUpdate failed: ${r.message}`);
};

export const facts = (f: Partial<TApprovalFacts> = {}): TApprovalFacts => ({
  ServiceTypes: [],
  AmountFen: 0,
  OutOfPolicy: false,
  International: false,
  ...f,
});

let subjectNo = 0;
/** A fresh subject id. */
export const newSubjectId = () => `S${Date.now().toString(36)}${++subjectNo}`;

/** Starts an approval in its own transaction. */
export const start = (t: TTestApp, input: TStartApprovalInput) =>
  t.app.deps.db.transaction((tx) => startApproval(tx, t.app.deps, input));

/** The open work tasks of a user for one approval. */
export const openTasks = (t: TTestApp, userId: string, instanceId: string) =>
  rows<{ id: string; business_status: number }>(
    t,
    `select id, business_status from work_tasks where assignee_id = $1 and flow_code = $2 and business_status = 10111`,
    [userId, instanceId],
  );

/** The trail state of an approval: instance state, current step and each step's state. */
export const stateOf = async (t: TTestApp, instanceId: string) => {
  const [inst] = await rows<{ state: string; current_step: number }>(
    t,
    'select state, current_step from approval_instances where id = $1',
    [instanceId],
  );
  const steps = await rows<{ step_no: number; state: string; escalated: boolean }>(
    t,
    'select step_no, state, escalated from approval_steps where instance_id = $1 order by step_no',
    [instanceId],
  );
  return { state: inst?.state, current: inst?.current_step, steps: steps.map((s) => s.state) };
};

/** The approval links (codes) sent to a mobile, newest first, from the outbox. */
export const linksSentTo = async (t: TTestApp, mobile: string): Promise<string[]> => {
  const r = await rows<{ params: { link?: string } }>(
    t,
    `select params from notification_outbox where recipient = $1 and template_key = 'message.templates.approval.pending' order by created_at desc, id desc`,
    [mobile],
  );
  return r.map((x) => (x.params.link ?? '').split('/approval/')[1] ?? '').filter(Boolean);
};
