import crypto from 'node:crypto';
import { formatDateTime, formatYuan, type TPaymentNotify } from '@opentmc/contracts';
import { hmacSign, hmacVerify, type TGatewayPayment, type TGatewayQuery, type TPaymentGateway } from './port.ts';

// The development payment simulator: it stands in for the wallet and messaging-app payments. It keeps its own
// records of the payments it was asked to open (as a provider would, in its own memory: a restart forgets them, and
// it then answers NotFound), answers queries from them, and signs its notifies with HMAC-SHA256 over the canonical
// fields with PAYMENT_SIM_SECRET. The cashier's confirm screen plays the payer through Cashier/Simulate.

type TSimTrade = {
  status: 'Pending' | 'Paid' | 'Closed' | 'Refunded';
  providerTradeNo: string;
  amountFen: number;
  refundedFen: number;
  paidAt: Date | null;
  touchedAt: number;
};

/** Records older than this are dropped (a day is far past any payment's life). */
const KEEP_MS = 24 * 3600_000;

export type TSimGateway = TPaymentGateway & {
  /** The payer pays (the confirm screen's "pay"): false when the simulator had closed it. */
  payerPays: (p: TGatewayPayment, now: Date) => boolean;
  /** The payer gives up: the simulator closes the payment unless it was paid. */
  payerAbandons: (p: TGatewayPayment) => void;
  /** The signed notify the simulator sends for a payment's current state (null while nothing happened). */
  notifyFor: (p: TGatewayPayment, now: Date) => TPaymentNotify | null;
  /** The signature of a set of notify fields (tests build their own notifies with it). */
  sign: (fields: Record<string, string>) => string;
};

export const simTradeNo = (paymentId: string) => `SIM${paymentId}`;

export const createSimGateway = (secret: string): TSimGateway => {
  const trades = new Map<string, TSimTrade>();
  const sweep = () => {
    const cutoff = Date.now() - KEEP_MS;
    for (const [k, v] of trades) if (v.touchedAt < cutoff) trades.delete(k);
  };
  /** The record of a payment, made again from the payment after a restart. */
  const recordOf = (p: TGatewayPayment): TSimTrade => {
    let t = trades.get(p.id);
    if (!t) {
      sweep();
      t = {
        status: 'Pending',
        providerTradeNo: p.providerTradeNo ?? simTradeNo(p.id),
        amountFen: p.amountFen,
        refundedFen: 0,
        paidAt: null,
        touchedAt: Date.now(),
      };
      trades.set(p.id, t);
    }
    t.touchedAt = Date.now();
    return t;
  };
  const sign = (fields: Record<string, string>) => hmacSign(secret, fields);

  return {
    provider: 'sim',
    simulator: true,
    createPayment: async (p) => {
      const t = recordOf(p);
      const qr = new URLSearchParams({ PaymentID: p.id, Amount: formatYuan(p.amountFen) });
      return {
        providerTradeNo: t.providerTradeNo,
        qrContent: `opentmc-sim://pay?${qr.toString()}`,
        expiresAt: p.expiresAt,
      };
    },
    verifyNotify: (payload) => hmacVerify(secret, payload),
    query: async (p): Promise<TGatewayQuery> => {
      const t = trades.get(p.id);
      if (!t) return { status: 'NotFound' };
      return {
        status: t.status,
        providerTradeNo: t.providerTradeNo,
        amountFen: t.amountFen,
        paidAt: t.paidAt ?? undefined,
      };
    },
    close: async (p) => {
      const t = trades.get(p.id);
      if (!t) return true;
      if (t.status === 'Paid' || t.status === 'Refunded') return false;
      t.status = 'Closed';
      return true;
    },
    refund: async (p, amountFen) => {
      const t = recordOf(p);
      t.refundedFen = Math.min(t.amountFen, t.refundedFen + amountFen);
      if (t.refundedFen >= t.amountFen) t.status = 'Refunded';
    },
    payerPays: (p, now) => {
      const t = recordOf(p);
      if (t.status === 'Closed') return false;
      if (t.status === 'Pending') {
        t.status = 'Paid';
        t.paidAt = now;
      }
      return true;
    },
    payerAbandons: (p) => {
      const t = recordOf(p);
      if (t.status === 'Pending') t.status = 'Closed';
    },
    notifyFor: (p, now) => {
      const t = trades.get(p.id);
      if (!t || t.status === 'Pending') return null;
      const fields = {
        PaymentID: p.id,
        ProviderTradeNo: t.providerTradeNo,
        Amount: formatYuan(t.amountFen),
        Status: t.status === 'Closed' ? ('TRADE_CLOSED' as const) : ('TRADE_SUCCESS' as const),
        NotifyTime: formatDateTime(now),
        Nonce: crypto.randomBytes(12).toString('hex'),
      };
      return { ...fields, Sign: sign(fields) };
    },
    sign,
  };
};
