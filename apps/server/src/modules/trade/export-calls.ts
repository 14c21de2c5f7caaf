import { and, eq } from 'drizzle-orm';
import {
  ExportFileDownload,
  ExportStatus,
  TradeDealExport,
  TradeDetailExport,
  XLSX_CONTENT_TYPE,
  formatDateTime,
  type TExportQueued,
  type TFileResult,
  type TTradeDealListRequest,
  type TTradeDetailListRequest,
} from '@opentmc/contracts';
import { bind, type TAuthedContext, type TBoundCall } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { tradeCompany } from './access.ts';
import { EXPORT_QUEUE, type TExportRequest } from './export-jobs.ts';
import { ExportKind, exportFileName, type TExportKind } from './export-sheets.ts';
import { exportFiles } from './tables.ts';

// The export calls: TradeDetail/Export and TradeDeal/Export queue a file for the export job (after the same access
// check as their lists); the export list (/system/bill/exportlist, the kit's export file resource, export-store.ts) shows the caller's own
// files, and ExportFile/Download hands one over.

/** The list filters without paging and company: what the job needs besides the resolved company. */
const filtersOf = (p: TTradeDetailListRequest | TTradeDealListRequest): TExportRequest['filters'] => {
  const { PageNo: _n, PageSize: _s, RecordCount: _r, SortField: _f, SortOrder: _o, CompanyID: _c, ...filters } = p;
  return filters;
};

/** Stores a Pending export file for the caller and sends the job that makes it. */
const queueExport = async (
  ctx: TAuthedContext,
  kind: TExportKind,
  p: TTradeDetailListRequest | TTradeDealListRequest,
): Promise<TExportQueued> => {
  const companyId = await tradeCompany(ctx, ctx.db, p.CompanyID);
  const now = ctx.clock.now();
  const request: TExportRequest = { companyId, filters: filtersOf(p) };
  const [row] = await ctx.db
    .insert(exportFiles)
    .values({
      companyId,
      userId: ctx.session.userId,
      kind,
      fileName: exportFileName(kind, ctx.t, formatDateTime(now)),
      request,
      lang: ctx.lang,
      status: ExportStatus.Pending,
      createdAt: now,
    })
    .returning({ id: exportFiles.id, fileName: exportFiles.fileName });
  try {
    await ctx.jobs.send(EXPORT_QUEUE, { id: row!.id }, { singletonKey: row!.id });
  } catch (err) {
    await ctx.db
      .update(exportFiles)
      .set({ status: ExportStatus.Failed })
      .where(and(eq(exportFiles.id, row!.id), eq(exportFiles.status, ExportStatus.Pending)));
    throw err;
  }
  ctx.succeed('trade.messages.exportQueued');
  return { ExportID: row!.id, FileName: row!.fileName, Status: ExportStatus.Pending };
};

/** bill/ExportFile/Download/:id: one of the caller's ready files; marks it downloaded. */
const downloadExportFile = async (ctx: TAuthedContext, id: string): Promise<TFileResult> => {
  const own = and(eq(exportFiles.id, id), eq(exportFiles.userId, ctx.session.userId));
  const [row] = await ctx.db
    .select({ fileName: exportFiles.fileName, content: exportFiles.content })
    .from(exportFiles)
    .where(and(own, eq(exportFiles.status, ExportStatus.Ready)))
    .limit(1);
  if (!row?.content) throw new BizError('trade.errors.exportMissing');
  await ctx.db.update(exportFiles).set({ downloaded: true }).where(own);
  return {
    FileName: row.fileName,
    ContentType: XLSX_CONTENT_TYPE,
    Content: Buffer.from(row.content).toString('base64'),
  };
};

export const exportCalls: TBoundCall[] = [
  bind(TradeDetailExport, async (ctx, p) => queueExport(ctx, ExportKind.tradeDetail, p)),
  bind(TradeDealExport, async (ctx, p) => queueExport(ctx, ExportKind.tradeDeal, p)),
  bind(ExportFileDownload, async (ctx, p) => downloadExportFile(ctx, p.id)),
];
