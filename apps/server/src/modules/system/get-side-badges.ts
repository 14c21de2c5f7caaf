import { SMS_READ_ACTION } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { countUnreadSms } from '../message/index.ts';
import { countOpenTasks } from '../approval/index.ts';

/**
 * side/Side/Badges: counts for the side menu. Work tasks counts the caller's open tasks; SMS counts unread records
 * for those who may read them; order changes and trade receipts stay 0 until their modules exist.
 */
export const getSideBadges = async (ctx: TAuthedContext) => ({
  WorkTask: await countOpenTasks(ctx.db, ctx.session.userId),
  OrderChange: 0,
  Sms: ctx.session.ticket.ActionCodes.includes(SMS_READ_ACTION) ? await countUnreadSms(ctx.db) : 0,
  TradeReceipt: 0,
});
