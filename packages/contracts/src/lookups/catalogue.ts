import type { TLookup } from './define.ts';
import { adviseLookups } from './advise.ts';
import { YesNo } from './fixed.ts';
import { BusinessType, FlightChangeStatus, ServiceType, WorkStatus, baseLookups } from './lists.ts';

/** Every lookup list the base group serves (docs/codes.md). */
export const LOOKUPS = [...baseLookups, ...adviseLookups] as const;

/** A list name, e.g. `ServiceType`. */
export type TLookupName = (typeof LOOKUPS)[number]['name'];
export const LOOKUP_NAMES: readonly TLookupName[] = LOOKUPS.map((l) => l.name);

const byLowerName = new Map<string, TLookup>(LOOKUPS.map((l) => [l.name.toLowerCase(), l]));

/** Finds a list by name, without regard to case; undefined when there is none. */
export const findLookup = (name: string): TLookup | undefined => byLowerName.get(name.trim().toLowerCase());

/** The work-task load of spec section 9: what the work bench asks for. */
export const WORK_TASK_LOAD = {
  PageNo: 1,
  PageSize: 999999999,
  BusinessStatuss: [WorkStatus.WaitAudit, WorkStatus.WaitConfirm, WorkStatus.WaitReserve, WorkStatus.WaitDispose],
  BusinessTypes: [BusinessType.Change, BusinessType.Sales, BusinessType.Amend],
  ServiceTypes: [ServiceType.Flight, ServiceType.Hotel, ServiceType.Train],
} as const;

/** The flight change list's default filter (spec section 7): ChangeStatues [10301, 10303]. */
export const FLIGHT_CHANGE_OPEN_STATUSES = [FlightChangeStatus.WaitNotify, FlightChangeStatus.WaitConfirm] as const;

/** The codes spec section 9 fixes, with where the spec uses them; the rest follow the scheme of docs/codes.md. */
export const SPEC_FIXED_CODES: readonly { list: TLookupName; code: string; id: number; use: string }[] = [
  { list: 'YesNo', code: 'Yes', id: YesNo.Yes, use: 'IsDefault of a contact: the default one' },
  { list: 'YesNo', code: 'No', id: YesNo.No, use: 'SmsStatus of the SMS list: not yet read' },
  { list: 'ServiceType', code: 'Flight', id: ServiceType.Flight, use: 'ServiceTypes of the work-task load' },
  { list: 'ServiceType', code: 'Hotel', id: ServiceType.Hotel, use: 'ServiceTypes of the work-task load' },
  { list: 'ServiceType', code: 'Train', id: ServiceType.Train, use: 'ServiceTypes of the work-task load' },
  { list: 'BusinessType', code: 'Sales', id: BusinessType.Sales, use: 'BusinessTypes of the work-task load' },
  { list: 'BusinessType', code: 'Change', id: BusinessType.Change, use: 'BusinessTypes of the work-task load' },
  { list: 'BusinessType', code: 'Amend', id: BusinessType.Amend, use: 'BusinessTypes of the work-task load' },
  { list: 'WorkStatus', code: 'WaitConfirm', id: WorkStatus.WaitConfirm, use: 'BusinessStatuss of the work-task load' },
  { list: 'WorkStatus', code: 'WaitAudit', id: WorkStatus.WaitAudit, use: 'BusinessStatuss of the work-task load' },
  { list: 'WorkStatus', code: 'WaitReserve', id: WorkStatus.WaitReserve, use: 'BusinessStatuss of the work-task load' },
  { list: 'WorkStatus', code: 'WaitDispose', id: WorkStatus.WaitDispose, use: 'BusinessStatuss of the work-task load' },
  {
    list: 'FlightChangeStatus',
    code: 'WaitNotify',
    id: FlightChangeStatus.WaitNotify,
    use: 'ChangeStatues of the flight change list',
  },
  {
    list: 'FlightChangeStatus',
    code: 'WaitConfirm',
    id: FlightChangeStatus.WaitConfirm,
    use: 'ChangeStatues of the flight change list',
  },
];

/** A lookup list by its name (for resource fields). */
export const lookupOf = (name: TLookupName): TLookup => {
  const l = findLookup(name);
  if (!l) throw new Error(`unknown lookup ${name}`);
  return l;
};
