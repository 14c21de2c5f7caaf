import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN } from '@opentmc/contracts';
import { initialPassword } from './initial-password.ts';

describe('initialPassword', () => {
  it('keeps to the password rules and mixes lower case, upper case and digits', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = initialPassword();
      expect(p.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(p.length).toBeLessThanOrEqual(PASSWORD_MAX);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[2-9]/);
      expect(p).not.toMatch(/[01OIl]/);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});
