import { describe, expect, it } from 'vitest';
import { CardType } from '../lookups/lists.ts';
import { ZConsumerVerificationRequest, normalisePassengerName } from './verification.ts';

describe('normalisePassengerName', () => {
  it('drops separators in Chinese names and upper-cases Latin ones', () => {
    expect(normalisePassengerName('郑/浩')).toBe('郑浩');
    expect(normalisePassengerName(' 郑 浩 ')).toBe('郑浩');
    expect(normalisePassengerName('zhang/san')).toBe('ZHANG SAN');
    expect(normalisePassengerName('Zhang  San')).toBe('ZHANG SAN');
  });
});

describe('ZConsumerVerificationRequest', () => {
  const p = (CardNo: string, PassengerName = '郑浩') => ({ PassengerName, CardNo });

  it('defaults the document to the identification card and normalises the number', () => {
    const r = ZConsumerVerificationRequest.parse({ Passengers: [p(' 11010519850315123x ')] });
    expect(r.Passengers[0]).toEqual({ PassengerName: '郑浩', CardType: CardType.IdCard, CardNo: '11010519850315123X' });
  });

  it('refuses no passengers, more than 5, repeated numbers, blank names and unknown document types', () => {
    const issue = (v: unknown) => ZConsumerVerificationRequest.safeParse(v).error?.issues[0]?.message;
    expect(issue({ Passengers: [] })).toBe('train.verification.validation.passengerRequired');
    expect(issue({})).toBe('train.verification.validation.passengerRequired');
    expect(issue({ Passengers: ['1', '2', '3', '4', '5', '6'].map((n) => p(n)) })).toBe(
      'train.verification.validation.tooMany',
    );
    expect(issue({ Passengers: [p('320102198805126313'), p('320102198805126313', '王芳')] })).toBe(
      'train.verification.validation.cardRepeat',
    );
    expect(issue({ Passengers: [p('320102198805126313', '  ')] })).toBe('train.verification.validation.nameRequired');
    expect(issue({ Passengers: [{ ...p('320102198805126313'), CardType: 42 }] })).toBe(
      'train.verification.validation.cardType',
    );
    expect(
      ZConsumerVerificationRequest.safeParse({ Passengers: ['1', '2', '3', '4', '5'].map((n) => p(n)) }).success,
    ).toBe(true);
  });
});
