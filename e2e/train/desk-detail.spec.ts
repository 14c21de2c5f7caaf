import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, PaymentMode, TrainSeatType, formatDate, lookupOf, lookupTitleKey } from '@opentmc/contracts';
import { containsText, gone, hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';

// Issue 6 section 6, the desk's order detail (/manage/train/order/detail): the employee's order (booked through the
// API on the company credit account) is opened from the supplier's desk list; the supplier locks it, books it with
// the railway, writes in the order log and issues it, and sees it finished with its ticket numbers. TMC staff (the
// corrections are theirs) lock an order and add a delivery charge, which the extras list then shows.

let server: TServer;
beforeAll(async () => {
  process.env.TRAIN_SERVICE_HOURS = '00:00-24:00';
  server = await startServer();
});
afterAll(async () => server?.stop());

const DAY_MS = 24 * 60 * 60 * 1000;
const STATUS = (code: string) => lookupTitleKey(lookupOf('OrderStatus'), code);

type TApi = ReturnType<typeof apiClient>;

/** An employee's submitted order of two second-class seats on a G train 北京南 → 上海虹桥, three days ahead. */
const bookOrder = async (cards: [string, string]): Promise<{ no: string; api: TApi }> => {
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
  return { no: r.result.UniqueID, api };
};

const CARDS: Record<'cn' | 'en', { supplier: [string, string]; service: [string, string] }> = {
  cn: {
    supplier: ['110105199108080035', '110105199108080043'],
    service: ['110105199110100031', '110105199110100058'],
  },
  en: {
    supplier: ['110105199109090032', '110105199109090040'],
    service: ['110105199111110039', '110105199111110047'],
  },
};

describe.each(['cn', 'en'] as const)('train desk order detail (%s)', (lang) => {
  it('the supplier locks, books, writes in the log and issues an order from its desk detail', async () => {
    const { no, api } = await bookOrder(CARDS[lang].supplier);
    const supplier = await openBrowser();
    try {
      const { page } = supplier;
      await openIn(page, server.url, lang, `/login?redirect=${encodeURIComponent('/manage/order/list')}`);
      await loginWithPassword(page, 'supplier', 'Trip@2026');
      await visible(page.getByTestId('train-order-desk'));
      // The desk's order number opens the desk's detail, not the booker's.
      await page.getByTestId(`order-${no}`).click();
      await page.waitForURL(/\/manage\/train\/order\/detail\?UniqueID=/);
      await visible(page.getByTestId('desk-order-detail'));
      await hasText(page.getByTestId('desk-status'), text(lang, STATUS('WaitDispose')));
      await hasText(page.getByTestId('desk-lock'), text(lang, 'trainDeskUi.lock.free'));
      await gone(page.getByTestId('desk-action-drawer'));

      await page.getByTestId('desk-action-lock').click();
      await hasText(page.getByTestId('desk-lock'), text(lang, 'trainDeskUi.lock.mine'));
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
      await hasText(page.getByTestId('desk-status'), text(lang, STATUS('Finished')));
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

  it('TMC staff lock an order and add a delivery charge, which the extras list shows', async () => {
    const { no } = await bookOrder(CARDS[lang].service);
    const service = await openBrowser();
    try {
      const { page } = service;
      const detail = `/manage/order/detail?UniqueID=${no}`;
      await openIn(page, server.url, lang, `/login?redirect=${encodeURIComponent(detail)}`);
      await loginWithPassword(page, 'service', 'Trip@2026');
      await visible(page.getByTestId('desk-order-detail'));
      await hasText(page.getByTestId('desk-lock'), text(lang, 'trainDeskUi.lock.free'));
      await gone(page.getByTestId('desk-extra-form'));

      await page.getByTestId('desk-action-lock').click();
      await hasText(page.getByTestId('desk-lock'), text(lang, 'trainDeskUi.lock.mine'));
      await visible(page.getByTestId('desk-extra-form'));
      await page.getByTestId('desk-extra-form').getByRole('spinbutton').fill('10');
      await page.getByTestId('desk-extra-add').click();

      const extras = page.getByTestId('desk-extras');
      const row = extras.locator('tbody tr', { hasText: text(lang, 'trainDeskUi.extras.kinds.Delivery') });
      await containsText(row, text(lang, 'trainBooking.price.yuan', { amount: '10.00' }));
      await containsText(row, text(lang, 'trainDeskUi.extras.settlements.Order'));
      await containsText(extras.locator('.ant-card-extra'), text(lang, 'trainBooking.price.yuan', { amount: '10.00' }));
    } finally {
      await service.close();
    }
  }, 90_000);
});
