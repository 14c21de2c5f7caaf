import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Companies, departments and users. IDs are a letter and 11 digits from a sequence
// (C00000000001, D…, U…), in the style of the spec's service IDs: short, stable, readable in URLs.

export const companyIdSeq = pgSequence('company_id_seq');
export const departmentIdSeq = pgSequence('department_id_seq');
export const userIdSeq = pgSequence('user_id_seq');
export const jobIdSeq = pgSequence('job_id_seq');
export const groupIdSeq = pgSequence('group_id_seq');
export const roleIdSeq = pgSequence('role_id_seq');

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
    // The company profile (/System/Company/{CompanyID}/Main). Codes are contracts lookups; 0 = not given.
    address: text('address').notNull().default(''),
    companyType: integer('company_type').notNull().default(0),
    capitalType: integer('capital_type').notNull().default(0),
    companySize: integer('company_size').notNull().default(0),
    industry: text('industry').notNull().default(''),
    remark: text('remark').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** Business licence / card info (the unified social credit code of the company). */
    cardNo: text('card_no').notNull().default(''),
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
    /** Ids from the top of the tree down to this one, '/D…/D…/': "this department and below" is a prefix match. */
    path: text('path').notNull().default(''),
    orderBy: integer('order_by').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('departments_company_idx').on(t.companyId, t.parentId),
    index('departments_path_idx').on(t.companyId, t.path),
  ],
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
    /** The user's job (position); roles and travel rules can apply by job. */
    jobId: text('job_id'),
    /** Employee number inside the company. */
    employeeNo: text('employee_no').notNull().default(''),
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

/** Jobs (positions) of a company; `level` orders them for travel rules that apply by position. */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'J' || lpad(nextval('job_id_seq')::text, 11, '0')`),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    level: integer('level').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('jobs_name_uq').on(t.companyId, t.name)],
);

/** Groups: people across departments (e.g. "frequent flyers"), owners of roles like departments are. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'G' || lpad(nextval('group_id_seq')::text, 11, '0')`),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('user_groups_name_uq').on(t.companyId, t.name)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/**
 * Roles (spec section 6): a set of action codes and a data range, given to owners (users, jobs, groups,
 * departments, the whole company). System roles come with the platform; user roles are made by a company.
 */
export const roles = pgTable(
  'roles',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'R' || lpad(nextval('role_id_seq')::text, 11, '0')`),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    /** RoleCategory code: System or User. */
    category: integer('category').notNull(),
    /** DataRange code. */
    dataRange: integer('data_range').notNull(),
    actionCodes: text('action_codes').array().notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('roles_code_uq').on(t.companyId, t.code)],
);

/** Who holds a role: an owner of a RoleType (User, Jobs, Group, Department, Company) and its id. */
export const roleOwners = pgTable(
  'role_owners',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    companyId: text('company_id').notNull(),
    /** RoleType code of the owner. */
    ownerType: integer('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.ownerType, t.ownerId] }),
    index('role_owners_owner_idx').on(t.ownerType, t.ownerId),
  ],
);

/**
 * Which TMC staff serve which client company (/System/Employee/CustomersFree): TMC staff reach a customer
 * only through a row here (architecture guide section 3).
 */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    staffUserId: text('staff_user_id')
      .notNull()
      .references(() => users.id),
    /** 'service' (customer-service rep) or 'sales' (sales rep). */
    duty: text('duty').$type<'service' | 'sales'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.duty] }), index('staff_assignments_staff_idx').on(t.staffUserId)],
);

export type TCompanyRow = typeof companies.$inferSelect;
export type TUserRow = typeof users.$inferSelect;

export const contactIdSeq = pgSequence('contact_id_seq');
export const invoiceTitleIdSeq = pgSequence('invoice_title_id_seq');

/** Contacts of a company or a user (system ContactInfo); owner_id is the company or the user. */
export const contacts = pgTable(
  'contacts',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'K' || lpad(nextval('contact_id_seq')::text, 11, '0')`),
    ownerId: text('owner_id').notNull(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    /** YesNo code; 1150 is the owner's one default contact. */
    isDefault: integer('is_default').notNull().default(1151),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('contacts_owner_idx').on(t.ownerId),
    uniqueIndex('contacts_one_default_uq')
      .on(t.ownerId)
      .where(sql`${t.isDefault} = 1150`),
  ],
);

/** Invoice titles of a company or a user (system InvoiceInfo). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'T' || lpad(nextval('invoice_title_id_seq')::text, 11, '0')`),
    ownerId: text('owner_id').notNull(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    invoiceRole: integer('invoice_role').notNull(),
    invoiceType: integer('invoice_type').notNull(),
    title: text('title').notNull(),
    taxpayerNo: text('taxpayer_no').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    registeredAddress: text('registered_address').notNull().default(''),
    registeredPhone: text('registered_phone').notNull().default(''),
    isDefault: integer('is_default').notNull().default(1151),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoice_titles_owner_idx').on(t.ownerId),
    uniqueIndex('invoice_titles_one_default_uq')
      .on(t.ownerId)
      .where(sql`${t.isDefault} = 1150`),
  ],
);

export const costCenterIdSeq = pgSequence('cost_center_id_seq');
export const projectIdSeq = pgSequence('project_id_seq');

/** Cost centres of a company (system CostCenterInfo): travel costs are booked against them. IDs are F… */
export const costCenters = pgTable(
  'cost_centers',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'F' || lpad(nextval('cost_center_id_seq')::text, 11, '0')`),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Who answers for it, as free text. */
    managerName: text('manager_name').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cost_centers_code_uq').on(t.companyId, t.code)],
);

/** Projects of a company (system ProjectInfo): trips can be booked against them. IDs are P… */
export const projects = pgTable(
  'projects',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'P' || lpad(nextval('project_id_seq')::text, 11, '0')`),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('projects_code_uq').on(t.companyId, t.code)],
);

/**
 * Invites into a company (system InviteInfo, /invite/{code}): a link that lets a person join the company
 * in a department as an employee, until it expires or its uses run out (max_uses 0: no limit).
 */
export const invites = pgTable(
  'invites',
  {
    code: text('code').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    // Deleting a department withdraws the invites into it.
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invites_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * A company's configuration (system ConfigInfo): the TripApprovalRule codes switched on. One row per
 * company, written on first save; a company without a row has every switch off.
 */
export const companyConfigs = pgTable('company_configs', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  approvalRules: integer('approval_rules').array().notNull(),
  updatedBy: text('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
