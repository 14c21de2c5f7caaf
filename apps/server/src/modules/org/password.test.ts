import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('stores parameters, salt and hash, never the password', async () => {
    const h = await hashPassword('Trip@2026');
    expect(h).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(h).not.toContain('Trip@2026');
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Trip@2026')).not.toBe(await hashPassword('Trip@2026'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const h = await hashPassword('Trip@2026');
    expect(await verifyPassword('Trip@2026', h)).toBe(true);
    expect(await verifyPassword('trip@2026', h)).toBe(false);
    expect(await verifyPassword('', h)).toBe(false);
  });

  it('verifies hashes made with other parameters and flags them for rehash', async () => {
    const weak = await hashPassword('Abc12345', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('Abc12345', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('Abc12345'))).toBe(false);
  });

  it('refuses missing, malformed and absurd hashes', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$AAAA$AAAA')).toBe(false);
  });

  it('treats composed and decomposed unicode alike', async () => {
    const h = await hashPassword('Caf\u00e9#2026');
    expect(await verifyPassword('Cafe\u0301#2026', h)).toBe(true);
  });
});
