import { describe, expect, it } from 'vitest';
import {
  AccountType,
  TradeMode,
  TradeStatus,
  TradeType,
  ZTradeDealCreateRequest,
  ZIdempotencyKey,
  type TTradeDeal,
} from '@opentmc/contracts';
import { bankChoiceLabel, bankChoices } from './bank.ts';
import { cashierUrl, dealPageUrl, isOnlineMode, needsBankAccount, orderedActions, rowActions } from './deal-actions.ts';
import { dealFilters, ledgerFilters, listPayload } from './filters.ts';
import { keyForSubmission, newIdempotencyKey, openSubmission, payloadSignature } from './idempotency.ts';
import { accountTypeLabel, tradeStatusLabel } from './labels.ts';
import { amountTone, refundableYuan, signedYuanText, yuanText } from './money.ts';
import { rechargePayload } from './recharge.ts';

const deal = (over: Partial<TTradeDeal> = {}): TTradeDeal => ({
  TradeID: 'T1',
  CompanyID: 'C00000000003',
  CompanyName: '示例科技',
  TradeType: TradeType.Recharge,
  TradeStatus: TradeStatus.WaitSubmit,
  TradeMode: TradeMode.Transfer,
  AccountType: AccountType.Balance,
  CurrencyUnit: 2151,
  Amount: 100,
  Refunded: 0,
  Frozen: 0,
  Order: null,
  OriginalTradeID: '',
  Subject: '',
  BankAccountID: '',
  BankAccountText: '',
  PayerText: '',
  Voucher: '',
  Remark: '',
  Reason: '',
  InvoiceStatus: null,
  CreatorName: '',
  ConfirmerName: '',
  CreateTime: '2026-03-01 10:00:00',
  SubmitTime: '',
  FinishTime: '',
  ...over,
});

describe('amounts', () => {
  it('shows yuan with ¥, two decimals and grouped thousands', () => {
    expect(yuanText(1234.5)).toBe('¥1,234.50');
    expect(yuanText(0)).toBe('¥0.00');
    expect(yuanText(0.1 + 0.2)).toBe('¥0.30');
    expect(yuanText(-20)).toBe('-¥20.00');
    expect(yuanText(12345678.9)).toBe('¥12,345,678.90');
    expect(yuanText(null)).toBe('');
    expect(yuanText(Number.NaN)).toBe('');
  });
  it('signs postings and tells in from out', () => {
    expect(signedYuanText(5000)).toBe('+¥5,000.00');
    expect(signedYuanText(-0.5)).toBe('-¥0.50');
    expect(signedYuanText(0)).toBe('¥0.00');
    expect([amountTone(1), amountTone(-1), amountTone(0), amountTone(0.001), amountTone(null)]).toEqual([
      'in',
      'out',
      'none',
      'none',
      'none',
    ]);
  });
  it('leaves what has not been refunded, never below 0', () => {
    expect(refundableYuan({ Amount: 100.3, Refunded: 0.1 })).toBe(100.2);
    expect(refundableYuan({ Amount: 10, Refunded: 10 })).toBe(0);
    expect(refundableYuan({ Amount: 10, Refunded: 12 })).toBe(0);
  });
});

describe('deal actions', () => {
  it("orders the server's actions and drops unknown ones", () => {
    expect(orderedActions(['cancel', 'submit', 'bogus', 'invoice'])).toEqual(['submit', 'invoice', 'cancel']);
  });
  it('offers the company submit and cancel on a draft recharge, nothing to the TMC', () => {
    expect(rowActions(deal(), 'client')).toEqual(['submit', 'cancel']);
    expect(rowActions(deal(), 'tmc')).toEqual([]);
  });
  it('offers the TMC confirm and reject on a recharge awaiting confirmation, nothing to the company', () => {
    const d = deal({ TradeStatus: TradeStatus.WaitConfirm });
    expect(rowActions(d, 'tmc')).toEqual(['confirm', 'reject']);
    expect(rowActions(d, 'client')).toEqual([]);
  });
  it('sends a deal awaiting payment to the cashier, and lets it be cancelled', () => {
    const d = deal({ TradeStatus: TradeStatus.WaitPayment, TradeMode: TradeMode.Alipay });
    expect(rowActions(d, 'client')).toEqual(['payment', 'cancel']);
    expect(cashierUrl('T 1')).toBe('/trade/cashier?TradeID=T%201');
  });
  it('offers an invoice once for a finished deal, and a refund of a payment while some is left', () => {
    const paid = deal({ TradeType: TradeType.Payment, TradeStatus: TradeStatus.Finished, Amount: 50 });
    expect(rowActions(paid, 'client')).toEqual(['invoice']);
    expect(rowActions(paid, 'tmc')).toEqual(['refund']);
    expect(rowActions({ ...paid, Refunded: 50 }, 'tmc')).toEqual([]);
    expect(rowActions({ ...paid, InvoiceStatus: 2103 }, 'client')).toEqual([]);
    const recharged = deal({ TradeStatus: TradeStatus.Finished });
    expect(rowActions(recharged, 'tmc')).toEqual([]);
    expect(rowActions(deal({ TradeStatus: TradeStatus.Canceled }), 'client')).toEqual([]);
  });
  it('asks for the bank account only when the deal names none', () => {
    expect(needsBankAccount(deal())).toBe(true);
    expect(needsBankAccount(deal({ BankAccountID: 'K1' }))).toBe(false);
  });
  it('knows the online modes and the TMC detail address', () => {
    expect([TradeMode.Alipay, TradeMode.Weixin].every(isOnlineMode)).toBe(true);
    expect([TradeMode.Transfer, TradeMode.Cash, TradeMode.Pos, null].some(isOnlineMode)).toBe(false);
    expect(dealPageUrl('C1', 'T9')).toBe('/System/Company/C1/trade/details?TradeID=T9');
  });
});

describe('idempotency keys', () => {
  let n = 0;
  const make = () => `key-${++n}-abcdef`;
  it('makes keys the server accepts', () => {
    expect(ZIdempotencyKey.safeParse(newIdempotencyKey()).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
  it('keeps the key for a retry of the same payload and renews it when the form changed', () => {
    const opened = openSubmission(make);
    const first = keyForSubmission(opened, { Amount: 100, TradeMode: 2211 }, make);
    expect(first.key).toBe(opened.key);
    const retry = keyForSubmission(first, { TradeMode: 2211, Amount: 100 }, make);
    expect(retry.key).toBe(first.key);
    const changed = keyForSubmission(retry, { TradeMode: 2211, Amount: 200 }, make);
    expect(changed.key).not.toBe(first.key);
    expect(openSubmission(make).key).not.toBe(changed.key);
  });
  it('ignores empty values and the key itself in the signature', () => {
    expect(payloadSignature({ A: 1, B: '', C: undefined, IdempotencyKey: 'x' })).toBe(payloadSignature({ A: 1 }));
  });
});

describe('filters from the address', () => {
  it('reads valid ledger filters and drops the rest', () => {
    const p = new URLSearchParams(
      'DateFrom=2026-03-01&DateTo=2026-02-30&TradeType=2655&AccountType=9&UniqueID=ORD1&PageNo=2',
    );
    expect(ledgerFilters(p)).toEqual({ DateFrom: '2026-03-01', TradeType: 2655, UniqueID: 'ORD1' });
    expect(listPayload(p, ledgerFilters(p), 'C3')).toEqual({
      PageNo: 2,
      PageSize: 20,
      DateFrom: '2026-03-01',
      TradeType: 2655,
      UniqueID: 'ORD1',
      CompanyID: 'C3',
    });
  });
  it('reads deal filters; no CompanyID for the caller’s own company', () => {
    const p = new URLSearchParams('TradeStatus=10505&TradeType=1&KeyWords=abc');
    expect(dealFilters(p)).toEqual({ TradeStatus: 10505, KeyWords: 'abc' });
    expect(listPayload(p, {}, undefined)).toEqual({ PageNo: 1, PageSize: 20 });
  });
});

describe('recharge payload', () => {
  it('a transfer carries the bank account, card and reference, and passes the server schema', () => {
    const p = rechargePayload({
      Amount: 5000,
      TradeMode: TradeMode.Transfer,
      BankAccountID: 'K1',
      BankCardID: 'B1',
      Voucher: ' HD001 ',
      Remark: '',
    });
    expect(p).toEqual({
      TradeType: TradeType.Recharge,
      Amount: 5000,
      TradeMode: TradeMode.Transfer,
      Submit: true,
      BankAccountID: 'K1',
      BankCardID: 'B1',
      Voucher: 'HD001',
    });
    expect(ZTradeDealCreateRequest.safeParse({ ...p, IdempotencyKey: newIdempotencyKey() }).success).toBe(true);
  });
  it('an online recharge leaves out the bank fields and the reference', () => {
    const p = rechargePayload({
      Amount: 10.5,
      TradeMode: TradeMode.Weixin,
      BankAccountID: 'K1',
      Voucher: 'x',
      Remark: ' 备用金 ',
    });
    expect(p).toEqual({
      TradeType: TradeType.Recharge,
      Amount: 10.5,
      TradeMode: TradeMode.Weixin,
      Submit: true,
      Remark: '备用金',
    });
  });
  it('a transfer without a receiving account is refused by the server schema', () => {
    const p = rechargePayload({ Amount: 1, TradeMode: TradeMode.Transfer });
    const r = ZTradeDealCreateRequest.safeParse({ ...p, IdempotencyKey: newIdempotencyKey() });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('trade.validation.bankAccount');
  });
});

describe('labels', () => {
  const t = (k: string) => `<${k}>`;
  it('names codes through the lookup catalogue, and unknown codes as themselves', () => {
    expect(tradeStatusLabel(t, TradeStatus.WaitConfirm)).toBe('<base.lookups.TradeStatus.WaitConfirm>');
    expect(accountTypeLabel(t, 42)).toBe('42');
    expect(accountTypeLabel(t, null)).toBe('');
  });
  it('shows bank accounts by bank, name and the last four digits', () => {
    expect(bankChoiceLabel({ BankName: '招商银行', AccountName: 'OpenTMC', AccountNo: '110902345610801' })).toBe(
      '招商银行 · OpenTMC · ****0801',
    );
    expect(bankChoices([{ BankAccountID: 'K1', BankName: 'B' }, { BankName: 'no id' }], 'BankAccountID')).toEqual([
      { value: 'K1', label: 'B' },
    ]);
  });
});
