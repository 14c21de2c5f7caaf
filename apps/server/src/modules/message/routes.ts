import { SmsDetails, SmsList } from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { getSmsDetails } from './get-sms-details.ts';
import { listSms } from './list-sms.ts';

/** The adapter group's SMS records (permission: the SMS list action, TMC operators only). */
export const messageCalls: TBoundCall[] = [
  bind(SmsList, async (ctx, q) => listSms(ctx.db, q)),
  bind(SmsDetails, async (ctx, q) => getSmsDetails(ctx, q.SmsID)),
];
