import { afterAll, beforeAll, describe, it } from 'vitest';
import { gone, hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// The city category list from the kit's city category resource (a catalogue store: the company's own categories over
// the TMC's defaults): the administrator sees the TMC's defaults, overrides one in the category form, and the row
// becomes the company's own.

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

// Both runs share one server, so each language overrides its own default.
const cases = { cn: { code: 'T2', name: '本企业二线' }, en: { code: 'T3', name: '本企业其他城市' } } as const;

describe.each(['cn', 'en'] as const)('city categories (%s)', (lang) => {
  const c = cases[lang];
  it('lists the TMC defaults and overrides one with the company’s own', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'admin', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/system/cityCategory/list`);
      const list = page.getByTestId('resource-list-cityCategory');
      const row = list.locator('tr', { hasText: c.code });
      await hasText(row.locator('.ant-tag').last(), text(lang, 'policy.cityCategory.source.Tmc'));
      await gone(list.locator('.ant-spin-blur'));
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/city-categories-${lang}.png` });

      await row.getByText(text(lang, 'policy.cityCategory.override')).click();
      await visible(page.getByText(text(lang, 'policy.cityCategory.overrideTitle')));
      await page.getByTestId('category-name').fill(c.name);
      await page.locator('.ant-drawer-footer .ant-btn-primary').click();
      await hasText(row.locator('.ant-tag').last(), text(lang, 'policy.cityCategory.source.Own'));
      await visible(row.getByText(text(lang, 'actions.edit')));
    } finally {
      await close();
    }
  });
});
