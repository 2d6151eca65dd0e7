import { z } from 'zod';
import { pageQuery, pageResult } from './common';
import { instant, queryId } from './fields';

/** Who wrote an audit row: a staff member, the creator the row concerns, or the system (a job, a refused upload). */
export const auditActorKind = z.enum(['staff', 'creator', 'system']);
export type AuditActorKind = z.infer<typeof auditActorKind>;

/**
 * The log's words, one list each: the server writes only these (its `record` is typed by them)
 * and the console has a label for each in both languages (a unit test holds it to that).
 */
export const auditEntity = z.enum([
  'work',
  'clue',
  'certification',
  'reward',
  'payout',
  'activity',
  'task',
  'banner',
  'rejectReason',
  'article',
  'agreement',
  'staff',
  'file',
  'notification',
  'securityPolicy',
  'job',
  'workNote',
  'payoutDetails',
  'licenceRequest',
  'conversation',
  'cannedReply',
]);
export type AuditEntity = z.infer<typeof auditEntity>;

export const auditAction = z.enum([
  // The creator's own moves.
  'submit',
  'resubmit',
  'edit',
  'delete',
  // The system's.
  'refuse',
  // Staff's.
  'audit',
  'makePublic',
  'makePrivate',
  'issue',
  'pay',
  'create',
  'update',
  'list',
  'delist',
  'offer',
  'withdraw',
  'accept',
  'decline',
  'lapse',
  'closeOffers',
  'publish',
  'invite',
  'reinvite',
  'acceptInvitation',
  'role',
  'disable',
  'enable',
  'renditionsRetry',
  'send',
  'changePassword',
  // A staff member's password set again by a mailed code (retrieve password).
  'resetPassword',
  'addFactor',
  'removeFactor',
  'recoveryCodes',
  'resetFactors',
  'retry',
  // The creator's, on a review note.
  'answer',
  // Payout details: read whole by an admin, or in the CSV of what is due.
  'view',
  'export',
  // Payout details sealed again under a new PAYOUT_KEY (`npm run payouts:rekey`), or dropped as unreadable.
  'rekey',
  'assign',
  // The verification desk's checklist (an item ticked or unticked) and chain of custody (an original,
  // or the keyframes made from it, downloaded).
  'tick',
  'untick',
  'downloadOriginal',
  'downloadKeyframes',
]);
export type AuditAction = z.infer<typeof auditAction>;

export const auditField = z.enum([
  'status',
  'rewardStatus',
  'payoutStatus',
  'points',
  'score',
  'rejectReasonId',
  'public',
  'offered',
  // An exclusive task's offer: offered, accepted, declined, lapsed (a note's `answer` is its text).
  'offerStatus',
  'answerBy',
  'offersClosedAt',
  // A pending conversation's time to open again (0063).
  'pendingUntil',
  'title',
  'titleZh',
  'description',
  'descriptionZh',
  'brief',
  'briefZh',
  'coverPath',
  'imagePath',
  'linkUrl',
  'position',
  'minScore',
  'maxScore',
  'scope',
  'startsAt',
  'endsAt',
  'listing',
  'id',
  'text',
  'textZh',
  'active',
  'type',
  'version',
  'role',
  'state',
  'mail',
  'fileId',
  'renditionState',
  'activityId',
  'taskId',
  'location',
  'shootingDate',
  'name',
  'refusedKey',
  'audience',
  'countryId',
  'targeted',
  'sendId',
  'factor',
  'secondFactorRequired',
  'queue',
  'workId',
  'atMs',
  'answer',
  'done',
  'payAmount',
  'payPer',
  'amount',
  'currency',
  'method',
  'country',
  'keyId',
  'assignee',
  'shortcut',
  'language',
  'checklistItem',
  // A work's pass: the verification checklist's items not ticked at that moment ([] when all were).
  'unticked',
]);
export type AuditField = z.infer<typeof auditField>;

/** An audit row's before or after: named fields only. */
export type AuditValues = { [F in AuditField]?: unknown };

/**
 * Searching the audit log: by who acted (a staff member by id, or by the beginning of a name or
 * an email; or the creator or the system), by creator (likewise), by item (entity and id
 * together) and by time; newest first.
 */
export const auditPageQuery = pageQuery
  .extend({
    actor: auditActorKind.optional(),
    staffId: queryId().optional(),
    staff: z.string().trim().max(100, 'errors.tooLong').optional(),
    creatorId: queryId().optional(),
    creator: z.string().trim().max(100, 'errors.tooLong').optional(),
    entity: z.string().trim().min(1, 'errors.required').max(40, 'errors.tooLong').optional(),
    entityId: queryId().optional(),
    from: instant('errors.dateInvalid').optional(),
    to: instant('errors.dateInvalid').optional(),
  })
  .superRefine((q, ctx) => {
    // An id names nothing without the kind of thing it is.
    if (q.entityId !== undefined && q.entity === undefined)
      ctx.addIssue({ code: 'custom', path: ['entity'], message: 'errors.required' });
  });
export type AuditPageQuery = z.infer<typeof auditPageQuery>;

const person = z.object({ id: z.number(), name: z.string() });
const values = z.record(z.string(), z.unknown()).nullable();

/** Fields whose values are ids of things with a name: the log shows the name, not the number. */
export const auditReferenceField = z.enum([
  'rejectReasonId',
  'activityId',
  'taskId',
  'countryId',
  'assignee',
  'workId',
]);
export type AuditReferenceField = z.infer<typeof auditReferenceField>;
/** A thing's name as it is now, with its Chinese one when it has its own. */
const reference = z.object({ name: z.string(), nameZh: z.string().nullable() });
export type AuditReference = z.infer<typeof reference>;

export const auditEntry = z.object({
  id: z.number(),
  actor: auditActorKind,
  /** The staff member who acted, by name; null when the creator or the system did. */
  staff: person.nullable(),
  /** Null when the action concerned no creator, or the creator's account was removed. */
  creator: person.nullable(),
  /** Older rows and other servers may hold words this console does not know: shown as they are. */
  entity: z.string(),
  /** Null for an item without a number (an uploaded file: its name is in `after`). */
  entityId: z.number().nullable(),
  action: z.string(),
  before: values,
  after: values,
  reason: z.string().nullable(),
  at: z.string(),
  /**
   * What the ids in before and after name, by field and id (`{ assignee: { "4": { name: "Rita" } } }`);
   * a thing since deleted is missing, and shows as its number.
   */
  names: z.record(z.string(), z.record(z.string(), reference)),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = pageResult(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;
