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
} from 'drizzle-orm/pg-core';
import type { TTripRule, TTripRuleScope } from '@opentmc/contracts';

// The travel policy's tables (issue 4 section 1): trip rules, city categories, violation reasons, travel purposes
// and the services of the scoped approval rules. company_id holds an org company id (no foreign key: tables.ts
// may not import another module's tables, and the org module never deletes companies).

export const tripRuleIdSeq = pgSequence('trip_rule_id_seq');
export const cityCategoryIdSeq = pgSequence('city_category_id_seq');
export const contraryReasonIdSeq = pgSequence('contrary_reason_id_seq');
export const travelPurposeIdSeq = pgSequence('travel_purpose_id_seq');

/** The rule items of a trip rule: the engine's TTripRule per service, amounts in fen. */
export type TTripRuleItems = Pick<TTripRule, 'flight' | 'hotel' | 'train' | 'car'>;

/** A company's trip rules; the engine reads them unchanged (tripRulesOf). IDs are Y… */
export const tripRules = pgTable(
  'trip_rules',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'Y' || lpad(nextval('trip_rule_id_seq')::text, 11, '0')`),
    companyId: text('company_id').notNull(),
    name: text('name').notNull(),
    scope: text('scope').$type<TTripRuleScope>().notNull(),
    /** Position rules: the job levels they apply to. */
    jobLevels: integer('job_levels')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Department rules: the departments they apply to (and those below them). */
    departmentIds: text('department_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    items: jsonb('items').$type<TTripRuleItems>().notNull(),
    updatedBy: text('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('trip_rules_name_uq').on(t.companyId, t.name),
    // One company-wide rule: the engine takes the first it finds.
    uniqueIndex('trip_rules_one_all_uq')
      .on(t.companyId)
      .where(sql`${t.scope} = 'All'`),
    index('trip_rules_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * City categories of the TMC (defaults of every client) or of a company (its own replace the TMC's of the same
 * code). Cities are 4-digit division codes; one category per owner may be the default, one International. IDs Z…
 */
export const cityCategories = pgTable(
  'city_categories',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'Z' || lpad(nextval('city_category_id_seq')::text, 11, '0')`),
    companyId: text('company_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isDefault: boolean('is_default').notNull().default(false),
    international: boolean('international').notNull().default(false),
    orderBy: integer('order_by').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('city_categories_code_uq').on(t.companyId, t.code),
    uniqueIndex('city_categories_one_default_uq')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('city_categories_one_intl_uq')
      .on(t.companyId)
      .where(sql`${t.international}`),
  ],
);

/** Violation reasons of a company (btrip ContraryReason). IDs V… */
export const contraryReasons = pgTable(
  'contrary_reasons',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'V' || lpad(nextval('contrary_reason_id_seq')::text, 11, '0')`),
    companyId: text('company_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    /** ServiceType codes it applies to (flight, hotel, train, traffic). */
    serviceTypes: integer('service_types').array().notNull(),
    /** An "other" reason: the booker explains it in words. */
    isOther: boolean('is_other').notNull().default(false),
    orderBy: integer('order_by').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('contrary_reasons_code_uq').on(t.companyId, t.code)],
);

/** Travel purposes of a company (btrip TravePurpose). IDs Q… */
export const travelPurposes = pgTable(
  'travel_purposes',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'Q' || lpad(nextval('travel_purpose_id_seq')::text, 11, '0')`),
    companyId: text('company_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    orderBy: integer('order_by').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('travel_purposes_code_uq').on(t.companyId, t.code)],
);

/**
 * The services a scoped approval rule of a company applies to (ApprovalRule/Save Details); a rule without a row
 * applies to every service. Whether a rule is on lives in the company configuration (org company_configs).
 */
export const approvalRuleServices = pgTable(
  'approval_rule_services',
  {
    companyId: text('company_id').notNull(),
    ruleCode: integer('rule_code').notNull(),
    serviceTypes: integer('service_types').array().notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.ruleCode] })],
);
