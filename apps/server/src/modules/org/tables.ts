import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Companies, departments and users. IDs are a letter and 11 digits from a sequence
// (C00000000001, D…, U…), in the style of the spec's service IDs: short, stable, readable in URLs.

export const companyIdSeq = pgSequence('company_id_seq');
export const departmentIdSeq = pgSequence('department_id_seq');
export const userIdSeq = pgSequence('user_id_seq');

/** Company types: the TMC (platform operator), a supplier, a client company, an individual's own space. */
export type TCompanyType = 'Tmc' | 'Supplier' | 'Client' | 'Personal';
export type TActiveStatus = 'active' | 'disabled';

export const companies = pgTable(
  'companies',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'C' || lpad(nextval('company_id_seq')::text, 11, '0')`),
    /** The registered (Chinese) name. */
    name: text('name').notNull(),
    /** The English name; '' when it has none. */
    nameEn: text('name_en').notNull().default(''),
    shortName: text('short_name').notNull().default(''),
    email: text('email'),
    /** What the company may do (contracts FeatureCode): Platform, Tmc, Client, BusinessSupply, Personal. */
    featureCodes: text('feature_codes').array().notNull(),
    type: text('type').$type<TCompanyType>().notNull(),
    status: text('status').$type<TActiveStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Registered company names are unique; personal spaces are named after their owner and may repeat.
  (t) => [
    uniqueIndex('companies_name_uq')
      .on(t.name)
      .where(sql`${t.type} <> 'Personal'`),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'D' || lpad(nextval('department_id_seq')::text, 11, '0')`),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The parent department; null at the top of the company's tree. */
    parentId: text('parent_id'),
    name: text('name').notNull(),
    /** The department head (e.g. the approver of 研发部). */
    managerUserId: text('manager_user_id'),
    orderBy: integer('order_by').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('departments_company_idx').on(t.companyId, t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'U' || lpad(nextval('user_id_seq')::text, 11, '0')`),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    departmentId: text('department_id').references(() => departments.id),
    /** Optional login name, stored lower-case. */
    loginName: text('login_name'),
    mobile: text('mobile'),
    /** Optional email, stored lower-case. */
    email: text('email'),
    name: text('name').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    /** scrypt$N$r$p$salt$hash (see password.ts); null until a password is set. */
    passwordHash: text('password_hash'),
    status: text('status').$type<TActiveStatus>().notNull().default('active'),
    /** Account kinds (contracts ACCOUNT_KINDS). */
    roles: text('roles').array().notNull(),
    /** Preferred language for notifications (cn or en). */
    lang: text('lang').$type<'cn' | 'en'>().notNull().default('cn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_login_name_uq').on(t.loginName),
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_email_uq').on(t.email),
    index('users_company_idx').on(t.companyId, t.departmentId),
  ],
);

export type TCompanyRow = typeof companies.$inferSelect;
export type TUserRow = typeof users.$inferSelect;
