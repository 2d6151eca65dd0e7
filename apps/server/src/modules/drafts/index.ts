/** What other modules may use of drafts (docs/decisions/0049: module doors). */
import { draftsRepository as rows } from './drafts.repository';

/** A work submitted from a draft removes the draft in the same transaction. */
export const draftsRepository: Pick<typeof rows, 'remove'> = rows;
