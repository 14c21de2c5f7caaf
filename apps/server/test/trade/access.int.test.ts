import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  CashierChannel,
  CashierInfo,
  CashierPay,
  CashierRedirect,
  CreditChangeList,
  CreditType,
  TradeAccountAdd,
  TradeAccountList,
  TradeDealCancel,
  TradeDealConfirm,
  TradeDealCreate,
  TradeDealDetails,
  TradeDealExport,
  TradeDealInvoice,
  TradeDealList,
  TradeDealPayment,
  TradeDealRefund,
  TradeDealReject,
  TradeDealSubmit,
  TradeDetailExport,
  TradeDetailList,
  TradeMode,
  TradeReceiveList,
  TradeStatus,
  TradeType,
  type TCallContract,
  type TTradeAccountListResult,
  type TTradeDeal,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { DEMO_PASSWORD, createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { DEMO_CLIENT, newKey, raiseCharge } from './helpers.ts';
import { enterRecharge, pay, receivingBank } from './funding.ts';

// Who may see and move the demo company's money (issue 5 section 4, authorization matrix). Another company's
// administrator and finance user, the demo company's own employee, a supplier and a TMC service rep not assigned to
// the company each try every trade call on its accounts and deals: each is refused (not found, or not allowed), sees
// none of its deals in their own lists, and writes nothing. Anonymous callers get 511. The assigned service rep reads
// the company's accounts and deals but moves nothing, and reaches no other customer.

let t: TTestApp;
const sid: Record<string, string> = {};
let other = { companyId: '', sid: '' };
const deal = { charge: '', pending: '', draft: '', paid: '', otherCharge: '' };

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['finance', 'accountant', 'employee', 'supplier', 'service']) sid[a] = await t.login(a);
  const { insertUser, hashPassword } = await import('../../src/modules/org/index.ts');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  other = await createOtherCompany(t, '另一家客户', '13900005501');
  sid.otherAdmin = other.sid;
  await insertUser(t.app.deps.db, t.clock, other.companyId, {
    name: '别家财务',
    mobile: '13900005502',
    passwordHash,
    roles: ['finance'],
  });
  sid.otherFinance = await t.login('13900005502');
  const tmc = await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'service') });
  await insertUser(t.app.deps.db, t.clock, tmc!.companyId, {
    name: '未分配客服',
    mobile: '13900005503',
    passwordHash,
    roles: ['service'],
  });
  sid.unassigned = await t.login('13900005503');

  // The demo company's deals in each state a call acts on.
  deal.charge = (await raiseCharge(t, sid.accountant!, 80)).TradeID;
  const bankId = await receivingBank(t, sid.finance!);
  deal.pending = (await enterRecharge(t, sid.finance!, bankId, 120)).TradeID;
  const draft = await t.call<TTradeDeal>(
    TradeDealCreate,
    { TradeType: TradeType.Recharge, Amount: 60, TradeMode: TradeMode.Cash, IdempotencyKey: newKey() },
    { session: sid.finance },
  );
  deal.draft = draft.result!.TradeID;
  deal.paid = (await raiseCharge(t, sid.accountant!, 50)).TradeID;
  const paid = await pay(t, sid.finance!, deal.paid);
  if (!paid.isSucc) throw new Error(paid.message);
  deal.otherCharge = (await raiseCharge(t, sid.accountant!, 10, other.companyId)).TradeID;
});
afterAll(async () => t.close());

const C = { CompanyID: DEMO_CLIENT };
const paging = { PageNo: 1, PageSize: 100 };
const reads = (): [string, TCallContract, unknown, Record<string, string>?][] => [
  ['TradeAccount/List', TradeAccountList, C],
  ['TradeAccount/CreditChanges', CreditChangeList, { ...C, ...paging }],
  ['TradeDeal/List', TradeDealList, { ...C, ...paging }],
  ['TradeDeal/ReceiveList', TradeReceiveList, { ...C, ...paging }],
  ['TradeDetail/List (ledger)', TradeDetailList, { ...C, ...paging }],
  ['TradeDeal/Export', TradeDealExport, C],
  ['TradeDetail/Export', TradeDetailExport, C],
  ...Object.entries(deal)
    .filter(([k]) => k !== 'otherCharge')
    .map(([k, id]): [string, TCallContract, unknown, Record<string, string>] => [
      `TradeDeal/Details (${k})`,
      TradeDealDetails,
      {},
      { id },
    ]),
  ['Cashier/Info', CashierInfo, { TradeID: deal.charge }],
];
const moves = (): [string, TCallContract, unknown][] => [
  [
    'TradeDeal/Payment',
    TradeDealPayment,
    { TradeID: deal.charge, AccountType: AccountType.Balance, IdempotencyKey: newKey() },
  ],
  ['Cashier/Pay', CashierPay, { TradeID: deal.charge, Channel: CashierChannel.Balance, IdempotencyKey: newKey() }],
  ['Cashier/Redirect', CashierRedirect, { TradeID: deal.charge }],
  ['TradeDeal/Cancel (charge)', TradeDealCancel, { TradeID: deal.charge }],
  ['TradeDeal/Cancel (draft)', TradeDealCancel, { TradeID: deal.draft }],
  ['TradeDeal/Submit', TradeDealSubmit, { TradeID: deal.draft }],
  ['TradeDeal/Confirm', TradeDealConfirm, { TradeID: deal.pending, IdempotencyKey: newKey() }],
  ['TradeDeal/Reject', TradeDealReject, { TradeID: deal.pending, Reason: '未到账' }],
  ['TradeDeal/Refund', TradeDealRefund, { TradeID: deal.paid, Amount: 10, Reason: '退款', IdempotencyKey: newKey() }],
  ['TradeDeal/Invoice', TradeDealInvoice, { TradeID: deal.paid }],
  [
    'TradeDeal/Create (recharge)',
    TradeDealCreate,
    {
      ...C,
      TradeType: TradeType.Recharge,
      Amount: 1,
      TradeMode: TradeMode.Cash,
      Submit: true,
      IdempotencyKey: newKey(),
    },
  ],
  [
    'TradeDeal/Create (charge)',
    TradeDealCreate,
    { ...C, TradeType: TradeType.Payment, Amount: 1, Subject: '越权收费', IdempotencyKey: newKey() },
  ],
  [
    'TradeAccount/Add (credit)',
    TradeAccountAdd,
    { ...C, AccountType: AccountType.Credit, CreditType: CreditType.Fixed, CreditLimit: 999999 },
  ],
];

const refusals = new Set([translate('en', 'trade.errors.notFound'), translate('en', 'messages.forbidden')]);

/** Everything the trade tables hold, to prove that refused calls wrote nothing. */
const snapshot = async () => {
  const out: Record<string, unknown> = {};
  for (const [name, q] of [
    [
      'deals',
      'SELECT id, trade_status, version, refunded_fen::text, invoice_status, hold_id FROM trade_deals ORDER BY id',
    ],
    [
      'accounts',
      'SELECT id, balance_fen::text, frozen_fen::text, credit_limit_fen::text FROM trade_accounts ORDER BY id',
    ],
    ['details', 'SELECT count(*)::int AS n FROM trade_details'],
    ['holds', 'SELECT count(*)::int AS n FROM trade_holds'],
    ['keys', 'SELECT count(*)::int AS n FROM idempotency_keys'],
    ['credit', 'SELECT count(*)::int AS n FROM trade_credit_changes'],
    ['exports', 'SELECT count(*)::int AS n FROM export_files'],
    ['payments', 'SELECT count(*)::int AS n FROM trade_payments'],
  ] as const)
    out[name] = (await t.database.executeSql(q)).rows;
  return out;
};

const demoIds = () =>
  Object.entries(deal)
    .filter(([k]) => k !== 'otherCharge')
    .map(([, id]) => id);
const listed = (r: { result: unknown }) =>
  ((r.result as { Entities?: { TradeID?: string }[] } | null)?.Entities ?? []).map((e) => e.TradeID);

describe("the demo company's accounts and deals", () => {
  it.each(['otherAdmin', 'otherFinance', 'employee', 'supplier', 'unassigned'])(
    '%s can neither see nor move them, and writes nothing',
    async (persona) => {
      const before = await snapshot();
      const wrong: string[] = [];
      for (const [name, c, payload, params] of [...reads(), ...moves().map(([n, c, p]) => [n, c, p] as const)]) {
        const r = await t.call(c, payload, { session: sid[persona], lang: 'en', ...(params ? { params } : {}) });
        if (r.isSucc || r.statusCode !== 400 || !refusals.has(r.message))
          wrong.push(`${name} → ${r.isSucc} ${r.statusCode} ${r.message}`);
      }
      // Their own lists (no company named) show none of the demo company's deals.
      for (const c of [TradeDealList, TradeReceiveList, TradeDetailList]) {
        const r = await t.call(c, paging, { session: sid[persona] });
        const leak = listed(r).filter((id) => id && demoIds().includes(id));
        if (leak.length) wrong.push(`${c.path} listed ${leak.join(', ')}`);
      }
      expect(wrong).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('anonymous callers get 511 on every trade call', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const [name, c, payload, params] of [...reads(), ...moves().map(([n, c, p]) => [n, c, p] as const)]) {
      const r = await t.call(c, payload, { lang: 'en', ...(params ? { params } : {}) });
      if (r.isSucc || r.statusCode !== 511) wrong.push(`${name} → ${r.statusCode} ${r.message}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('the assigned service rep sees them but moves nothing, and reaches no other customer', async () => {
    const accounts = await t.call<TTradeAccountListResult>(TradeAccountList, C, { session: sid.service });
    expect(accounts.isSucc, accounts.message).toBe(true);
    expect(accounts.result!.Entities.map((a) => a.AccountType)).toEqual(
      expect.arrayContaining([AccountType.Balance, AccountType.Credit]),
    );
    expect(accounts.result!.CanManage).toBe(false);
    const deals = await t.call(TradeDealList, { ...C, ...paging }, { session: sid.service });
    expect(listed(deals)).toEqual(expect.arrayContaining(demoIds()));
    const details = await t.call<TTradeDeal>(TradeDealDetails, {}, { session: sid.service, params: { id: deal.paid } });
    expect(details.result).toMatchObject({ TradeID: deal.paid, TradeStatus: TradeStatus.Finished });

    const before = await snapshot();
    const wrong: string[] = [];
    // They reach the company, so some refusals say why: only the company enters a recharge, only TMC finance charges.
    const alsoRefused = new Set([
      ...refusals,
      translate('en', 'trade.errors.ownRechargeOnly'),
      translate('en', 'trade.errors.chargeByTmc'),
    ]);
    for (const [name, c, payload] of moves()) {
      const r = await t.call(c, payload, { session: sid.service, lang: 'en' });
      if (r.isSucc || r.statusCode !== 400 || !alsoRefused.has(r.message))
        wrong.push(`${name} → ${r.isSucc} ${r.statusCode} ${r.message}`);
    }
    // Another customer, not assigned to them: neither its accounts, its deals nor one of its deals by id.
    const otherCo = { CompanyID: other.companyId };
    for (const [name, c, payload, params] of [
      ['TradeAccount/List', TradeAccountList, otherCo],
      ['TradeDeal/List', TradeDealList, { ...otherCo, ...paging }],
      ['TradeDeal/Details', TradeDealDetails, {}, { id: deal.otherCharge }],
    ] as [string, TCallContract, unknown, Record<string, string>?][]) {
      const r = await t.call(c, payload, { session: sid.service, lang: 'en', ...(params ? { params } : {}) });
      if (r.isSucc || !refusals.has(r.message)) wrong.push(`other customer ${name} → ${r.statusCode} ${r.message}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('are still there for their own people to move', async () => {
    const r = await pay(t, sid.finance!, deal.charge);
    expect(r.result).toMatchObject({ TradeID: deal.charge, TradeStatus: TradeStatus.Finished });
    const c = await t.call<TTradeDeal>(
      TradeDealConfirm,
      { TradeID: deal.pending, IdempotencyKey: newKey() },
      { session: sid.accountant },
    );
    expect(c.result!.TradeStatus).toBe(TradeStatus.Finished);
  });
});
