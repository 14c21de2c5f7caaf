import { messageTemplateOf, type TLang, type TMessageChannel } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { renderMessage, type TMessageParams } from './render-message.ts';
import { companyTemplateText } from './resolve-template.ts';
import { tmcCompanyId } from '../org/index.ts';
import { notificationOutbox } from './tables.ts';

export const DELIVER_QUEUE = 'message.deliver';

export type TOutgoingMessage = {
  channel: TMessageChannel;
  /** A mobile number (sms) or an email address (mail). */
  to: string;
  /** A template key of contracts MESSAGE_TEMPLATES (the i18n catalogue key of its default text). */
  templateKey: string;
  params: TMessageParams;
  /** The recipient's language. */
  lang: TLang;
  /**
   * The company the message is sent for: its own text of the template (or its TMC's) is used instead of the
   * default, and nothing is sent on a channel it switched off. Without it the TMC's text (or the default) goes out.
   */
  companyId?: string | undefined;
};

/**
 * Writes a message to the outbox inside the caller's transaction, so it is sent only if the
 * caller's work commits. Call dispatchMessages with the returned id after the commit. With a
 * companyId the company's template text is used; when the company switched the template off for
 * the channel, the row is written as 'disabled' (without content) and never delivered.
 */
export const enqueueMessage = async (tx: TTx, deps: Pick<TDeps, 'clock'>, m: TOutgoingMessage): Promise<string> => {
  const def = messageTemplateOf(m.templateKey);
  // A message sent for no company (a registration code) follows the TMC's texts.
  const companyId = def ? (m.companyId ?? (await tmcCompanyId(tx))) : null;
  const custom = def && companyId ? await companyTemplateText(tx, companyId, def.Key, m.channel) : null;
  // Codes and passwords are never switched off (Update refuses it); a stray row cannot lock people out.
  const off = custom !== null && !custom.enabled && !def?.Required;
  const [row] = await tx
    .insert(notificationOutbox)
    .values({
      channel: m.channel,
      recipient: m.to,
      templateKey: m.templateKey,
      params: off ? {} : m.params,
      lang: m.lang,
      content: off ? '' : renderMessage(m.lang, m.templateKey, m.params, custom),
      status: off ? 'disabled' : 'pending',
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
