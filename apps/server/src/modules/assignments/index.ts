/** What other modules may use of assignments (docs/decisions/0049: module doors). */
import type { assignmentsRepository as rows } from './assignments.repository';

export { presentAssignment } from './assignments.presenter';

/** A task's offers, written by the tasks module inside its own transaction. */
export type AssignmentRows = Pick<
  typeof rows,
  'lapseOpen' | 'offer' | 'offers' | 'offersOf' | 'setClosed' | 'withdraw'
>;
