/** Status numbers are the API's (product-decisions); each has a translation key for its label. */

export const WorkAuditStatus = { Pending: 0, Passed: 1, Rejected: 2, SendBack: 3 } as const;
export type WorkAuditStatus = (typeof WorkAuditStatus)[keyof typeof WorkAuditStatus];

export const ClueAuditStatus = { Pending: 0, Accepted: 1, Unaccepted: 2, SendBack: 3 } as const;
export type ClueAuditStatus = (typeof ClueAuditStatus)[keyof typeof ClueAuditStatus];

export const CertificationStatus = { NotSubmitted: 0, Submitted: 1, Passed: 2, Failed: 3 } as const;
export type CertificationStatus = (typeof CertificationStatus)[keyof typeof CertificationStatus];

export const RewardStatus = { Submitted: 'submitted', Issued: 'issued' } as const;
export type RewardStatus = (typeof RewardStatus)[keyof typeof RewardStatus];

export const PayoutStatus = { Unpaid: 'unpaid', Paid: 'paid' } as const;
export type PayoutStatus = (typeof PayoutStatus)[keyof typeof PayoutStatus];

export const ListingStatus = { Listed: 'listed', Delisted: 'delisted' } as const;
export type ListingStatus = (typeof ListingStatus)[keyof typeof ListingStatus];

export const Role = { Creator: 'creator', Reviewer: 'reviewer', Support: 'support', Admin: 'admin' } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES = Object.values(Role) as [Role, ...Role[]];

export const workAuditStatusKey: Record<WorkAuditStatus, string> = {
  0: 'status.pending',
  1: 'status.passed',
  2: 'status.rejected',
  3: 'status.sendBack',
};

export const clueAuditStatusKey: Record<ClueAuditStatus, string> = {
  0: 'status.pending',
  1: 'status.accepted',
  2: 'status.unaccepted',
  3: 'status.sendBack',
};

export const certificationStatusKey: Record<CertificationStatus, string> = {
  0: 'status.notCertified',
  1: 'status.submitted',
  2: 'status.passed',
  3: 'status.failed',
};

export const rewardStatusKey: Record<RewardStatus, string> = {
  submitted: 'status.submitted',
  issued: 'status.issued',
};

/**
 * A work's reward as people read it: a rejected work keeps the reward row it was sent with
 * (Submitted), but nothing will be issued for it, so it reads Not awarded.
 */
export const rewardStatusKeyOf = (w: { auditStatus: WorkAuditStatus; rewardStatus: RewardStatus }) =>
  w.auditStatus === WorkAuditStatus.Rejected ? 'status.notAwarded' : rewardStatusKey[w.rewardStatus];

export const payoutStatusKey: Record<PayoutStatus, string> = {
  unpaid: 'status.unpaid',
  paid: 'status.paid',
};
