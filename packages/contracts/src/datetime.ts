// Dates and times on the wire, apart from their schemas (format.ts): the shell's clock formats without loading Zod
// (docs/adr/0031).

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
