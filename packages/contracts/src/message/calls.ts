import { z } from 'zod';
import { defineCall } from '../call.ts';
import { MESSAGE_CHANNELS } from '../adapter/sms.ts';
import {
  MESSAGE_TEMPLATE_ACTION,
  MESSAGE_TEMPLATE_GROUPS,
  TEMPLATE_SOURCES,
  isMessageTemplateKey,
} from './templates.ts';

// system/MessageTemplate/*: a company's message templates (`/System/message/{CompanyID}/list` and `/detail`).
// The company is the caller's own, or one they reach as TMC staff; the TMC's own texts apply to all its clients.

/** The longest template text (a mail body; an SMS is split by the gateway). */
export const MESSAGE_TEMPLATE_MAX = 1000;

const ZTargetCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };

export const ZMessageTemplateKey = z
  .string({ error: 'message.errors.unknownTemplate' })
  .trim()
  .refine(isMessageTemplateKey, 'message.errors.unknownTemplate');

export const ZMessageChannel = z.enum(MESSAGE_CHANNELS, { error: 'message.validation.channel' });

const ZTemplateText = z
  .string({ error: 'message.validation.textRequired' })
  .trim()
  .min(1, 'message.validation.textRequired')
  .max(MESSAGE_TEMPLATE_MAX, 'message.validation.textTooLong');

const ZSource = z.enum(TEMPLATE_SOURCES);

/** One channel of a template as a company sends it. */
export const ZMessageTemplateChannel = z.object({
  Channel: z.enum(MESSAGE_CHANNELS),
  /** Whether messages of this template go out on this channel. */
  Enabled: z.boolean(),
  TextCn: z.string(),
  TextEn: z.string(),
  /** Where the text comes from: the company's own, the TMC's, or the default. */
  Source: ZSource,
  /** What applies without the company's own text (the TMC's or the default): what Reset returns to. */
  BaseCn: z.string(),
  BaseEn: z.string(),
  BaseEnabled: z.boolean(),
  BaseSource: ZSource,
  /** When the company's own text was last saved; '' when it has none. */
  UpdateTime: z.string(),
  /** Who saved it; '' when it has none. */
  UpdatedBy: z.string(),
});
export type TMessageTemplateChannel = z.infer<typeof ZMessageTemplateChannel>;

const ZCompanyPart = {
  CompanyID: z.string(),
  CompanyName: z.string(),
  /** The TMC itself: its texts apply to every client company that has none of its own. */
  IsTmc: z.boolean(),
};

export const ZMessageTemplateDetails = z.object({
  ...ZCompanyPart,
  Key: z.string(),
  Group: z.enum(MESSAGE_TEMPLATE_GROUPS),
  /** The variables the texts may use as `{{name}}`. */
  Variables: z.array(z.string()),
  /** Codes and passwords cannot be switched off. */
  Required: z.boolean(),
  Channels: z.array(ZMessageTemplateChannel),
});
export type TMessageTemplateDetails = z.infer<typeof ZMessageTemplateDetails>;

export const ZMessageTemplateListItem = z.object({
  Key: z.string(),
  Group: z.enum(MESSAGE_TEMPLATE_GROUPS),
  Channels: z.array(z.object({ Channel: z.enum(MESSAGE_CHANNELS), Enabled: z.boolean(), Source: ZSource })),
  /** The company has its own text for at least one channel. */
  Overridden: z.boolean(),
  /** The latest save of the company's own texts; '' when it has none. */
  UpdateTime: z.string(),
  UpdatedBy: z.string(),
});
export type TMessageTemplateListItem = z.infer<typeof ZMessageTemplateListItem>;

export const ZMessageTemplateList = z.object({ ...ZCompanyPart, Items: z.array(ZMessageTemplateListItem) });
export type TMessageTemplateList = z.infer<typeof ZMessageTemplateList>;

export const MessageTemplateList = defineCall({
  group: 'system',
  method: 'POST',
  path: 'MessageTemplate/List',
  auth: 'session',
  permission: MESSAGE_TEMPLATE_ACTION,
  payload: z.object({
    ...ZTargetCompany,
    KeyWords: z.string().trim().max(50, 'messages.validation.tooLong').optional(),
  }),
  result: ZMessageTemplateList,
  summary: "A company's message templates: channels, whether it has its own texts, last change",
});

export const MessageTemplateDetails = defineCall({
  group: 'system',
  method: 'GET',
  path: 'MessageTemplate/Details',
  auth: 'session',
  permission: MESSAGE_TEMPLATE_ACTION,
  payload: z.object({ ...ZTargetCompany, Key: ZMessageTemplateKey }),
  result: ZMessageTemplateDetails,
  summary: "One template of a company: each channel's Chinese and English text, where it comes from, the variables",
});

export const ZMessageTemplateUpdateRequest = z.object({
  ...ZTargetCompany,
  Key: ZMessageTemplateKey,
  /** The channels to save (each once); a channel left out keeps what it has. */
  Channels: z
    .array(z.object({ Channel: ZMessageChannel, Enabled: z.boolean(), TextCn: ZTemplateText, TextEn: ZTemplateText }), {
      error: 'message.validation.channels',
    })
    .min(1, 'message.validation.channels')
    .max(MESSAGE_CHANNELS.length, 'message.validation.channels')
    .refine((list) => new Set(list.map((c) => c.Channel)).size === list.length, 'message.validation.channels'),
});
export type TMessageTemplateUpdateRequest = z.input<typeof ZMessageTemplateUpdateRequest>;

export const MessageTemplateUpdate = defineCall({
  group: 'system',
  method: 'POST',
  path: 'MessageTemplate/Update',
  auth: 'session',
  permission: MESSAGE_TEMPLATE_ACTION,
  payload: ZMessageTemplateUpdateRequest,
  result: ZMessageTemplateDetails,
  summary:
    "Saves a company's own texts of a template (only the template's variables); a text equal to what it would inherit is not kept",
});

export const MessageTemplateReset = defineCall({
  group: 'system',
  method: 'POST',
  path: 'MessageTemplate/Reset',
  auth: 'session',
  permission: MESSAGE_TEMPLATE_ACTION,
  payload: z.object({ ...ZTargetCompany, Key: ZMessageTemplateKey, Channel: ZMessageChannel.optional() }),
  result: ZMessageTemplateDetails,
  summary: "Drops a company's own texts of a template (one channel, or all): back to the TMC's or the default",
});

export const MessageTemplatePreview = defineCall({
  group: 'system',
  method: 'POST',
  path: 'MessageTemplate/Preview',
  auth: 'session',
  permission: MESSAGE_TEMPLATE_ACTION,
  payload: z.object({ Key: ZMessageTemplateKey, TextCn: ZTemplateText, TextEn: ZTemplateText }),
  result: z.object({ Cn: z.string(), En: z.string() }),
  summary: 'Renders template texts with sample values (checks the variables like Update)',
});
