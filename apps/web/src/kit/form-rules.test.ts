import { describe, expect, it } from 'vitest';
import type { FormInstance } from 'antd';
import { ZLoginRequest, ZMobile, ZPassword } from '@opentmc/contracts';
import { fieldIssueKey, firstIssueKey, objectFieldCheck, objectFieldRule, sameAsRule, zodRule } from './form-rules.ts';

const t = (k: string) => `t:${k}`;
const validate = async (rule: ReturnType<typeof zodRule>, value: unknown) => {
  if (typeof rule === 'function' || !rule.validator) throw new Error('not a validator rule');
  return rule.validator({}, value, () => undefined);
};

describe('firstIssueKey', () => {
  it('returns null for a valid value and the shared key otherwise', () => {
    expect(firstIssueKey(ZMobile, '13800000001')).toBeNull();
    expect(firstIssueKey(ZMobile, '1380000')).toBe('messages.validation.mobile');
    expect(firstIssueKey(ZMobile, undefined)).toBe('messages.validation.mobileRequired');
    expect(firstIssueKey(ZPassword, 'short')).toBe('messages.validation.passwordLength');
  });
});

describe('zodRule', () => {
  it('resolves for a valid value and rejects with the translated key', async () => {
    await expect(validate(zodRule(ZMobile, t), '13800000001')).resolves.toBeUndefined();
    await expect(validate(zodRule(ZMobile, t), 'abc')).rejects.toThrow('t:messages.validation.mobile');
    // antd passes null/undefined for an untouched field: the "required" message, not a type error.
    await expect(validate(zodRule(ZMobile, t), null)).rejects.toThrow('t:messages.validation.mobileRequired');
  });
});

describe('sameAsRule', () => {
  const form = (pwd: string) => ({ getFieldValue: () => pwd }) as unknown as FormInstance;
  const run = (pwd: string, value: unknown) => {
    const make = sameAsRule('Password', 'messages.validation.passwordMismatch', t);
    if (typeof make !== 'function') throw new Error('expected a rule factory');
    const rule = make(form(pwd));
    return rule.validator?.({}, value, () => undefined);
  };
  it('passes when equal or empty, fails with the shared message otherwise', async () => {
    await expect(run('Trip@2026', 'Trip@2026')).resolves.toBeUndefined();
    await expect(run('Trip@2026', '')).resolves.toBeUndefined();
    await expect(run('Trip@2026', 'Trip@2027')).rejects.toThrow('t:messages.validation.passwordMismatch');
  });
});

describe('objectFieldRule', () => {
  it('checks one field of the login payload with the shared messages', async () => {
    const account = objectFieldRule(ZLoginRequest, 'Account', { Password: 'x' }, t);
    const password = objectFieldRule(ZLoginRequest, 'Password', { Account: 'admin' }, t);
    const mobile = objectFieldRule(ZLoginRequest, 'Mobile', { Code: '123456' }, t);
    await expect(validate(account, 'admin')).resolves.toBeUndefined();
    await expect(validate(account, '')).rejects.toThrow('t:system.validation.accountRequired');
    await expect(validate(password, undefined)).rejects.toThrow('t:messages.validation.passwordRequired');
    await expect(validate(mobile, '12')).rejects.toThrow('t:messages.validation.mobile');
    await expect(validate(mobile, '13800000001')).resolves.toBeUndefined();
  });

  it('ignores issues of other fields', () => {
    expect(fieldIssueKey(ZLoginRequest, { Account: 'admin' }, 'Account')).toBeNull();
  });
});

describe('objectFieldCheck', () => {
  it('gives the message, or null, with the schema as it is or from a loader run on the first check', async () => {
    let loads = 0;
    const load = async () => (loads++, ZLoginRequest);
    const lazyCode = objectFieldCheck(load, 'Code', { Mobile: '13800000000' }, t);
    expect(loads).toBe(0);
    await expect(lazyCode(undefined)).resolves.toBe('t:messages.validation.codeRequired');
    await expect(lazyCode('123456')).resolves.toBeNull();
    expect(loads).toBe(2);
    const account = objectFieldCheck(ZLoginRequest, 'Account', { Password: 'x' }, t);
    await expect(account('')).resolves.toBe('t:system.validation.accountRequired');
  });
});
