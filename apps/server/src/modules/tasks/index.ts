/** What other modules may use of tasks (docs/decisions/0049: module doors). */
import type { tasksRepository as rows } from './tasks.repository';

export { presentTask } from './tasks.presenter';

/** A work answering a task reads it in the work's own transaction. */
export type TaskRows = Pick<typeof rows, 'byIds' | 'findOpen'>;
