import {
  CertificationStatus,
  ClueAuditStatus,
  certificationStatusKey,
  clueAuditStatusKey,
  WorkAuditStatus,
  workAuditStatusKey,
} from './statuses';
import { type Machine, NEEDS_REASON } from './transitions';

export interface ReviewQueue {
  machine: Machine;
  /** Every status its list can filter on, the status tabs. */
  statuses: readonly number[];
  /** What waits for a decision: where the console opens the queue. */
  waiting: number;
  /** The decisions a reviewer may take on what waits, in the form's order (passing first). */
  choices: readonly number[];
  needsReason: readonly number[];
  statusKey: Record<number, string>;
}

/**
 * The three review queues, by the API's path segment (`/manager/{queue}/page`), for the server's
 * lists and the console alike. A test holds `choices` to the transition table.
 */
export const REVIEW_QUEUES = {
  works: {
    machine: 'work',
    statuses: Object.values(WorkAuditStatus),
    waiting: WorkAuditStatus.Pending,
    choices: [WorkAuditStatus.Passed, WorkAuditStatus.SendBack, WorkAuditStatus.Rejected],
    needsReason: NEEDS_REASON.work,
    statusKey: workAuditStatusKey,
  },
  clue: {
    machine: 'clue',
    statuses: Object.values(ClueAuditStatus),
    waiting: ClueAuditStatus.Pending,
    choices: [ClueAuditStatus.Accepted, ClueAuditStatus.Unaccepted, ClueAuditStatus.SendBack],
    needsReason: NEEDS_REASON.clue,
    statusKey: clueAuditStatusKey,
  },
  certification: {
    machine: 'certification',
    // "Not submitted" is an account's state, never a submission's.
    statuses: [CertificationStatus.Submitted, CertificationStatus.Passed, CertificationStatus.Failed],
    waiting: CertificationStatus.Submitted,
    choices: [CertificationStatus.Passed, CertificationStatus.Failed],
    needsReason: NEEDS_REASON.certification,
    statusKey: certificationStatusKey,
  },
} as const satisfies Record<string, ReviewQueue>;

export type QueueKind = keyof typeof REVIEW_QUEUES;
/** A decision a reviewer may take in queue `K`: the status its body carries. */
export type QueueChoice<K extends QueueKind> = (typeof REVIEW_QUEUES)[K]['choices'][number];
