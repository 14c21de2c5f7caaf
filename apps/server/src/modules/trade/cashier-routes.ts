import {
  CashierInfo,
  CashierNotify,
  CashierPay,
  CashierQuery,
  CashierRedirect,
  CashierSimulate,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { cashierInfo, cashierPay, cashierQuery, cashierRedirect, cashierSimulate } from './cashier-calls.ts';
import { handleNotify } from './cashier-payments.ts';

/** The cashier's calls (routes.ts mounts them with the other trade calls). */
export const cashierCalls: TBoundCall[] = [
  bind(CashierInfo, async (ctx, p) => cashierInfo(ctx, p.TradeID)),
  bind(CashierPay, async (ctx, p) => {
    const r = await cashierPay(ctx, p);
    ctx.succeed(r.PaymentID ? 'trade.messages.paymentOpened' : 'trade.messages.paid');
    return r;
  }),
  bind(CashierQuery, async (ctx, p) => cashierQuery(ctx, p.PaymentID)),
  bind(CashierRedirect, async (ctx, p) => cashierRedirect(ctx, p)),
  // Public: the gateway calls it with no session; the signature is checked before anything else.
  bind(CashierNotify, async (ctx, p) => handleNotify(ctx, p)),
  bind(CashierSimulate, async (ctx, p) => {
    const r = await cashierSimulate(ctx, p);
    ctx.succeed('trade.messages.simulated');
    return r;
  }),
];
