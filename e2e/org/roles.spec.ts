import { afterAll, beforeAll, describe, it } from 'vitest';
import { gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, apiClient, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// Issue 3: an administrator creates a role with a permission and gives it to an employee, whose menu changes.

let server: TServer;
let companyId = '';
beforeAll(async () => {
  server = await startServer();
  const api = apiClient(server.url);
  const login = await api.post<{ CompanyID: string }>('system/Security/Login', {
    Account: 'admin',
    Password: 'Trip@2026',
  });
  companyId = login.result.CompanyID;
});
afterAll(async () => server?.stop());

// Each language gives its role to a different person, since both runs share one server.
const people = { cn: { account: 'employee', name: '郑浩' }, en: { account: 'approver', name: '吴刚' } } as const;

describe.each(['cn', 'en'] as const)('roles (%s)', (lang) => {
  const person = people[lang];
  it('a new role with one permission, given to an employee, adds that screen to their menu', async () => {
    const admin = await openBrowser();
    const employee = await openBrowser();
    try {
      const menuEntry = text(lang, 'system.menu.companyContacts');
      // The employee has no company-contacts screen yet.
      await openIn(employee.page, server.url, lang, '/login');
      await loginWithPassword(employee.page, person.account, 'Trip@2026');
      await visible(employee.page.getByTestId('header-user-name'));
      await employee.page.goto(`${server.url}/System/User/Main`);
      await visible(employee.page.getByRole('menu').first());
      await gone(employee.page.getByRole('menuitem', { name: text(lang, 'system.menu.companyConfig') }));

      await openIn(admin.page, server.url, lang, '/login');
      await loginWithPassword(admin.page, 'admin', 'Trip@2026');
      await visible(admin.page.getByTestId('header-user-name'));
      await admin.page.goto(`${server.url}/System/Company/${companyId}/Role`);
      await admin.page.getByRole('button', { name: text(lang, 'role.ui.add') }).click();
      const code = `contacts_${lang}`;
      await admin.page.getByLabel(text(lang, 'role.fields.RoleCode')).fill(code);
      await admin.page.getByLabel(text(lang, 'role.fields.RoleName'), { exact: true }).fill(`${lang} 联系人维护`);
      await admin.page.locator('.ant-tree').getByText(menuEntry, { exact: true }).click();
      await admin.page.getByTestId('role-save').click();
      await admin.page.getByRole('link', { name: code }).click();

      await admin.page.getByRole('button', { name: text(lang, 'role.ui.addOwners') }).click();
      await admin.page.getByRole('checkbox', { name: person.name }).check();
      // antd spaces out two-character Chinese button labels, so find the dialog's primary button by role.
      await admin.page.locator('.ant-modal-footer .ant-btn-primary').click();
      await visible(admin.page.getByRole('cell', { name: person.name }));

      // The employee's next page load shows the new screen, and it opens.
      await employee.page.reload();
      await employee.page.getByRole('menuitem', { name: text(lang, 'system.menu.companyConfig') }).click();
      await employee.page.getByRole('menuitem', { name: menuEntry }).click();
      await visible(employee.page.getByText(text(lang, 'org.contact.title')).first());
    } finally {
      await admin.close();
      await employee.close();
    }
  });
});
