import dayjs from 'dayjs';
import { cardFacts, passengerTypeOn, todayCst } from '@opentmc/contracts';
import { DAY_FORMAT, type TValues } from '../../../kit/resource/resource-values.ts';

const normalizeNo = (v: unknown) =>
  String(v ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();
const dayOf = (v: unknown): string | undefined => (dayjs.isDayjs(v) && v.isValid() ? v.format(DAY_FORMAT) : undefined);

/**
 * What the form fills in itself: an identification number states the birthday and sex, and a birthday gives the
 * passenger type (infant under 2, child 2 to 14).
 */
export const passengerAutoFill = (changed: TValues, all: TValues, today = todayCst()): TValues => {
  if ('CardType' in changed || 'CardNo' in changed) {
    const facts = cardFacts(Number(all.CardType), normalizeNo(all.CardNo), today);
    if (facts)
      return {
        Birthday: dayjs(facts.birthday, DAY_FORMAT),
        Sex: facts.sex,
        PassengerType: passengerTypeOn(facts.birthday, today),
      };
  }
  if ('Birthday' in changed) {
    const birthday = dayOf(changed.Birthday);
    if (birthday && birthday <= today) return { PassengerType: passengerTypeOn(birthday, today) };
  }
  return {};
};
