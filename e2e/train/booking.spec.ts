import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TrainSeatType, formatDate, type TLang } from '@opentmc/contracts';
import { containsText, gone, hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import {
  DAY_MS,
  addPassenger,
  idCard,
  orderStatusKey,
  signIn,
  startTrainServer,
  type TPassenger,
} from '../support/train.ts';

// Issue 6 section 3 and issue 14 items 7, 12, 13 and 14, the seat step (/order/orderSeat) and the order detail:
// - the employee takes a second-class seat of tomorrow's 北京 → 上海 G train; the contact is the employee, the
//   payment the company's accounts (no cashier: employees do not pay there) and the seats "no preference"; a child
//   alone is refused, with an adult the child travels on a half-fare child ticket, and one seat chosen for two
//   passengers is a preference, not an error; the order opens submitted with the fare type per passenger; booking
//   the adult again on that train is refused;
// - the individual traveler is offered the cashier only, books, pays online at the cashier (the simulator) and the
//   order goes to fulfilment.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

const SECOND = TrainSeatType.Second;
const yuan = (s: string) => Number(s.replace(/[^\d.]/g, ''));
const statusIn = (lang: TLang, code: string) => text(lang, orderStatusKey(code));

// A child of 8 tomorrow (born 2018-01-01), and an adult.
const PASSENGERS: Record<TLang, { child: TPassenger; adult: TPassenger }> = {
  cn: {
    child: { surname: '钱', given: '小', card: idCard('20180101', 1), mobile: '' },
    adult: { surname: '孙', given: '二', card: idCard('19900101', 2), mobile: '13900000012' },
  },
  en: {
    child: { surname: 'SMITH', given: 'KID', card: idCard('20180101', 3), mobile: '' },
    adult: { surname: 'SMITH', given: 'JANE', card: idCard('19900101', 4), mobile: '13900000022' },
  },
};

/** Signs in and takes tomorrow's first second-class G seat 北京 → 上海 on the search; returns the seat step's address. */
const toSeatStep = async (page: Page, lang: TLang, account: string): Promise<string> => {
  const tomorrow = formatDate(new Date(Date.now() + DAY_MS));
  await signIn(
    page,
    server.url,
    lang,
    account,
    `/mall/train/list?from=BJP&fromName=北京&to=SHH&toName=上海&date=${tomorrow}`,
  );
  await visible(page.getByTestId('train-list'));
  const seat = page.locator(`[data-train-class="G"] [data-testid$="-${SECOND}"]:not([data-remaining="0"])`).first();
  await seat.getByTestId('train-seat-book').click();
  await page.waitForURL(/\/order\/orderSeat\?/);
  await visible(page.getByTestId('booking-train'));
  return page.url();
};

const payChoices = (page: Page) => page.getByTestId('booking-payment').locator('.ant-radio-wrapper').allInnerTexts();

describe.each(['cn', 'en'] as const)('train booking (%s)', (lang) => {
  it('books a child with an adult on a seat preference, with the booker as contact; a repeat is refused', async () => {
    const { page, close } = await openBrowser();
    try {
      const booking = await toSeatStep(page, lang, 'employee');
      await containsText(page.getByTestId('booking-train'), text(lang, 'base.lookups.TrainSeatType.Second'));
      await containsText(page.getByTestId('booking-policy'), text(lang, 'orderUi.policy.within'));

      // The contact is the booker; the payment types are the company's accounts, credit first.
      await expect
        .poll(() => page.getByLabel(text(lang, 'trainBooking.contact.mobile')).inputValue())
        .toBe('13800000008');
      expect(await page.getByLabel(text(lang, 'trainBooking.contact.name')).inputValue()).toBe('郑浩');
      await expect
        .poll(() => payChoices(page))
        .toEqual([text(lang, 'trainBooking.payment.credit'), text(lang, 'trainBooking.payment.balance')]);
      await visible(
        page.getByTestId('booking-payment').locator('.ant-radio-wrapper-checked', {
          hasText: text(lang, 'trainBooking.payment.credit'),
        }),
      );
      // Seats: no preference unless chosen.
      await containsText(page.getByTestId('booking-seats'), text(lang, 'trainBooking.seats.noPreferenceHint'));
      await gone(page.getByTestId('seat-1A'));

      // Nothing chosen yet: a passenger is needed (spec section 5).
      await page.getByTestId('booking-submit').click();
      await containsText(page.getByTestId('passengers-issue'), text(lang, 'train.validation.passengerRequired'));

      // A child alone is refused; with an adult the child travels on a child ticket at half the fare.
      const { child, adult } = PASSENGERS[lang];
      await addPassenger(page, lang, child);
      const childName = lang === 'cn' ? '钱小' : 'SMITH/KID';
      await containsText(
        page.getByTestId('passenger-issue'),
        text(lang, 'train.validation.childAlone', { name: childName }),
      );
      await addPassenger(page, lang, adult);
      const rows = page.locator('[data-testid="booking-passengers"] tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(2);
      await gone(page.getByTestId('passenger-issue'));
      await hasText(rows.nth(0).getByTestId('passenger-fare'), text(lang, 'trainBooking.fares.Child'));
      await hasText(rows.nth(1).getByTestId('passenger-fare'), text(lang, 'trainBooking.fares.Adult'));
      const price = yuan(await page.getByTestId('booking-seat-price').innerText());
      await containsText(page.getByTestId('booking-price'), text(lang, 'trainBooking.fares.Child'));
      await containsText(
        page.getByTestId('booking-price'),
        text(lang, 'trainBooking.price.ticketLine', { price: price.toFixed(2), count: 1 }),
      );
      const total = yuan(await page.getByTestId('booking-total').innerText());
      expect(total).toBeLessThan(2 * price);
      expect(total).toBeGreaterThanOrEqual(1.5 * price - 1);

      // One seat for two passengers is a preference: the child gets 1A, the railway assigns the other.
      await page.getByTestId('seat-preference').getByText(text(lang, 'trainBooking.seats.choose')).click();
      await page.getByTestId('seat-1A').click();
      await gone(page.getByTestId('seats-issue'));

      await page.getByTestId('booking-submit').click();
      await page.waitForURL(/\/order\/detail\?Service=train&UniqueID=T\d+/);
      await hasText(page.getByTestId('order-status'), statusIn(lang, 'WaitDispose'));
      const ordered = page.locator('[data-testid="order-passengers"] tr.ant-table-row');
      await expect.poll(() => ordered.count()).toBe(2);
      await containsText(ordered.nth(0), '1A');
      await hasText(ordered.nth(0).getByTestId('passenger-fare'), text(lang, 'trainBooking.fares.Child'));
      await hasText(ordered.nth(1).getByTestId('passenger-fare'), text(lang, 'trainBooking.fares.Adult'));
      await containsText(page.getByTestId('order-prices'), total.toFixed(2));
      const uniqueId = new URL(page.url()).searchParams.get('UniqueID')!;
      await hasText(page.getByTestId('order-unique-id'), uniqueId);

      // The adult on the same train and day again: refused, naming the first order.
      await page.goto(booking);
      await addPassenger(page, lang, adult);
      await containsText(page.getByTestId('booking-repeat'), uniqueId);
      await containsText(page.getByTestId('booking-repeat'), text(lang, 'trainBooking.repeat.blocked'));
      expect(await page.getByTestId('booking-submit').isEnabled()).toBe(false);
    } finally {
      await close();
    }
  });

  it('an individual books, pays online at the cashier and the order goes to fulfilment', async () => {
    const { page, close } = await openBrowser();
    try {
      await toSeatStep(page, lang, 'traveler');
      await expect
        .poll(() => page.getByLabel(text(lang, 'trainBooking.contact.mobile')).inputValue())
        .toBe('13800000010');
      // No company account: the cashier only.
      await expect.poll(() => payChoices(page)).toEqual([text(lang, 'trainBooking.payment.online')]);
      await visible(page.getByTestId('booking-payment').locator('.ant-radio-wrapper-checked'));
      await addPassenger(page, lang, {
        surname: '林',
        given: '晓',
        card: lang === 'cn' ? '350102199208152425' : idCard('19920815', 7),
        mobile: '13800000010',
      });
      await page.getByTestId('booking-submit').click();
      await page.waitForURL(/\/order\/detail\?Service=train&UniqueID=T\d+/);
      await hasText(page.getByTestId('order-status'), statusIn(lang, 'WaitPayment'));

      // The cashier: the wallet through the payment simulator.
      await page.getByTestId('order-action-pay').click();
      await visible(page.getByTestId('cashier-page'));
      await page.getByTestId('cashier-choice-Alipay').locator('.ant-radio-wrapper').click();
      await page.getByTestId('cashier-pay').click();
      await page.getByTestId('cashier-simulate-pay').click();
      await containsText(page.getByTestId('cashier-success'), text(lang, 'cashier.success.title'));
      await page.getByTestId('cashier-return').click();
      await page.waitForURL(/\/order\/detail\?/);
      await expect
        .poll(async () => {
          await page.reload();
          return page.getByTestId('order-status').innerText();
        })
        .toBe(statusIn(lang, 'WaitDispose'));
    } finally {
      await close();
    }
  });
});
