import { afterAll, beforeAll, describe, it } from 'vitest';
import { visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// A traveller sends feedback from the customer-service chat widget; TMC customer service finds it in the
// feedback list and answers it — in both languages.

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

describe.each(['cn', 'en'] as const)('chat widget feedback (%s)', (lang) => {
  it('lands in the staff feedback list and gets answered', async () => {
    const { page, close } = await openBrowser();
    const content = `${lang === 'cn' ? '希望增加高铁选座提醒' : 'Please remind me to pick train seats'} #${Date.now()}`;
    try {
      await openIn(page, server.url, lang, '/login?redirect=%2FSystem%2FUser%2FMain');
      await loginWithPassword(page, 'employee', 'Trip@2026');
      await page.waitForURL(`${server.url}/System/User/Main`);

      await page.getByTestId('chat-button').click();
      const panel = page.getByTestId('chat-panel');
      await visible(panel);
      await panel.locator('#Content').fill(content);
      const phone = panel.locator('#ContactPhone');
      if ((await phone.inputValue()) === '') await phone.fill('13800000008');
      await panel.getByTestId('feedback-form').locator('button[type=submit]').click();
      await visible(page.getByText(text(lang, 'adapterUi.feedback.sentShort')));

      await page.getByRole('button', { name: text(lang, 'shell.header.logout') }).click();
      await page.goto(`${server.url}/login?redirect=${encodeURIComponent('/admin/feedBack/list')}`);
      await loginWithPassword(page, 'service', 'Trip@2026');
      await page.waitForURL(`${server.url}/admin/feedBack/list`);
      const row = page.locator('tr', { hasText: content });
      await visible(row);
      await row.getByRole('link').first().click();
      await visible(page.getByTestId('feedback-detail'));
      await page.locator('#ReplyContent').fill(lang === 'cn' ? '已记录，感谢建议' : 'Noted, thank you');
      await page.locator('form button[type=submit]').click();
      await visible(page.getByTestId('feedback-reply'));
      await visible(page.getByText(lang === 'cn' ? '已记录，感谢建议' : 'Noted, thank you'));
    } finally {
      await close();
    }
  });
});
