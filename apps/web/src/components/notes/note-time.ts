import type { Note } from '@stringer/shared/schemas/notes';
import { frameAtMs, rateOf, shortTime, timecode } from '@stringer/shared/timecode';
import type { NoteTimeStyle } from '../../lib/preferences';

/** A time of a note as its reader chose: the exports' own timecode, or a clock's `0:42`. */
export const noteTimeAt = (ms: number, fps: number, style: NoteTimeStyle) =>
  style === 'clock' ? shortTime(ms) : timecode(frameAtMs(ms, fps), rateOf(fps));

/** A note's moment, or its range `in – out`. */
export function noteTime(note: Pick<Note, 'atMs' | 'endMs' | 'frameRate'>, style: NoteTimeStyle) {
  const at = noteTimeAt(note.atMs, note.frameRate, style);
  return note.endMs === null ? at : `${at} – ${noteTimeAt(note.endMs, note.frameRate, style)}`;
}

/** Where the player goes for a note: the middle of its frame, so rounding cannot land on the neighbour. */
export const seekTimeOf = (note: Pick<Note, 'frame' | 'frameRate'>) => (note.frame + 0.5) / note.frameRate;
