import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TrainSeatType, formatDate } from '@opentmc/contracts';
import { containsText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import { DAY_MS, signIn, startTrainServer } from '../support/train.ts';

// Issue 6 section 3, the train search (/mall/train/list): the employee types pinyin into the station pickers, takes
// the cities 北京 and 上海, searches tomorrow's trains (today's may all have left by the evening), sees G trains
// with second-class fares in the simulator's Beijing–Shanghai range, filters to G, and reads a seat's book link.
// A typed date is kept (issue 14), one outside the presale window or not a date is refused with a message; a day beyond
// the presale window in the address shows the server's refusal in the page.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

const SECOND = TrainSeatType.Second;

const pickPlace = async (page: Page, field: 'train-from' | 'train-to', pinyin: string, city: string) => {
  await page.getByTestId(field).fill(pinyin);
  await page.getByTestId(`station-city-${city}`).click();
  await expect.poll(() => page.getByTestId(field).inputValue()).toBe(city);
};

/** Types a day into the search form's date field as a person would (any usual form), and leaves the field. */
const typeDate = async (page: Page, day: string) => {
  const input = page.getByTestId('train-date');
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(day);
  await page.getByTestId('train-search-form').locator('label').first().click();
};

/** The yuan amounts of the second-class fares shown on the page's G trains. */
const secondClassFares = async (page: Page): Promise<number[]> => {
  const prices = await page
    .locator(`[data-train-class="G"] [data-testid$="-${SECOND}"] [data-testid="train-seat-price"]`)
    .allInnerTexts();
  return prices.map((p) => Number(p.replace(/[¥,]/g, '')));
};

describe.each(['cn', 'en'] as const)('train search (%s)', (lang) => {
  it('finds 北京 → 上海 by pinyin, shows G trains with second-class fares, filters to G, and keeps a typed date', async () => {
    const { page, close } = await openBrowser();
    try {
      await signIn(page, server.url, lang, 'employee', '/mall/train/list');
      await visible(page.getByTestId('train-search-page'));
      await containsText(page.getByTestId('train-idle'), text(lang, 'trainMall.states.idleTitle'));

      // The cities by their names in the reader's language (issue 15).
      await pickPlace(page, 'train-from', 'beijing', lang === 'en' ? 'Beijing' : '北京');
      await pickPlace(page, 'train-to', 'shanghai', lang === 'en' ? 'Shanghai' : '上海');
      await page.getByTestId('train-search').click();
      await page.waitForURL(/\/mall\/train\/list\?from=BJP&.*to=SHH/);

      const tomorrow = formatDate(new Date(Date.now() + DAY_MS));
      await page.getByTestId(`train-day-${tomorrow}`).click();
      await visible(page.getByTestId('train-list'));
      expect(new URL(page.url()).searchParams.get('date')).toBe(tomorrow);

      // Every type of train runs between the two cities; the G trains sell second class at about ¥550–660.
      await expect.poll(() => page.locator('[data-train-class="G"]').count()).toBeGreaterThan(3);
      expect(await page.locator('[data-train-class="K"]').count()).toBeGreaterThan(0);
      await containsText(
        page.locator(`[data-train-class="G"] [data-testid$="-${SECOND}"]`),
        text(lang, 'base.lookups.TrainSeatType.Second'),
      );
      const fares = await secondClassFares(page);
      expect(fares.length).toBeGreaterThan(3);
      for (const fare of fares) {
        expect(fare).toBeGreaterThanOrEqual(500);
        expect(fare).toBeLessThanOrEqual(700);
      }

      // Filter to G: only G trains are left, and the count says how many of all.
      const all = await page.locator('[data-testid^="train-row-"]').count();
      await containsText(page.getByTestId('train-filter-type'), text(lang, 'trainMall.filters.letters.G'));
      await page.getByTestId('train-filter-type-G').click();
      await expect.poll(() => page.locator('[data-testid^="train-row-"]:not([data-train-class="G"])').count()).toBe(0);
      const gs = await page.locator('[data-train-class="G"]').count();
      expect(gs).toBeGreaterThan(3);
      expect(gs).toBeLessThan(all);
      await containsText(
        page.getByTestId('train-count'),
        text(lang, 'trainMall.result.shown', { shown: gs, count: all }),
      );
      expect(new URL(page.url()).searchParams.get('type')).toBe('G');

      // A second-class seat with tickets left leads to the seat step with the train and seat in the address.
      const seat = page.locator(`[data-testid$="-${SECOND}"]:not([data-remaining="0"])`).first();
      const href = await seat.getByTestId('train-seat-book').getAttribute('href');
      const link = new URL(href!, server.url);
      expect(link.pathname).toBe('/order/orderSeat');
      expect(link.searchParams.get('TrainNo')).toMatch(/^G\d+$/);
      expect(link.searchParams.get('FromStation')).toMatch(/^[A-Z]{3}$/);
      expect(link.searchParams.get('ToStation')).toMatch(/^[A-Z]{3}$/);
      expect(link.searchParams.get('DepartDate')).toBe(tomorrow);
      expect(link.searchParams.get('SeatType')).toBe(String(SECOND));

      // A typed date is kept: the search runs for it, not for today.
      const typedDay = formatDate(new Date(Date.now() + 5 * DAY_MS));
      await typeDate(page, typedDay);
      await page.getByTestId('train-search').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(typedDay);
      // A typed date beyond the presale window, or no date at all, is refused with a message naming it: no search.
      const farDay = formatDate(new Date(Date.now() + 30 * DAY_MS));
      await typeDate(page, farDay.replace(/-/g, ''));
      await page.getByTestId('train-search').click();
      await containsText(
        page.getByTestId('train-search-form'),
        text(lang, 'trainMall.form.dateNotOnSale', {
          date: farDay,
          first: formatDate(new Date()),
          last: formatDate(new Date(Date.now() + 14 * DAY_MS)),
        }),
      );
      expect(new URL(page.url()).searchParams.get('date')).toBe(typedDay);
      await typeDate(page, '2026-02-30');
      await page.getByTestId('train-search').click();
      await containsText(page.getByTestId('train-search-form'), text(lang, 'trainMall.form.dateInvalid'));
      expect(new URL(page.url()).searchParams.get('date')).toBe(typedDay);

      // Beyond the presale window the server refuses, and the page says why.
      const far = new URL(page.url());
      far.searchParams.set('date', formatDate(new Date(Date.now() + 40 * DAY_MS)));
      await page.goto(far.toString());
      await containsText(page.getByTestId('train-search-refused'), text(lang, 'train.errors.notOnSale'));
    } finally {
      await close();
    }
  });
});
