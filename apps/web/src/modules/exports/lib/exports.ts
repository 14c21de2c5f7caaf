import { ExportStatus, exportFileResource, type TExportFile } from '@opentmc/contracts';
import { resourceKey } from '../../../kit/resource/query-keys.ts';

// What the export list screen needs besides the calls.

/** TanStack Query key of the export list (the kit's export file resource); a screen that queues an export may invalidate it. */
export const EXPORTS_KEY = resourceKey(exportFileResource);

/** Whether a page of the list still waits for a file: then it polls. */
export const anyPending = (files: readonly Pick<TExportFile, 'Status'>[] | undefined): boolean =>
  (files ?? []).some((f) => f.Status === ExportStatus.Pending);

/** The tag colour of a file's status. */
export const STATUS_COLOR: Record<string, string> = {
  [ExportStatus.Pending]: 'processing',
  [ExportStatus.Ready]: 'success',
  [ExportStatus.Failed]: 'error',
};
