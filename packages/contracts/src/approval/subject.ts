// The approval port: what the approval engine knows of the things it approves (pre-trip applications, orders).

export const APPROVAL_SUBJECT_KINDS = ['btrip', 'flight', 'hotel', 'train', 'car'] as const;
export type TApprovalSubjectKind = (typeof APPROVAL_SUBJECT_KINDS)[number];

/** What flow step conditions look at. */
export type TApprovalFacts = {
  /** ServiceType codes involved (a btrip application may involve several). */
  ServiceTypes: number[];
  /** Total budget / order amount in fen. */
  AmountFen: number;
  /** Policy verdict level 5 (or any violation, for "out of policy" conditions). */
  OutOfPolicy: boolean;
  International: boolean;
};

export const ApprovalState = {
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn',
} as const;
export type TApprovalState = keyof typeof ApprovalState;

/** One step of an approval as a subject's details screen shows it. */
export type TApprovalTrailStep = {
  StepNo: number;
  StepName: string;
  Mode: 'Any' | 'All';
  State: 'Waiting' | 'Pending' | 'Approved' | 'Rejected' | 'Skipped' | 'Escalated';
  Approvers: {
    UserID: string;
    UserName: string;
    Decision: 'Pending' | 'Approved' | 'Rejected' | 'Skipped' | null;
    Reason: string | null;
    DecidedAt: string | null;
  }[];
};

export type TApprovalTrail = {
  InstanceID: string;
  State: TApprovalState;
  Round: number;
  Steps: TApprovalTrailStep[];
  CreatedAt: string;
  FinishedAt: string | null;
};
