import { and, eq, isNull } from 'drizzle-orm';
import { formatDateTime, type TApprovalLinkInfo, type TLang } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { approvalView, findInstance } from './approval-details.ts';
import { decide, type TDecision } from './engine.ts';
import { hashLinkCode } from './links.ts';
import { companyName } from './people.ts';
import { approvalLinks, approvalParticipants, approvalSteps, type TInstanceRow } from './tables.ts';

type TLinkRow = typeof approvalLinks.$inferSelect;

/**
 * An approval link that can still be used by this caller, with its approval and approver; otherwise a clear refusal:
 * unknown, used, expired, meant for someone else (a logged-in caller who is not its approver), superseded (the
 * approval was withdrawn, finished or is not the subject's round any more) or for a step already decided.
 */
const usableLink = async (db: TTx, ctx: Pick<TCallContext, 'clock' | 'session'>, code: string) => {
  const [link] = await db
    .select()
    .from(approvalLinks)
    .where(eq(approvalLinks.codeHash, hashLinkCode(code)))
    .limit(1);
  if (!link) throw new BizError('approval.link.notFound');
  if (link.usedAt) throw new BizError('approval.link.used');
  if (link.expiresAt.getTime() <= ctx.clock.now().getTime()) throw new BizError('approval.link.expired');
  if (ctx.session && ctx.session.userId !== link.userId) throw new BizError('approval.link.wrongPerson');
  const inst = await findInstance(db, link.instanceId);
  if (inst.state !== 'Pending') throw new BizError('approval.link.superseded');
  const [part] = await db.select().from(approvalParticipants).where(eq(approvalParticipants.id, link.participantId));
  if (!part || inst.currentStep !== link.stepNo || part.decision !== 'Pending')
    throw new BizError('approval.link.stepDone');
  return { link, inst, part };
};

const linkInfo = async (
  db: TTx,
  link: TLinkRow,
  inst: TInstanceRow,
  approverName: string,
  lang: TLang,
  decision: TApprovalLinkInfo['Decision'],
): Promise<TApprovalLinkInfo> => {
  const [view, step, company] = await Promise.all([
    approvalView(db, inst, '', lang),
    db
      .select({ name: approvalSteps.name })
      .from(approvalSteps)
      .where(and(eq(approvalSteps.instanceId, inst.id), eq(approvalSteps.stepNo, link.stepNo))),
    companyName(db, inst.companyId, lang),
  ]);
  return {
    ApproverName: approverName,
    CompanyName: company,
    CreatorName: view.CreatorName,
    StepNo: link.stepNo,
    StepName: step[0]?.name ?? '',
    ExpiresAt: formatDateTime(link.expiresAt),
    Subject: view.Subject,
    Trail: view.Trail,
    Decision: decision,
  };
};

/** btrip/Approval/LinkInfo: what an approval link is about, while it can be used. */
export const readApprovalLink = async (ctx: TCallContext, code: string): Promise<TApprovalLinkInfo> => {
  const { link, inst, part } = await usableLink(ctx.db, ctx, code);
  return linkInfo(ctx.db, link, inst, part.userName, ctx.lang, null);
};

/**
 * btrip/Approval/LinkResolve and LinkReject: the approver the link was sent to decides through it, without logging
 * in. The link is used up by a compare-and-set in the same transaction as the decision.
 */
export const decideByLink = async (ctx: TCallContext, code: string, d: TDecision): Promise<TApprovalLinkInfo> => {
  const { link, instance, userName } = await ctx.db.transaction(async (tx) => {
    const { link, part } = await usableLink(tx, ctx, code);
    const [used] = await tx
      .update(approvalLinks)
      .set({ usedAt: ctx.clock.now() })
      .where(and(eq(approvalLinks.codeHash, link.codeHash), isNull(approvalLinks.usedAt)))
      .returning();
    if (!used) throw new BizError('approval.link.used');
    const r = await decide(tx, ctx, part, part.userId, d);
    return { link, instance: r.instance, userName: part.userName };
  });
  ctx.succeed(d.approve ? 'approval.messages.approved' : 'approval.messages.rejected');
  return linkInfo(ctx.db, link, instance, userName, ctx.lang, d.approve ? 'Approved' : 'Rejected');
};
