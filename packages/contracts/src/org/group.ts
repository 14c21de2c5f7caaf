import { z } from 'zod';
import { defineCall } from '../call.ts';
import { OrgAction } from '../system/actions.ts';
import { ZRowId, defineResource, field, listResult } from '../resource/define.ts';
import { ZPeopleQuery, ZPerson } from './department.ts';

// Groups (GroupInfo, issue 3): people across departments. Roles can be given to a group, so changing
// its members changes its members' rights at once.

const ZCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };

/** Groups: a name unique in the company and a remark; rows carry their member count. */
export const groupResource = defineResource({
  key: 'group',
  group: 'system',
  controller: 'GroupInfo',
  id: 'GroupID',
  owner: 'company',
  i18n: 'structure.group',
  permission: { read: OrgAction.groups, write: OrgAction.groups },
  fields: {
    GroupName: field.text({ required: true, max: 50, search: 'like', sortable: true, width: 200 }),
    Remark: field.textarea({ max: 200, column: true, width: 300 }),
  },
  sort: { field: 'GroupName', order: 'asc' },
  example: { GroupName: '常旅客', Remark: '每月出差两次以上' },
  invalidExample: { field: 'GroupName', value: '' },
});

/** The people of the company, for choosing a group's members. */
export const GroupPeople = defineCall({
  group: 'system',
  method: 'POST',
  path: 'GroupInfo/People',
  auth: 'session',
  permission: OrgAction.groups,
  payload: ZPeopleQuery,
  result: listResult(ZPerson),
  summary: 'Active people of the company, for choosing members',
});

/** GroupInfo/Members: the members of a group. */
export const GroupMembers = defineCall({
  group: 'system',
  method: 'POST',
  path: 'GroupInfo/Members',
  auth: 'session',
  permission: OrgAction.groups,
  payload: z.object({ ...ZCompany, GroupID: ZRowId }),
  result: z.object({ GroupID: z.string(), Entities: z.array(ZPerson) }),
  summary: 'The members of a group',
});

/** GroupInfo/SetMembers: replaces a group's members; every one must be a person of the group's company. */
export const GroupSetMembers = defineCall({
  group: 'system',
  method: 'POST',
  path: 'GroupInfo/SetMembers',
  auth: 'session',
  permission: OrgAction.groups,
  payload: z.object({
    ...ZCompany,
    GroupID: ZRowId,
    UserIDs: z.array(ZRowId, { error: 'messages.validation.invalid' }).max(5000, 'messages.validation.tooLong'),
  }),
  result: z.object({ GroupID: z.string(), Entities: z.array(ZPerson) }),
  summary: "Replaces a group's members",
});
