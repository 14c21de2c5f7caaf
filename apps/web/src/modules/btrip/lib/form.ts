import dayjs, { type Dayjs } from 'dayjs';
import {
  ServiceType,
  type TBtripAttachment,
  type TBtripTask,
  type TPayloadOf,
  type BtripTaskCheck,
  type BtripTaskSave,
} from '@opentmc/contracts';

// The application form's values and the payloads of Task/Check and Task/Save made from them.

export type TCityValue = { International: boolean; CityCode: string; CityName: string };
export type TLegValue = { FromCity?: TCityValue; ToCity?: TCityValue; DepartDate?: Dayjs | null };

/** The services of the form, in order, with their ServiceType codes (cars are the traffic service). */
export const SERVICES = [
  { key: 'flight', type: ServiceType.Flight },
  { key: 'hotel', type: ServiceType.Hotel },
  { key: 'train', type: ServiceType.Train },
  { key: 'car', type: ServiceType.Traffic },
] as const;
export type TServiceKey = (typeof SERVICES)[number]['key'];

export type TServiceValue = {
  On?: boolean;
  Budget?: number | null;
  Cabin?: number;
  HotelStar?: number;
  NightlyPrice?: number | null;
};
export type TReasonValue = { ReasonID?: string; ReasonText?: string };

export type TTaskFormValues = {
  Travellers?: string[];
  Legs?: TLegValue[];
  EndDate?: Dayjs | null;
  Services?: Partial<Record<TServiceKey, TServiceValue>>;
  PurposeID?: string;
  CostCenterID?: string;
  ProjectID?: string;
  Remark?: string;
  /** By ServiceType code. */
  Reasons?: Record<string, TReasonValue | undefined>;
  Attachments?: TBtripAttachment[];
};

const DAY = 'YYYY-MM-DD';
const day = (d: Dayjs | null | undefined) => (d ? d.format(DAY) : '');

const cityOf = (c: TCityValue | undefined) =>
  c?.International
    ? { International: true, CityName: c.CityName }
    : { International: false, CityCode: c?.CityCode ?? '' };

/** The itinerary as Task/Check takes it; unchecked services are left out. */
export const toItinerary = (v: TTaskFormValues): TPayloadOf<typeof BtripTaskCheck> => ({
  Travellers: v.Travellers ?? [],
  Legs: (v.Legs ?? []).map((l) => ({
    FromCity: cityOf(l.FromCity),
    ToCity: cityOf(l.ToCity),
    DepartDate: day(l.DepartDate),
  })),
  Services: SERVICES.flatMap(({ key, type }) => {
    const s = v.Services?.[key];
    if (!s?.On) return [];
    return [
      {
        ServiceType: type,
        Budget: s.Budget ?? '',
        ...(type === ServiceType.Flight && s.Cabin !== undefined ? { Cabin: s.Cabin } : {}),
        ...(type === ServiceType.Hotel
          ? {
              ...(s.HotelStar !== undefined ? { HotelStar: s.HotelStar } : {}),
              ...(s.NightlyPrice !== undefined && s.NightlyPrice !== null ? { NightlyPrice: s.NightlyPrice } : {}),
            }
          : {}),
      },
    ];
  }),
});

/** The whole application as Task/Save (and Task/Correct) take it; reasons only for the services that need one. */
export const toSavePayload = (
  v: TTaskFormValues,
  reasonServices: readonly number[],
): Omit<TPayloadOf<typeof BtripTaskSave>, 'TaskID' | 'Submit'> => ({
  ...toItinerary(v),
  EndDate: day(v.EndDate),
  PurposeID: v.PurposeID ?? '',
  CostCenterID: v.CostCenterID ?? '',
  ProjectID: v.ProjectID ?? '',
  Remark: v.Remark ?? '',
  Attachments: (v.Attachments ?? []).map((a) => a.AttachmentID),
  ViolationReasons: reasonServices.flatMap((st) => {
    const r = v.Reasons?.[String(st)];
    return r?.ReasonID ? [{ ServiceType: st, ReasonID: r.ReasonID, ReasonText: r.ReasonText ?? '' }] : [];
  }),
});

/** An empty form: the creator travels, one leg. */
export const blankForm = (me: string): TTaskFormValues => ({
  Travellers: me ? [me] : [],
  Legs: [{ FromCity: undefined, ToCity: undefined, DepartDate: null }],
  Services: { flight: { On: true, Cabin: 3201 } },
  Attachments: [],
});

/** The form of a saved application (editing a draft, or correcting an approved one). */
export const formOfTask = (t: TBtripTask): TTaskFormValues => {
  const services: Partial<Record<TServiceKey, TServiceValue>> = {};
  for (const { key, type } of SERVICES) {
    const s = t.Services.find((x) => x.ServiceType === type);
    if (!s) continue;
    services[key] = {
      On: true,
      Budget: s.Budget,
      ...(s.Cabin ? { Cabin: s.Cabin } : {}),
      ...(s.HotelStar ? { HotelStar: s.HotelStar, NightlyPrice: s.NightlyPrice } : {}),
    };
  }
  return {
    Travellers: t.Travellers.map((p) => p.UserID),
    Legs: t.Legs.map((l) => ({ FromCity: l.FromCity, ToCity: l.ToCity, DepartDate: dayjs(l.DepartDate, DAY) })),
    EndDate: dayjs(t.EndDate, DAY),
    Services: services,
    PurposeID: t.PurposeID || undefined,
    CostCenterID: t.CostCenterID || undefined,
    ProjectID: t.ProjectID || undefined,
    Remark: t.Remark,
    Reasons: Object.fromEntries(
      t.ViolationReasons.map((r) => [String(r.ServiceType), { ReasonID: r.ReasonID, ReasonText: r.ReasonText }]),
    ),
    Attachments: t.Attachments,
  };
};
