import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  AccountType,
  PaymentMode,
  costCenterResource,
  projectResource,
  travelPurposeResource,
  type TCallContract,
} from '@opentmc/contracts';
import { containsText, gone, hasText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import {
  apiAs,
  bookTrainOrder,
  idCardPair,
  issueTrainOrder,
  ok,
  orderStatusKey,
  passengers,
  signIn,
  startTrainServer,
  type TApi,
} from '../support/train.ts';

// Issue 14 items 8, 10, 11 and the booker's Cancel (item 14), in the browser: an online order paid through
// bill/TradeDeal/Payment reads as waiting for the supplier at once (no Pay button), and its booker cancels it there
// until someone takes it up; a finished order reads partly refunded, then refunded, in the list and the detail, and
// the booker's history shows no lock nor supplier; the supplier's desk detail names the order's travel purpose, cost
// centre and project instead of showing their ids.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

const CARDS = {
  cn: { paid: idCardPair('19920202', 3), refunded: idCardPair('19920303', 3), names: idCardPair('19920404', 3) },
  en: { paid: idCardPair('19920505', 3), refunded: idCardPair('19920606', 3), names: idCardPair('19920707', 3) },
} as const;

type TDetail = { DealID: string; Passengers: { PassengerID: string }[] };
const details = async (api: TApi, no: string) =>
  ok('OrderDetails', await api.get<TDetail>('train/TrainOrder/OrderDetails', { UniqueID: no }));

/** The rows of a company list call as the demo company's administrator reads them. */
const listRows = async (call: TCallContract) => {
  const admin = await apiAs(server.url, 'admin');
  const path = `${call.group}/${call.path}`;
  const send = call.method === 'GET' ? admin.get : admin.post;
  return ok(path, await send<{ Entities: Record<string, string>[] }>(path, { PageNo: 1, PageSize: 100 })).Entities;
};

describe.each(['cn', 'en'] as const)('orders and their money (%s)', (lang) => {
  it('paid through the bill, the order waits for the supplier at once; its booker cancels it there', async () => {
    const { no, api } = await bookTrainOrder(server.url, {
      passengers: passengers(CARDS[lang].paid),
      daysAhead: 4,
      payload: { PaymentMode: PaymentMode.Online },
    });
    const finance = await apiAs(server.url, 'finance');
    ok(
      'TradeDeal/Payment',
      await finance.post('bill/TradeDeal/Payment', {
        TradeID: (await details(api, no)).DealID,
        IdempotencyKey: `e2e-${crypto.randomUUID()}`,
        AccountType: AccountType.Balance,
      }),
    );
    const b = await openBrowser();
    try {
      const { page } = b;
      // The list already reads it as waiting for the supplier, with its Cancel.
      await signIn(page, server.url, lang, 'employee', '/order/train/list');
      await hasText(page.getByTestId(`order-status-${no}`), text(lang, orderStatusKey('WaitDispose')));
      await visible(page.getByTestId(`order-cancel-${no}`));
      await page.getByTestId(`order-${no}`).click();
      await visible(page.getByTestId('order-detail'));
      await hasText(page.getByTestId('order-status'), text(lang, orderStatusKey('WaitDispose')));
      await gone(page.getByTestId('order-action-pay'));
      await page.getByTestId('order-action-cancel').click();
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await hasText(page.getByTestId('order-status'), text(lang, orderStatusKey('Canceled')));
      await gone(page.getByTestId('order-action-cancel'));
    } finally {
      await b.close();
    }
  }, 90_000);

  it('a finished order reads partly refunded, then refunded; the booker reads no lock nor supplier', async () => {
    const { no, api } = await bookTrainOrder(server.url, {
      passengers: passengers(CARDS[lang].refunded),
      daysAhead: 5,
    });
    await issueTrainOrder(server.url, no);
    const [first, second] = (await details(api, no)).Passengers;
    const refund = async (id: string) =>
      ok(
        'OrderRefund',
        await api.post('train/TrainOrder/OrderRefund', { UniqueID: no, PassengerIDs: [id], Reason: '行程取消' }),
      );
    await refund(first!.PassengerID);
    const b = await openBrowser();
    try {
      const { page } = b;
      await signIn(page, server.url, lang, 'employee', `/order/detail?Service=train&UniqueID=${no}`);
      await hasText(page.getByTestId('order-status'), text(lang, 'order.refundStates.partial'));
      const history = page.getByTestId('order-history');
      await containsText(history, text(lang, 'order.actions.refunded'));
      await containsText(history, text(lang, 'order.actions.drawer'));
      for (const hidden of [text(lang, 'order.actions.lock'), text(lang, 'order.actors.supplier')])
        await gone(history.getByText(hidden, { exact: false }));

      await refund(second!.PassengerID);
      await page.goto(`${server.url}/order/train/list`);
      await visible(page.getByTestId('train-order-list'));
      await hasText(page.getByTestId(`order-status-${no}`), text(lang, 'order.refundStates.full'));
    } finally {
      await b.close();
    }
  }, 90_000);

  it("the supplier's desk detail names the order's travel purpose, cost centre and project", async () => {
    const [purposes, centres, projects] = await Promise.all([
      listRows(travelPurposeResource.calls.List),
      listRows(costCenterResource.calls.List),
      listRows(projectResource.calls.List),
    ]);
    const purpose = purposes.find((r) => r.PurposeName === '客户拜访')!;
    const centre = centres.find((r) => r.CostCenterCode === 'CC-001')!;
    const project = projects.find((r) => r.ProjectCode === 'PJ-2026-001')!;
    const { no } = await bookTrainOrder(server.url, {
      passengers: passengers(CARDS[lang].names),
      daysAhead: 6,
      payload: { TravelPurposeID: purpose.PurposeID, CostCenterID: centre.CostCenterID, ProjectID: project.ProjectID },
    });
    const b = await openBrowser();
    try {
      const { page } = b;
      await signIn(page, server.url, lang, 'supplier', `/manage/order/detail?UniqueID=${no}`);
      await visible(page.getByTestId('desk-order-detail'));
      await hasText(page.getByTestId('desk-data-TravelPurposeID'), lang === 'cn' ? '客户拜访' : 'Client visit');
      await hasText(page.getByTestId('desk-data-CostCenterID'), '管理费用');
      await hasText(page.getByTestId('desk-data-ProjectID'), '华东客户拓展');
    } finally {
      await b.close();
    }
  }, 90_000);
});
