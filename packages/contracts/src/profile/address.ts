import { z } from 'zod';
import { OrgAction } from '../system/actions.ts';
import { ZEmail, ZMobile } from '../validation.ts';
import { defineResource, field } from '../resource/define.ts';

// The caller's address book (spec section 3, Address): consignee, phone, email, postcode, the region as
// administrative division codes (GB/T 2260: province 2 digits, city 4, district 6), the detailed address, a
// short name and the default flag (only one default per user).

const ZPostcode = z
  .string()
  .trim()
  .regex(/^(\d{6})?$/, 'profile.validation.postcode');

const ZDivision = (digits: number) =>
  z
    .string({ error: 'profile.validation.regionRequired' })
    .trim()
    .regex(new RegExp(`^\\d{${digits}}$`), 'profile.validation.regionRequired');

/** Address values as the region rule reads them. */
export type TRegionCodes = { ProvinceCode?: unknown; CityCode?: unknown; DistrictCode?: unknown };

/**
 * The codes nest: a city's code starts with its province's, a district's with its city's (the server also
 * checks that each exists in the division data).
 */
export const regionIssue = (v: TRegionCodes): { path: keyof TRegionCodes; message: string } | null => {
  const [p, c, d] = [v.ProvinceCode, v.CityCode, v.DistrictCode].map((x) => (typeof x === 'string' ? x : ''));
  if (p && c && !c.startsWith(p)) return { path: 'CityCode', message: 'profile.validation.regionMismatch' };
  if (c && d && !d.startsWith(c)) return { path: 'DistrictCode', message: 'profile.validation.regionMismatch' };
  return null;
};

/** The caller's addresses (system AddressInfo). */
export const addressResource = defineResource({
  key: 'address',
  group: 'system',
  controller: 'AddressInfo',
  id: 'AddressID',
  owner: 'user',
  i18n: 'profile.address',
  permission: { read: OrgAction.addresses, write: OrgAction.addresses },
  fields: {
    Consignee: field.text({ required: true, max: 50, search: 'like', sortable: true, width: 120 }),
    Phone: field.text({ required: true, schema: ZMobile, search: 'like', width: 130 }),
    ProvinceCode: field.text({ required: true, schema: ZDivision(2), column: false }),
    CityCode: field.text({ required: true, schema: ZDivision(4), column: false }),
    DistrictCode: field.text({ required: true, schema: ZDivision(6), column: false }),
    Address: field.text({ required: true, max: 200, column: false }),
    Postcode: field.text({ schema: ZPostcode, width: 90 }),
    Email: field.text({ schema: ZEmail.or(z.literal('')), column: false }),
    ShortName: field.text({ max: 20, width: 100 }),
    // Shown as a tag beside the address.
    IsDefault: field.yesNo({ search: 'eq', column: false }),
  },
  // The default address first.
  sort: { field: 'IsDefault', order: 'asc' },
  refine: (value, ctx) => {
    const issue = regionIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  },
  example: {
    Consignee: '张敏',
    Phone: '13900000001',
    ProvinceCode: '11',
    CityCode: '1101',
    DistrictCode: '110101',
    Address: '东长安街 1 号',
    Postcode: '100010',
    ShortName: '公司',
    IsDefault: 1150,
  },
  invalidExample: { field: 'Postcode', value: '12345' },
});
