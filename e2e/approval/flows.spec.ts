import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { containsText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { text } from '../support/i18n.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';

// Issue 4, approval flows in the browser: the demo administrator builds a flow (a named approver who must all
// approve, a step only over an amount), assigns it to hotel bookings of a department in Flow assignment, and a step
// without a name is refused with the shared message.

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

/** Opens a select by its test id, types to narrow it and takes the first match. */
const choose = async (page: Page, testId: string, typed: string) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await visible(page.locator('.ant-select-dropdown:visible .ant-select-item-option'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
};

// Both languages share one server: each assigns its flow to a department of its own.
const department = { cn: '研发部', en: '销售部' } as const;

describe.each(['cn', 'en'] as const)('approval flows (%s)', (lang) => {
  it('the administrator builds a flow and assigns it to a department', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'admin', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/Flow`);
      await visible(page.getByTestId('flow-list'));
      // The seeded flow of pre-trip applications is listed.
      await visible(page.getByText('出差申请审批'));

      await page.getByTestId('flow-new').click();
      await visible(page.getByTestId('flow-editor'));
      const name = `酒店审批 ${lang}`;
      await page.getByTestId('flow-name').fill(name);
      // A nameless step is refused with the message the server would give.
      await page.getByTestId('flow-save').click();
      await visible(page.getByText(text(lang, 'approval.validation.stepName')));

      await page.getByTestId('step-name-1').fill('财务会签');
      await page.getByTestId('step-type-1').click();
      await page
        .locator('.ant-select-dropdown:visible')
        .getByText(text(lang, 'approval.approverTypes.Users'), { exact: true })
        .click();
      await choose(page, 'step-users-1', '冯');
      await page.getByTestId('step-mode-1').getByText(text(lang, 'approval.modes.All')).click();

      await page.getByTestId('flow-add-step').click();
      await page.getByTestId('step-name-2').fill('总额审批');
      await page
        .locator('[data-testid="step-amount-2"] input, input[data-testid="step-amount-2"]')
        .first()
        .fill('8000');
      await page.getByTestId('flow-save').click();
      await containsText(page.locator('.ant-message'), text(lang, 'approval.messages.flowSaved'));
      await visible(page.getByTestId('flow-editor'));
      await page.waitForURL(/\/Flow\/FL\d+/);

      // Flow assignment: hotel bookings of the department use it.
      await page.goto(`${server.url}/System/TripFlow/${companyId}/Detail`);
      await visible(page.getByTestId('trip-flow'));
      await page.getByTestId('trip-flow-hotel-add').click();
      const row = page.getByTestId('trip-flow-hotel');
      await row.locator('.ant-tree-select').last().click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(department[lang]).click();
      await row.locator('.ant-select').last().click();
      await page.locator('.ant-select-dropdown:visible').getByText(name, { exact: true }).click();
      await page.getByTestId('trip-flow-save').click();
      await containsText(page.locator('.ant-message'), text(lang, 'approval.messages.bindingsSaved'));

      // The list shows it in use, with its steps.
      await page.goto(`${server.url}/Flow`);
      const listed = page.getByRole('row').filter({ hasText: name });
      await containsText(listed, '财务会签');
      await containsText(listed, '总额审批');
      await containsText(listed, text(lang, 'approval.flow.bindingCount', { count: 1 }));
    } finally {
      await close();
    }
  });
});
