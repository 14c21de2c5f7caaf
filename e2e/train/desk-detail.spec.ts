import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText, gone, hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import {
  bookTrainOrder,
  idCard,
  idCardPair,
  orderStatusKey,
  passengers,
  signIn,
  startTrainServer,
  yuanText,
} from '../support/train.ts';

// Issue 6 section 6, the desk's order detail (/manage/train/order/detail): the employee's order (booked through the
// API on the company credit account) is opened from the supplier's desk list; the supplier locks it, books it with
// the railway, writes in the order log and issues it, and sees it finished with its ticket numbers. TMC staff (the
// corrections are theirs) lock an order, add a delivery charge, which the extras list then shows, and set the order's
// cost centre and project by picking them from the client company's lists.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

/** An employee's submitted order of two second-class seats on a G train 北京南 → 上海虹桥, three days ahead. */
const bookOrder = (cards: [string, string]) =>
  bookTrainOrder(server.url, { passengers: passengers(cards), daysAhead: 3 });

const CARDS: Record<'cn' | 'en', { supplier: [string, string]; service: [string, string] }> = {
  cn: {
    supplier: idCardPair('19910808', 3),
    service: [idCard('19911010', 3), idCard('19911010', 5)],
  },
  en: {
    supplier: idCardPair('19910909', 3),
    service: idCardPair('19911111', 3),
  },
};

describe.each(['cn', 'en'] as const)('train desk order detail (%s)', (lang) => {
  it('the supplier locks, books, writes in the log and issues an order from its desk detail', async () => {
    const { no, api } = await bookOrder(CARDS[lang].supplier);
    const supplier = await openBrowser();
    try {
      const { page } = supplier;
      await signIn(page, server.url, lang, 'supplier', '/manage/order/list');
      await visible(page.getByTestId('train-order-desk'));
      // The desk's order number opens the desk's detail, not the booker's.
      await page.getByTestId(`order-${no}`).click();
      await page.waitForURL(/\/manage\/train\/order\/detail\?UniqueID=/);
      await visible(page.getByTestId('desk-order-detail'));
      await hasText(page.getByTestId('desk-status'), text(lang, orderStatusKey('WaitDispose')));
      await hasText(page.getByTestId('desk-lock'), text(lang, 'orderUi.desk.lock.free'));
      await gone(page.getByTestId('desk-action-drawer'));

      await page.getByTestId('desk-action-lock').click();
      await hasText(page.getByTestId('desk-lock'), text(lang, 'orderUi.desk.lock.mine'));
      // Corrections and extra charges are TMC staff's: a supplier gets no form for them.
      await gone(page.getByTestId('desk-extra-form'));
      await gone(page.getByTestId('desk-action-price'));

      await page.getByTestId('desk-action-book').click();
      await containsText(page.getByTestId('desk-booking-no'), text(lang, 'trainBooking.detail.bookingNo'));
      await gone(page.getByTestId('desk-action-book'));

      const note = lang === 'cn' ? '已向铁路订座，稍后出票' : 'Booked with the railway, issuing shortly';
      await page.getByTestId('desk-log-text').fill(note);
      await page.getByTestId('desk-log-send').click();
      await containsText(page.getByTestId('desk-log-lines'), note);

      await page.getByTestId('desk-action-drawer').click();
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await hasText(page.getByTestId('desk-status'), text(lang, orderStatusKey('Finished')));
      await gone(page.getByTestId('desk-action-drawer'));

      // The ticket numbers the server gave are on the page.
      const detail = await api.get<{ Passengers: { TicketNo: string }[] }>('train/TrainOrder/OrderDetails', {
        UniqueID: no,
      });
      const tickets = detail.result.Passengers.map((p) => p.TicketNo);
      expect(tickets).toHaveLength(2);
      for (const ticket of tickets) {
        expect(ticket).not.toBe('');
        await containsText(page.getByTestId('desk-passengers'), ticket);
      }
    } finally {
      await supplier.close();
    }
  }, 90_000);

  it('TMC staff lock an order, add a delivery charge and pick its cost centre and project', async () => {
    const { no } = await bookOrder(CARDS[lang].service);
    const service = await openBrowser();
    try {
      const { page } = service;
      const detail = `/manage/order/detail?UniqueID=${no}`;
      await signIn(page, server.url, lang, 'service', detail);
      await visible(page.getByTestId('desk-order-detail'));
      await hasText(page.getByTestId('desk-lock'), text(lang, 'orderUi.desk.lock.free'));
      await gone(page.getByTestId('desk-extra-form'));

      await page.getByTestId('desk-action-lock').click();
      await hasText(page.getByTestId('desk-lock'), text(lang, 'orderUi.desk.lock.mine'));
      await visible(page.getByTestId('desk-extra-form'));
      await page.getByTestId('desk-extra-form').getByRole('spinbutton').fill('10');
      await page.getByTestId('desk-extra-add').click();

      const extras = page.getByTestId('desk-extras');
      const row = extras.locator('tbody tr', { hasText: text(lang, 'orderUi.desk.extras.kinds.Delivery') });
      await containsText(row, yuanText(10));
      await containsText(row, text(lang, 'orderUi.desk.extras.settlements.Order'));
      await containsText(extras.locator('.ant-card-extra'), yuanText(10));

      // The order data: the cost centre and the project are picked from the client company's own lists.
      await page.getByTestId('desk-action-header').click();
      const dialog = page.locator('.ant-modal', { hasText: text(lang, 'orderUi.desk.header.title') });
      await visible(dialog);
      const pick = async (field: 'CostCenterID' | 'ProjectID', label: string) => {
        await dialog.getByTestId(`desk-header-${field}`).click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).click();
      };
      await pick('CostCenterID', 'CC-002 研发费用');
      await pick('ProjectID', 'PJ-2026-001 华东客户拓展');
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await gone(dialog);
      // The order detail names them (issue 14 item 11).
      await hasText(page.getByTestId('desk-data-CostCenterID'), '研发费用');
      await hasText(page.getByTestId('desk-data-ProjectID'), '华东客户拓展');
    } finally {
      await service.close();
    }
  }, 90_000);
});
