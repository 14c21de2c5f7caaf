import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZRowId, defineResource, field } from '../resource/define.ts';
import { resourcePages } from '../resource/pages.ts';
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

/**
 * The caller's export files as a resource of the kit (list only, `ExportFile/List`): their own files, newest first;
 * the list polls while one is pending and a ready one downloads (ExportFileDownload).
 */
export const exportFileResource = defineResource({
  key: 'exportFile',
  group: 'bill',
  controller: 'ExportFile',
  id: 'ExportID',
  owner: 'user',
  i18n: 'exports',
  permission: {},
  ops: ['List'],
  updateTime: false,
  fields: {
    FileName: field.text({ label: 'exports.columns.FileName', width: 200, priority: 'essential', form: false }),
    /** What it holds: 'tradeDetail' (the ledger) or 'tradeDeal'. */
    Kind: field.text({ label: 'exports.columns.Kind', width: 110, form: false }),
    Status: field.text({ label: 'exports.columns.Status', width: 100, priority: 'essential', form: false }),
    RowCount: field.number({ label: 'exports.columns.RowCount', width: 70, form: false }),
    ReadyTime: field.text({ label: 'exports.columns.ReadyTime', width: 110, priority: 'essential', form: false }),
    Downloaded: field.switch({ label: 'exports.columns.Downloaded', width: 130, form: false }),
  },
  createTimeColumn: 'exports.columns.CreateTime',
  createTimeAfter: 'Kind',
  page: resourcePages.exportFile,
  example: {},
  invalidExample: { field: 'PageNo', value: 0 },
});

/** `ExportFile/List`: the export file resource's list call. */
export const ExportFileList = exportFileResource.calls.List;

export const ExportFileDownload = defineCall({
  group: 'bill',
  method: 'GET',
  path: 'ExportFile/Download/:id',
  auth: 'session',
  payload: z.object({ id: ZRowId }),
  result: ZFileResult,
  summary: 'One ready export file (base64); marks it downloaded',
});
