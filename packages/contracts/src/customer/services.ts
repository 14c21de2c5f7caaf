import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ServiceID } from '../lookups/fixed.ts';
import { ApplyArea, ServiceType } from '../lookups/lists.ts';
import { OrgAction } from '../system/actions.ts';

// The service catalogue and service authorization (spec sections 3, 6, 7 and 9): the TMC dispatches
// services to a client company or revokes them; bookings check that their service is enabled.

/** ServiceCode of a catalogue entry (spec section 3). */
export const SERVICE_CODES = ['flight', 'hotel', 'tour', 'train', 'insurance', 'charge', 'traffic'] as const;
export type TServiceCode = (typeof SERVICE_CODES)[number];

export type TServiceDef = {
  ServiceID: string;
  ServiceCode: TServiceCode;
  /** A ServiceType code. */
  ServiceType: number;
  /** An ApplyArea code: Internal or Overseas. */
  ApplyArea: number;
};

/** Every service a company can be given, in the order of spec section 9, with the fixed IDs of spec section 9. */
export const SERVICE_CATALOGUE: readonly TServiceDef[] = [
  {
    ServiceID: ServiceID.FlightInternal,
    ServiceCode: 'flight',
    ServiceType: ServiceType.Flight,
    ApplyArea: ApplyArea.Internal,
  },
  {
    ServiceID: ServiceID.FlightOverseas,
    ServiceCode: 'flight',
    ServiceType: ServiceType.Flight,
    ApplyArea: ApplyArea.Overseas,
  },
  {
    ServiceID: ServiceID.HotelInternal,
    ServiceCode: 'hotel',
    ServiceType: ServiceType.Hotel,
    ApplyArea: ApplyArea.Internal,
  },
  {
    ServiceID: ServiceID.HotelOverseas,
    ServiceCode: 'hotel',
    ServiceType: ServiceType.Hotel,
    ApplyArea: ApplyArea.Overseas,
  },
  {
    ServiceID: ServiceID.TourInternal,
    ServiceCode: 'tour',
    ServiceType: ServiceType.Tour,
    ApplyArea: ApplyArea.Internal,
  },
  {
    ServiceID: ServiceID.TourOverseas,
    ServiceCode: 'tour',
    ServiceType: ServiceType.Tour,
    ApplyArea: ApplyArea.Overseas,
  },
  {
    ServiceID: ServiceID.TrainInternal,
    ServiceCode: 'train',
    ServiceType: ServiceType.Train,
    ApplyArea: ApplyArea.Internal,
  },
  {
    ServiceID: ServiceID.Insurance,
    ServiceCode: 'insurance',
    ServiceType: ServiceType.Insurance,
    ApplyArea: ApplyArea.Internal,
  },
  {
    ServiceID: ServiceID.ValueAdded,
    ServiceCode: 'charge',
    ServiceType: ServiceType.Charge,
    ApplyArea: ApplyArea.Internal,
  },
  { ServiceID: ServiceID.Car, ServiceCode: 'traffic', ServiceType: ServiceType.Traffic, ApplyArea: ApplyArea.Internal },
];

export const ALL_SERVICE_IDS: readonly string[] = SERVICE_CATALOGUE.map((s) => s.ServiceID);

/** The catalogue key of a service's name. */
export const serviceNameKey = (serviceId: string): string => `customer.services.${serviceId}`;

export const isServiceID = (v: string): boolean => ALL_SERVICE_IDS.includes(v);

/** One of the catalogue's service IDs. */
export const ZServiceID = z
  .string({ error: 'customer.validation.serviceId' })
  .trim()
  .refine(isServiceID, 'customer.validation.serviceId');

/** A non-empty list of catalogue service IDs (repeats are ignored). */
export const ZServiceIDs = z
  .array(ZServiceID, { error: 'customer.validation.serviceIds' })
  .min(1, 'customer.validation.serviceIds')
  .max(ALL_SERVICE_IDS.length * 2, 'customer.validation.serviceIds')
  .transform((ids) => [...new Set(ids)]);

/** A company id as TMC staff name it. */
export const ZCompanyID = z
  .string({ error: 'customer.validation.companyId' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'customer.validation.companyId');

/** A catalogue entry (spec section 3), with whether the company in question has it. */
export const ZServiceEntry = z.object({
  /** The name in the caller's language. */
  ServiceName: z.string(),
  ServiceCode: z.enum(SERVICE_CODES),
  ServiceType: z.number(),
  ApplyArea: z.number(),
  ServiceID: z.string(),
  /** Whether the company (CompanyID, or the caller's client company) has the service; absent without one. */
  Enabled: z.boolean().optional(),
});
export type TServiceEntry = z.infer<typeof ZServiceEntry>;

export const GetServiceList = defineCall({
  group: 'system',
  method: 'GET',
  path: 'ServiceInfo/GetServiceList',
  auth: 'session',
  payload: z.object({ CompanyID: ZCompanyID.optional().or(z.literal('')) }),
  result: z.array(ZServiceEntry),
  summary:
    "The service catalogue; for a client caller, or TMC staff naming a customer's CompanyID, also which services that company has",
});

export const ZServiceGrantRequest = z.object({ CompanyID: ZCompanyID, ServiceIDs: ZServiceIDs });
export type TServiceGrantRequest = z.input<typeof ZServiceGrantRequest>;

/** The services a company has after a dispatch or a revocation. */
export const ZCompanyServices = z.object({ CompanyID: z.string(), ServiceIDs: z.array(z.string()) });
export type TCompanyServices = z.infer<typeof ZCompanyServices>;

// The spec lists GetServiceList, DisptachService and RevokeService as GET calls (spelling as in the spec).
export const DisptachService = defineCall({
  group: 'system',
  method: 'GET',
  path: 'ServiceInfo/DisptachService',
  auth: 'session',
  stateChanging: true,
  permission: OrgAction.customers,
  payload: ZServiceGrantRequest,
  result: ZCompanyServices,
  summary: 'TMC staff who serve a client company give it services',
});

export const RevokeService = defineCall({
  group: 'system',
  method: 'GET',
  path: 'ServiceInfo/RevokeService',
  auth: 'session',
  stateChanging: true,
  permission: OrgAction.customers,
  payload: ZServiceGrantRequest,
  result: ZCompanyServices,
  summary: 'TMC staff who serve a client company take services back from it',
});
