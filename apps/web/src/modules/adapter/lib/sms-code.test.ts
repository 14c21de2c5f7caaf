import { describe, expect, it } from 'vitest';
import { findCode } from './sms-code.ts';

describe('findCode', () => {
  it('finds a standalone 6-digit code', () => {
    expect(findCode('【OpenTMC】验证码 482913，5 分钟内有效')).toBe('482913');
    expect(findCode('Your code is 004211. It expires in 5 minutes.')).toBe('004211');
  });
  it('ignores longer numbers and texts without a code', () => {
    expect(findCode('Order 20260101123456 was issued')).toBeNull();
    expect(findCode('Mobile 13800000001 registered')).toBeNull();
    expect(findCode('no code here')).toBeNull();
  });
});
