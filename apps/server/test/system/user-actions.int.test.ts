import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSideBadges, GetUserActions, SendCode, type TUserAction } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { waitForCode } from './helpers.ts';

// getUserActions per account kind, and the side-menu badges.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type TMenu = { UserActions: TUserAction[] };
type TBadges = { WorkTask: number; OrderChange: number; Sms: number; TradeReceipt: number };
const menuOf = async (login: string, lang: 'cn' | 'en' = 'cn') => {
  const r = await t.call<TMenu>(GetUserActions, undefined, { session: await t.login(login), lang });
  expect(r).toMatchObject({ isSucc: true, statusCode: 200 });
  return r.result!.UserActions;
};
/** The menu as "group > leaf URL" lines. */
const outline = (menu: TUserAction[]) => menu.flatMap((g) => g.children.map((c) => `${g.ActionCode} > ${c.ActionURL}`));

const PERSONAL = ['personal > /System/User/Main', 'personal > /System/User/:UserID/Security'];
const BOOKING = 'personal > /mall/booking';
const OWN_DATA = [
  'personal > /System/User/:UserID/Passenger',
  'personal > /System/User/:UserID/Address',
  'personal > /System/User/:UserID/ContactInfo',
  'personal > /System/User/:UserID/InvoiceInfo',
];
const CUSTOMERS = 'manage.customer > /System/Employee/CustomersFree';
const ROLES = 'manage.authority > /System/Company/:CompanyID/Role';
const COMPANY = (p: string) => `manage.config > /System/Company/:CompanyID/${p}`;
const FEEDBACK = 'manage.service > /admin/feedBack/list';
/** The order desk of TMC staff and suppliers (issue 6). */
const ORDER_DESK = 'manage.order > /manage/order/list';
/** The desk of refunds and changes beside it. */
const AMEND_DESK = 'manage.order > /manage/amend/list';
const SMS = 'manage.notify > /adapter/smslist';
const TEMPLATES = 'manage.notify > /System/message/:CompanyID/list';
/** A booker's own order list (issue 6). */
const MY_ORDERS = 'personal > /order/train/list';
/** Trip applications and the approval queue of a client's people, around their order list. */
const TRIPS = [
  'personal > /mall/approvals',
  MY_ORDERS,
  'personal > /btrip/outgoing/register',
  'personal > /btrip/list',
];
/** Billing (issue 5), by who holds each leaf. */
const BILL = (...urls: string[]) => urls.map((u) => `manage.bill > ${u}`);
const ACCOUNTS = '/bill/:CompanyID/TradeAccountList';
const ACCOUNT_ADD = '/bill/:CompanyID/TradeAccountAdd';
const FLOW = '/bill/:CompanyID/TradeFlowList';
const PAYMENT = '/bill/TradeInfo/:CompanyID/TradePayment';
const RECEIVE = '/bill/TradeInfo/:CompanyID/TradeReceive';
const DEALS = '/bill/company/tradedetails';
const BANK_ACCOUNTS = '/bill/BankAccount/:CompanyID/list';
const BANK_CARDS = '/bill/bankcard/list';
const EXPORTS = '/system/bill/exportlist';
/** Travel policy and approval flows: the client's administrator, and TMC staff for the clients they reach. */
const POLICY = [
  '/System/Company/:CompanyID/TripRule',
  '/system/cityCategory/list',
  '/System/ContraryReason/:CompanyID/ContraryUpdate',
  '/System/TravePurpose/:CompanyID/TravePurposeUpdate',
  '/System/approvalSet/:CompanyID/list',
  '/System/Charge/:CompanyID/ChargeList',
  '/Flow',
  '/System/TripFlow/:CompanyID/Detail',
  '/Service/Btrip/:CompanyID/list',
].map((u) => `manage.policy > ${u}`);
/** A client's flight agreement codes (issue 17 section 3): TMC staff only, after the policy entries. */
const FLIGHT_CODES = 'manage.policy > /manage/flight/clientcode/list';

describe('Security/getUserActions', () => {
  const expected: Record<string, string[]> = {
    operator: [
      ...PERSONAL,
      ...OWN_DATA,
      ORDER_DESK,
      AMEND_DESK,
      FEEDBACK,
      CUSTOMERS,
      'manage.customer > /CustomerLevel',
      'manage.customer > /system/supply/list',
      ...BILL(ACCOUNTS, ACCOUNT_ADD, FLOW, RECEIVE, DEALS, BANK_ACCOUNTS, EXPORTS),
      ...POLICY,
      FLIGHT_CODES,
      ROLES,
      'manage.config > /System/ConfigInfo/configManagement',
      SMS,
      TEMPLATES,
    ],
    service: [
      ...PERSONAL,
      BOOKING,
      ...OWN_DATA,
      MY_ORDERS,
      ORDER_DESK,
      AMEND_DESK,
      FEEDBACK,
      CUSTOMERS,
      ...BILL(ACCOUNTS, DEALS, EXPORTS),
      ...POLICY,
      FLIGHT_CODES,
    ],
    sales: [
      ...PERSONAL,
      ...OWN_DATA,
      ORDER_DESK,
      AMEND_DESK,
      FEEDBACK,
      CUSTOMERS,
      ...BILL(ACCOUNTS, DEALS, EXPORTS),
      ...POLICY,
      FLIGHT_CODES,
    ],
    supervisor: [
      ...PERSONAL,
      ...OWN_DATA,
      ORDER_DESK,
      AMEND_DESK,
      FEEDBACK,
      CUSTOMERS,
      ...BILL(ACCOUNTS, FLOW, DEALS, EXPORTS),
      ...POLICY,
      FLIGHT_CODES,
    ],
    accountant: [
      ...PERSONAL,
      ...OWN_DATA,
      ...BILL(ACCOUNTS, ACCOUNT_ADD, FLOW, RECEIVE, DEALS, BANK_ACCOUNTS, EXPORTS),
    ],
    supplier: [...PERSONAL, ...OWN_DATA, ORDER_DESK, AMEND_DESK],
    admin: [
      ...PERSONAL,
      BOOKING,
      ...OWN_DATA,
      ...TRIPS,
      ...BILL(ACCOUNTS, FLOW, PAYMENT, DEALS, BANK_CARDS, EXPORTS),
      ...POLICY,
      ROLES,
      ...['Main', 'ContactInfo', 'InvoiceInfo', 'Department', 'Employee', 'Job', 'Group', 'CostCenter', 'Project'].map(
        COMPANY,
      ),
      'manage.config > /System/ConfigInfo/:CompanyID/detail',
      TEMPLATES,
    ],
    approver: [...PERSONAL, BOOKING, ...OWN_DATA, ...TRIPS],
    employee: [...PERSONAL, BOOKING, ...OWN_DATA, ...TRIPS],
    finance: [
      ...PERSONAL,
      BOOKING,
      ...OWN_DATA,
      ...TRIPS,
      ...BILL(ACCOUNTS, FLOW, PAYMENT, DEALS, BANK_CARDS, EXPORTS),
      ...['InvoiceInfo', 'CostCenter', 'Project'].map(COMPANY),
    ],
    // An individual pays their own bookings (the cashier, issue 14).
    traveler: [...PERSONAL, BOOKING, ...OWN_DATA, MY_ORDERS, ...BILL(PAYMENT)],
  };
  for (const [login, lines] of Object.entries(expected)) {
    it(`${login} gets exactly their entries, grouped, in order`, async () => {
      expect(outline(await menuOf(login))).toEqual(lines);
    });
  }

  it('gives each entry every field, children under their UpperAction, no empty codes, no empty groups', async () => {
    const menu = await menuOf('operator');
    expect(menu.map((g) => g.ActionCode)).toEqual([
      'personal',
      'manage.order',
      'manage.service',
      'manage.customer',
      'manage.bill',
      'manage.policy',
      'manage.authority',
      'manage.config',
      'manage.notify',
    ]);
    for (const g of menu) {
      expect(g).toMatchObject({ UpperAction: '', ActionURL: '' });
      expect(g.children.length).toBeGreaterThan(0);
      for (const c of g.children) {
        expect(c.UpperAction).toBe(g.ActionID);
        expect(c.ActionCode).not.toBe('');
        expect(c.children).toEqual([]);
        expect(typeof c.IconName).toBe('string');
        expect(c.IdentifyCode).toBe(g.IdentifyCode);
      }
    }
    const orders = [...menu.map((g) => g.OrderBy)];
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('translates ActionNick into the caller language', async () => {
    const cn = await menuOf('supervisor', 'cn');
    const en = await menuOf('supervisor', 'en');
    expect(cn.map((g) => g.ActionNick)).toEqual([
      '个人中心',
      '订单管理',
      '服务管理',
      '客户管理',
      '账单管理',
      '政策管理',
    ]);
    expect(en.map((g) => g.ActionNick)).toEqual([
      'Personal centre',
      'Order management',
      'Service management',
      'Customer management',
      'Billing',
      'Policy management',
    ]);
    expect(en[1]!.children[0]).toMatchObject({ ActionNick: 'Order desk', ActionURL: '/manage/order/list' });
    const notify = (await menuOf('operator', 'en')).find((g) => g.ActionNick === 'Notifications');
    expect(notify!.children[0]).toMatchObject({ ActionNick: 'SMS list', ActionURL: '/adapter/smslist' });
  });

  it('needs a session', async () => {
    const r = await t.call(GetUserActions, undefined, { lang: 'en' });
    expect(r).toMatchObject({ isSucc: false, statusCode: 511 });
  });
});

describe('side/Side/Badges', () => {
  it('counts unread SMS records for those who may read them, 0 for everyone else', async () => {
    const operator = await t.login('operator');
    const employee = await t.login('employee');
    const badges = async (sid: string) => (await t.call<TBadges>(GetSideBadges, undefined, { session: sid })).result!;
    const before = (await badges(operator)).Sms;
    await t.call(SendCode, { Mobile: '13800000008' });
    await waitForCode(t, '13800000008', 0);
    expect(await badges(operator)).toEqual({ WorkTask: 0, OrderChange: 0, Sms: before + 1, TradeReceipt: 0 });
    expect(await badges(employee)).toEqual({ WorkTask: 0, OrderChange: 0, Sms: 0, TradeReceipt: 0 });
  });

  it('needs a session', async () => {
    expect((await t.call(GetSideBadges)).statusCode).toBe(511);
  });
});
