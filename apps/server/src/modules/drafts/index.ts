/** What other modules may use of drafts (docs/decisions/0049: module doors). */
import type { draftsRepository as rows } from './drafts.repository';

/** A work submitted from a draft removes the draft in the same transaction. */
export type DraftRows = Pick<typeof rows, 'remove'>;
