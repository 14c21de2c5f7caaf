import { formatDateTime } from '@opentmc/contracts';

// What the header clock shows: the platform works in China time (UTC+8 all year, no daylight saving), so the clock
// shows Beijing time wherever the browser is, and says so when the browser's own clock reads differently. Pure, so
// the unit tests cover it.

/** Beijing time is UTC+8: Date#getTimezoneOffset gives it as -480 minutes. */
const CHINA_OFFSET_MINUTES = -480;

export type TClockTime = {
  /** yyyy-MM-dd HH:mm:ss in Beijing time (spec section 9). */
  text: string;
  /** The same instant for <time dateTime>, with its +08:00 offset. */
  iso: string;
  /** The browser's local time differs from Beijing time now: the clock carries a "Beijing time" label. */
  otherZone: boolean;
};

/**
 * The clock at `now`; `browserOffsetMinutes` is the browser's `getTimezoneOffset()` at that instant (a browser in
 * another zone with the same UTC+8 offset, such as Singapore, reads the same time and gets no label).
 */
export const clockTime = (now: Date, browserOffsetMinutes: number): TClockTime => {
  const text = formatDateTime(now);
  return {
    text,
    iso: `${text.replace(' ', 'T')}+08:00`,
    otherZone: browserOffsetMinutes !== CHINA_OFFSET_MINUTES,
  };
};

export type TGreeting = 'night' | 'morning' | 'afternoon' | 'evening';

/** The greeting of the personal centre by the hour in Beijing (as the clock shows), not by the browser's zone. */
export const greetingOf = (now: Date): TGreeting => {
  const hour = Number(formatDateTime(now).slice(11, 13));
  return hour < 6 ? 'night' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
};

/** The browser's time zone name (e.g. Europe/Berlin), or '' when the browser does not say. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
};
