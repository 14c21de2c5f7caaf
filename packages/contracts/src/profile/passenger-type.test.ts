import { describe, expect, it } from 'vitest';
import { PassengerType } from '../lookups/lists.ts';
import { ageOn, passengerTypeOfAge, passengerTypeOn } from './passenger-type.ts';

describe('passenger type by age', () => {
  it('counts full years, birthdays on 29 February turning on 1 March', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('makes infants under 2, children from 2 until 14, adults after', () => {
    expect(passengerTypeOfAge(0)).toBe(PassengerType.Infant);
    expect(passengerTypeOfAge(1)).toBe(PassengerType.Infant);
    expect(passengerTypeOfAge(2)).toBe(PassengerType.Child);
    expect(passengerTypeOfAge(13)).toBe(PassengerType.Child);
    expect(passengerTypeOfAge(14)).toBe(PassengerType.Adult);
    expect(passengerTypeOn('2024-06-16', '2026-06-15')).toBe(PassengerType.Infant);
    expect(passengerTypeOn('2024-06-15', '2026-06-15')).toBe(PassengerType.Child);
    expect(passengerTypeOn('2012-06-16', '2026-06-15')).toBe(PassengerType.Child);
    expect(passengerTypeOn('2012-06-15', '2026-06-15')).toBe(PassengerType.Adult);
  });
});
