import { defineResource, field } from '../resource/define.ts';
import { OrgAction } from '../system/actions.ts';

// Customer levels (/CustomerLevel): the TMC's own grading of its client companies, e.g. ordinary and VIP.
// A client company's level is set with CompanyInfo/TradeLevelAdd.

/** A level: code (unique in the TMC), name, discount in percent of the list price, order and remark. */
export const customerLevelResource = defineResource({
  key: 'customerLevel',
  group: 'system',
  controller: 'CustomerLevel',
  id: 'LevelID',
  owner: 'company',
  i18n: 'customer.level',
  permission: { read: OrgAction.customerLevels, write: OrgAction.customerLevels },
  fields: {
    LevelCode: field.text({ required: true, max: 20, search: 'like', sortable: true, width: 120 }),
    LevelName: field.text({ required: true, max: 50, search: 'like', sortable: true }),
    Discount: field.number({ required: true, min: 1, max: 100, width: 120, sortable: true }),
    OrderBy: field.number({ max: 9999, width: 100, sortable: true }),
    Remark: field.textarea({ max: 200 }),
  },
  sort: { field: 'OrderBy', order: 'asc' },
  example: { LevelCode: 'GOLD', LevelName: '金卡客户', Discount: 95, OrderBy: 5, Remark: '年度协议客户' },
  invalidExample: { field: 'Discount', value: 101 },
});
