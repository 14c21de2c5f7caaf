import {
  MessageTemplateDetails,
  MessageTemplatePreview,
  MessageTemplateReset,
  MessageTemplateUpdate,
  SmsDetails,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { getMessageTemplate } from './get-message-template.ts';
import { getSmsDetails } from './get-sms-details.ts';
import { previewMessageTemplate } from './preview-message-template.ts';
import { resetMessageTemplate } from './reset-message-template.ts';
import { updateMessageTemplate } from './update-message-template.ts';

/**
 * The adapter group's SMS record details (its list is the kit's SMS resource, sms-store.ts; permission: the SMS list action, the platform operator only) and the system group's
 * message templates of a company (company administrators and the operator; the list is the kit's message template
 * resource, message-template-store.ts).
 */
export const messageCalls: TBoundCall[] = [
  bind(SmsDetails, async (ctx, q) => getSmsDetails(ctx, q.SmsID)),
  bind(MessageTemplateDetails, async (ctx, p) => getMessageTemplate(ctx, p)),
  bind(MessageTemplateUpdate, async (ctx, p) => updateMessageTemplate(ctx, p)),
  bind(MessageTemplateReset, async (ctx, p) => resetMessageTemplate(ctx, p)),
  bind(MessageTemplatePreview, async (ctx, p) => previewMessageTemplate(ctx, p)),
];
