import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDate } from '@opentmc/contracts';
import { containsText, gone, visible } from '../support/assert.ts';
import { seriousViolations } from '../support/axe.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { startServer, type TServer } from '../support/server.ts';
import { DAY_MS, signIn } from '../support/train.ts';

// Issue 17 section 2, the domestic flight search (/mall/flight/Internal/list and /mall/flightCN/flightList): the
// employee picks 北京 (all its airports) by pinyin and 上海 by its code, searches, moves to tomorrow on the date strip,
// filters to one airline, sorts by price, opens a flight's cabins and its refund and change rule; then a round trip
// chooses the outbound, then the return, and sees both chosen. Screenshots at 1366 px with E2E_SHOTS.

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
};

const pickCity = async (page: Page, field: 'flight-from' | 'flight-to', typed: string, code: string, name: string) => {
  await page.getByTestId(field).fill(typed);
  await page.getByTestId(`airport-city-${code}`).click();
  await expect.poll(() => page.getByTestId(field).inputValue()).toBe(name);
};

/** The lowest fares of the rows in their order. */
const rowPrices = async (page: Page) =>
  (await page.getByTestId('flight-lowest').evaluateAll((els) => els.map((e) => e.getAttribute('data-price')))).map(
    Number,
  );

const day = (days: number) => formatDate(new Date(Date.now() + days * DAY_MS));

describe.each(['cn', 'en'] as const)('flight search (%s)', (lang) => {
  it('searches 北京 → 上海, filters by airline, sorts by price, opens cabins and the rule', async () => {
    // The page lets the test add axe-core (bypassCSP) for the accessibility check of the results with a row open.
    const { page, close } = await openBrowser({ bypassCSP: true });
    try {
      await signIn(page, server.url, lang, 'employee', '/mall/flightCN/flightList');
      await containsText(page.getByTestId('flight-idle'), text(lang, 'flight.search.idleTitle'));

      await pickCity(page, 'flight-from', 'beijing', 'BJS', lang === 'en' ? 'Beijing' : '北京');
      // 上海 by its code is the city (both airports) and each of its airports; 虹桥 by pinyin is that airport.
      await page.getByTestId('flight-to').fill('hongqiao');
      await visible(page.getByTestId('airport-option-SHA'));
      await page.getByTestId('flight-to').fill('SHA');
      await visible(page.getByTestId('airport-option-PVG'));
      await pickCity(page, 'flight-to', 'SHA', 'SHA', lang === 'en' ? 'Shanghai' : '上海');
      await page.getByTestId('flight-search').click();
      await page.waitForURL(/from=BJS&to=SHA/);

      const tomorrow = day(1);
      await page.getByTestId(`flight-day-${tomorrow}`).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(tomorrow);
      // The list drawn is tomorrow's (the heading and the rows come from the same reply).
      await containsText(page.getByTestId('flight-results-heading'), tomorrow);
      await visible(page.getByTestId('flight-list'));
      await expect.poll(() => page.locator('article[data-airline]').count()).toBeGreaterThan(10);
      const count = await page.locator('article[data-airline]').count();
      // Both Beijing airports depart (the city searched), and the filters offer them with their lowest fares.
      await visible(page.getByTestId('flight-filter-departAirports-PEK'));
      await visible(page.getByTestId('flight-filter-departAirports-PKX'));
      await shot(page, `flight-search-${lang}`);

      // One airline: every row is its.
      await page.getByTestId('flight-filter-airlines-CA').click();
      await expect.poll(() => page.locator('article[data-airline]').count()).toBeLessThan(count);
      const airlines = await page
        .locator('article[data-airline]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-airline')));
      expect(new Set(airlines)).toEqual(new Set(['CA']));
      await containsText(
        page.getByTestId('flight-count'),
        text(lang, 'flight.search.shown', { shown: airlines.length, count }),
      );

      // By price, lowest first.
      await page.getByTestId('flight-sort-price').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price');
      const prices = await rowPrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      // A row opens into its cabins; a cabin's rule opens in a popover.
      const first = page.locator('article[data-airline]').first();
      await first.getByTestId('flight-row-toggle').click();
      const cabins = first.getByTestId('flight-cabins');
      await visible(cabins);
      await visible(cabins.locator('[data-cabin-class="Y"]'));
      await visible(cabins.getByTestId('flight-cabin-seats'));
      // No serious or critical accessibility violation (axe-core) with the filters, the rows and the cabins drawn.
      expect((await seriousViolations(page)).join('\n')).toBe('');
      await first.getByTestId('flight-cabin-rule').first().click();
      const rule = page.getByTestId('flight-rule');
      await visible(rule);
      // The popover has finished opening (its zoom animation over) before the screenshot.
      await page.waitForFunction(() => {
        const pop = document.querySelector('.ant-popover');
        return pop !== null && getComputedStyle(pop).opacity === '1' && !pop.className.includes('zoom');
      });
      await containsText(rule, text(lang, 'flight.rule.tiers.week'));
      await containsText(rule, text(lang, 'flight.rule.involuntaryFree'));
      await shot(page, `flight-cabins-${lang}`);
    } finally {
      await close();
    }
  });

  it('a round trip chooses the outbound, then the return', async () => {
    const { page, close } = await openBrowser();
    try {
      const out = day(3);
      const back = day(5);
      // Beijing Capital to Shanghai Hongqiao alone (SHA is also the city's code: the address says the airport).
      await signIn(
        page,
        server.url,
        lang,
        'employee',
        `/mall/flight/Internal/list?from=PEK&to=SHA&toAirport=1&date=${out}&ret=${back}`,
      );
      await visible(page.getByTestId('flight-steps'));
      await containsText(page.getByTestId('flight-results-heading'), text(lang, 'flight.search.legOut'));
      // PEK is one airport: every outbound leaves from it.
      await visible(page.getByTestId('flight-list'));
      expect(await page.getByTestId('flight-filter-departAirports').count()).toBe(0);
      const arrivals = await page
        .locator('article[data-airline]')
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-depart')}-${e.getAttribute('data-arrive')}`));
      expect(new Set(arrivals)).toEqual(new Set(['PEK-SHA']));

      const chooseFirst = async (label: string) => {
        const row = page.locator('article[data-airline]').first();
        await row.getByTestId('flight-row-toggle').click();
        const choose = row.getByTestId('flight-cabin-choose').first();
        await containsText(choose, label);
        await choose.click();
      };
      await chooseFirst(text(lang, 'flight.search.chooseOut'));
      await visible(page.getByTestId('flight-chosen-out'));
      await containsText(page.getByTestId('flight-results-heading'), text(lang, 'flight.search.legBack'));
      await expect.poll(() => new URL(page.url()).searchParams.get('ret')).toBe(back);
      await expect
        .poll(
          async () =>
            new Set(
              await page
                .locator('article[data-airline]')
                .evaluateAll((els) =>
                  els.map((e) => `${e.getAttribute('data-depart')}-${e.getAttribute('data-arrive')}`),
                ),
            ),
        )
        .toEqual(new Set(['SHA-PEK']));
      await shot(page, `flight-return-${lang}`);

      await chooseFirst(text(lang, 'flight.search.chooseBack'));
      await visible(page.getByTestId('flight-chosen-back'));
      await gone(page.getByTestId('flight-list'));
      await containsText(page.getByTestId('flight-chosen'), text(lang, 'flight.search.chosenRoundTrip'));
      await shot(page, `flight-round-trip-${lang}`);

      // Choosing again starts from the outbound.
      await page.getByTestId('flight-chosen-change').click();
      await gone(page.getByTestId('flight-chosen'));
      await containsText(page.getByTestId('flight-results-heading'), text(lang, 'flight.search.legOut'));
    } finally {
      await close();
    }
  });
});
