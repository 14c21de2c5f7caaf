import type { TTicketInfo } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { ticketInfoOf } from './start-session.ts';

/** Security/GetTicketInfo: who is logged in, from the session's ticket snapshot (one key lookup). */
export const getTicketInfo = (ctx: TAuthedContext): TTicketInfo => ticketInfoOf(ctx.session.ticket, ctx.lang);
