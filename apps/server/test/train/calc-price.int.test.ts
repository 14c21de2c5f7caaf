import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrainCalcPrice, parseDateTime, type TLang, type TTrainCalcPriceResult } from '@opentmc/contracts';
import { readConfig } from '../../src/platform/config.ts';
import { createTestApp, type TTestApp } from '../harness.ts';

// train/TrainFixInAdvance/CalcPrice?price&date: the refund fee now (the test's clock) of a ticket price for a
// departure, by tier, rounding and minimum; the 35-minute online cut-off; bad input; who may call; the rule setting.

let t: TTestApp;
let employee: string;
const NOW = '2026-03-10 10:00:00';

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  employee = await t.login('employee');
});
afterAll(async () => t.close());

/** The spec's named query parameters, as the web client sends them. */
const calc = (price: string | undefined, date: string | undefined, o: { session?: string; lang?: TLang } = {}) => {
  const query: Record<string, string> = {};
  if (price !== undefined) query.price = price;
  if (date !== undefined) query.date = date;
  return t.call<TTrainCalcPriceResult>(TrainCalcPrice, undefined, {
    session: 'session' in o ? o.session : employee,
    lang: o.lang ?? 'en',
    query,
  });
};

describe('TrainFixInAdvance/CalcPrice', () => {
  it.each([
    ['10 days before: free', '553.5', '2026-03-20 10:00:00', { Fee: 0, Rate: 0, RefundAmount: 553.5 }],
    ['exactly 8 days: free', '553.5', '2026-03-18 10:00:00', { Fee: 0, Rate: 0, RefundAmount: 553.5 }],
    ['8 days − 1 min: 5%', '553.5', '2026-03-18 09:59:00', { Fee: 27.5, Rate: 0.05, RefundAmount: 526 }],
    ['exactly 48 h: 5%', '553.5', '2026-03-12 10:00:00', { Fee: 27.5, Rate: 0.05, RefundAmount: 526 }],
    ['48 h − 1 min: 10%', '553.5', '2026-03-12 09:59:00', { Fee: 55.5, Rate: 0.1, RefundAmount: 498 }],
    ['exactly 24 h: 10%', '553.5', '2026-03-11 10:00:00', { Fee: 55.5, Rate: 0.1, RefundAmount: 498 }],
    ['24 h − 1 min: 20%', '553.5', '2026-03-11 09:59:00', { Fee: 110.5, Rate: 0.2, RefundAmount: 443 }],
    ['36 min before: 20%', '553.5', '2026-03-10 10:36:00', { Fee: 110.5, Rate: 0.2, RefundAmount: 443 }],
    ['rounded up to a yuan: 20.76', '103.8', '2026-03-11 09:00:00', { Fee: 21, Rate: 0.2, RefundAmount: 82.8 }],
    ['the 2-yuan minimum', '30', '2026-03-13 10:00:00', { Fee: 2, Rate: 0.05, RefundAmount: 28 }],
    ['a ticket under 2 yuan', '1.5', '2026-03-10 12:00:00', { Fee: 1.5, Rate: 0.2, RefundAmount: 0 }],
  ])('%s', async (_label, price, date, expected) => {
    t.clock.set(parseDateTime(NOW)!);
    const r = await calc(price, date);
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result).toEqual({ Price: Number(price), ...expected });
  });

  it('takes the payload as data JSON too, with a numeric price', async () => {
    t.clock.set(parseDateTime(NOW)!);
    const r = await t.call<TTrainCalcPriceResult>(
      TrainCalcPrice,
      { price: 100, date: '2026-03-11 09:00:00' },
      { session: employee },
    );
    expect(r.result).toEqual({ Price: 100, Fee: 20, Rate: 0.2, RefundAmount: 80 });
  });

  it('follows the clock', async () => {
    t.clock.set(parseDateTime('2026-03-01 10:00:00')!);
    expect((await calc('553.5', '2026-03-11 09:59:00')).result!.Fee).toBe(0);
    t.clock.set(parseDateTime('2026-03-11 08:00:00')!);
    expect((await calc('553.5', '2026-03-11 09:59:00')).result!.Fee).toBe(110.5);
  });

  it('refuses inside the 35-minute online cut-off and after departure, in both languages', async () => {
    t.clock.set(parseDateTime(NOW)!);
    for (const date of ['2026-03-10 10:35:00', '2026-03-10 10:20:00', '2026-03-10 09:00:00']) {
      const r = await calc('553.5', date);
      expect([r.isSucc, r.statusCode, r.httpStatus], date).toEqual([false, 400, 400]);
      expect(r.message).toBe(
        'Online refunds and changes close 35 minutes before departure; please go to a station ticket office',
      );
    }
    const cn = await calc('553.5', '2026-03-10 10:35:00', { lang: 'cn' });
    expect(cn.message).toBe('距开车已不足 35 分钟，不能在线退票或改签，请到车站窗口办理');
  });

  it('refuses bad input with 400 and a clear message', async () => {
    t.clock.set(parseDateTime(NOW)!);
    const date = '2026-03-20 10:00:00';
    const cases: [string | undefined, string | undefined, string][] = [
      ['-10', date, 'price: Please enter the correct ticket price (more than 0, at most 100,000 yuan)'],
      ['0', date, 'price: Please enter the correct ticket price (more than 0, at most 100,000 yuan)'],
      ['100000.01', date, 'price: Please enter the correct ticket price (more than 0, at most 100,000 yuan)'],
      ['abc', date, 'price: Please enter the correct amount'],
      ['12.345', date, 'price: Please enter the correct amount'],
      [undefined, date, 'price: Please enter the correct ticket price (more than 0, at most 100,000 yuan)'],
      ['553.5', '2026-02-30 10:00:00', 'date: Dates must be yyyy-MM-dd HH:mm:ss'],
      ['553.5', '2026/03/20 10:00', 'date: Dates must be yyyy-MM-dd HH:mm:ss'],
      ['553.5', undefined, 'date: Dates must be yyyy-MM-dd HH:mm:ss'],
    ];
    for (const [price, d, message] of cases) {
      const r = await calc(price, d);
      expect([r.statusCode, r.httpStatus, r.message], `${price} ${d}`).toEqual([400, 400, message]);
    }
    const cn = await calc('-1', date, { lang: 'cn' });
    expect(cn.message).toBe('price：请输入正确的票价（大于 0，不超过 100000 元）');
  });

  it('is open to any logged-in user, and refuses anonymous callers', async () => {
    t.clock.set(parseDateTime(NOW)!);
    for (const account of ['service', 'supplier', 'approver']) {
      const r = await calc('553.5', '2026-03-11 09:59:00', { session: await t.login(account) });
      expect(r.isSucc, account).toBe(true);
    }
    const anon = await t.call(TrainCalcPrice, undefined, {
      query: { price: '553.5', date: '2026-03-11 09:59:00' },
    });
    expect([anon.statusCode, anon.httpStatus]).toEqual([511, 511]);
  });

  it('applies the configured rule: Within15Days charges 5% up to 15 days before', async () => {
    t.clock.set(parseDateTime(NOW)!);
    // The rule is read from the config on every call; this test app's config is switched and restored.
    t.config.trainRefundRule = 'Within15Days';
    try {
      expect((await calc('553.5', '2026-03-20 10:00:00')).result).toMatchObject({ Fee: 27.5, Rate: 0.05 });
      expect((await calc('553.5', '2026-03-25 10:00:00')).result).toMatchObject({ Fee: 27.5, Rate: 0.05 });
      expect((await calc('553.5', '2026-03-25 10:01:00')).result).toMatchObject({ Fee: 0, Rate: 0 });
    } finally {
      t.config.trainRefundRule = 'Standard';
    }
    expect((await calc('553.5', '2026-03-20 10:00:00')).result).toMatchObject({ Fee: 0, Rate: 0 });
  });

  it('reads the rule from TRAIN_REFUND_RULE, Standard by default, and refuses an unknown one at start-up', () => {
    expect(readConfig({}).trainRefundRule).toBe('Standard');
    expect(readConfig({ TRAIN_REFUND_RULE: 'Within15Days' }).trainRefundRule).toBe('Within15Days');
    expect(() => readConfig({ TRAIN_REFUND_RULE: 'Lenient' })).toThrow(/TRAIN_REFUND_RULE must be one of/);
  });
});
