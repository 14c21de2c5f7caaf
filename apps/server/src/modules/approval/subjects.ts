import type { TApprovalSubjectKind, TLang } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';

/** What a subject kind (btrip, later orders) gives the approval engine. */
export type TApprovalSubjectHandlers = {
  /** Called inside the deciding transaction when the last step approves (or at start when no step applies). */
  onApproved(
    tx: TTx,
    deps: TDeps,
    subjectId: string,
    /** byUserId: the approver whose decision ended the approval; null when no step applied. */
    info: { instanceId: string; byUserId: string | null },
  ): Promise<void>;
  /** Called inside the deciding transaction when an approver rejects (reason required). */
  onRejected(
    tx: TTx,
    deps: TDeps,
    subjectId: string,
    info: { instanceId: string; reason: string; byUserId: string },
  ): Promise<void>;
  /** Called inside the transaction when the creator withdraws (only before the first decision). */
  onWithdrawn(tx: TTx, deps: TDeps, subjectId: string, info: { instanceId: string }): Promise<void>;
  /** Title and number of the subject for task lists, messages and the approval-link page, in a language. */
  describe(
    db: TTx,
    subjectId: string,
    lang: TLang,
  ): Promise<{ No: string; Title: string; Summary: string; Url: string } | null>;
};

const registry = new Map<TApprovalSubjectKind, TApprovalSubjectHandlers>();

/**
 * Registers a subject kind's handlers (at module load). A second registration replaces the first; the returned
 * function puts the first back (a test's stand-in must not outlive its file: a test worker keeps the modules loaded).
 */
export const registerApprovalSubject = (
  kind: TApprovalSubjectKind,
  handlers: TApprovalSubjectHandlers,
): (() => void) => {
  const before = registry.get(kind);
  registry.set(kind, handlers);
  return () => {
    if (before) registry.set(kind, before);
    else registry.delete(kind);
  };
};

/** The handlers of a subject kind, or null when none is registered. */
export const subjectHandlers = (kind: TApprovalSubjectKind): TApprovalSubjectHandlers | null =>
  registry.get(kind) ?? null;
