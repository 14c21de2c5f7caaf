import { APPROVAL_LINK_TTL_HOURS, type TApprovalSubjectView, type TLang } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { enqueueMessage, type TMessageTopic } from '../message/index.ts';
import type { TApprovalPerson } from './people.ts';

/** Approval messages (`message.templates.approval.*`), each sent by SMS and by mail where the person has them. */
export type TApprovalTemplate = 'pending' | 'follow' | 'approved' | 'rejected' | 'withdrawn';

/**
 * Writes one message to a person on each channel they have, in their language, through the outbox (in the
 * caller's transaction, which also writes its delivery job); returns the outbox ids. A notice about a step names it
 * as its topic (notice-topics.ts), so it is not sent once that step is over.
 */
export const notifyPerson = async (
  tx: TTx,
  deps: Pick<TDeps, 'clock' | 'config' | 'jobs'>,
  m: {
    companyId: string;
    to: TApprovalPerson;
    template: TApprovalTemplate;
    subject: (lang: TLang) => Promise<TApprovalSubjectView>;
    params: Record<string, string | number>;
    topic?: TMessageTopic;
  },
): Promise<string[]> => {
  const lang = m.to.lang;
  const s = await m.subject(lang);
  const params = {
    site: deps.config.systemName[lang],
    subject: s.Title,
    number: s.No,
    hours: APPROVAL_LINK_TTL_HOURS,
    ...m.params,
  };
  const ids: string[] = [];
  const templateKey = `message.templates.approval.${m.template}`;
  if (m.to.mobile)
    ids.push(
      await enqueueMessage(tx, deps, {
        channel: 'sms',
        to: m.to.mobile,
        templateKey,
        params,
        lang,
        companyId: m.companyId,
        topic: m.topic,
      }),
    );
  if (m.to.email)
    ids.push(
      await enqueueMessage(tx, deps, {
        channel: 'mail',
        to: m.to.email,
        templateKey,
        params,
        lang,
        companyId: m.companyId,
        topic: m.topic,
      }),
    );
  return ids;
};
