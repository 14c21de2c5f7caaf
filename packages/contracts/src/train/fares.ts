import { CardType, PassengerType } from '../lookups/lists.ts';
import { CHILD_UNDER_AGE, ageOn } from '../profile/passenger-type.ts';
import { cardFacts } from '../profile/travel-document.ts';
import { trainPassengerFullName, type TTrainIssue, type TTrainPassengerName } from './passengers.ts';
import { roundTrainFeeFen } from './refund.ts';

// The fare of each passenger of a train order (issue 14 item 13, ADR 0029). The railway sells a child ticket at half
// the fare of the seat, its tail rounded to 5 jiao as the railway rounds; an adult pays the fare. Who is a child:
// - the age is counted on the travel date from the birthday the document number states (identification card,
//   residence permit of Hong Kong, Macao and Taiwan residents), else from the birthday given with the passenger,
//   else the passenger is an adult (nothing to count from);
// - a child is under 14 on that day (spec section 9: "child age is 2 to 14"). The spec's infant (under 2) travels
//   free on an adult's lap with no ticket; booked a ticket of their own, they take a seat at the child fare, as the
//   railway sells it to any child under 14 who takes a seat;
// - a child travels with an adult: an order of children only is refused.

/** The fares a train ticket is sold at: PassengerType Adult or Child. */
export const TRAIN_FARE_TYPES = [PassengerType.Adult, PassengerType.Child] as const;
export type TTrainFareType = (typeof TRAIN_FARE_TYPES)[number];

/** A child ticket is half the fare (in basis points). */
export const TRAIN_CHILD_FARE_BP = 5000;

export const TRAIN_FARE_MESSAGES = {
  /** A child on an order without an adult: names the child. */
  childAlone: 'train.validation.childAlone',
} as const;

export type TTrainFarePassenger = { CardType?: unknown; CardNo?: unknown; Birthday?: unknown };

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The birthday of a passenger as the fare counts it: the one the document number states, else the one given
 * (yyyy-MM-dd), else null. `today` bounds a valid document's birthday.
 */
export const trainPassengerBirthday = (p: TTrainFarePassenger, today: string): string | null => {
  const cardNo = str(p.CardNo).replace(/\s+/g, '').toUpperCase();
  const cardType =
    p.CardType === undefined || p.CardType === null || p.CardType === '' ? CardType.IdCard : Number(p.CardType);
  const facts = cardNo ? cardFacts(cardType, cardNo, today) : null;
  if (facts) return facts.birthday;
  const given = str(p.Birthday);
  return /^\d{4}-\d{2}-\d{2}$/.test(given) ? given : null;
};

/** The fare type of a passenger travelling on `travelDate` (yyyy-MM-dd); `today` as trainPassengerBirthday's. */
export const trainFareTypeOn = (p: TTrainFarePassenger, travelDate: string, today: string): TTrainFareType => {
  const birthday = trainPassengerBirthday(p, today);
  return birthday && birthday <= travelDate && ageOn(birthday, travelDate) < CHILD_UNDER_AGE
    ? PassengerType.Child
    : PassengerType.Adult;
};

/** What a ticket of this fare type costs for a seat of `seatPriceFen`. */
export const trainFareFen = (seatPriceFen: number, fareType: number): number =>
  fareType === PassengerType.Child ? roundTrainFeeFen(seatPriceFen, TRAIN_CHILD_FARE_BP) : seatPriceFen;

/**
 * The passengers' fare problems on `travelDate`: an order of children only (a child travels with an adult) is
 * reported on its first passenger, naming them.
 */
export const trainFareIssues = (
  passengers: readonly (TTrainFarePassenger & TTrainPassengerName)[],
  travelDate: string,
  today: string,
): TTrainIssue[] => {
  if (passengers.length === 0) return [];
  if (passengers.some((p) => trainFareTypeOn(p, travelDate, today) === PassengerType.Adult)) return [];
  return [
    {
      path: [0, 'CardNo'],
      message: TRAIN_FARE_MESSAGES.childAlone,
      params: { name: trainPassengerFullName(passengers[0]!) },
    },
  ];
};
