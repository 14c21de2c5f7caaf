import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TApprovalFacts,
  TApprovalMode,
  TApprovalState,
  TApprovalSubjectKind,
  TFlowStepDef,
} from '@opentmc/contracts';

// Approval flows, their bindings (TripFlow), the rounds of approval of subjects, approval links and work tasks.
// company_id and the user columns hold org ids; tables.ts may not import another module's tables (drizzle-kit
// loads this file on its own), so there are no foreign keys to them. Flows are FL and 10 digits, approvals AP,
// work tasks WT.

export const approvalFlowIdSeq = pgSequence('approval_flow_id_seq');
export const approvalInstanceIdSeq = pgSequence('approval_instance_id_seq');
export const workTaskIdSeq = pgSequence('work_task_id_seq');

/** A company's approval flow (FlowInfo): ordered steps, as one document. */
export const approvalFlows = pgTable(
  'approval_flows',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'FL' || lpad(nextval('approval_flow_id_seq')::text, 10, '0')`),
    companyId: text('company_id').notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    steps: jsonb('steps').$type<TFlowStepDef[]>().notNull(),
    /** Followers (approval role Follower): notified at each step and of the result, never asked. */
    followerIds: text('follower_ids').array().notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('approval_flows_name_uq').on(t.companyId, t.name)],
);

/**
 * Which flow applies (TripFlow): per company and subject kind, a default (department_id '') and optional flows
 * for departments; the binding of the nearest department on the traveller's path wins.
 */
export const approvalFlowBindings = pgTable(
  'approval_flow_bindings',
  {
    companyId: text('company_id').notNull(),
    subjectKind: text('subject_kind').$type<TApprovalSubjectKind>().notNull(),
    departmentId: text('department_id').notNull().default(''),
    flowId: text('flow_id')
      .notNull()
      .references(() => approvalFlows.id),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.subjectKind, t.departmentId] }),
    index('approval_flow_bindings_flow_idx').on(t.flowId),
  ],
);

/** One round of approval of a subject; the steps that apply were fixed when it started. */
export const approvalInstances = pgTable(
  'approval_instances',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'AP' || lpad(nextval('approval_instance_id_seq')::text, 10, '0')`),
    companyId: text('company_id').notNull(),
    subjectKind: text('subject_kind').$type<TApprovalSubjectKind>().notNull(),
    subjectId: text('subject_id').notNull(),
    round: integer('round').notNull(),
    /** The flow it started from; null when none applied (approved at once). */
    flowId: text('flow_id'),
    flowName: text('flow_name').notNull().default(''),
    state: text('state').$type<TApprovalState>().notNull(),
    /** The step being decided; 0 when none (finished). */
    currentStep: integer('current_step').notNull().default(0),
    /** Decisions made so far: the creator may withdraw only while it is 0. */
    decisionCount: integer('decision_count').notNull().default(0),
    creatorId: text('creator_id').notNull(),
    travellerIds: text('traveller_ids').array().notNull(),
    followerIds: text('follower_ids').array().notNull(),
    facts: jsonb('facts').$type<TApprovalFacts>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_instances_round_uq').on(t.subjectKind, t.subjectId, t.round),
    // One pending round per subject at a time.
    uniqueIndex('approval_instances_pending_uq')
      .on(t.subjectKind, t.subjectId)
      .where(sql`${t.state} = 'Pending'`),
    index('approval_instances_company_idx').on(t.companyId, t.createdAt),
  ],
);

export type TStepState = 'Waiting' | 'Pending' | 'Approved' | 'Rejected' | 'Skipped';

/** A step of a round. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'cascade' }),
    stepNo: integer('step_no').notNull(),
    name: text('name').notNull(),
    mode: text('mode').$type<TApprovalMode>().notNull(),
    state: text('state').$type<TStepState>().notNull(),
    /** No approver was found, so the company administrator approves it. */
    escalated: boolean('escalated').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.stepNo] })],
);

export type TDecision = 'Pending' | 'Approved' | 'Rejected' | 'Skipped';

/** An approver of a step (approval role Participant). decision null: not asked (yet, or any more). */
export const approvalParticipants = pgTable(
  'approval_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'cascade' }),
    stepNo: integer('step_no').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    decision: text('decision').$type<TDecision>(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_participants_instance_idx').on(t.instanceId, t.stepNo),
    index('approval_participants_user_idx').on(t.userId),
  ],
);

/**
 * Approval links (`/approval/{inviteCode}`): one per approver of a started step, single-use, expiring. Only the
 * SHA-256 of the code is kept; the code itself travels in the approver's message.
 */
export const approvalLinks = pgTable(
  'approval_links',
  {
    codeHash: text('code_hash').primaryKey(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => approvalParticipants.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    stepNo: integer('step_no').notNull(),
    userId: text('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('approval_links_participant_idx').on(t.participantId)],
);

/**
 * Work tasks: the one queue of things a person must act on. Generic: approvals write BusinessType Approval with
 * the approval as FlowCode and the subject as ServiceID; the booking issues add order tasks.
 */
export const workTasks = pgTable(
  'work_tasks',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'WT' || lpad(nextval('work_task_id_seq')::text, 10, '0')`),
    companyId: text('company_id').notNull(),
    assigneeId: text('assignee_id').notNull(),
    /** A BusinessType code. */
    businessType: integer('business_type').notNull(),
    /** A ServiceType code. */
    serviceType: integer('service_type').notNull(),
    flowCode: text('flow_code').notNull().default(''),
    serviceId: text('service_id').notNull(),
    /** A WorkStatus code. */
    businessStatus: integer('business_status').notNull(),
    orderStatus: integer('order_status'),
    productType: integer('product_type'),
    /** Title and summary in Chinese, and in English ('' when the task was opened with Chinese text only). */
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    number: text('number').notNull().default(''),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    url: text('url').notNull().default(''),
    creatorName: text('creator_name').notNull().default(''),
    /** What the task acts on inside its module (an approval participant's id). */
    sourceRef: text('source_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    finishedBy: text('finished_by'),
  },
  (t) => [
    // A person's queue, newest (List) or oldest (GetWorkTasks) first; by status (and type) for the open queue, the
    // badge count and the page counts, which the second index answers without reading the rows.
    index('work_tasks_assignee_idx').on(t.assigneeId, t.createdAt, t.id),
    index('work_tasks_assignee_status_type_idx').on(t.assigneeId, t.businessStatus, t.businessType, t.createdAt),
    index('work_tasks_source_idx').on(t.sourceRef),
    index('work_tasks_service_idx').on(t.serviceId),
  ],
);

export type TWorkTaskRow = typeof workTasks.$inferSelect;
export type TInstanceRow = typeof approvalInstances.$inferSelect;
export type TParticipantRow = typeof approvalParticipants.$inferSelect;
