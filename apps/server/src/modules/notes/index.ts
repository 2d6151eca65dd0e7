/** What other modules may use of notes (docs/decisions/0049: module doors). */
import type { notesRepository as rows } from './notes.repository';

/** A review decision sends its note in the decision's transaction. */
export type NoteRows = Pick<typeof rows, 'send'>;
