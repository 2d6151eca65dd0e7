import type { AssignmentState } from '@stringer/shared/schemas/assignments';
import type { TaskOfferRow, TaskRow } from '../../db/schema';
import { offerOpen } from './assignments.repository';

/** The caller's offer of an exclusive task: their answer, and until when they may give it. */
export const presentAssignment = (offer: TaskOfferRow, task: TaskRow): AssignmentState => ({
  status: offer.status,
  answerBy: (task.answerBy ?? task.endsAt).toISOString(),
  answeredAt: offer.answeredAt?.toISOString() ?? null,
  open: offerOpen(offer, task),
});
