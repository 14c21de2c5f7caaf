import { SMS_READ_ACTION } from '@opentmc/contracts';
import type { TModule } from '../../platform/calls/types.ts';
import { countUnreadSms } from './count-unread-sms.ts';
import { deliverMessage } from './deliver-message.ts';
import { DELIVER_QUEUE } from './enqueue-message.ts';
import { registerNotifier } from '../org/index.ts';
import { enqueueMessage } from './enqueue-message.ts';
import { messageCalls } from './routes.ts';
import { smsBinding } from './sms-store.ts';
import { messageTemplateBinding } from './message-template-store.ts';
import { SWEEP_QUEUE, sweepOutbox } from './sweep-outbox.ts';

// The message module: the notification outbox, channel adapters, the SMS records screen and the companies'
// message templates (system MessageTemplate).

export { enqueueMessage, type TOutgoingMessage } from './enqueue-message.ts';
export { countUnreadSms } from './count-unread-sms.ts';
export { deliverMessage } from './deliver-message.ts';
export { sweepOutbox } from './sweep-outbox.ts';
export { registerMessageTopic, type TMessageTopic, type TTopicCheck } from './topics.ts';
export { companyTemplateText, type TTemplateText } from './resolve-template.ts';
export type { TMessageParams } from './render-message.ts';

// Org's notifier port (ADR 0033): org's own messages (invite links, initial passwords) go through the outbox.
registerNotifier(enqueueMessage);

export const messageModule: TModule = {
  name: 'message',
  calls: messageCalls,
  resources: [smsBinding, messageTemplateBinding],
  // The side menu's SMS badge: unread records, for those who may read them.
  badges: {
    Sms: async (ctx) => (ctx.session.ticket.ActionCodes.includes(SMS_READ_ACTION) ? countUnreadSms(ctx.db) : 0),
  },
  workers: async (deps) => {
    // Creates the queue in every process (enqueueMessage sends to it inside its caller's transaction); workers poll it.
    await deps.jobs.work<{ id: string }>(DELIVER_QUEUE, async (job) => {
      await deliverMessage(deps, job.id);
    });
    await deps.jobs.work(SWEEP_QUEUE, async () => {
      await sweepOutbox(deps);
    });
    // Every minute: a delivery that failed and waits for another try, or one that crashed, goes out again.
    await deps.jobs.schedule(SWEEP_QUEUE, '* * * * *');
  },
};
