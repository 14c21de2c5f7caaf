import { SmsStatus, maskContact } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import { smsRecords, type notificationOutbox } from './tables.ts';

/** Delivers one outbox row through a channel (SMS gateway, mail server, ...). Must tolerate redelivery. */
export type TChannelAdapter = {
  name: string;
  deliver: (deps: Pick<TDeps, 'db' | 'clock' | 'config'>, row: typeof notificationOutbox.$inferSelect) => Promise<void>;
};

const INFO_LEVELS = new Set(['trace', 'debug', 'info']);

/**
 * The development adapter for SMS and mail: it sends nothing, it records the message for the
 * `/adapter/smslist` screen and prints it in the server log, both with the message's secrets masked.
 * Only in a demo (config DEMO) does it keep the clear text beside the record (for the platform
 * operator's list) and print it: the only place a code reaches the log, so a demo user can find it (README).
 */
export const devAdapter: TChannelAdapter = {
  name: 'dev',
  deliver: async (deps, row) => {
    const demo = deps.config.demo;
    await deps.db
      .insert(smsRecords)
      .values({
        outboxId: row.id,
        channel: row.channel,
        recipient: row.recipient,
        content: row.maskedContent,
        clearContent: demo && row.content !== row.maskedContent ? row.content : null,
        smsStatus: SmsStatus.Unread,
        sendStatus: 'Sent',
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing({ target: smsRecords.outboxId });
    if (INFO_LEVELS.has(deps.config.logLevel)) {
      const what = row.channel === 'sms' ? 'SMS' : 'Mail';
      // A pino-shaped line, so it sits with the server's own JSON logs.
      console.log(
        JSON.stringify({
          level: 30,
          time: Date.now(),
          adapter: 'dev-sms (development only: messages are not really sent)',
          msg: `${what} to ${maskContact(row.recipient)}: ${demo ? row.content : row.maskedContent}`,
        }),
      );
    }
  },
};
