/** What other modules may use of works (docs/decisions/0049: module doors). */
import { worksRepository as rows } from './works.repository';

export type { WorksService } from './works.service';

/** A work read by the licence and public pages. */
export const worksRepository: Pick<typeof rows, 'find' | 'videosOf'> = rows;
