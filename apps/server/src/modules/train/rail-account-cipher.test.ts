import { describe, expect, it } from 'vitest';
import { BizError } from '../../platform/errors.ts';
import { railCipher } from './rail-account-cipher.ts';

describe('railCipher', () => {
  const c = railCipher('test-secret');

  it('opens what it sealed, and the sealed text holds no trace of the password', () => {
    const sealed = c.seal('Rail@2026', 'U1', 'zhenghao12306');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('Rail@2026');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('Rail@2026');
    expect(c.open(sealed, 'U1', 'zhenghao12306')).toBe('Rail@2026');
  });

  it('uses a fresh nonce each time', () => {
    expect(c.seal('same', 'U1', 'a12')).not.toBe(c.seal('same', 'U1', 'a12'));
  });

  it('does not open on another row, under another key, or when tampered with', () => {
    const sealed = c.seal('Rail@2026', 'U1', 'zhenghao12306');
    expect(() => c.open(sealed, 'U2', 'zhenghao12306')).toThrow();
    expect(() => c.open(sealed, 'U1', 'other12306')).toThrow();
    expect(() => railCipher('another-secret').open(sealed, 'U1', 'zhenghao12306')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => c.open(`v1.${raw.toString('base64url')}`, 'U1', 'zhenghao12306')).toThrow();
    expect(() => c.open('plain', 'U1', 'zhenghao12306')).toThrow();
  });

  it('refuses to work without a key (production without RAIL_ACCOUNT_KEY)', () => {
    expect(() => railCipher(undefined)).toThrow(BizError);
    expect(() => railCipher('')).toThrow(/train\.account\.errors\.keyMissing/);
  });
});
