import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardType, TrainConsumerVerification, type TConsumerVerificationResult, type TLang } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';

// train/TrainOrder/ConsumerVerification over the rail simulator: the ID number's checksum (GB 11643, MOD 11-2),
// the name against the simulator's register, and the register's verification state, one verdict per passenger.

let t: TTestApp;
let employee: string;
let supplier: string;
let before: unknown;

const snapshot = async () =>
  (
    await t.database.executeSql(
      `SELECT (SELECT count(*)::int FROM train_accounts) AS accounts, (SELECT count(*)::int FROM train_sim_accounts) AS sim,
              (SELECT count(*)::int FROM rate_limits) AS limits`,
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  [employee, supplier] = await Promise.all([t.login('employee'), t.login('supplier')]);
  before = await snapshot();
});
afterAll(async () => t.close());

const verify = (Passengers: unknown, lang: TLang = 'en', session: string | undefined = employee) =>
  t.call<TConsumerVerificationResult>(TrainConsumerVerification, { Passengers }, { session, lang });

// The demo travellers, as the register holds them.
const ZHENG = { PassengerName: '郑浩', CardNo: '320102198805126313' };
const WANG = { PassengerName: '王/芳', CardNo: '320102199006204025' };
const LIN = { PassengerName: '林晓', CardNo: '350102199208152425', CardType: CardType.IdCard };

describe('TrainOrder/ConsumerVerification', () => {
  it('passes the demo travellers, whatever the name separator', async () => {
    const r = await verify([ZHENG, WANG, LIN]);
    expect(r, r.message).toMatchObject({ isSucc: true, statusCode: 200 });
    expect(r.result!.Passengers).toEqual([
      { ...ZHENG, CardType: CardType.IdCard, Status: 'Passed', Message: '' },
      { ...WANG, CardType: CardType.IdCard, Status: 'Passed', Message: '' },
      { ...LIN, Status: 'Passed', Message: '' },
    ]);
  });

  it('passes a valid number the register does not hold, under any name', async () => {
    const r = await verify([{ PassengerName: 'ZHANG/SAN', CardNo: '31011519951120002 5' }]);
    expect(r, r.message).toMatchObject({ isSucc: true });
    expect(r.result!.Passengers[0]).toMatchObject({ CardNo: '310115199511200025', Status: 'Passed' });
  });

  it('fails a name that is not the card’s, and says who, still giving every verdict', async () => {
    const r = await verify([ZHENG, { PassengerName: '郑浩', CardNo: WANG.CardNo }]);
    expect([r.isSucc, r.statusCode, r.httpStatus]).toEqual([false, 400, 400]);
    expect(r.message).toBe('Passenger verification did not pass: 郑浩');
    expect(r.result!.Passengers.map((p) => [p.Status, p.Message])).toEqual([
      ['Passed', ''],
      ['Failed', 'The name does not match the document'],
    ]);
    const cn = await verify([{ PassengerName: '王小芳', CardNo: WANG.CardNo }], 'cn');
    expect(cn.message).toBe('乘客身份核验未通过：王小芳');
    expect(cn.result!.Passengers[0]!.Message).toBe('姓名与证件不符');
  });

  it('fails a number whose check character is wrong, or whose birthday is not a date or is in the future', async () => {
    const r = await verify([
      { PassengerName: '郑浩', CardNo: '320102198805126314' },
      { PassengerName: '李四', CardNo: '320102198802306316' },
      { PassengerName: '李五', CardNo: '3201021988051263' },
    ]);
    expect(r.isSucc).toBe(false);
    expect(r.result!.Passengers.map((p) => p.Status)).toEqual(['Failed', 'Failed', 'Failed']);
    expect(r.result!.Passengers[0]!.Message).toMatch(/check/i);
    expect(r.message).toBe('Passenger verification did not pass: 郑浩, 李四, 李五');
  });

  it("gives the register's state: pending (何静) and refused (钱进)", async () => {
    const r = await verify([
      { PassengerName: '何静', CardNo: '110105198503151230' },
      { PassengerName: '钱进', CardNo: '440304199107084561' },
      ZHENG,
    ]);
    expect(r.isSucc).toBe(false);
    expect(r.result!.Passengers.map((p) => [p.PassengerName, p.Status])).toEqual([
      ['何静', 'Pending'],
      ['钱进', 'Failed'],
      ['郑浩', 'Passed'],
    ]);
    expect(r.result!.Passengers[0]!.Message).toContain('has not verified this passenger yet');
    expect(r.result!.Passengers[1]!.Message).toBe('12306 refused this passenger’s identity');
    expect(r.message).toBe('Passenger verification did not pass: 何静, 钱进');
  });

  it('leaves other documents pending (verified in person), and checks their format', async () => {
    const r = await verify([
      { PassengerName: 'ZHENG/XIAOYU', CardType: CardType.Passport, CardNo: 'E98765432' },
      { PassengerName: 'LI/SI', CardType: CardType.HkMoPermit, CardNo: 'X123' },
    ]);
    expect(r.result!.Passengers.map((p) => p.Status)).toEqual(['Pending', 'Failed']);
    expect(r.result!.Passengers[0]!.Message).toBe(
      'This document must be verified in person at a station ticket office',
    );
  });

  it('refuses bad input with 400 and no verdicts: no passengers, more than 5, repeated numbers, blank names', async () => {
    const six = [
      '110105198503151230',
      '440304199107084561',
      '320102198805126313',
      '320102199006204025',
      '350102199208152425',
      '310115199511200025',
    ].map((CardNo, i) => ({ PassengerName: `乘客${i}`, CardNo }));
    const cases: [unknown, string][] = [
      [[], 'Please select a passenger'],
      [undefined, 'Please select a passenger'],
      [six, 'You can only select up to 5 passengers'],
      [[ZHENG, { ...ZHENG, PassengerName: '郑 浩' }], 'ID numbers cannot be repeated'],
      [[{ PassengerName: '  ', CardNo: ZHENG.CardNo }], 'Passenger name cannot be blank'],
      [[{ PassengerName: '郑浩', CardNo: '' }], 'Please enter the document number'],
      [[{ ...ZHENG, CardType: 9999 }], 'Please choose a valid document type'],
      ['not a list', ''],
    ];
    for (const [p, msg] of cases) {
      const r = await verify(p);
      expect([r.isSucc, r.statusCode, r.result], JSON.stringify(p)).toEqual([false, 400, null]);
      expect(r.message).toContain(msg);
    }
    const cn = await verify(six, 'cn');
    expect(cn.message).toContain('最多只能选择 5 位乘客');
  });

  it('answers anonymous callers with 511 and refuses callers without the booking action', async () => {
    const anon = await t.call(TrainConsumerVerification, { Passengers: [ZHENG] });
    expect([anon.statusCode, anon.httpStatus]).toEqual([511, 511]);
    const r = await verify([ZHENG], 'en', supplier);
    expect([r.statusCode, r.message]).toEqual([400, 'You are not allowed to do this']);
  });

  it('writes nothing: the train and rate-limit tables are as before the first verification', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
