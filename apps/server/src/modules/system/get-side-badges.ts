import { SMS_READ_ACTION } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { countUnreadSms } from '../message/index.ts';
import { countOpenTasks } from '../approval/index.ts';
import { countReceipts } from '../trade/index.ts';
import { countWaitingAmends } from '../order/index.ts';

/**
 * side/Side/Badges: counts for the side menu. Work tasks counts the caller's open tasks; SMS counts unread records
 * for those who may read them; trade receipts count the recharges awaiting the caller's confirmation; order changes
 * count the refunds and changes of every product waiting on the caller (the desk to price them, a booker to confirm a price).
 */
export const getSideBadges = async (ctx: TAuthedContext) => ({
  WorkTask: await countOpenTasks(ctx.db, ctx.session.userId),
  OrderChange: await countWaitingAmends(ctx),
  Sms: ctx.session.ticket.ActionCodes.includes(SMS_READ_ACTION) ? await countUnreadSms(ctx.db) : 0,
  TradeReceipt: await countReceipts(ctx),
});
