import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataRange,
  DepartmentTree,
  EMPLOYEE_IMPORT_COLUMNS,
  EmployeeExport,
  EmployeeImport,
  EmployeeImportTemplate,
  OrgAction,
  RoleCategory,
  RoleType,
  XLSX_CONTENT_TYPE,
  departmentResource,
  jobResource,
  type TDepartmentNode,
  type TEmployeeImportResult,
  type TFileResult,
  type TLang,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { rows } from '../system/helpers.ts';

// Bulk import from the .xlsx template (valid rows in one transaction, a row-by-row report of the others) and
// export of the filtered list as .xlsx. Files are built and read here with exceljs, as a person's Excel would.

let t: TTestApp;
let admin: string;
let companyId: string;
const dept: Record<string, string> = {};

const template = async (lang: TLang = 'cn', session = admin) => {
  const r = await t.call<TFileResult>(EmployeeImportTemplate, undefined, { session, lang });
  expect(r.isSucc, r.message).toBe(true);
  return r.result!;
};
const workbookOf = async (f: TFileResult) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(Buffer.from(f.Content, 'base64')).buffer);
  return wb;
};
const sheetRows = (ws: ExcelJS.Worksheet) => {
  const out: string[][] = [];
  ws.eachRow((r) => out.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
};

/** The template filled with rows, as the person uploads it (base64). */
const filled = async (data: (string | number)[][], lang: TLang = 'cn') => {
  const wb = await workbookOf(await template(lang));
  const ws = wb.worksheets[0]!;
  for (const r of data) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
};
const importFile = (Content: string, lang: TLang = 'cn', session = admin) =>
  t.call<TEmployeeImportResult>(EmployeeImport, { FileName: 'staff.xlsx', Content }, { session, lang });
const usersIn = async () =>
  Number(
    (await rows<{ n: number }>(t, 'select count(*)::int as n from users where company_id = $1', [companyId]))[0]!.n,
  );

/** Twenty good rows across the tree, with jobs, kinds in either language, numbers typed as numbers. */
const goodRows = (): (string | number)[][] =>
  Array.from({ length: 20 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const department = i % 3 === 0 ? '研发部/前端组' : i % 3 === 1 ? '研发部' : ' 销售部 ';
    const kinds = i === 0 ? '审批人, finance' : i === 1 ? 'Approver' : '';
    // Mobiles as numbers: what Excel makes of digits typed into a general cell.
    return [
      `导入员工${n}`,
      13600000000 + i + 1,
      i % 2 ? `imp${n}@example.com` : '',
      `IMP${n}`,
      department,
      i % 4 ? '' : '工程师',
      '',
      kinds,
    ];
  });

/** Gives the approver a role with the employees action, limited to their department and below. */
const grantHr = async () => {
  const [role] = await rows<{ id: string }>(
    t,
    `insert into roles (company_id, code, name, category, data_range, action_codes, created_at, updated_at)
     values ($1, 'hr', 'hr', $2, $3, $4, now(), now()) returning id`,
    [companyId, RoleCategory.User, DataRange.OwnDepartmentAndBelow, [OrgAction.employees]],
  );
  const approver = (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'approver') }))!;
  await rows(
    t,
    `insert into role_owners (role_id, company_id, owner_type, owner_id, created_at) values ($1, $2, $3, $4, now())`,
    [role!.id, companyId, RoleType.User, approver.id],
  );
  return role!.id;
};

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  admin = await t.login('admin');
  companyId = (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'admin') }))!
    .companyId;
  const tree = await t.call<{ Entities: TDepartmentNode[] }>(DepartmentTree, {}, { session: admin });
  for (const d of tree.result!.Entities) dept[d.DepartmentName] = d.DepartmentID;
  const sub = await t.call<{ DepartmentID: string }>(
    departmentResource.calls.Update,
    { DepartmentName: '前端组', ParentID: dept['研发部'] },
    { session: admin },
  );
  dept['前端组'] = sub.result!.DepartmentID;
  const job = await t.call(jobResource.calls.Update, { JobName: '工程师', JobLevel: 2 }, { session: admin });
  expect(job.isSucc, job.message).toBe(true);
});
afterAll(async () => t.close());

describe('UserAccount/ImportTemplate', () => {
  it('is an .xlsx with the columns in the caller language and the company’s departments, jobs and kinds', async () => {
    const f = await template('cn');
    expect(f.ContentType).toBe(XLSX_CONTENT_TYPE);
    expect(f.FileName).toBe('员工导入模板.xlsx');
    const wb = await workbookOf(f);
    const [header] = sheetRows(wb.worksheets[0]!);
    expect(header).toEqual(['姓名 *', '手机号码 *', '邮箱', '工号', '部门', '岗位', '职务', '账号类型']);
    const notes = sheetRows(wb.worksheets[1]!).flat();
    expect(notes).toEqual(expect.arrayContaining(['研发部', '研发部/前端组', '销售部', '工程师', '审批人']));
    const [enHeader] = sheetRows((await workbookOf(await template('en'))).worksheets[0]!);
    expect(enHeader![0]).toBe('Name *');
  });

  it('needs the employees action', async () => {
    const r = await t.call(EmployeeImportTemplate, undefined, { session: await t.login('approver'), lang: 'en' });
    expect([r.isSucc, r.message]).toEqual([false, translate('en', 'messages.forbidden')]);
  });
});

describe('UserAccount/Import', () => {
  it('imports 20 employees and reports the one bad row by row, column and reason in the caller language', async () => {
    const before = await usersIn();
    const data = goodRows();
    // Row 8 of the sheet (the 7th data row) has a broken mobile.
    data.splice(6, 0, ['坏行', '1380000', '', '', '研发部', '', '', '']);
    const r = await importFile(await filled(data), 'cn');
    expect([r.isSucc, r.message]).toEqual([true, translate('cn', 'employee.import.someRefused')]);
    expect(r.result).toMatchObject({ Total: 21, Imported: 20, Failed: 1 });
    const bad = r.result!.Rows.filter((x) => !x.Imported);
    expect(bad).toEqual([
      {
        Row: 8,
        Name: '坏行',
        Mobile: '1380000',
        Imported: false,
        UserID: '',
        Issues: [{ Column: 'Mobile', ColumnTitle: '手机号码', Message: translate('cn', 'messages.validation.mobile') }],
      },
    ]);
    expect(await usersIn()).toBe(before + 20);
    const [first] = await rows<{
      roles: string[];
      department_id: string;
      job_id: string | null;
      mobile: string;
      password_hash: string | null;
    }>(t, `select roles, department_id, job_id, mobile, password_hash from users where name = '导入员工01'`);
    expect(first).toMatchObject({
      roles: ['approver', 'finance'],
      department_id: dept['前端组'],
      mobile: '13600000001',
      password_hash: null,
    });
    expect(first!.job_id).toMatch(/^J/);
    const [second] = await rows<{ roles: string[]; email: string }>(
      t,
      `select roles, email from users where name = '导入员工02'`,
    );
    expect(second).toEqual({ roles: ['approver'], email: 'imp02@example.com' });
    const [third] = await rows<{ department_id: string }>(
      t,
      `select department_id from users where name = '导入员工03'`,
    );
    expect(third!.department_id).toBe(dept['销售部']);
  });

  it('importing the same rows again refuses them all (taken) and writes nothing', async () => {
    const before = await usersIn();
    const r = await importFile(await filled(goodRows().slice(0, 3)), 'en');
    expect(r.result).toMatchObject({ Total: 3, Imported: 0, Failed: 3 });
    expect(r.result!.Rows[0]!.Issues.map((i) => i.Message)).toEqual([
      translate('en', 'employee.errors.mobileTaken'),
      translate('en', 'employee.errors.employeeNoTaken'),
    ]);
    expect(await usersIn()).toBe(before);
  });

  it('reports each problem of a row: unknown department and job, bad kind, duplicates within the file', async () => {
    const r = await importFile(
      await filled(
        [
          ['甲', '13500000001', 'a@example.com', '', '研发部/不存在', '厨师', '', '老板'],
          ['乙', '13500000001', 'A@example.com', '', '', '', '', ''],
          ['', '13500000003', 'bad@', '', '', '', '', ''],
        ],
        'en',
      ),
      'en',
    );
    const issues = r.result!.Rows.map((x) => x.Issues.map((i) => `${x.Row} ${i.Column}: ${i.Message}`));
    expect(issues).toEqual([
      [
        `2 Department: ${translate('en', 'employee.import.departmentNotFound', { path: '研发部/不存在' })}`,
        `2 Job: ${translate('en', 'employee.import.jobNotFound', { name: '厨师' })}`,
        `2 Kinds: ${translate('en', 'employee.validation.kind')}`,
      ],
      [
        `3 Mobile: ${translate('en', 'employee.import.duplicateInFile', { row: 2 })}`,
        `3 Email: ${translate('en', 'employee.import.duplicateInFile', { row: 2 })}`,
      ],
      [
        `4 Name: ${translate('en', 'messages.validation.required')}`,
        `4 Email: ${translate('en', 'messages.validation.email')}`,
      ],
    ]);
    expect(r.result!.Imported).toBe(0);
  });

  it('a manager limited to their department and below imports only into it', async () => {
    const role = await grantHr();
    const manager = await t.login('approver');
    // Their template lists only their departments.
    const notes = sheetRows((await workbookOf(await template('cn', manager))).worksheets[1]!).flat();
    expect(notes).toContain('研发部/前端组');
    expect(notes).not.toContain('销售部');
    const r = await importFile(
      await filled([
        ['研发甲', '13500000011', '', '', '研发部/前端组', '', '', ''],
        ['销售乙', '13500000012', '', '', '销售部', '', '', ''],
      ]),
      'en',
      manager,
    );
    expect(r.result!.Rows.map((x) => [x.Imported, x.Issues.map((i) => i.Message)])).toEqual([
      [true, []],
      [false, [translate('en', 'employee.errors.department')]],
    ]);
    await rows(t, 'delete from roles where id = $1', [role]);
  });

  it('refuses what is not a filled template, before looking at any row', async () => {
    const en = (k: string, p?: Record<string, unknown>) => translate('en', k, p);
    const garbage = await importFile(Buffer.from('just text, not a workbook').toString('base64'), 'en');
    expect([garbage.isSucc, garbage.message]).toEqual([false, en('employee.validation.fileInvalid')]);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['foo', 'bar']);
    const other = await importFile(Buffer.from(await wb.xlsx.writeBuffer()).toString('base64'), 'en');
    expect(other.message).toBe(en('employee.import.notTemplate'));
    const empty = await importFile(await filled([]), 'en');
    expect(empty.message).toBe(en('employee.import.noRows'));
    const huge = await importFile('A'.repeat(800000), 'en');
    expect([huge.isSucc, huge.message]).toEqual([
      false,
      en('messages.invalidField', { field: 'Content', message: en('employee.validation.fileTooLarge') }),
    ]);
  });
});

describe('UserAccount/Export', () => {
  it('writes the filtered list as .xlsx: template columns first, then status and creation time', async () => {
    const r = await t.call<TFileResult>(
      EmployeeExport,
      { DepartmentID: dept['研发部'], KeyWords: '导入员工0' },
      { session: admin, lang: 'cn' },
    );
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.FileName).toMatch(/^员工列表-\d{12}\.xlsx$/);
    const [header, ...data] = sheetRows((await workbookOf(r.result!)).worksheets[0]!);
    expect(header).toEqual([
      ...EMPLOYEE_IMPORT_COLUMNS.map((c) => translate('cn', `employee.columns.${c}`)),
      '状态',
      '创建时间',
    ]);
    // 导入员工01..09 in 研发部 and below: rows 1, 2, 4, 5, 7, 8 (every third went to 销售部).
    expect(data.map((d) => d[0]).sort()).toEqual([
      '导入员工01',
      '导入员工02',
      '导入员工04',
      '导入员工05',
      '导入员工07',
      '导入员工08',
    ]);
    const first = data.find((d) => d[0] === '导入员工01')!;
    expect(first.slice(1)).toEqual([
      '13600000001',
      '',
      'IMP01',
      '研发部/前端组',
      '工程师',
      '',
      '审批人, 财务',
      '正常',
      expect.stringMatching(/^\d{4}-/),
    ]);
  });

  it('follows the same data range as the list, and needs the employees action', async () => {
    const role = await grantHr();
    const manager = await t.login('approver');
    const r = await t.call<TFileResult>(EmployeeExport, {}, { session: manager, lang: 'en' });
    const [header, ...data] = sheetRows((await workbookOf(r.result!)).worksheets[0]!);
    expect(header![0]).toBe('Name');
    const departments = new Set(data.map((d) => d[4]));
    expect([...departments].sort()).toEqual(['研发部', '研发部/前端组']);
    // Everyone of 研发部 and below, nobody else: the administrator's count for that subtree.
    const [n] = await rows<{ n: number }>(
      t,
      `select count(*)::int as n from users u join departments d on d.id = u.department_id where d.path like $1`,
      [`%/${dept['研发部']}/%`],
    );
    expect(data.length).toBe(Number(n!.n));
    await rows(t, 'delete from roles where id = $1', [role]);
    const denied = await t.call(EmployeeExport, {}, { session: await t.login('employee'), lang: 'en' });
    expect(denied.message).toBe(translate('en', 'messages.forbidden'));
  });
});
