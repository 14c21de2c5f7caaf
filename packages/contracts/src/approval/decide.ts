import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZRowId } from '../resource/define.ts';
import { APPROVAL_SUBJECT_KINDS, ApprovalState, type TApprovalTrail } from './subject.ts';

// Deciding an approval: by the approver in the queue (btrip/Approval/*, work/WorkTask/*) or through the link sent
// to them (`/approval/{inviteCode}`, no login).

/** An approval link is valid this long after its step starts (then the approver uses the queue). */
export const APPROVAL_LINK_TTL_HOURS = 72;
export const APPROVAL_LINK_TTL_MS = APPROVAL_LINK_TTL_HOURS * 60 * 60 * 1000;
/** The longest rejection reason. */
export const REJECT_REASON_MAX = 200;

/** The web route of an approval link. */
export const approvalLinkUrl = (code: string) => `/approval/${encodeURIComponent(code)}`;

/** A rejection reason: required (spec: "Enter a rejection reason"). */
export const ZRejectReason = z
  .string({ error: 'approval.validation.reasonRequired' })
  .trim()
  .min(1, 'approval.validation.reasonRequired')
  .max(REJECT_REASON_MAX, 'approval.validation.reasonTooLong');

/** An approval link's code: 32 url-safe characters (192 random bits). */
export const ZApprovalInviteCode = z
  .string({ error: 'approval.link.notFound' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, 'approval.link.notFound');

const TRAIL_STEP_STATES = ['Waiting', 'Pending', 'Approved', 'Rejected', 'Skipped', 'Escalated'] as const;
const DECISIONS = ['Pending', 'Approved', 'Rejected', 'Skipped'] as const;

/** The approval port's TApprovalTrail as a schema. */
export const ZApprovalTrail = z.object({
  InstanceID: z.string(),
  State: z.enum(Object.keys(ApprovalState) as [keyof typeof ApprovalState, ...(keyof typeof ApprovalState)[]]),
  Round: z.number(),
  Steps: z.array(
    z.object({
      StepNo: z.number(),
      StepName: z.string(),
      Mode: z.enum(['Any', 'All']),
      State: z.enum(TRAIL_STEP_STATES),
      Approvers: z.array(
        z.object({
          UserID: z.string(),
          UserName: z.string(),
          Decision: z.enum(DECISIONS).nullable(),
          Reason: z.string().nullable(),
          DecidedAt: z.string().nullable(),
        }),
      ),
    }),
  ),
  CreatedAt: z.string(),
  FinishedAt: z.string().nullable(),
}) satisfies z.ZodType<TApprovalTrail>;

/** What a subject says of itself (the port's describe). */
export const ZApprovalSubjectView = z.object({
  Kind: z.enum(APPROVAL_SUBJECT_KINDS),
  ID: z.string(),
  No: z.string(),
  Title: z.string(),
  Summary: z.string(),
  /** The web route of the subject's details. */
  Url: z.string(),
});
export type TApprovalSubjectView = z.output<typeof ZApprovalSubjectView>;

/** One approval as the approver's screens show it. */
export const ZApprovalDetails = z.object({
  InstanceID: z.string(),
  CompanyID: z.string(),
  CreatorID: z.string(),
  CreatorName: z.string(),
  FlowName: z.string(),
  Subject: ZApprovalSubjectView,
  Trail: ZApprovalTrail,
  /** The caller is a pending approver of the current step. */
  CanDecide: z.boolean(),
  /** The caller created it and nobody has decided yet. */
  CanWithdraw: z.boolean(),
});
export type TApprovalDetails = z.output<typeof ZApprovalDetails>;

const ZTarget = {
  /** A work task of the caller (WorkTask ID). */
  TaskID: ZRowId.optional().or(z.literal('')),
  /** Or the approval itself: the caller must be a pending approver of its current step. */
  InstanceID: ZRowId.optional().or(z.literal('')),
};
const targetGiven = (v: { TaskID?: string | undefined; InstanceID?: string | undefined }) =>
  Boolean(v.TaskID || v.InstanceID);

export const ApprovalDetails = defineCall({
  group: 'btrip',
  method: 'GET',
  path: 'Approval/Details',
  auth: 'session',
  payload: z.object(ZTarget).refine(targetGiven, 'messages.validation.idRequired'),
  result: ZApprovalDetails,
  summary:
    'One approval (by task or instance id) with its subject and trail: for its approvers, creator, followers and travellers, and the administrators of its company',
});

export const ApprovalResolve = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Approval/Resolve',
  auth: 'session',
  payload: z.object(ZTarget).refine(targetGiven, 'messages.validation.idRequired'),
  result: ZApprovalDetails,
  summary: 'The caller approves the current step of an approval (by task or instance id)',
});

export const ApprovalReject = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Approval/Reject',
  auth: 'session',
  payload: z.object({ ...ZTarget, Reason: ZRejectReason }).refine(targetGiven, 'messages.validation.idRequired'),
  result: ZApprovalDetails,
  summary: 'The caller rejects an approval with a reason (by task or instance id); the subject becomes Rejected',
});

/** What an approval link shows: who it is for, the step, the subject and the trail. */
export const ZApprovalLinkInfo = z.object({
  ApproverName: z.string(),
  CompanyName: z.string(),
  CreatorName: z.string(),
  StepNo: z.number(),
  StepName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China Standard Time. */
  ExpiresAt: z.string(),
  Subject: ZApprovalSubjectView,
  Trail: ZApprovalTrail,
  /** After a decision through the link: what was decided. */
  Decision: z.enum(['Approved', 'Rejected']).nullable(),
});
export type TApprovalLinkInfo = z.output<typeof ZApprovalLinkInfo>;

export const ApprovalLinkInfo = defineCall({
  group: 'btrip',
  method: 'GET',
  path: 'Approval/LinkInfo',
  auth: 'public',
  payload: z.object({ InviteCode: ZApprovalInviteCode }),
  result: ZApprovalLinkInfo,
  summary:
    'An approval link (`/approval/{inviteCode}`, no login): refused when used, expired, superseded or for a step already decided',
});

export const ApprovalLinkResolve = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Approval/LinkResolve',
  auth: 'public',
  payload: z.object({ InviteCode: ZApprovalInviteCode }),
  result: ZApprovalLinkInfo,
  summary: 'Approve through a link, as the approver it was sent to; the link is used up',
});

export const ApprovalLinkReject = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Approval/LinkReject',
  auth: 'public',
  payload: z.object({ InviteCode: ZApprovalInviteCode, Reason: ZRejectReason }),
  result: ZApprovalLinkInfo,
  summary: 'Reject through a link with a reason, as the approver it was sent to; the link is used up',
});
