import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  AccountType,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PaymentMode,
  SESSION_COOKIE,
  TrainSeatType,
  TripApprovalRule,
  formatDate,
  lookupOf,
  lookupTitleKey,
  trainPassengerFullName,
  trainRefundFee,
  type TLang,
} from '@opentmc/contracts';
import { containsText, hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { startServer, type TServer } from '../support/server.ts';

// Issue 6 from end to end, in the browser, in two halves (each its own order, so each stays short):
// - the employee books a 北京 → 上海 G train three days ahead in first class (the company's trip rule allows second
//   class only, so a violation reason is needed) for two passengers on chosen seats, paid from the company credit
//   account; the company sends online bookings to approval, so the department head approves it from the approval
//   queue and, out of policy, finance too; the order goes to the supplier;
// - the supplier locks and issues an approved order on the desk; the employee refunds ONE passenger on
//   /train/refundTicket (told first that a passenger and a reason are needed), sees the fee and the amount back
//   before and after confirming and the refund on the order; the company's finance sees the money come back on the
//   ledger (/bill/{CompanyID}/TradeFlowList).

const PASSWORD = 'Trip@2026';
const COMPANY = 'C00000000003';
const FIRST = TrainSeatType.First;
const SECOND = TrainSeatType.Second;
const DAY_MS = 24 * 60 * 60 * 1000;
const statusIn = (lang: TLang, code: string) => text(lang, lookupTitleKey(lookupOf('OrderStatus'), code));

let server: TServer;

/** A GET or POST of the API as someone (setup only: the company's approval switch and flow binding). */
const apiAs = async (account: string) => {
  let sid = '';
  const call = async <T>(method: 'GET' | 'POST', p: string, data: unknown = {}) => {
    const url = new URL(`${server.url}/api/${p}`);
    const init: RequestInit = {
      method,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {}) },
    };
    if (method === 'GET') url.searchParams.set('data', JSON.stringify(data));
    else {
      (init.headers as Record<string, string>)['content-type'] = 'application/x-www-form-urlencoded';
      init.body = new URLSearchParams({ data: JSON.stringify(data) });
    }
    const res = await fetch(url, init);
    const c = res.headers.getSetCookie().find((x) => x.startsWith(`${SESSION_COOKIE}=`));
    if (c) sid = c.split(';')[0]!.split('=')[1]!;
    const r = (await res.json()) as { isSucc: boolean; message: string; result: T };
    if (!r.isSucc) throw new Error(`${p}: ${r.message}`);
    return r.result;
  };
  await call('POST', 'system/Security/Login', { Account: account, Password: PASSWORD });
  return call;
};

beforeAll(async () => {
  process.env.TRAIN_SERVICE_HOURS = '00:00-24:00';
  server = await startServer();
  // Not the point of this test: the company sends every online booking to approval, with its trip-application flow.
  const admin = await apiAs('admin');
  await admin('POST', 'btrip/ApprovalRule/Save', { Rules: [TripApprovalRule.OnlineBookingApproval] });
  const flows = await admin<{ Bindings: { SubjectKind: string; DepartmentID: string; FlowID: string }[] }>(
    'GET',
    'system/TripFlow/Detail',
  );
  await admin('POST', 'system/TripFlow/Update', {
    Bindings: [...flows.Bindings, { SubjectKind: 'train', DepartmentID: '', FlowID: flows.Bindings[0]!.FlowID }],
  });
});
afterAll(async () => server?.stop());

type TPassenger = { surname: string; given: string; card: string; mobile: string };
const PASSENGERS: Record<TLang, [TPassenger, TPassenger]> = {
  cn: [
    { surname: '冯', given: '一', card: '110105199005050013', mobile: '13900000031' },
    { surname: '陈', given: '二', card: '110105199005050021', mobile: '13900000032' },
  ],
  en: [
    { surname: 'BROWN', given: 'ANN', card: '110105199006060016', mobile: '13900000041' },
    { surname: 'BROWN', given: 'BOB', card: '110105199006060024', mobile: '13900000042' },
  ],
};
/** The second half's passengers, booked through the API. */
const PASSENGERS_B: Record<TLang, [TPassenger, TPassenger]> = {
  cn: [
    { surname: '卫', given: '三', card: '110105199007070012', mobile: '13900000051' },
    { surname: '蒋', given: '四', card: '110105199007070020', mobile: '13900000052' },
  ],
  en: [
    { surname: 'GREEN', given: 'CAT', card: '110105199003030017', mobile: '13900000061' },
    { surname: 'GREEN', given: 'DAN', card: '110105199003030025', mobile: '13900000062' },
  ],
};

/** A second-class order (within policy) of PASSENGERS_B on the company credit account, approved by the department head. */
const approvedOrder = async (lang: TLang): Promise<{ uniqueId: string; price: number }> => {
  const employee = await apiAs('employee');
  const day = formatDate(new Date(Date.now() + 3 * DAY_MS));
  const search = await employee<{ Entities: { TrainNo: string; TrainClass: string; FromStationCode: string }[] }>(
    'POST',
    'trainpolicy/TrainSearch/Search',
    { FromStation: 'VNP', ToStation: 'AOH', DepartDate: day, TrainTypes: [] },
  );
  const train = search.Entities.find((x) => x.TrainClass === 'G' && x.FromStationCode === 'VNP')!;
  const order = await employee<{ UniqueID: string; Goods: { Price: number } }>('POST', 'train/TrainOrder/CreateOrder', {
    Train: { TrainNo: train.TrainNo, TrainDate: day, FromStation: 'VNP', ToStation: 'AOH', SeatType: SECOND },
    Passengers: PASSENGERS_B[lang].map((p) => ({ Surname: p.surname, GivenName: p.given, CardNo: p.card })),
    Seats: ['1A', '1F'],
    Contact: { Name: '郑浩', Mobile: '13800000007' },
    PaymentMode: PaymentMode.Offline,
    AccountType: AccountType.Credit,
    Submit: true,
  });
  const approver = await apiAs('approver');
  await approver('POST', 'train/TrainOrder/OrderResolve', { UniqueID: order.UniqueID });
  return { uniqueId: order.UniqueID, price: order.Goods.Price };
};

const nameOf = (p: TPassenger) => trainPassengerFullName({ Surname: p.surname, GivenName: p.given });
const REASON: Record<TLang, string> = { cn: '低价航班或车次已售罄', en: 'The cheaper options are sold out' };

const login = async (page: Page, lang: TLang, account: string, path: string) => {
  await page.context().clearCookies();
  await openIn(page, server.url, lang, `/login?redirect=${encodeURIComponent(path)}`);
  await loginWithPassword(page, account, PASSWORD);
  await visible(page.getByTestId('header-user-name'));
};

const addPassenger = async (page: Page, lang: TLang, p: TPassenger) => {
  const box = page.getByTestId('passenger-add');
  await box.getByLabel(text(lang, 'trainBooking.passengers.surname'), { exact: true }).fill(p.surname);
  await box.getByLabel(text(lang, 'trainBooking.passengers.givenName'), { exact: true }).fill(p.given);
  await box.getByLabel(text(lang, 'trainBooking.passengers.cardNo'), { exact: true }).fill(p.card);
  await box.getByLabel(text(lang, 'trainBooking.passengers.mobile'), { exact: true }).fill(p.mobile);
  await page.getByTestId('passenger-add-button').click();
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
      await containsText(page.getByTestId('booking-policy'), text(lang, 'trainBooking.policy.out'));
      const [first, second] = PASSENGERS[lang];
      await addPassenger(page, lang, first);
      await addPassenger(page, lang, second);
      await expect.poll(() => page.locator('[data-testid="booking-passengers"] tr.ant-table-row').count()).toBe(2);
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
      await containsText(page.getByTestId('order-detail'), text(lang, 'trainBooking.policy.out'));
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
      const feeText = text(lang, 'trainBooking.price.yuan', { amount: (fee.feeFen / 100).toFixed(2) });
      const backText = text(lang, 'trainBooking.price.yuan', { amount: (fee.refundFen / 100).toFixed(2) });
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
