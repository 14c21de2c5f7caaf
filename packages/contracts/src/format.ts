import { z } from 'zod';

/** China Standard Time is UTC+8 all year (no daylight saving). */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Formats an instant as `yyyy-MM-dd HH:mm:ss` in China Standard Time. */
export const formatDateTime = (d: Date): string => {
  const c = new Date(d.getTime() + CST_OFFSET_MS);
  return `${pad(c.getUTCFullYear(), 4)}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`;
};

/** Formats an instant as `yyyy-MM-dd` in China Standard Time. */
export const formatDate = (d: Date): string => formatDateTime(d).slice(0, 10);

/** Parses `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`, as midnight) in China Standard Time; null when invalid. */
export const parseDateTime = (s: string): Date | null => {
  const m = DATE_TIME_RE.exec(s) ?? DATE_RE.exec(s);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, se = 0] = m.slice(1).map(Number) as number[];
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h > 23 || mi > 59 || se > 59) return null;
  const utc = Date.UTC(y!, mo! - 1, d!, h, mi, se);
  const back = new Date(utc);
  // Refuse dates that roll over, such as 2026-02-30.
  if (back.getUTCMonth() !== mo! - 1 || back.getUTCDate() !== d) return null;
  return new Date(utc - CST_OFFSET_MS);
};

/**
 * A date-time on the wire: `yyyy-MM-dd HH:mm:ss` in China Standard Time, a Date inside.
 * Use it for payload fields; results are formatted with `formatDateTime`.
 */
export const ZDateTime = z.string().transform((s, ctx) => {
  const d = parseDateTime(s);
  if (!d) {
    ctx.addIssue({ code: 'custom', message: 'messages.validation.dateTime' });
    return z.NEVER;
  }
  return d;
});

/** Yuan on the wire (at most two decimals) to integer fen inside. */
export const yuanToFen = (yuan: number | string): number | null => {
  const s = typeof yuan === 'number' ? String(yuan) : yuan.trim();
  const m = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
};

/** Integer fen to yuan as a number with at most two decimals, for replies. */
export const fenToYuan = (fen: number): number => Math.round(fen) / 100;

/** Formats fen as a yuan string with two decimals, e.g. 55350 → "553.50". */
export const formatYuan = (fen: number): string => {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
};

/**
 * Money on the wire: yuan as a number or string with at most two decimals; integer fen inside.
 * Every amount in a payload uses this type, so no handler ever sees a float.
 */
export const ZMoney = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const fen = typeof v === 'number' && !Number.isFinite(v) ? null : yuanToFen(v);
  if (fen === null || !Number.isSafeInteger(fen)) {
    ctx.addIssue({ code: 'custom', message: 'messages.validation.amount' });
    return z.NEVER;
  }
  return fen;
});
