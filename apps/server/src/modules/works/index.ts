/** What other modules may use of works (docs/decisions/0049: module doors). */
import type { worksRepository as rows } from './works.repository';

export type { WorksService } from './works.service';

/** A work read by the licence and public pages. */
export type WorkRows = Pick<typeof rows, 'find' | 'videosOf'>;
