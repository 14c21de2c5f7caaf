import { and, eq, ne } from 'drizzle-orm';
import {
  DEFAULT_AREA_CODE,
  DEFAULT_NATIONALITY,
  cardFacts,
  formatDate,
  passengerIssues,
  passengerResource,
  type TPassengerValues,
} from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import type { TDbValues } from '../../platform/resource/crud.ts';
import { lockOwner } from './lock-owner.ts';
import { passengers } from './tables.ts';

// The passenger rules run again here on the row as it will be saved (an edit may send only some fields), on the
// server's clock; the identification number then fills in the birthday and sex it states.

const rulesView = (v: TDbValues): TPassengerValues => ({
  Surname: v.surname,
  GivenName: v.givenName,
  Sex: v.sex ?? undefined,
  Birthday: v.birthday ?? '',
  AreaCode: v.areaCode,
  Mobile: v.mobile,
  CardType: v.cardType,
  CardNo: v.cardNo,
  CardValidity: v.cardValidity ?? '',
  PassengerType: v.passengerType,
});

export const passengerBinding: TResourceBinding = {
  resource: passengerResource,
  store: {
    table: passengers,
    id: passengers.id,
    owner: passengers.userId,
    company: passengers.companyId,
    columns: {
      Surname: passengers.surname,
      GivenName: passengers.givenName,
      Sex: passengers.sex,
      PassengerType: passengers.passengerType,
      Nationality: passengers.nationality,
      Birthday: passengers.birthday,
      AreaCode: passengers.areaCode,
      Mobile: passengers.mobile,
      CardType: passengers.cardType,
      CardNo: passengers.cardNo,
      CardValidity: passengers.cardValidity,
    },
    createdAt: passengers.createdAt,
    updatedAt: passengers.updatedAt,
    hooks: {
      beforeSave: async (s, values, existing) => {
        const out: TDbValues = { ...values };
        if (out.nationality === '') out.nationality = DEFAULT_NATIONALITY;
        if (out.areaCode === '') out.areaCode = DEFAULT_AREA_CODE;
        const v = { ...existing, ...out };
        const today = formatDate(s.ctx.clock.now());
        const facts = cardFacts(Number(v.cardType), String(v.cardNo), today);
        // A stored birthday or sex is not held against a new number: only what this call sends must agree.
        const view = rulesView(v);
        if (facts && !('birthday' in values)) view.Birthday = '';
        if (facts && !('sex' in values)) view.Sex = undefined;
        const issue = passengerIssues(view, today)[0];
        if (issue) throw new BizError(issue.message);
        if (facts) {
          out.birthday = facts.birthday;
          out.sex = facts.sex;
        }
        await lockOwner(s.tx, 'passenger', s.userId);
        const same = await s.tx
          .select({ id: passengers.id })
          .from(passengers)
          .where(
            and(
              eq(passengers.userId, s.userId),
              eq(passengers.cardType, Number(v.cardType)),
              eq(passengers.cardNo, String(v.cardNo)),
              existing ? ne(passengers.id, String(existing.id)) : undefined,
            ),
          )
          .limit(1);
        if (same.length > 0) throw new BizError('profile.errors.duplicateCard');
        return out;
      },
    },
  },
};
