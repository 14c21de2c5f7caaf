import { policyServiceOf, type TTraveller, type TTripRule } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { contraryReasonFor, cityCategoryOf, travelPurposeFor, travellerFor, tripRulesOf } from '../policy/index.ts';
import type { TStoredCity } from './tables.ts';

// What applications need of the travel-policy settings (module policy): the company's trip rules, each
// traveller as the rules see them, the category of a city, and the company's purposes and violation reasons.

/** The company's trip rules. */
export const rulesOf = (tx: TTx, companyId: string): Promise<TTripRule[]> => tripRulesOf(tx, companyId);

/** A traveller as the trip rules see them (job level, department path). */
export const travellerOf = (tx: TTx, companyId: string, userId: string): Promise<TTraveller> =>
  travellerFor(tx, companyId, userId);

/** The city category of a city ('' when the company has none for it). */
export const categoryOf = (tx: TTx, companyId: string, city: TStoredCity): Promise<string> =>
  cityCategoryOf(tx, companyId, city.International ? { international: true } : { code: city.CityCode });

/** A travel purpose of the company; refused (BizError) when it is not one. */
export const purposeOf = async (
  tx: TTx,
  companyId: TScopedCompany,
  id: string,
): Promise<{ name: string; nameEn: string }> => {
  const p = await travelPurposeFor(tx, companyId, id);
  return { name: p.name, nameEn: p.nameEn };
};

/** A violation reason of the company for a service; refused (BizError) when it is not one. */
export const reasonOf = async (
  tx: TTx,
  companyId: TScopedCompany,
  id: string,
  serviceType: number,
): Promise<{ name: string; nameEn: string; isOther: boolean }> => {
  const service = policyServiceOf(serviceType);
  if (!service) throw new BizError('btrip.errors.reasonService');
  const r = await contraryReasonFor(tx, companyId, id, service);
  return { name: r.name, nameEn: r.nameEn, isOther: r.isOther };
};
