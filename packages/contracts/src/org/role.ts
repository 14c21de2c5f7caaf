import { z } from 'zod';
import { defineCall } from '../call.ts';
import { DataRange, RoleCategory, RoleType, lookupOf } from '../lookups/index.ts';
import { OrgAction } from '../system/actions.ts';
import { ZRowId, defineResource, field, type TField } from '../resource/define.ts';
import { resourcePages } from '../resource/pages.ts';

// Roles (spec section 6, system RoleInfo calls): a company's named sets of permitted actions and a data
// range, given to owners — users, jobs, groups, departments (and the departments below them) or the whole
// company. A user's rights are their account kinds' plus every role they hold this way.

/** Owner types a role can be given to inside a company. */
export const ROLE_OWNER_TYPES = [
  RoleType.User,
  RoleType.Jobs,
  RoleType.Group,
  RoleType.Department,
  RoleType.Company,
] as const;

const dataRanges = Object.values(DataRange) as number[];

export const ZRoleCode = z
  .string({ error: 'role.validation.code' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{1,39}$/, 'role.validation.code');

const ZOwnerType = z.coerce
  .number({ error: 'role.validation.ownerType' })
  .refine((v) => (ROLE_OWNER_TYPES as readonly number[]).includes(v), 'role.validation.ownerType');

export const ZRole = z.object({
  RoleID: z.string(),
  RoleCode: z.string(),
  RoleName: z.string(),
  RoleNameEn: z.string(),
  /** RoleCategory code: System or User. */
  RoleCategory: z.number(),
  /** DataRange code. */
  DataRange: z.number(),
  ActionCodes: z.array(z.string()),
  Remark: z.string(),
  /** How many owners hold it. */
  OwnerCount: z.number(),
  CreateTime: z.string(),
  UpdateTime: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

/** A role or one of its owners is named by id or, on the screens `/Role/{RoleCode}`, by code. */
const ZRoleKey = z.object({
  RoleID: ZRowId.optional(),
  RoleCode: z.string().trim().max(40).optional(),
});

const roleCall = <P extends z.ZodType, R extends z.ZodType>(
  path: string,
  payload: P,
  result: R,
  summary: string,
  permission: string | null = OrgAction.roles,
) =>
  defineCall({
    group: 'system',
    method: 'POST',
    path: `RoleInfo/${path}`,
    auth: 'session',
    ...(permission ? { permission } : {}),
    payload,
    result,
    summary,
  });

export const RoleNameList = roleCall(
  'NameList',
  z.object({ KeyWords: z.string().trim().max(50).optional() }),
  z.array(z.object({ RoleID: z.string(), RoleCode: z.string(), RoleName: z.string() })),
  "The company's roles for a picker (administrators); anyone else gets the roles they hold",
  null,
);

export const RoleDetails = roleCall(
  'Details',
  ZRoleKey.refine((v) => v.RoleID || v.RoleCode, 'messages.validation.idRequired'),
  ZRole,
  'One role by RoleID or RoleCode (administrators: any of the company; others: one they hold)',
  null,
);

export const ZRoleUpdateRequest = z.object({
  RoleID: ZRowId.optional().or(z.literal('')),
  RoleCode: ZRoleCode,
  RoleName: z
    .string({ error: 'messages.validation.required' })
    .trim()
    .min(1, 'messages.validation.required')
    .max(50, 'messages.validation.tooLong'),
  RoleNameEn: z.string().trim().max(80, 'messages.validation.tooLong').optional().default(''),
  DataRange: z.coerce.number().refine((v) => dataRanges.includes(v), 'messages.validation.invalidOption'),
  ActionCodes: z.array(z.string().max(60)).max(200),
  Remark: z.string().trim().max(200, 'messages.validation.tooLong').optional().default(''),
});
export type TRoleUpdateRequest = z.input<typeof ZRoleUpdateRequest>;

export const RoleUpdate = roleCall(
  'Update',
  ZRoleUpdateRequest,
  ZRole,
  'Creates (no RoleID) or edits a user role; its actions must be ones the company may grant',
);

/** Someone or something that can hold a role. */
export const ZRoleOwner = z.object({
  OwnerType: z.number(),
  OwnerID: z.string(),
  OwnerName: z.string(),
  /** For people: their department's name; for departments: the parent's. */
  Superior: z.string(),
});
export type TRoleOwner = z.infer<typeof ZRoleOwner>;

export const RoleGetConsumers = roleCall(
  'getConsumers',
  z.object({ RoleType: ZOwnerType, KeyWords: z.string().trim().max(50).optional() }),
  z.array(ZRoleOwner),
  'Candidates of one owner type (users, jobs, groups, departments, the company) that a role can be given to',
);

export const RoleGetRoleOwners = roleCall(
  'GetRoleOwners',
  ZRoleKey.refine((v) => v.RoleID || v.RoleCode, 'messages.validation.idRequired'),
  z.array(ZRoleOwner),
  'Every owner of a role',
);

export const RoleOwners = roleCall(
  'Owners',
  z.object({
    PageSize: z.coerce.number().int().min(1).max(9999999999).default(50),
    RoleType: ZOwnerType,
    RoleID: ZRowId,
    /** Only candidates under this superior, e.g. people of a department (and below). */
    Superior: z.object({ RoleType: z.coerce.number(), RootID: z.string().trim().max(40) }).optional(),
  }),
  z.array(ZRoleOwner.extend({ Owned: z.boolean() })),
  'Candidates of one owner type, optionally under a superior (a department), each marked whether it holds the role',
);

export const RoleSubscribe = roleCall(
  'subscribe',
  z.object({
    RoleID: ZRowId,
    OwnerType: ZOwnerType,
    OwnerIDs: z.array(ZRowId).min(1, 'role.validation.ownersRequired').max(500),
  }),
  z.array(ZRoleOwner),
  'Gives a role to owners of one type; their open sessions get the new rights at once',
);

export const RoleClear = roleCall(
  'ClearRoleInfo',
  z.object({ RoleID: ZRowId }),
  z.boolean(),
  'Takes a role away from all its owners',
);

export const RoleDelete = defineCall({
  group: 'system',
  method: 'GET',
  path: 'RoleInfo/Delete/:id',
  auth: 'session',
  permission: OrgAction.roles,
  stateChanging: true,
  payload: z.object({
    id: ZRowId,
    /** With spaceID and ownerType: take the role away from that owner only; without: delete the role. */
    spaceID: ZRowId.optional().or(z.literal('')),
    ownerType: z.union([ZOwnerType, z.literal('')]).optional(),
  }),
  result: z.boolean(),
  summary: 'Deletes a role (and its grants), or with ?spaceID&ownerType takes it away from one owner',
});

/** The role's permitted actions: a list of action codes, read-only in the kit (RoleInfo/Update writes them). */
const actionCodesField: TField = {
  ...field.text({ form: false, width: 110 }),
  output: z.array(z.string()),
};

/**
 * The company's roles as a resource of the kit (list only, `RoleInfo/List`): the caller's own company's roles
 * (the session's, as RoleInfo's other calls; no CompanyID), by code, a keyword (name or code) and the category;
 * each with how many owners hold it. A row opens its screen (`/Role/{RoleID}`) and may be deleted (RoleDelete);
 * adding and editing stay in the role form (RoleInfo/Update checks the grantable actions).
 */
export const roleResource = defineResource({
  key: 'role',
  group: 'system',
  controller: 'RoleInfo',
  id: 'RoleID',
  // The session's company (the payload names no company).
  owner: 'ownCompany',
  i18n: 'role',
  permission: { read: OrgAction.roles },
  ops: ['List'],
  fields: {
    RoleCode: field.text({ width: 140, priority: 'essential', form: false }),
    RoleName: field.text({ width: 160, priority: 'essential', form: false }),
    RoleNameEn: field.text({ column: false, form: false }),
    /** RoleCategory code: System or User. */
    RoleCategory: field.lookup(lookupOf('RoleCategory'), { column: false, form: false }),
    /** DataRange code. */
    DataRange: field.lookup(lookupOf('DataRange'), { width: 130, form: false }),
    ActionCodes: actionCodesField,
    Remark: field.text({ column: false, form: false }),
    /** How many owners hold it. */
    OwnerCount: field.number({ width: 110, form: false }),
  },
  sort: { field: 'RoleCode', order: 'asc' },
  keywords: { name: 'KeyWords', fields: ['RoleName', 'RoleCode'], label: 'role.ui.keyWords' },
  // The call's own filters, as before the kit (KeyWords up to 50; RoleCategory one of its codes).
  listFilters: {
    KeyWords: z.string().trim().max(50).optional(),
    RoleCategory: z.coerce
      .number()
      .refine((v) => v === RoleCategory.System || v === RoleCategory.User, 'messages.validation.invalidOption')
      .optional(),
  },
  actions: [
    // Relative to the list's address: /System/Company/{CompanyID}/Role/{RoleID}.
    { key: 'view', label: 'actions.view', kind: 'link', to: (r) => encodeURIComponent(String(r.RoleID)) },
    {
      key: 'delete',
      label: 'actions.delete',
      kind: 'call',
      call: RoleDelete,
      payload: (r) => ({ id: r.RoleID }),
      danger: true,
      confirm: 'role.ui.confirmDelete',
    },
  ],
  page: resourcePages.role,
  example: { RoleCategory: RoleCategory.User },
  invalidExample: { field: 'RoleCategory', value: 1 },
});

/** `RoleInfo/List`: one page of the company's roles (the role resource's list call). */
export const RoleList = roleResource.calls.List;
