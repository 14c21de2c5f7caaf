import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALE_OF, TrainSeatType, formatDate, type TLang } from '@opentmc/contracts';
import { visible } from '../support/assert.ts';
import { seriousViolations } from '../support/axe.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { apiClient, type TServer } from '../support/server.ts';
import {
  DAY_MS,
  PASSWORD,
  bookTrainOrder,
  idCardPair,
  ok,
  passengers,
  signIn,
  startTrainServer,
} from '../support/train.ts';
import { openIn } from '../support/flows.ts';

// Issue 15 items 4 to 6: the core screens in both languages have no serious or critical axe-core violation (colour
// contrast, names that match what shows, labels, ...), each has its own title, and the page says its language.
// Screens: login, home, the user centre, the train search with results, the booking page with the seat map, an
// order's detail and My orders (a traveller), the trip application form, the approver's approvals, the
// administrator's trip rules (a resource-kit list) and the supplier's order desk.

let server: TServer;
let companyId = '';
const orders: Partial<Record<TLang, string>> = {};
beforeAll(async () => {
  server = await startTrainServer();
  companyId = ok(
    'admin login',
    await apiClient(server.url).post<{ CompanyID: string }>('system/Security/Login', {
      Account: 'admin',
      Password: PASSWORD,
    }),
  ).CompanyID;
  for (const [i, lang] of (['cn', 'en'] as const).entries()) {
    const booked = await bookTrainOrder(server.url, {
      passengers: passengers(idCardPair('19850101', 10 * (i + 1))),
      daysAhead: 3 + i,
    });
    orders[lang] = booked.no;
  }
});
afterAll(async () => server?.stop());

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The screen has no serious or critical violation, names itself in the title and says its language. */
const check = async (page: Page, lang: TLang, screen: string, titleKey: string) => {
  // One line a violation (rule, impact, node, what is wrong), so a failure shows them all.
  expect.soft((await seriousViolations(page)).join('\n'), `${screen} (${lang})`).toBe('');
  expect
    .soft(await page.title(), `${screen} (${lang}): title`)
    .toMatch(new RegExp(`^${escape(text(lang, titleKey))} - `));
  expect.soft(await page.locator('html').getAttribute('lang'), `${screen} (${lang}): lang`).toBe(LOCALE_OF[lang]);
};

const tomorrow = () => formatDate(new Date(Date.now() + DAY_MS));

describe.each(['cn', 'en'] as const)('accessibility of the core screens (%s)', (lang) => {
  it('a traveller: login, home, user centre, search, booking, order detail, my orders, application form', async () => {
    const { page, close } = await openBrowser({ bypassCSP: true });
    try {
      await openIn(page, server.url, lang, '/login');
      await visible(page.getByTestId('login-password-form'));
      await check(page, lang, 'login', 'account.login.title');

      await signIn(page, server.url, lang, 'employee', '/');
      await visible(page.getByTestId('home-service-train'));
      await check(page, lang, 'home', 'shell.nav.home');

      await page.goto(`${server.url}/System/User/Main`);
      await visible(page.getByTestId('shortcut-security'));
      await check(page, lang, 'user centre', 'system.menu.userMain');

      await page.goto(`${server.url}/mall/train/list?from=BJP&fromName=北京&to=SHH&toName=上海&date=${tomorrow()}`);
      await visible(page.getByTestId('train-list'));
      await check(page, lang, 'train search', 'trainMall.title');

      const seat = page
        .locator(`[data-train-class="G"] [data-testid$="-${TrainSeatType.Second}"]:not([data-remaining="0"])`)
        .first();
      await seat.getByTestId('train-seat-book').click();
      await page.waitForURL(/\/order\/orderSeat\?/);
      await visible(page.getByTestId('booking-train'));
      await page.locator('[data-testid^="frequent-"]').first().click();
      await page.getByTestId('seat-preference').getByText(text(lang, 'trainBooking.seats.choose')).click();
      await visible(page.getByTestId('seat-1A'));
      await check(page, lang, 'booking', 'trainBooking.title');

      await page.goto(`${server.url}/order/detail?Service=train&UniqueID=${orders[lang]}`);
      await visible(page.getByTestId('order-status'));
      await check(page, lang, 'order detail', 'orderUi.detail.title');

      await page.goto(`${server.url}/order/train/list`);
      await visible(page.locator('.ant-table-row').first());
      await check(page, lang, 'my orders', 'order.menu.mine');

      await page.goto(`${server.url}/btrip/outgoing/register`);
      await visible(page.getByTestId('btrip-form'));
      await check(page, lang, 'trip application form', 'btrip.menu.apply');
    } finally {
      await close();
    }
  });

  it('an approver: approvals; an administrator: trip rules; a supplier: the order desk', async () => {
    const { page, close } = await openBrowser({ bypassCSP: true });
    try {
      await signIn(page, server.url, lang, 'approver', '/mall/approvals');
      await visible(page.getByTestId('approvals-tab-todo'));
      await check(page, lang, 'approvals', 'approval.menu.approvals');

      await page.context().clearCookies();
      await signIn(page, server.url, lang, 'admin', `/System/Company/${companyId}/TripRule`);
      await visible(page.locator('.ant-table-row').first());
      await check(page, lang, 'trip rules', 'policy.menu.tripRules');

      await page.context().clearCookies();
      await signIn(page, server.url, lang, 'supplier', '/manage/order/list');
      await visible(page.locator('.ant-table-row').first());
      await check(page, lang, 'order desk', 'order.menu.manage');
    } finally {
      await close();
    }
  });
});
