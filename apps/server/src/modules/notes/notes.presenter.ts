import type { Note } from '@stringer/shared/schemas/notes';
import { fpsOf, frameRateOf } from '@stringer/shared/timecode';
import type { WorkNoteRow } from '../../db/schema';

/** A note as its reader sees it: staff read the author's name, a creator `null` ("Editorial team"). */
export const presentNote = (row: WorkNoteRow, author: string | null): Note => ({
  id: row.id,
  videoFileId: row.videoFileId,
  atMs: row.atMs,
  endMs: row.endMs,
  frame: row.frame,
  frameRate: fpsOf(frameRateOf(row.frameRate)),
  box: row.box,
  text: row.text,
  author,
  answer: row.answer,
  done: row.done,
  version: row.version,
  sentAt: row.sentAt?.toISOString() ?? null,
});
