import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TradeStatus, TradeType, type TTradeDeal } from '@opentmc/contracts';
import { containsText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';

// Issue 5, the cashier: TMC finance raises a charge on the demo client; the client's finance user opens the cashier,
// sees the amount and the items, picks the (simulated) mobile wallet, gets the QR code, confirms on the simulator's
// screen, and the cashier, polling the payment, shows the success and the way back. The server has it settled.

const PASSWORD = 'Trip@2026';
const DEMO_CLIENT = 'C00000000003';
let server: TServer;
let accountant: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startServer();
  accountant = apiClient(server.url);
  const r = await accountant.post('system/Security/Login', { Account: 'accountant', Password: PASSWORD });
  if (!r.isSucc) throw new Error(`accountant login failed: ${r.message}`);
});
afterAll(async () => server?.stop());

const amounts = { cn: '1288.50', en: '642.00' } as const;
const display = { cn: '¥1,288.50', en: '¥642.00' } as const;

describe.each(['cn', 'en'] as const)('the cashier (%s)', (lang) => {
  it('the finance user pays a TMC charge with the simulated wallet and sees the success', async () => {
    const subject = lang === 'cn' ? '签证服务费' : 'Visa service fee';
    const charge = await accountant.post<TTradeDeal>('bill/TradeDeal/Create', {
      CompanyID: DEMO_CLIENT,
      TradeType: TradeType.Payment,
      Amount: amounts[lang],
      Subject: subject,
      IdempotencyKey: `e2e-cashier-${lang}-${Date.now()}`,
    });
    expect(charge.isSucc, charge.message).toBe(true);
    const tradeId = charge.result.TradeID;

    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'finance', PASSWORD);
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/trade/cashier?TradeID=${tradeId}&ReturnUrl=%2FSystem%2FUser%2FMain`);

      await visible(page.getByTestId('cashier-page'));
      await containsText(page.getByTestId('cashier-amount'), display[lang]);
      await containsText(page.getByTestId('cashier-items'), subject);
      // The company accounts show what they have available; the wallet is online.
      await containsText(
        page.getByTestId('cashier-choice-Balance'),
        text(lang, 'cashier.available', { amount: '' }).trim(),
      );
      await containsText(page.getByTestId('cashier-choice-Alipay'), text(lang, 'cashier.channels.Alipay'));

      await page.getByTestId('cashier-choice-Alipay').locator('.ant-radio-wrapper').click();
      await page.getByTestId('cashier-pay').click();
      await visible(page.getByTestId('cashier-qr').locator('canvas'));
      const qr = await page.getByTestId('cashier-qr').getAttribute('data-value');
      expect(qr).toMatch(/^opentmc-sim:\/\/pay\?PaymentID=PY\d+&Amount=/);
      await containsText(
        page.getByTestId('cashier-online'),
        text(lang, 'cashier.scan', { channel: text(lang, 'cashier.channels.Alipay') }),
      );
      await visible(page.getByTestId('cashier-waiting'));

      // The simulator's confirm screen plays the payer; its notify comes through the job queue.
      await containsText(page.getByTestId('cashier-simulator'), text(lang, 'cashier.simulator.title'));
      await page.getByTestId('cashier-simulate-pay').click();
      await containsText(page.getByTestId('cashier-success'), text(lang, 'cashier.success.title'));
      await containsText(page.getByTestId('cashier-success'), tradeId);

      // The server has it: the payment paid, the deal finished.
      const paymentId = qr!.match(/PaymentID=(PY\d+)/)![1]!;
      const res = await fetch(
        `${server.url}/api/trade/Cashier/Query?data=${encodeURIComponent(JSON.stringify({ PaymentID: paymentId }))}`,
        { headers: { cookie: `SfsSes=${await sessionOf(page)}` } },
      );
      const q = (await res.json()) as { result: { PaymentStatus: string; TradeStatus: number } };
      expect(q.result).toMatchObject({ PaymentStatus: 'Paid', TradeStatus: TradeStatus.Finished });

      await page.getByTestId('cashier-return').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/System/User/Main');
    } finally {
      await close();
    }
  });
});

/** The browser's own session id, to ask the server as the same user. */
const sessionOf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((c) => c.name === 'SfsSes')?.value ?? '';
