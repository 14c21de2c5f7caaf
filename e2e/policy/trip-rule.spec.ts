import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { containsText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, apiClient, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// Issue 4: the company administrator opens the trip rules from the side menu, edits the demo rule's nightly hotel
// cap for 一线 (tier-1 cities), saves, reopens the rule from the list and sees the new cap — and the server has it.

let server: TServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.url);
  const login = await api.post('system/Security/Login', { Account: 'admin', Password: 'Trip@2026' });
  if (!login.isSucc) throw new Error(`admin login failed: ${login.message}`);
});
afterAll(async () => server?.stop());

/** The demo rule's tier-1 cap as the server has it. */
const storedCap = async (): Promise<number | undefined> => {
  const r = await api.post<{
    Entities: { Name: string; hotel?: { nightlyCap?: { value: Record<string, number> } } }[];
  }>('btrip/TripRule/List', { PageNo: 1, PageSize: 20 });
  return r.result.Entities.find((x) => x.Name === '公司差旅标准')?.hotel?.nightlyCap?.value.T1;
};

/** antd puts a data-testid of an InputNumber on its input or on the wrapper around it. */
const numberInput = async (page: Page, testId: string): Promise<Locator> => {
  const el = page.getByTestId(testId);
  await visible(el);
  return (await el.evaluate((n) => n.tagName)) === 'INPUT' ? el : el.locator('input');
};

// Both languages share one server: each sets a cap of its own.
const caps = { cn: '650', en: '720.5' } as const;

describe.each(['cn', 'en'] as const)('trip rules (%s)', (lang) => {
  it('the administrator edits the tier-1 hotel cap of the demo rule, saves and sees it again', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'admin', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/System/User/Main`);
      await page.getByRole('menuitem', { name: text(lang, 'system.menu.policyManage') }).click();
      await page.getByRole('menuitem', { name: text(lang, 'policy.menu.tripRules') }).click();
      await visible(page.getByTestId('trip-rule-list'));

      await page.getByRole('link', { name: '公司差旅标准' }).first().click();
      await visible(page.getByTestId('trip-rule-form'));
      await containsText(page.locator('.ant-card-head-title').first(), '公司差旅标准');
      const cap = await numberInput(page, 'rule-hotel-cap-T1');
      await cap.fill(caps[lang]);
      await page.getByTestId('trip-rule-save').click();
      await visible(page.getByText(text(lang, 'messages.updated')));
      await expect.poll(storedCap).toBe(Number(caps[lang]));

      // Back to the list and into the rule again: a fresh load shows the saved cap.
      await page.getByRole('link', { name: text(lang, 'policy.tripRule.backToList') }).click();
      await visible(page.getByTestId('trip-rule-list'));
      await containsText(page.getByTestId('trip-rule-list'), `¥${caps[lang]}`);
      await page.getByRole('link', { name: '公司差旅标准' }).first().click();
      await visible(page.getByTestId('trip-rule-form'));
      const again = await numberInput(page, 'rule-hotel-cap-T1');
      await expect.poll(() => again.inputValue()).toBe(Number(caps[lang]).toFixed(2));
    } finally {
      await close();
    }
  });
});
