import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, PaymentMode, TrainSeatType, formatDate } from '@opentmc/contracts';
import { visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';

// Issue 6 section 7, browser step 5, and reorder: an issued order of two passengers (booked through the API on the
// company credit account, issued by the supplier through the API); the employee opens it, changes one passenger to
// a later train of the same day online (/order/train/Change/{UniqueID}) and sees the new seat; then books the same
// route again from the order, and the seat step comes with the order's travellers filled in.

let server: TServer;
beforeAll(async () => {
  process.env.TRAIN_SERVICE_HOURS = '00:00-24:00';
  server = await startServer();
});
afterAll(async () => server?.stop());

const DAY_MS = 24 * 60 * 60 * 1000;
type TTrainRow = { TrainNo: string; TrainClass: string; FromStationCode: string; DepartTime: string };

/** An issued order of two second-class seats on the first G train 北京南 → 上海虹桥, four days ahead. */
const issuedOrder = async (cards: [string, string]) => {
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
  const r = await api.post<{ UniqueID: string }>('train/TrainOrder/CreateOrder', {
    Train: {
      TrainNo: train.TrainNo,
      TrainDate: day,
      FromStation: 'VNP',
      ToStation: 'AOH',
      SeatType: TrainSeatType.Second,
    },
    Passengers: [
      { Surname: '郑', GivenName: '一', CardNo: cards[0] },
      { Surname: '冯', GivenName: '二', CardNo: cards[1] },
    ],
    Seats: ['1A', '1F'],
    Contact: { Name: '郑浩', Mobile: '13800000007' },
    PaymentMode: PaymentMode.Offline,
    AccountType: AccountType.Credit,
    Submit: true,
  });
  if (!r.isSucc) throw new Error(r.message);
  const no = r.result.UniqueID;
  const supplier = apiClient(server.url);
  await supplier.post('system/Security/Login', { Account: 'supplier', Password: 'Trip@2026' });
  for (const [path, data] of [
    ['train/TrainOrder/OrderLock', { UniqueID: no }],
    ['train/TrainOrder/TrainBooking', { UniqueId: no }],
    ['train/TrainOrder/OrderDrawer', { UniqueID: no }],
  ] as const) {
    const step = await supplier.get(path, data);
    if (!step.isSucc) throw new Error(`${path}: ${step.message}`);
  }
  // A later G train of the same day to change to.
  return { no, later: gs.find((x) => x.DepartTime > train.DepartTime)!.TrainNo };
};

const CARDS: Record<'cn' | 'en', [string, string]> = {
  cn: ['110105199004040019', '110105199004040027'],
  en: ['110105199005050010', '110105199005050029'],
};

describe.each(['cn', 'en'] as const)('train change and reorder (%s)', (lang) => {
  it('changes one passenger to a later train online, then books the route again with the same travellers', async () => {
    const { no, later } = await issuedOrder(CARDS[lang]);
    const { page, close } = await openBrowser();
    try {
      const detail = `/order/detail?Service=train&UniqueID=${no}`;
      await openIn(page, server.url, lang, `/login?redirect=${encodeURIComponent(detail)}`);
      await loginWithPassword(page, 'employee', 'Trip@2026');
      await page.getByTestId('order-action-change').click();
      await page.waitForURL(new RegExp(`/order/train/Change/${no}`));

      // The second passenger, a reason, a later train's second class.
      await page.getByTestId('change-passengers').getByText('冯二').click();
      await page.getByTestId('change-reason').getByText(text(lang, 'trainChangeUi.reasons.plan')).click();
      await page.getByTestId(`change-seat-${later}-${TrainSeatType.Second}`).click();
      await page.getByTestId('change-online').click();
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      const done = page.getByTestId('change-done');
      await visible(done);
      await visible(done.getByText(text(lang, 'trainChangeUi.done.onlineTitle')));
      await visible(done.getByText(later, { exact: false }));
      // The new ticket: coach, seat and ticket number.
      await visible(done.getByText(/E\d{11}/));

      // Back on the order: book it again.
      await done.getByRole('button', { name: text(lang, 'trainChangeUi.done.toOrder') }).click();
      await page.getByTestId('order-action-reorder').click();
      await page.waitForURL(/\/mall\/train\/list\?from=VNP/);
      await visible(page.getByTestId('train-list'));
      await page.getByTestId('train-list').getByRole('link').first().click();
      await page.waitForURL(/\/order\/orderSeat/);
      await visible(page.getByTestId('reorder-note'));
      expect(await page.getByText('110105199', { exact: false }).count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
