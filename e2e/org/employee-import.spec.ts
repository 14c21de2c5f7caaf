import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText, gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, apiClient, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// Issue 3: the company administrator downloads the employee import template from the employee screen,
// fills in 21 rows (20 good, one with a bad mobile), uploads it, reads the report (20 imported, the bad
// row by its row number) and finds the 20 new people in the list.

let server: TServer;
let companyId = '';
beforeAll(async () => {
  server = await startServer();
  const login = await apiClient(server.url).post<{ CompanyID: string }>('system/Security/Login', {
    Account: 'admin',
    Password: 'Trip@2026',
  });
  if (!login.isSucc) throw new Error(`admin login failed: ${login.message}`);
  companyId = login.result.CompanyID;
});
afterAll(async () => server?.stop());

// Both languages import into one server, so names and mobiles differ by language.
const people = {
  cn: { name: (n: number) => `导入测试${n}号`, mobile: '1370000', bad: '导入错号' },
  en: { name: (n: number) => `Imported Person ${n}`, mobile: '1371000', bad: 'Bad Mobile' },
} as const;
const DEPARTMENTS = ['研发部', '销售部', '财务部', '总经办'];
const BAD_AT = 11;

type TRow = { name: string; mobile: string; department: string; kinds: string };

/** 20 good rows and, as the 11th data row (sheet row 12), one whose mobile is too short. */
const rowsFor = (lang: 'cn' | 'en'): TRow[] => {
  const p = people[lang];
  const good = Array.from({ length: 20 }, (_, i) => ({
    name: p.name(i + 1),
    mobile: `${p.mobile}${String(i + 1).padStart(4, '0')}`,
    department: DEPARTMENTS[i % DEPARTMENTS.length]!,
    // Kinds as a person writes them: the label in the file's language, empty meaning Employee.
    kinds: i === 0 ? text(lang, 'employee.kinds.approver') : '',
  }));
  const bad = { name: p.bad, mobile: '1370000', department: '研发部', kinds: '' };
  return [...good.slice(0, BAD_AT - 1), bad, ...good.slice(BAD_AT - 1)];
};

describe.each(['cn', 'en'] as const)('employee import (%s)', (lang) => {
  const rows = rowsFor(lang);
  it('imports 20 of 21 rows from the downloaded template and reports the bad row by its number', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'admin', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/System/Company/${companyId}/Employee`);
      await visible(page.getByTestId('employee-page'));

      // The template, downloaded through the import dialog: the columns are titled in the page's language.
      await page.getByTestId('employee-import').click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByText(text(lang, 'employee.page.importTitle')));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: text(lang, 'employee.page.downloadTemplate') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${text(lang, 'employee.template.fileName')}.xlsx`);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(new Uint8Array(fs.readFileSync(await download.path())).buffer);
      const sheet = wb.worksheets[0]!;
      expect(sheet.name).toBe(text(lang, 'employee.template.sheet'));
      const header = sheet.getRow(1).values as unknown[];
      expect(header.slice(1, 3)).toEqual([
        `${text(lang, 'employee.columns.Name')} *`,
        `${text(lang, 'employee.columns.Mobile')} *`,
      ]);
      const col = (key: string) => header.findIndex((h) => String(h).replace(/ \*$/, '') === text(lang, key));
      const [cName, cMobile, cDept, cKinds] = ['Name', 'Mobile', 'Department', 'Kinds'].map((k) =>
        col(`employee.columns.${k}`),
      );
      expect([cName, cMobile, cDept, cKinds].every((c) => c !== undefined && c > 0)).toBe(true);
      rows.forEach((r, i) => {
        const row = sheet.getRow(i + 2);
        row.getCell(cName!).value = r.name;
        row.getCell(cMobile!).value = r.mobile;
        row.getCell(cDept!).value = r.department;
        row.getCell(cKinds!).value = r.kinds;
        row.commit();
      });
      const filled = Buffer.from(await wb.xlsx.writeBuffer());

      await dialog.getByTestId('employee-import-upload').locator('input[type=file]').setInputFiles({
        name: 'employees.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: filled,
      });

      // The report: 21 rows, 20 imported, and the bad one by its sheet row, column and reason.
      const report = dialog.getByTestId('employee-import-report');
      await containsText(report, text(lang, 'employee.page.importSummary', { total: 21, imported: 20, failed: 1 }));
      const issues = report.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => issues.count()).toBe(1);
      expect(await issues.first().locator('td').allInnerTexts()).toEqual([
        String(BAD_AT + 1),
        people[lang].bad,
        text(lang, 'employee.columns.Mobile'),
        text(lang, 'messages.validation.mobile'),
      ]);
      // antd spaces out the two characters of 关闭, so the dialog's primary button is found by its place.
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await gone(page.getByTestId('employee-import-report'));

      // The list, searched by the shared part of the new names, holds exactly the 20 imported people.
      const prefix = lang === 'cn' ? '导入测试' : 'Imported Person';
      await page.getByLabel(text(lang, 'employee.page.keywords')).fill(prefix);
      await page.getByLabel(text(lang, 'employee.page.keywords')).press('Enter');
      await page.waitForURL((u) => u.searchParams.get('KeyWords') === prefix);
      const list = page.getByTestId('employee-page').locator('.ant-table-tbody tr.ant-table-row');
      await visible(page.getByText(text(lang, 'messages.total', { total: 20 })));
      await expect.poll(() => list.count()).toBe(20);
      const first = list.filter({ hasText: rows[0]!.mobile });
      await containsText(first, rows[0]!.name);
      await containsText(first, '研发部');
      // At 1366 px the role is one of the columns folded into the row's details (kit/FitTable.tsx).
      await first.locator('.ant-table-row-expand-icon').click();
      await containsText(
        page.getByTestId('employee-page').locator('.ant-table-expanded-row'),
        text(lang, 'employee.kinds.approver'),
      );
      for (const r of rows.filter((x) => x.name !== people[lang].bad))
        await visible(list.filter({ hasText: r.mobile }).getByText(r.name, { exact: true }));

      // The bad row was not written: searching its name finds nobody.
      await page.getByLabel(text(lang, 'employee.page.keywords')).fill(people[lang].bad);
      await page.getByLabel(text(lang, 'employee.page.keywords')).press('Enter');
      await visible(page.getByText(text(lang, 'messages.total', { total: 0 })).or(page.locator('.ant-empty')));
      await expect.poll(() => list.count()).toBe(0);
    } finally {
      await close();
    }
  });
});
