import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  CreditType,
  GetSideBadges,
  ReceivingAccountList,
  TradeAccountAdd,
  TradeDealCancel,
  TradeDealConfirm,
  TradeDealCreate,
  TradeDealDetails,
  TradeDealInvoice,
  TradeDealPayment,
  TradeDealRefund,
  TradeDealReject,
  TradeDealSubmit,
  TradeDetailList,
  TradeMode,
  TradeReceiveList,
  TradeStatus,
  TradeType,
  type TTradeDeal,
  type TTradeDealDetails,
  type TTradeDetail,
} from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { DEMO_CLIENT, accountOf, countRows, newKey, raiseCharge } from './helpers.ts';

// The life of money in the ledger through the bill calls: a recharge entered, confirmed against a bank account and
// posted; a charge paid from balance or credit; refunds within the payment; credit limits; idempotent retries.

let t: TTestApp;
const sid: Record<string, string> = {};
let bankId = '';
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['finance', 'accountant', 'admin', 'operator']) sid[a] = await t.login(a);
  const banks = await t.call<{ Entities: { BankAccountID: string }[] }>(
    ReceivingAccountList,
    {},
    { session: sid.finance },
  );
  bankId = banks.result!.Entities[0]!.BankAccountID;
});
afterAll(async () => t.close());

const recharge = (amount: number | string, extra: object = {}) =>
  t.call<TTradeDeal>(
    TradeDealCreate,
    {
      TradeType: TradeType.Recharge,
      Amount: amount,
      TradeMode: TradeMode.Transfer,
      BankAccountID: bankId,
      Voucher: 'HX-001',
      Submit: true,
      IdempotencyKey: newKey(),
      ...extra,
    },
    { session: sid.finance, lang: 'en' },
  );

describe('the demo company', () => {
  it('starts with a funded balance and a fixed credit line', async () => {
    const balance = await accountOf(t, sid.finance!, AccountType.Balance);
    const credit = await accountOf(t, sid.finance!, AccountType.Credit);
    expect(balance).toMatchObject({ Balance: 50000, Frozen: 0, Available: 50000 });
    expect(credit).toMatchObject({ Balance: 0, CreditLimit: 100000, CreditType: CreditType.Fixed, Available: 100000 });
  });
});

describe('recharge', () => {
  it('is entered by the company, confirmed by TMC finance and posted to the balance', async () => {
    const before = (await accountOf(t, sid.finance!, AccountType.Balance))!.Balance;
    const r = await recharge('10000.50');
    expect(r.isSucc).toBe(true);
    expect(r.message).toBe('Recharge entry succeeded');
    expect(r.result).toMatchObject({ TradeStatus: TradeStatus.WaitConfirm, Amount: 10000.5 });
    const badges = await t.call<{ TradeReceipt: number }>(GetSideBadges, {}, { session: sid.accountant });
    expect(badges.result!.TradeReceipt).toBe(1);
    const list = await t.call<{ Entities: TTradeDeal[] }>(TradeReceiveList, {}, { session: sid.accountant });
    expect(list.result!.Entities[0]!.TradeID).toBe(r.result!.TradeID);

    const key = newKey();
    const c = await t.call<TTradeDeal>(
      TradeDealConfirm,
      { TradeID: r.result!.TradeID, IdempotencyKey: key },
      { session: sid.accountant },
    );
    expect(c.isSucc).toBe(true);
    expect(c.result!.TradeStatus).toBe(TradeStatus.Finished);
    expect((await accountOf(t, sid.finance!, AccountType.Balance))!.Balance).toBe(before + 10000.5);

    // The same key replays the first answer; nothing is posted twice.
    const postings = await countRows(t, 'trade_details');
    const again = await t.call<TTradeDeal>(
      TradeDealConfirm,
      { TradeID: r.result!.TradeID, IdempotencyKey: key },
      { session: sid.accountant },
    );
    expect(again.result).toEqual(c.result);
    expect(await countRows(t, 'trade_details')).toBe(postings);
    // A new key on a finished deal is a clear refusal.
    const late = await t.call(
      TradeDealConfirm,
      { TradeID: r.result!.TradeID, IdempotencyKey: newKey() },
      { session: sid.accountant, lang: 'en' },
    );
    expect(late).toMatchObject({
      isSucc: false,
      statusCode: 400,
      message: 'The trade cannot do this in its current status',
    });

    const ledger = await t.call<{ Entities: TTradeDetail[] }>(
      TradeDetailList,
      { TradeType: TradeType.Recharge },
      { session: sid.finance },
    );
    const row = ledger.result!.Entities.find((d) => d.TradeID === r.result!.TradeID)!;
    expect(row).toMatchObject({ Amount: 10000.5, AccountType: AccountType.Balance, BalanceAfter: before + 10000.5 });
    // The client sees only its own side; the TMC sees both postings, which sum to zero.
    const mine = await t.call<TTradeDealDetails>(
      TradeDealDetails,
      {},
      { session: sid.finance, params: { id: r.result!.TradeID } },
    );
    expect(mine.result!.Details).toHaveLength(1);
    const theirs = await t.call<TTradeDealDetails>(
      TradeDealDetails,
      {},
      { session: sid.accountant, params: { id: r.result!.TradeID } },
    );
    expect(theirs.result!.Details.map((d) => d.Amount).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('can be kept as a draft, submitted, or cancelled; a rejected one posts nothing', async () => {
    const draft = await recharge(500, { Submit: false });
    expect(draft.result!.TradeStatus).toBe(TradeStatus.WaitSubmit);
    const sub = await t.call<TTradeDeal>(TradeDealSubmit, { TradeID: draft.result!.TradeID }, { session: sid.finance });
    expect(sub.result!.TradeStatus).toBe(TradeStatus.WaitConfirm);
    const postings = await countRows(t, 'trade_details');
    const rej = await t.call<TTradeDeal>(
      TradeDealReject,
      { TradeID: draft.result!.TradeID, Reason: '未收到款项' },
      { session: sid.accountant },
    );
    expect(rej.result).toMatchObject({ TradeStatus: TradeStatus.Rejected, Reason: '未收到款项' });
    expect(await countRows(t, 'trade_details')).toBe(postings);

    const other = await recharge(300, { Submit: false });
    const can = await t.call<TTradeDeal>(TradeDealCancel, { TradeID: other.result!.TradeID }, { session: sid.finance });
    expect(can.result!.TradeStatus).toBe(TradeStatus.Canceled);
  });

  it('needs a correct amount and a receiving account for a transfer', async () => {
    const before = await countRows(t, 'trade_deals');
    for (const amount of [0, -5, '12.345', 'abc']) {
      const r = await recharge(amount);
      expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
      expect(r.message).toContain('Please enter the correct amount');
    }
    const zh = await t.call(
      TradeDealCreate,
      {
        TradeType: TradeType.Recharge,
        Amount: 0,
        TradeMode: TradeMode.Transfer,
        BankAccountID: bankId,
        IdempotencyKey: newKey(),
      },
      { session: sid.finance, lang: 'cn' },
    );
    expect(zh.message).toContain('请输入正确的金额');
    const noBank = await recharge(100, { BankAccountID: '' });
    expect(noBank.message).toContain('A bank transfer needs the receiving account');
    expect(await countRows(t, 'trade_deals')).toBe(before);
  });
});

describe('payment', () => {
  it('pays a charge from the balance, then refunds within what was paid', async () => {
    const before = (await accountOf(t, sid.finance!, AccountType.Balance))!.Balance;
    const deal = await raiseCharge(t, sid.accountant!, 300);
    expect(deal.TradeStatus).toBe(TradeStatus.WaitPayment);
    const paid = await t.call<TTradeDeal>(
      TradeDealPayment,
      { TradeID: deal.TradeID, AccountType: AccountType.Balance, IdempotencyKey: newKey() },
      { session: sid.finance },
    );
    expect(paid.result).toMatchObject({ TradeStatus: TradeStatus.Finished, AccountType: AccountType.Balance });
    expect((await accountOf(t, sid.finance!, AccountType.Balance))!.Balance).toBe(before - 300);

    const refund = (amount: number) =>
      t.call<TTradeDeal>(
        TradeDealRefund,
        { TradeID: deal.TradeID, Amount: amount, Reason: '服务取消', IdempotencyKey: newKey() },
        { session: sid.accountant, lang: 'en' },
      );
    expect((await refund(100)).result).toMatchObject({ TradeType: TradeType.Refund, Amount: 100 });
    const tooMuch = await refund(250);
    expect(tooMuch).toMatchObject({ isSucc: false, message: 'A refund cannot exceed the refundable 200.00 yuan' });
    expect((await refund(200)).isSucc).toBe(true);
    expect((await accountOf(t, sid.finance!, AccountType.Balance))!.Balance).toBe(before);
    const details = await t.call<TTradeDealDetails>(
      TradeDealDetails,
      {},
      { session: sid.finance, params: { id: deal.TradeID } },
    );
    expect(details.result).toMatchObject({ Refunded: 300 });
    expect(details.result!.Refunds).toHaveLength(2);
    expect(details.result!.Actions).toContain('invoice');
    const inv = await t.call<TTradeDeal>(TradeDealInvoice, { TradeID: deal.TradeID }, { session: sid.finance });
    expect(inv.result!.InvoiceStatus).not.toBeNull();
    const twice = await t.call(TradeDealInvoice, { TradeID: deal.TradeID }, { session: sid.finance, lang: 'en' });
    expect(twice.message).toBe('An invoice was already requested for this trade');
  });

  it('never spends past what is available, and points cannot pay', async () => {
    const credit = (await accountOf(t, sid.finance!, AccountType.Credit))!;
    const deal = await raiseCharge(t, sid.accountant!, credit.Available + 1);
    const r = await t.call(
      TradeDealPayment,
      { TradeID: deal.TradeID, AccountType: AccountType.Credit, IdempotencyKey: newKey() },
      { session: sid.finance, lang: 'en' },
    );
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(r.message).toMatch(/^Not enough available: [\d.]+ yuan available, [\d.]+ yuan to pay$/);
    const pts = await t.call(
      TradeDealPayment,
      { TradeID: deal.TradeID, AccountType: AccountType.Integral, IdempotencyKey: newKey() },
      { session: sid.finance, lang: 'en' },
    );
    expect(pts.isSucc).toBe(false);
    expect((await accountOf(t, sid.finance!, AccountType.Credit))!.Available).toBe(credit.Available);
    const d = await t.call<TTradeDealDetails>(
      TradeDealDetails,
      {},
      { session: sid.finance, params: { id: deal.TradeID } },
    );
    expect(d.result!.TradeStatus).toBe(TradeStatus.WaitPayment);
  });

  it('pays from credit, and the credit limit cannot drop below what is used', async () => {
    const deal = await raiseCharge(t, sid.accountant!, 2000);
    const paid = await t.call<TTradeDeal>(
      TradeDealPayment,
      { TradeID: deal.TradeID, AccountType: AccountType.Credit, IdempotencyKey: newKey() },
      { session: sid.finance },
    );
    expect(paid.result).toMatchObject({ TradeStatus: TradeStatus.Finished, TradeMode: TradeMode.Monthly });
    const credit = (await accountOf(t, sid.finance!, AccountType.Credit))!;
    expect(credit.Balance).toBeLessThanOrEqual(-2000);
    const low = await t.call(
      TradeAccountAdd,
      { CompanyID: DEMO_CLIENT, AccountType: AccountType.Credit, CreditType: CreditType.Fixed, CreditLimit: 1000 },
      { session: sid.accountant, lang: 'en' },
    );
    expect(low.message).toMatch(/^The credit limit cannot be lower than what is used \(\d+\.\d\d yuan\)$/);
    const interim = await t.call(
      TradeAccountAdd,
      {
        CompanyID: DEMO_CLIENT,
        AccountType: AccountType.Credit,
        CreditType: CreditType.Interim,
        CreditLimit: 150000,
        CreditExpire: '2099-01-01 00:00:00',
      },
      { session: sid.accountant },
    );
    expect(interim.result).toMatchObject({ CreditLimit: 150000, CreditType: CreditType.Interim });
    // Only TMC finance opens accounts and sets credit; the company cannot raise its own.
    const own = await t.call(
      TradeAccountAdd,
      { CompanyID: DEMO_CLIENT, AccountType: AccountType.Credit, CreditType: CreditType.Fixed, CreditLimit: 999999 },
      { session: sid.finance },
    );
    expect(own.isSucc).toBe(false);
  });

  it('refuses the same key with another payload', async () => {
    const deal = await raiseCharge(t, sid.accountant!, 10);
    const key = newKey();
    const first = await t.call(
      TradeDealPayment,
      { TradeID: deal.TradeID, AccountType: AccountType.Balance, IdempotencyKey: key },
      { session: sid.finance },
    );
    expect(first.isSucc).toBe(true);
    const other = await raiseCharge(t, sid.accountant!, 10);
    const reused = await t.call(
      TradeDealPayment,
      { TradeID: other.TradeID, AccountType: AccountType.Balance, IdempotencyKey: key },
      { session: sid.finance, lang: 'en' },
    );
    expect(reused.message).toBe('This request number was used for a different request; reload the page and try again');
  });
});

describe('bank accounts', () => {
  it("lets a paying company read the TMC's receiving accounts but not list or change them", async () => {
    const { bankAccountResource } = await import('@opentmc/contracts');
    const mine = await t.call<{ Entities: { AccountNo: string }[] }>(
      ReceivingAccountList,
      {},
      { session: sid.finance },
    );
    expect(mine.result!.Entities.map((e) => e.AccountNo)).toEqual(['110902345610801']);
    const list = await t.call(bankAccountResource.calls.List, { PageNo: 1, PageSize: 10 }, { session: sid.finance });
    expect(list.isSucc).toBe(false);
    const edit = await t.call(
      bankAccountResource.calls.Update,
      { ...bankAccountResource.example, BankAccountID: bankId },
      { session: sid.admin },
    );
    expect(edit.isSucc).toBe(false);
    const tmc = await t.call<{ Entities: { BankAccountID: string }[] }>(
      bankAccountResource.calls.List,
      { PageNo: 1, PageSize: 10 },
      { session: sid.accountant },
    );
    expect(tmc.result!.Entities.map((e) => e.BankAccountID)).toContain(bankId);
  });
});
