import { afterAll, beforeAll, describe, it } from 'vitest';
import { hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import { bookTrainOrder, idCardPair, orderStatusKey, passengers, signIn, startTrainServer } from '../support/train.ts';

// Issue 6 sections 1 and 6, the order lists: the employee's order (booked through the API on the company credit
// account) waits on the supplier's desk (/manage/order/list); the supplier locks it and issues it (booking with the
// rail simulator, then the tickets); the employee's own list (/order/train/list) then shows it finished, and the
// "Finished" tab keeps it while "To be paid" does not.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

/** An employee's submitted order of two second-class seats on a G train 北京南 → 上海虹桥, three days ahead. */
const bookOrder = (cards: [string, string]) =>
  bookTrainOrder(server.url, { passengers: passengers(cards), daysAhead: 3 });

const CARDS: Record<'cn' | 'en', [string, string]> = {
  cn: idCardPair('19900202'),
  en: idCardPair('19900303'),
};

describe.each(['cn', 'en'] as const)('train order desk (%s)', (lang) => {
  it('the supplier locks and issues an order; the employee sees it finished in their list', async () => {
    const { no } = await bookOrder(CARDS[lang]);
    const supplier = await openBrowser();
    try {
      const { page } = supplier;
      await signIn(page, server.url, lang, 'supplier', '/manage/order/list');
      await visible(page.getByTestId('train-order-desk'));
      await page.getByTestId(`order-lock-${no}`).click();
      await page.getByTestId(`order-drawer-${no}`).click();
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      // Issued: nothing is left to do on the desk but read it.
      await page.getByTestId(`order-drawer-${no}`).waitFor({ state: 'detached' });
      const row = page.locator('tr', { has: page.getByTestId(`order-${no}`) });
      await hasText(row.locator('.ant-tag'), text(lang, orderStatusKey('Finished')));
    } finally {
      await supplier.close();
    }

    const employee = await openBrowser();
    try {
      const { page } = employee;
      await signIn(page, server.url, lang, 'employee', '/order/train/list/Finished');
      await visible(page.getByTestId('train-order-list'));
      const row = page.locator('tr', { has: page.getByTestId(`order-${no}`) });
      await hasText(row.locator('.ant-tag'), text(lang, orderStatusKey('Finished')));
      await page.getByRole('tab', { name: text(lang, orderStatusKey('WaitPayment')) }).click();
      await page.waitForURL(/\/order\/train\/list\/WaitPayment/);
      await page.getByTestId(`order-${no}`).waitFor({ state: 'detached' });
    } finally {
      await employee.close();
    }
  });
});
