import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BtripServiceFeeList,
  ChargeLevelDetails,
  ChargeLevelUpdate,
  ChargeList,
  ChargeUpdate,
  TradeLevelAdd,
  serviceFeeFor,
  type TChargeList,
  type TEffectiveFee,
  type TFeeItemInput,
  type TLevelCharge,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { serviceFeesOf } from '../../src/modules/charge/index.ts';
import { createOtherCompany, createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';

// Service fees (system Charge/List, Update, LevelDetails, LevelUpdate; btrip ServiceFee/List): a customer level's
// defaults, a client company's own items per service and scene overriding them, reset back to the level, the
// travellers' read-only list, who may read and change what, compare-and-set on the version, and serviceFeesOf for
// the booking issues.

let t: TTestApp;
const sid: Record<string, string> = {};
let demo = '';
let other: { companyId: string; sid: string };
const en = (key: string) => translate('en', key);

const userOf = async (login: string) => {
  const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq }) => eq(x.loginName, login) });
  if (!u) throw new Error(`no user ${login}`);
  return u;
};
const levelIdOf = async (code: string): Promise<string> => {
  const r = await t.database.executeSql('select id from customer_levels where code = $1', [code]);
  return String(r.rows[0]!.id);
};
const versionOf = async (kind: string, owner: string): Promise<number | undefined> => {
  const r = await t.database.executeSql(
    'select version from service_fee_sets where owner_kind = $1 and owner_id = $2',
    [kind, owner],
  );
  return r.rows[0] ? Number(r.rows[0].version) : undefined;
};

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'finance', 'operator', 'service', 'sales', 'supplier', 'traveler'])
    sid[a] = await t.login(a);
  demo = (await userOf('admin')).companyId;
  other = await createOtherCompany(t, '别家服务费公司', '13900005551');
  const { insertUser, hashPassword } = await import('../../src/modules/org/index.ts');
  await insertUser(t.app.deps.db, t.clock, (await userOf('operator')).companyId, {
    name: '未分配客服',
    mobile: '13900005552',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roles: ['service'],
  });
  sid.unassigned = await t.login('13900005552');
});
afterAll(async () => t.close());

const list = (who: string, CompanyID?: string) =>
  t.call<TChargeList>(ChargeList, CompanyID ? { CompanyID } : {}, { session: sid[who] ?? who, lang: 'en' });
const update = (who: string, CompanyID: string, Items: TFeeItemInput[], Version: number) =>
  t.call<TChargeList>(ChargeUpdate, { CompanyID, Items, Version }, { session: sid[who] ?? who, lang: 'en' });
const fees = (r: { result: { Items: TEffectiveFee[] } | null }) =>
  r.result!.Items.map((i) => {
    const fee = i.Mode === 'Fixed' ? `¥${i.Amount}` : `${i.Rate}%[${i.Min},${i.Max}]`;
    return `${i.Service}/${i.Scene} ${fee}/${i.Per} ${i.Source}`;
  });

/** The VIP level's seeded defaults, as `fees` prints them. */
const VIP = [
  'train/booking ¥3/Unit Level',
  'train/refund ¥3/Unit Level',
  'train/change ¥3/Unit Level',
  'flight/booking ¥20/Unit Level',
  'flight/refund ¥10/Unit Level',
  'flight/change ¥10/Unit Level',
  'intlFlight/booking ¥80/Unit Level',
  'hotel/booking ¥0/Order Level',
];

const TRAIN_4: TFeeItemInput = { Service: 'train', Scene: 'booking', Mode: 'Fixed', Per: 'Unit', Amount: 4 };
const FLIGHT_2PCT: TFeeItemInput = {
  Service: 'flight',
  Scene: 'booking',
  Mode: 'Percent',
  Per: 'Order',
  Rate: 2,
  Min: 10,
  Max: '50.5',
};

describe('a company on a customer level', () => {
  it("shows its level's defaults until it has fees of its own; its administrator reads them", async () => {
    const r = await list('admin');
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result).toMatchObject({
      CompanyID: demo,
      LevelName: 'VIP 客户',
      Version: 0,
      CanEdit: false,
      Own: [],
    });
    expect(fees(r)).toEqual(VIP);
    expect(r.result!.LevelItems).toHaveLength(VIP.length);
  });

  it('TMC staff who reach the company override single items; the others stay the level defaults', async () => {
    const r = await update('service', demo, [FLIGHT_2PCT, TRAIN_4], 0);
    expect(r.isSucc, r.message).toBe(true);
    expect(r.message).toBe(en('messages.saved'));
    expect(r.result).toMatchObject({ Version: 1, CanEdit: true });
    expect(fees(r)).toEqual([
      'train/booking ¥4/Unit Company',
      'train/refund ¥3/Unit Level',
      'train/change ¥3/Unit Level',
      'flight/booking 2%[10,50.5]/Order Company',
      'flight/refund ¥10/Unit Level',
      'flight/change ¥10/Unit Level',
      'intlFlight/booking ¥80/Unit Level',
      'hotel/booking ¥0/Order Level',
    ]);
    // Stored in a stable order, fen and basis points inside.
    expect(r.result!.Own.map((i) => `${i.Service}/${i.Scene}`)).toEqual(['train/booking', 'flight/booking']);
    const rows = await t.database.executeSql(
      "select items from service_fee_sets where owner_kind = 'Company' and owner_id = $1",
      [demo],
    );
    expect(rows.rows[0]!.items).toEqual([
      {
        service: 'train',
        scene: 'booking',
        mode: 'Fixed',
        per: 'Unit',
        amountFen: 400,
        rateBp: 0,
        minFen: 0,
        maxFen: 0,
      },
      {
        service: 'flight',
        scene: 'booking',
        mode: 'Percent',
        per: 'Order',
        amountFen: 0,
        rateBp: 200,
        minFen: 1000,
        maxFen: 5050,
      },
    ]);
    // The administrator sees the same, read only.
    const seen = await list('admin');
    expect(fees(seen)).toEqual(fees(r));
    expect(seen.result!.CanEdit).toBe(false);
  });

  it("travellers read their company's effective fees, and the booking issues compute with them", async () => {
    const r = await t.call<{ Items: TEffectiveFee[] }>(BtripServiceFeeList, {}, { session: sid.employee });
    expect(r.isSucc, r.message).toBe(true);
    expect(fees(r)).toContain('train/booking ¥4/Unit Company');
    expect(fees(r)).toContain('flight/refund ¥10/Unit Level');
    const train = await t.call<{ Items: TEffectiveFee[] }>(
      BtripServiceFeeList,
      { Service: 'train' },
      { session: sid.finance },
    );
    expect(fees(train)).toEqual([
      'train/booking ¥4/Unit Company',
      'train/refund ¥3/Unit Level',
      'train/change ¥3/Unit Level',
    ]);

    const items = await t.app.deps.db.transaction((tx) => serviceFeesOf(tx, demo));
    // Two train tickets at ¥553.50: ¥4 each.
    expect(serviceFeeFor(items, { service: 'train', scene: 'booking', priceFen: 110700, units: 2 })).toBe(800);
    // A refund of one: the level's ¥3.
    expect(serviceFeeFor(items, { service: 'train', scene: 'refund', priceFen: 55350, units: 1 })).toBe(300);
    // A flight order of ¥1,200 at 2 %: ¥24; of ¥300: the ¥10 minimum; of ¥5,000: the ¥50.50 maximum.
    expect(serviceFeeFor(items, { service: 'flight', scene: 'booking', priceFen: 120000, units: 1 })).toBe(2400);
    expect(serviceFeeFor(items, { service: 'flight', scene: 'booking', priceFen: 30000, units: 3 })).toBe(1000);
    expect(serviceFeeFor(items, { service: 'flight', scene: 'booking', priceFen: 500000, units: 1 })).toBe(5050);
    // No item at all: free.
    expect(serviceFeeFor(items, { service: 'visa', scene: 'booking', priceFen: 50000, units: 1 })).toBe(0);
  });

  it("the operator's change of a level default reaches every company that has no item of its own", async () => {
    const vip = await levelIdOf('VIP');
    const got = await t.call<TLevelCharge>(ChargeLevelDetails, { LevelID: vip }, { session: sid.operator });
    expect(got.result).toMatchObject({ LevelID: vip, LevelName: 'VIP 客户', Version: 1 });
    const items = got.result!.Items.map((i) =>
      i.Service === 'train' && i.Scene === 'refund' ? { ...i, Amount: 6 } : i,
    );
    const saved = await t.call<TLevelCharge>(
      ChargeLevelUpdate,
      { LevelID: vip, Items: items, Version: 1 },
      { session: sid.operator, lang: 'en' },
    );
    expect(saved.isSucc, saved.message).toBe(true);
    expect(saved.result!.Version).toBe(2);
    const r = await list('admin');
    expect(fees(r)).toContain('train/refund ¥6/Unit Level');
    // The company's own train booking fee stays its own.
    expect(fees(r)).toContain('train/booking ¥4/Unit Company');
    // A stale level update is refused.
    const stale = await t.call(
      ChargeLevelUpdate,
      { LevelID: vip, Items: [], Version: 1 },
      { session: sid.operator, lang: 'en' },
    );
    expect(stale).toMatchObject({ isSucc: false, statusCode: 400, message: en('charge.errors.stale') });
    expect(await versionOf('Level', vip)).toBe(2);
  });

  it('resets to the level defaults', async () => {
    const r = await update('operator', demo, [], 1);
    expect(r.isSucc, r.message).toBe(true);
    expect(r.message).toBe(en('charge.messages.reset'));
    expect(r.result).toMatchObject({ Version: 2, Own: [] });
    expect(fees(r).every((f) => f.endsWith(' Level'))).toBe(true);
    expect(fees(r)).toContain('train/booking ¥3/Unit Level');
  });
});

describe('a company without a customer level', () => {
  it('has no fees until it gets a level or fees of its own', async () => {
    const none = await list('operator', other.companyId);
    expect(none.result).toMatchObject({ LevelID: '', LevelName: '', Items: [], LevelItems: [], Version: 0 });
    const own = await t.call<{ Items: TEffectiveFee[] }>(BtripServiceFeeList, {}, { session: other.sid });
    expect(own.result!.Items).toEqual([]);

    // Its own item applies without a level.
    const saved = await update('operator', other.companyId, [TRAIN_4], 0);
    expect(fees(saved)).toEqual(['train/booking ¥4/Unit Company']);
    // Given the standard level, the level fills in what it has no item for.
    const level = await t.call(
      TradeLevelAdd,
      { CompanyID: other.companyId, LevelID: await levelIdOf('STD') },
      { session: sid.operator },
    );
    expect(level.isSucc, level.message).toBe(true);
    const after = await list('operator', other.companyId);
    expect(after.result!.LevelName).toBe('标准客户');
    expect(fees(after)).toContain('train/booking ¥4/Unit Company');
    expect(fees(after)).toContain('flight/booking ¥30/Unit Level');
    expect(fees(after)).toContain('intlHotel/booking 3%[20,200]/Order Level');
  });
});

describe('who may read and change fees', () => {
  it("refuses a client's administrator who tries to change them, and writes nothing", async () => {
    const before = await versionOf('Company', demo);
    const r = await update('admin', demo, [TRAIN_4], before ?? 0);
    expect(r).toMatchObject({ isSucc: false, statusCode: 400, message: en('charge.errors.tmcOnly') });
    expect(await versionOf('Company', demo)).toBe(before);
  });

  it('refuses TMC staff who do not reach the company, and another company, and writes nothing', async () => {
    const forbidden = en('messages.forbidden');
    // The demo company's reps do not reach the other company; an unassigned rep reaches none.
    expect(await list('service', other.companyId)).toMatchObject({ isSucc: false, message: forbidden });
    expect(await list('unassigned', demo)).toMatchObject({ isSucc: false, message: forbidden });
    expect(await update('unassigned', demo, [TRAIN_4], 2)).toMatchObject({ isSucc: false, message: forbidden });
    // Another client's administrator neither reads nor changes the demo company's fees.
    expect(await list(other.sid, demo)).toMatchObject({ isSucc: false, message: forbidden });
    expect(await update(other.sid, demo, [TRAIN_4], 2)).toMatchObject({ isSucc: false });
    expect(await versionOf('Company', demo)).toBe(2);
    // The sales rep reaches the demo company and may change it.
    const sales = await update('sales', demo, [TRAIN_4], 2);
    expect(sales.isSucc, sales.message).toBe(true);
  });

  it('refuses people without the action, and companies that are not clients', async () => {
    const forbidden = en('messages.forbidden');
    for (const who of ['employee', 'finance', 'supplier', 'traveler'])
      expect(await list(who), who).toMatchObject({ isSucc: false, statusCode: 400, message: forbidden });
    // TMC staff on their own company, which has no fees.
    expect(await list('operator')).toMatchObject({ isSucc: false, message: en('charge.errors.notClient') });
    // Level defaults are the operator's.
    const vip = await levelIdOf('VIP');
    for (const who of ['service', 'admin'])
      expect(await t.call(ChargeLevelDetails, { LevelID: vip }, { session: sid[who], lang: 'en' })).toMatchObject({
        isSucc: false,
        message: forbidden,
      });
    const unknown = await t.call(ChargeLevelDetails, { LevelID: 'L999' }, { session: sid.operator, lang: 'en' });
    expect(unknown).toMatchObject({ isSucc: false, message: en('customer.errors.levelNotFound') });
    // The travellers' list is for people of a client company.
    for (const who of ['operator', 'supplier', 'traveler']) {
      const r = await t.call(BtripServiceFeeList, {}, { session: sid[who], lang: 'en' });
      expect(r, who).toMatchObject({ isSucc: false, statusCode: 400, message: en('charge.errors.travellersOnly') });
    }
    expect(await t.call(BtripServiceFeeList, {}, {})).toMatchObject({ isSucc: false, statusCode: 511 });
  });
});

describe('bad input', () => {
  const bad: [string, TFeeItemInput[] | unknown, string][] = [
    ['a rate over 100 %', [{ ...FLIGHT_2PCT, Rate: 101 }], 'charge.validation.rate'],
    ['a rate with three decimals', [{ ...FLIGHT_2PCT, Rate: 1.255 }], 'charge.validation.rate'],
    ['a maximum below the minimum', [{ ...FLIGHT_2PCT, Min: 30, Max: 20 }], 'charge.validation.maxBelowMin'],
    ['a negative amount', [{ ...TRAIN_4, Amount: -1 }], 'charge.validation.amount'],
    [
      'a fixed fee without an amount',
      [{ Service: 'train', Scene: 'booking', Mode: 'Fixed' }],
      'charge.validation.amountRequired',
    ],
    ['an unknown service', [{ ...TRAIN_4, Service: 'ship' }], 'messages.validation.invalidOption'],
    ['an unknown scene', [{ ...TRAIN_4, Scene: 'upgrade' }], 'messages.validation.invalidOption'],
    ['the same service and scene twice', [TRAIN_4, { ...TRAIN_4, Amount: 5 }], 'charge.validation.duplicate'],
  ];
  it.each(bad)('refuses %s with a message in the caller language, writing nothing', async (_what, items, key) => {
    const before = await versionOf('Company', demo);
    for (const lang of ['en', 'cn'] as const) {
      const r = await t.call(
        ChargeUpdate,
        { CompanyID: demo, Items: items, Version: before },
        { session: sid.service, lang },
      );
      expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
      expect(r.message).toContain(translate(lang, key));
    }
    expect(await versionOf('Company', demo)).toBe(before);
  });

  it('refuses an update without a company or a version', async () => {
    const noCompany = await t.call(ChargeUpdate, { Items: [], Version: 3 }, { session: sid.service, lang: 'en' });
    expect(noCompany).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(noCompany.message).toContain('CompanyID');
    const noVersion = await t.call(ChargeUpdate, { CompanyID: demo, Items: [] }, { session: sid.service, lang: 'en' });
    expect(noVersion).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(noVersion.message).toContain(en('charge.validation.version'));
  });
});

describe('compare-and-set', () => {
  it('of two updates from the same version, one wins and the other is told to refresh', async () => {
    const from = (await versionOf('Company', demo))!;
    const [a, b] = await Promise.all([
      update('service', demo, [{ ...TRAIN_4, Amount: 7 }], from),
      update('operator', demo, [{ ...TRAIN_4, Amount: 8 }], from),
    ]);
    expect([a.isSucc, b.isSucc].sort()).toEqual([false, true]);
    const loser = a.isSucc ? b : a;
    expect(loser.message).toBe(en('charge.errors.stale'));
    expect(await versionOf('Company', demo)).toBe(from + 1);
    const winner = a.isSucc ? 7 : 8;
    expect(fees(await list('admin'))).toContain(`train/booking ¥${winner}/Unit Company`);
  });

  it('two first saves of a company that never had fees create it once', async () => {
    const third = await createOtherCompany(t, '第三家服务费公司', '13900005553');
    const [a, b] = await Promise.all([
      update('operator', third.companyId, [TRAIN_4], 0),
      update('operator', third.companyId, [{ ...TRAIN_4, Amount: 9 }], 0),
    ]);
    expect([a.isSucc, b.isSucc].sort()).toEqual([false, true]);
    expect(await versionOf('Company', third.companyId)).toBe(1);
  });
});
