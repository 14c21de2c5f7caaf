import { carrierOf } from './carriers.ts';
import { roundFare } from './taxes.ts';
import { share, draws } from './random.ts';
import type { TSimCabin } from './fares.ts';
import type { TSimFlight } from './schedule.ts';

// What the supplier does between search and travel, deterministically per flight:
// - the price check at booking: for about one fare in ten (by flight, date and sub-class) the airline has moved the
//   fare up to the next sub-class of its ladder (a full fare up 10 %), so the booker must confirm the new price;
// - schedule changes: about one flight in seven (by flight and date) is delayed (30 to 180 minutes), retimed (an
//   hour earlier to two hours later) or cancelled.

export const REPRICE_SHARE = 0.1;

export type TPriceCheck = { changed: boolean; priceFen: number };

/** The fare of a cabin as the airline sells it at booking: the same, or moved up (`changed`). */
export const checkPrice = (
  flight: Pick<TSimFlight, 'flightNo' | 'date' | 'airline'>,
  cabin: TSimCabin,
): TPriceCheck => {
  if (cabin.agreementCode || share(`reprice|${flight.flightNo}|${flight.date}|${cabin.subClass}`) >= REPRICE_SHARE)
    return { changed: false, priceFen: cabin.priceFen };
  const ladder = carrierOf(flight.airline)?.ladder ?? [];
  const at = ladder.findIndex(([sub]) => sub === cabin.subClass);
  const up = cabin.cabinClass === 'Y' && at > 0 ? ladder[at - 1]![1] : cabin.percentOfY * 1.1;
  const priceFen = roundFare((cabin.priceFen * up) / cabin.percentOfY);
  return { changed: priceFen !== cabin.priceFen, priceFen };
};

export type TScheduleChange =
  | { kind: 'delay'; minutes: number; departAt: Date; arriveAt: Date }
  | { kind: 'retime'; minutes: number; departAt: Date; arriveAt: Date }
  | { kind: 'cancel' };

export const SCHEDULE_CHANGE_SHARES = { cancel: 0.03, delay: 0.07, retime: 0.05 } as const;

/** The schedule change the airline makes to a flight on its day, or null (most flights). */
export const scheduleChangeOf = (
  flight: Pick<TSimFlight, 'flightNo' | 'date' | 'departAt' | 'arriveAt'>,
): TScheduleChange | null => {
  const r = draws(`schedule-change|${flight.flightNo}|${flight.date}`);
  const roll = r.next();
  const { cancel, delay, retime } = SCHEDULE_CHANGE_SHARES;
  const move = (kind: 'delay' | 'retime', minutes: number): TScheduleChange => ({
    kind,
    minutes,
    departAt: new Date(flight.departAt.getTime() + minutes * 60_000),
    arriveAt: new Date(flight.arriveAt.getTime() + minutes * 60_000),
  });
  if (roll < cancel) return { kind: 'cancel' };
  if (roll < cancel + delay) return move('delay', r.int(6, 36) * 5);
  if (roll < cancel + delay + retime) {
    const minutes = r.int(-12, 23) * 5;
    return move('retime', minutes === 0 ? 30 : minutes);
  }
  return null;
};
