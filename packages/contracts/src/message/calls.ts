import { z } from 'zod';
import { defineCall } from '../call.ts';
import { MESSAGE_CHANNELS } from '../adapter/sms.ts';
import { defineResource, field, type TField } from '../resource/define.ts';
import { resourcePages } from '../resource/pages.ts';
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

/** A read-only column whose value is not one of the kit's kinds (a list of codes or of objects). */
const shownField = (output: z.ZodType, o: Parameters<typeof field.text>[0] = {}): TField => ({
  ...field.text({ form: false, ...o }),
  output,
});

/**
 * A company's message templates as a resource of the kit (list only, `MessageTemplate/List`): the rows come from the
 * template catalogue, each channel's text from the company's own, else the TMC's, else the default (the message
 * module's catalogue store). The company is the caller's own or one they reach (CompanyID); the reply also names it.
 * KeyWords match the name or description in the caller's language, or the key.
 */
export const messageTemplateResource = defineResource({
  key: 'messageTemplate',
  group: 'system',
  controller: 'MessageTemplate',
  id: 'Key',
  owner: 'company',
  i18n: 'messageTemplate.list',
  permission: { read: MESSAGE_TEMPLATE_ACTION },
  ops: ['List'],
  rowsKey: 'Items',
  createTime: false,
  listReply: ZCompanyPart,
  fields: {
    // A textarea's cell is not cut to one line: the page shows the name and its description under it.
    Key: field.textarea({
      form: false,
      column: true,
      width: 260,
      priority: 'essential',
      label: 'messageTemplate.list.template',
    }),
    Group: shownField(z.enum(MESSAGE_TEMPLATE_GROUPS), { width: 120, label: 'messageTemplate.list.group' }),
    Channels: shownField(ZMessageTemplateListItem.shape.Channels, {
      width: 170,
      label: 'messageTemplate.list.channels',
    }),
    /** The company has its own text for at least one channel (the list shows where the texts come from). */
    Overridden: field.switch({ form: false, width: 130, priority: 'essential', label: 'messageTemplate.list.status' }),
    UpdatedBy: field.text({ form: false, column: false, label: 'messageTemplate.list.updatedBy' }),
  },
  keywords: {
    name: 'KeyWords',
    fields: ['Key'],
    label: 'messageTemplate.list.keywords',
    placeholder: 'messageTemplate.list.keywordsPlaceholder',
  },
  // The call's own filter, as before the kit (KeyWords up to 50).
  listFilters: { KeyWords: z.string().trim().max(50, 'messages.validation.tooLong').optional() },
  page: resourcePages.messageTemplate,
  example: { KeyWords: 'message.templates.code' },
  invalidExample: { field: 'PageNo', value: 0 },
});

/** `MessageTemplate/List`: a company's message templates (the message template resource's list call). */
export const MessageTemplateList = messageTemplateResource.calls.List;

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
