import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';
import type { TLang } from '@opentmc/contracts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// The two bank lists drawn by the kit from their definitions alone (route and menu leaf from the definition's page):
// TMC finance's receiving accounts and a client's own bank cards. Each opens at its address with its side-menu entry,
// gets a row through the kit's form drawer and finds it again with the list's search.

let server: TServer;
let tmcId = '';
beforeAll(async () => {
  server = await startServer();
  const login = await apiClient(server.url).post<{ CompanyID: string }>('system/Security/Login', {
    Account: 'accountant',
    Password: 'Trip@2026',
  });
  tmcId = login.result.CompanyID;
});
afterAll(async () => server?.stop());

/** Opens the list at its address and waits for it; its side-menu entry (the definition's menu leaf) is there. */
const openList = async (page: Page, lang: TLang, path: string, label: string, key: string) => {
  await page.goto(`${server.url}${path}`);
  await visible(page.getByTestId(`resource-list-${key}`));
  await visible(page.getByTestId('side-menu').getByText(text(lang, label), { exact: true }));
};

/** Adds a row through the kit's drawer, then searches for it by its account name. */
const addAndFind = async (page: Page, lang: TLang, key: string, values: Record<string, string>) => {
  const list = page.getByTestId(`resource-list-${key}`);
  await list.getByRole('button', { name: text(lang, 'actions.add') }).click();
  const drawer = page.locator('.ant-drawer-open');
  await visible(drawer.getByTestId(`resource-form-${key}`));
  for (const [name, value] of Object.entries(values)) {
    await drawer.getByLabel(text(lang, `trade.${key}.fields.${name}`), { exact: true }).fill(value);
  }
  // antd spaces out the two characters of 保存, so the drawer's primary button is found by its place.
  await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
  await gone(page.locator('.ant-drawer-open'));
  const search = list.locator('form').first();
  await search.getByLabel(text(lang, `trade.${key}.fields.AccountName`), { exact: true }).fill(values.AccountName!);
  await search.getByLabel(text(lang, `trade.${key}.fields.AccountName`), { exact: true }).press('Enter');
  await visible(list.locator('tbody tr', { hasText: values.AccountName! }));
};

describe.each(['cn', 'en'] as const)('bank lists (%s)', (lang) => {
  it('TMC finance adds a receiving account on its list, its menu entry shown', async () => {
    const b = await openBrowser();
    try {
      const page = b.page;
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'accountant', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await openList(page, lang, `/bill/BankAccount/${tmcId}/list`, 'trade.menu.bankAccounts', 'bankAccount');
      await addAndFind(page, lang, 'bankAccount', {
        AccountName: `收款账户 ${lang}`,
        BankName: '招商银行',
        BranchName: '上海分行',
        AccountNo: '6225 8812 3456 7890',
      });
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/bank-accounts-${lang}.png` });
    } finally {
      await b.close();
    }
  });

  it("a client's finance adds a company bank card on its list, its menu entry shown", async () => {
    const b = await openBrowser();
    try {
      const page = b.page;
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'finance', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await openList(page, lang, '/bill/bankcard/list', 'trade.menu.bankCards', 'bankCard');
      await addAndFind(page, lang, 'bankCard', {
        AccountName: `付款卡 ${lang}`,
        BankName: '中国银行',
        AccountNo: '6216 6000 0000 1234 567',
      });
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/bank-cards-${lang}.png` });
    } finally {
      await b.close();
    }
  });
});
