import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrainSeatType } from '@opentmc/contracts';
import { visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import { bookTrainOrder, idCardPair, issueTrainOrder, passengers, signIn, startTrainServer } from '../support/train.ts';

// Issue 6 section 7, browser step 5, and reorder: an issued order of two passengers (booked through the API on the
// company credit account, issued by the supplier through the API); the employee opens it, changes one passenger to
// a later train of the same day online (/order/train/Change/{UniqueID}) and sees the new seat; then books the same
// route again from the order, and the seat step comes with the order's travellers filled in.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

/** An issued order of two second-class seats on the first G train 北京南 → 上海虹桥, four days ahead. */
const issuedOrder = async (cards: [string, string]) => {
  const { no, train, trains } = await bookTrainOrder(server.url, {
    passengers: passengers(cards, [
      ['郑', '一'],
      ['冯', '二'],
    ]),
    daysAhead: 4,
  });
  await issueTrainOrder(server.url, no);
  // A later G train of the same day to change to.
  return { no, later: trains.find((x) => x.DepartTime > train.DepartTime)!.TrainNo };
};

const CARDS: Record<'cn' | 'en', [string, string]> = {
  cn: idCardPair('19900404'),
  en: idCardPair('19900505'),
};

describe.each(['cn', 'en'] as const)('train change and reorder (%s)', (lang) => {
  it('changes one passenger to a later train online, then books the route again with the same travellers', async () => {
    const { no, later } = await issuedOrder(CARDS[lang]);
    const { page, close } = await openBrowser();
    try {
      const detail = `/order/detail?Service=train&UniqueID=${no}`;
      await signIn(page, server.url, lang, 'employee', detail);
      await page.getByTestId('order-action-change').click();
      await page.waitForURL(new RegExp(`/order/train/Change/${no}`));

      // The second passenger, a reason, a later train's second class.
      await page.getByTestId('change-passengers').getByText('冯二').click();
      await page.getByTestId('change-reason').getByText(text(lang, 'order.reasons.change.plan')).click();
      await page.getByTestId(`change-seat-${later}-${TrainSeatType.Second}`).click();
      await page.getByTestId('change-online').click();
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      const done = page.getByTestId('change-done');
      await visible(done);
      await visible(done.getByText(text(lang, 'trainChangeUi.done.onlineTitle')));
      await visible(done.getByText(later, { exact: false }));
      // The new ticket: coach, seat and ticket number.
      await visible(done.getByText(/E\d{11}/));

      // Back on the order: book it again.
      await done.getByRole('button', { name: text(lang, 'trainChangeUi.done.toOrder') }).click();
      await page.getByTestId('order-action-reorder').click();
      await page.waitForURL(/\/mall\/train\/list\?from=VNP/);
      await visible(page.getByTestId('train-list'));
      await page.getByTestId('train-list').getByRole('link').first().click();
      await page.waitForURL(/\/order\/orderSeat/);
      await visible(page.getByTestId('reorder-note'));
      expect(await page.getByText('110105199', { exact: false }).count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
