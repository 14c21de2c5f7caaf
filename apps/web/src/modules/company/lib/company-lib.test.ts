import { describe, expect, it } from 'vitest';
import { TripApprovalRule, type TCompanyProfile } from '@opentmc/contracts';
import { formToPayload, profileToForm } from './profile-form.ts';
import { absoluteInviteLink, companyNameIn, splitMobiles } from './invite.ts';
import { ruleGroups, rulesConflict, toggleRule } from './config-rules.ts';

const profile: TCompanyProfile = {
  CompanyID: 'C00000000003',
  CompanyName: '示例科技有限公司',
  ShortName: '示例科技',
  EnglishName: 'Demo Tech',
  Email: '',
  Address: '',
  CompanyType: 1003,
  CapitalType: 0,
  CompanySize: 0,
  Industry: '',
  Remark: '',
  ContactName: '',
  ContactPhone: '',
  CardNo: '',
  Kind: 'Client',
  FeatureCodes: ['Client'],
  Admins: [],
  CreateTime: '2026-01-01 00:00:00',
};

describe('profile form', () => {
  it('shows 0 lookups empty and sends them back as 0, trimming text', () => {
    const form = profileToForm(profile);
    expect(form).toMatchObject({ CompanyType: 1003, CapitalType: undefined, ShortName: '示例科技' });
    const payload = formToPayload({ ...form, CompanyName: '  新名字 ', CompanyType: undefined });
    expect(payload).toMatchObject({ CompanyName: '新名字', CompanyType: 0, CapitalType: 0, CardNo: '' });
  });
});

describe('invite helpers', () => {
  it('builds the link on the current site', () => {
    expect(absoluteInviteLink('https://trip.example.com/', 'abc_DEF-123')).toBe(
      'https://trip.example.com/invite/abc_DEF-123',
    );
  });

  it('splits typed mobiles and keeps the bad ones apart', () => {
    expect(splitMobiles(['13800000001, 13800000002', '13800000001；12345'])).toEqual({
      good: ['13800000001', '13800000002'],
      bad: ['12345'],
    });
  });

  it('shows the English company name in English when there is one', () => {
    expect(companyNameIn('en', { CompanyName: '示例', CompanyNameEn: 'Demo' })).toBe('Demo');
    expect(companyNameIn('en', { CompanyName: '示例', CompanyNameEn: '' })).toBe('示例');
    expect(companyNameIn('zh-CN', { CompanyName: '示例', CompanyNameEn: 'Demo' })).toBe('示例');
  });
});

describe('config rules', () => {
  it('lists every rule once, the main ones first', () => {
    const { main, more } = ruleGroups();
    expect(main[0]).toBe(TripApprovalRule.OnlineBookingApproval);
    expect([...main, ...more].sort()).toEqual(Object.values(TripApprovalRule).sort());
    expect(new Set([...main, ...more]).size).toBe(main.length + more.length);
  });

  it('toggles rules and spots contradictions', () => {
    const on = toggleRule([TripApprovalRule.TravelPurposeRequired], TripApprovalRule.TravelPurposeDisabled, true);
    expect(rulesConflict(on)).toBe(true);
    expect(rulesConflict(toggleRule(on, TripApprovalRule.TravelPurposeDisabled, false))).toBe(false);
  });
});
