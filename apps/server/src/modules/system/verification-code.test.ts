import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode, hashToken, newSalt, newToken } from './verification-code.ts';

describe('verification codes', () => {
  it('are 6 digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    // Every digit turns up in the first place, including 0.
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it('are stored as an HMAC bound to destination and purpose', () => {
    const salt = newSalt();
    const h = hashCode(salt, '13800000001', 'Login', '123456');
    expect(h).not.toContain('123456');
    expect(h).toBe(hashCode(salt, '13800000001', 'Login', '123456'));
    expect(h).not.toBe(hashCode(salt, '13800000002', 'Login', '123456'));
    expect(h).not.toBe(hashCode(salt, '13800000001', 'ResetPwd', '123456'));
    expect(h).not.toBe(hashCode(newSalt(), '13800000001', 'Login', '123456'));
  });

  it('match only the right code for the right destination and purpose', () => {
    const salt = newSalt();
    const stored = {
      salt,
      destination: '13800000001',
      purpose: 'Login',
      codeHash: hashCode(salt, '13800000001', 'Login', '042042'),
    };
    expect(codeMatches(stored, '042042')).toBe(true);
    expect(codeMatches(stored, '42042')).toBe(false);
    expect(codeMatches(stored, '042043')).toBe(false);
    expect(codeMatches({ ...stored, purpose: 'Register' }, '042042')).toBe(false);
  });

  it('makes long random tokens stored by their SHA-256', () => {
    const { token, hash } = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toBe(token);
    expect(newToken().token).not.toBe(token);
  });
});
