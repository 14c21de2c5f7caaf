import {
  CreditChangeList,
  TradeCompanyList,
  ReceivingAccountList,
  TradeAccountAdd,
  TradeAccountList,
  TradeDealCancel,
  TradeDealConfirm,
  TradeDealCreate,
  TradeDealDetails,
  TradeDealInvoice,
  TradeDealList,
  TradeDealPayment,
  TradeDealRefund,
  TradeDealReject,
  TradeDealSubmit,
  TradeDetailList,
  TradeReceiveList,
  TradeType,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { findReachedClients } from '../org/index.ts';
import { addAccount, listAccounts, listCreditChanges } from './account-calls.ts';
import { tradeCompany } from './access.ts';
import {
  cancel,
  confirm,
  createDeal,
  dealDetails,
  invoice,
  listDeals,
  listReceipts,
  payment,
  refund,
  reject,
  submit,
} from './deal-calls.ts';
import { detailPage, detailWhere } from './queries.ts';
import { receivingAccounts } from './bank-stores.ts';
import { exportCalls } from './export-calls.ts';
import { cashierCalls } from './cashier-routes.ts';

export const tradeCalls: TBoundCall[] = [
  bind(TradeAccountList, async (ctx, p) => listAccounts(ctx, p)),
  bind(TradeAccountAdd, async (ctx, p) => {
    const r = await addAccount(ctx, p);
    ctx.succeed('trade.messages.accountSaved');
    return r;
  }),
  bind(CreditChangeList, async (ctx, p) => listCreditChanges(ctx, p)),
  bind(TradeCompanyList, async (ctx, p) => ({
    Entities: (await findReachedClients(ctx.db, ctx.session, p.KeyWords)).map((c) => ({
      CompanyID: c.id,
      CompanyName: ctx.lang === 'en' && c.nameEn ? c.nameEn : c.name,
    })),
  })),
  bind(TradeDealList, async (ctx, p) => listDeals(ctx, p)),
  bind(TradeReceiveList, async (ctx, p) => listReceipts(ctx, p)),
  bind(TradeDealDetails, async (ctx, p) => dealDetails(ctx, p.id)),
  bind(TradeDealCreate, async (ctx, p) => {
    const r = await createDeal(ctx, p);
    ctx.succeed(p.TradeType === TradeType.Recharge ? 'trade.messages.rechargeEntered' : 'messages.added');
    return r;
  }),
  bind(TradeDealSubmit, async (ctx, p) => {
    const r = await submit(ctx, p.TradeID);
    ctx.succeed('trade.messages.submitted');
    return r;
  }),
  bind(TradeDealConfirm, async (ctx, p) => {
    const r = await confirm(ctx, p);
    ctx.succeed('trade.messages.confirmed');
    return r;
  }),
  bind(TradeDealReject, async (ctx, p) => {
    const r = await reject(ctx, p);
    ctx.succeed('trade.messages.rejected');
    return r;
  }),
  bind(TradeDealCancel, async (ctx, p) => {
    const r = await cancel(ctx, p);
    ctx.succeed('trade.messages.canceled');
    return r;
  }),
  bind(TradeDealPayment, async (ctx, p) => {
    const r = await payment(ctx, p);
    ctx.succeed('trade.messages.paid');
    return r;
  }),
  bind(TradeDealRefund, async (ctx, p) => {
    const r = await refund(ctx, p);
    ctx.succeed('trade.messages.refunded');
    return r;
  }),
  bind(TradeDealInvoice, async (ctx, p) => {
    const r = await invoice(ctx, p.TradeID);
    ctx.succeed('trade.messages.invoiceRequested');
    return r;
  }),
  bind(ReceivingAccountList, async (ctx) => ({ Entities: await receivingAccounts(ctx.db) })),
  bind(TradeDetailList, async (ctx, p) => {
    const companyId = await tradeCompany(ctx, ctx.db, p.CompanyID);
    return detailPage(ctx.db, detailWhere(companyId, p), p, ctx.lang, ctx.t);
  }),
  ...exportCalls,
  ...cashierCalls,
];
