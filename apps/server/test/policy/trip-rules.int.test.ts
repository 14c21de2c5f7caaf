import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Cabin,
  ControlLevel,
  TrafficGrade,
  TrainSeatType,
  TripRuleDelete,
  TripRuleDetails,
  TripRuleList,
  TripRuleOptions,
  TripRuleUpdate,
  evaluatePolicy,
  type TCallContract,
  type TLang,
  type TTripRuleInput,
  type TTripRuleOptions,
  type TTripRuleRow,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { departments, jobs, users } from '../../src/modules/org/index.ts';
import { cityCategoryOf, travellerFor, tripRulesOf } from '../../src/modules/policy/index.ts';
import { createOtherCompany, createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';
import { countOf, userOf } from './helpers.ts';

// Trip rules (btrip TripRule/*): every rule item with its control level round-trips (yuan on the wire, fen for the
// engine), the engine runs on the stored rules unchanged, bad input is refused in both languages with nothing
// written, and the rules of a company stay its own and its reaching TMC staff's.

let t: TTestApp;
const sid: Record<string, string> = {};
let demo = '';
let sales = '';
let other: { companyId: string; sid: string };

type TList = { Entities: TTripRuleRow[]; RecordCount: number };

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'service', 'operator']) sid[a] = await t.login(a);
  demo = (await userOf(t, 'admin')).companyId;
  const [d] = await t.app.deps.db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.name, '销售部'))
    .limit(1);
  sales = d!.id;
  other = await createOtherCompany(t, '别家差旅公司', '13900006666');
  // TMC staff without any customer assigned.
  const { insertUser, hashPassword } = await import('../../src/modules/org/index.ts');
  const tmc = await userOf(t, 'operator');
  await insertUser(t.app.deps.db, t.clock, tmc.companyId, {
    name: '未分配客服',
    mobile: '13900006667',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roles: ['service'],
  });
  sid.unassigned = await t.login('13900006667');
});
afterAll(async () => t.close());

const full = (): TTripRuleInput => ({
  Name: '销售部差旅标准',
  Scope: 'Department',
  DepartmentIDs: [sales],
  flight: {
    maxCabin: { value: Cabin.Economy80, level: ControlLevel.ReasonRequired },
    businessAboveHours: 0,
    maxDiscountTenths: { value: 7.5, level: ControlLevel.Warn },
    lowestPrice: { value: { within: 150.5, windowHours: 2 }, level: ControlLevel.ReasonRequired },
    advanceDays: { value: 5, level: ControlLevel.Record },
    maxCompanions: { value: 3, level: ControlLevel.Warn },
    agreementOnly: { value: true, level: ControlLevel.Warn },
    repeatSameDay: 'refuse',
  },
  hotel: {
    stars: { value: [3, 4], level: ControlLevel.ReasonRequired },
    nightlyCap: { value: { T1: 550, T2: 420.5, T3: 0, INTL: 1000 }, level: ControlLevel.Approval },
    agreementOnly: { value: false, level: ControlLevel.Record },
  },
  train: {
    seats: {
      value: {
        GC: [TrainSeatType.Second],
        D: [TrainSeatType.First, TrainSeatType.Second],
        ZTK: [TrainSeatType.HardSleeper],
      },
      level: ControlLevel.Forbid,
    },
  },
  car: {
    priceCap: { value: 200, level: ControlLevel.Warn },
    levels: { value: [TrafficGrade.Economy], level: ControlLevel.ReasonRequired },
  },
});

const save = (p: Record<string, unknown>, session = sid.admin!, lang: TLang = 'en') =>
  t.call<TTripRuleRow>(TripRuleUpdate, p, { session, lang });
const byId = (c: TCallContract, id: string, session = sid.admin!, extra: Record<string, unknown> = {}) =>
  t.call<TTripRuleRow>(c, extra, { session, params: { id }, lang: 'en' });
const en = (key: string, params: Record<string, string | number> = {}) => translate('en', key, params);

describe('trip rules', () => {
  it('lists the seeded demo rules: one for everyone, one for directors', async () => {
    const r = await t.call<TList>(TripRuleList, { PageNo: 1, PageSize: 20 }, { session: sid.admin });
    expect(r.isSucc, r.message).toBe(true);
    const byName = Object.fromEntries(r.result!.Entities.map((x) => [x.Name, x]));
    expect(byName['公司差旅标准']).toMatchObject({
      Scope: 'All',
      flight: { maxCabin: { value: Cabin.Economy, level: 5 }, businessAboveHours: 6 },
      hotel: { nightlyCap: { value: { T1: 600, T2: 450, T3: 350, INTL: 1200 }, level: 3 } },
      train: { seats: { value: { GC: [TrainSeatType.Second], D: [TrainSeatType.Second] }, level: 3 } },
    });
    expect(byName['总监差旅标准']).toMatchObject({ Scope: 'Position', JobLevels: [1] });
  });

  it('round-trips every rule item with its control level, yuan on the wire and fen for the engine', async () => {
    const created = await save(full() as Record<string, unknown>);
    expect(created.isSucc, created.message).toBe(true);
    expect(created.message).toBe(en('messages.added'));
    const row = created.result!;
    const { Name, Scope, DepartmentIDs, flight, hotel, train, car } = full();
    expect(row).toMatchObject({ Name, Scope, DepartmentIDs, flight, hotel, train, car, JobLevels: [] });
    expect(row.DepartmentNames).toEqual(['销售部']);

    const read = await byId(TripRuleDetails, row.RuleID);
    expect(read.result).toEqual(row);
    const list = await t.call<TList>(TripRuleList, { PageNo: 1, PageSize: 20, Name: '销售' }, { session: sid.admin });
    expect(list.result!.Entities.map((x) => x.RuleID)).toEqual([row.RuleID]);
    const byScope = await t.call<TList>(TripRuleList, { Scope: 'Department' }, { session: sid.admin });
    expect(byScope.result!.Entities.map((x) => x.RuleID)).toEqual([row.RuleID]);

    // The engine takes the stored rules as they are: amounts in fen.
    const stored = (await tripRulesOf(t.app.deps.db, demo)).find((r) => r.RuleID === row.RuleID)!;
    expect(stored.hotel?.nightlyCapFen?.value).toEqual({ T1: 55000, T2: 42050, T3: 0, INTL: 100000 });
    expect(stored.flight?.lowestPrice?.value).toEqual({ withinFen: 15050, windowHours: 2 });
    expect(stored.car?.priceCapFen).toEqual({ value: 20000, level: ControlLevel.Warn });
    expect(stored.DepartmentIDs).toEqual([sales]);

    // An edit replaces the rule whole: items left out are gone.
    const edited = await save({ RuleID: row.RuleID, Name: '销售部标准', Scope: 'Department', DepartmentIDs: [sales] });
    expect(edited.message).toBe(en('messages.updated'));
    expect(edited.result).toMatchObject({ RuleID: row.RuleID, Name: '销售部标准' });
    expect(edited.result!.flight).toBeUndefined();

    const del = await byId(TripRuleDelete, row.RuleID);
    expect(del.result).toBe(true);
    const gone = await byId(TripRuleDetails, row.RuleID);
    expect([gone.statusCode, gone.message]).toEqual([400, en('messages.notExists')]);
  });

  it('runs the engine on the stored demo rules for real travellers', async () => {
    const rules = await tripRulesOf(t.app.deps.db, demo);
    const employee = await userOf(t, 'employee');
    const traveller = await travellerFor(t.app.deps.db, demo, employee.id);
    expect(traveller.DepartmentPath).toMatch(/^\/D\d+\/$/);
    expect(traveller.JobLevel).toBeUndefined();
    const ctx = { now: '2026-12-01T09:00:00+08:00' };
    const flight = (cabin: number, durationMinutes: number) => ({
      service: 'flight' as const,
      cabin,
      discountTenths: 10,
      priceFen: 150000,
      departAt: '2026-12-10T10:00:00+08:00',
      durationMinutes,
      airline: 'MU',
      agreement: true,
    });
    // Economy only; business on flights of 6 hours or more; business below that is an over-standard approval.
    const short = evaluatePolicy(rules, traveller, flight(Cabin.Business, 130), ctx);
    expect(short.level).toBe(ControlLevel.Approval);
    expect(short.violations.map((v) => v.code)).toEqual(['flight.cabin']);
    expect(evaluatePolicy(rules, traveller, flight(Cabin.Business, 7 * 60), ctx).violations).toEqual([]);
    // Hotels: the cap of the city's category, reason required above it.
    const shanghai = await cityCategoryOf(t.app.deps.db, demo, { code: '3101' });
    const hotel = (nightlyFen: number) => ({
      service: 'hotel' as const,
      star: 4,
      nightlyFen,
      cityCategory: shanghai,
      agreement: true,
    });
    expect(evaluatePolicy(rules, traveller, hotel(60000), ctx).compliant).toBe(true);
    expect(evaluatePolicy(rules, traveller, hotel(60001), ctx).level).toBe(ControlLevel.ReasonRequired);
    // Trains: second class on G and D.
    const train = (seat: number) => ({ service: 'train' as const, trainType: 3301, seat, priceFen: 55300 });
    expect(evaluatePolicy(rules, traveller, train(TrainSeatType.Second), ctx).compliant).toBe(true);
    expect(evaluatePolicy(rules, traveller, train(TrainSeatType.First), ctx).level).toBe(ControlLevel.ReasonRequired);

    // A director (job level 1) gets the directors' rule: business class anywhere.
    const [director] = await t.app.deps.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.name, '总监')).limit(1);
    await t.app.deps.db.update(users).set({ jobId: director!.id }).where(eq(users.id, employee.id));
    const boss = await travellerFor(t.app.deps.db, demo, employee.id);
    expect(boss.JobLevel).toBe(1);
    expect(evaluatePolicy(rules, boss, flight(Cabin.Business, 130), ctx).compliant).toBe(true);
    await t.app.deps.db.update(users).set({ jobId: null }).where(eq(users.id, employee.id));

    await expect(travellerFor(t.app.deps.db, demo, (await userOf(t, 'operator')).id)).rejects.toMatchObject({
      key: 'policy.errors.travellerUnknown',
    });
  });

  it('offers the editor the company’s job levels, departments and city categories', async () => {
    const r = await t.call<TTripRuleOptions>(TripRuleOptions, {}, { session: sid.admin });
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.Jobs.map((j) => j.JobLevel)).toEqual([1, 2, 3, 5]);
    expect(r.result!.Departments.map((d) => d.DepartmentName)).toContain('销售部');
    expect(r.result!.CityCategories.map((c) => c.Code)).toEqual(['T1', 'T2', 'T3', 'INTL']);
  });

  type TBad = [string, () => Record<string, unknown>, string, Record<string, string | number>?];
  const bad: TBad[] = [
    [
      'a control level of 6',
      () => ({ ...full(), flight: { maxCabin: { value: Cabin.Economy, level: 6 } } }),
      'policy.validation.level',
    ],
    [
      'a cap with three decimals',
      () => ({ ...full(), hotel: { nightlyCap: { value: { T1: 100.123 }, level: 3 } } }),
      'messages.validation.amount',
    ],
    ['a negative cap', () => ({ ...full(), car: { priceCap: { value: -1, level: 2 } } }), 'messages.validation.amount'],
    [
      'a fare of 7.55 tenths',
      () => ({ ...full(), flight: { maxDiscountTenths: { value: 7.55, level: 2 } } }),
      'policy.validation.tenths',
    ],
    [
      'a cabin that is not one',
      () => ({ ...full(), flight: { maxCabin: { value: 9999, level: 2 } } }),
      'messages.validation.invalidOption',
    ],
    ['an unknown scope', () => ({ ...full(), Scope: 'Everyone' }), 'policy.validation.scope'],
    [
      'a position rule without levels',
      () => ({ ...full(), Scope: 'Position', JobLevels: [] }),
      'policy.validation.jobLevels',
    ],
    [
      'a department rule without departments',
      () => ({ ...full(), DepartmentIDs: [] }),
      'policy.validation.departments',
    ],
    ['an empty name', () => ({ ...full(), Name: ' ' }), 'messages.validation.required'],
    [
      'an unknown city category',
      () => ({ ...full(), hotel: { nightlyCap: { value: { XX: 100 }, level: 3 } } }),
      'policy.errors.unknownCityCategory',
      { code: 'XX' },
    ],
    [
      'a department of no company of ours',
      () => ({ ...full(), DepartmentIDs: ['D99999999999'] }),
      'policy.errors.unknownDepartment',
      { id: 'D99999999999' },
    ],
    [
      'a second rule for everyone',
      () => ({ ...full(), Name: '第二个全员标准', Scope: 'All' }),
      'policy.errors.allRuleExists',
      { rule: '公司差旅标准' },
    ],
    [
      'a job level another rule has',
      () => ({ ...full(), Name: '经理标准', Scope: 'Position', JobLevels: [2, 1] }),
      'policy.errors.jobLevelTaken',
      { level: 1, rule: '总监差旅标准' },
    ],
    [
      'a name another rule has',
      () => ({ ...full(), Name: '公司差旅标准' }),
      'policy.errors.ruleNameTaken',
      { name: '公司差旅标准' },
    ],
  ];
  it.each(bad)('refuses %s with 400 in both languages and writes nothing', async (_what, payload, key, params = {}) => {
    const before = await countOf(t, 'trip_rules');
    for (const lang of ['cn', 'en'] as const) {
      const r = await save(payload(), sid.admin, lang);
      expect(r.statusCode).toBe(400);
      expect(r.message).toContain(translate(lang, key, params));
    }
    expect(await countOf(t, 'trip_rules')).toBe(before);
  });

  it('refuses a payload that is not an object', async () => {
    const r = await t.call(TripRuleUpdate, [] as never, { session: sid.admin });
    expect(r.statusCode).toBe(400);
  });

  it('two saves of the same new rule at once give one rule', async () => {
    const before = await countOf(t, 'trip_rules');
    const p = { ...full(), Name: '并发标准', Scope: 'Position', JobLevels: [7] } as Record<string, unknown>;
    const [a, b] = await Promise.all([save(p), save(p)]);
    expect([a.isSucc, b.isSucc].filter(Boolean)).toHaveLength(1);
    const loser = a.isSucc ? b : a;
    expect([en('policy.errors.ruleNameTaken', { name: '并发标准' }), en('policy.errors.ruleConflict')]).toContain(
      loser.message,
    );
    expect(await countOf(t, 'trip_rules')).toBe(before + 1);
  });
});

describe('who reaches trip rules', () => {
  it('another company neither sees nor changes the demo company’s rules', async () => {
    const list = await t.call<TList>(TripRuleList, {}, { session: sid.admin });
    const rule = list.result!.Entities[0]!;
    const named = await t.call(TripRuleList, { CompanyID: demo }, { session: other.sid, lang: 'en' });
    expect([named.statusCode, named.message]).toEqual([400, en('messages.forbidden')]);
    expect((await t.call<TList>(TripRuleList, {}, { session: other.sid })).result!.Entities).toEqual([]);
    expect((await byId(TripRuleDetails, rule.RuleID, other.sid)).message).toBe(en('messages.notExists'));
    expect((await byId(TripRuleDetails, rule.RuleID, other.sid, { CompanyID: demo })).message).toBe(
      en('messages.forbidden'),
    );
    const edit = await save({ ...tripInput(rule), Name: '被改了' }, other.sid);
    expect(edit.isSucc).toBe(false);
    expect((await byId(TripRuleDelete, rule.RuleID, other.sid)).isSucc).toBe(false);
    expect((await byId(TripRuleDetails, rule.RuleID)).result).toEqual(rule);
  });

  it('TMC staff reach the rules of the clients assigned to them, and only those', async () => {
    const mine = await t.call<TList>(TripRuleList, { CompanyID: demo }, { session: sid.service });
    expect(mine.isSucc, mine.message).toBe(true);
    expect(mine.result!.RecordCount).toBeGreaterThan(0);
    const rule = mine.result!.Entities[0]!;
    const edit = await save({ ...tripInput(rule), CompanyID: demo, Name: `${rule.Name}（客服改）` }, sid.service);
    expect(edit.isSucc, edit.message).toBe(true);
    const back = await save({ ...tripInput(rule), CompanyID: demo }, sid.service);
    expect(back.result!.Name).toBe(rule.Name);
    const unassigned = await t.call(TripRuleList, { CompanyID: demo }, { session: sid.unassigned, lang: 'en' });
    expect(unassigned.message).toBe(en('messages.forbidden'));
    // Their own company is the TMC: it has no trip rules.
    const own = await t.call(TripRuleList, {}, { session: sid.service, lang: 'en' });
    expect([own.statusCode, own.message]).toEqual([400, en('policy.errors.notClient')]);
  });

  it('refuses employees without the action, and anonymous callers with 511', async () => {
    const r = await t.call(TripRuleList, {}, { session: sid.employee, lang: 'en' });
    expect([r.statusCode, r.message]).toEqual([400, en('messages.forbidden')]);
    for (const c of [TripRuleList, TripRuleUpdate, TripRuleOptions]) expect((await t.call(c, {})).statusCode).toBe(511);
    for (const c of [TripRuleDetails, TripRuleDelete])
      expect((await t.call(c, {}, { params: { id: 'Y00000000001' } })).statusCode).toBe(511);
  });
});

const tripInput = (r: TTripRuleRow): Record<string, unknown> => ({
  RuleID: r.RuleID,
  Name: r.Name,
  Scope: r.Scope,
  JobLevels: r.JobLevels,
  DepartmentIDs: r.DepartmentIDs,
  ...(r.flight ? { flight: r.flight } : {}),
  ...(r.hotel ? { hotel: r.hotel } : {}),
  ...(r.train ? { train: r.train } : {}),
  ...(r.car ? { car: r.car } : {}),
});
