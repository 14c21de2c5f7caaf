import { and, asc, eq, inArray } from 'drizzle-orm';
import { TRAIN_ONLINE_CHANGE_CARD_TYPES } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { simRailLogin } from './rail-account-simulator.ts';
import { cipherOf, recordStatus } from './rail-accounts.ts';
import { trainAccounts, trainOrderPassengers } from './tables.ts';
import { accessOrder, actingAs } from '../order/index.ts';

// The checks before an online change (TrainFixInAdvance/checkOfficialAccount and checkPassCard; ADR 0021):
// - the 12306 account bound to the order's booker is one the rail side accepts now (Verified), asked of the rail
//   simulator with the stored password (never shown, never logged);
// - the chosen passengers travel on documents 12306 changes online (TRAIN_ONLINE_CHANGE_CARD_TYPES); the others
//   must go to a station counter. TrainAmend applies the same document rule.

/** The chosen passengers of the order with whether 12306 changes their document online. */
export const passCards = async (tx: TTx, orderId: string, ids: readonly string[]) => {
  const rows = await tx
    .select()
    .from(trainOrderPassengers)
    .where(and(eq(trainOrderPassengers.orderId, orderId), inArray(trainOrderPassengers.id, [...ids])))
    .orderBy(asc(trainOrderPassengers.seq));
  if (rows.length !== new Set(ids).size) throw new BizError('trainChange.errors.notChangeable');
  return rows.map((p) => ({
    PassengerID: p.id,
    PassengerName: p.fullName,
    CardType: p.cardType,
    Accepted: TRAIN_ONLINE_CHANGE_CARD_TYPES.includes(p.cardType),
  }));
};

/** Refuses, naming them, when a passenger's document cannot be changed online. */
export const assertPassCards = (cards: readonly { PassengerName: string; Accepted: boolean }[]) => {
  const refused = cards.filter((c) => !c.Accepted).map((c) => c.PassengerName);
  if (refused.length) throw new BizError('trainChange.errors.cardNotAccepted', { names: refused.join(', ') });
};

export const checkPassCard = async (ctx: TAuthedContext, p: { UniqueID: string; PassengerIDs: string[] }) => {
  const access = await accessOrder(ctx.db, ctx, p.UniqueID);
  actingAs(access, ['booker', 'tmc']);
  const cards = await passCards(ctx.db, access.order.id, p.PassengerIDs);
  assertPassCards(cards);
  ctx.succeed('trainChange.messages.cardsAccepted');
  return { Passengers: cards };
};

export const checkOfficialAccount = async (ctx: TAuthedContext, p: { UniqueID: string; AccountID?: string }) => {
  const access = await accessOrder(ctx.db, ctx, p.UniqueID);
  actingAs(access, ['booker', 'tmc']);
  const bookerId = access.order.bookerId;
  const where = [eq(trainAccounts.userId, bookerId), eq(trainAccounts.companyId, access.order.companyId)];
  if (p.AccountID) where.push(eq(trainAccounts.id, p.AccountID));
  const [row] = await ctx.db
    .select()
    .from(trainAccounts)
    .where(and(...where))
    .orderBy(asc(trainAccounts.createdAt), asc(trainAccounts.id))
    .limit(1);
  if (!row) throw new BizError('trainChange.errors.noAccount');
  const password = cipherOf(ctx).open(row.passwordEnc, row.userId, row.account);
  const status = await simRailLogin(ctx.db, row.account, password);
  const now = status ? await recordStatus(ctx.db, ctx, row, status) : row;
  if (!status || now.status !== 'Verified')
    throw new BizError('trainChange.errors.accountInvalid', {
      account: row.account,
      status: ctx.t(`trainChange.accountStatus.${status ?? 'LoginFailed'}`),
    });
  ctx.succeed('trainChange.messages.accountValid');
  return { AccountID: row.id, Account: row.account, Status: now.status };
};
