import type { NoteBox } from '@stringer/shared/schemas/notes';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';
import { works } from './works';

/**
 * A reviewer's note on one moment (or range) of one video of a work (docs/decisions/0055). The
 * frame is counted at the renditions' constant frame rate, kept beside it so an export never
 * depends on a later re-probe.
 */
export const workNotes = pgTable(
  'work_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    videoFileId: text('video_file_id')
      .notNull()
      .references(() => files.id),
    /** The work's version the note was written on (the versions feature numbers them). */
    version: integer('version').notNull(),
    atMs: integer('at_ms').notNull(),
    endMs: integer('end_ms'),
    frame: integer('frame').notNull(),
    /** The exact rate the frame was counted at ("30000/1001"). */
    frameRate: text('frame_rate').notNull(),
    /** Fractions (0–1) of the frame: fits any rendition and screen. */
    box: jsonb('box').$type<NoteBox>(),
    text: text('text').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => accounts.id),
    /** Set when the decision carrying it is sent: from then the creator reads it and staff no longer edit it. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answer: text('answer'),
    done: boolean('done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A work's notes in video order and time: the one list every reader asks for.
    index('work_notes_work_idx').on(t.workId, t.videoFileId, t.atMs),
    // By file: the hourly clean-up keeps a video that notes are written on (evidence stays).
    index('work_notes_video_idx').on(t.videoFileId),
  ],
);

export type WorkNoteRow = typeof workNotes.$inferSelect;
