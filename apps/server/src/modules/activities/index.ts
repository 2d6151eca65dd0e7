/** What other modules may use of activities (docs/decisions/0049: module doors). */
import type { activitiesRepository as rows } from './activities.repository';

export { isEffective } from './activities.repository';

/** A work names the activity it joins, read in the work's own transaction. */
export type ActivityRows = Pick<typeof rows, 'findEffective'>;
