import { z } from 'zod';
import { defineCall } from '../call.ts';
import { UserStatus } from '../lookups/index.ts';
import { OrgAction, type TAccountKind } from '../system/actions.ts';
import { ZEmail, ZMobile } from '../validation.ts';
import { ZListPaging, ZRowId, listResult } from '../resource/define.ts';

// The employees of a company (system UserAccount, spec section 7: List, InitializePassword, GET
// Details?UserAct; issue 3 adds Update, bulk import from an .xlsx template and export).
//
// Who may call what:
// - List and Details need only a session. What they return is limited by tenancy (the caller's own company,
//   or a customer a TMC staff member is assigned to, by CompanyID) and by the caller's data range: a company
//   administrator sees everyone, an approver their department and below, an employee only themselves.
//   Approvers and booking screens list colleagues this way without the management action.
// - Update, InitializePassword, ImportTemplate, Import and Export manage people: they need OrgAction.employees,
//   and a manager whose data range is narrower only reaches people and departments inside it.

/** The account kinds an employee can be given here; company_admin moves only by authority handover. */
export const EMPLOYEE_KINDS = ['employee', 'approver', 'finance'] as const satisfies TAccountKind[];
export type TEmployeeKind = (typeof EMPLOYEE_KINDS)[number];

/** An employee's status on the wire: UserStatus Active (1301) or Disabled (1303). */
export const EMPLOYEE_STATUSES = [UserStatus.Active, UserStatus.Disabled] as const;

/** The largest .xlsx an import takes (bytes of the file, before base64): the whole call body is capped at 1 MiB. */
export const EMPLOYEE_IMPORT_MAX_BYTES = 512 * 1024;
/** The most data rows one import takes. */
export const EMPLOYEE_IMPORT_MAX_ROWS = 5000;
/** The most rows one export writes. */
export const EMPLOYEE_EXPORT_MAX_ROWS = 50000;

/** The columns of the import template, in order; export writes the same ones first. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'Name',
  'Mobile',
  'Email',
  'EmployeeNo',
  'Department',
  'Job',
  'JobTitle',
  'Kinds',
] as const;
export type TEmployeeImportColumn = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];

const ZCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };
const ZOptionalId = ZRowId.optional().or(z.literal(''));

const ZStatus = z.coerce
  .number({ error: 'messages.validation.invalidOption' })
  .refine((v) => (EMPLOYEE_STATUSES as readonly number[]).includes(v), 'messages.validation.invalidOption');

export const ZEmployeeKind = z.enum(EMPLOYEE_KINDS, { error: 'employee.validation.kind' });

/** One employee as the list, details and save return it. */
export const ZEmployee = z.object({
  UserID: z.string(),
  CompanyID: z.string(),
  Name: z.string(),
  Mobile: z.string(),
  Email: z.string(),
  EmployeeNo: z.string(),
  LoginName: z.string(),
  DepartmentID: z.string(),
  DepartmentName: z.string(),
  /** Names from the top of the tree down, joined by '/', e.g. 研发部/前端组 (what the import file uses). */
  DepartmentPath: z.string(),
  JobID: z.string(),
  JobName: z.string(),
  JobTitle: z.string(),
  /** Account kinds (company_admin included when they hold it). */
  Roles: z.array(z.string()),
  /** UserStatus code. */
  Status: z.number(),
  /** Whether a password is set (never the password itself). */
  HasPassword: z.boolean(),
  CreateTime: z.string(),
});
export type TEmployee = z.output<typeof ZEmployee>;

/** The list filters (List and Export). */
const employeeFilters = {
  ...ZCompany,
  /** Part of the name, mobile, email or employee number. */
  KeyWords: z.string().trim().max(100, 'messages.validation.tooLong').optional(),
  DepartmentID: ZOptionalId,
  /** With DepartmentID: include the departments below it (default true). */
  IncludeSubDepartments: z.boolean().optional(),
  JobID: ZOptionalId,
  Status: ZStatus.optional().or(z.literal('')),
  /** One account kind, e.g. approver. */
  Role: z
    .enum(['company_admin', ...EMPLOYEE_KINDS], { error: 'employee.validation.kind' })
    .optional()
    .or(z.literal('')),
};

export const ZEmployeeListRequest = z.object({ ...ZListPaging, ...employeeFilters });
export type TEmployeeListRequest = z.output<typeof ZEmployeeListRequest>;

export const ZEmployeeExportRequest = z.object(employeeFilters);
export type TEmployeeExportRequest = z.output<typeof ZEmployeeExportRequest>;

export const ZEmployeeSaveRequest = z.object({
  ...ZCompany,
  /** Absent or '' creates an employee. */
  UserID: ZOptionalId,
  Name: z
    .string({ error: 'messages.validation.required' })
    .trim()
    .min(1, 'messages.validation.required')
    .max(50, 'messages.validation.tooLong'),
  Mobile: ZMobile,
  Email: ZEmail.optional().or(z.literal('')),
  EmployeeNo: z.string().trim().max(40, 'messages.validation.tooLong').optional(),
  DepartmentID: ZOptionalId,
  JobID: ZOptionalId,
  JobTitle: z.string().trim().max(50, 'messages.validation.tooLong').optional(),
  /** Absent keeps the kinds (a new employee is an `employee`). */
  Roles: z
    .array(ZEmployeeKind, { error: 'employee.validation.kind' })
    .min(1, 'employee.validation.kindRequired')
    .max(EMPLOYEE_KINDS.length, 'employee.validation.kind')
    .optional(),
  /** Absent keeps the status (a new employee is active). */
  Status: ZStatus.optional(),
});
export type TEmployeeSaveRequest = z.output<typeof ZEmployeeSaveRequest>;

/** A file a call returns: the client saves it (the call contract carries JSON, so the bytes travel as base64). */
export const ZFileResult = z.object({
  FileName: z.string(),
  ContentType: z.string(),
  /** The file, base64. */
  Content: z.string(),
});
export type TFileResult = z.output<typeof ZFileResult>;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// base64 of EMPLOYEE_IMPORT_MAX_BYTES is 4/3 as long.
const IMPORT_BASE64_MAX = Math.ceil(EMPLOYEE_IMPORT_MAX_BYTES / 3) * 4;

export const ZEmployeeImportRequest = z.object({
  ...ZCompany,
  FileName: z.string().trim().max(200, 'messages.validation.tooLong').optional(),
  /** The .xlsx file, base64. */
  Content: z
    .string({ error: 'employee.validation.fileRequired' })
    .trim()
    .min(1, 'employee.validation.fileRequired')
    .max(IMPORT_BASE64_MAX, 'employee.validation.fileTooLarge')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'employee.validation.fileInvalid'),
});
export type TEmployeeImportRequest = z.output<typeof ZEmployeeImportRequest>;

/** One problem of an import row: the column (EMPLOYEE_IMPORT_COLUMNS, '' for the whole row) and why. */
export const ZImportIssue = z.object({ Column: z.string(), ColumnTitle: z.string(), Message: z.string() });

/** One data row of the file: imported (with its new UserID) or refused (with its issues). */
export const ZImportRow = z.object({
  /** The row number in the sheet (the header is row 1). */
  Row: z.number(),
  Name: z.string(),
  Mobile: z.string(),
  Imported: z.boolean(),
  UserID: z.string(),
  Issues: z.array(ZImportIssue),
});
export type TImportRow = z.output<typeof ZImportRow>;

export const ZEmployeeImportResult = z.object({
  Total: z.number(),
  Imported: z.number(),
  Failed: z.number(),
  Rows: z.array(ZImportRow),
});
export type TEmployeeImportResult = z.output<typeof ZEmployeeImportResult>;

/** system/UserAccount/List: one page of the company's employees the caller may see. */
export const EmployeeList = defineCall({
  group: 'system',
  method: 'POST',
  path: 'UserAccount/List',
  auth: 'session',
  payload: ZEmployeeListRequest,
  result: listResult(ZEmployee),
  summary: 'Employees of the company within the caller’s data range, filtered and paged',
});

/** GET system/UserAccount/Details?UserAct=: one employee by user id or account (login name, mobile or email). */
export const EmployeeDetails = defineCall({
  group: 'system',
  method: 'GET',
  path: 'UserAccount/Details',
  auth: 'session',
  payload: z.object({
    ...ZCompany,
    UserAct: z
      .string({ error: 'employee.validation.userAct' })
      .trim()
      .min(1, 'employee.validation.userAct')
      .max(100, 'employee.validation.userAct'),
  }),
  result: ZEmployee,
  summary: 'One employee by user id or account, within the caller’s data range',
});

/** system/UserAccount/Update: creates (no UserID) or edits an employee. */
export const EmployeeUpdate = defineCall({
  group: 'system',
  method: 'POST',
  path: 'UserAccount/Update',
  auth: 'session',
  permission: OrgAction.employees,
  payload: ZEmployeeSaveRequest,
  result: ZEmployee,
  summary: 'Creates or edits an employee: contact details, department, job, account kinds and status',
});

/** system/UserAccount/InitializePassword: a new random password, sent to the employee by SMS (or mail). */
export const EmployeeInitializePassword = defineCall({
  group: 'system',
  method: 'POST',
  path: 'UserAccount/InitializePassword',
  auth: 'session',
  permission: OrgAction.employees,
  payload: z.object({ ...ZCompany, UserID: ZRowId }),
  /** Where it went, masked. */
  result: z.object({ SentTo: z.string() }),
  summary: 'Sets a new random initial password and sends it to the employee; ends their sessions',
});

/** GET system/UserAccount/ImportTemplate: the .xlsx import template with this company's departments and jobs. */
export const EmployeeImportTemplate = defineCall({
  group: 'system',
  method: 'GET',
  path: 'UserAccount/ImportTemplate',
  auth: 'session',
  permission: OrgAction.employees,
  payload: z.object(ZCompany),
  result: ZFileResult,
  summary: 'The employee import template (.xlsx, base64)',
});

/** system/UserAccount/Import: checks every row of a filled template and imports the valid ones together. */
export const EmployeeImport = defineCall({
  group: 'system',
  method: 'POST',
  path: 'UserAccount/Import',
  auth: 'session',
  permission: OrgAction.employees,
  payload: ZEmployeeImportRequest,
  result: ZEmployeeImportResult,
  summary: 'Imports employees from the .xlsx template: valid rows in one transaction, a report of every row',
});

/** system/UserAccount/Export: the filtered list as an .xlsx file. */
export const EmployeeExport = defineCall({
  group: 'system',
  method: 'POST',
  path: 'UserAccount/Export',
  auth: 'session',
  permission: OrgAction.employees,
  payload: ZEmployeeExportRequest,
  result: ZFileResult,
  summary: 'The filtered employee list as .xlsx (base64)',
});
