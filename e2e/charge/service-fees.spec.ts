import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_COOKIE,
  type TChargeList,
  type TEffectiveFee,
} from '@opentmc/contracts';
import { containsText, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// Issue 4, service fees: a TMC customer-service rep opens the service fees from the side menu, picks the demo client
// (on the VIP level: ¥3 a train ticket), sets the company's own train booking fee, saves, and the list shows it as the
// company's own while the other fees stay the level's. The server has it, and the company's travellers see it.

let server: TServer;
let demoCompany = '';
const PASSWORD = 'Trip@2026';

type TReply<T> = { isSucc: boolean; message: string; result: T };

/** A logged-in API session with POST and GET calls (the shared client sends POST only). */
const session = async (account: string) => {
  let sid = '';
  const send = async <T>(method: 'GET' | 'POST', p: string, data: unknown): Promise<TReply<T>> => {
    const body = JSON.stringify(data);
    const res = await fetch(`${server.url}/api/${p}${method === 'GET' ? `?data=${encodeURIComponent(body)}` : ''}`, {
      method,
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { body: new URLSearchParams({ data: body }) } : {}),
    });
    const c = res.headers.getSetCookie().find((x) => x.startsWith(`${SESSION_COOKIE}=`));
    if (c) sid = c.split(';')[0]!.split('=')[1]!;
    return (await res.json()) as TReply<T>;
  };
  const login = await send<{ CompanyID: string }>('POST', 'system/Security/Login', {
    Account: account,
    Password: PASSWORD,
  });
  if (!login.isSucc) throw new Error(`${account} login failed: ${login.message}`);
  return {
    post: <T>(p: string, data: unknown) => send<T>('POST', p, data),
    get: <T>(p: string, data: unknown) => send<T>('GET', p, data),
    companyId: login.result.CompanyID,
  };
};

let operator: Awaited<ReturnType<typeof session>>;
beforeAll(async () => {
  server = await startServer();
  operator = await session('operator');
  demoCompany = (await session('admin')).companyId;
});
afterAll(async () => server?.stop());

const chargesOfDemo = async () =>
  (await operator.get<TChargeList>('system/Charge/List', { CompanyID: demoCompany })).result;

/** antd puts a data-testid of an InputNumber on its input or on the wrapper around it. */
const numberInput = async (page: Page, testId: string): Promise<Locator> => {
  const el = page.getByTestId(testId);
  await visible(el);
  return (await el.evaluate((n) => n.tagName)) === 'INPUT' ? el : el.locator('input');
};

// Both languages share one server: each starts from the level defaults and sets a fee of its own.
const fees = { cn: '4', en: '6.5' } as const;

describe.each(['cn', 'en'] as const)('service fees (%s)', (lang) => {
  it("TMC staff set a client company's train booking fee and the list shows it as the company's own", async () => {
    const before = await chargesOfDemo();
    const reset = await operator.post<TChargeList>('system/Charge/Update', {
      CompanyID: demoCompany,
      Items: [],
      Version: before.Version,
    });
    expect(reset.isSucc, reset.message).toBe(true);

    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'service', PASSWORD);
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/System/User/Main`);
      await page.getByRole('menuitem', { name: text(lang, 'system.menu.policyManage') }).click();
      await page.getByRole('menuitem', { name: text(lang, 'charge.menu.serviceFees') }).click();

      // The rep works for the TMC: they pick the client first.
      await visible(page.getByText(text(lang, 'policy.company.pickFirst')));
      await page.getByTestId('policy-company').click();
      await page.keyboard.type('示例');
      await visible(page.locator('.ant-select-dropdown:visible .ant-select-item-option'));
      await page.keyboard.press('Enter');

      const list = page.getByTestId('charge-list');
      const train = list.locator('tr[data-row-key="train/booking"]');
      await containsText(train, text(lang, 'charge.fixed.Unit', { amount: '3.00' }));
      await containsText(train, text(lang, 'charge.source.Level'));
      await containsText(page.getByTestId('charge-level'), 'VIP');

      await page.getByTestId('charge-edit').click();
      await visible(page.getByTestId('charge-form'));
      await containsText(page.getByTestId('charge-level-items'), text(lang, 'charge.service.flight'));
      await page.getByTestId('fee-add').click();
      await containsText(page.getByTestId('fee-row-0'), text(lang, 'charge.service.train'));
      await containsText(page.getByTestId('fee-row-0'), text(lang, 'charge.scene.booking'));
      await (await numberInput(page, 'fee-row-0-amount')).fill(fees[lang]);
      await page.getByTestId('charge-save').click();
      await visible(page.getByText(text(lang, 'messages.saved')));

      // Back on the list: the company's own train fee; the flight fee is still the level's.
      await visible(list);
      const amount = Number(fees[lang]).toFixed(2);
      await containsText(train, text(lang, 'charge.fixed.Unit', { amount }));
      await containsText(train, text(lang, 'charge.source.Company'));
      await containsText(list.locator('tr[data-row-key="flight/booking"]'), text(lang, 'charge.source.Level'));

      // The server has it, and the company's travellers see it.
      const after = await chargesOfDemo();
      expect(after.Own).toEqual([
        expect.objectContaining({ Service: 'train', Scene: 'booking', Mode: 'Fixed', Amount: Number(fees[lang]) }),
      ]);
      const employee = await session('employee');
      const mine = await employee.post<{ Items: TEffectiveFee[] }>('btrip/ServiceFee/List', { Service: 'train' });
      expect(mine.result.Items.find((i) => i.Scene === 'booking')).toMatchObject({
        Amount: Number(fees[lang]),
        Source: 'Company',
      });
    } finally {
      await close();
    }
  });
});
