import { afterAll, beforeAll, describe, it } from 'vitest';
import { gone, visible } from '../support/assert.ts';
import type { TLang } from '@opentmc/contracts';
import { openBrowser } from '../support/browser.ts';
import { startServer, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { codeFromOutbox, expectLoggedInAs, loginWithPassword, openIn, sentIds } from '../support/flows.ts';

// A new user registers a company, sees the home page, logs out, logs in again, and resets the
// password through the four steps with the code taken from the SMS outbox — in both languages.

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const people: Record<TLang, { mobile: string; name: string; company: string; email: string }> = {
  cn: { mobile: '13912340001', name: '王小明', company: '杭州云途科技有限公司', email: 'wang@yuntu.cn' },
  en: { mobile: '13912340002', name: 'Alice Chen', company: 'Cloudway Technology Ltd.', email: 'alice@cloudway.com' },
};

describe.each(['cn', 'en'] as const)('account journey (%s)', (lang) => {
  it('registers a company, logs out and in, and resets the password in 4 steps', async () => {
    const p = people[lang];
    const { page, close } = await openBrowser();
    try {
      const base = server.url;
      // Register a company.
      await openIn(page, base, lang, '/Company/Register');
      await visible(page.getByRole('heading', { name: text(lang, 'account.register.titleCompany') }));
      await page.locator('#CompanyName').fill(p.company);
      await page.locator('#UserName').fill(p.name);
      await page.locator('#Mobile').fill(p.mobile);
      await page.getByTestId('send-code').click();
      await page.locator('#Code').fill(await codeFromOutbox(base, p.mobile));
      await page.locator('#Email').fill(p.email);
      await page.locator('#Password').fill('Start#2026');
      await page.locator('#ConfirmPassword').fill('Start#2026');
      await page.getByTestId('register-agree').check();
      await page.getByTestId('register-form').locator('button[type=submit]').click();

      // The home page, logged in.
      await page.waitForURL(`${base}/`);
      await expectLoggedInAs(page, p.name);

      // Log out, then in again with the mobile number.
      await page.getByRole('button', { name: text(lang, 'shell.header.logout') }).click();
      await visible(page.getByRole('link', { name: text(lang, 'shell.header.login') }));
      await page.goto(`${base}/login`);
      await loginWithPassword(page, p.mobile, 'Start#2026');
      await expectLoggedInAs(page, p.name);
      await page.getByRole('button', { name: text(lang, 'shell.header.logout') }).click();
      await visible(page.getByRole('link', { name: text(lang, 'shell.header.login') }));

      // Reset the password: account, identity verification, new password, finish.
      await page.goto(`${base}/reset`);
      await page.locator('#Account').fill(p.mobile);
      await page.locator('form button[type=submit]').click();
      await page.getByTestId('reset-channel-mobile').click();
      const before = await sentIds(base, p.mobile);
      await page.getByTestId('send-code').click();
      await page.locator('#Code').fill(await codeFromOutbox(base, p.mobile, before));
      await page.locator('form button[type=submit]').click();
      await page.locator('#Password').fill('Renewed#2026');
      await page.locator('#ConfirmPassword').fill('Renewed#2026');
      await page.locator('form button[type=submit]').click();
      await visible(page.getByTestId('reset-done'));
      await visible(page.getByText(text(lang, 'messages.passwordChanged')));
      await page.getByTestId('reset-login-now').click();
      await page.waitForURL(/\/login/);

      // The old password no longer works; the new one does.
      await loginWithPassword(page, p.mobile, 'Start#2026');
      await visible(page.getByText(text(lang, 'system.errors.badCredentials')));
      await gone(page.getByTestId('header-user-name'));
      await loginWithPassword(page, p.mobile, 'Renewed#2026');
      await expectLoggedInAs(page, p.name);
    } finally {
      await close();
    }
  });
});
