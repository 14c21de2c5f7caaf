import {
  ApprovalReject,
  ApprovalResolve,
  BtripTaskDetails,
  Cabin,
  ServiceType,
  contraryReasonResource,
  formatDate,
  travelPurposeResource,
  type TBtripTask,
  type TBtripTaskDetails,
  type TPayloadOf,
  type BtripTaskSave,
} from '@opentmc/contracts';
import type { TTestApp } from '../harness.ts';

// Shared pieces of the btrip API tests: the demo people, a valid application, and deciding its approval.

export const BEIJING = { CityCode: '1101' };
export const SHANGHAI = { CityCode: '3101' };
export const HANGZHOU = { CityCode: '3301' };

export type TSave = TPayloadOf<typeof BtripTaskSave>;

/** A day some days after the test clock's today, yyyy-MM-dd. */
export const dayIn = (t: TTestApp, days: number) => formatDate(new Date(t.clock.now().getTime() + days * 86400000));

export const userIdOf = async (t: TTestApp, login: string): Promise<string> => {
  const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq: e }) => e(x.loginName, login) });
  if (!u) throw new Error(`no user ${login}`);
  return u.id;
};

/**
 * A compliant round trip Shanghai → Beijing → Shanghai for the traveller: economy flight, a 4-star hotel at
 * 500 yuan a night (the demo cap in 一线 cities is 600), 3,000 yuan in all (under the finance step's 5,000).
 */
export const application = (t: TTestApp, travellerIds: string[], over: Partial<TSave> = {}): TSave => ({
  Travellers: travellerIds,
  Legs: [
    { FromCity: SHANGHAI, ToCity: BEIJING, DepartDate: dayIn(t, 10) },
    { FromCity: BEIJING, ToCity: SHANGHAI, DepartDate: dayIn(t, 12) },
  ],
  EndDate: dayIn(t, 12),
  Services: [
    { ServiceType: ServiceType.Flight, Budget: 2000, Cabin: Cabin.Economy },
    { ServiceType: ServiceType.Hotel, Budget: 1000, HotelStar: 4, NightlyPrice: 500 },
  ],
  Remark: '拜访客户',
  ...over,
});

/** The demo company's violation reasons and purposes by code (R01…R99, P01…P99). */
export const demoChoices = async (t: TTestApp, sid: string) => {
  const reasons = await t.call<{ Entities: { ReasonID: string; ReasonCode: string }[] }>(
    contraryReasonResource.calls.List,
    { PageNo: 1, PageSize: 100 },
    { session: sid },
  );
  const purposes = await t.call<{ Entities: { PurposeID: string; PurposeCode: string }[] }>(
    travelPurposeResource.calls.List,
    { PageNo: 1, PageSize: 100 },
    { session: sid },
  );
  const reason = (code: string) => reasons.result!.Entities.find((r) => r.ReasonCode === code)!.ReasonID;
  const purpose = (code: string) => purposes.result!.Entities.find((r) => r.PurposeCode === code)!.PurposeID;
  return { reason, purpose };
};

export const details = async (t: TTestApp, sid: string, id: string) =>
  t.call<TBtripTaskDetails>(BtripTaskDetails, {}, { session: sid, params: { id } });

/** The approver of the current step approves (by the approval instance). */
export const approve = async (t: TTestApp, sid: string, task: TBtripTask | TBtripTaskDetails) => {
  const d = await details(t, sid, task.TaskID);
  const r = await t.call(ApprovalResolve, { InstanceID: d.result!.Trail!.InstanceID }, { session: sid });
  if (!r.isSucc) throw new Error(`approve failed: ${r.message}`);
  return r;
};

export const reject = async (t: TTestApp, sid: string, task: TBtripTask, reason: string) => {
  const d = await details(t, sid, task.TaskID);
  return t.call(ApprovalReject, { InstanceID: d.result!.Trail!.InstanceID, Reason: reason }, { session: sid });
};

/** How many applications the database holds. */
export const taskCount = async (t: TTestApp): Promise<number> => {
  const r = await t.database.executeSql('select count(*)::int as n from btrip_tasks');
  return Number(r.rows[0]!.n);
};
