import { z } from 'zod';
import { defineCall } from '../call.ts';
import { FEEDBACK_READ_ACTION } from '../system/actions.ts';
import { ZDateTime } from '../format.ts';
import { ZEmail, ZMobile } from '../validation.ts';
import { AdviseStatus, AdviseType, adviseLookups } from '../lookups/advise.ts';
import type { TLookup } from '../lookups/define.ts';
import { defineResource, field } from '../resource/define.ts';
import { resourcePages } from '../resource/pages.ts';

// Feedback (advice) of the adapter group: the chat widget and /mall/feedBack send it, TMC staff
// read and answer it in /admin/feedBack/list and /detail (spec sections 1, 3 and 9).

/** Longest feedback text and reply. */
export const ADVISE_CONTENT_MAX = 1000;
/** The spec's advice list asks for page size 9999999999 ("all"); the server returns at most this many rows. */
export const ADVISE_PAGE_SIZE_MAX = 10000;
/** The advice list's load (spec section 9): page 1, size 9999999999. */
export const ADVISE_LIST_LOAD = { PageNo: 1, PageSize: 9999999999 } as const;

const adviseTypes = Object.values(AdviseType) as number[];
const adviseStatuses = Object.values(AdviseStatus) as number[];

/** An advice id: digits, sent as a string or a number. */
export const ZAdviseID = z.coerce
  .string({ error: 'adapter.validation.adviseId' })
  .trim()
  .regex(/^\d{1,18}$/, 'adapter.validation.adviseId');

const ZContent = z
  .string({ error: 'adapter.validation.contentRequired' })
  .trim()
  .min(1, 'adapter.validation.contentRequired')
  .max(ADVISE_CONTENT_MAX, 'adapter.validation.contentTooLong');

/** One feedback as staff and its sender see it. Empty strings stand for "none". */
export const ZAdvise = z.object({
  AdviseID: z.string(),
  /** An AdviseType code. */
  AdviseType: z.number(),
  /** An AdviseStatus code: Pending until staff reply, then Handled. */
  AdviseStatus: z.number(),
  Content: z.string(),
  ContactName: z.string(),
  ContactPhone: z.string(),
  ContactEmail: z.string(),
  /** The page address it was sent from. */
  Page: z.string(),
  /** The sender's company and user from their session; empty for an anonymous sender. */
  CompanyID: z.string(),
  CompanyName: z.string(),
  UserID: z.string(),
  UserName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China Standard Time. */
  CreateTime: z.string(),
  ReplyContent: z.string(),
  ReplyUserName: z.string(),
  ReplyTime: z.string(),
});
export type TAdvise = z.infer<typeof ZAdvise>;

export const ZAdviseSaveRequest = z.object({
  AdviseType: z
    .number({ error: 'adapter.validation.adviseType' })
    .refine((v) => adviseTypes.includes(v), 'adapter.validation.adviseType'),
  Content: ZContent,
  ContactName: z
    .string({ error: 'messages.validation.nameRequired' })
    .trim()
    .min(1, 'messages.validation.nameRequired')
    .max(50, 'adapter.validation.contactNameTooLong'),
  ContactPhone: ZMobile,
  ContactEmail: ZEmail.optional().or(z.literal('')),
  /** The address of the page the form was opened on, e.g. `/mall/feedBack`. */
  Page: z
    .string()
    .trim()
    .max(500, 'adapter.validation.pageTooLong')
    // Staff open it as a link, so only a site path or a web address will do (no javascript: links).
    .regex(/^(\/|https?:\/\/)/, 'adapter.validation.page')
    .optional()
    .or(z.literal('')),
});
export type TAdviseSaveRequest = z.infer<typeof ZAdviseSaveRequest>;

export const AdviseSave = defineCall({
  group: 'adapter',
  method: 'POST',
  path: 'Advise/Save',
  auth: 'public',
  payload: ZAdviseSaveRequest,
  result: z.object({ AdviseID: z.string() }),
  summary:
    'Send feedback (anonymous or logged in; company and user come from the session). Anonymous posts are rate-limited per IP',
});

export const ZAdviseListRequest = z.object({
  PageNo: z.coerce.number().int().min(1).default(1),
  /** Rows per page; larger values (the spec sends 9999999999) are cut to ADVISE_PAGE_SIZE_MAX. */
  PageSize: z.coerce.number().int().min(1).max(9999999999).default(20),
  /** Echoed back by some clients; ignored. */
  RecordCount: z.unknown().optional(),
  AdviseID: ZAdviseID.optional().or(z.literal('')),
  AdviseType: z.coerce
    .number()
    .refine((v) => adviseTypes.includes(v), 'adapter.validation.adviseType')
    .optional(),
  AdviseStatus: z.coerce
    .number()
    .refine((v) => adviseStatuses.includes(v), 'adapter.validation.adviseStatus')
    .optional(),
  /** Part of the contact phone. */
  ContactPhone: z.string().trim().max(20).optional(),
  /** Part of the content or the contact name. */
  KeyWords: z.string().trim().max(100).optional(),
  /** Sent on or after this time. */
  CreateTime: ZDateTime.optional(),
  /** Sent before or at this time. */
  CreateTimeEnd: ZDateTime.optional(),
});
export type TAdviseListRequest = z.infer<typeof ZAdviseListRequest>;

export const ZAdviseListResult = z.object({
  Entities: z.array(ZAdvise),
  RecordCount: z.number(),
  PageNo: z.number(),
  PageSize: z.number(),
});
export type TAdviseListResult = z.infer<typeof ZAdviseListResult>;

const [adviseTypeLookup, adviseStatusLookup] = adviseLookups as unknown as [TLookup, TLookup];
const adviseDetail = (r: Record<string, unknown>) =>
  `/admin/feedBack/detail?AdviseID=${encodeURIComponent(String(r.AdviseID))}`;

/**
 * The feedback list as a resource of the kit (list only, `Advise/List`): TMC staff read every feedback, newest first,
 * by number, type, status, part of the phone, a keyword (content or contact name) and the time sent; a row links to
 * its detail screen, where staff reply. The company name follows the caller's language.
 */
export const adviseResource = defineResource({
  key: 'advise',
  group: 'adapter',
  controller: 'Advise',
  id: 'AdviseID',
  owner: 'platform',
  i18n: 'adapterUi.advise',
  permission: { read: FEEDBACK_READ_ACTION },
  ops: ['List'],
  updateTime: false,
  fields: {
    AdviseID: field.text({
      label: 'adapterUi.advise.id',
      schema: ZAdviseID,
      search: 'eq',
      width: 90,
      priority: 'essential',
      form: false,
    }),
    AdviseType: field.lookup(adviseTypeLookup, {
      label: 'adapterUi.feedback.type',
      search: 'eq',
      width: 120,
      invalid: 'adapter.validation.adviseType',
      form: false,
    }),
    Content: field.textarea({ label: 'adapterUi.feedback.content', column: true, width: 260, form: false }),
    ContactName: field.text({ label: 'adapterUi.advise.contact', width: 140, priority: 'optional', form: false }),
    CompanyName: field.text({ label: 'adapterUi.advise.company', width: 160, priority: 'optional', form: false }),
    AdviseStatus: field.lookup(adviseStatusLookup, {
      label: 'adapterUi.advise.status',
      search: 'eq',
      width: 110,
      priority: 'essential',
      invalid: 'adapter.validation.adviseStatus',
      form: false,
    }),
    ContactPhone: field.text({ label: 'adapterUi.feedback.contactPhone', column: false, search: 'like', form: false }),
    ContactEmail: field.text({ label: 'adapterUi.feedback.contactEmail', column: false, form: false }),
    Page: field.text({ label: 'adapterUi.advise.page', column: false, form: false }),
    CompanyID: field.text({ label: 'adapterUi.advise.company', column: false, form: false }),
    UserID: field.text({ label: 'adapterUi.advise.user', column: false, form: false }),
    UserName: field.text({ label: 'adapterUi.advise.user', column: false, form: false }),
    ReplyContent: field.text({ label: 'adapterUi.advise.replyContent', column: false, form: false }),
    ReplyUserName: field.text({ label: 'adapterUi.advise.replyTitle', column: false, form: false }),
    ReplyTime: field.text({ label: 'adapterUi.advise.replyTitle', column: false, form: false }),
  },
  keywords: {
    name: 'KeyWords',
    fields: ['Content', 'ContactName'],
    label: 'adapterUi.common.keywords',
    placeholder: 'adapterUi.advise.keywordsPlaceholder',
  },
  createTimeColumn: 'adapterUi.advise.createTime',
  createTimeSearch: 'adapterUi.advise.createTime',
  actions: [
    {
      key: 'reply',
      kind: 'link',
      label: 'adapterUi.advise.reply',
      when: (r) => r.AdviseStatus !== AdviseStatus.Handled,
      to: adviseDetail,
    },
    {
      key: 'view',
      kind: 'link',
      label: 'actions.view',
      when: (r) => r.AdviseStatus === AdviseStatus.Handled,
      to: adviseDetail,
    },
  ],
  page: resourcePages.advise,
  example: { AdviseStatus: AdviseStatus.Pending },
  invalidExample: { field: 'AdviseType', value: 1 },
});

/** `Advise/List`: the feedback resource's list call. */
export const AdviseList = adviseResource.calls.List;

export const AdviseDetails = defineCall({
  group: 'adapter',
  method: 'GET',
  path: 'Advise/Details',
  auth: 'session',
  payload: z.object({ AdviseID: ZAdviseID }),
  result: ZAdvise,
  summary: 'One feedback (`?AdviseID=`): for TMC staff, or for the user who sent it',
});

export const ZAdviseReplyRequest = z.object({
  AdviseID: ZAdviseID,
  ReplyContent: z
    .string({ error: 'adapter.validation.replyRequired' })
    .trim()
    .min(1, 'adapter.validation.replyRequired')
    .max(ADVISE_CONTENT_MAX, 'adapter.validation.contentTooLong'),
});
export type TAdviseReplyRequest = z.infer<typeof ZAdviseReplyRequest>;

export const AdviseReply = defineCall({
  group: 'adapter',
  method: 'POST',
  path: 'Advise/Reply',
  auth: 'session',
  permission: FEEDBACK_READ_ACTION,
  payload: ZAdviseReplyRequest,
  result: ZAdvise,
  summary: 'TMC staff answer a pending feedback and mark it handled; a feedback is answered once',
});

/** Whether a session may read and answer every feedback: it holds the feedback action (TMC staff). */
export const isAdviseStaff = (actionCodes: readonly string[]): boolean => actionCodes.includes(FEEDBACK_READ_ACTION);
