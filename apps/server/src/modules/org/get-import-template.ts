import { asc } from 'drizzle-orm';
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_MAX_ROWS,
  EMPLOYEE_KINDS,
  type TFileResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { departmentNamePaths } from './department-name-paths.ts';
import { allowedDepartments, employeeScope, requireClientCompany } from './employee-scope.ts';
import { COLUMN_WIDTHS, columnTitle, fileResult, writeHeader } from './employee-sheet.ts';
import { jobs } from './tables.ts';
import { newWorkbook } from '../../platform/workbook.ts';
import { ofCompany } from './tenancy.ts';

const REQUIRED = new Set(['Name', 'Mobile']);

/**
 * GET system/UserAccount/ImportTemplate: the .xlsx to fill in. Sheet one has the columns (required ones
 * marked *), sheet two the rules and this company's department paths, jobs and account kinds to copy from.
 */
export const getImportTemplate = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined },
): Promise<TFileResult> => {
  const { t } = ctx;
  const scope = await employeeScope(ctx, ctx.db, p.CompanyID, true);
  await requireClientCompany(ctx.db, scope.companyId);
  const all = await departmentNamePaths(ctx.db, scope.companyId);
  const allowed = scope.departmentRange
    ? await allowedDepartments(
        ctx.db,
        scope,
        all.map((d) => d.id),
      )
    : null;
  const depts = all.filter((d) => !allowed || allowed.has(d.id)).map((d) => d.namePath);
  const jobNames = (
    await ctx.db
      .select({ name: jobs.name })
      .from(jobs)
      .where(ofCompany(jobs.companyId, scope.companyId))
      .orderBy(asc(jobs.level), asc(jobs.name))
  ).map((j) => j.name);

  const wb = await newWorkbook();
  wb.creator = ctx.config.systemName[ctx.lang];
  const sheet = wb.addWorksheet(t('employee.template.sheet'));
  writeHeader(
    sheet,
    EMPLOYEE_IMPORT_COLUMNS.map((c) => `${columnTitle(t, c)}${REQUIRED.has(c) ? ' *' : ''}`),
    EMPLOYEE_IMPORT_COLUMNS.map((c) => COLUMN_WIDTHS[c]),
  );
  // Mobiles and employee numbers are text: Excel would otherwise turn them into numbers.
  for (const c of ['Mobile', 'EmployeeNo'] as const)
    sheet.getColumn(EMPLOYEE_IMPORT_COLUMNS.indexOf(c) + 1).numFmt = '@';

  const notes = wb.addWorksheet(t('employee.template.notesSheet'));
  notes.getColumn(1).width = 48;
  notes.getColumn(2).width = 24;
  notes.getColumn(3).width = 24;
  const rules = [
    t('employee.template.ruleRows', { max: EMPLOYEE_IMPORT_MAX_ROWS }),
    t('employee.template.ruleName'),
    t('employee.template.ruleMobile'),
    t('employee.template.ruleEmail'),
    t('employee.template.ruleDepartment'),
    t('employee.template.ruleJob'),
    t('employee.template.ruleKinds'),
    t('employee.template.rulePassword'),
  ];
  notes.addRow([t('employee.template.rules')]).font = { bold: true };
  for (const r of rules) notes.addRow([r]);
  notes.addRow([]);
  const head = notes.addRow([t('employee.columns.Department'), t('employee.columns.Job'), t('employee.columns.Kinds')]);
  head.font = { bold: true };
  const kinds = EMPLOYEE_KINDS.map((k) => t(`employee.kinds.${k}`));
  const n = Math.max(depts.length, jobNames.length, kinds.length);
  for (let i = 0; i < n; i++) notes.addRow([depts[i] ?? '', jobNames[i] ?? '', kinds[i] ?? '']);

  return fileResult(wb, `${t('employee.template.fileName')}.xlsx`);
};
