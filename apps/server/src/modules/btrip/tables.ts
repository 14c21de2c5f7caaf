import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import type { TBtripStatus } from '@opentmc/contracts';

// Pre-trip applications (btrip tasks). IDs are B and 11 digits (B00000000001), attachments BF and 10 digits.
// company_id and the user columns hold org ids; tables.ts may not import another module's tables (drizzle-kit
// loads this file on its own), so there are no foreign keys to them.

export const btripTaskIdSeq = pgSequence('btrip_task_id_seq');
export const btripAttachmentIdSeq = pgSequence('btrip_attachment_id_seq');

/** A city as stored: a domestic division code with its name, or an international city by name. */
export type TStoredCity = { International: boolean; CityCode: string; CityName: string };
export type TStoredLeg = { FromCity: TStoredCity; ToCity: TStoredCity; DepartDate: string };
/** One service of an application; amounts in fen. */
export type TStoredService = {
  ServiceType: number;
  BudgetFen: number;
  Cabin?: number;
  HotelStar?: number;
  NightlyFen?: number;
};
/** A violation reason of one service, with the reason's names when it was given. */
export type TStoredReason = {
  ServiceType: number;
  ReasonID: string;
  name: string;
  nameEn: string;
  text: string;
  /** An "other" reason, which needs words. */
  other: boolean;
};
/** A violation as recorded at submission, with its message in both languages. */
export type TStoredViolation = {
  code: string;
  ServiceType: number;
  level: number;
  message: { cn: string; en: string };
  limit: string;
  actual: string;
  RuleID: string;
  /** The rule's name when judged. */
  ruleName: string;
  UserID: string;
};

export const btripTasks = pgTable(
  'btrip_tasks',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'B' || lpad(nextval('btrip_task_id_seq')::text, 11, '0')`),
    companyId: text('company_id').notNull(),
    creatorId: text('creator_id').notNull(),
    /** The creator's department when filed, for the data range of company lists. */
    creatorDepartmentId: text('creator_department_id'),
    status: text('status').$type<TBtripStatus>().notNull(),
    /** SQ + yyyyMMdd + sequence, issued at the first approval and kept for the life of the application. */
    approvalNo: text('approval_no'),
    /** 1, plus one for every correction of an approved application. */
    revision: integer('revision').notNull().default(1),
    /** Bumped by every write: a submission judges exactly the content it read. */
    version: integer('version').notNull().default(1),
    legs: jsonb('legs').$type<TStoredLeg[]>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    international: boolean('international').notNull().default(false),
    /** City names of the itinerary for lists and searches, e.g. 上海 → 北京 → 上海. */
    route: text('route').notNull().default(''),
    purposeId: text('purpose_id'),
    /** The purpose's names when saved (the list may change later). */
    purposeName: text('purpose_name').notNull().default(''),
    purposeNameEn: text('purpose_name_en').notNull().default(''),
    services: jsonb('services').$type<TStoredService[]>().notNull(),
    totalBudgetFen: bigint('total_budget_fen', { mode: 'number' }).notNull(),
    costCenterId: text('cost_center_id'),
    projectId: text('project_id'),
    remark: text('remark').notNull().default(''),
    /** The strictest ControlLevel of the verdict at the last submission (0 compliant). */
    policyLevel: integer('policy_level').notNull().default(0),
    violations: jsonb('violations').$type<TStoredViolation[]>().notNull().default([]),
    /** Violation reasons given, one per service that needs one. */
    reasons: jsonb('reasons').$type<TStoredReason[]>().notNull().default([]),
    /** The approval instance of the latest round. */
    instanceId: text('instance_id'),
    rejectReason: text('reject_reason').notNull().default(''),
    rejectedBy: text('rejected_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    index('btrip_tasks_company_idx').on(t.companyId, t.createdAt),
    index('btrip_tasks_creator_idx').on(t.creatorId, t.createdAt),
    uniqueIndex('btrip_tasks_approval_no_uq').on(t.approvalNo),
  ],
);

/** Who travels on an application. */
export const btripTaskTravellers = pgTable(
  'btrip_task_travellers',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => btripTasks.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('btrip_task_travellers_user_idx').on(t.userId)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files attached to applications, kept in the database (tenancy and backups come with it). An upload is unlinked
 * (task_id null) until an application is saved with it; unlinked uploads are removed after a day.
 */
export const btripAttachments = pgTable(
  'btrip_attachments',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'BF' || lpad(nextval('btrip_attachment_id_seq')::text, 10, '0')`),
    companyId: text('company_id').notNull(),
    taskId: text('task_id').references(() => btripTasks.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('btrip_attachments_task_idx').on(t.taskId), index('btrip_attachments_uploader_idx').on(t.uploadedBy)],
);

/** The last approval-number sequence used on each day (yyyyMMdd in China Standard Time). */
export const btripApprovalNumbers = pgTable('btrip_approval_numbers', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

export type TBtripTaskRow = typeof btripTasks.$inferSelect;
