import { CertificationStatus, ClueAuditStatus, PayoutStatus, RewardStatus, WorkAuditStatus } from './statuses';

/**
 * The moves staff may make, one table per status machine (product-decisions "Statuses"); the
 * server refuses any move a table does not list. A creator's own move (editing a Send Back work
 * or clue back to Pending) is the creator's, not staff's, and is not here.
 */
export const TRANSITIONS = {
  work: {
    [WorkAuditStatus.Pending]: [WorkAuditStatus.Passed, WorkAuditStatus.Rejected, WorkAuditStatus.SendBack],
  },
  clue: {
    [ClueAuditStatus.Pending]: [ClueAuditStatus.Accepted, ClueAuditStatus.Unaccepted, ClueAuditStatus.SendBack],
  },
  certification: {
    [CertificationStatus.Submitted]: [CertificationStatus.Passed, CertificationStatus.Failed],
  },
  reward: { [RewardStatus.Submitted]: [RewardStatus.Issued] },
  payout: { [PayoutStatus.Unpaid]: [PayoutStatus.Paid] },
} as const satisfies Record<string, Partial<Record<string | number, readonly (string | number)[]>>>;

export type Machine = keyof typeof TRANSITIONS;

export function canMove(machine: Machine, from: string | number, to: string | number) {
  const moves = (TRANSITIONS[machine] as Partial<Record<string | number, readonly (string | number)[]>>)[from];
  return moves?.includes(to) ?? false;
}

/** Decisions the creator must be told the reason for. */
export const NEEDS_REASON = {
  work: [WorkAuditStatus.Rejected, WorkAuditStatus.SendBack] as number[],
  clue: [ClueAuditStatus.Unaccepted, ClueAuditStatus.SendBack] as number[],
  certification: [CertificationStatus.Failed] as number[],
};

/** A creator may edit a work or a clue while it is Pending or Send Back (product-decisions "Statuses"). */
const CREATOR_EDITABLE = {
  work: [WorkAuditStatus.Pending, WorkAuditStatus.SendBack] as number[],
  clue: [ClueAuditStatus.Pending, ClueAuditStatus.SendBack] as number[],
};

export const creatorMayEdit = (machine: keyof typeof CREATOR_EDITABLE, status: number) =>
  CREATOR_EDITABLE[machine].includes(status);
