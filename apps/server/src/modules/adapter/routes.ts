import { AdviseDetails, AdviseReply, AdviseSave } from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { getAdviseDetails } from './get-advise-details.ts';
import { replyAdvise } from './reply-advise.ts';
import { saveAdvise } from './save-advise.ts';

export const adapterCalls: TBoundCall[] = [
  bind(AdviseSave, async (ctx, p) => {
    const r = await saveAdvise(ctx, p);
    ctx.succeed('adapter.messages.saved');
    return r;
  }),
  bind(AdviseDetails, async (ctx, p) => getAdviseDetails(ctx, ctx.session, p.AdviseID)),
  bind(AdviseReply, async (ctx, p) => {
    const r = await replyAdvise(ctx, ctx.session, p);
    ctx.succeed('adapter.messages.replied');
    return r;
  }),
];
