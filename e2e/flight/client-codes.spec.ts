import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { TLang } from '@opentmc/contracts';
import { gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';

// The client agreement codes (/manage/flight/clientcode/list and /update), drawn by the kit from their definition:
// the demo client's service representative opens the client's codes (the seeded CA, MU and CZ), the menu entry from
// the definition shown, then adds one through the update address's form and finds it in the list.

let server: TServer;
let clientId = '';
beforeAll(async () => {
  server = await startServer();
  const login = await apiClient(server.url).post<{ CompanyID: string }>('system/Security/Login', {
    Account: 'admin',
    Password: 'Trip@2026',
  });
  clientId = login.result.CompanyID;
});
afterAll(async () => server?.stop());

const KEY = 'flightClientCode';
const list = (page: Page) => page.getByTestId(`resource-list-${KEY}`);

describe.each([
  ['cn', 'HU'],
  ['en', '3U'],
] as const)('flight client codes (%s)', (lang: TLang, airline) => {
  it("TMC staff read a client's agreement codes and add one through the update form", async () => {
    const b = await openBrowser();
    try {
      const page = b.page;
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'service', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/manage/flight/clientcode/list?CompanyID=${clientId}`);
      await visible(list(page));
      await visible(page.getByTestId('side-menu').getByText(text(lang, 'flight.clientCode.title'), { exact: true }));
      for (const code of ['CA-DEMO-01', 'MU-DEMO-01', 'CZ-DEMO-01'])
        await visible(list(page).locator('tbody tr', { hasText: code }));
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/flight-client-codes-${lang}.png` });

      await page.goto(`${server.url}/manage/flight/clientcode/update?CompanyID=${clientId}`);
      const drawer = page.locator('.ant-drawer-open');
      await visible(drawer.getByTestId(`resource-form-${KEY}`));
      await drawer.getByLabel(text(lang, 'flight.clientCode.fields.AirlineCode'), { exact: true }).fill(airline);
      await drawer
        .getByLabel(text(lang, 'flight.clientCode.fields.AgreementCode'), { exact: true })
        .fill(`${airline}-E2E-${lang}`);
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/flight-client-code-form-${lang}.png` });
      await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
      await gone(page.locator('.ant-drawer-open'));
      // A new code is enabled: the row says so.
      const added = list(page).locator('tbody tr', { hasText: `${airline}-E2E-${lang}` });
      await visible(added.getByText(text(lang, 'messages.yes'), { exact: true }));
    } finally {
      await b.close();
    }
  });
});
