import { ServiceType, lookupOf } from '../lookups/index.ts';
import { defineResource, field } from '../resource/define.ts';
import { PolicyAction } from './actions.ts';
import type { TOffer } from './engine.ts';

// Violation reasons (/System/ContraryReason/{CompanyID}/ContraryUpdate) and travel purposes
// (/System/TravePurpose/{CompanyID}/TravePurposeUpdate): a company's lists on the resource kit. Everyone in the
// company reads them (the booking screens offer them); the policy actions write them.

/** A service the travel policy covers, as the engine names it. */
export type TPolicyService = TOffer['service'];
export const POLICY_SERVICES = ['flight', 'hotel', 'train', 'car'] as const satisfies readonly TPolicyService[];

/** The ServiceType code of each policy service (cars are the traffic service). */
export const SERVICE_TYPE_OF: Record<TPolicyService, number> = {
  flight: ServiceType.Flight,
  hotel: ServiceType.Hotel,
  train: ServiceType.Train,
  car: ServiceType.Traffic,
};
/** The ServiceType codes a reason or a rule can apply to. */
export const POLICY_SERVICE_TYPES = POLICY_SERVICES.map((s) => SERVICE_TYPE_OF[s]);

/** The policy service of a ServiceType code, if it is one. */
export const policyServiceOf = (serviceType: number): TPolicyService | undefined =>
  POLICY_SERVICES.find((s) => SERVICE_TYPE_OF[s] === serviceType);

export const contraryReasonResource = defineResource({
  key: 'contraryReason',
  group: 'btrip',
  controller: 'ContraryReason',
  id: 'ReasonID',
  owner: 'company',
  i18n: 'policy.contraryReason',
  permission: { write: PolicyAction.contraryReasons },
  fields: {
    ReasonCode: field.text({ required: true, max: 20, search: 'like', sortable: true, width: 110 }),
    ReasonName: field.text({ required: true, max: 100, search: 'like', width: 220 }),
    ReasonNameEn: field.text({ max: 200, width: 240 }),
    ServiceTypes: field.lookups(lookupOf('ServiceType'), {
      required: true,
      only: POLICY_SERVICE_TYPES,
      search: 'eq',
      width: 300,
    }),
    /** An "other" reason: the booker must explain it in words. */
    IsOther: field.switch({ width: 120 }),
    OrderBy: field.number({ max: 9999, sortable: true, width: 90 }),
  },
  sort: { field: 'OrderBy', order: 'asc' },
  example: {
    ReasonCode: 'T01',
    ReasonName: '会议时间调整',
    ReasonNameEn: 'The meeting was rescheduled',
    ServiceTypes: [ServiceType.Flight, ServiceType.Train],
    IsOther: false,
    OrderBy: 50,
  },
  invalidExample: { field: 'ServiceTypes', value: [ServiceType.Tour] },
});

export const travelPurposeResource = defineResource({
  key: 'travelPurpose',
  group: 'btrip',
  controller: 'TravePurpose',
  id: 'PurposeID',
  owner: 'company',
  i18n: 'policy.travelPurpose',
  permission: { write: PolicyAction.travelPurposes },
  fields: {
    PurposeCode: field.text({ required: true, max: 20, search: 'like', sortable: true, width: 110 }),
    PurposeName: field.text({ required: true, max: 100, search: 'like', width: 220 }),
    PurposeNameEn: field.text({ max: 200, width: 240 }),
    OrderBy: field.number({ max: 9999, sortable: true, width: 90 }),
  },
  sort: { field: 'OrderBy', order: 'asc' },
  example: { PurposeCode: 'T01', PurposeName: '年度审计', PurposeNameEn: 'Annual audit', OrderBy: 50 },
  invalidExample: { field: 'PurposeName', value: '' },
});
