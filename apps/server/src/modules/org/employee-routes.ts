import {
  EmployeeDetails,
  EmployeeExport,
  EmployeeImport,
  EmployeeImportTemplate,
  EmployeeInitializePassword,
  EmployeeList,
  EmployeeUpdate,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { exportEmployees } from './export-employees.ts';
import { getEmployeeDetails } from './get-employee-details.ts';
import { getImportTemplate } from './get-import-template.ts';
import { importEmployees } from './import-employees.ts';
import { initializePassword } from './initialize-password.ts';
import { listEmployees } from './list-employees.ts';
import { saveEmployee } from './save-employee.ts';

/** system/UserAccount: the company's employees (contracts org/employee.ts says who may call what). */
export const employeeCalls: TBoundCall[] = [
  bind(EmployeeList, async (ctx, p) => listEmployees(ctx, p)),
  bind(EmployeeDetails, async (ctx, p) => getEmployeeDetails(ctx, p)),
  bind(EmployeeUpdate, async (ctx, p) => saveEmployee(ctx, p)),
  bind(EmployeeInitializePassword, async (ctx, p) => initializePassword(ctx, p)),
  bind(EmployeeImportTemplate, async (ctx, p) => getImportTemplate(ctx, p)),
  bind(EmployeeImport, async (ctx, p) => importEmployees(ctx, p)),
  bind(EmployeeExport, async (ctx, p) => exportEmployees(ctx, p)),
];
