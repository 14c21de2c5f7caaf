import { asc, eq, inArray } from 'drizzle-orm';
import { fenToYuan, formatDateTime, type TBtripPerson, type TBtripTask, type TLang } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { costCenters, departments, projects, users } from '../org/index.ts';
import { legsIn } from './cities.ts';
import { verdictView } from './evaluate-task.ts';
import { btripAttachments, btripTaskTravellers, type TBtripTaskRow } from './tables.ts';

const time = (d: Date | null) => (d ? formatDateTime(d) : '');

/** People by id with their department's name. */
export const peopleByIds = async (tx: TTx, ids: readonly string[]): Promise<Map<string, TBtripPerson>> => {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ UserID: users.id, Name: users.name, DepartmentName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.UserID, { ...r, DepartmentName: r.DepartmentName ?? '' }]));
};

/** The travellers of an application in the order they were given. */
export const travellerIdsOf = async (tx: TTx, taskId: string): Promise<string[]> =>
  (
    await tx
      .select({ id: btripTaskTravellers.userId })
      .from(btripTaskTravellers)
      .where(eq(btripTaskTravellers.taskId, taskId))
      .orderBy(asc(btripTaskTravellers.orderBy))
  ).map((r) => r.id);

const nameOf = async <T extends { id: string; name: string }>(rows: Promise<T[]>) => (await rows)[0]?.name ?? '';

/** One application as the calls return it, names and messages in the caller's language. */
export const taskView = async (tx: TTx, row: TBtripTaskRow, lang: TLang): Promise<TBtripTask> => {
  const travellerIds = await travellerIdsOf(tx, row.id);
  const people = await peopleByIds(tx, [
    row.creatorId,
    ...travellerIds,
    ...(row.rejectedBy ? [row.rejectedBy] : []),
    ...row.violations.map((v) => v.UserID),
  ]);
  const names = new Map([...people].map(([id, p]) => [id, p.Name]));
  const [costCenterName, projectName, files] = await Promise.all([
    row.costCenterId
      ? nameOf(
          tx
            .select({ id: costCenters.id, name: costCenters.name })
            .from(costCenters)
            .where(eq(costCenters.id, row.costCenterId)),
        )
      : '',
    row.projectId
      ? nameOf(tx.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, row.projectId)))
      : '',
    tx
      .select({
        AttachmentID: btripAttachments.id,
        FileName: btripAttachments.fileName,
        ContentType: btripAttachments.contentType,
        Size: btripAttachments.size,
      })
      .from(btripAttachments)
      .where(eq(btripAttachments.taskId, row.id))
      .orderBy(asc(btripAttachments.id)),
  ]);
  return {
    TaskID: row.id,
    CompanyID: row.companyId,
    Status: row.status,
    ApprovalNo: row.approvalNo ?? '',
    Revision: row.revision,
    CreatorID: row.creatorId,
    CreatorName: names.get(row.creatorId) ?? '',
    Travellers: travellerIds.map((id) => people.get(id) ?? { UserID: id, Name: '', DepartmentName: '' }),
    Legs: legsIn(row.legs, lang),
    StartDate: row.startDate,
    EndDate: row.endDate,
    International: row.international,
    PurposeID: row.purposeId ?? '',
    PurposeName: (lang === 'en' && row.purposeNameEn) || row.purposeName,
    Services: row.services.map((s) => ({
      ServiceType: s.ServiceType,
      Budget: fenToYuan(s.BudgetFen),
      Cabin: s.Cabin ?? 0,
      HotelStar: s.HotelStar ?? 0,
      NightlyPrice: s.NightlyFen !== undefined ? fenToYuan(s.NightlyFen) : 0,
    })),
    TotalBudget: fenToYuan(row.totalBudgetFen),
    CostCenterID: row.costCenterId ?? '',
    CostCenterName: costCenterName,
    ProjectID: row.projectId ?? '',
    ProjectName: projectName,
    Remark: row.remark,
    Attachments: files,
    Verdict: verdictView(
      { level: row.policyLevel, violations: row.violations, reasonServices: row.reasons.map((r) => r.ServiceType) },
      lang,
      names,
    ),
    ViolationReasons: row.reasons.map((r) => ({
      ServiceType: r.ServiceType,
      ReasonID: r.ReasonID,
      ReasonName: (lang === 'en' && r.nameEn) || r.name,
      ReasonText: r.text,
    })),
    RejectReason: row.rejectReason,
    RejectedBy: row.rejectedBy ? (names.get(row.rejectedBy) ?? '') : '',
    CreateTime: time(row.createdAt),
    SubmitTime: time(row.submittedAt),
    ApproveTime: time(row.approvedAt),
    RejectTime: time(row.rejectedAt),
    UpdateTime: time(row.updatedAt),
  };
};
