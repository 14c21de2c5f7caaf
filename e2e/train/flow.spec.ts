import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  TrainSeatType,
  TripApprovalRule,
  formatDate,
  trainPassengerFullName,
  trainRefundFee,
  type TLang,
} from '@opentmc/contracts';
import { containsText, hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import {
  DAY_MS,
  addPassenger,
  apiAs,
  bookTrainOrder,
  idCard,
  ok,
  orderStatusKey,
  signIn,
  startTrainServer,
  yuanText,
  type TPassenger,
} from '../support/train.ts';

// Issue 6 from end to end, in the browser, in two halves (each its own order, so each stays short):
// - the employee books a 北京 → 上海 G train three days ahead in first class (the company's trip rule allows second
//   class only, so a violation reason is needed) for two passengers on chosen seats, paid from the company credit
//   account; the company sends online bookings to approval, so the department head approves it from the approval
//   queue and, out of policy, finance too; the order goes to the supplier;
// - the supplier locks and issues an approved order on the desk; the employee refunds ONE passenger on
//   /train/refundTicket (told first that a passenger and a reason are needed), sees the fee and the amount back
//   before and after confirming and the refund on the order; the company's finance sees the money come back on the
//   ledger (/bill/{CompanyID}/TradeFlowList).

const COMPANY = 'C00000000003';
const FIRST = TrainSeatType.First;
const statusIn = (lang: TLang, code: string) => text(lang, orderStatusKey(code));

let server: TServer;

beforeAll(async () => {
  server = await startTrainServer();
  // Not the point of this test: the company sends every online booking to approval (the demo data binds train
  // bookings to its approval flow and sends those out of policy to approval already).
  const admin = await apiAs(server.url, 'admin');
  ok(
    'ApprovalRule/Save',
    await admin.post('btrip/ApprovalRule/Save', {
      Rules: [TripApprovalRule.OnlineBookingApproval, TripApprovalRule.ViolationNeedsApproval],
    }),
  );
});
afterAll(async () => server?.stop());

const PASSENGERS: Record<TLang, [TPassenger, TPassenger]> = {
  cn: [
    { surname: '冯', given: '一', card: idCard('19900505', 3), mobile: '13900000031' },
    { surname: '陈', given: '二', card: idCard('19900505', 4), mobile: '13900000032' },
  ],
  en: [
    { surname: 'BROWN', given: 'ANN', card: idCard('19900606', 1), mobile: '13900000041' },
    { surname: 'BROWN', given: 'BOB', card: idCard('19900606', 2), mobile: '13900000042' },
  ],
};
/** The second half's passengers, booked through the API. */
const PASSENGERS_B: Record<TLang, [TPassenger, TPassenger]> = {
  cn: [
    { surname: '卫', given: '三', card: idCard('19900707', 1), mobile: '13900000051' },
    { surname: '蒋', given: '四', card: idCard('19900707', 2), mobile: '13900000052' },
  ],
  en: [
    { surname: 'GREEN', given: 'CAT', card: idCard('19900303', 1), mobile: '13900000061' },
    { surname: 'GREEN', given: 'DAN', card: idCard('19900303', 2), mobile: '13900000062' },
  ],
};

/** A second-class order (within policy) of PASSENGERS_B on the company credit account, approved by the department head. */
const approvedOrder = async (lang: TLang): Promise<{ uniqueId: string; price: number }> => {
  const { no, price } = await bookTrainOrder(server.url, {
    passengers: PASSENGERS_B[lang].map((p) => ({ Surname: p.surname, GivenName: p.given, CardNo: p.card })),
    daysAhead: 3,
  });
  const approver = await apiAs(server.url, 'approver');
  ok('OrderResolve', await approver.post('train/TrainOrder/OrderResolve', { UniqueID: no }));
  return { uniqueId: no, price };
};

const nameOf = (p: TPassenger) => trainPassengerFullName({ Surname: p.surname, GivenName: p.given });
const REASON: Record<TLang, string> = { cn: '低价航班或车次已售罄', en: 'The cheaper options are sold out' };

const login = async (page: Page, lang: TLang, account: string, path: string) => {
  await page.context().clearCookies();
  await signIn(page, server.url, lang, account, path);
  await visible(page.getByTestId('header-user-name'));
};

describe.each(['cn', 'en'] as const)('train order flow (%s)', (lang) => {
  it('books first class out of policy with a reason; the department head and finance approve it', async () => {
    // The employee's browser, and one for everyone else (signed out between people).
    const employee = await openBrowser();
    const others = await openBrowser();
    const o = others.page;
    try {
      // 1. The employee books first class for two passengers on chosen seats, with a violation reason.
      const page = employee.page;
      const day = formatDate(new Date(Date.now() + 3 * DAY_MS));
      await login(page, lang, 'employee', `/mall/train/list?from=BJP&fromName=北京&to=SHH&toName=上海&date=${day}`);
      await visible(page.getByTestId('train-list'));
      const seat = page.locator(`[data-train-class="G"] [data-testid$="-${FIRST}"]:not([data-remaining="0"])`).first();
      await seat.getByTestId('train-seat-book').click();
      await page.waitForURL(/\/order\/orderSeat\?/);
      await containsText(page.getByTestId('booking-train'), text(lang, 'base.lookups.TrainSeatType.First'));
      await containsText(page.getByTestId('booking-policy'), text(lang, 'orderUi.policy.out'));
      const [first, second] = PASSENGERS[lang];
      await addPassenger(page, lang, first);
      await addPassenger(page, lang, second);
      await expect.poll(() => page.locator('[data-testid="booking-passengers"] tr.ant-table-row').count()).toBe(2);
      // Seats are a preference (none by default): they choose two.
      await page.getByTestId('seat-preference').getByText(text(lang, 'trainBooking.seats.choose')).click();
      await page.getByTestId('seat-1A').click();
      await page.getByTestId('seat-1F').click();
      await page.getByLabel(text(lang, 'trainBooking.contact.mobile')).fill('13900000009');
      await page.getByTestId('booking-reason').click();
      await page.locator('.ant-select-item-option', { hasText: REASON[lang] }).click();
      // The company credit account is the default payment.
      await visible(
        page.getByTestId('booking-payment').locator('.ant-radio-wrapper-checked', {
          hasText: text(lang, 'trainBooking.payment.credit'),
        }),
      );
      await page.getByTestId('booking-submit').click();
      await page.waitForURL(/\/order\/detail\?Service=train&UniqueID=T\d+/);
      const uniqueId = new URL(page.url()).searchParams.get('UniqueID')!;
      await hasText(page.getByTestId('order-status'), statusIn(lang, 'WaitConfirm'));

      // 2. The department head approves it from the approval queue; out of policy, finance approves too.
      for (const account of ['approver', 'finance']) {
        await login(o, lang, account, '/mall/approvals');
        await visible(o.getByTestId('approvals'));
        const row = o.locator('.ant-table-row').filter({ hasText: uniqueId });
        await visible(row);
        await row.locator('[data-testid^="approve-"]').click();
        await o.locator('.ant-popconfirm:visible .ant-btn-primary').click();
        await expect.poll(() => row.count(), { timeout: 15000 }).toBe(0);
      }
      // Approved: to the supplier, paid from the credit account when issued.
      await page.reload();
      await hasText(page.getByTestId('order-status'), statusIn(lang, 'WaitDispose'));
      await containsText(page.getByTestId('order-detail'), text(lang, 'orderUi.policy.out'));
    } finally {
      await employee.close();
      await others.close();
    }
  });

  it('the supplier issues an order; the employee refunds one passenger and the money is back on the ledger', async () => {
    // Not the point here: a second-class order within policy, booked and approved through the API.
    const { uniqueId, price } = await approvedOrder(lang);
    const employee = await openBrowser();
    const others = await openBrowser();
    const o = others.page;
    const page = employee.page;
    const [first, second] = PASSENGERS_B[lang];
    try {
      // The supplier locks and issues it on the desk.
      await login(o, lang, 'supplier', '/manage/order/list');
      await visible(o.getByTestId('train-order-desk'));
      await o.getByTestId(`order-lock-${uniqueId}`).click();
      await o.getByTestId(`order-drawer-${uniqueId}`).click();
      await o.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await o.getByTestId(`order-drawer-${uniqueId}`).waitFor({ state: 'detached' });

      // The employee refunds one passenger: the fee and the amount back show before confirming.
      await login(page, lang, 'employee', `/order/detail?Service=train&UniqueID=${uniqueId}`);
      await hasText(page.getByTestId('order-status'), statusIn(lang, 'Finished'));
      await page.getByTestId('order-action-refund').click();
      await page.waitForURL(/\/train\/refundTicket\?UniqueID=T\d+/);
      const rows = page.locator('[data-testid="refund-tickets"] tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(2);
      const fee = trainRefundFee({
        priceFen: Math.round(price * 100),
        departure: new Date(Date.now() + 5 * DAY_MS),
        now: new Date(),
      });
      expect(fee.rate).toBe(0.05);
      const feeText = yuanText(fee.feeFen / 100);
      const backText = yuanText(fee.refundFen / 100);
      const row = rows.filter({ hasText: nameOf(second) });
      await containsText(row, feeText);
      await containsText(row, backText);
      await containsText(row, '5%');

      // Nothing chosen: the spec's message.
      await page.getByTestId('refund-submit').click();
      await hasText(page.getByTestId('refund-issue'), text(lang, 'trainOrder.validation.refundSelect'));
      await row.locator('.ant-checkbox-wrapper').click();
      await page.getByTestId('refund-submit').click();
      await visible(page.getByTestId('refund-issue'));
      await page.getByTestId('refund-reason-plan').click();
      await containsText(
        page.getByTestId('refund-summary'),
        text(lang, 'trainRefundUi.refund.summary', {
          count: 1,
          fee: (fee.feeFen / 100).toFixed(2),
          amount: (fee.refundFen / 100).toFixed(2),
        }),
      );
      await page.getByTestId('refund-submit').click();
      await page.getByTestId('refund-confirm-ok').click();
      await hasText(page.getByTestId('refund-done-fee'), feeText);
      await hasText(page.getByTestId('refund-done-amount'), backText);

      // The order: one ticket refunded, the other still issued, the refund listed.
      await page.getByTestId('refund-to-order').click();
      await page.waitForURL(/\/order\/detail\?/);
      await visible(page.getByTestId('order-amends'));
      await containsText(page.getByTestId('order-amends'), backText);
      await containsText(page.getByTestId('order-amends'), nameOf(second));
      const passengers = page.locator('[data-testid="order-passengers"] tr.ant-table-row');
      await containsText(
        passengers.filter({ hasText: nameOf(second) }),
        text(lang, 'trainBooking.detail.ticketStatuses.Refunded'),
      );
      await containsText(
        passengers.filter({ hasText: nameOf(first) }),
        text(lang, 'trainBooking.detail.ticketStatuses.Issued'),
      );
      await visible(page.getByTestId('order-action-refund'));

      // The company's finance sees the money come back to the credit account on the ledger.
      const f = o;
      await login(f, lang, 'finance', `/bill/${COMPANY}/TradeFlowList`);
      // The order's rows: the payment out at issue, the refund in.
      const mine = f.getByTestId('trade-flow-list').locator('tbody tr.ant-table-row').filter({ hasText: uniqueId });
      await visible(mine);
      await containsText(mine.locator('[data-tone="in"]'), (fee.refundFen / 100).toFixed(2));
      await visible(mine.locator('[data-tone="out"]'));
    } finally {
      await employee.close();
      await others.close();
    }
  });
});
