import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZListPaging, ZRowId, listResult } from '../resource/define.ts';
import { ZFileResult } from '../org/employee.ts';

// Export files (spec: "the bill export list is polled"; /system/bill/exportlist; entity Export file with a
// Downloaded flag). A large export is made by a background job (pg-boss); the requester's list shows it pending, then
// ready to download.

export const ExportStatus = { Pending: 'Pending', Ready: 'Ready', Failed: 'Failed' } as const;
export type TExportStatus = (typeof ExportStatus)[keyof typeof ExportStatus];

/** What an export call answers: the queued file. */
export const ZExportQueued = z.object({ ExportID: z.string(), FileName: z.string(), Status: z.string() });
export type TExportQueued = z.output<typeof ZExportQueued>;

export const ZExportFile = z.object({
  ExportID: z.string(),
  /** What it holds: 'tradeDetail' (the ledger) or 'tradeDeal'. */
  Kind: z.string(),
  FileName: z.string(),
  Status: z.string(),
  RowCount: z.number(),
  Downloaded: z.boolean(),
  CreateTime: z.string(),
  ReadyTime: z.string(),
});
export type TExportFile = z.output<typeof ZExportFile>;

/** Days an export file is kept before the cleanup deletes it. */
export const EXPORT_KEEP_DAYS = 7;

/** How often the export list polls while a file is pending (ms). */
export const EXPORT_POLL_MS = 3000;

export const ExportFileList = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'ExportFile/List',
  auth: 'session',
  payload: z.object({ ...ZListPaging }),
  result: listResult(ZExportFile),
  summary: "The caller's exports, newest first (polled while one is pending)",
});

export const ExportFileDownload = defineCall({
  group: 'bill',
  method: 'GET',
  path: 'ExportFile/Download/:id',
  auth: 'session',
  payload: z.object({ id: ZRowId }),
  result: ZFileResult,
  summary: 'One ready export file (base64); marks it downloaded',
});
