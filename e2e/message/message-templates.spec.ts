import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { containsText, gone, hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, apiClient, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// Issue 4, notifications: the company administrator rewords the SMS of one message template, sees the live
// preview with sample values, saves it and finds it again when the template is reopened.

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

// Both runs share one server, so each language edits its own template.
const cases = {
  cn: { id: 'companyInvite', lead: '诚邀您加入我们：', variable: 'link', en: 'Join us: {{link}}' },
  en: { id: 'initialPassword', lead: 'Your new password: ', variable: 'password', en: 'Password {{password}}' },
} as const;
/** A text area's value (a property, not an attribute), polled. */
const hasValue = (l: Locator, value: string) => expect.poll(() => l.inputValue(), { timeout: 15000 }).toBe(value);

const SAMPLE = { link: 'https://opentmc.example/s/AB12CD', password: 'Ab3kP9xQ2mZt' } as const;

describe.each(['cn', 'en'] as const)('message templates (%s)', (lang) => {
  const c = cases[lang];
  it('the administrator edits the SMS text, sees the preview, saves and reopens it', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'admin', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/System/User/Main`);
      await page.getByRole('menuitem', { name: text(lang, 'system.menu.notifications') }).click();
      await page.getByRole('menuitem', { name: text(lang, 'system.menu.messageTemplates') }).click();
      await hasText(page.getByTestId(`mt-source-${c.id}`), text(lang, 'messageTemplate.sources.Default'));
      if (process.env.E2E_SHOTS) {
        await gone(page.locator('[data-testid="mt-list"] .ant-spin-blur'));
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/message-templates-${lang}.png` });
      }

      await page.getByTestId(`mt-edit-${c.id}`).click();
      const cn = page.getByTestId('mt-text-sms-cn');
      await visible(cn);
      await hasText(page.getByTestId('mt-source-sms'), text(lang, 'messageTemplate.sources.Default'));
      // Type a new Chinese text and put the variable at the caret with its tag.
      await cn.fill(c.lead);
      await cn.press('End');
      await page.getByTestId(`mt-var-${c.variable}`).click();
      await hasValue(cn, `${c.lead}{{${c.variable}}}`);
      // An unknown variable is named at once; the fixed text previews.
      const en = page.getByTestId('mt-text-sms-en');
      await en.fill('Hello {{nobody}}');
      await containsText(page.locator('.ant-form-item-explain-error'), '{{nobody}}');
      await en.fill(c.en);
      await hasText(page.getByTestId('mt-preview-cn'), `${c.lead}${SAMPLE[c.variable]}`);
      await hasText(page.getByTestId('mt-preview-en'), c.en.replace(`{{${c.variable}}}`, SAMPLE[c.variable]));

      await page.getByTestId('mt-save').click();
      await hasText(page.getByTestId('mt-source-sms'), text(lang, 'messageTemplate.sources.Company'));

      // Back on the list it shows as the company's own; reopened (and reloaded) it has the saved texts.
      await page.getByTestId('mt-back').click();
      await hasText(page.getByTestId(`mt-source-${c.id}`), text(lang, 'messageTemplate.sources.Company'));
      await page.getByTestId(`mt-edit-${c.id}`).click();
      await page.reload();
      await hasValue(page.getByTestId('mt-text-sms-cn'), `${c.lead}{{${c.variable}}}`);
      await hasValue(page.getByTestId('mt-text-sms-en'), c.en);
      expect(page.url()).toContain(`/System/message/${companyId}/detail?Key=`);
    } finally {
      await close();
    }
  });
});
