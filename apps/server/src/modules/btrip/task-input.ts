import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  BTRIP_SERVICE_TYPES,
  ServiceType,
  formatDate,
  isInternationalTrip,
  type TBtripCityInput,
  type TBtripLegInput,
  type TBtripReasonInput,
  type TBtripServiceInput,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { costCenters, ofCompany, projects, users } from '../org/index.ts';
import { domesticCity, routeIn } from './cities.ts';
import { purposeOf, reasonOf } from './policy-port.ts';
import {
  btripAttachments,
  type TStoredCity,
  type TStoredLeg,
  type TStoredReason,
  type TStoredService,
} from './tables.ts';

/** The application as the payload gives it (Save and Correct). */
export type TTaskInput = {
  Travellers: string[];
  Legs: TBtripLegInput[];
  Services: TBtripServiceInput[];
  EndDate: string;
  PurposeID?: string | undefined;
  CostCenterID?: string | undefined;
  ProjectID?: string | undefined;
  Remark: string;
  Attachments: string[];
  ViolationReasons: TBtripReasonInput[];
};

/** The application as it is stored: checked against the company's people, cities, cost centres and projects. */
export type TTaskContent = {
  travellers: string[];
  legs: TStoredLeg[];
  startDate: string;
  endDate: string;
  international: boolean;
  route: string;
  purposeId: string | null;
  purposeName: string;
  purposeNameEn: string;
  services: TStoredService[];
  totalBudgetFen: number;
  costCenterId: string | null;
  projectId: string | null;
  remark: string;
  attachments: string[];
  reasons: TStoredReason[];
};

const cityOf = (c: TBtripCityInput): TStoredCity => {
  if (c.International) return { International: true, CityCode: '', CityName: c.CityName };
  const city = domesticCity(c.CityCode);
  if (!city) throw new BizError('btrip.errors.cityUnknown', { code: c.CityCode });
  return { International: false, CityCode: city.code, CityName: city.name };
};

const order = (t: number) => (BTRIP_SERVICE_TYPES as readonly number[]).indexOf(t);

/** The services in a fixed order, amounts in fen; standards only where they belong. */
export const servicesOf = (services: readonly TBtripServiceInput[]): TStoredService[] =>
  [...services]
    .sort((a, b) => order(a.ServiceType) - order(b.ServiceType))
    .map((s) => ({
      ServiceType: s.ServiceType,
      BudgetFen: s.Budget,
      ...(s.Cabin !== undefined && s.ServiceType === ServiceType.Flight ? { Cabin: s.Cabin } : {}),
      ...(s.ServiceType === ServiceType.Hotel && s.HotelStar !== undefined && s.NightlyPrice !== undefined
        ? { HotelStar: s.HotelStar, NightlyFen: s.NightlyPrice }
        : {}),
    }));

/** The legs with checked cities (domestic names from the division data). */
export const legsOf = (legs: readonly TBtripLegInput[]): TStoredLeg[] =>
  legs.map((l) => ({ FromCity: cityOf(l.FromCity), ToCity: cityOf(l.ToCity), DepartDate: l.DepartDate }));

/** Refuses anyone who is not an active colleague in the company. */
export const checkTravellers = async (tx: TTx, company: TScopedCompany, ids: readonly string[]): Promise<void> => {
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ofCompany(users.companyId, company), eq(users.status, 'active'), inArray(users.id, [...ids])));
  if (found.length !== ids.length) throw new BizError('btrip.errors.travellerUnknown');
};

const checkCostCenter = async (tx: TTx, company: TScopedCompany, id: string) => {
  const [row] = await tx
    .select({ id: costCenters.id })
    .from(costCenters)
    .where(and(eq(costCenters.id, id), ofCompany(costCenters.companyId, company), eq(costCenters.enabled, true)))
    .limit(1);
  if (!row) throw new BizError('btrip.errors.costCenterUnknown');
};

const checkProject = async (tx: TTx, company: TScopedCompany, id: string) => {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), ofCompany(projects.companyId, company), eq(projects.enabled, true)))
    .limit(1);
  if (!row) throw new BizError('btrip.errors.projectUnknown');
};

/** Attachments may be the caller's own fresh uploads, or files already on this application. */
const checkAttachments = async (
  tx: TTx,
  company: TScopedCompany,
  userId: string,
  taskId: string | null,
  ids: readonly string[],
) => {
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length) throw new BizError('btrip.errors.attachmentUnknown');
  const mine = and(isNull(btripAttachments.taskId), eq(btripAttachments.uploadedBy, userId));
  const found = await tx
    .select({ id: btripAttachments.id })
    .from(btripAttachments)
    .where(
      and(
        ofCompany(btripAttachments.companyId, company),
        inArray(btripAttachments.id, [...ids]),
        taskId ? or(mine, eq(btripAttachments.taskId, taskId)) : mine,
      ),
    );
  if (found.length !== ids.length) throw new BizError('btrip.errors.attachmentUnknown');
};

/** Violation reasons of the application's services, each one of the company's reasons for that service. */
export const reasonsOf = async (
  tx: TTx,
  companyId: TScopedCompany,
  services: readonly TStoredService[],
  given: readonly TBtripReasonInput[],
): Promise<TStoredReason[]> => {
  const out: TStoredReason[] = [];
  for (const r of given) {
    if (!services.some((s) => s.ServiceType === r.ServiceType)) throw new BizError('btrip.errors.reasonService');
    const reason = await reasonOf(tx, companyId, r.ReasonID, r.ServiceType);
    out.push({
      ServiceType: r.ServiceType,
      ReasonID: r.ReasonID,
      name: reason.name,
      nameEn: reason.nameEn,
      text: r.ReasonText,
      other: reason.isOther,
    });
  }
  return out;
};

/**
 * Checks an application against the company and the calendar and returns it as stored. The trip must not be over;
 * a new or re-submitted one must not start in the past (a correction may change a trip under way).
 */
export const contentOf = async (
  tx: TTx,
  clock: TClock,
  who: { companyId: TScopedCompany; userId: string },
  input: TTaskInput,
  opts: { taskId: string | null; mayHaveStarted: boolean },
): Promise<TTaskContent> => {
  const today = formatDate(clock.now());
  const legs = legsOf(input.Legs);
  const startDate = legs[0]!.DepartDate;
  if (input.EndDate < today) throw new BizError('btrip.errors.pastDate');
  if (!opts.mayHaveStarted && startDate < today) throw new BizError('btrip.errors.pastDate');
  await checkTravellers(tx, who.companyId, input.Travellers);
  if (input.CostCenterID) await checkCostCenter(tx, who.companyId, input.CostCenterID);
  if (input.ProjectID) await checkProject(tx, who.companyId, input.ProjectID);
  const purpose = input.PurposeID ? await purposeOf(tx, who.companyId, input.PurposeID) : null;
  await checkAttachments(tx, who.companyId, who.userId, opts.taskId, input.Attachments);
  const services = servicesOf(input.Services);
  const reasons = await reasonsOf(tx, who.companyId, services, input.ViolationReasons);
  return {
    travellers: input.Travellers,
    legs,
    startDate,
    endDate: input.EndDate,
    international: isInternationalTrip(legs),
    // Kept in Chinese for the lists' search by words; readers get routeIn in their language.
    route: routeIn(legs, 'cn'),
    purposeId: input.PurposeID || null,
    purposeName: purpose?.name ?? '',
    purposeNameEn: purpose?.nameEn ?? '',
    services,
    totalBudgetFen: services.reduce((s, x) => s + x.BudgetFen, 0),
    costCenterId: input.CostCenterID || null,
    projectId: input.ProjectID || null,
    remark: input.Remark,
    attachments: input.Attachments,
    reasons,
  };
};
