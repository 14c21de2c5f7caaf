import { z } from 'zod';
import { parseDateTime } from './datetime.ts';

export { formatDate, formatDateTime, parseDateTime } from './datetime.ts';

const pad = (n: number) => String(n).padStart(2, '0');

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
