import { z } from 'zod';
import { anyId, distinct, id } from './fields';

/**
 * Assignments: an exclusive task offered to chosen creators, each of whom accepts or declines
 * before the answer-by time. An offer not answered by then, or when the admin closes the offers,
 * lapses. Only creators who accepted may publish a work for the task.
 */
export const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'lapsed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The reminder to creators who accepted goes out this long before the task's deadline. */
export const ASSIGNMENT_REMINDER_MS = 24 * 3_600_000;

/** A creator's answer to an offer; they may change it while the offer is open. */
export const assignmentAnswerBody = z.object({
  taskId: anyId('errors.taskNotExist'),
  answer: z.enum(['accept', 'decline'], { error: 'errors.invalidValue' }),
});
export type AssignmentAnswerBody = z.infer<typeof assignmentAnswerBody>;

/** The caller's offer of an exclusive task, as Task details and the lists show it. */
export const assignmentState = z.object({
  status: z.enum(OFFER_STATUSES),
  answerBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Whether the creator may still answer (or change their answer). */
  open: z.boolean(),
});
export type AssignmentState = z.infer<typeof assignmentState>;

/** Offer an exclusive task to more creators (or again to one who declined or lapsed). */
export const taskOfferBody = z.object({
  id: id(),
  creatorIds: distinct(z.array(id()).min(1, 'errors.required').max(500, 'errors.tooMany')),
});
export type TaskOfferBody = z.infer<typeof taskOfferBody>;

/** Close an exclusive task's offers: those not answered lapse, those accepted stand. */
export const taskCloseBody = z.object({ id: id() });
export type TaskCloseBody = z.infer<typeof taskCloseBody>;

/** Each answer's label (the shared `status` texts). */
export const offerStatusKey: Record<OfferStatus, string> = {
  offered: 'status.offered',
  accepted: 'status.accepted',
  declined: 'status.declined',
  lapsed: 'status.lapsed',
};
