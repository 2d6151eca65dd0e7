/** What other modules may use of clues (docs/decisions/0049: module doors). */
import type { cluesRepository as rows } from './clues.repository';

/** A clue's files, which the review's details show. */
export type ClueRows = Pick<typeof rows, 'mediaOf'>;
