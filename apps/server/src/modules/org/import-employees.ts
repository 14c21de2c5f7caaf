import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_IMPORT_MAX_ROWS,
  ZEmail,
  ZMobile,
  type TEmployeeImportColumn,
  type TEmployeeImportRequest,
  type TEmployeeImportResult,
  type TEmployeeKind,
  type TImportRow,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { checkXlsxZip } from './check-xlsx-zip.ts';
import { uniqueErrors } from './create-accounts.ts';
import { departmentNamePaths, normalizeNamePath } from './department-name-paths.ts';
import { allowedDepartments, employeeScope, requireClientCompany, type TEmployeeScope } from './employee-scope.ts';
import { cellText, columnTitle, isTemplateHeader, parseKinds, type TTranslateFn } from './employee-sheet.ts';
import { jobs, users } from './tables.ts';
import { newWorkbook } from '../../platform/workbook.ts';
import { ofCompany } from './tenancy.ts';

// Bulk import from the template. Every row is checked; the valid rows are written together in one
// transaction and the others come back in the report with their row number, column and reason, in the
// caller's language. One bad row does not block the rest: the person fixes the reported rows and imports
// just those again (rows already imported would now be refused as taken mobiles).

type TCells = Record<TEmployeeImportColumn, string>;
type TSheetRow = { row: number; cells: TCells };

/** The data rows of the uploaded workbook's first sheet; refuses anything that is not a filled template. */
const readSheet = async (content: string): Promise<TSheetRow[]> => {
  const buf = Buffer.from(content, 'base64');
  if (buf.length > EMPLOYEE_IMPORT_MAX_BYTES) throw new BizError('employee.validation.fileTooLarge');
  const zip = checkXlsxZip(buf);
  if (zip !== 'ok')
    throw new BizError(zip === 'tooLarge' ? 'employee.validation.fileTooLarge' : 'employee.validation.fileInvalid');
  const wb = await newWorkbook();
  try {
    // exceljs types its input as an ArrayBuffer; a copy gives exactly that.
    await wb.xlsx.load(new Uint8Array(buf).buffer);
  } catch {
    throw new BizError('employee.validation.fileInvalid');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new BizError('employee.validation.fileInvalid');
  const header = EMPLOYEE_IMPORT_COLUMNS.map((_, i) => cellText(ws.getRow(1).getCell(i + 1)));
  if (!isTemplateHeader(header)) throw new BizError('employee.import.notTemplate');
  const rows: TSheetRow[] = [];
  let tooMany = false;
  ws.eachRow((r, n) => {
    if (n === 1 || tooMany) return;
    const cells = Object.fromEntries(EMPLOYEE_IMPORT_COLUMNS.map((c, i) => [c, cellText(r.getCell(i + 1))])) as TCells;
    if (Object.values(cells).every((v) => v === '')) return;
    if (rows.length >= EMPLOYEE_IMPORT_MAX_ROWS) tooMany = true;
    else rows.push({ row: n, cells });
  });
  if (tooMany) throw new BizError('employee.import.tooManyRows', { max: EMPLOYEE_IMPORT_MAX_ROWS });
  if (rows.length === 0) throw new BizError('employee.import.noRows');
  return rows;
};

/** What rows are checked against: the company's departments and jobs, and the values already taken. */
type TImportContext = {
  departments: Map<string, string[]>;
  allowed: Set<string> | null;
  jobs: Map<string, string>;
  mobiles: Set<string>;
  emails: Set<string>;
  employeeNos: Set<string>;
};

const loadContext = async (tx: TTx, scope: TEmployeeScope, rows: TSheetRow[]): Promise<TImportContext> => {
  const all = await departmentNamePaths(tx, scope.companyId);
  const departments = new Map<string, string[]>();
  for (const d of all) departments.set(d.namePath, [...(departments.get(d.namePath) ?? []), d.id]);
  const allowed = scope.departmentRange
    ? await allowedDepartments(
        tx,
        scope,
        all.map((d) => d.id),
      )
    : null;
  const jobRows = await tx
    .select({ id: jobs.id, name: jobs.name })
    .from(jobs)
    .where(ofCompany(jobs.companyId, scope.companyId));
  const values = (c: TEmployeeImportColumn, lower = false) => [
    ...new Set(rows.map((r) => (lower ? r.cells[c].toLowerCase() : r.cells[c])).filter(Boolean)),
  ];
  const mobiles = values('Mobile');
  const emails = values('Email', true);
  const nos = values('EmployeeNo');
  const [m, e, n] = await Promise.all([
    mobiles.length ? tx.select({ v: users.mobile }).from(users).where(inArray(users.mobile, mobiles)) : [],
    emails.length ? tx.select({ v: users.email }).from(users).where(inArray(users.email, emails)) : [],
    nos.length
      ? tx
          .select({ v: users.employeeNo })
          .from(users)
          .where(and(ofCompany(users.companyId, scope.companyId), inArray(users.employeeNo, nos)))
      : [],
  ]);
  const set = (rs: { v: string | null }[]) => new Set(rs.map((r) => r.v ?? ''));
  return {
    departments,
    allowed,
    jobs: new Map(jobRows.map((j) => [j.name, j.id])),
    mobiles: set(m),
    emails: set(e),
    employeeNos: set(n),
  };
};

type TValidRow = {
  name: string;
  mobile: string;
  email: string | null;
  employeeNo: string;
  departmentId: string | null;
  jobId: string | null;
  jobTitle: string;
  roles: TEmployeeKind[];
};

/** Checks one row; returns its values or its issues. `seen` holds the unique values of earlier rows. */
const checkRow = (
  t: TTranslateFn,
  ctx: TImportContext,
  seen: Map<string, number>,
  { row, cells }: TSheetRow,
): { values: TValidRow | null; issues: TImportRow['Issues'] } => {
  const issues: TImportRow['Issues'] = [];
  const fail = (col: TEmployeeImportColumn, key: string, params?: Record<string, unknown>) =>
    issues.push({ Column: col, ColumnTitle: columnTitle(t, col), Message: t(key, params) });
  const parse = <S extends z.ZodType>(col: TEmployeeImportColumn, schema: S): z.output<S> | null => {
    const r = schema.safeParse(cells[col]);
    if (r.success) return r.data;
    fail(col, r.error.issues[0]?.message ?? 'messages.validation.invalid');
    return null;
  };
  // A unique value: not taken in the database, not used by an earlier row of the file.
  const unique = (col: TEmployeeImportColumn, value: string, taken: Set<string>, takenKey: string) => {
    const key = `${col}:${value}`;
    const first = seen.get(key);
    if (taken.has(value)) fail(col, takenKey);
    else if (first !== undefined) fail(col, 'employee.import.duplicateInFile', { row: first });
    else seen.set(key, row);
  };

  const name = cells.Name;
  if (!name) fail('Name', 'messages.validation.required');
  else if (name.length > 50) fail('Name', 'messages.validation.tooLong');
  const mobile = parse('Mobile', ZMobile);
  if (mobile) unique('Mobile', mobile, ctx.mobiles, 'employee.errors.mobileTaken');
  const email = cells.Email ? parse('Email', ZEmail)?.toLowerCase() : undefined;
  if (email) unique('Email', email, ctx.emails, 'employee.errors.emailTaken');
  const employeeNo = cells.EmployeeNo;
  if (employeeNo.length > 40) fail('EmployeeNo', 'messages.validation.tooLong');
  else if (employeeNo) unique('EmployeeNo', employeeNo, ctx.employeeNos, 'employee.errors.employeeNoTaken');

  let departmentId: string | null = null;
  const path = normalizeNamePath(cells.Department);
  if (path) {
    const ids = ctx.departments.get(path) ?? [];
    if (ids.length === 0) fail('Department', 'employee.import.departmentNotFound', { path });
    else if (ids.length > 1) fail('Department', 'employee.import.departmentAmbiguous', { path });
    else if (ctx.allowed && !ctx.allowed.has(ids[0]!)) fail('Department', 'employee.errors.department');
    else departmentId = ids[0]!;
  } else if (ctx.allowed) {
    fail('Department', 'employee.errors.departmentRequired');
  }
  let jobId: string | null = null;
  if (cells.Job) {
    jobId = ctx.jobs.get(cells.Job) ?? null;
    if (!jobId) fail('Job', 'employee.import.jobNotFound', { name: cells.Job });
  }
  if (cells.JobTitle.length > 50) fail('JobTitle', 'messages.validation.tooLong');
  const roles = parseKinds(cells.Kinds);
  if (!roles) fail('Kinds', 'employee.validation.kind');

  if (issues.length > 0 || !mobile || !roles) return { values: null, issues };
  return {
    values: {
      name,
      mobile,
      email: email ?? null,
      employeeNo,
      departmentId,
      jobId,
      jobTitle: cells.JobTitle,
      roles,
    },
    issues,
  };
};

const INSERT_CHUNK = 500;

/** system/UserAccount/Import: checks every row of the file and imports the valid ones in one transaction. */
export const importEmployees = async (
  ctx: TAuthedContext,
  p: TEmployeeImportRequest,
): Promise<TEmployeeImportResult> => {
  const sheet = await readSheet(p.Content);
  return ctx.db.transaction(async (tx) => {
    const scope = await employeeScope(ctx, tx, p.CompanyID, true);
    await requireClientCompany(tx, scope.companyId);
    const context = await loadContext(tx, scope, sheet);
    const seen = new Map<string, number>();
    const checked = sheet.map((r) => ({ ...r, ...checkRow(ctx.t, context, seen, r) }));

    const valid = checked.flatMap((c) => (c.values ? [c.values] : []));
    const idByMobile = new Map<string, string>();
    const now = ctx.clock.now();
    for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
      const inserted = await tx
        .insert(users)
        .values(
          valid
            .slice(i, i + INSERT_CHUNK)
            .map((v) => ({ ...v, companyId: scope.companyId, passwordHash: null, createdAt: now })),
        )
        .returning({ id: users.id, mobile: users.mobile })
        .catch(uniqueErrors);
      for (const r of inserted) idByMobile.set(r.mobile ?? '', r.id);
    }

    const Rows: TImportRow[] = checked.map((c) => ({
      Row: c.row,
      Name: c.cells.Name,
      Mobile: c.cells.Mobile,
      Imported: c.values !== null,
      UserID: c.values ? (idByMobile.get(c.values.mobile) ?? '') : '',
      Issues: c.issues,
    }));
    ctx.succeed(valid.length === checked.length ? 'employee.import.allImported' : 'employee.import.someRefused');
    return { Total: Rows.length, Imported: valid.length, Failed: Rows.length - valid.length, Rows };
  });
};
