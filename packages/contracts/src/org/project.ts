import { OrgAction } from '../system/actions.ts';
import { defineResource, field } from '../resource/define.ts';
import { ZStructureCode } from './cost-center.ts';

/** Projects (ProjectInfo): a code unique in the company, a name, start and end dates (end ≥ start), enabled or not. */
export const projectResource = defineResource({
  key: 'project',
  group: 'system',
  controller: 'ProjectInfo',
  id: 'ProjectID',
  owner: 'company',
  i18n: 'structure.project',
  permission: { read: OrgAction.projects, write: OrgAction.projects },
  fields: {
    ProjectCode: field.text({ required: true, schema: ZStructureCode, search: 'like', sortable: true, width: 140 }),
    ProjectName: field.text({ required: true, max: 50, search: 'like', sortable: true, width: 200 }),
    StartDate: field.date({ search: 'range', sortable: true, width: 120 }),
    EndDate: field.date({ sortable: true, width: 120 }),
    Enabled: field.switch({ search: 'eq', width: 100 }),
    Remark: field.textarea({ max: 200 }),
  },
  sort: { field: 'ProjectCode', order: 'asc' },
  example: {
    ProjectCode: 'PJ-2026-01',
    ProjectName: '新一代差旅平台',
    StartDate: '2026-01-01',
    EndDate: '2026-12-31',
    Enabled: true,
  },
  invalidExample: { field: 'StartDate', value: '2026/01/01' },
});
