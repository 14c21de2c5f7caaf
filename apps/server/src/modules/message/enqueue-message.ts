import { maskSecrets, messageTemplateOf, type TLang, type TMessageChannel } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { renderMessage, type TMessageParams } from './render-message.ts';
import { companyTemplateText } from './resolve-template.ts';
import { tmcCompanyId } from '../org/index.ts';
import { notificationOutbox } from './tables.ts';
import type { TMessageTopic } from './topics.ts';
import { queueName } from '../../platform/queues.ts';

export const DELIVER_QUEUE = queueName('message.deliver');

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
  /** What the message is about, when that can be over before delivery: then it is not sent (registerMessageTopic). */
  topic?: TMessageTopic | undefined;
};

/**
 * Writes a message to the outbox inside the caller's transaction, with the pg-boss job that delivers it: both exist
 * only if the caller's work commits, and a worker takes the job as soon as it does (ADR 0026). With a
 * companyId the company's template text is used; when the company switched the template off for
 * the channel, the row is written as 'disabled' (without content) and never delivered. The text is
 * rendered twice: as sent, and with the template's secrets masked for every copy that is kept.
 */
export const enqueueMessage = async (
  tx: TTx,
  deps: Pick<TDeps, 'clock' | 'jobs'>,
  m: TOutgoingMessage,
): Promise<string> => {
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
      // The text every kept copy shows: the template's secrets (code, password, one-time link) masked.
      maskedContent: off ? '' : renderMessage(m.lang, m.templateKey, maskSecrets(def, m.params), custom),
      status: off ? 'disabled' : 'pending',
      topicKind: m.topic?.kind ?? null,
      topicId: m.topic?.id ?? null,
      createdAt: deps.clock.now(),
    })
    .returning({ id: notificationOutbox.id });
  if (!off) await deps.jobs.send(DELIVER_QUEUE, { id: row!.id }, { tx });
  return row!.id;
};
