import crypto from 'node:crypto';
import { APPROVAL_LINK_TTL_MS, approvalLinkUrl } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { approvalLinks } from './tables.ts';

/** The stored form of a link code: its SHA-256, so the table alone never opens an approval. */
export const hashLinkCode = (code: string) => crypto.createHash('sha256').update(code).digest('base64url');

/**
 * Issues an approver's link for a step: 192 random bits, single-use, valid APPROVAL_LINK_TTL_HOURS. Returns the
 * absolute address for their message.
 */
export const issueLink = async (
  tx: TTx,
  deps: Pick<TDeps, 'clock' | 'config'>,
  p: { participantId: string; instanceId: string; stepNo: number; userId: string },
): Promise<string> => {
  const code = crypto.randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  await tx.insert(approvalLinks).values({
    codeHash: hashLinkCode(code),
    participantId: p.participantId,
    instanceId: p.instanceId,
    stepNo: p.stepNo,
    userId: p.userId,
    expiresAt: new Date(now.getTime() + APPROVAL_LINK_TTL_MS),
    createdAt: now,
  });
  return `https://${deps.config.systemDomain}${approvalLinkUrl(code)}`;
};
