import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AccountType,
  CashierInfo,
  CashierPay,
  CashierQuery,
  CashierRedirect,
  CashierSimulate,
  ONLINE_PAYMENT_TTL_MINUTES,
  TradeDealCreate,
  TradeMode,
  TradeStatus,
  TradeType,
  formatDateTime,
  formatYuan,
  type TCashierInfo,
  type TCashierPayResult,
  type TTradeDeal,
} from '@opentmc/contracts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { activeSimulator, closeExpiredPayments, createSimGateway } from '../../src/modules/trade/index.ts';
import { DEMO_CLIENT, accountOf, countRows, newKey, raiseCharge } from './helpers.ts';

// The cashier (issue 5 section 2): a deal awaiting payment is paid from the company's balance or credit at once, or
// online through the payment gateway (here its simulator), whose signed notify may come late, twice, or out of order
// and is applied once. Runs on PGlite and, with TEST_DB=pg, on the real PostgreSQL with real concurrency.

let t: TTestApp;
const sid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['finance', 'accountant', 'employee']) sid[a] = await t.login(a);
});
afterAll(async () => t?.close());

const sim = () => activeSimulator(t.config)!;
const exec = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;

const info = (TradeID: string, session = sid.finance!) =>
  t.call<TCashierInfo>(CashierInfo, { TradeID }, { session, lang: 'en' });
const payAt = (TradeID: string, Channel: string, IdempotencyKey = newKey(), session = sid.finance!) =>
  t.call<TCashierPayResult>(CashierPay, { TradeID, Channel, IdempotencyKey }, { session, lang: 'en' });

/** Opens an online payment for a new charge of `amount` yuan. */
const onlineCharge = async (amount: number, channel = 'Alipay') => {
  const deal = await raiseCharge(t, sid.accountant!, amount);
  const r = await payAt(deal.TradeID, channel);
  expect(r.isSucc, r.message).toBe(true);
  return { deal, paymentId: r.result!.PaymentID, qr: r.result!.QrContent };
};

const paymentRow = async (id: string) =>
  (
    await exec(
      `SELECT status, notify_count::int AS n, last_notify_at, provider_trade_no FROM trade_payments WHERE id = $1`,
      [id],
    )
  )[0] as { status: string; n: number; last_notify_at: Date | string | null; provider_trade_no: string };
const dealRow = async (id: string) =>
  (
    await exec(
      `SELECT t.trade_status::int AS status, t.voucher,
              (SELECT count(*)::int FROM trade_details d WHERE d.deal_id = t.id) AS postings
         FROM trade_deals t WHERE t.id = $1`,
      [id],
    )
  )[0] as { status: number; voucher: string; postings: number };

/** A notify as the simulator signs it; `over` changes fields after signing when `signAfter` is false. */
const signedNotify = (
  paymentId: string,
  amountFen: number,
  o: { status?: 'TRADE_SUCCESS' | 'TRADE_CLOSED'; at?: Date; amountYuan?: string } = {},
) => {
  const fields: Record<string, string> = {
    PaymentID: paymentId,
    ProviderTradeNo: `SIM${paymentId}`,
    Amount: o.amountYuan ?? formatYuan(amountFen),
    Status: o.status ?? 'TRADE_SUCCESS',
    NotifyTime: formatDateTime(o.at ?? t.clock.now()),
    Nonce: newKey().slice(2, 26),
  };
  return { ...fields, Sign: sim().sign(fields) };
};

/** The gateway posts its fields form-encoded, with no session and no X-Requested-With. */
const postNotify = async (fields: Record<string, string>, provider = 'sim') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/trade/Cashier/Notify/${provider}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=en' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, body: res.json() as { isSucc: boolean; message: string; result: unknown } };
};

const waitFor = (check: () => Promise<boolean>, what: string) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 10_000, interval: 100 },
  );

describe('Cashier/Info', () => {
  it('shows the amount, the items and what can pay, with what is available', async () => {
    const deal = await raiseCharge(t, sid.accountant!, 880.5);
    const r = await info(deal.TradeID);
    expect(r.isSucc, r.message).toBe(true);
    const balance = (await accountOf(t, sid.finance!, AccountType.Balance))!;
    const credit = (await accountOf(t, sid.finance!, AccountType.Credit))!;
    expect(r.result).toMatchObject({
      Deal: { TradeID: deal.TradeID, Amount: 880.5, TradeStatus: TradeStatus.WaitPayment },
      Items: [{ Subject: '签证服务费', Amount: 880.5 }],
      Payment: null,
      ReturnUrl: `/bill/TradeInfo/${DEMO_CLIENT}/TradePayment`,
      Simulator: true,
    });
    expect(r.result!.Choices).toEqual([
      { Channel: 'Balance', Enabled: true, Available: balance.Available, DisabledReason: '' },
      { Channel: 'Credit', Enabled: true, Available: credit.Available, DisabledReason: '' },
      { Channel: 'Alipay', Enabled: true, Available: null, DisabledReason: '' },
      { Channel: 'Weixin', Enabled: true, Available: null, DisabledReason: '' },
    ]);
  });

  it('disables an account that is short, and never offers company accounts for a recharge', async () => {
    const big = await raiseCharge(t, sid.accountant!, 120000);
    const r = await info(big.TradeID);
    expect(r.result!.Choices.find((c) => c.Channel === 'Balance')).toMatchObject({
      Enabled: false,
      DisabledReason: 'cashier.reasons.insufficient',
    });
    expect(r.result!.Choices.find((c) => c.Channel === 'Credit')).toMatchObject({
      Enabled: false,
      DisabledReason: 'cashier.reasons.insufficient',
    });

    const recharge = await t.call<TTradeDeal>(
      TradeDealCreate,
      { TradeType: TradeType.Recharge, Amount: 66, TradeMode: TradeMode.Weixin, IdempotencyKey: newKey() },
      { session: sid.finance },
    );
    expect(recharge.result!.TradeStatus).toBe(TradeStatus.WaitPayment);
    const ri = await info(recharge.result!.TradeID);
    expect(ri.result!.ReturnUrl).toBe(`/bill/${DEMO_CLIENT}/TradeAccountList`);
    for (const c of ri.result!.Choices.filter((x) => x.Channel === 'Balance' || x.Channel === 'Credit'))
      expect(c).toMatchObject({ Enabled: false, DisabledReason: 'cashier.reasons.recharge' });
    const refused = await payAt(recharge.result!.TradeID, 'Balance');
    expect(refused).toMatchObject({ isSucc: false, statusCode: 400, message: 'A recharge can only be paid online' });
  });

  it('is only for the company that owes it and for those who may pay', async () => {
    const deal = await raiseCharge(t, sid.accountant!, 10);
    const other = await createOtherCompany(t, '收银台他司', '13900006301');
    expect(await info(deal.TradeID, other.sid)).toMatchObject({
      isSucc: false,
      message: 'The trade does not exist',
    });
    expect(await payAt(deal.TradeID, 'Alipay', newKey(), other.sid)).toMatchObject({ isSucc: false });
    expect(await info(deal.TradeID, sid.employee)).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(await info(deal.TradeID, sid.accountant)).toMatchObject({ isSucc: false });
    expect(await countRows(t, 'trade_payments')).toBe(0);
  });
});

describe('Cashier/Pay from company accounts', () => {
  it('pays by balance and by credit at once', async () => {
    for (const [channel, type] of [
      ['Balance', AccountType.Balance],
      ['Credit', AccountType.Credit],
    ] as const) {
      const before = (await accountOf(t, sid.finance!, type))!;
      const deal = await raiseCharge(t, sid.accountant!, 200.25);
      const r = await payAt(deal.TradeID, channel);
      expect(r.isSucc, r.message).toBe(true);
      expect(r.message).toBe('Payment succeeded');
      expect(r.result).toMatchObject({
        Deal: { TradeStatus: TradeStatus.Finished, AccountType: type },
        PaymentID: '',
        PaymentStatus: 'Paid',
      });
      const after = (await accountOf(t, sid.finance!, type))!;
      expect(after.Balance).toBeCloseTo(before.Balance - 200.25, 2);
      expect(after.Available).toBeCloseTo(before.Available - 200.25, 2);
      expect((await dealRow(deal.TradeID)).postings).toBe(2);
      // Paid: the cashier offers nothing more for it.
      const i = await info(deal.TradeID);
      expect(i.result!.Choices.every((c) => !c.Enabled && c.DisabledReason === 'cashier.reasons.notWaiting')).toBe(
        true,
      );
    }
  });

  it('refuses a payment past what is available, writing nothing', async () => {
    const deal = await raiseCharge(t, sid.accountant!, 120000);
    const deals = await countRows(t, 'trade_details');
    const keys = await countRows(t, 'idempotency_keys');
    const r = await payAt(deal.TradeID, 'Balance');
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(r.message).toMatch(/^Not enough available/);
    expect(await countRows(t, 'trade_details')).toBe(deals);
    expect(await countRows(t, 'idempotency_keys')).toBe(keys);
  });

  it('runs once per idempotency key: a retry replays the first result, another payload is refused', async () => {
    const deal = await raiseCharge(t, sid.accountant!, 31);
    const key = newKey();
    const [a, b] = await Promise.all([payAt(deal.TradeID, 'Balance', key), payAt(deal.TradeID, 'Balance', key)]);
    expect(a.isSucc && b.isSucc).toBe(true);
    expect(b.result).toEqual(a.result);
    expect((await dealRow(deal.TradeID)).postings).toBe(2);
    const other = await payAt(deal.TradeID, 'Credit', key);
    expect(other).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(other.message).toMatch(/request number was used for a different request/);

    // Online: the same key gives back the same payment, not a second one.
    const charge = await raiseCharge(t, sid.accountant!, 32);
    const k2 = newKey();
    const p1 = await payAt(charge.TradeID, 'Weixin', k2);
    const p2 = await payAt(charge.TradeID, 'Weixin', k2);
    expect(p2.result).toEqual(p1.result);
    expect(
      Number((await exec('SELECT count(*)::int AS n FROM trade_payments WHERE deal_id = $1', [charge.TradeID]))[0]!.n),
    ).toBe(1);
  });
});

describe('online payment through the simulator', () => {
  it('opens a payment with a QR, shows it at the cashier, and settles it on the simulated notify', async () => {
    const { deal, paymentId, qr } = await onlineCharge(45.6);
    expect(qr).toBe(`opentmc-sim://pay?PaymentID=${paymentId}&Amount=45.60`);
    const i = await info(deal.TradeID);
    expect(i.result!.Payment).toMatchObject({
      PaymentID: paymentId,
      Channel: 'Alipay',
      Status: 'Pending',
      QrContent: qr,
    });
    const q0 = await t.call(CashierQuery, { PaymentID: paymentId }, { session: sid.finance });
    expect(q0.result).toMatchObject({ PaymentStatus: 'Pending', TradeStatus: TradeStatus.WaitPayment });

    const s = await t.call(CashierSimulate, { PaymentID: paymentId, Outcome: 'pay' }, { session: sid.finance });
    expect(s.isSucc, s.message).toBe(true);
    // The simulator delivers its notify twice through the job queue; it is applied once.
    await waitFor(async () => (await paymentRow(paymentId)).n >= 2, 'both notifies');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'Paid', n: 2, provider_trade_no: `SIM${paymentId}` });
    expect(await dealRow(deal.TradeID)).toMatchObject({ status: TradeStatus.Finished, voucher: 'gw:sim', postings: 2 });
    const legs = await exec(
      `SELECT a.purpose, d.amount_fen::int AS fen FROM trade_details d JOIN trade_accounts a ON a.id = d.account_id
        WHERE d.deal_id = $1 ORDER BY d.amount_fen`,
      [deal.TradeID],
    );
    expect(legs).toEqual([
      { purpose: 'tmc.gateway.sim', fen: -4560 },
      { purpose: 'tmc.sales', fen: 4560 },
    ]);
    const q = await t.call(CashierQuery, { PaymentID: paymentId }, { session: sid.finance });
    expect(q.result).toMatchObject({ PaymentStatus: 'Paid', TradeID: deal.TradeID, TradeStatus: TradeStatus.Finished });
  });

  it('credits the balance for an online recharge, and a poll finds a payment whose notify was lost', async () => {
    const before = (await accountOf(t, sid.finance!, AccountType.Balance))!.Balance;
    const recharge = await t.call<TTradeDeal>(
      TradeDealCreate,
      { TradeType: TradeType.Recharge, Amount: 500, TradeMode: TradeMode.Alipay, IdempotencyKey: newKey() },
      { session: sid.finance },
    );
    const p = await payAt(recharge.result!.TradeID, 'Alipay');
    const pay = {
      id: p.result!.PaymentID,
      channel: TradeMode.Alipay,
      amountFen: 50000,
      subject: '',
      providerTradeNo: null,
      expiresAt: new Date(),
    };
    // The payer pays at the simulator, but no notify comes: the cashier's poll asks the gateway and applies it.
    sim().payerPays(pay, t.clock.now());
    const q = await t.call(CashierQuery, { PaymentID: pay.id }, { session: sid.finance });
    expect(q.result).toMatchObject({ PaymentStatus: 'Paid', TradeStatus: TradeStatus.Finished });
    expect((await accountOf(t, sid.finance!, AccountType.Balance))!.Balance).toBe(before + 500);
    expect((await paymentRow(pay.id)).n).toBe(0);
  });

  it('closes the payment when the payer gives up, and the deal can be paid again', async () => {
    const { deal, paymentId } = await onlineCharge(12);
    await t.call(CashierSimulate, { PaymentID: paymentId, Outcome: 'close' }, { session: sid.finance });
    await waitFor(async () => (await paymentRow(paymentId)).n >= 2, 'the close notifies');
    expect((await paymentRow(paymentId)).status).toBe('Closed');
    expect((await dealRow(deal.TradeID)).status).toBe(TradeStatus.WaitPayment);
    expect((await info(deal.TradeID)).result!.Payment).toBeNull();
    const again = await payAt(deal.TradeID, 'Balance');
    expect(again.result!.Deal.TradeStatus).toBe(TradeStatus.Finished);
  });
});

describe('Cashier/Notify', () => {
  it('needs no session or X-Requested-With, but a valid signature: a bad one is refused with nothing written', async () => {
    const { deal, paymentId } = await onlineCharge(70);
    const good = signedNotify(paymentId, 7000);
    for (const bad of [
      { ...good, Sign: 'f'.repeat(64) },
      { ...good, Sign: 'not-hex' },
      { ...good, Nonce: 'tampered-nonce' },
    ]) {
      const r = await postNotify(bad);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ isSucc: false, message: 'The payment notify signature is not valid' });
    }
    const unknown = await postNotify(good, 'acme');
    expect(unknown.body).toMatchObject({ isSucc: false, message: 'Unknown payment provider' });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'Pending', n: 0 });
    expect(await dealRow(deal.TradeID)).toMatchObject({ status: TradeStatus.WaitPayment, postings: 0 });

    const ok = await postNotify(good);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ isSucc: true, result: { Applied: true } });
    expect((await dealRow(deal.TradeID)).status).toBe(TradeStatus.Finished);
  });

  it("is the only call exempt from the CSRF proof; the cashier's own calls still need it", async () => {
    expect(t.app.calls.filter((b) => b.contract.external).map((b) => `${b.contract.group}/${b.contract.path}`)).toEqual(
      ['trade/Cashier/Notify/:provider'],
    );
    const deal = await raiseCharge(t, sid.accountant!, 3);
    const r = await t.call(
      CashierPay,
      { TradeID: deal.TradeID, Channel: 'Balance', IdempotencyKey: newKey() },
      { session: sid.finance, noCsrfHeader: true, lang: 'en' },
    );
    expect(r).toMatchObject({
      isSucc: false,
      statusCode: 400,
      message: 'The request origin could not be verified and was refused',
    });
    expect((await dealRow(deal.TradeID)).status).toBe(TradeStatus.WaitPayment);
  });

  it('refuses an amount that does not match the payment', async () => {
    const { deal, paymentId } = await onlineCharge(99);
    const r = await postNotify(signedNotify(paymentId, 9900, { amountYuan: '9.90' }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ isSucc: false, message: 'The amount paid does not match the payment' });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'Pending', n: 0 });
    expect(await dealRow(deal.TradeID)).toMatchObject({ status: TradeStatus.WaitPayment, postings: 0 });
  });

  it('applies the same notify delivered 5 times at once, out of order with an older close, exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const { deal, paymentId } = await onlineCharge(150 + round);
      const fen = (150 + round) * 100;
      const success = new Date(t.clock.now().getTime() + 5000);
      const close = new Date(success.getTime() - 3000);
      const notifies = [
        signedNotify(paymentId, fen, { at: success }),
        signedNotify(paymentId, fen, { at: success }),
        signedNotify(paymentId, fen, { status: 'TRADE_CLOSED', at: close }),
        signedNotify(paymentId, fen, { at: success }),
        signedNotify(paymentId, fen, { at: success }),
      ];
      // A different order each round; all five in flight together.
      const order = [notifies, [...notifies].reverse(), [notifies[2]!, ...notifies.filter((_, i) => i !== 2)]][round]!;
      const replies = await Promise.all(order.map((n) => postNotify(n)));
      expect(replies.every((r) => r.status === 200 && r.body.isSucc)).toBe(true);
      const applied = replies.filter((r) => (r.body.result as { Applied: boolean }).Applied).length;
      // The success applies once; a close that came first may have applied (then the success settled it anyway).
      expect(applied).toBeGreaterThanOrEqual(1);
      expect(applied).toBeLessThanOrEqual(2);
      expect(await dealRow(deal.TradeID)).toMatchObject({ status: TradeStatus.Finished, postings: 2 });
      const row = await paymentRow(paymentId);
      expect(row).toMatchObject({ status: 'Paid', n: 5 });
      expect(new Date(row.last_notify_at!).getTime()).toBe(Math.floor(success.getTime() / 1000) * 1000);
    }
  });

  it('a close older than an applied success changes nothing; a late success after a close still settles', async () => {
    const a = await onlineCharge(61);
    const t0 = t.clock.now();
    expect((await postNotify(signedNotify(a.paymentId, 6100, { at: t0 }))).body.result).toEqual({ Applied: true });
    const late = await postNotify(
      signedNotify(a.paymentId, 6100, { status: 'TRADE_CLOSED', at: new Date(t0.getTime() - 60_000) }),
    );
    expect(late.body.result).toEqual({ Applied: false });
    expect((await paymentRow(a.paymentId)).status).toBe('Paid');

    const b = await onlineCharge(62);
    await postNotify(signedNotify(b.paymentId, 6200, { status: 'TRADE_CLOSED', at: t0 }));
    expect((await paymentRow(b.paymentId)).status).toBe('Closed');
    const paid = await postNotify(signedNotify(b.paymentId, 6200, { at: new Date(t0.getTime() - 1000) }));
    expect(paid.body.result).toEqual({ Applied: true });
    expect(await paymentRow(b.paymentId)).toMatchObject({ status: 'Paid', n: 2 });
    expect(await dealRow(b.deal.TradeID)).toMatchObject({ status: TradeStatus.Finished, postings: 2 });
  });

  it('money taken for a deal already paid another way goes back to the payer', async () => {
    const { deal, paymentId } = await onlineCharge(73);
    const paidByBalance = await payAt(deal.TradeID, 'Balance');
    expect(paidByBalance.result!.Deal.TradeStatus).toBe(TradeStatus.Finished);
    // The online payment was closed here when the balance paid; the payer pays it anyway.
    expect((await paymentRow(paymentId)).status).toBe('Closed');
    const r = await postNotify(signedNotify(paymentId, 7300));
    expect(r.body.result).toEqual({ Applied: true });
    expect((await paymentRow(paymentId)).status).toBe('Refunded');
    const gw = await sim().query({
      id: paymentId,
      channel: TradeMode.Alipay,
      amountFen: 7300,
      subject: '',
      providerTradeNo: null,
      expiresAt: new Date(),
    });
    expect(gw.status).toBe('Refunded');
    // Only the balance's postings: nothing of the refunded online payment reached the ledger.
    expect((await dealRow(deal.TradeID)).postings).toBe(2);
    expect((await postNotify(signedNotify(paymentId, 7300))).body.result).toEqual({ Applied: false });
  });
});

describe('Cashier/Redirect', () => {
  it('gives the cashier address, keeping only a same-site return path', async () => {
    const deal = await raiseCharge(t, sid.accountant!, 5);
    const url = (ReturnUrl?: string) =>
      t.call<{ Url: string }>(CashierRedirect, { TradeID: deal.TradeID, ReturnUrl }, { session: sid.finance });
    expect((await url('/bill/orders?x=1')).result!.Url).toBe(
      `/trade/cashier?TradeID=${deal.TradeID}&ReturnUrl=%2Fbill%2Forders%3Fx%3D1`,
    );
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])
      expect((await url(bad)).result!.Url).toBe(`/trade/cashier?TradeID=${deal.TradeID}`);
    await payAt(deal.TradeID, 'Balance');
    expect(await url()).toMatchObject({ isSucc: false, statusCode: 400 });
  });
});

describe('expiry', () => {
  it('closes a pending payment past its time after asking the gateway, but settles one the payer paid', async () => {
    const open = await onlineCharge(21);
    const paidQuietly = await onlineCharge(22, 'Weixin');
    sim().payerPays(
      {
        id: paidQuietly.paymentId,
        channel: TradeMode.Weixin,
        amountFen: 2200,
        subject: '',
        providerTradeNo: null,
        expiresAt: new Date(),
      },
      t.clock.now(),
    );
    // Not yet due: nothing happens.
    expect(await closeExpiredPayments(t.app.deps)).toBe(0);
    expect((await paymentRow(open.paymentId)).status).toBe('Pending');

    t.clock.advance((ONLINE_PAYMENT_TTL_MINUTES + 1) * 60_000);
    await closeExpiredPayments(t.app.deps);
    expect((await paymentRow(open.paymentId)).status).toBe('Closed');
    expect((await dealRow(open.deal.TradeID)).status).toBe(TradeStatus.WaitPayment);
    // Closed at the simulator too: the payer can no longer pay it there.
    expect(
      sim().payerPays(
        {
          id: open.paymentId,
          channel: TradeMode.Alipay,
          amountFen: 2100,
          subject: '',
          providerTradeNo: null,
          expiresAt: new Date(),
        },
        t.clock.now(),
      ),
    ).toBe(false);
    expect((await paymentRow(paidQuietly.paymentId)).status).toBe('Paid');
    expect((await dealRow(paidQuietly.deal.TradeID)).status).toBe(TradeStatus.Finished);
    expect((await info(open.deal.TradeID)).result!.Payment).toBeNull();
  });
});

describe('with online payment off', () => {
  let off: TTestApp;
  beforeAll(async () => {
    off = await createTestApp({ workers: false, config: { paymentGateway: 'off' } });
  });
  afterAll(async () => off?.close());

  it('offers no online channel, refuses the simulator and its notifies', async () => {
    const finance = await off.login('finance');
    const accountant = await off.login('accountant');
    const deal = await raiseCharge(off, accountant, 8);
    const i = await off.call<TCashierInfo>(CashierInfo, { TradeID: deal.TradeID }, { session: finance });
    expect(i.result!.Simulator).toBe(false);
    expect(i.result!.Choices.find((c) => c.Channel === 'Alipay')).toMatchObject({
      Enabled: false,
      DisabledReason: 'cashier.reasons.noGateway',
    });
    const p = await off.call(
      CashierPay,
      { TradeID: deal.TradeID, Channel: 'Alipay', IdempotencyKey: newKey() },
      { session: finance, lang: 'en' },
    );
    expect(p).toMatchObject({ isSucc: false, message: 'Online payment is not available' });
    const s = await off.call(
      CashierSimulate,
      { PaymentID: 'PY000000000001', Outcome: 'pay' },
      { session: finance, lang: 'en' },
    );
    expect(s).toMatchObject({ isSucc: false, message: 'The payment gateway is not the simulator' });
    // Whatever the development key signs counts for nothing once the simulator is not the gateway.
    const fields = {
      PaymentID: 'PY000000000001',
      ProviderTradeNo: 'SIMPY000000000001',
      Amount: '8.00',
      Status: 'TRADE_SUCCESS',
      NotifyTime: formatDateTime(off.clock.now()),
      Nonce: 'nonce-0001',
    };
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/trade/Cashier/Notify/sim',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=en' },
      payload: new URLSearchParams({
        ...fields,
        Sign: createSimGateway(off.config.paymentSimSecret).sign(fields),
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSucc: false, message: 'Unknown payment provider' });
  });
});
