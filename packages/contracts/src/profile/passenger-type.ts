import { PassengerType, type TPassengerType } from '../lookups/lists.ts';

// Passenger type by age (spec section 9): an infant is under 2, a child is 2 to 14 (from the 2nd birthday until
// the 14th, as the railway's "满2周岁未满14周岁"), everyone older is an adult.

export const INFANT_UNDER_AGE = 2;
export const CHILD_UNDER_AGE = 14;

/** Full years of age on `today` (both yyyy-MM-dd); someone born on 29 February turns a year older on 1 March. */
export const ageOn = (birthday: string, today: string): number => {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) < birthday.slice(5) ? years - 1 : years;
};

/** The passenger type of a person of this age. */
export const passengerTypeOfAge = (age: number): TPassengerType => {
  if (age < INFANT_UNDER_AGE) return PassengerType.Infant;
  if (age < CHILD_UNDER_AGE) return PassengerType.Child;
  return PassengerType.Adult;
};

/** The passenger type of someone born on `birthday`, on `today`. */
export const passengerTypeOn = (birthday: string, today: string): TPassengerType =>
  passengerTypeOfAge(ageOn(birthday, today));
