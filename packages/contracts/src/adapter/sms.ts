import { z } from 'zod';
import { defineCall } from '../call.ts';
import { YesNo } from '../lookups/fixed.ts';
import { defineResource, field } from '../resource/define.ts';
import { resourcePages } from '../resource/pages.ts';

// The development SMS/mail adapter's records (`/adapter/smslist`, `/adapter/smsdetail`).
// Every message the platform sends lands here, with its one-time secrets (codes, passwords, links) masked; only in a
// demo does the platform operator read them (architecture guide, section 7; issue 14 item 1).

/** Action code needed to read the SMS records: the platform operator alone (no role grants it). */
export const SMS_READ_ACTION = 'adapter.sms.read';

/** SmsStatus: 1151 (YesNo.No) not yet read, 1150 (YesNo.Yes) read. */
export const SmsStatus = { Read: YesNo.Yes, Unread: YesNo.No } as const;
export type TSmsStatus = (typeof SmsStatus)[keyof typeof SmsStatus];
export const ZSmsStatus = z.union([z.literal(SmsStatus.Read), z.literal(SmsStatus.Unread)]);

/** Whether the channel adapter delivered the message. */
export const SMS_SEND_STATUSES = ['Sent', 'Failed'] as const;
export type TSmsSendStatus = (typeof SMS_SEND_STATUSES)[number];

/** Notification channels (spec section 3); the SMS list shows sms and mail. */
export const MESSAGE_CHANNELS = ['sms', 'mail'] as const;
export type TMessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const ZSmsRecord = z.object({
  SmsID: z.string(),
  /** The recipient: a mobile number (channel sms) or an email address (channel mail). */
  Mobile: z.string(),
  Channel: z.enum(MESSAGE_CHANNELS),
  Content: z.string(),
  SmsStatus: ZSmsStatus,
  SendStatus: z.enum(SMS_SEND_STATUSES),
  /** yyyy-MM-dd HH:mm:ss, China Standard Time. */
  CreateTime: z.string(),
});
export type TSmsRecord = z.infer<typeof ZSmsRecord>;

export const ZSmsListRequest = z.object({
  PageSize: z.coerce.number().int().min(1).max(1000000000000).default(20),
  PageNo: z.coerce.number().int().min(1).default(1),
  /** 1151 lists unread records only, 1150 read ones; absent lists all. */
  SmsStatus: z.coerce.number().pipe(ZSmsStatus).optional(),
  /** Matches the recipient or the content. */
  KeyWords: z.string().trim().max(100).optional(),
});
export type TSmsListRequest = z.input<typeof ZSmsListRequest>;

export const ZSmsListResult = z.object({
  Items: z.array(ZSmsRecord),
  /** All records matching the filter (for paging). */
  RecordCount: z.number(),
});
export type TSmsListResult = z.infer<typeof ZSmsListResult>;

/**
 * The SMS list as a resource of the kit (list only): `Sms/List` answers `Items` and `RecordCount`, filtered by read
 * status and a keyword over the recipient and the masked content; a row links to its detail screen, which marks it read.
 */
export const smsResource = defineResource({
  key: 'sms',
  group: 'adapter',
  controller: 'Sms',
  id: 'SmsID',
  owner: 'platform',
  i18n: 'adapterUi.sms',
  permission: { read: SMS_READ_ACTION },
  ops: ['List'],
  rowsKey: 'Items',
  updateTime: false,
  fields: {
    Mobile: field.text({ label: 'adapterUi.sms.recipient', width: 200, priority: 'essential', form: false }),
    Channel: field.text({ label: 'adapterUi.sms.channel', column: false, form: false }),
    Content: field.textarea({ label: 'adapterUi.sms.content', column: true, width: 300, form: false }),
    SendStatus: field.text({ label: 'adapterUi.sms.sendStatus', width: 110, priority: 'essential', form: false }),
    SmsStatus: field.yesNo({
      label: 'adapterUi.sms.status',
      search: 'eq',
      width: 100,
      priority: 'essential',
      form: false,
      codeLabels: { [SmsStatus.Unread]: 'adapterUi.sms.unread', [SmsStatus.Read]: 'adapterUi.sms.read' },
    }),
  },
  keywords: {
    name: 'KeyWords',
    fields: ['Mobile', 'Content'],
    label: 'adapterUi.common.keywords',
    placeholder: 'adapterUi.sms.keywordsPlaceholder',
  },
  createTimeColumn: 'adapterUi.sms.createTime',
  actions: [
    {
      key: 'view',
      kind: 'link',
      label: 'actions.view',
      to: (r) => `/adapter/smsdetail?SmsID=${encodeURIComponent(String(r.SmsID))}`,
    },
  ],
  page: resourcePages.sms,
  example: { SmsStatus: SmsStatus.Unread, KeyWords: '验证码' },
  invalidExample: { field: 'SmsStatus', value: 3 },
});

/** `Sms/List`: the SMS resource's list call. */
export const SmsList = smsResource.calls.List;

export const ZSmsDetailsResult = ZSmsRecord.extend({
  /** When an operator first opened it; '' while unread. */
  ReadTime: z.string(),
});
export type TSmsDetailsResult = z.infer<typeof ZSmsDetailsResult>;

export const SmsDetails = defineCall({
  group: 'adapter',
  method: 'GET',
  path: 'Sms/Details',
  auth: 'session',
  permission: SMS_READ_ACTION,
  // Opening a record marks it read (1150), so this GET needs the CSRF header.
  stateChanging: true,
  payload: z.object({ SmsID: z.string({ error: 'messages.validation.required' }).trim().min(1).max(64) }),
  result: ZSmsDetailsResult,
  summary: 'One SMS or mail record; marks it read (SmsStatus 1150)',
});
