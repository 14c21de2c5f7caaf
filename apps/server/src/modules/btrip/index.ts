import type { TModule } from '../../platform/calls/types.ts';
import { registerApprovalSubject } from '../approval/index.ts';
import { btripApprovalHandlers } from './approval-subject.ts';
import { purgeUnlinkedAttachments } from './get-attachment.ts';
import { btripCalls } from './routes.ts';
import { queueName } from '../../platform/queues.ts';

// The btrip module: pre-trip applications (issue 4 section 3). They go through the approval engine as its
// subject kind 'btrip'; once approved they carry an approval number that bookings reference.

export { findApprovedApplication, type TApprovedApplication } from './find-approved-application.ts';
export { purgeUnlinkedAttachments } from './get-attachment.ts';

registerApprovalSubject('btrip', btripApprovalHandlers);

const PURGE_QUEUE = queueName('btrip.purge-attachments');

/** Pre-trip applications: save, submit, withdraw, correct, lists, details and attachments. */
export const btripModule: TModule = {
  name: 'btrip',
  calls: btripCalls,
  workers: async (deps) => {
    await deps.jobs.work(PURGE_QUEUE, () => purgeUnlinkedAttachments(deps));
    await deps.jobs.schedule(PURGE_QUEUE, '17 * * * *');
  },
};
