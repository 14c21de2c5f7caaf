import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The customer module's tables: which services a client company has, the TMC's customer levels,
// each customer's profile as the TMC keeps it (its level), and which supplier fulfils each service. company_id holds an org company id; the org
// module owns companies and never deletes them, and tables.ts may not import another module's tables
// (drizzle-kit loads this file on its own), so there is no foreign key to it.

/** The services dispatched to a company (spec section 6): a row per company and catalogue ServiceID. */
export const companyServices = pgTable(
  'company_services',
  {
    companyId: text('company_id').notNull(),
    serviceId: text('service_id').notNull(),
    /** Who dispatched it (a TMC staff user id; null for seeded and created-with-the-company rows). */
    grantedBy: text('granted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.serviceId] })],
);

export const customerLevelIdSeq = pgSequence('customer_level_id_seq');

/** Customer levels of the TMC (/CustomerLevel). */
export const customerLevels = pgTable(
  'customer_levels',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'L' || lpad(nextval('customer_level_id_seq')::text, 11, '0')`),
    /** The TMC company the level belongs to. */
    companyId: text('company_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Percent of the list price a customer of this level pays (100 = no discount). */
    discount: integer('discount').notNull().default(100),
    orderBy: integer('order_by').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('customer_levels_code_uq').on(t.companyId, t.code)],
);

/** A client company as the TMC sees it: its customer level (/System/Company/TradeLevelAdd). */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    companyId: text('company_id').primaryKey(),
    levelId: text('level_id').references(() => customerLevels.id),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_profiles_level_idx').on(t.levelId)],
);

/**
 * Which supplier company fulfils a service (issue 16 section 1, /system/supply/list): the TMC's default for the
 * service (client_id NULL) or a client company's own choice, one row each; `supplierFor` reads it for every order.
 */
export const serviceSuppliers = pgTable(
  'service_suppliers',
  {
    /** A ServiceType code (trains 1470). */
    service: integer('service').notNull(),
    /** The client company the choice is for; NULL: the service's default for every client without its own. */
    clientId: text('client_id'),
    /** The supplier company (an org company of type Supplier). */
    supplierId: text('supplier_id').notNull(),
    /** Who set it (a TMC staff user id; null for seeded rows). */
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('service_suppliers_default_uq')
      .on(t.service)
      .where(sql`${t.clientId} IS NULL`),
    uniqueIndex('service_suppliers_client_uq')
      .on(t.service, t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
  ],
);
