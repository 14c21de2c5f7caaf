import { z } from 'zod';
import { defineCall, type TCallContract } from '../call.ts';
import { OrgAction } from '../system/actions.ts';
import { ZListPaging, ZRowId, defineResource, field, listResult } from '../resource/define.ts';

// Departments (DepartmentInfo, issue 3): a tree per company. Plain edits go through the resource kit; the
// tree for pickers and drag-and-drop moves have calls of their own. People pickers list the company's users.

const ZCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };

/** One person of a company as a picker shows them. */
export const ZPerson = z.object({
  UserID: z.string(),
  UserName: z.string(),
  DepartmentID: z.string(),
  DepartmentName: z.string(),
  JobTitle: z.string(),
});
export type TPerson = z.output<typeof ZPerson>;

/** The payload of a people picker: the whole company, optionally by name (or part of it) or department. */
export const ZPeopleQuery = z.object({
  ...ZListPaging,
  ...ZCompany,
  Key: z.string().trim().max(50, 'messages.validation.tooLong').optional(),
  DepartmentID: z.string().trim().max(40).optional().or(z.literal('')),
});

const peopleCall = (controller: string, permission: string) =>
  defineCall({
    group: 'system',
    method: 'POST',
    path: `${controller}/People`,
    auth: 'session',
    permission,
    payload: ZPeopleQuery,
    result: listResult(ZPerson),
    summary: 'Active people of the company, for choosing a manager or members',
  });

/** The people of the company, for choosing a department's manager. */
export const DepartmentPeople = peopleCall('DepartmentInfo', OrgAction.departments);

/** One department in the company's tree: parents come before their children, siblings by OrderBy. */
export const ZDepartmentNode = z.object({
  DepartmentID: z.string(),
  DepartmentName: z.string(),
  /** '' at the top of the tree. */
  ParentID: z.string(),
  ManagerID: z.string(),
  ManagerName: z.string(),
  OrderBy: z.number(),
  /** People whose department is this one (not counting the departments below). */
  PeopleCount: z.number(),
});
export type TDepartmentNode = z.output<typeof ZDepartmentNode>;

/**
 * DepartmentInfo/Tree: every department of the company as flat rows with ParentID (a `ref` source with
 * `parent: 'ParentID'` nests them). Any member of the company may read it: pickers all over the product need it.
 */
export const DepartmentTree = defineCall({
  group: 'system',
  method: 'POST',
  path: 'DepartmentInfo/Tree',
  auth: 'session',
  payload: z.object({ ...ZCompany, PageNo: z.unknown().optional(), PageSize: z.unknown().optional() }),
  result: z.object({ Entities: z.array(ZDepartmentNode), RecordCount: z.number() }),
  summary: "The company's whole department tree, for pickers",
});

/** DepartmentInfo/Move: a drag-and-drop move; OrderBy is the place among the new siblings (0 = first). */
export const DepartmentMove = defineCall({
  group: 'system',
  method: 'POST',
  path: 'DepartmentInfo/Move',
  auth: 'session',
  permission: OrgAction.departments,
  payload: z.object({
    ...ZCompany,
    DepartmentID: ZRowId,
    /** '' (or absent) moves it to the top of the tree. */
    ParentID: ZRowId.optional().or(z.literal('')),
    OrderBy: z.coerce
      .number({ error: 'messages.validation.number' })
      .int('messages.validation.number')
      .min(0, 'messages.validation.number')
      .max(100000, 'messages.validation.number')
      .default(0),
  }),
  result: z.boolean(),
  summary: 'Moves a department under another (or to the top) at a place among its siblings',
});

/**
 * Departments: name, parent (a tree; moving under itself or below is refused), manager (one of the company's
 * people) and order. Deleting needs the department empty: no sub-departments, no people.
 */
export const departmentResource = defineResource({
  key: 'department',
  group: 'system',
  controller: 'DepartmentInfo',
  id: 'DepartmentID',
  owner: 'company',
  i18n: 'structure.department',
  permission: { read: OrgAction.departments, write: OrgAction.departments },
  fields: {
    DepartmentName: field.text({ required: true, max: 50, search: 'like', sortable: true, width: 200 }),
    ParentID: field.ref(
      {
        // The resource's own list (the form disables the department's own subtree); read lazily, it is
        // defined by this very call.
        get call(): TCallContract {
          return departmentResource.calls.List;
        },
        value: 'DepartmentID',
        label: 'DepartmentName',
        parent: 'ParentID',
      },
      { width: 200 },
    ),
    ManagerID: field.ref({ call: DepartmentPeople, value: 'UserID', label: 'UserName' }, { width: 140 }),
    OrderBy: field.number({ max: 99999, sortable: true, width: 100 }),
  },
  sort: { field: 'OrderBy', order: 'asc' },
  example: { DepartmentName: '市场部', ParentID: '', ManagerID: '', OrderBy: 9 },
  invalidExample: { field: 'DepartmentName', value: '' },
});
