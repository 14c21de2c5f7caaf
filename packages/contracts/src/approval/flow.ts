import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZMoney, fenToYuan } from '../format.ts';
import { ServiceType } from '../lookups/lists.ts';
import { ZListPaging, ZRowId, listResult } from '../resource/define.ts';
import { ApprovalAction } from './actions.ts';
import { APPROVAL_SUBJECT_KINDS, type TApprovalFacts } from './subject.ts';

// Approval flows (FlowInfo, `/Flow` and `/Flow/{FlowID}`) and which flow applies to what
// (`/System/TripFlow/{CompanyID}/Detail`). A flow is an ordered list of steps; a step names its approvers in one
// of five ways, is decided by any one of them or by all, and may apply only under conditions.

/** Who approves a step. */
export const APPROVER_TYPES = ['DepartmentHead', 'UpperDepartmentHead', 'Role', 'Users', 'CostCenterOwner'] as const;
export type TApproverType = (typeof APPROVER_TYPES)[number];

/** Any: the first approval decides the step. All: every approver must approve. */
export const APPROVAL_MODES = ['Any', 'All'] as const;
export type TApprovalMode = (typeof APPROVAL_MODES)[number];

/** At most this many steps in a flow, approvers named in a step, followers of a flow. */
export const FLOW_STEPS_MAX = 10;
export const FLOW_STEP_USERS_MAX = 20;
export const FLOW_FOLLOWERS_MAX = 20;

const serviceTypes = Object.values(ServiceType) as number[];

const ZId = z.string().trim().min(1, 'messages.validation.idRequired').max(40, 'messages.validation.idRequired');
const ZTargetCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };

/**
 * When a step applies. ServiceTypes (when any) is a filter: the subject must involve one of them. The other three
 * are triggers: with none set the step always applies; otherwise any one of them (Match Any) or all (Match All).
 */
export const ZFlowConditions = z.object({
  ServiceTypes: z
    .array(
      z.coerce.number().refine((v) => serviceTypes.includes(v), 'messages.validation.invalidOption'),
      { error: 'messages.validation.invalidOption' },
    )
    .max(20, 'messages.validation.invalidOption')
    .default([]),
  /** Yuan; the step applies when the amount is over it. Absent or null: no amount condition. */
  AmountOver: ZMoney.refine((fen) => fen > 0, 'approval.validation.amountOver')
    .nullable()
    .optional(),
  OutOfPolicy: z.boolean().default(false),
  International: z.boolean().default(false),
  Match: z.enum(APPROVAL_MODES, { error: 'messages.validation.invalidOption' }).default('Any'),
});
export type TFlowConditionsInput = z.input<typeof ZFlowConditions>;

/** A step's conditions as stored (amount in fen). */
export type TFlowConditions = {
  ServiceTypes: number[];
  AmountOverFen: number | null;
  OutOfPolicy: boolean;
  International: boolean;
  Match: TApprovalMode;
};

/** A step's name. */
export const ZStepName = z
  .string({ error: 'approval.validation.stepName' })
  .trim()
  .min(1, 'approval.validation.stepName')
  .max(50, 'messages.validation.tooLong');

export const ZFlowStepInput = z
  .object({
    StepName: ZStepName,
    ApproverType: z.enum(APPROVER_TYPES, { error: 'approval.validation.approverType' }),
    /** For ApproverType Role. */
    RoleID: z.string().trim().max(40, 'messages.validation.idRequired').optional().default(''),
    /** For ApproverType Users. */
    UserIDs: z.array(ZId).max(FLOW_STEP_USERS_MAX, 'approval.validation.tooManyUsers').optional().default([]),
    Mode: z.enum(APPROVAL_MODES, { error: 'messages.validation.invalidOption' }).default('Any'),
    Conditions: ZFlowConditions.default({
      ServiceTypes: [],
      OutOfPolicy: false,
      International: false,
      Match: 'Any',
    }),
  })
  .superRefine((s, ctx) => {
    if (s.ApproverType === 'Role' && !s.RoleID)
      ctx.addIssue({ code: 'custom', path: ['RoleID'], message: 'approval.validation.roleRequired' });
    if (s.ApproverType === 'Users' && s.UserIDs.length === 0)
      ctx.addIssue({ code: 'custom', path: ['UserIDs'], message: 'approval.validation.usersRequired' });
  });
export type TFlowStepInput = z.input<typeof ZFlowStepInput>;

/** A step as stored in a flow. */
export type TFlowStepDef = {
  StepName: string;
  ApproverType: TApproverType;
  RoleID: string;
  UserIDs: string[];
  Mode: TApprovalMode;
  Conditions: TFlowConditions;
};

/** The stored step of a parsed input step. */
export const toStepDef = (s: z.output<typeof ZFlowStepInput>): TFlowStepDef => ({
  StepName: s.StepName,
  ApproverType: s.ApproverType,
  RoleID: s.ApproverType === 'Role' ? s.RoleID : '',
  UserIDs: s.ApproverType === 'Users' ? [...new Set(s.UserIDs)] : [],
  Mode: s.Mode,
  Conditions: {
    ServiceTypes: [...new Set(s.Conditions.ServiceTypes)],
    AmountOverFen: s.Conditions.AmountOver ?? null,
    OutOfPolicy: s.Conditions.OutOfPolicy,
    International: s.Conditions.International,
    Match: s.Conditions.Match,
  },
});

/**
 * Whether a step applies to a subject: the services filter first, then the triggers (amount over, out of policy,
 * international) by Match; a step with no trigger always applies. Amounts compare in fen, "over" is strict.
 */
export const stepApplies = (c: TFlowConditions, facts: TApprovalFacts): boolean => {
  if (c.ServiceTypes.length > 0 && !c.ServiceTypes.some((s) => facts.ServiceTypes.includes(s))) return false;
  const triggers: boolean[] = [];
  if (c.AmountOverFen !== null) triggers.push(facts.AmountFen > c.AmountOverFen);
  if (c.OutOfPolicy) triggers.push(facts.OutOfPolicy);
  if (c.International) triggers.push(facts.International);
  if (triggers.length === 0) return true;
  return c.Match === 'All' ? triggers.every(Boolean) : triggers.some(Boolean);
};

const ZPersonRef = z.object({ UserID: z.string(), UserName: z.string() });

/** A step as the flow screens show it: the stored step with yuan and the names of its role and people. */
export const ZFlowStep = z.object({
  StepName: z.string(),
  ApproverType: z.enum(APPROVER_TYPES),
  RoleID: z.string(),
  RoleName: z.string(),
  UserIDs: z.array(z.string()),
  Users: z.array(ZPersonRef),
  Mode: z.enum(APPROVAL_MODES),
  Conditions: z.object({
    ServiceTypes: z.array(z.number()),
    AmountOver: z.number().nullable(),
    OutOfPolicy: z.boolean(),
    International: z.boolean(),
    Match: z.enum(APPROVAL_MODES),
  }),
});
export type TFlowStep = z.output<typeof ZFlowStep>;

/** The conditions of a stored step for a reply (fen to yuan). */
export const conditionsView = (c: TFlowConditions): TFlowStep['Conditions'] => ({
  ServiceTypes: c.ServiceTypes,
  AmountOver: c.AmountOverFen === null ? null : fenToYuan(c.AmountOverFen),
  OutOfPolicy: c.OutOfPolicy,
  International: c.International,
  Match: c.Match,
});

export const ZFlowInfo = z.object({
  FlowID: z.string(),
  CompanyID: z.string(),
  FlowName: z.string(),
  Remark: z.string(),
  Enabled: z.boolean(),
  Steps: z.array(ZFlowStep),
  FollowerIDs: z.array(z.string()),
  Followers: z.array(ZPersonRef),
  /** How many TripFlow bindings use it. */
  BindingCount: z.number(),
  CreateTime: z.string(),
  UpdateTime: z.string(),
});
export type TFlowInfo = z.output<typeof ZFlowInfo>;

export const ZFlowListItem = z.object({
  FlowID: z.string(),
  FlowName: z.string(),
  Remark: z.string(),
  Enabled: z.boolean(),
  StepCount: z.number(),
  /** The step names in order, for the list. */
  StepNames: z.array(z.string()),
  BindingCount: z.number(),
  UpdateTime: z.string(),
});
export type TFlowListItem = z.output<typeof ZFlowListItem>;

export const FlowList = defineCall({
  group: 'system',
  method: 'POST',
  path: 'FlowInfo/List',
  auth: 'session',
  permission: ApprovalAction.flows,
  payload: z.object({
    ...ZListPaging,
    ...ZTargetCompany,
    KeyWords: z.string().trim().max(50, 'messages.validation.tooLong').optional(),
  }),
  result: listResult(ZFlowListItem),
  summary: "One page of a company's approval flows (its administrator, or TMC staff who reach it)",
});

export const FlowDetails = defineCall({
  group: 'system',
  method: 'GET',
  path: 'FlowInfo/Details/:id',
  auth: 'session',
  permission: ApprovalAction.flows,
  payload: z.object({ id: ZRowId, ...ZTargetCompany }),
  result: ZFlowInfo,
  summary: 'One approval flow with its steps and followers',
});

export const ZFlowUpdateRequest = z.object({
  ...ZTargetCompany,
  /** Absent or '' creates a flow. */
  FlowID: ZRowId.optional().or(z.literal('')),
  FlowName: z
    .string({ error: 'approval.validation.flowName' })
    .trim()
    .min(1, 'approval.validation.flowName')
    .max(50, 'messages.validation.tooLong'),
  Remark: z.string().trim().max(200, 'messages.validation.tooLong').optional().default(''),
  Enabled: z.boolean().optional().default(true),
  Steps: z
    .array(ZFlowStepInput, { error: 'approval.validation.stepsRequired' })
    .min(1, 'approval.validation.stepsRequired')
    .max(FLOW_STEPS_MAX, 'approval.validation.tooManySteps'),
  FollowerIDs: z.array(ZId).max(FLOW_FOLLOWERS_MAX, 'approval.validation.tooManyFollowers').optional().default([]),
});
export type TFlowUpdateRequest = z.input<typeof ZFlowUpdateRequest>;

export const FlowUpdate = defineCall({
  group: 'system',
  method: 'POST',
  path: 'FlowInfo/Update',
  auth: 'session',
  permission: ApprovalAction.flows,
  payload: ZFlowUpdateRequest,
  result: ZFlowInfo,
  summary: 'Create or change an approval flow; named approvers, followers and roles must be of the company',
});

export const FlowDelete = defineCall({
  group: 'system',
  method: 'GET',
  path: 'FlowInfo/Delete/:id',
  auth: 'session',
  permission: ApprovalAction.flows,
  stateChanging: true,
  payload: z.object({ id: ZRowId, ...ZTargetCompany }),
  result: z.object({ FlowID: z.string() }),
  summary: 'Delete an approval flow that no TripFlow binding uses (running approvals keep their steps)',
});

/** The company's roles, for the flow editor's role picker. */
export const FlowRoles = defineCall({
  group: 'system',
  method: 'GET',
  path: 'FlowInfo/Roles',
  auth: 'session',
  permission: ApprovalAction.flows,
  payload: z.object({ ...ZTargetCompany }),
  result: z.array(z.object({ RoleID: z.string(), RoleName: z.string(), HolderCount: z.number() })),
  summary: "The company's roles with how many active people hold each, for a step that names a role",
});

/** The company's active people, for named approvers and followers. */
export const FlowPeople = defineCall({
  group: 'system',
  method: 'POST',
  path: 'FlowInfo/People',
  auth: 'session',
  permission: ApprovalAction.flows,
  payload: z.object({
    ...ZListPaging,
    ...ZTargetCompany,
    Key: z.string().trim().max(50, 'messages.validation.tooLong').optional(),
    /** Look these up whatever the key (to show the names of those already chosen). */
    UserIDs: z.array(ZId).max(100).optional(),
  }),
  result: listResult(
    z.object({
      UserID: z.string(),
      UserName: z.string(),
      DepartmentID: z.string(),
      DepartmentName: z.string(),
      JobTitle: z.string(),
    }),
  ),
  summary: "The company's active people by name, for named approvers and followers",
});

// TripFlow: which flow applies to a pre-trip application (btrip) and to a booking of each service.

export const ZSubjectKind = z.enum(APPROVAL_SUBJECT_KINDS, { error: 'approval.validation.subjectKind' });

export const ZTripFlowBinding = z.object({
  SubjectKind: z.enum(APPROVAL_SUBJECT_KINDS),
  /** '' is the company's default for the kind; a department's binding wins for people in it and below. */
  DepartmentID: z.string(),
  DepartmentName: z.string(),
  FlowID: z.string(),
  FlowName: z.string(),
  FlowEnabled: z.boolean(),
});
export type TTripFlowBinding = z.output<typeof ZTripFlowBinding>;

export const ZTripFlowDetail = z.object({
  CompanyID: z.string(),
  CompanyName: z.string(),
  Bindings: z.array(ZTripFlowBinding),
  /** The company's flows, for the pickers. */
  Flows: z.array(z.object({ FlowID: z.string(), FlowName: z.string(), Enabled: z.boolean() })),
  UpdateTime: z.string(),
});
export type TTripFlowDetail = z.output<typeof ZTripFlowDetail>;

export const TripFlowDetail = defineCall({
  group: 'system',
  method: 'GET',
  path: 'TripFlow/Detail',
  auth: 'session',
  permission: ApprovalAction.tripFlow,
  payload: z.object({ ...ZTargetCompany }),
  result: ZTripFlowDetail,
  summary: "A company's flow bindings: per subject kind a default and optional per-department flows",
});

/** At most this many bindings in a company. */
export const TRIP_FLOW_BINDINGS_MAX = 200;

export const ZTripFlowUpdateRequest = z
  .object({
    ...ZTargetCompany,
    Bindings: z
      .array(
        z.object({
          SubjectKind: ZSubjectKind,
          DepartmentID: z.string().trim().max(40, 'messages.validation.idRequired').optional().default(''),
          FlowID: z
            .string({ error: 'approval.validation.flowRequired' })
            .trim()
            .min(1, 'approval.validation.flowRequired')
            .max(40),
        }),
        { error: 'messages.validation.required' },
      )
      .max(TRIP_FLOW_BINDINGS_MAX, 'messages.validation.tooLong'),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.Bindings.forEach((b, i) => {
      const k = `${b.SubjectKind}|${b.DepartmentID}`;
      if (seen.has(k))
        ctx.addIssue({
          code: 'custom',
          path: ['Bindings', i, 'DepartmentID'],
          message: 'approval.validation.bindingRepeated',
        });
      seen.add(k);
    });
  });
export type TTripFlowUpdateRequest = z.input<typeof ZTripFlowUpdateRequest>;

export const TripFlowUpdate = defineCall({
  group: 'system',
  method: 'POST',
  path: 'TripFlow/Update',
  auth: 'session',
  permission: ApprovalAction.tripFlow,
  payload: ZTripFlowUpdateRequest,
  result: ZTripFlowDetail,
  summary: "Replace a company's flow bindings (one per subject kind and department; '' is the default)",
});
