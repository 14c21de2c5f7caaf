import { describe, expect, it } from 'vitest';
import {
  Cabin,
  ServiceType,
  TrainSeatType,
  TripApprovalRule as R,
  ZTripRuleInput,
  type TTripRuleRow,
} from '@opentmc/contracts';
import { conflicting, isScoped, ruleName, servicesOf, toggle } from './approval-set.ts';
import { policyTarget } from './company.ts';
import { appliesTo, categoryLabel, jobLevelOptions } from './labels.ts';
import { DEFAULT_LEVEL, formToRule, ruleToForm } from './rule-form.ts';
import { ruleSummary } from './rule-summary.ts';

const t = (k: string, p?: Record<string, unknown>) =>
  k === 'policy.separator' ? '、' : p ? `${k}${JSON.stringify(p)}` : k;

const row: TTripRuleRow = {
  RuleID: 'Y1',
  Name: '公司差旅标准',
  Scope: 'All',
  JobLevels: [],
  DepartmentIDs: [],
  DepartmentNames: [],
  flight: { maxCabin: { value: Cabin.Economy, level: 5 }, businessAboveHours: 6 },
  hotel: { nightlyCap: { value: { T1: 600, T2: 450 }, level: 3 } },
  train: { seats: { value: { GC: [TrainSeatType.Second] }, level: 3 } },
  CreateTime: '2026-01-01 00:00:00',
  UpdateTime: '2026-01-01 00:00:00',
};

describe('the trip-rule form', () => {
  it('fills every item, with a zero cap for each category the rule has none for', () => {
    const f = ruleToForm(row, ['T1', 'T2', 'T3']);
    expect(f.hotel.nightlyCap).toEqual({ value: { T1: 600, T2: 450, T3: 0 }, level: 3 });
    expect(f.flight.maxCabin).toEqual({ value: Cabin.Economy, level: 5 });
    expect(f.flight.lowestPriceOn).toBe(false);
    expect(f.flight.advanceDays).toEqual({ value: 0, level: DEFAULT_LEVEL });
    expect(f.train.seats.value).toEqual({ GC: [TrainSeatType.Second], D: [], ZTK: [] });
    expect(ruleToForm(undefined, []).Scope).toBe('All');
  });

  it('gives back a payload the contract accepts, the same caps and levels, and no unused items', () => {
    const f = ruleToForm(row, ['T1', 'T2', 'T3']);
    f.hotel.nightlyCap.value.T1 = 650.5;
    const p = formToRule(f, { RuleID: 'Y1', CompanyID: 'C2' });
    expect(ZTripRuleInput.safeParse(p).success).toBe(true);
    expect(p).toMatchObject({ RuleID: 'Y1', CompanyID: 'C2', Scope: 'All', JobLevels: [], DepartmentIDs: [] });
    expect(p.hotel?.nightlyCap).toEqual({ value: { T1: 650.5, T2: 450, T3: 0 }, level: 3 });
    expect(p.flight?.lowestPrice).toBeUndefined();
    const none = formToRule({ ...f, flight: { ...f.flight, maxCabin: { value: 0, level: 2 } } });
    expect(none.flight?.maxCabin).toBeUndefined();
    expect(none).not.toHaveProperty('RuleID');
  });

  it('sends only the scope’s own list', () => {
    const f = { ...ruleToForm(row, []), Scope: 'Department' as const, DepartmentIDs: ['D1'], JobLevels: [3] };
    expect(formToRule(f)).toMatchObject({ JobLevels: [], DepartmentIDs: ['D1'] });
  });
});

describe('labels', () => {
  it('names job levels by the jobs at each level', () => {
    const jobs = [
      { JobName: '总监', JobLevel: 1 },
      { JobName: '经理', JobLevel: 2 },
      { JobName: '主任', JobLevel: 1 },
    ];
    expect(jobLevelOptions(jobs, t).map((o) => o.value)).toEqual([1, 2]);
    expect(jobLevelOptions(jobs, t)[0]!.label).toContain('总监、主任');
    expect(appliesTo({ ...row, Scope: 'Position', JobLevels: [2, 7] }, t, jobs)).toContain('经理');
    expect(appliesTo({ ...row, Scope: 'Department', DepartmentNames: ['研发部', ''] }, t)).toBe(
      '研发部、policy.tripRule.unknownDepartment',
    );
    expect(appliesTo(row, t)).toBe('policy.tripRule.everyone');
  });

  it('shows English category names in English where there are some', () => {
    expect(categoryLabel({ Name: '一线', NameEn: 'Tier 1' }, 'en')).toBe('Tier 1');
    expect(categoryLabel({ Name: '一线', NameEn: '' }, 'en')).toBe('一线');
    expect(categoryLabel({ Name: '一线', NameEn: 'Tier 1' }, 'zh-CN')).toBe('一线');
  });

  it('sums a rule up by cabin, first cap and high-speed seats', () => {
    const parts = ruleSummary(row, t, (c) => `cat:${c}`);
    expect(parts).toHaveLength(3);
    expect(parts[1]).toContain('cat:T1');
    expect(parts[1]).toContain('600');
  });
});

describe('the company a policy screen works on', () => {
  const client = { CompanyID: 'C3', FeatureCodes: ['Client'] };
  const tmc = { CompanyID: 'C1', FeatureCodes: ['Platform', 'Tmc'] };
  it('is the caller’s own for a client administrator', () => {
    expect(policyTarget('C3', client)).toEqual({ requested: '', companyId: undefined, tmc: false, mustPick: false });
    expect(policyTarget(':CompanyID', client).companyId).toBeUndefined();
  });
  it('is a picked client for TMC staff, who must pick one first', () => {
    expect(policyTarget('C1', tmc)).toMatchObject({ mustPick: true, tmc: true });
    expect(policyTarget('C3', tmc)).toEqual({ requested: 'C3', companyId: 'C3', tmc: true, mustPick: false });
  });
});

describe('the approval-rule screens', () => {
  it('names rules, knows the scoped ones and keeps switched rules ordered', () => {
    expect(ruleName(R.CostCenterRequired)).toBe('CostCenterRequired');
    expect(ruleName(1)).toBe('');
    expect(isScoped(R.CostCenterRequired)).toBe(true);
    expect(isScoped(R.FlightBookingDisabled)).toBe(false);
    expect(toggle([R.RemarkRequired], R.CostCenterRequired, true)).toEqual([R.CostCenterRequired, R.RemarkRequired]);
    expect(toggle([R.RemarkRequired], R.RemarkRequired, false)).toEqual([]);
    expect(conflicting([R.TravelPurposeRequired, R.TravelPurposeDisabled])).toBe(true);
    expect(conflicting([R.TravelPurposeRequired])).toBe(false);
    expect(
      servicesOf({ Details: [{ Code: R.RemarkRequired, ServiceTypes: [ServiceType.Hotel] }] }, R.RemarkRequired),
    ).toEqual([ServiceType.Hotel]);
  });
});
