import type { TLang, TMessageChannel } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { renderMessage, type TMessageParams } from './render-message.ts';
import { notificationOutbox } from './tables.ts';

export const DELIVER_QUEUE = 'message.deliver';

export type TOutgoingMessage = {
  channel: TMessageChannel;
  /** A mobile number (sms) or an email address (mail). */
  to: string;
  /** A catalogue key under message.templates. */
  templateKey: string;
  params: TMessageParams;
  /** The recipient's language. */
  lang: TLang;
};

/**
 * Writes a message to the outbox inside the caller's transaction, so it is sent only if the
 * caller's work commits. Call dispatchMessages with the returned id after the commit.
 */
export const enqueueMessage = async (tx: TTx, deps: Pick<TDeps, 'clock'>, m: TOutgoingMessage): Promise<string> => {
  const [row] = await tx
    .insert(notificationOutbox)
    .values({
      channel: m.channel,
      recipient: m.to,
      templateKey: m.templateKey,
      params: m.params,
      lang: m.lang,
      content: renderMessage(m.lang, m.templateKey, m.params),
      createdAt: deps.clock.now(),
    })
    .returning({ id: notificationOutbox.id });
  return row!.id;
};

/**
 * Asks a worker to deliver committed outbox rows now. A failure here loses nothing: the sweeper
 * delivers whatever is left pending.
 */
export const dispatchMessages = async (deps: Pick<TDeps, 'jobs'>, ids: string[]): Promise<void> => {
  for (const id of ids) {
    try {
      await deps.jobs.send(DELIVER_QUEUE, { id }, { singletonKey: id });
    } catch {
      // Left for the sweeper.
    }
  }
};
