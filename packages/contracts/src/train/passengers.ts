import type { z } from 'zod';
import { formatDate } from '../format.ts';
import { CardType, TrainSeatType, type TTrainSeatType } from '../lookups/lists.ts';
import { CHINESE_NAME_RE, LATIN_NAME_RE } from '../profile/passenger.ts';
import { STATES_BIRTHDAY, cardNoIssue } from '../profile/travel-document.ts';
import { TRAIN_PASSENGERS_MAX } from './verification.ts';

// The passengers and chosen seats of a train order (spec sections 5 and 8; issue 6 section 3), as checks that return
// catalogue keys, for the booking screens and the server alike (`addTrainIssues` feeds them to a Zod superRefine).
//
// Names are in Surname/Given form: both parts are required and in one script.
// - Chinese: Chinese characters, a minority name's parts joined by · (阿依古丽 / 买买提·艾力); printed joined (张三).
// - Latin: letters and single spaces, compared and printed in upper case as SURNAME/GIVEN (SMITH/JOHN PAUL).
// A name typed as one string is split at its slash (parseTrainName); a name without one is not in Surname/Given form.
//
// Seats are a preference, chosen by position as on 12306: a row (1 or 2, so that a group can sit in two facing rows)
// and a letter. Second class has A B C D F, first class A C D F, business class A C F; other seat types (special
// class, sleepers, soft and hard seats, standing) have no choice. No seat chosen means no preference (the default):
// the railway assigns the seats. Where the seat type has a choice, the chosen seats go to the passengers in order,
// at most one each; where it has none, no seat may be sent.

/**
 * A problem of one field: `path` from the passenger list or the seat list, `message` a catalogue key and `params`
 * its values (the passenger's name).
 */
export type TTrainIssue = { path: (string | number)[]; message: string; params?: Record<string, string> };

export const TRAIN_PASSENGER_MESSAGES = {
  required: 'train.validation.passengerRequired',
  tooMany: 'train.validation.tooManyPassengers',
  nameBlank: 'train.validation.nameBlank',
  nameForm: 'train.validation.nameForm',
  nameRepeated: 'train.validation.nameRepeated',
  cardNoBlank: 'train.validation.cardNoBlank',
  cardNoRepeated: 'train.validation.cardNoRepeated',
  idCardFormat: 'train.validation.idCardFormat',
  idCardChecksum: 'train.validation.idCardChecksum',
  idCardBirthday: 'train.validation.idCardBirthday',
} as const;

export const TRAIN_SEAT_MESSAGES = {
  moreSeats: 'train.validation.seatsMoreThanPassengers',
  invalid: 'train.validation.seat',
  repeated: 'train.validation.seatRepeated',
  noChoice: 'train.validation.seatNoChoice',
} as const;

/** The rows a group's seats may be chosen in. */
export const TRAIN_SEAT_ROWS = [1, 2] as const;

/** The seat letters of the seat types that can be chosen by position. */
export const TRAIN_SEAT_LETTERS: Partial<Record<TTrainSeatType, readonly string[]>> = {
  [TrainSeatType.Second]: ['A', 'B', 'C', 'D', 'F'],
  [TrainSeatType.First]: ['A', 'C', 'D', 'F'],
  [TrainSeatType.Business]: ['A', 'C', 'F'],
};

/** The letters of a seat type, [] when seats of that type cannot be chosen. */
export const trainSeatLetters = (seatType: number): readonly string[] =>
  TRAIN_SEAT_LETTERS[seatType as TTrainSeatType] ?? [];

/** Every seat that can be chosen for a seat type, e.g. 1A … 2F for second class. */
export const trainSeatChoices = (seatType: number): string[] =>
  TRAIN_SEAT_ROWS.flatMap((row) => trainSeatLetters(seatType).map((l) => `${row}${l}`));

/** A chosen seat as compared: upper case without spaces ("1a " → "1A"). */
export const normaliseTrainSeat = (s: string): string => s.replace(/\s+/g, '').toUpperCase();

export type TTrainPassengerName = { Surname?: unknown; GivenName?: unknown };
export type TTrainPassengerInput = TTrainPassengerName & { CardType?: unknown; CardNo?: unknown };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const latin = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase();

/** Why a Surname/Given pair is not a valid name (a catalogue key), or null when it is. */
export const trainPassengerNameIssue = ({ Surname, GivenName }: TTrainPassengerName): string | null => {
  const surname = str(Surname).trim();
  const given = str(GivenName).trim();
  if (!surname && !given) return TRAIN_PASSENGER_MESSAGES.nameBlank;
  const chinese = CHINESE_NAME_RE.test(surname) && CHINESE_NAME_RE.test(given);
  const roman = LATIN_NAME_RE.test(latin(surname)) && LATIN_NAME_RE.test(latin(given));
  return chinese || roman ? null : TRAIN_PASSENGER_MESSAGES.nameForm;
};

/** The name as printed on a ticket and compared for repeats: 张三, or SMITH/JOHN. */
export const trainPassengerFullName = ({ Surname, GivenName }: TTrainPassengerName): string => {
  const surname = str(Surname).trim();
  const given = str(GivenName).trim();
  return CHINESE_NAME_RE.test(surname) && CHINESE_NAME_RE.test(given)
    ? `${surname}${given}`
    : `${latin(surname)}/${latin(given)}`;
};

/** The passenger as a message names them: the ticket name, or what was typed when the name is not valid. */
const passengerLabel = (p: TTrainPassengerName): string =>
  trainPassengerNameIssue(p) ? `${str(p.Surname).trim()}${str(p.GivenName).trim()}` : trainPassengerFullName(p);

/** Splits a typed "Surname/Given" at its first slash; null when there is none. The parts are not checked here. */
export const parseTrainName = (text: string): { Surname: string; GivenName: string } | null => {
  const i = text.indexOf('/');
  return i < 0 ? null : { Surname: text.slice(0, i).trim(), GivenName: text.slice(i + 1).trim() };
};

/**
 * Why the number of an identity document (the identification card and the residence permit of Hong Kong, Macao and
 * Taiwan residents, both GB 11643 numbers) is not valid: its format, its check character, or a birthday that is not a
 * real date up to `today` (yyyy-MM-dd, China time); null when it is valid or the document is of another type (a
 * passport's number has no check character). A catalogue key that takes the passenger's name as `name`.
 * The document type defaults to the identification card, as in the CreateOrder payload.
 */
export const trainCardNoIssue = (cardType: unknown, cardNo: string, today: string): string | null => {
  const type = cardType === undefined || cardType === null || cardType === '' ? CardType.IdCard : Number(cardType);
  if (!STATES_BIRTHDAY.includes(type)) return null;
  const issue = cardNoIssue(type, cardNo, today);
  if (!issue) return null;
  if (issue === 'profile.validation.idCardChecksum') return TRAIN_PASSENGER_MESSAGES.idCardChecksum;
  if (issue === 'profile.validation.idCardBirthday') return TRAIN_PASSENGER_MESSAGES.idCardBirthday;
  return TRAIN_PASSENGER_MESSAGES.idCardFormat;
};

/**
 * The passenger list of a train order: at least one and at most 5 passengers, each with a Surname/Given name and a
 * document number (an identity card's valid by its check character and birthday, see trainCardNoIssue; `today` is
 * yyyy-MM-dd in China time, now by default), no name and no document (type and number) twice. A repeat is reported
 * on its later passenger.
 */
export const trainPassengerIssues = (
  passengers: readonly TTrainPassengerInput[],
  today: string = formatDate(new Date()),
): TTrainIssue[] => {
  if (passengers.length === 0) return [{ path: [], message: TRAIN_PASSENGER_MESSAGES.required }];
  if (passengers.length > TRAIN_PASSENGERS_MAX) return [{ path: [], message: TRAIN_PASSENGER_MESSAGES.tooMany }];
  const issues: TTrainIssue[] = [];
  const names = new Set<string>();
  const cards = new Set<string>();
  passengers.forEach((p, i) => {
    const nameIssue = trainPassengerNameIssue(p);
    if (nameIssue) issues.push({ path: [i, 'Surname'], message: nameIssue });
    else {
      const name = trainPassengerFullName(p);
      if (names.has(name)) issues.push({ path: [i, 'Surname'], message: TRAIN_PASSENGER_MESSAGES.nameRepeated });
      names.add(name);
    }
    const cardNo = str(p.CardNo).replace(/\s+/g, '').toUpperCase();
    const cardIssue = cardNo ? trainCardNoIssue(p.CardType, cardNo, today) : null;
    if (!cardNo) issues.push({ path: [i, 'CardNo'], message: TRAIN_PASSENGER_MESSAGES.cardNoBlank });
    else if (cardIssue) issues.push({ path: [i, 'CardNo'], message: cardIssue, params: { name: passengerLabel(p) } });
    else {
      const card = `${String(p.CardType ?? '')}:${cardNo}`;
      if (cards.has(card)) issues.push({ path: [i, 'CardNo'], message: TRAIN_PASSENGER_MESSAGES.cardNoRepeated });
      cards.add(card);
    }
  });
  return issues;
};

/**
 * The seats chosen for `passengerCount` passengers in one seat type: valid positions, none twice, at most one per
 * passenger where the type has a choice (none at all: no preference); none where it has not.
 */
export const trainSeatIssues = ({
  seatType,
  passengerCount,
  seats,
}: {
  seatType: number;
  passengerCount: number;
  seats: readonly string[];
}): TTrainIssue[] => {
  const choices = new Set(trainSeatChoices(seatType));
  if (choices.size === 0) return seats.length > 0 ? [{ path: [], message: TRAIN_SEAT_MESSAGES.noChoice }] : [];
  const issues: TTrainIssue[] = [];
  const seen = new Set<string>();
  seats.forEach((raw, i) => {
    const seat = normaliseTrainSeat(raw);
    if (!choices.has(seat)) issues.push({ path: [i], message: TRAIN_SEAT_MESSAGES.invalid });
    else if (seen.has(seat)) issues.push({ path: [i], message: TRAIN_SEAT_MESSAGES.repeated });
    seen.add(seat);
  });
  if (seats.length > passengerCount) issues.push({ path: [], message: TRAIN_SEAT_MESSAGES.moreSeats });
  return issues;
};

/** Reports issues in a Zod superRefine, under `base` (e.g. ['Passengers']). */
export const addTrainIssues = (
  ctx: z.RefinementCtx,
  issues: readonly TTrainIssue[],
  base: (string | number)[] = [],
) => {
  for (const i of issues)
    ctx.addIssue({
      code: 'custom',
      path: [...base, ...i.path],
      message: i.message,
      ...(i.params ? { params: i.params } : {}),
    });
};
