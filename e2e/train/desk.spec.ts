import { afterAll, beforeAll, describe, it } from 'vitest';
import { AccountType, PaymentMode, TrainSeatType, formatDate, lookupOf, lookupTitleKey } from '@opentmc/contracts';
import { hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';

// Issue 6 sections 1 and 6, the order lists: the employee's order (booked through the API on the company credit
// account) waits on the supplier's desk (/manage/order/list); the supplier locks it and issues it (booking with the
// rail simulator, then the tickets); the employee's own list (/order/train/list) then shows it finished, and the
// "Finished" tab keeps it while "To be paid" does not.

let server: TServer;
beforeAll(async () => {
  process.env.TRAIN_SERVICE_HOURS = '00:00-24:00';
  server = await startServer();
});
afterAll(async () => server?.stop());

const DAY_MS = 24 * 60 * 60 * 1000;
const STATUS = (code: string) => lookupTitleKey(lookupOf('OrderStatus'), code);

/** An employee's submitted order of two second-class seats on a G train 北京南 → 上海虹桥, three days ahead. */
const bookOrder = async (cards: [string, string]): Promise<string> => {
  const api = apiClient(server.url);
  await api.post('system/Security/Login', { Account: 'employee', Password: 'Trip@2026' });
  const day = formatDate(new Date(Date.now() + 3 * DAY_MS));
  const search = await api.post<{ Entities: { TrainNo: string; TrainClass: string; FromStationCode: string }[] }>(
    'trainpolicy/TrainSearch/Search',
    { FromStation: 'VNP', ToStation: 'AOH', DepartDate: day, TrainTypes: [] },
  );
  const train = search.result.Entities.find((x) => x.TrainClass === 'G' && x.FromStationCode === 'VNP')!;
  const r = await api.post<{ UniqueID: string }>('train/TrainOrder/CreateOrder', {
    Train: {
      TrainNo: train.TrainNo,
      TrainDate: day,
      FromStation: 'VNP',
      ToStation: 'AOH',
      SeatType: TrainSeatType.Second,
    },
    Passengers: [
      { Surname: '周', GivenName: '一', CardNo: cards[0] },
      { Surname: '吴', GivenName: '二', CardNo: cards[1] },
    ],
    Seats: ['1A', '1F'],
    Contact: { Name: '郑浩', Mobile: '13800000007' },
    PaymentMode: PaymentMode.Offline,
    AccountType: AccountType.Credit,
    Submit: true,
  });
  if (!r.isSucc) throw new Error(r.message);
  return r.result.UniqueID;
};

const CARDS: Record<'cn' | 'en', [string, string]> = {
  cn: ['110105199002020015', '110105199002020023'],
  en: ['110105199003030017', '110105199003030025'],
};

describe.each(['cn', 'en'] as const)('train order desk (%s)', (lang) => {
  it('the supplier locks and issues an order; the employee sees it finished in their list', async () => {
    const no = await bookOrder(CARDS[lang]);
    const supplier = await openBrowser();
    try {
      const { page } = supplier;
      await openIn(page, server.url, lang, `/login?redirect=${encodeURIComponent('/manage/order/list')}`);
      await loginWithPassword(page, 'supplier', 'Trip@2026');
      await visible(page.getByTestId('train-order-desk'));
      await page.getByTestId(`order-lock-${no}`).click();
      await page.getByTestId(`order-drawer-${no}`).click();
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      // Issued: nothing is left to do on the desk but read it.
      await page.getByTestId(`order-drawer-${no}`).waitFor({ state: 'detached' });
      const row = page.locator('tr', { has: page.getByTestId(`order-${no}`) });
      await hasText(row.locator('.ant-tag'), text(lang, STATUS('Finished')));
    } finally {
      await supplier.close();
    }

    const employee = await openBrowser();
    try {
      const { page } = employee;
      await openIn(page, server.url, lang, `/login?redirect=${encodeURIComponent('/order/train/list/Finished')}`);
      await loginWithPassword(page, 'employee', 'Trip@2026');
      await visible(page.getByTestId('train-order-list'));
      const row = page.locator('tr', { has: page.getByTestId(`order-${no}`) });
      await hasText(row.locator('.ant-tag'), text(lang, STATUS('Finished')));
      await page.getByRole('tab', { name: text(lang, STATUS('WaitPayment')) }).click();
      await page.waitForURL(/\/order\/train\/list\/WaitPayment/);
      await page.getByTestId(`order-${no}`).waitFor({ state: 'detached' });
    } finally {
      await employee.close();
    }
  });
});
