// The one money formatter of the web app: yuan (as replies carry it) shown with ¥ and two decimals, the sign in front
// of the ¥ (-¥21.00, never ¥-21.00), in every language. Pure, so the unit tests cover it.

export type TYuanTextOptions = {
  /** Thousands grouped with commas (¥1,234.50): the trade screens' style. */
  grouped?: boolean;
  /** A plus sign on a positive amount (+¥100.00), for postings. */
  signed?: boolean;
};

/**
 * Yuan as whole fen, rounded half away from zero on the decimal value: 0.1 + 0.2 is 30 fen and 12.345 is 1235
 * (12.345 * 100 is 1234.4999… in binary, so the product is first cut to 12 significant digits).
 */
export const fenOfYuan = (yuan: number): number => {
  const fen = Math.round(Number((Math.abs(yuan) * 100).toPrecision(12)));
  return yuan < 0 ? -fen : fen;
};

const digits = (absFen: number, grouped: boolean): string => {
  const whole = String(Math.floor(absFen / 100));
  return `${grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${String(absFen % 100).padStart(2, '0')}`;
};

/** ¥553.50, -¥21.00, ¥0.00; '' for a missing or non-numeric amount. */
export const yuanText = (yuan: number | null | undefined, opts: TYuanTextOptions = {}): string => {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return '';
  const fen = fenOfYuan(yuan);
  // An amount that rounds to 0 fen has no sign (-0.001 is ¥0.00).
  const sign = fen < 0 ? '-' : fen > 0 && opts.signed ? '+' : '';
  return `${sign}¥${digits(Math.abs(fen), opts.grouped ?? false)}`;
};

/** The amount without the ¥, two decimals, the sign in front (-21.00): table cells and amounts inside sentences. */
export const yuanDigits = (yuan: unknown): string => {
  const n = typeof yuan === 'number' ? yuan : typeof yuan === 'string' && yuan.trim() !== '' ? Number(yuan) : NaN;
  if (!Number.isFinite(n)) return '';
  const fen = fenOfYuan(n);
  return `${fen < 0 ? '-' : ''}${digits(Math.abs(fen), false)}`;
};
