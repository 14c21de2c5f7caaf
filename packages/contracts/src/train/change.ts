import { formatDate } from '../format.ts';
import { TRAIN_ONLINE_CUTOFF_MESSAGE, trainOnlineAmendOpen } from './refund.ts';
import { TRAIN_PRESALE_DAYS } from './search.ts';

// Train change windows (spec section 9, issue 6 section 5), the railway's rule "开车前48小时（不含）以上，可改签预售期
// 内的其他列车；开车前48小时以内，可改签票面日期当日24:00之前的其他列车":
// - more than 48 hours before the original departure (exactly 48 hours is already inside): any train on sale,
//   i.e. leaving from today to today + TRAIN_PRESALE_DAYS − 1 (China dates);
// - otherwise only a train leaving before 24:00, China time, of the original ticket's date;
// - never once online changes have closed (35 minutes before the original departure), and never to a train that
//   has left.

const HOUR_MS = 3_600_000;

/** More than this long before departure, a ticket may change to any train on sale. */
export const TRAIN_CHANGE_ANY_TRAIN_MS = 48 * HOUR_MS;

/** Why a change target is refused: message keys of the train catalogue. */
export const TRAIN_CHANGE_MESSAGES = {
  cutoff: TRAIN_ONLINE_CUTOFF_MESSAGE,
  departed: 'train.errors.changeTargetDeparted',
  notOnSale: 'train.errors.notOnSale',
  sameDayOnly: 'train.errors.changeSameDayOnly',
} as const;

export type TTrainChangeCheck = { ok: true } | { ok: false; message: string };

const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The China date a train leaving at `departure` may change to at the latest, `now`; null when changes are closed. */
export const trainChangeLastDate = (departure: Date, now: Date): string | null => {
  if (!trainOnlineAmendOpen(departure, now)) return null;
  const anyTrain = departure.getTime() - now.getTime() > TRAIN_CHANGE_ANY_TRAIN_MS;
  return anyTrain ? addDays(formatDate(now), TRAIN_PRESALE_DAYS - 1) : formatDate(departure);
};

/**
 * Whether a ticket for a train leaving at `departure` may change, at `now`, to a train leaving at `target`; if
 * not, the message key that says why.
 */
export const trainChangeAllowed = ({
  departure,
  target,
  now,
}: {
  departure: Date;
  target: Date;
  now: Date;
}): TTrainChangeCheck => {
  const last = trainChangeLastDate(departure, now);
  if (last === null) return { ok: false, message: TRAIN_CHANGE_MESSAGES.cutoff };
  if (target.getTime() <= now.getTime()) return { ok: false, message: TRAIN_CHANGE_MESSAGES.departed };
  const day = formatDate(target);
  if (day > last) {
    const anyTrain = departure.getTime() - now.getTime() > TRAIN_CHANGE_ANY_TRAIN_MS;
    return { ok: false, message: anyTrain ? TRAIN_CHANGE_MESSAGES.notOnSale : TRAIN_CHANGE_MESSAGES.sameDayOnly };
  }
  return { ok: true };
};
