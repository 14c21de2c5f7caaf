import { TradeAction } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { reaches } from '../org/index.ts';
import { loadDeal, type TDealRow } from './deals.ts';

// Who may see and move what (issue 5; architecture guide section 3). The company always comes from the session or
// from tenancy: a client's people act on their own company; TMC staff on the customers they reach (TMC finance and
// the operator: every client). A deal someone may not see is "not found", so ids reveal nothing.

const has = (ctx: TAuthedContext, code: string) => ctx.session.ticket.ActionCodes.includes(code);

/** The client company a call acts on: the caller's own, or a customer they reach. */
export const tradeCompany = async (ctx: TAuthedContext, tx: TTx, requested?: string): Promise<TScopedCompany> => {
  const companyId = await ctx.tenancy.companyFor(tx, ctx.session, requested || undefined);
  return companyId;
};

/** Whether the caller acts for the TMC on this deal's company (TMC finance and the operator). */
export const actsForTmc = async (ctx: TAuthedContext, tx: TTx, companyId: string): Promise<boolean> => {
  if (companyId === ctx.session.companyId || !has(ctx, TradeAction.receive)) return false;
  return reaches(tx, ctx.session, companyId);
};

/** A deal the caller may see: their own company's, or a reachable customer's. */
export const readableDeal = async (ctx: TAuthedContext, tx: TTx, id: string): Promise<TDealRow> => {
  const d = await loadDeal(tx, id);
  if (await reaches(tx, ctx.session, d.companyId)) return d;
  throw new BizError('trade.errors.notFound');
};

/** A deal of the caller's own company that they may pay for (its finance or administrator). */
export const ownDeal = async (ctx: TAuthedContext, tx: TTx, id: string): Promise<TDealRow> => {
  const d = await readableDeal(ctx, tx, id);
  if (d.companyId !== ctx.session.companyId || !has(ctx, TradeAction.pay)) throw new BizError('trade.errors.notFound');
  return d;
};

/** A deal of a customer the caller handles for the TMC. */
export const tmcDeal = async (ctx: TAuthedContext, tx: TTx, id: string): Promise<TDealRow> => {
  const d = await readableDeal(ctx, tx, id);
  if (!(await actsForTmc(ctx, tx, d.companyId))) throw new BizError('trade.errors.notFound');
  return d;
};

export const canPay = (ctx: TAuthedContext) => has(ctx, TradeAction.pay);
export const canReceive = (ctx: TAuthedContext) => has(ctx, TradeAction.receive);
export const canManageAccounts = (ctx: TAuthedContext) => has(ctx, TradeAction.accountManage);
