import { sql } from 'drizzle-orm';
import { exportFileResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { exportFiles } from './tables.ts';

/** bill/ExportFile/List (the export file resource): the caller's own files, newest first; '' until a file is ready. */
export const exportFileBinding: TResourceBinding = {
  resource: exportFileResource,
  store: {
    table: exportFiles,
    id: exportFiles.id,
    owner: exportFiles.userId,
    columns: {
      FileName: exportFiles.fileName,
      Kind: exportFiles.kind,
      Status: exportFiles.status,
      RowCount: exportFiles.rowCount,
      ReadyTime: sql<string>`coalesce(to_char(${exportFiles.readyAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS'), '')`,
      Downloaded: exportFiles.downloaded,
    },
    createdAt: exportFiles.createdAt,
  },
};
