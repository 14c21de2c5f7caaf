import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import {
  amendStatusKey,
  apiAs,
  idCardPair,
  ok,
  passengers,
  signIn,
  startTrainServer,
  submittedTrainChange,
} from '../support/train.ts';

// Issue 6 sections 5 and 6, a priced change: an issued order of two passengers (booked through the API on the company
// credit account, issued by the supplier through the API); the employee asks through the API to change one passenger
// to a later train of the same day (CreateAmend, TrainOrderChange). The supplier opens the change from the amend desk,
// locks the order and prices it with a change fee of 5 yuan (ConfirmSupplyAmendPrice); the employee sees the priced
// change and its amount on the order, confirms it (ConfirmClientAmendPrice) and sees it finished.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

/** An issued order (first G train 北京南 → 上海虹桥, four days ahead) with a change of its second passenger submitted. */
const submittedChange = (cards: [string, string]) =>
  submittedTrainChange(server.url, {
    passengers: passengers(cards, [
      ['褚', '一'],
      ['卫', '二'],
    ]),
    daysAhead: 4,
  });

const CARDS: Record<'cn' | 'en', [string, string]> = {
  cn: idCardPair('19900808', 3),
  en: idCardPair('19900909', 3),
};

describe.each(['cn', 'en'] as const)('train change priced at the desk (%s)', (lang) => {
  it('the supplier prices the change with a fee, the employee confirms it and it is made', async () => {
    const { no, amendId, later } = await submittedChange(CARDS[lang]);
    const desk = await openBrowser();
    let amount = '';
    try {
      const page = desk.page;
      const list = '/manage/train/amend/list/WaitDispose';
      await signIn(page, server.url, lang, 'supplier', list);
      await page.getByTestId(`amend-row-${amendId}`).click();
      await page.waitForURL(/\/manage\/train\/amend\/detail/);
      await visible(page.getByTestId('change-need-lock'));
      await page.getByTestId('amend-order-lock').click();
      await visible(page.getByTestId('amend-order-locked'));

      // The rail fare is the default price; a change fee of 5 yuan.
      const priceInput = page.getByTestId('change-price-input');
      await visible(priceInput);
      expect(Number(await priceInput.inputValue())).toBeGreaterThan(0);
      await page.getByTestId('change-fee-input').fill('5');
      await page.getByTestId('change-price-submit').click();
      await hasText(page.getByTestId(`amend-status-${amendId}`), text(lang, amendStatusKey('WaitConfirm')));
      // The reply's amounts: the new train, the fee in the fees, what the client pays or gets back.
      const money = page.getByTestId(`change-money-${amendId}`);
      await visible(money.getByText(later, { exact: false }));
      const fees = Number((await page.getByTestId(`change-fees-${amendId}`).innerText()).replace(/[^\d.]/g, ''));
      expect(fees).toBeGreaterThanOrEqual(5);
      const pay = page.getByTestId(`change-pay-${amendId}`);
      const back = page.getByTestId(`change-refund-${amendId}`);
      await visible(pay.or(back));
      amount = (await pay.or(back).first().innerText()).trim();
      expect(amount).toMatch(/\d/);
    } finally {
      await desk.close();
    }

    const client = await openBrowser();
    try {
      const page = client.page;
      const detail = `/order/detail?Service=train&UniqueID=${no}`;
      await signIn(page, server.url, lang, 'employee', detail);
      await hasText(page.getByTestId(`amend-status-${amendId}`), text(lang, amendStatusKey('WaitConfirm')));
      // The same amount the desk priced.
      const money = page.getByTestId(`change-money-${amendId}`);
      await visible(money.getByText(amount, { exact: true }));
      await page.getByTestId(`change-confirm-button-${amendId}`).click();
      await visible(page.getByTestId('change-confirm-text'));
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await hasText(page.getByTestId(`amend-status-${amendId}`), text(lang, amendStatusKey('Finished')));
      await expect.poll(() => page.getByTestId(`change-confirm-${amendId}`).count()).toBe(0);
    } finally {
      await client.close();
    }
  });
});

// Issue 6 section 5: TMC staff confirm a priced change for the client from the amend desk (ConfirmClientAmendPrice,
// the server taking them as the TMC under their lock); the amounts shown are the server's.
describe('a priced change confirmed by TMC staff for the client (en)', () => {
  it('customer service locks the order and confirms the price for the client', async () => {
    const { no, amendId } = await submittedChange(idCardPair('19901010', 3));
    const supplier = await apiAs(server.url, 'supplier');
    ok('OrderLock', await supplier.get('train/TrainOrder/OrderLock', { UniqueID: no }));
    const priced = ok(
      'ConfirmSupplyAmendPrice',
      await supplier.post<{ Change: { PayAmount: number; RefundAmount: number } }>(
        'train/TrainOrder/ConfirmSupplyAmendPrice',
        { UniqueID: amendId, ChangeFee: 5 },
      ),
    );
    ok('OrderUnLock', await supplier.get('train/TrainOrder/OrderUnLock', { UniqueID: no }));
    const desk = await openBrowser();
    try {
      const page = desk.page;
      const detail = `/manage/train/amend/detail?UniqueID=${no}`;
      await signIn(page, server.url, 'en', 'service', detail);
      await hasText(page.getByTestId(`amend-status-${amendId}`), text('en', amendStatusKey('WaitConfirm')));
      // The server's amount, before and after the lock; the button only under the lock.
      const amount = priced.Change.PayAmount || priced.Change.RefundAmount;
      await visible(page.getByTestId(`change-money-${amendId}`).getByText(amount.toFixed(2), { exact: false }));
      expect(await page.getByTestId(`change-confirm-button-${amendId}`).count()).toBe(0);
      await page.getByTestId('amend-order-lock').click();
      await visible(page.getByTestId('amend-order-locked'));
      await page.getByTestId(`change-confirm-button-${amendId}`).click();
      await visible(page.getByTestId('change-confirm-text'));
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await hasText(page.getByTestId(`amend-status-${amendId}`), text('en', amendStatusKey('Finished')));
      await expect.poll(() => page.getByTestId(`change-confirm-${amendId}`).count()).toBe(0);
    } finally {
      await desk.close();
    }
  });
});

// Issue 6 section 5, a change that ends without being made: the employee withdraws a request not yet priced
// (ConfirmClientAmendPrice with Confirm false: Canceled), and the supplier marks another Cannot with the reason the
// client sees (ConfirmSupplyAmendPrice with Cannot true; the reason is required).
const ENDED: Record<'cn' | 'en', [[string, string], [string, string]]> = {
  cn: [idCardPair('19901111', 3), idCardPair('19901212', 3)],
  en: [idCardPair('19901113', 3), idCardPair('19901214', 3)],
};

describe.each(['cn', 'en'] as const)('a change withdrawn, and one that cannot be made (%s)', (lang) => {
  it('the employee withdraws a submitted change; the supplier marks another as not possible, with a reason', async () => {
    const withdrawn = await submittedChange(ENDED[lang][0]);
    const client = await openBrowser();
    try {
      const page = client.page;
      await signIn(page, server.url, lang, 'employee', `/order/detail?Service=train&UniqueID=${withdrawn.no}`);
      await visible(page.getByTestId(`change-waiting-${withdrawn.amendId}`));
      await page.getByTestId(`change-withdraw-button-${withdrawn.amendId}`).click();
      await page.getByTestId('change-end-reason').fill(lang === 'cn' ? '行程取消' : 'Trip cancelled');
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await hasText(page.getByTestId(`amend-status-${withdrawn.amendId}`), text(lang, amendStatusKey('Canceled')));
      await expect.poll(() => page.getByTestId(`change-waiting-${withdrawn.amendId}`).count()).toBe(0);
    } finally {
      await client.close();
    }

    const refused = await submittedChange(ENDED[lang][1]);
    const desk = await openBrowser();
    try {
      const page = desk.page;
      await signIn(page, server.url, lang, 'supplier', `/manage/train/amend/detail?UniqueID=${refused.no}`);
      await page.getByTestId('amend-order-lock').click();
      await visible(page.getByTestId('amend-order-locked'));
      await page.getByTestId(`change-cannot-${refused.amendId}`).click();
      // Without a reason the dialog stays open and says why.
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await visible(page.getByText(text(lang, 'trainChange.validation.cannotReason')));
      await page
        .getByTestId('change-end-reason')
        .fill(lang === 'cn' ? '该车次已无余票' : 'No seats left on that train');
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await hasText(page.getByTestId(`amend-status-${refused.amendId}`), text(lang, amendStatusKey('Cannot')));
      await expect.poll(() => page.getByTestId(`change-cannot-${refused.amendId}`).count()).toBe(0);
    } finally {
      await desk.close();
    }
  });
});
