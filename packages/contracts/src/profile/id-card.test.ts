import { describe, expect, it } from 'vitest';
import { Sex } from '../lookups/lists.ts';
import { idCardCheck, idCardFacts, idCardIssue, isCalendarDate, isIdCard } from './id-card.ts';

const TODAY = '2026-06-15';

describe('identification number (GB 11643)', () => {
  it('computes the check character with the standard weights', () => {
    // The example number printed in GB 11643-1999.
    expect(idCardCheck('11010519491231002')).toBe('X');
    expect(idCardCheck('11010519900307133')).toBe('5');
    expect(idCardCheck('1101051990030713')).toBeNull();
    expect(idCardCheck('1101051990030713A')).toBeNull();
  });

  it('accepts a valid number and refuses a wrong check character, length or letter', () => {
    expect(isIdCard('11010519491231002X', TODAY)).toBe(true);
    expect(isIdCard('110105199003071335', TODAY)).toBe(true);
    expect(idCardIssue('110105199003071331', TODAY)).toBe('profile.validation.idCardChecksum');
    expect(idCardIssue('11010519900307133', TODAY)).toBe('profile.validation.idCardFormat');
    expect(idCardIssue('11010519491231002x', TODAY)).toBe('profile.validation.idCardFormat');
    expect(idCardIssue('1101051990030713X5', TODAY)).toBe('profile.validation.idCardFormat');
  });

  it('refuses a birthday that is not a real past date', () => {
    const withCheck = (first17: string) => `${first17}${idCardCheck(first17)}`;
    // 30 February, a future date and a date before 1900, each with a correct check character.
    expect(idCardIssue(withCheck('11010519900230133'), TODAY)).toBe('profile.validation.idCardBirthday');
    expect(idCardIssue(withCheck('11010520300101133'), TODAY)).toBe('profile.validation.idCardBirthday');
    expect(idCardIssue(withCheck('11010518991231133'), TODAY)).toBe('profile.validation.idCardBirthday');
    expect(idCardIssue(withCheck('11010520260615133'), TODAY)).toBeNull();
    expect(idCardIssue(withCheck('11010520260616133'), TODAY)).toBe('profile.validation.idCardBirthday');
  });

  it('states the birthday (digits 7-14) and the sex (digit 17, odd is male)', () => {
    expect(idCardFacts('11010519491231002X', TODAY)).toEqual({ birthday: '1949-12-31', sex: Sex.Female });
    expect(idCardFacts('110105199003071335', TODAY)).toEqual({ birthday: '1990-03-07', sex: Sex.Male });
    expect(idCardFacts('110105199003071331', TODAY)).toBeNull();
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('2023-1-01')).toBe(false);
  });
});
