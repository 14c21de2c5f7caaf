import { and, eq } from 'drizzle-orm';
import { YesNo, addressResource } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { regionIssueOf } from './check-region.ts';
import { lockOwner } from './lock-owner.ts';
import { addresses } from './tables.ts';

export const addressBinding: TResourceBinding = {
  resource: addressResource,
  store: {
    table: addresses,
    id: addresses.id,
    owner: addresses.userId,
    company: addresses.companyId,
    columns: {
      Consignee: addresses.consignee,
      Phone: addresses.phone,
      ProvinceCode: addresses.provinceCode,
      CityCode: addresses.cityCode,
      DistrictCode: addresses.districtCode,
      Address: addresses.address,
      Postcode: addresses.postcode,
      Email: addresses.email,
      ShortName: addresses.shortName,
      IsDefault: addresses.isDefault,
    },
    createdAt: addresses.createdAt,
    updatedAt: addresses.updatedAt,
    hooks: {
      beforeSave: async (s, values, existing) => {
        const v = { ...existing, ...values };
        const issue = regionIssueOf(String(v.provinceCode), String(v.cityCode), String(v.districtCode));
        if (issue) throw new BizError(issue);
        await lockOwner(s.tx, 'address', s.userId);
        // Only one default per user (a unique partial index holds it): a new default first clears the old one.
        if (values.isDefault !== YesNo.Yes) return;
        await s.tx
          .update(addresses)
          .set({ isDefault: YesNo.No })
          .where(and(eq(addresses.userId, s.userId), eq(addresses.isDefault, YesNo.Yes)));
      },
    },
  },
};
