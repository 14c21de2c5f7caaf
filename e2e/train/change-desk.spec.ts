import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, PaymentMode, TrainSeatType, formatDate, lookupOf, lookupTitleKey } from '@opentmc/contracts';
import { hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';

// Issue 6 sections 5 and 6, a priced change: an issued order of two passengers (booked through the API on the company
// credit account, issued by the supplier through the API); the employee asks through the API to change one passenger
// to a later train of the same day (CreateAmend, TrainOrderChange). The supplier opens the change from the amend desk,
// locks the order and prices it with a change fee of 5 yuan (ConfirmSupplyAmendPrice); the employee sees the priced
// change and its amount on the order, confirms it (ConfirmClientAmendPrice) and sees it finished.

let server: TServer;
beforeAll(async () => {
  process.env.TRAIN_SERVICE_HOURS = '00:00-24:00';
  server = await startServer();
});
afterAll(async () => server?.stop());

const DAY_MS = 24 * 60 * 60 * 1000;
const AMEND = (code: string) => lookupTitleKey(lookupOf('AmendStatus'), code);
type TTrainRow = { TrainNo: string; TrainClass: string; FromStationCode: string; DepartTime: string };
type TReplyOf<T> = { isSucc: boolean; message: string; result: T };
const ok = <T>(path: string, r: TReplyOf<T>): T => {
  if (!r.isSucc) throw new Error(`${path}: ${r.message}`);
  return r.result;
};

/** An issued order (first G train 北京南 → 上海虹桥, four days ahead) with a change of its second passenger submitted. */
const submittedChange = async (cards: [string, string]) => {
  const api = apiClient(server.url);
  await api.post('system/Security/Login', { Account: 'employee', Password: 'Trip@2026' });
  const day = formatDate(new Date(Date.now() + 4 * DAY_MS));
  const search = await api.post<{ Entities: TTrainRow[] }>('trainpolicy/TrainSearch/Search', {
    FromStation: 'VNP',
    ToStation: 'AOH',
    DepartDate: day,
    TrainTypes: [],
  });
  const gs = search.result.Entities.filter((x) => x.TrainClass === 'G' && x.FromStationCode === 'VNP');
  const train = gs[0]!;
  const later = gs.find((x) => x.DepartTime > train.DepartTime)!.TrainNo;
  const order = ok(
    'CreateOrder',
    await api.post<{ UniqueID: string }>('train/TrainOrder/CreateOrder', {
      Train: {
        TrainNo: train.TrainNo,
        TrainDate: day,
        FromStation: 'VNP',
        ToStation: 'AOH',
        SeatType: TrainSeatType.Second,
      },
      Passengers: [
        { Surname: '褚', GivenName: '一', CardNo: cards[0] },
        { Surname: '卫', GivenName: '二', CardNo: cards[1] },
      ],
      Seats: ['1A', '1F'],
      Contact: { Name: '郑浩', Mobile: '13800000007' },
      PaymentMode: PaymentMode.Offline,
      AccountType: AccountType.Credit,
      Submit: true,
    }),
  );
  const no = order.UniqueID;
  const supplier = apiClient(server.url);
  await supplier.post('system/Security/Login', { Account: 'supplier', Password: 'Trip@2026' });
  for (const [path, data] of [
    ['train/TrainOrder/OrderLock', { UniqueID: no }],
    ['train/TrainOrder/TrainBooking', { UniqueId: no }],
    ['train/TrainOrder/OrderDrawer', { UniqueID: no }],
  ] as const)
    ok(path, await supplier.get(path, data));
  // Issuing releases the lock: the desk takes it again in the browser.
  const detail = ok(
    'OrderDetails',
    await api.get<{ Passengers: { PassengerID: string; PassengerName: string }[] }>('train/TrainOrder/OrderDetails', {
      UniqueID: no,
    }),
  );
  const created = ok(
    'CreateAmend',
    await api.post<{ Change: { AmendID: string } }>('train/TrainOrder/CreateAmend', {
      UniqueID: no,
      PassengerIDs: [detail.Passengers[1]!.PassengerID],
      Reason: '行程变更',
      Train: { TrainNo: later, TrainDate: day, FromStation: 'VNP', ToStation: 'AOH', SeatType: TrainSeatType.Second },
    }),
  );
  const amendId = created.Change.AmendID;
  ok('TrainOrderChange', await api.post('train/TrainOrder/TrainOrderChange', { UniqueID: amendId }));
  return { no, amendId, later };
};

const CARDS: Record<'cn' | 'en', [string, string]> = {
  cn: ['110105199008080038', '110105199008080046'],
  en: ['110105199009090035', '110105199009090043'],
};

describe.each(['cn', 'en'] as const)('train change priced at the desk (%s)', (lang) => {
  it('the supplier prices the change with a fee, the employee confirms it and it is made', async () => {
    const { no, amendId, later } = await submittedChange(CARDS[lang]);
    const desk = await openBrowser();
    let amount = '';
    try {
      const page = desk.page;
      const list = '/manage/train/amend/list/WaitDispose';
      await openIn(page, server.url, lang, `/login?redirect=${encodeURIComponent(list)}`);
      await loginWithPassword(page, 'supplier', 'Trip@2026');
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
      await hasText(page.getByTestId(`amend-status-${amendId}`), text(lang, AMEND('WaitConfirm')));
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
      await openIn(page, server.url, lang, `/login?redirect=${encodeURIComponent(detail)}`);
      await loginWithPassword(page, 'employee', 'Trip@2026');
      await hasText(page.getByTestId(`amend-status-${amendId}`), text(lang, AMEND('WaitConfirm')));
      // The same amount the desk priced.
      const money = page.getByTestId(`change-money-${amendId}`);
      await visible(money.getByText(amount, { exact: true }));
      await page.getByTestId(`change-confirm-button-${amendId}`).click();
      await visible(page.getByTestId('change-confirm-text'));
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await hasText(page.getByTestId(`amend-status-${amendId}`), text(lang, AMEND('Finished')));
      await expect.poll(() => page.getByTestId(`change-confirm-${amendId}`).count()).toBe(0);
    } finally {
      await client.close();
    }
  });
});
