import { describe, expect, it } from 'vitest';
import { asLoginTab } from './login-tab.ts';

describe('asLoginTab', () => {
  it('accepts the known tabs and defaults to password', () => {
    expect(asLoginTab('code')).toBe('code');
    expect(asLoginTab('im')).toBe('im');
    expect(asLoginTab('password')).toBe('password');
    expect(asLoginTab(null)).toBe('password');
    expect(asLoginTab('qr')).toBe('password');
  });
});
