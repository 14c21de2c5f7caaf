import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrainSeatType, formatDate } from '@opentmc/contracts';
import { containsText, gone, hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import { DAY_MS, addPassenger, idCard, signIn, startTrainServer, type TPassenger } from '../support/train.ts';

// Issue 6 section 3, the seat step (/order/orderSeat) and the order detail (/order/detail): the employee takes a
// second-class seat of tomorrow's 北京 → 上海 G train, is told a passenger is needed, adds two passengers on the spot,
// is told "Passengers exceed seats selected" with one seat chosen, chooses a second, gives the contact mobile and
// submits; the order opens submitted (company credit account) with the chosen seats and the price of two tickets plus
// the service fee. Booking the same passenger again on that train warns without blocking.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

const SECOND = TrainSeatType.Second;
const yuan = (s: string) => Number(s.replace(/[^\d.]/g, ''));

const PASSENGERS: Record<'cn' | 'en', [TPassenger, TPassenger]> = {
  cn: [
    { surname: '钱', given: '一', card: idCard('19900101', 1), mobile: '13900000011' },
    { surname: '孙', given: '二', card: idCard('19900101', 2), mobile: '13900000012' },
  ],
  en: [
    { surname: 'SMITH', given: 'JOHN', card: idCard('19900101', 3), mobile: '13900000021' },
    { surname: 'SMITH', given: 'JANE', card: idCard('19900101', 4), mobile: '13900000022' },
  ],
};

describe.each(['cn', 'en'] as const)('train booking (%s)', (lang) => {
  it('books 北京 → 上海 for two passengers with chosen seats and opens the submitted order', async () => {
    const { page, close } = await openBrowser();
    try {
      const tomorrow = formatDate(new Date(Date.now() + DAY_MS));
      const search = `/mall/train/list?from=BJP&fromName=北京&to=SHH&toName=上海&date=${tomorrow}`;
      await signIn(page, server.url, lang, 'employee', search);
      await visible(page.getByTestId('train-list'));
      const seat = page.locator(`[data-train-class="G"] [data-testid$="-${SECOND}"]:not([data-remaining="0"])`).first();
      await seat.getByTestId('train-seat-book').click();
      await page.waitForURL(/\/order\/orderSeat\?/);
      const booking = page.url();
      await visible(page.getByTestId('booking-train'));
      await containsText(page.getByTestId('booking-train'), text(lang, 'base.lookups.TrainSeatType.Second'));
      await containsText(page.getByTestId('booking-policy'), text(lang, 'trainBooking.policy.within'));

      // Nothing chosen yet: a passenger is needed (spec section 5).
      await page.getByTestId('booking-submit').click();
      await containsText(page.getByTestId('passengers-issue'), text(lang, 'train.validation.passengerRequired'));

      const [first, second] = PASSENGERS[lang];
      await addPassenger(page, lang, first);
      await addPassenger(page, lang, second);
      await expect.poll(() => page.locator('[data-testid="booking-passengers"] tr.ant-table-row').count()).toBe(2);
      await gone(page.getByTestId('passengers-issue'));

      // One seat for two passengers: the spec's "Passengers exceed seats selected".
      await page.getByTestId('seat-1A').click();
      await containsText(page.getByTestId('seats-issue'), text(lang, 'train.validation.seatsExceeded'));
      await page.getByTestId('seat-1F').click();
      await gone(page.getByTestId('seats-issue'));
      await page.getByLabel(text(lang, 'trainBooking.contact.mobile')).fill('13900000009');

      // The summary: two tickets plus the TMC's service fee.
      const price = yuan(await page.getByTestId('booking-seat-price').innerText());
      await containsText(
        page.getByTestId('booking-price'),
        text(lang, 'trainBooking.price.ticketLine', { price: price.toFixed(2), count: 2 }),
      );
      const total = yuan(await page.getByTestId('booking-total').innerText());
      expect(total).toBeGreaterThanOrEqual(2 * price);

      await page.getByTestId('booking-submit').click();
      await page.waitForURL(/\/order\/detail\?Service=train&UniqueID=T\d+/);
      await hasText(page.getByTestId('order-status'), text(lang, 'base.lookups.OrderStatus.WaitDispose'));
      const rows = page.locator('[data-testid="order-passengers"] tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(2);
      await containsText(rows.nth(0), '1A');
      await containsText(rows.nth(1), '1F');
      await containsText(page.getByTestId('order-prices'), total.toFixed(2));
      const uniqueId = new URL(page.url()).searchParams.get('UniqueID')!;
      await hasText(page.getByTestId('order-unique-id'), uniqueId);

      // The same passenger on the same train and day again: a warning naming the first order, booking still allowed.
      await page.goto(booking);
      await addPassenger(page, lang, first);
      await containsText(page.getByTestId('booking-repeat'), uniqueId);
      expect(await page.getByTestId('booking-submit').isEnabled()).toBe(true);
    } finally {
      await close();
    }
  });
});
