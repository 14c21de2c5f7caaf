import crypto from 'node:crypto';

// The payment gateway port (issue 5 section 2): what the cashier needs of an online payment provider. A real provider
// (a mobile wallet, a messaging-app payment) and the development simulator both fit it. Calls that reach the provider
// are idempotent by our PaymentID (the provider's "out trade no"), so a retried create, close or refund is harmless.

/** The payment as the gateway sees it. */
export type TGatewayPayment = {
  /** Our payment id: the provider's merchant order number. */
  id: string;
  /** TradeMode code: Alipay or Weixin. */
  channel: number;
  amountFen: number;
  subject: string;
  providerTradeNo: string | null;
  expiresAt: Date;
};

/** What the provider says of a payment. NotFound: it never saw it (or forgot it, as the simulator does on restart). */
export type TGatewayStatus = 'Pending' | 'Paid' | 'Closed' | 'Refunded' | 'NotFound';

export type TGatewayQuery = {
  status: TGatewayStatus;
  providerTradeNo?: string | undefined;
  /** What the payer paid (Paid), to compare with the payment's amount. */
  amountFen?: number | undefined;
  paidAt?: Date | undefined;
};

export type TPaymentGateway = {
  /** Names the route of its notify (`Cashier/Notify/{provider}`) and its TMC-side ledger account. */
  provider: string;
  /** The development simulator: the cashier shows its confirm screen and Cashier/Simulate drives it. */
  simulator: boolean;
  /** Opens the payment with the provider: the QR the payer scans, until when. */
  createPayment: (
    p: TGatewayPayment,
  ) => Promise<{ providerTradeNo?: string | undefined; qrContent: string; expiresAt: Date }>;
  /** Whether a notify's signature is the provider's (the fields as received, Sign included). */
  verifyNotify: (payload: Record<string, string>) => boolean;
  /** Asks the provider for the state of a payment. */
  query: (p: TGatewayPayment) => Promise<TGatewayQuery>;
  /** Closes an unpaid payment at the provider; false when it was paid meanwhile (query it again). */
  close: (p: TGatewayPayment) => Promise<boolean>;
  /** Gives (part of) a paid payment back to the payer. */
  refund: (p: TGatewayPayment, amountFen: number) => Promise<void>;
};

/** The fields a notify is signed over: every field but Sign (and our route's provider), sorted, `k=v` joined by `&`. */
export const canonicalNotify = (payload: Record<string, string>): string =>
  Object.keys(payload)
    .filter((k) => k !== 'Sign' && k !== 'provider')
    .sort()
    .map((k) => `${k}=${payload[k]}`)
    .join('&');

/** HMAC-SHA256 (hex) of the canonical fields. */
export const hmacSign = (secret: string, payload: Record<string, string>): string =>
  crypto.createHmac('sha256', secret).update(canonicalNotify(payload)).digest('hex');

/** Compares a received signature with the expected one in constant time. */
export const hmacVerify = (secret: string, payload: Record<string, string>): boolean => {
  const sign = payload.Sign;
  if (typeof sign !== 'string' || !/^[0-9a-f]{64}$/i.test(sign)) return false;
  const expected = Buffer.from(hmacSign(secret, payload), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(sign.toLowerCase(), 'hex'));
};
