/** What other modules may use of notes (docs/decisions/0049: module doors). */
import { notesRepository as rows } from './notes.repository';

/** A review decision sends its note in the decision's transaction. */
export const notesRepository: Pick<typeof rows, 'send'> = rows;
