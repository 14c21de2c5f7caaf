import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { TLang } from '@opentmc/contracts';
import { containsText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { codeFromOutbox, expectLoggedInAs, loginWithPassword, openIn } from '../support/flows.ts';

// The company administrator invites a colleague by link; the colleague registers on the invite page and
// joins the department. The administrator then hands company authority to the colleague and loses the
// admin menu at once, while the colleague's open session gains it — in both languages, each on its own
// server (the handover changes the demo company for good).

const people: Record<TLang, { name: string; mobile: string; company: string }> = {
  cn: { name: '许嘉禾', mobile: '13912350001', company: '示例科技有限公司' },
  en: { name: 'Grace Lin', mobile: '13912350002', company: 'Demo Tech Co., Ltd.' },
};

const lacksText = async (l: Locator, s: string) =>
  expect
    .poll(
      () =>
        l
          .first()
          .innerText()
          .catch(() => ''),
      { timeout: 15000 },
    )
    .not.toContain(s);

describe.each(['cn', 'en'] as const)('invite and handover (%s)', (lang) => {
  let server: TServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  it('invites a colleague who joins, then hands company authority over', async () => {
    const p = people[lang];
    const base = server.url;
    const admin = await openBrowser();
    const colleague = await openBrowser();
    try {
      // The administrator opens the company page from the side menu.
      const a = admin.page;
      await openIn(a, base, lang, '/login?redirect=%2FSystem%2FUser%2FMain');
      await loginWithPassword(a, 'admin', 'Trip@2026');
      await a.waitForURL(`${base}/System/User/Main`);
      const menu = a.getByRole('menu').first();
      await containsText(menu, text(lang, 'system.menu.companyConfig'));
      await a.getByRole('menuitem', { name: text(lang, 'system.menu.companyConfig') }).click();
      await a.getByRole('link', { name: text(lang, 'system.menu.companyMain') }).click();
      await visible(a.getByTestId('company-profile-form'));

      // An invite into 研发部.
      await a.getByTestId('invite-department').click();
      await a.locator('.ant-select-tree-node-content-wrapper[title="研发部"]').click();
      await a.getByTestId('invite-create').click();
      await visible(a.getByTestId('invite-link'));
      const link = (await a.getByTestId('invite-link').innerText()).trim();
      expect(link).toMatch(new RegExp(`^${base}/invite/[A-Za-z0-9_-]{16}$`));

      // The colleague opens the link, registers and joins.
      const c = colleague.page;
      await openIn(c, base, lang, new URL(link).pathname);
      await containsText(c.getByTestId('invite-company'), p.company);
      await containsText(c.getByTestId('invite-status'), text(lang, 'company.landing.status.Valid'));
      await c.locator('#UserName').fill(p.name);
      await c.locator('#Mobile').fill(p.mobile);
      await c.getByTestId('send-code').click();
      await c.locator('#Code').fill(await codeFromOutbox(base, p.mobile));
      await c.locator('#Password').fill('Join#2026ab');
      await c.locator('#ConfirmPassword').fill('Join#2026ab');
      await c.getByTestId('invite-agree').check();
      await c.getByTestId('invite-register-submit').click();
      await c.waitForURL(`${base}/System/User/Main`);
      await expectLoggedInAs(c, p.name);
      await containsText(c.getByTestId('user-main'), p.company);
      await containsText(c.getByTestId('user-info'), '研发部');
      await lacksText(c.getByRole('menu').first(), text(lang, 'system.menu.companyConfig'));

      // The administrator hands company authority to the new colleague.
      await a.getByTestId('handover-start').click();
      await a.getByTestId('handover-receiver').click();
      // The list loads when the dialog opens: wait for the colleague, narrow the list, then pick with Enter
      // (a click can land while the list re-renders).
      const option = a.locator('.ant-select-item-option', { hasText: p.name });
      await visible(option);
      await a.keyboard.type(p.name);
      await expect.poll(() => a.locator('.ant-select-item-option').count()).toBe(1);
      await a.keyboard.press('Enter');
      // The choice shows in the dialog (the option list lives outside it) before the password goes in.
      await containsText(a.getByTestId('handover-modal'), p.name);
      await a.getByTestId('handover-password').fill('Trip@2026');
      await expect.poll(() => a.getByTestId('handover-password').inputValue()).toBe('Trip@2026');
      await a
        .getByTestId('handover-modal')
        .getByRole('button', { name: text(lang, 'company.handover.confirm') })
        .click();
      await a.waitForURL(`${base}/System/User/Main`);
      await visible(a.getByText(text(lang, 'company.messages.handedOver')).first());
      // The admin menu is gone without logging in again, and the admin page is refused.
      await lacksText(a.getByRole('menu').first(), text(lang, 'system.menu.companyConfig'));
      await a.reload();
      await visible(a.getByRole('menu').first());
      await lacksText(a.getByRole('menu').first(), text(lang, 'system.menu.companyConfig'));

      // The colleague's open session has the admin menu now.
      await c.reload();
      await containsText(c.getByRole('menu').first(), text(lang, 'system.menu.companyConfig'));
    } finally {
      await admin.close();
      await colleague.close();
    }
  });
});
