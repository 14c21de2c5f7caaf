import { and, desc, eq, lt } from 'drizzle-orm';
import {
  EXPORT_KEEP_DAYS,
  ExportStatus,
  TRADE_EXPORT_MAX_ROWS,
  type TLang,
  type TTradeDealListRequest,
  type TTradeDetailListRequest,
} from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { translator } from '../../platform/i18n.ts';
import { ExportKind, dealSheet, detailSheet, type TExportKind, type TTranslateFn } from './export-sheets.ts';
import { dealWhere, detailRows, detailWhere } from './queries.ts';
import { exportFiles, tradeDeals } from './tables.ts';
import { dealViews, detailViews } from './views.ts';
import { queueName } from '../../platform/queues.ts';

// The export job (pg-boss): makes the .xlsx of a queued export file in the requester's language and stores it, and
// the hourly cleanup of old files.

export const EXPORT_QUEUE = queueName('trade.export-file');
const CLEANUP_QUEUE = queueName('trade.cleanup-export-files');

/** A file still pending after this long lost its job: it is marked Failed so the list stops waiting. */
const PENDING_LIMIT_MS = 3600_000;
/** Rows read per query while making a file. */
const READ_PAGE = 1000;

/** What an export row keeps to make its file: the company the call resolved and the list filters. */
export type TExportRequest = {
  companyId: string;
  filters: Partial<TTradeDetailListRequest> | Partial<TTradeDealListRequest>;
};

const readDetails = async (tx: TTx, req: TExportRequest, lang: TLang, t: TTranslateFn) => {
  const sheet = await detailSheet(t);
  const where = detailWhere(req.companyId, req.filters as Partial<TTradeDetailListRequest>);
  let n = 0;
  for (;;) {
    const rows = await detailRows(tx, where, Math.min(READ_PAGE, TRADE_EXPORT_MAX_ROWS - n), n);
    sheet.add(await detailViews(tx, rows, lang, t));
    n += rows.length;
    if (rows.length < READ_PAGE || n >= TRADE_EXPORT_MAX_ROWS) break;
  }
  return { content: await sheet.finish(), rowCount: n };
};

const readDeals = async (tx: TTx, req: TExportRequest, lang: TLang, t: TTranslateFn) => {
  const sheet = await dealSheet(t);
  const where = dealWhere([req.companyId], req.filters as Partial<TTradeDealListRequest>);
  let n = 0;
  for (;;) {
    const rows = await tx
      .select()
      .from(tradeDeals)
      .where(where)
      .orderBy(desc(tradeDeals.createdAt), desc(tradeDeals.id))
      .limit(Math.min(READ_PAGE, TRADE_EXPORT_MAX_ROWS - n))
      .offset(n);
    sheet.add(await dealViews(tx, rows, lang));
    n += rows.length;
    if (rows.length < READ_PAGE || n >= TRADE_EXPORT_MAX_ROWS) break;
  }
  return { content: await sheet.finish(), rowCount: n };
};

const pending = (id: string) => and(eq(exportFiles.id, id), eq(exportFiles.status, ExportStatus.Pending));

/**
 * Makes one export file. The rows are read in pages inside one read-only repeatable-read transaction, so the file
 * is one consistent picture of the ledger however much is posted meanwhile. Only a Pending file is made (a repeated
 * job changes nothing); any error leaves it Failed.
 */
export const makeExportFile = async (deps: Pick<TDeps, 'db' | 'clock'>, id: string): Promise<void> => {
  const [row] = await deps.db
    .select({ kind: exportFiles.kind, request: exportFiles.request, lang: exportFiles.lang })
    .from(exportFiles)
    .where(pending(id))
    .limit(1);
  if (!row) return;
  try {
    const lang: TLang = row.lang === 'en' ? 'en' : 'cn';
    const t = translator(lang);
    const req = row.request as TExportRequest;
    const made = await deps.db.transaction(
      (tx) =>
        (row.kind as TExportKind) === ExportKind.tradeDeal
          ? readDeals(tx, req, lang, t)
          : readDetails(tx, req, lang, t),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await deps.db
      .update(exportFiles)
      .set({ status: ExportStatus.Ready, content: made.content, rowCount: made.rowCount, readyAt: deps.clock.now() })
      .where(pending(id));
  } catch (err) {
    console.error(JSON.stringify({ level: 50, msg: 'export file failed', id, err: String(err) }));
    await deps.db.update(exportFiles).set({ status: ExportStatus.Failed }).where(pending(id));
  }
};

/** Deletes files older than EXPORT_KEEP_DAYS and gives up on files whose job was lost. */
export const cleanupExportFiles = async (deps: Pick<TDeps, 'db' | 'clock'>): Promise<void> => {
  const now = deps.clock.now().getTime();
  await deps.db.delete(exportFiles).where(lt(exportFiles.createdAt, new Date(now - EXPORT_KEEP_DAYS * 86_400_000)));
  await deps.db
    .update(exportFiles)
    .set({ status: ExportStatus.Failed })
    .where(
      and(eq(exportFiles.status, ExportStatus.Pending), lt(exportFiles.createdAt, new Date(now - PENDING_LIMIT_MS))),
    );
};

/** The export worker and the hourly cleanup (registered by the module's workers). */
export const exportWorkers = async (deps: TDeps): Promise<void> => {
  await deps.jobs.work<{ id: string }>(EXPORT_QUEUE, async (job) => {
    await makeExportFile(deps, job.id);
  });
  await deps.jobs.work(CLEANUP_QUEUE, async () => {
    await cleanupExportFiles(deps);
  });
  await deps.jobs.schedule(CLEANUP_QUEUE, '29 * * * *');
};
