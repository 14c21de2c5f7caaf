import { z } from 'zod';
import { OrgAction } from '../system/actions.ts';
import { defineResource, field } from '../resource/define.ts';

/** A code: letters, digits, dash, dot or underscore. */
export const ZStructureCode = z
  .string({ error: 'messages.validation.required' })
  .trim()
  .min(1, 'messages.validation.required')
  .max(30, 'messages.validation.tooLong')
  .regex(/^[A-Za-z0-9._-]+$/, 'structure.validation.code');

/** Cost centres (CostCenterInfo): a code unique in the company, a name, who is responsible, enabled or not. */
export const costCenterResource = defineResource({
  key: 'costCenter',
  group: 'system',
  controller: 'CostCenterInfo',
  id: 'CostCenterID',
  owner: 'company',
  i18n: 'structure.costCenter',
  permission: { read: OrgAction.costCenters, write: OrgAction.costCenters },
  fields: {
    CostCenterCode: field.text({ required: true, schema: ZStructureCode, search: 'like', sortable: true, width: 140 }),
    CostCenterName: field.text({ required: true, max: 50, search: 'like', sortable: true, width: 200 }),
    ManagerName: field.text({ max: 50, width: 140 }),
    Enabled: field.switch({ search: 'eq', width: 100 }),
    Remark: field.textarea({ max: 200, column: true, width: 240 }),
  },
  sort: { field: 'CostCenterCode', order: 'asc' },
  example: { CostCenterCode: 'CC-RD-01', CostCenterName: '研发一部', ManagerName: '吴刚', Enabled: true },
  invalidExample: { field: 'CostCenterCode', value: '研发 01' },
});
