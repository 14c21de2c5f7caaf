import { describe, expect, it } from 'vitest';
import { CardType, Sex } from '../lookups/lists.ts';
import { idCardCheck } from './id-card.ts';
import { cardFacts, cardNoIssue } from './travel-document.ts';

const TODAY = '2026-06-15';
const ok = (type: number, no: string) => cardNoIssue(type, no, TODAY);
const withCheck = (first17: string) => `${first17}${idCardCheck(first17)}`;

describe('travel document numbers', () => {
  it('checks an ID card by GB 11643 and a mainland address code', () => {
    expect(ok(CardType.IdCard, '11010519491231002X')).toBeNull();
    expect(ok(CardType.IdCard, '110105199003071331')).toBe('profile.validation.idCardChecksum');
    // A residence-permit number is not a mainland ID card.
    expect(ok(CardType.IdCard, withCheck('81000019900101123'))).toBe('profile.validation.idCardFormat');
  });

  it('checks the residence permit of Hong Kong, Macao and Taiwan residents', () => {
    expect(ok(CardType.HkMoTwResidence, withCheck('81000019900101123'))).toBeNull();
    expect(ok(CardType.HkMoTwResidence, withCheck('83000019900101123'))).toBeNull();
    expect(ok(CardType.HkMoTwResidence, '11010519491231002X')).toBe('profile.validation.residenceFormat');
    const good = withCheck('82000019900101123');
    const bad = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    expect(ok(CardType.HkMoTwResidence, bad)).toBe('profile.validation.idCardChecksum');
  });

  it('checks passports as 5 to 17 letters and digits', () => {
    expect(ok(CardType.Passport, 'E12345678')).toBeNull();
    expect(ok(CardType.Passport, 'X1234')).toBeNull();
    expect(ok(CardType.Passport, 'E123')).toBe('profile.validation.cardNoFormat');
    expect(ok(CardType.Passport, 'E1234567890123456X')).toBe('profile.validation.cardNoFormat');
    expect(ok(CardType.Passport, 'E1234-567')).toBe('profile.validation.cardNoFormat');
  });

  it('checks the permits by their issued formats', () => {
    expect(ok(CardType.HkMoPermit, 'C12345678')).toBeNull();
    expect(ok(CardType.HkMoPermit, 'CA1234567')).toBeNull();
    expect(ok(CardType.HkMoPermit, 'W12345678')).toBeNull();
    expect(ok(CardType.HkMoPermit, 'H12345678')).toBe('profile.validation.cardNoFormat');
    expect(ok(CardType.TwPermit, 'L12345678')).toBeNull();
    expect(ok(CardType.TwPermit, '1234567')).toBe('profile.validation.cardNoFormat');
    expect(ok(CardType.HkMoHomePermit, 'H12345678')).toBeNull();
    expect(ok(CardType.HkMoHomePermit, 'M1234567801')).toBeNull();
    expect(ok(CardType.HkMoHomePermit, 'C12345678')).toBe('profile.validation.cardNoFormat');
    expect(ok(CardType.TwCompatriotPermit, '12345678')).toBeNull();
    expect(ok(CardType.TwCompatriotPermit, '1234567890(B)')).toBeNull();
    expect(ok(CardType.TwCompatriotPermit, 'T1234567')).toBe('profile.validation.cardNoFormat');
  });

  it('checks both versions of the foreign permanent resident ID', () => {
    expect(ok(CardType.ForeignPermanent, 'USA110085051512')).toBeNull();
    expect(ok(CardType.ForeignPermanent, withCheck('91100019850512001'))).toBeNull();
    expect(ok(CardType.ForeignPermanent, '911000198505120010')).toBe('profile.validation.idCardChecksum');
    expect(ok(CardType.ForeignPermanent, 'US1100850515123')).toBe('profile.validation.cardNoFormat');
  });

  it('refuses characters no document uses', () => {
    expect(ok(CardType.Other, 'AB 12')).toBe('profile.validation.cardNo');
    expect(ok(CardType.Other, 'ab12')).toBe('profile.validation.cardNo');
    expect(ok(CardType.Other, 'AB-12')).toBeNull();
    expect(ok(CardType.OfficerCard, '南字第1234567号')).toBeNull();
    expect(ok(CardType.StudentCard, '2024A001')).toBeNull();
  });

  it('derives birthday and sex only from numbers that state them', () => {
    expect(cardFacts(CardType.IdCard, '110105199003071335', TODAY)).toEqual({ birthday: '1990-03-07', sex: Sex.Male });
    expect(cardFacts(CardType.HkMoTwResidence, withCheck('81000019900101122'), TODAY)).toEqual({
      birthday: '1990-01-01',
      sex: Sex.Female,
    });
    expect(cardFacts(CardType.Passport, 'E12345678', TODAY)).toBeNull();
    expect(cardFacts(CardType.IdCard, '110105199003071331', TODAY)).toBeNull();
  });
});
