import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLang } from '@opentmc/contracts';
import { solveCaptcha } from '../../apps/server/test/captcha-solver.ts';
import { gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { expectLoggedInAs, loginWithPassword, openIn } from '../support/flows.ts';
import { startServer, type TServer } from '../support/server.ts';

// Issue 14 items 3 and 4 in the browser, in both languages: a new password shows the weak / medium / strong meter and
// is refused when digits only or common; wrong passwords never lock the owner out: past 5 the login shows the captcha
// image, and the right password with the right characters logs in.

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

/** A demo account per language, so the two runs do not count each other's failures. */
const who: Record<TLang, { account: string; name: string }> = {
  cn: { account: 'service', name: '李娜' },
  en: { account: 'sales', name: '王磊' },
};

describe.each(['cn', 'en'] as const)('passwords (%s)', (lang) => {
  it('the registration form meters a new password and refuses a digits-only or common one', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/User/Register');
      const password = page.locator('#Password');
      const meter = page.getByTestId('password-strength');
      await password.fill('12345678');
      await password.blur();
      await visible(page.getByText(text(lang, 'messages.validation.passwordDigitsOnly')));
      await visible(meter.getByText(text(lang, 'account.password.strength.weak')));
      await password.fill('Password123');
      await visible(page.getByText(text(lang, 'messages.validation.passwordCommon')));
      await password.fill('abcd@1234x');
      await visible(meter.getByText(text(lang, 'account.password.strength.medium')));
      await password.fill('Trip@2026x');
      await visible(meter.getByText(text(lang, 'account.password.strength.strong')));
      await gone(page.getByText(text(lang, 'messages.validation.passwordCommon')));
    } finally {
      await close();
    }
  });

  it('after 5 wrong passwords the login asks for the captcha, and the owner logs in with it', async () => {
    const { page, close } = await openBrowser();
    const { account, name } = who[lang];
    try {
      await openIn(page, server.url, lang, '/login');
      for (let i = 0; i < 5; i++) {
        await loginWithPassword(page, account, 'Wrong@2026');
        await visible(page.getByText(text(lang, 'system.errors.badCredentials')));
        // Wait for the toast to go, so the next one is this try's.
        await page.getByText(text(lang, 'system.errors.badCredentials')).first().waitFor({ state: 'detached' });
      }
      const image = page.getByTestId('captcha-image');
      await visible(image);
      await visible(page.getByText(text(lang, 'messages.captcha.hint')));
      // The right password with a wrong captcha is refused, and a new image comes.
      const first = await image.getAttribute('src');
      await page.locator('#Password').fill('Trip@2026');
      await page.getByTestId('captcha-input').fill('XXXX');
      await page.getByTestId('login-password-form').locator('button[type=submit]').click();
      await visible(page.getByText(text(lang, 'messages.captcha.wrong')));
      await expect.poll(() => image.getAttribute('src'), { timeout: 30000 }).not.toBe(first);
      await expect.poll(() => page.getByTestId('captcha-input').inputValue(), { timeout: 30000 }).toBe('');
      // The characters in the image, as the owner reads them.
      await page.getByTestId('captcha-input').fill(solveCaptcha((await image.getAttribute('src'))!).toLowerCase());
      await page.getByTestId('login-password-form').locator('button[type=submit]').click();
      await expectLoggedInAs(page, name);
    } finally {
      await close();
    }
  });
});
