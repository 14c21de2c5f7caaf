import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TradeStatus } from '@opentmc/contracts';
import { containsText, gone, hasAttr, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// Issue 5: the client's finance user enters a recharge by bank transfer on TradePayment; TMC finance sees the receipt
// badge at 1, confirms the recharge on TradeReceive (the badge drops to 0); the finance user then sees the new balance
// on the trade accounts and the posting in the ledger. The server has the deal finished.

let server: TServer;
let finance: ReturnType<typeof apiClient>;
const PASSWORD = 'Trip@2026';

type TAccount = { AccountType: number; Balance: number };
type TDeal = { TradeID: string; TradeStatus: number; Amount: number };

const balance = async (): Promise<number> => {
  const r = await finance.post<{ Entities: TAccount[] }>('bill/TradeAccount/List', {});
  return r.result.Entities.find((a) => a.AccountType === 3601)?.Balance ?? Number.NaN;
};
const dealOf = async (tradeId: string): Promise<TDeal | undefined> => {
  const r = await finance.post<{ Entities: TDeal[] }>('bill/TradeDeal/List', { PageNo: 1, PageSize: 50 });
  return r.result.Entities.find((d) => d.TradeID === tradeId);
};

beforeAll(async () => {
  server = await startServer();
  finance = apiClient(server.url);
  const login = await finance.post('system/Security/Login', { Account: 'finance', Password: PASSWORD });
  if (!login.isSucc) throw new Error(`finance login failed: ${login.message}`);
});
afterAll(async () => server?.stop());

const yuan = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** antd puts a data-testid of an InputNumber on its input or on the wrapper around it. */
const numberInput = async (page: Page, testId: string): Promise<Locator> => {
  const el = page.getByTestId(testId);
  await visible(el);
  return (await el.evaluate((n) => n.tagName)) === 'INPUT' ? el : el.locator('input');
};

/** Logs in and opens a billing entry from the side menu. */
const openBilling = async (page: Page, lang: 'cn' | 'en', account: string, entry: string) => {
  await openIn(page, server.url, lang, '/login');
  await loginWithPassword(page, account, PASSWORD);
  await visible(page.getByTestId('header-user-name'));
  // The side menu draws itself again when its badge counts arrive; a click in that moment can be lost, so the
  // counts are in before the menu is used.
  const badges = page.waitForResponse((r) => r.url().includes('/api/side/Side/Badges'));
  await page.goto(`${server.url}/System/User/Main`);
  await badges;
  await page.getByRole('menuitem', { name: text(lang, 'system.menu.billing') }).click();
  await page.getByRole('menuitem', { name: text(lang, entry) }).click();
};

// Both languages share one server: each enters an amount of its own.
const amounts = { cn: 1234.5, en: 2000 } as const;

describe.each(['cn', 'en'] as const)('recharge by transfer (%s)', (lang) => {
  it('finance enters it, TMC finance confirms it, and the balance and the ledger show it', async () => {
    const amount = amounts[lang];
    const before = await balance();
    let tradeId = '';

    // 1. The client's finance user enters the recharge.
    {
      const { page, close } = await openBrowser();
      try {
        await openBilling(page, lang, 'finance', 'trade.menu.payment');
        await visible(page.getByTestId('trade-payment-list'));
        await page.getByTestId('recharge-open').click();
        await visible(page.getByTestId('recharge-form'));
        await (await numberInput(page, 'recharge-amount')).fill(String(amount));
        await page.getByTestId('recharge-bank-account').click();
        await page.locator('.ant-select-item-option').filter({ hasText: '招商银行' }).first().click();
        await page.getByTestId('recharge-voucher').fill(`HD-${lang}-001`);
        await page.getByTestId('recharge-submit').click();
        await visible(page.getByText(text(lang, 'trade.messages.rechargeEntered')).first());
        await gone(page.getByTestId('recharge-form'));

        const first = page.getByTestId('trade-payment-list').locator('tbody tr.ant-table-row').first();
        await containsText(first, yuan(amount));
        await containsText(first, text(lang, 'base.lookups.TradeStatus.WaitConfirm'));
        tradeId = (await first.getByTestId('deal-open').innerText()).trim();
        expect(tradeId).toMatch(/^[A-Za-z0-9_-]+$/);
        expect((await dealOf(tradeId))?.TradeStatus).toBe(TradeStatus.WaitConfirm);
      } finally {
        await close();
      }
    }

    // 2. TMC finance sees one receipt waiting, and confirms it.
    {
      const { page, close } = await openBrowser();
      try {
        await openBilling(page, lang, 'accountant', 'trade.menu.receive');
        const entry = page.getByRole('menuitem', { name: text(lang, 'trade.menu.receive') });
        await hasAttr(entry.locator('.ant-scroll-number'), 'title', text(lang, 'shell.menu.badge', { count: 1 }));
        await visible(page.getByTestId('trade-receive-list'));
        const row = page
          .getByTestId('trade-receive-list')
          .locator('tbody tr.ant-table-row')
          .filter({ hasText: tradeId });
        await containsText(row, yuan(amount));
        await row.getByTestId('deal-action-confirm').click();
        await page.getByTestId('confirm-submit').click();
        await visible(page.getByText(text(lang, 'trade.messages.confirmed')).first());
        await containsText(row, text(lang, 'base.lookups.TradeStatus.Finished'));
        await hasAttr(entry.locator('.ant-scroll-number'), 'title', text(lang, 'shell.menu.badge', { count: 0 }));
      } finally {
        await close();
      }
    }
    await expect.poll(async () => (await dealOf(tradeId))?.TradeStatus).toBe(TradeStatus.Finished);
    expect(await balance()).toBeCloseTo(before + amount, 2);

    // 3. The finance user sees the new balance and the posting.
    {
      const { page, close } = await openBrowser();
      try {
        await openBilling(page, lang, 'finance', 'trade.menu.accounts');
        await containsText(
          page.getByTestId('trade-account-3601').getByTestId('trade-account-balance'),
          yuan(before + amount),
        );
        await page.getByTestId('trade-account-flow-3601').click();
        await visible(page.getByTestId('trade-flow-list'));
        const posting = page
          .getByTestId('trade-flow-list')
          .locator('tbody tr.ant-table-row')
          .filter({ hasText: tradeId });
        await containsText(posting, `+${yuan(amount)}`);
        await containsText(posting, yuan(before + amount));
      } finally {
        await close();
      }
    }
  });
});
