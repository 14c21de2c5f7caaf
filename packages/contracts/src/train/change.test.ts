import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../format.ts';
import { TRAIN_CHANGE_MESSAGES, trainChangeAllowed, trainChangeLastDate } from './change.ts';

const at = (cst: string) => parseDateTime(cst)!;
const MIN = 60_000;
const HOUR = 60 * MIN;
const D = at('2026-03-20 08:00:00');
const ago = (ms: number, from = D) => new Date(from.getTime() - ms);
const ok = { ok: true };
const no = (message: string) => ({ ok: false, message });

describe('trainChangeAllowed', () => {
  it.each([
    // More than 48 hours before: any train on sale (today … today + 14, China dates).
    ['5 days before, a later day', ago(120 * HOUR), '2026-03-25 09:00:00', ok],
    ['5 days before, an earlier day', ago(120 * HOUR), '2026-03-16 09:00:00', ok],
    ['5 days before, the last presale day', ago(120 * HOUR), '2026-03-29 23:59:00', ok],
    ['5 days before, past the presale window', ago(120 * HOUR), '2026-03-30 00:10:00', no('train.errors.notOnSale')],
    ['48 h + 1 min before, another day', ago(48 * HOUR + MIN), '2026-03-25 09:00:00', ok],
    // Exactly 48 hours and less: only before 24:00 of the ticket's date.
    ['exactly 48 h before, same day', ago(48 * HOUR), '2026-03-20 23:59:59', ok],
    ['exactly 48 h before, next midnight', ago(48 * HOUR), '2026-03-21 00:00:00', no('train.errors.changeSameDayOnly')],
    ['exactly 48 h before, days later', ago(48 * HOUR), '2026-03-25 09:00:00', no('train.errors.changeSameDayOnly')],
    ['47 h before, an earlier day', ago(47 * HOUR), '2026-03-19 12:00:00', ok],
    ['2 h before, an earlier train that day', ago(2 * HOUR), '2026-03-20 07:00:00', ok],
    [
      '2 h before, a train that has left',
      ago(2 * HOUR),
      '2026-03-20 05:59:00',
      no('train.errors.changeTargetDeparted'),
    ],
    // The online cut-off: 35 minutes before the original departure.
    ['36 min before', ago(36 * MIN), '2026-03-20 20:00:00', ok],
    ['exactly 35 min before', ago(35 * MIN), '2026-03-20 20:00:00', no('train.errors.onlineCutoff')],
    ['34 min before', ago(34 * MIN), '2026-03-20 20:00:00', no('train.errors.onlineCutoff')],
    ['after departure', ago(-MIN), '2026-03-20 20:00:00', no('train.errors.onlineCutoff')],
  ])('%s', (_label, now, target, expected) => {
    expect(trainChangeAllowed({ departure: D, target: at(target), now })).toEqual(expected);
  });

  it('counts the ticket date in China time, not UTC', () => {
    // 23:30 China time is 15:30 UTC: the next China day starts at 16:00 UTC of the same UTC date.
    const late = at('2026-03-20 23:30:00');
    const now = at('2026-03-20 21:00:00');
    expect(trainChangeAllowed({ departure: late, target: at('2026-03-20 23:55:00'), now })).toEqual(ok);
    expect(trainChangeAllowed({ departure: late, target: at('2026-03-21 00:05:00'), now })).toEqual(
      no(TRAIN_CHANGE_MESSAGES.sameDayOnly),
    );
    // 00:30 China time on the 21st is the 20th in UTC; its ticket date is the 21st.
    const early = at('2026-03-21 00:30:00');
    expect(trainChangeLastDate(early, now)).toBe('2026-03-21');
    expect(trainChangeAllowed({ departure: early, target: at('2026-03-21 20:00:00'), now })).toEqual(ok);
  });
});

describe('trainChangeLastDate', () => {
  it('is the last presale day, the ticket date, or null once closed', () => {
    expect(trainChangeLastDate(D, ago(72 * HOUR))).toBe('2026-03-31');
    expect(trainChangeLastDate(D, ago(48 * HOUR))).toBe('2026-03-20');
    expect(trainChangeLastDate(D, ago(35 * MIN))).toBeNull();
  });
});
