import type { RenditionPart, TechnicalInfo } from '@stringer/shared/schemas/files';
import { bigint, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** An uploaded file: its id is the tus upload id, which works, clues, avatars and certifications reference. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['video', 'cover', 'attachment', 'avatar', 'resume', 'clue_media', 'message_file'],
    }).notNull(),
    originalName: text('original_name').notNull(),
    /** Sniffed from the bytes once enough have arrived; null until then. */
    mime: text('mime'),
    size: bigint('size', { mode: 'number' }).notNull(),
    durationS: real('duration_s'),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    state: text('state', { enum: ['uploading', 'processing', 'ready', 'refused'] })
      .notNull()
      .default('uploading'),
    refusedKey: text('refused_key'),
    /** Where a video refused as cut short really ends, in seconds (its `duration_s` is what it claims). */
    refusedAtS: real('refused_at_s'),
    /**
     * Set when staff made the picture the public image of an activity, task, banner or article:
     * from then on it is served to anyone at /web/images/{id} (files/public-images.ts).
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * A video's renditions (modules/renditions): null for anything else and for videos not yet
     * probed. Their own state: publishing never waits for them.
     */
    renditionState: text('rendition_state', { enum: ['pending', 'processing', 'ready', 'failed'] }),
    /** 0..1 of the current step (the preview, then the ladder). */
    renditionProgress: real('rendition_progress'),
    renditionErrorKey: text('rendition_error_key'),
    /** Where in the video processing broke down (a damaged file), in seconds; null if not known. */
    renditionErrorAtS: real('rendition_error_at_s'),
    /** The parts made whole so far (RENDITION_PARTS); a part is served only once listed. */
    renditionParts: text('rendition_parts').array().$type<RenditionPart[]>().notNull().default([]),
    /**
     * While a video waits for its first step (modules/renditions/lib/turns.ts): how many first
     * steps run or wait before it, and about how many seconds until its turn (null: not known).
     * Null once its turn has come.
     */
    renditionAhead: integer('rendition_ahead'),
    renditionEtaS: real('rendition_eta_s'),
    /** Bytes of the renditions stored so far (the system page's storage figure). */
    renditionBytes: bigint('rendition_bytes', { mode: 'number' }).notNull().default(0),
    /**
     * The video's frame rate, exact as ffprobe gives it ("30000/1001"): read by the probe on upload,
     * so notes count frames at it before any rendition exists; the renditions keep it (0040).
     */
    frameRate: text('frame_rate'),
    /** ffprobe's reading and the loudness, for staff (container time and place included). */
    technical: jsonb('technical').$type<TechnicalInfo>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    index('files_state_idx').on(t.state, t.updatedAt),
    index('files_rendition_idx').on(t.renditionState),
  ],
);

export type FileRow = typeof files.$inferSelect;
