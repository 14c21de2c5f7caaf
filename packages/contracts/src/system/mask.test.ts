import { describe, expect, it } from 'vitest';
import { maskContact, maskEmail, maskMobile, maskName } from './mask.ts';

describe('masking', () => {
  it('masks a mobile number to its first 3 and last 4 digits', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile(' 13912345678 ')).toBe('139****5678');
    expect(maskMobile('12345')).toBe('*****');
  });

  it('masks the local part of an email and keeps the domain', () => {
    expect(maskEmail('operator@opentmc.local')).toBe('o***r@opentmc.local');
    expect(maskEmail('ab@x.cn')).toBe('a***@x.cn');
    expect(maskEmail('a@x.cn')).toBe('a***@x.cn');
    expect(maskEmail('')).toBe('');
    expect(maskEmail('broken')).toBe('***');
  });

  it('shows only the last character of a name', () => {
    expect(maskName('郑浩')).toBe('*浩');
    expect(maskName('欧阳娜娜')).toBe('***娜');
    expect(maskName('Li')).toBe('*i');
    expect(maskName('林')).toBe('*');
    expect(maskName('')).toBe('');
  });

  it('masks a contact as a mobile or an email', () => {
    expect(maskContact('13800000008')).toBe('138****0008');
    expect(maskContact('employee@opentmc.local')).toBe('e***e@opentmc.local');
  });
});
