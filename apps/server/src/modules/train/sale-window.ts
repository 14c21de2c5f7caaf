import { TRAIN_PRESALE_DAYS, formatDateTime } from '@opentmc/contracts';

// When trains can be searched and sold, in China time: the search runs only within the service hours (a setting,
// 06:00–23:00 by default), and tickets are on sale from today to TRAIN_PRESALE_DAYS − 1 days ahead.

/** Minutes from midnight: open from `start` (inclusive) to `end` (exclusive); past midnight when start > end. */
export type TServiceHours = { start: number; end: number };

const HOURS_RE = /^([01]\d|2[0-4]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** Parses `HH:mm-HH:mm` (24:00 allowed as an end); throws on anything else. */
export const parseServiceHours = (text: string): TServiceHours => {
  const m = HOURS_RE.exec(text.trim());
  const [sh, sm, eh, em] = (m?.slice(1) ?? []).map(Number) as number[];
  const start = sh! * 60 + sm!;
  const end = eh! * 60 + em!;
  if (!m || start > 24 * 60 || end > 24 * 60 || start === end)
    throw new Error(`train service hours must be HH:mm-HH:mm, got "${text}"`);
  return { start, end };
};

/** The minute of the day in China time. */
const cstMinute = (now: Date) => {
  const t = formatDateTime(now);
  return Number(t.slice(11, 13)) * 60 + Number(t.slice(14, 16));
};

export const inServiceHours = (now: Date, h: TServiceHours): boolean => {
  const m = cstMinute(now);
  return h.start < h.end ? m >= h.start && m < h.end : m >= h.start || m < h.end;
};

/** yyyy-MM-dd plus some days. */
export const addDays = (day: string, days: number): string => {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
};

/** The first and last travel dates on sale now. */
export const presaleWindow = (now: Date): { first: string; last: string } => {
  const today = formatDateTime(now).slice(0, 10);
  return { first: today, last: addDays(today, TRAIN_PRESALE_DAYS - 1) };
};

export const onSale = (day: string, now: Date): boolean => {
  const { first, last } = presaleWindow(now);
  return day >= first && day <= last;
};
