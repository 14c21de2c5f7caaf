import { CashierChannel, ONLINE_CHANNELS, type TCashierChannel } from '@opentmc/contracts';

// The cashier's pure rules: where it may send the payer back to, its address, and the idempotency key of a payment
// attempt. The unit tests cover them.

/** A path inside this site (`/…`, never `//host`, `/\host` or a scheme), else ''. Mirrors the server's rule. */
export const sameSitePath = (url: string | null | undefined): string => {
  const u = (url ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])/.test(u) || /[\\\s\u0000-\u001f]/.test(u) || u.length > 300) return '';
  return u;
};

/** The cashier's address for a deal, with an optional same-site return path. */
export const cashierPath = (tradeId: string, returnUrl?: string): string => {
  const q = new URLSearchParams({ TradeID: tradeId });
  const back = sameSitePath(returnUrl);
  if (back) q.set('ReturnUrl', back);
  return `/trade/cashier?${q.toString()}`;
};

export const isOnline = (c: TCashierChannel): boolean => ONLINE_CHANNELS.includes(c);

/** The channels in the order the cashier shows them. */
export const CHANNEL_ORDER: readonly TCashierChannel[] = [
  CashierChannel.Balance,
  CashierChannel.Credit,
  CashierChannel.Alipay,
  CashierChannel.Weixin,
];

export type TAttempt = { channel: TCashierChannel; key: string } | null;

/**
 * The key of a payment attempt: a retry with the same channel (a lost reply, a double click) keeps the key, so the
 * server replays its first answer; another channel is a new attempt. After an answer the attempt is over (null).
 */
export const attemptFor = (
  current: TAttempt,
  channel: TCashierChannel,
  make: () => string = () => crypto.randomUUID(),
): { channel: TCashierChannel; key: string } =>
  current && current.channel === channel ? current : { channel, key: make() };
