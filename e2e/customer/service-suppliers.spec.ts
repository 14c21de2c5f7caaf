import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceType, lookupOf, lookupTitleKey } from '@opentmc/contracts';
import { containsText, gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';
import { PASSWORD, apiAs, ok, signIn } from '../support/train.ts';

// Issue 16 section 1, "Suppliers per service": on /system/supply/list the operator sees which supplier fulfils
// trains (the demo supplier by default), gives the demo client a supplier of its own, and removes it again.

let server: TServer;
let demoClient = '';
const suppliers = { cn: '华夏票务有限公司', en: '東方票務有限公司' } as const;
const mobiles = { cn: '13900006101', en: '13900006102' } as const;
const TRAIN_NAME = lookupTitleKey(lookupOf('ServiceType'), 'Train');

beforeAll(async () => {
  server = await startServer();
  demoClient = ok(
    'login',
    await apiClient(server.url).post<{ CompanyID: string }>('system/Security/Login', {
      Account: 'admin',
      Password: PASSWORD,
    }),
  ).CompanyID;
  const operator = await apiAs(server.url, 'operator');
  for (const lang of ['cn', 'en'] as const) {
    ok(
      'saveSupplier',
      await operator.post('system/Security/saveSupplier', {
        CompanyName: suppliers[lang],
        ContactName: '孔明',
        Mobile: mobiles[lang],
      }),
    );
  }
});
afterAll(async () => server?.stop());

describe.each(['cn', 'en'] as const)('suppliers per service (%s)', (lang) => {
  it("shows the trains' default supplier, adds a client's own, and removes it", async () => {
    const { page, close } = await openBrowser();
    try {
      await signIn(page, server.url, lang, 'operator', '/system/supply/list');
      await page.getByTestId('supply-tab-services').click();
      const table = page.getByTestId('service-suppliers-table');
      const byDefault = table.locator(`tr[data-row-key="${ServiceType.Train}:"]`);
      await containsText(byDefault, text(lang, TRAIN_NAME));
      await containsText(byDefault, text(lang, 'customer.serviceSuppliers.allClients'));
      await containsText(byDefault, lang === 'en' ? 'Demo Supplier Co., Ltd.' : '示例供应商有限公司');
      // Only the services that have a product are listed: trains, nothing else.
      await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);

      await page.getByTestId('service-supplier-add-client').click();
      await page.getByTestId('service-supplier-client').click();
      await page.keyboard.type('示例');
      await visible(page.locator('.ant-select-dropdown:visible .ant-select-item-option'));
      await page.keyboard.press('Enter');
      await page.getByTestId('service-supplier-supplier').click();
      await page.keyboard.type(suppliers[lang].slice(0, 2));
      const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: suppliers[lang],
      });
      await visible(option);
      await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').count()).toBe(1);
      await page.keyboard.press('Enter');
      await page.getByTestId('service-supplier-save').click();
      await visible(page.getByText(text(lang, 'messages.saved')));

      const own = table.locator(`tr[data-row-key="${ServiceType.Train}:${demoClient}"]`);
      await containsText(own, suppliers[lang]);
      await containsText(own, lang === 'en' ? 'Demo Tech' : '示例科技');
      await containsText(own, '陈平');

      await page.getByTestId(`service-supplier-remove-${ServiceType.Train}:${demoClient}`).click();
      await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
      await gone(own);
      await containsText(byDefault, lang === 'en' ? 'Demo Supplier Co., Ltd.' : '示例供应商有限公司');
    } finally {
      await close();
    }
  });
});
