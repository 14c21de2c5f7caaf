import {
  EMPLOYEE_EXPORT_MAX_ROWS,
  EMPLOYEE_IMPORT_COLUMNS,
  UserStatus,
  formatDateTime,
  type TEmployee,
  type TEmployeeExportRequest,
  type TEmployeeImportColumn,
  type TFileResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { employeeFilter, employeesWhere } from './employee-rows.ts';
import { employeeScope } from './employee-scope.ts';
import { COLUMN_WIDTHS, columnTitle, fileResult, kindsText, writeHeader, type TTranslateFn } from './employee-sheet.ts';
import { newWorkbook } from '../../platform/workbook.ts';

const cellOf = (t: TTranslateFn, e: TEmployee, col: TEmployeeImportColumn): string => {
  switch (col) {
    case 'Name':
      return e.Name;
    case 'Mobile':
      return e.Mobile;
    case 'Email':
      return e.Email;
    case 'EmployeeNo':
      return e.EmployeeNo;
    case 'Department':
      return e.DepartmentPath;
    case 'Job':
      return e.JobName;
    case 'JobTitle':
      return e.JobTitle;
    case 'Kinds':
      return kindsText(t, e.Roles);
  }
};

/**
 * system/UserAccount/Export: the list with the same filters and data range, as an .xlsx whose first columns
 * are the import template's, then status and creation time.
 */
export const exportEmployees = async (ctx: TAuthedContext, p: TEmployeeExportRequest): Promise<TFileResult> => {
  const { t } = ctx;
  const scope = await employeeScope(ctx, ctx.db, p.CompanyID);
  const rows = await employeesWhere(ctx.db, await employeeFilter(ctx.db, scope, p), EMPLOYEE_EXPORT_MAX_ROWS);
  const wb = await newWorkbook();
  wb.creator = ctx.config.systemName[ctx.lang];
  const ws = wb.addWorksheet(t('employee.title'));
  writeHeader(
    ws,
    [...EMPLOYEE_IMPORT_COLUMNS.map((c) => columnTitle(t, c)), columnTitle(t, 'Status'), columnTitle(t, 'CreateTime')],
    [...EMPLOYEE_IMPORT_COLUMNS.map((c) => COLUMN_WIDTHS[c]), 10, 20],
  );
  for (const e of rows) {
    const status = e.Status === UserStatus.Disabled ? 'Disabled' : 'Active';
    ws.addRow([
      ...EMPLOYEE_IMPORT_COLUMNS.map((c) => cellOf(t, e, c)),
      t(`base.lookups.UserStatus.${status}`),
      e.CreateTime,
    ]);
  }
  const stamp = formatDateTime(ctx.clock.now()).replace(/[-: ]/g, '').slice(0, 12);
  return fileResult(wb, `${t('employee.export.fileName')}-${stamp}.xlsx`);
};
