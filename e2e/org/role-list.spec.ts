import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, apiClient, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// The role list from the kit's role resource: the keyword search, the View link (a declared link row action) to the
// role's screen, and Delete (a declared call row action behind its confirmation) that takes the row away.

let server: TServer;
let companyId = '';
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.url);
  const login = await api.post<{ CompanyID: string }>('system/Security/Login', {
    Account: 'admin',
    Password: 'Trip@2026',
  });
  companyId = login.result.CompanyID;
});
afterAll(async () => server?.stop());

describe.each(['cn', 'en'] as const)('role list (%s)', (lang) => {
  it('searches roles, opens one from its row and deletes another after confirming', async () => {
    const keep = `${lang}keep`;
    const drop = `${lang}drop`;
    for (const code of [keep, drop]) {
      const r = await api.post('system/RoleInfo/Update', {
        RoleCode: code,
        RoleName: `名单 ${code}`,
        DataRange: 2003,
        ActionCodes: [],
      });
      expect(r.isSucc, r.message).toBe(true);
    }
    const admin = await openBrowser();
    try {
      const page = admin.page;
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'admin', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/System/Company/${companyId}/Role?KeyWords=${lang}`);
      const list = page.getByTestId('resource-list-role');
      await visible(list.getByRole('link', { name: keep }));
      await visible(list.getByRole('link', { name: drop }));
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/role-list-${lang}.png` });

      const dropRow = list.locator('tr', { has: page.getByRole('link', { name: drop, exact: true }) });
      await dropRow.getByRole('button', { name: text(lang, 'actions.delete') }).click();
      await visible(page.getByText(text(lang, 'role.ui.confirmDelete')));
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
      await gone(list.getByRole('link', { name: drop, exact: true }));
      await visible(list.getByRole('link', { name: keep }));

      const keepRow = list.locator('tr', { has: page.getByRole('link', { name: keep, exact: true }) });
      await keepRow.getByRole('link', { name: text(lang, 'actions.view') }).click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toMatch(new RegExp(`^/System/Company/${companyId}/Role/R\\d+$`));
      await visible(page.getByText(`名单 ${keep}`));
    } finally {
      await admin.close();
    }
  });
});
