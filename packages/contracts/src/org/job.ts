import { OrgAction } from '../system/actions.ts';
import { defineResource, field } from '../resource/define.ts';

/** Jobs (positions, JobInfo): a name unique in the company, a level that orders them, a remark. */
export const jobResource = defineResource({
  key: 'job',
  group: 'system',
  controller: 'JobInfo',
  id: 'JobID',
  owner: 'company',
  i18n: 'structure.job',
  permission: { read: OrgAction.jobs, write: OrgAction.jobs },
  fields: {
    JobName: field.text({ required: true, max: 50, search: 'like', sortable: true, width: 200 }),
    JobLevel: field.number({ max: 999, sortable: true, width: 100 }),
    Remark: field.textarea({ max: 200, column: true, width: 300 }),
  },
  sort: { field: 'JobLevel', order: 'asc' },
  example: { JobName: '高级工程师', JobLevel: 3, Remark: '技术序列' },
  invalidExample: { field: 'JobLevel', value: -1 },
});
