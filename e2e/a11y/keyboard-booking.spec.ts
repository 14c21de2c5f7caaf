import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TrainSeatType, formatDate, type TLang } from '@opentmc/contracts';
import { hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import { DAY_MS, idCard, orderStatusKey, signIn, startTrainServer } from '../support/train.ts';

// Issue 15 items 5 and 6: a train booked from the search to the submitted order with the keyboard alone (Tab,
// Shift+Tab, Enter, Space, arrows and typing), in both languages: the skip link comes first and leads into the page,
// the date picker opens from the keyboard and its arrows move the day, a search and the choice of a train put focus
// on the new content's heading, the new passenger's fields and the seats are named, and the order is submitted.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

/** What has the focus: its tag, test id, accessible-name sources and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body) return { tag: 'BODY', testid: '', label: '', text: '', pressed: '' };
    const labels = (a as HTMLInputElement).labels;
    return {
      tag: a.tagName,
      testid: a.getAttribute('data-testid') ?? '',
      label:
        a.getAttribute('aria-label') ??
        (labels?.length
          ? Array.from(labels)
              .map((l) => l.textContent)
              .join(' ')
          : ''),
      text: a.textContent?.trim() ?? '',
      pressed: a.getAttribute('aria-pressed') ?? '',
    };
  });

/** Whether the focused element matches a selector. */
const focusIs = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses Tab (or Shift+Tab) until the focus is on an element matching the selector; fails after `max` presses. */
const tabTo = async (page: Page, selector: string, o: { max?: number; back?: boolean } = {}) => {
  for (let i = 0; i < (o.max ?? 120); i++) {
    if (await focusIs(page, selector)) return i;
    await page.keyboard.press(o.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}; focus is on ${JSON.stringify(await focused(page))}`);
};

const G_SECOND_BOOK = `[data-train-class="G"] [data-testid$="-${TrainSeatType.Second}"]:not([data-remaining="0"]) [data-testid="train-seat-book"]`;

const PASSENGER: Record<TLang, { surname: string; given: string; card: string; mobile: string }> = {
  cn: { surname: '郑', given: '键盘', card: idCard('19880808', 21), mobile: '13900000031' },
  en: { surname: 'KEYS', given: 'ANN', card: idCard('19880808', 22), mobile: '13900000032' },
};

describe.each(['cn', 'en'] as const)('booking by keyboard alone (%s)', (lang) => {
  it('searches, chooses a train and a seat, adds a passenger and submits the order', async () => {
    const { page, close } = await openBrowser();
    try {
      // From tomorrow: late in the evening (Beijing time) today's trains have all left.
      const days = [1, 2, 3].map((d) => formatDate(new Date(Date.now() + d * DAY_MS)));
      const searchPage = `/mall/train/list?from=BJP&fromName=北京&to=SHH&toName=上海&date=${days[0]}`;
      await signIn(page, server.url, lang, 'employee', searchPage);
      await visible(page.getByTestId('train-list'));
      // A fresh load of the page: the keyboard starts at the top of the document.
      await page.goto(`${server.url}${searchPage}`);
      await visible(page.getByTestId('train-list'));

      // The first Tab stop is the skip link; it leads past the header into the page: the next stop is the form.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'A', text: text(lang, 'shell.skipToContent') });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await focusIs(page, '#train-from')).toBe(true);

      // The date: Tab opens the calendar, the arrows move the day (two days on), Enter searches that day.
      await tabTo(page, '#train-date', { max: 5 });
      await visible(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
      expect(await page.locator('#train-date').inputValue()).toBe(days[0]);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('#train-date').inputValue()).toBe(days[2]);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('date') === days[2]);
      // The focus moves to the results' heading, which names the route and the day.
      await expect.poll(() => focusIs(page, '[data-testid="train-results-heading"]')).toBe(true);
      expect((await focused(page)).text).toContain(days[2]);
      await visible(page.getByTestId('train-list'));

      // A second-class seat of a G train; choosing it puts the focus on the booking page's heading.
      await tabTo(page, G_SECOND_BOOK, { max: 300 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/order\/orderSeat\?/);
      await expect.poll(async () => (await focused(page)).text).toBe(text(lang, 'trainBooking.title'));

      // A new passenger, field by field; each field is named by its label.
      const p = PASSENGER[lang];
      await tabTo(page, '[data-testid="passenger-add-surname"]');
      expect((await focused(page)).label).toBe(text(lang, 'trainBooking.passengers.surname'));
      await page.keyboard.type(p.surname);
      await page.keyboard.press('Tab');
      expect((await focused(page)).label).toBe(text(lang, 'trainBooking.passengers.givenName'));
      await page.keyboard.type(p.given);
      await tabTo(page, '[data-testid="passenger-add-card-no"]', { max: 3 });
      expect((await focused(page)).label).toBe(text(lang, 'trainBooking.passengers.cardNo'));
      await page.keyboard.type(p.card);
      await page.keyboard.press('Tab');
      expect((await focused(page)).label).toBe(text(lang, 'trainBooking.passengers.mobile'));
      await page.keyboard.type(p.mobile);
      await page.keyboard.press('Tab');
      expect(await focusIs(page, '[data-testid="passenger-add-button"]')).toBe(true);
      await page.keyboard.press('Enter');
      await visible(page.locator('[data-testid="booking-passengers"] tr.ant-table-row'));

      // A seat: the preference's radio buttons move with the arrows; the seats say their row and position.
      await tabTo(page, '[data-testid="seat-preference"] input[type="radio"]');
      await page.keyboard.press('ArrowRight');
      await visible(page.getByTestId('seat-1A'));
      await tabTo(page, '[data-testid="seat-1F"]');
      const seatName = text(lang, 'trainBooking.seats.seatName', {
        seat: '1F',
        position: text(lang, 'trainBooking.seats.position.window'),
      });
      expect(await focused(page)).toMatchObject({ label: seatName, pressed: 'false' });
      await tabTo(page, '[data-testid="seat-1A"]', { back: true, max: 8 });
      await page.keyboard.press('Space');
      expect((await focused(page)).pressed).toBe('true');

      // Submit: the order's detail opens, submitted, with the passenger on seat 1A.
      await tabTo(page, '[data-testid="booking-submit"]', { max: 200 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/order\/detail\?Service=train&UniqueID=T\d+/);
      await hasText(page.getByTestId('order-status'), text(lang, orderStatusKey('WaitDispose')));
      const row = page.locator('[data-testid="order-passengers"] tr.ant-table-row');
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.first().innerText()).toContain('1A');
    } finally {
      await close();
    }
  });
});
