/** What other modules may use of clues (docs/decisions/0049: module doors). */
import { cluesRepository as rows } from './clues.repository';

/** A clue's files, which the review's details show. */
export const cluesRepository: Pick<typeof rows, 'mediaOf'> = rows;
