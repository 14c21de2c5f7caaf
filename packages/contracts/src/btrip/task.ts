import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZMoney, parseDateTime } from '../format.ts';
import { Cabin, ServiceType } from '../lookups/index.ts';
import { ZListPaging, ZRowId, listResult } from '../resource/define.ts';
import { BtripAction } from '../system/actions.ts';
import { ZFileResult } from '../org/employee.ts';
import { ZApprovalTrail } from '../approval/decide.ts';

// Pre-trip applications (spec: btrip "task save and list"; issue 4 section 3). A person files an application
// for one or more colleagues: itinerary legs, purpose, a budget per service and, for flights and hotels, the
// standard they intend to book, so the travel policy can judge it before anyone approves it. Submitting runs
// the policy and starts the company's approval flow; the approved application carries an approval number that
// later bookings reference.
//
// Statuses: Draft → Pending → Approved | Rejected | Withdrawn. Rejected and withdrawn applications can be edited
// and submitted again; an approved one can be corrected, which opens a new approval round.

export const BtripStatus = {
  Draft: 'Draft',
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn',
} as const;
export type TBtripStatus = (typeof BtripStatus)[keyof typeof BtripStatus];
export const BTRIP_STATUSES = Object.values(BtripStatus) as TBtripStatus[];
/** Statuses in which the creator may still edit and submit an application. */
export const BTRIP_EDITABLE: readonly TBtripStatus[] = [BtripStatus.Draft, BtripStatus.Rejected, BtripStatus.Withdrawn];

/** The services an application budgets for: flight, hotel, train and car (the traffic service). */
export const BTRIP_SERVICE_TYPES = [
  ServiceType.Flight,
  ServiceType.Hotel,
  ServiceType.Train,
  ServiceType.Traffic,
] as const;
export type TBtripServiceType = (typeof BTRIP_SERVICE_TYPES)[number];

/** The most travellers, legs and attachments of one application. */
export const BTRIP_MAX_TRAVELLERS = 9;
export const BTRIP_MAX_LEGS = 8;
export const BTRIP_MAX_ATTACHMENTS = 5;
/** The largest budget of one service, in fen (one million yuan). */
export const BTRIP_MAX_BUDGET_FEN = 100_000_000;

const CABINS = Object.values(Cabin) as number[];

/** A calendar date on the wire: yyyy-MM-dd (a real date). */
export const ZDay = z
  .string({ error: 'messages.validation.date' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'messages.validation.date')
  .refine((s) => parseDateTime(s) !== null, 'messages.validation.date');

const ZOptionalId = ZRowId.optional().or(z.literal(''));

/**
 * A city of a leg: a domestic prefecture-level city by its division code (GB/T 2260, four digits, as the address
 * book uses), or an international city by name. The server fills in the name of a domestic city.
 */
export const ZBtripCity = z
  .object({
    International: z.boolean({ error: 'messages.validation.invalidOption' }).optional().default(false),
    CityCode: z.string({ error: 'btrip.validation.cityRequired' }).trim().max(10).optional().default(''),
    CityName: z
      .string({ error: 'btrip.validation.cityRequired' })
      .trim()
      .max(50, 'messages.validation.tooLong')
      .optional()
      .default(''),
  })
  .superRefine((c, ctx) => {
    if (c.International) {
      if (!c.CityName)
        ctx.addIssue({ code: 'custom', path: ['CityName'], message: 'btrip.validation.internationalCity' });
    } else if (!/^\d{4}$/.test(c.CityCode)) {
      ctx.addIssue({ code: 'custom', path: ['CityCode'], message: 'btrip.validation.cityRequired' });
    }
  });
export type TBtripCityInput = z.output<typeof ZBtripCity>;

export const ZBtripLeg = z.object({
  FromCity: ZBtripCity,
  ToCity: ZBtripCity,
  /** The day of travel, yyyy-MM-dd. */
  DepartDate: ZDay,
});
export type TBtripLegInput = z.output<typeof ZBtripLeg>;

const ZBudget = ZMoney.pipe(
  z
    .number()
    .int()
    .min(1, 'btrip.validation.budgetRequired')
    .max(BTRIP_MAX_BUDGET_FEN, 'btrip.validation.budgetTooLarge'),
);

/**
 * One service of the application and its budget. Flights name the highest cabin intended; hotels the star level
 * and the nightly price intended: that is what the travel policy judges.
 */
export const ZBtripServiceInput = z
  .object({
    ServiceType: z.coerce
      .number({ error: 'btrip.validation.serviceType' })
      .refine((v) => (BTRIP_SERVICE_TYPES as readonly number[]).includes(v), 'btrip.validation.serviceType'),
    /** Yuan on the wire, fen inside. */
    Budget: ZBudget,
    /** Flights: a Cabin code. */
    Cabin: z.coerce
      .number({ error: 'btrip.validation.cabinRequired' })
      .refine((v) => CABINS.includes(v), 'btrip.validation.cabinRequired')
      .optional(),
    /** Hotels: the star level, 1 to 5. */
    HotelStar: z.coerce
      .number({ error: 'btrip.validation.starRequired' })
      .int('btrip.validation.starRequired')
      .min(1, 'btrip.validation.starRequired')
      .max(5, 'btrip.validation.starRequired')
      .optional(),
    /** Hotels: the nightly price intended, yuan. */
    NightlyPrice: ZBudget.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.ServiceType === ServiceType.Flight && s.Cabin === undefined)
      ctx.addIssue({ code: 'custom', path: ['Cabin'], message: 'btrip.validation.cabinRequired' });
    if (s.ServiceType === ServiceType.Hotel) {
      if (s.HotelStar === undefined)
        ctx.addIssue({ code: 'custom', path: ['HotelStar'], message: 'btrip.validation.starRequired' });
      if (s.NightlyPrice === undefined)
        ctx.addIssue({ code: 'custom', path: ['NightlyPrice'], message: 'btrip.validation.nightlyRequired' });
    }
  });
export type TBtripServiceInput = z.output<typeof ZBtripServiceInput>;

/** What the travel policy looks at: who travels, where and when, and the standards intended. */
const itineraryShape = {
  /** UserIDs of colleagues in the company (the creator by default). */
  Travellers: z
    .array(ZRowId, { error: 'btrip.validation.travellerRequired' })
    .min(1, 'btrip.validation.travellerRequired')
    .max(BTRIP_MAX_TRAVELLERS, 'btrip.validation.tooManyTravellers'),
  Legs: z
    .array(ZBtripLeg, { error: 'btrip.validation.legRequired' })
    .min(1, 'btrip.validation.legRequired')
    .max(BTRIP_MAX_LEGS, 'btrip.validation.tooManyLegs'),
  Services: z
    .array(ZBtripServiceInput, { error: 'btrip.validation.serviceRequired' })
    .min(1, 'btrip.validation.serviceRequired')
    .max(BTRIP_SERVICE_TYPES.length, 'btrip.validation.serviceRequired'),
};

const sameCity = (a: TBtripCityInput, b: TBtripCityInput) =>
  a.International === b.International &&
  (a.International ? a.CityName.toLowerCase() === b.CityName.toLowerCase() : a.CityCode === b.CityCode);

type TItinerary = {
  Travellers: string[];
  Legs: TBtripLegInput[];
  Services: TBtripServiceInput[];
  EndDate?: string;
};

/** Rules across fields: distinct travellers and services, legs that go somewhere in date order, an end after them. */
const itineraryIssues = (v: TItinerary, ctx: z.RefinementCtx) => {
  if (new Set(v.Travellers).size !== v.Travellers.length)
    ctx.addIssue({ code: 'custom', path: ['Travellers'], message: 'btrip.validation.travellerRepeated' });
  if (new Set(v.Services.map((s) => s.ServiceType)).size !== v.Services.length)
    ctx.addIssue({ code: 'custom', path: ['Services'], message: 'btrip.validation.serviceRepeated' });
  v.Legs.forEach((leg, i) => {
    if (sameCity(leg.FromCity, leg.ToCity))
      ctx.addIssue({ code: 'custom', path: ['Legs', i, 'ToCity'], message: 'btrip.validation.sameCity' });
    const prev = v.Legs[i - 1];
    if (prev && leg.DepartDate < prev.DepartDate)
      ctx.addIssue({ code: 'custom', path: ['Legs', i, 'DepartDate'], message: 'btrip.validation.legOrder' });
  });
  const last = v.Legs.at(-1);
  if (v.EndDate !== undefined && last && v.EndDate < last.DepartDate)
    ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'btrip.validation.endBeforeLegs' });
};

/** The reason a service is out of policy: one of the company's violation reasons for that service. */
export const ZBtripReasonInput = z.object({
  ServiceType: z.coerce
    .number({ error: 'btrip.validation.serviceType' })
    .refine((v) => (BTRIP_SERVICE_TYPES as readonly number[]).includes(v), 'btrip.validation.serviceType'),
  /** A ReasonID of the company's violation reasons (btrip ContraryReason). */
  ReasonID: ZRowId,
  /** The explanation an "other" reason needs. */
  ReasonText: z.string().trim().max(200, 'btrip.validation.reasonTextTooLong').optional().default(''),
});
export type TBtripReasonInput = z.output<typeof ZBtripReasonInput>;

const ZViolationReasons = z
  .array(ZBtripReasonInput)
  .max(BTRIP_SERVICE_TYPES.length, 'btrip.validation.serviceRepeated')
  .refine((v) => new Set(v.map((r) => r.ServiceType)).size === v.length, 'btrip.validation.serviceRepeated');

const applicationShape = {
  ...itineraryShape,
  /** The last day of the trip, yyyy-MM-dd (on or after the last leg). */
  EndDate: ZDay,
  /** A travel purpose of the company (its PurposeID; '' for none). */
  PurposeID: ZOptionalId,
  CostCenterID: ZOptionalId,
  ProjectID: ZOptionalId,
  Remark: z.string().trim().max(500, 'btrip.validation.remarkTooLong').optional().default(''),
  /** AttachmentIDs from Task/Upload. */
  Attachments: z.array(ZRowId).max(BTRIP_MAX_ATTACHMENTS, 'btrip.validation.tooManyAttachments').optional().default([]),
  /** Violation reasons, one for each service whose verdict is level 3 or 5. */
  ViolationReasons: ZViolationReasons.optional().default([]),
};

export const ZBtripTaskSaveRequest = z
  .object({
    /** Absent or '' for a new application. */
    TaskID: ZOptionalId,
    ...applicationShape,
    /** true: save and submit for approval in one step; false or absent: keep it as a draft. */
    Submit: z.boolean().optional().default(false),
  })
  .superRefine(itineraryIssues);
export type TBtripTaskSaveRequest = z.output<typeof ZBtripTaskSaveRequest>;

export const ZBtripTaskCorrectRequest = z.object({ TaskID: ZRowId, ...applicationShape }).superRefine(itineraryIssues);
export type TBtripTaskCorrectRequest = z.output<typeof ZBtripTaskCorrectRequest>;

/** The live policy check of the form: the itinerary as it stands. */
export const ZBtripCheckRequest = z.object(itineraryShape).superRefine(itineraryIssues);
export type TBtripCheckRequest = z.output<typeof ZBtripCheckRequest>;

export const ZBtripCityView = z.object({ International: z.boolean(), CityCode: z.string(), CityName: z.string() });

/** One rule an intended standard breaks, for one traveller. */
export const ZBtripViolation = z.object({
  /** The engine's code, e.g. flight.cabin, hotel.price. */
  Code: z.string(),
  ServiceType: z.number(),
  /** ControlLevel 1–5. */
  Level: z.number(),
  /** Why, in the caller's language. */
  Message: z.string(),
  Limit: z.string(),
  Actual: z.string(),
  RuleID: z.string(),
  /** The trip rule that says so. */
  RuleName: z.string(),
  UserID: z.string(),
  UserName: z.string(),
});
export type TBtripViolation = z.output<typeof ZBtripViolation>;

/** The travel-policy verdict on an application: the strictest level over every traveller and service. */
export const ZBtripVerdict = z.object({
  /** 0 compliant, else the strictest ControlLevel. */
  Level: z.number(),
  Compliant: z.boolean(),
  /** Level 4: the application cannot be submitted. */
  Forbidden: z.boolean(),
  /** Level 3 or 5: a violation reason must be chosen. */
  ReasonRequired: z.boolean(),
  /** The services that need a violation reason (their own strictest level is 3 or 5). */
  ReasonServices: z.array(z.number()),
  /** Level 5: the approval is marked out of policy. */
  OutOfPolicy: z.boolean(),
  Violations: z.array(ZBtripViolation),
});
export type TBtripVerdict = z.output<typeof ZBtripVerdict>;

export const ZBtripService = z.object({
  ServiceType: z.number(),
  /** Yuan. */
  Budget: z.number(),
  /** Flights: a Cabin code; 0 otherwise. */
  Cabin: z.number(),
  /** Hotels: 1–5; 0 otherwise. */
  HotelStar: z.number(),
  /** Hotels: yuan a night; 0 otherwise. */
  NightlyPrice: z.number(),
});

export const ZBtripAttachment = z.object({
  AttachmentID: z.string(),
  FileName: z.string(),
  ContentType: z.string(),
  /** Bytes. */
  Size: z.number(),
});
export type TBtripAttachment = z.output<typeof ZBtripAttachment>;

export const ZBtripPerson = z.object({ UserID: z.string(), Name: z.string(), DepartmentName: z.string() });
export type TBtripPerson = z.output<typeof ZBtripPerson>;

/** One application as Save, Details and the other calls return it. Empty strings stand for "none". */
export const ZBtripTask = z.object({
  TaskID: z.string(),
  CompanyID: z.string(),
  Status: z.enum(BTRIP_STATUSES as [TBtripStatus, ...TBtripStatus[]]),
  /** Issued at the first approval and kept for the life of the application; valid while Approved. */
  ApprovalNo: z.string(),
  /** 1, then one more for every correction of an approved application. */
  Revision: z.number(),
  CreatorID: z.string(),
  CreatorName: z.string(),
  Travellers: z.array(ZBtripPerson),
  Legs: z.array(z.object({ FromCity: ZBtripCityView, ToCity: ZBtripCityView, DepartDate: z.string() })),
  StartDate: z.string(),
  EndDate: z.string(),
  International: z.boolean(),
  PurposeID: z.string(),
  PurposeName: z.string(),
  Services: z.array(ZBtripService),
  /** Yuan, the sum of the service budgets. */
  TotalBudget: z.number(),
  CostCenterID: z.string(),
  CostCenterName: z.string(),
  ProjectID: z.string(),
  ProjectName: z.string(),
  Remark: z.string(),
  Attachments: z.array(ZBtripAttachment),
  /** The verdict recorded when it was last submitted (level 0 before). */
  Verdict: ZBtripVerdict,
  ViolationReasons: z.array(
    z.object({ ServiceType: z.number(), ReasonID: z.string(), ReasonName: z.string(), ReasonText: z.string() }),
  ),
  RejectReason: z.string(),
  RejectedBy: z.string(),
  CreateTime: z.string(),
  SubmitTime: z.string(),
  ApproveTime: z.string(),
  RejectTime: z.string(),
  UpdateTime: z.string(),
});
export type TBtripTask = z.output<typeof ZBtripTask>;

export const ZBtripTaskDetails = ZBtripTask.extend({
  /** The latest approval round. */
  Trail: ZApprovalTrail.nullable(),
  /** What the caller may do with it now. */
  CanEdit: z.boolean(),
  CanWithdraw: z.boolean(),
  CanCorrect: z.boolean(),
});
export type TBtripTaskDetails = z.output<typeof ZBtripTaskDetails>;

/** One row of a list. */
export const ZBtripTaskRow = z.object({
  TaskID: z.string(),
  CompanyID: z.string(),
  Status: z.string(),
  ApprovalNo: z.string(),
  CreatorName: z.string(),
  /** Traveller names, joined by '、'. */
  TravellerNames: z.string(),
  /** City names of the itinerary, e.g. 上海 → 北京 → 上海. */
  Route: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  TotalBudget: z.number(),
  PolicyLevel: z.number(),
  OutOfPolicy: z.boolean(),
  International: z.boolean(),
  CreateTime: z.string(),
  SubmitTime: z.string(),
});
export type TBtripTaskRow = z.output<typeof ZBtripTaskRow>;

const ZStatusFilter = z
  .enum(BTRIP_STATUSES as [TBtripStatus, ...TBtripStatus[]], { error: 'messages.validation.invalidOption' })
  .optional()
  .or(z.literal(''));

const listFilters = {
  ...ZListPaging,
  Status: ZStatusFilter,
  /** Part of the TaskID, approval number, a city, the remark or a traveller's name. */
  KeyWords: z.string().trim().max(100, 'messages.validation.tooLong').optional(),
  /** Trips that start on or after this day. */
  StartDate: ZDay.optional().or(z.literal('')),
  /** Trips that start on or before this day. */
  StartDateEnd: ZDay.optional().or(z.literal('')),
};

export const ZBtripTaskListRequest = z.object(listFilters);
export type TBtripTaskListRequest = z.output<typeof ZBtripTaskListRequest>;
export const ZBtripCompanyListRequest = z.object({
  ...listFilters,
  /** The company (a TMC staff member's customer); the caller's own when absent. */
  CompanyID: z.string().trim().max(40).optional().or(z.literal('')),
});
export type TBtripCompanyListRequest = z.output<typeof ZBtripCompanyListRequest>;
export const ZBtripTaskListResult = listResult(ZBtripTaskRow);
export type TBtripTaskListResult = z.output<typeof ZBtripTaskListResult>;

export const ZBtripTaskRef = z.object({ TaskID: ZRowId });

export const ZBtripSubmitRequest = z.object({
  TaskID: ZRowId,
  /** Reasons given at submission replace the ones saved with the draft. */
  ViolationReasons: ZViolationReasons.optional(),
});
export type TBtripSubmitRequest = z.output<typeof ZBtripSubmitRequest>;

/**
 * What the form offers besides the company's purposes and violation reasons (the btrip TravePurpose and
 * ContraryReason lists, which everyone in the company reads) and its projects (btrip/Project/List, searched as one
 * types): cost centres and the switches that apply.
 */
export const ZBtripOptions = z.object({
  Me: ZBtripPerson,
  CostCenters: z.array(z.object({ CostCenterID: z.string(), Code: z.string(), Name: z.string() })),
  PurposeRequired: z.boolean(),
  PurposeDisabled: z.boolean(),
  CostCenterRequired: z.boolean(),
  ProjectRequired: z.boolean(),
  /** Only the creator may travel (book for others disabled). */
  SelfOnly: z.boolean(),
});
export type TBtripOptions = z.output<typeof ZBtripOptions>;

export const ZBtripColleaguesRequest = z.object({
  KeyWords: z.string().trim().max(50, 'messages.validation.tooLong').optional().default(''),
});

export const ZBtripUploadRequest = z.object({
  FileName: z
    .string({ error: 'btrip.validation.fileRequired' })
    .trim()
    .min(1, 'btrip.validation.fileRequired')
    .max(200, 'messages.validation.tooLong'),
  /** The file, base64. */
  Content: z.string({ error: 'btrip.validation.fileRequired' }).trim().min(1, 'btrip.validation.fileRequired'),
});
export type TBtripUploadRequest = z.output<typeof ZBtripUploadRequest>;

const apply = BtripAction.apply;

export const BtripTaskSave = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Task/Save',
  auth: 'session',
  permission: apply,
  payload: ZBtripTaskSaveRequest,
  result: ZBtripTask,
  summary:
    'Save a pre-trip application as a draft, or save and submit it (Submit: true). An existing one is edited while it is a draft, rejected or withdrawn, by its creator',
});

export const BtripTaskList = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Task/List',
  auth: 'session',
  permission: BtripAction.list,
  payload: ZBtripTaskListRequest,
  result: ZBtripTaskListResult,
  summary: "The caller's applications: those they created and those they travel on, newest first",
});

export const BtripTaskCompanyList = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Task/CompanyList',
  auth: 'session',
  permission: BtripAction.manage,
  payload: ZBtripCompanyListRequest,
  result: ZBtripTaskListResult,
  summary:
    "A company's applications (/Service/Btrip/{CompanyID}/list): its administrator (within their data range) or TMC staff who reach it",
});

export const BtripTaskDetails = defineCall({
  group: 'btrip',
  method: 'GET',
  path: 'Task/Details/:id',
  auth: 'session',
  payload: z.object({ id: ZRowId }),
  result: ZBtripTaskDetails,
  summary:
    'One application with its approval trail: for its creator, its travellers, its approvers, and whoever manages the company',
});

export const BtripTaskSubmit = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Task/Submit',
  auth: 'session',
  permission: apply,
  payload: ZBtripSubmitRequest,
  result: ZBtripTask,
  summary:
    'Submit a draft (or a rejected or withdrawn application) for approval: the travel policy is checked for every traveller and the approval flow starts',
});

export const BtripTaskWithdraw = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Task/Withdraw',
  auth: 'session',
  permission: apply,
  payload: ZBtripTaskRef,
  result: ZBtripTask,
  summary: 'The creator withdraws a pending application, before the first approval decision',
});

export const BtripTaskCorrect = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Task/Correct',
  auth: 'session',
  permission: apply,
  payload: ZBtripTaskCorrectRequest,
  result: ZBtripTask,
  summary:
    'Correct an approved application: the new content goes through the policy and a new approval round; the approval number stays the same and is valid again once the round is approved',
});

export const BtripTaskCheck = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Task/Check',
  auth: 'session',
  permission: apply,
  payload: ZBtripCheckRequest,
  result: ZBtripVerdict,
  summary: 'The travel-policy verdict on an itinerary as the form stands (the same check Submit makes)',
});

export const BtripTaskOptions = defineCall({
  group: 'btrip',
  method: 'GET',
  path: 'Task/Options',
  auth: 'session',
  permission: apply,
  payload: z.object({}),
  result: ZBtripOptions,
  summary: "The choices of the application form in the caller's company",
});

export const BtripTaskColleagues = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Task/Colleagues',
  auth: 'session',
  permission: apply,
  payload: ZBtripColleaguesRequest,
  result: z.array(ZBtripPerson),
  summary: "Active colleagues of the caller's company who can travel on an application (at most 20, by name)",
});

export const BtripTaskUpload = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Task/Upload',
  auth: 'session',
  permission: apply,
  payload: ZBtripUploadRequest,
  result: ZBtripAttachment,
  summary:
    'Upload an attachment (PDF, PNG or JPEG, at most 512 KB) for an application; it is linked when the application is saved',
});

export const BtripTaskAttachment = defineCall({
  group: 'btrip',
  method: 'GET',
  path: 'Task/Attachment/:id',
  auth: 'session',
  payload: z.object({ id: ZRowId }),
  result: ZFileResult,
  summary: 'Download an attachment of an application the caller may read',
});
