import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZDateTime } from '../format.ts';
import { OrgAction } from '../system/actions.ts';
import { ZTicketInfo } from '../ticket.ts';
import { ZMobile } from '../validation.ts';

// Invites (spec: /invite/{inviteCode}, system InviteInfo save, match, notify and Security/InviteInfo): a
// company administrator makes a link; whoever opens it registers or logs in and joins the company in
// the invite's department as an employee.

/** An invite is valid 7 days unless its creator says otherwise; at most 90. */
export const INVITE_DEFAULT_DAYS = 7;
export const INVITE_MAX_DAYS = 90;
/** At most this many uses may be set; 0 means no limit. */
export const INVITE_MAX_USES = 10000;
/** Mobiles per notify call. */
export const INVITE_NOTIFY_MAX = 50;

/** The page an invite link opens. */
export const inviteUrl = (inviteCode: string): string => `/invite/${encodeURIComponent(inviteCode)}`;

export const ZInviteCode = z
  .string({ error: 'company.validation.inviteCode' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, 'company.validation.inviteCode');

/** Whether an invite can still be used: Valid, Expired, or UsedUp (its maximum uses reached). */
export const INVITE_STATUSES = ['Valid', 'Expired', 'UsedUp'] as const;
export type TInviteStatus = (typeof INVITE_STATUSES)[number];

export const InviteInfoSave = defineCall({
  group: 'system',
  method: 'POST',
  path: 'InviteInfo/save',
  auth: 'session',
  permission: OrgAction.employees,
  payload: z.object({
    DepartmentID: z
      .string({ error: 'company.validation.departmentRequired' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'company.validation.departmentRequired'),
    /** yyyy-MM-dd HH:mm:ss; 7 days from now when absent. */
    ExpireTime: ZDateTime.optional().or(z.literal('').transform(() => undefined)),
    /** 0 or absent: no limit. */
    MaxUses: z.coerce
      .number({ error: 'messages.validation.number' })
      .int('messages.validation.number')
      .min(0, 'messages.validation.number')
      .max(INVITE_MAX_USES, 'messages.validation.number')
      .default(0),
  }),
  result: z.object({
    InviteCode: z.string(),
    /** The link to share, `/invite/{InviteCode}`. */
    InviteUrl: z.string(),
    DepartmentID: z.string(),
    DepartmentName: z.string(),
    ExpireTime: z.string(),
    MaxUses: z.number(),
  }),
  summary: "Makes an invite link into a department of the caller's company",
});

/** An invite as a visitor sees it (the landing page). */
export const ZInviteView = z.object({
  InviteCode: z.string(),
  CompanyName: z.string(),
  CompanyNameEn: z.string(),
  DepartmentName: z.string(),
  ExpireTime: z.string(),
  Status: z.enum(INVITE_STATUSES),
  Valid: z.boolean(),
});
export type TInviteView = z.infer<typeof ZInviteView>;

export const GetInviteInfo = defineCall({
  group: 'system',
  method: 'GET',
  path: 'Security/InviteInfo',
  auth: 'public',
  payload: z.object({ inviteCode: ZInviteCode }),
  result: ZInviteView,
  summary: "The invite's company and department, for the landing page (no login needed)",
});

/** Whether the logged-in caller can join with an invite. */
export const JOIN_STATES = ['CanJoin', 'AlreadyMember', 'OtherCompany', 'Invalid'] as const;
export type TJoinState = (typeof JOIN_STATES)[number];

export const InviteInfoMatch = defineCall({
  group: 'system',
  method: 'POST',
  path: 'InviteInfo/match',
  auth: 'session',
  payload: z.object({ InviteCode: ZInviteCode }),
  result: ZInviteView.extend({ JoinState: z.enum(JOIN_STATES) }),
  summary: 'Checks an invite code: company, department, valid or expired, and whether the caller can join',
});

export const InviteInfoNotify = defineCall({
  group: 'system',
  method: 'POST',
  path: 'InviteInfo/notify',
  auth: 'session',
  permission: OrgAction.employees,
  payload: z.object({
    InviteCode: ZInviteCode,
    Mobiles: z
      .array(ZMobile, { error: 'company.validation.mobilesRequired' })
      .min(1, 'company.validation.mobilesRequired')
      .max(INVITE_NOTIFY_MAX, 'company.validation.tooManyMobiles')
      .transform((list) => [...new Set(list)]),
  }),
  result: z.object({ Sent: z.number() }),
  summary: 'Sends the invite link by SMS to a list of mobiles (through the message outbox)',
});

export const InviteInfoJoin = defineCall({
  group: 'system',
  method: 'POST',
  path: 'InviteInfo/join',
  auth: 'session',
  payload: z.object({ InviteCode: ZInviteCode }),
  result: ZTicketInfo,
  summary:
    "Joins the invite's company as an employee of its department: only from a personal space; the session ticket is renewed",
});
