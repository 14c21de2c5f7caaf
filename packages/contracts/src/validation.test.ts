import { describe, expect, it } from 'vitest';
import {
  ZEmail,
  ZMobile,
  ZPassword,
  ZSmsCode,
  isEmail,
  isMobile,
  COMMON_PASSWORDS,
  passwordRuleKey,
  passwordStrength,
  passwordsMatch,
} from './validation.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('spec section 5 validation rules', () => {
  it('a mobile number is 11 digits starting with 1', () => {
    expect(isMobile('13800000001')).toBe(true);
    for (const m of ['23800000001', '1380000000', '138000000012', '1380000000a', ''])
      expect(isMobile(m), m).toBe(false);
    expect(firstMessage(ZMobile.safeParse('2380000000'))).toBe('messages.validation.mobile');
    expect(firstMessage(ZMobile.safeParse(''))).toBe('messages.validation.mobileRequired');
  });

  it('email format', () => {
    expect(isEmail('admin@demo-tech.cn')).toBe(true);
    for (const e of ['admin', 'a@b', '@b.com', 'a b@c.com', 'a@b.c']) expect(isEmail(e), e).toBe(false);
    expect(firstMessage(ZEmail.safeParse('nope'))).toBe('messages.validation.email');
  });

  it('passwords are 8 to 16 characters', () => {
    expect(ZPassword.safeParse('Trip@2026').success).toBe(true);
    expect(ZPassword.safeParse('a'.repeat(16)).success).toBe(true);
    expect(firstMessage(ZPassword.safeParse('Ab@1234'))).toBe('messages.validation.passwordLength');
    expect(firstMessage(ZPassword.safeParse('a'.repeat(17)))).toBe('messages.validation.passwordLength');
    expect(firstMessage(ZPassword.safeParse(''))).toBe('messages.validation.passwordRequired');
  });

  it('refuses digits-only passwords and the most common passwords, whatever their case', () => {
    for (const digits of ['12345678', '20262026', '0000000000000000'])
      expect(firstMessage(ZPassword.safeParse(digits)), digits).toBe('messages.validation.passwordDigitsOnly');
    for (const common of ['password', 'Password1', 'PASSWORD123', 'qwerty123', 'P@ssw0rd', 'iloveyou', 'woaini1314'])
      expect(firstMessage(ZPassword.safeParse(common)), common).toBe('messages.validation.passwordCommon');
    expect(passwordRuleKey('Abc12345')).toBe('messages.validation.passwordCommon');
    // The demo password and the passwords the tests set are neither.
    for (const ok of ['Trip@2026', 'New@Pass2026', 'Rail@2026', 'abcd1234x', '1234567a8'])
      expect(passwordRuleKey(ok), ok).toBeNull();
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const p of COMMON_PASSWORDS) expect(p, p).toBe(p.toLowerCase());
  });

  it('strength: weak is letters and digits, medium adds symbols, strong has upper, lower, digits and symbols', () => {
    expect(passwordStrength('abcd1234')).toBe('weak');
    expect(passwordStrength('ABCDEFGH')).toBe('weak');
    expect(passwordStrength('abcd@1234')).toBe('medium');
    expect(passwordStrength('ABCD@1234')).toBe('medium');
    expect(passwordStrength('Trip@2026')).toBe('strong');
  });

  it('the two passwords must match', () => {
    expect(passwordsMatch({ Password: 'Trip@2026', ConfirmPassword: 'Trip@2026' })).toBe(true);
    expect(passwordsMatch({ Password: 'Trip@2026', ConfirmPassword: 'Trip@2027' })).toBe(false);
  });

  it('codes are 6 digits', () => {
    expect(ZSmsCode.safeParse('012345').success).toBe(true);
    expect(ZSmsCode.safeParse('12345').success).toBe(false);
    expect(ZSmsCode.safeParse('12345a').success).toBe(false);
  });
});
