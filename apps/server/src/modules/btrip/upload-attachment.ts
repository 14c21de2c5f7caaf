import {
  BTRIP_ATTACHMENT_BASE64_MAX,
  BTRIP_ATTACHMENT_MAX_BYTES,
  extensionOf,
  safeFileName,
  sniffBtripFile,
  type TBtripAttachment,
  type TBtripUploadRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { btripAttachments } from './tables.ts';

/** Uploads of one person in an hour. */
export const UPLOADS_PER_HOUR = 60;

/**
 * Task/Upload: keeps an attachment for an application the caller is filing. Only PDF, PNG and JPEG, told by their
 * first bytes, whose name carries a matching extension; at most BTRIP_ATTACHMENT_MAX_BYTES. It stays unlinked
 * until an application is saved with it.
 */
export const uploadAttachment = async (ctx: TAuthedContext, p: TBtripUploadRequest): Promise<TBtripAttachment> => {
  if (p.Content.length > BTRIP_ATTACHMENT_BASE64_MAX) throw new BizError('btrip.validation.fileTooLarge');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(p.Content)) throw new BizError('btrip.validation.fileInvalid');
  const bytes = new Uint8Array(Buffer.from(p.Content, 'base64'));
  if (bytes.length === 0) throw new BizError('btrip.validation.fileInvalid');
  if (bytes.length > BTRIP_ATTACHMENT_MAX_BYTES) throw new BizError('btrip.validation.fileTooLarge');
  const kind = sniffBtripFile(bytes);
  const fileName = safeFileName(p.FileName);
  if (!kind || !fileName || !kind.extensions.includes(extensionOf(fileName)))
    throw new BizError('btrip.validation.fileType');
  await hitRateLimits(ctx.db, ctx.clock, [
    { bucket: `btrip-upload:${ctx.session.userId}`, max: UPLOADS_PER_HOUR, windowSeconds: 3600 },
  ]);
  const [row] = await ctx.db
    .insert(btripAttachments)
    .values({
      companyId: ctx.session.companyId,
      uploadedBy: ctx.session.userId,
      fileName,
      contentType: kind.contentType,
      size: bytes.length,
      content: bytes,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: btripAttachments.id });
  return { AttachmentID: row!.id, FileName: fileName, ContentType: kind.contentType, Size: bytes.length };
};
