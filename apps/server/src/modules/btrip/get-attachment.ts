import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TFileResult } from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { btripAttachments } from './tables.ts';
import { loadReadableTask } from './task-access.ts';

/**
 * Task/Attachment: a file of an application the caller may read, or the caller's own fresh upload. The bytes go
 * out as base64 in the JSON reply and the browser saves them: nothing is ever rendered inline from our origin.
 */
export const getAttachment = async (ctx: TAuthedContext, id: string): Promise<TFileResult> => {
  const [file] = await ctx.db.select().from(btripAttachments).where(eq(btripAttachments.id, id)).limit(1);
  if (!file) throw new BizError('btrip.errors.attachmentUnknown');
  if (file.taskId) {
    await loadReadableTask(ctx.db, ctx, ctx.session, file.taskId).catch((e: unknown) => {
      throw e instanceof BizError ? new BizError('btrip.errors.attachmentUnknown') : e;
    });
  } else if (file.uploadedBy !== ctx.session.userId || file.companyId !== ctx.session.companyId) {
    throw new BizError('btrip.errors.attachmentUnknown');
  }
  return {
    FileName: file.fileName,
    ContentType: file.contentType,
    Content: Buffer.from(file.content).toString('base64'),
  };
};

/** Unlinked uploads older than this are deleted. */
export const UNLINKED_KEEP_MS = 24 * 60 * 60 * 1000;

/** Deletes uploads no application took within a day. */
export const purgeUnlinkedAttachments = async (ctx: Pick<TDeps, 'db' | 'clock'>): Promise<void> => {
  const before = new Date(ctx.clock.now().getTime() - UNLINKED_KEEP_MS);
  await ctx.db
    .delete(btripAttachments)
    .where(and(isNull(btripAttachments.taskId), lt(btripAttachments.createdAt, before)));
};
