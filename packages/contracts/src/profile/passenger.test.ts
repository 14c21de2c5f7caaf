import { describe, expect, it } from 'vitest';
import { CardType, PassengerType, Sex } from '../lookups/lists.ts';
import { passengerIssues, passengerResource, todayCst } from './passenger.ts';

const TODAY = '2026-06-15';
const idCard = { CardType: CardType.IdCard, CardNo: '110105199003071335' };
const paths = (v: Parameters<typeof passengerIssues>[0]) => passengerIssues(v, TODAY).map((i) => i.path);
const messages = (v: Parameters<typeof passengerIssues>[0]) => passengerIssues(v, TODAY).map((i) => i.message);

describe('passenger rules across fields', () => {
  it('accepts an ID card whose birthday and sex agree, or are left to the server', () => {
    expect(passengerIssues({ ...idCard, Birthday: '1990-03-07', Sex: Sex.Male }, TODAY)).toEqual([]);
    expect(passengerIssues({ ...idCard, PassengerType: PassengerType.Adult }, TODAY)).toEqual([]);
  });

  it('refuses a birthday or a sex the ID card contradicts', () => {
    expect(messages({ ...idCard, Birthday: '1990-03-08' })).toEqual(['profile.validation.birthdayMismatch']);
    expect(messages({ ...idCard, Sex: Sex.Female })).toEqual(['profile.validation.sexMismatch']);
  });

  it('checks the number in its document format', () => {
    expect(paths({ CardType: CardType.IdCard, CardNo: '110105199003071331' })).toEqual(['CardNo']);
    expect(paths({ CardType: CardType.Passport, CardNo: 'E12345678', Birthday: '1990-03-08' })).toEqual([]);
  });

  it('wants a passenger type that agrees with the age', () => {
    expect(messages({ ...idCard, PassengerType: PassengerType.Child })).toEqual(['profile.validation.passengerType']);
    const child = { CardType: CardType.Passport, CardNo: 'E12345678', Birthday: '2016-01-01' };
    expect(paths({ ...child, PassengerType: PassengerType.Child })).toEqual([]);
    expect(paths({ ...child, PassengerType: PassengerType.Adult })).toEqual(['PassengerType']);
    expect(paths({ ...child, Birthday: '2025-01-01', PassengerType: PassengerType.Infant })).toEqual([]);
    // No birthday known: any type.
    expect(paths({ CardType: CardType.Passport, CardNo: 'E12345678', PassengerType: PassengerType.Infant })).toEqual(
      [],
    );
  });

  it('refuses an expired document, a future birthday, mixed scripts and a bad mainland mobile', () => {
    expect(paths({ CardValidity: '2026-06-14' })).toEqual(['CardValidity']);
    expect(paths({ CardValidity: '2026-06-15' })).toEqual([]);
    expect(paths({ Birthday: '2026-06-16' })).toEqual(['Birthday']);
    expect(paths({ Surname: '张', GivenName: 'MIN' })).toEqual(['GivenName']);
    expect(paths({ Surname: 'ZHANG', GivenName: 'MIN' })).toEqual([]);
    expect(paths({ AreaCode: '86', Mobile: '2345678901' })).toEqual(['Mobile']);
    expect(paths({ Mobile: '2345678901' })).toEqual(['Mobile']);
    expect(paths({ AreaCode: '852', Mobile: '91234567' })).toEqual([]);
  });
});

describe('passenger Update payload', () => {
  const parse = (v: Record<string, unknown>) =>
    passengerResource.input.safeParse({ ...passengerResource.example, ...v });

  it('accepts the example and keeps Latin names in upper case with single spaces', () => {
    expect(parse({}).success).toBe(true);
    const r = parse({
      Surname: ' smith ',
      GivenName: 'john  paul',
      CardType: CardType.Passport,
      CardNo: 'e 1234 5678',
    });
    expect(r.success && [r.data.Surname, r.data.GivenName, r.data.CardNo]).toEqual(['SMITH', 'JOHN PAUL', 'E12345678']);
  });

  it('refuses names that are neither Chinese nor Latin letters, and empty ones', () => {
    for (const bad of ['Smith1', '张3', "O'NEIL", '']) {
      const r = parse({ Surname: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.path, bad).toEqual(['Surname']);
    }
    expect(parse({ Surname: '阿依古丽', GivenName: '买买提·艾力' }).success).toBe(true);
  });

  it('names the field of a cross-field issue', () => {
    const r = parse({ Sex: Sex.Female });
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([[['Sex'], 'profile.validation.sexMismatch']]);
  });

  it('refuses a document that expired yesterday and a birthday tomorrow (today in China)', () => {
    const [y, m, d] = todayCst().split('-').map(Number) as [number, number, number];
    const shift = (days: number) => new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
    expect(parse({ CardValidity: shift(-1) }).error?.issues[0]?.message).toBe('profile.validation.cardExpired');
    expect(parse({ CardValidity: shift(0) }).success).toBe(true);
    const passport = { CardType: CardType.Passport, CardNo: 'E12345678', Sex: Sex.Male };
    expect(parse({ ...passport, Birthday: shift(1) }).error?.issues[0]?.message).toBe('profile.validation.birthday');
    expect(parse({ ...passport, Birthday: '2023-02-29' }).error?.issues[0]?.message).toBe('messages.validation.date');
  });
});
