import { z } from 'zod';
import { defineCall } from '../call.ts';
import { YesNo } from '../lookups/fixed.ts';

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

export const SmsList = defineCall({
  group: 'adapter',
  method: 'POST',
  path: 'Sms/List',
  auth: 'session',
  permission: SMS_READ_ACTION,
  payload: ZSmsListRequest,
  result: ZSmsListResult,
  summary: 'List SMS and mail records of the development adapter, newest first, secrets masked (platform operator)',
});

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
