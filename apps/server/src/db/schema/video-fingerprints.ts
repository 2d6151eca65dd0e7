import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';

/**
 * Each video's fingerprint (issue 39, "Seen before?", docs/decisions/0082): the SHA-256 of its
 * original, and a 64-bit perceptual hash (pHash) of each frame sampled from it, made by a job of
 * its own once the probe accepts the video. Gone with the file.
 */
export const videoFingerprints = pgTable(
  'video_fingerprints',
  {
    /** A small number for the bands' rows, where a file's id would weigh more than the band. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileId: text('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    /** The sampled frames' hashes, 16 hex digits each, in time order (flat frames left out). */
    frames: text('frames').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_fingerprints_sha256_idx').on(t.sha256)],
);

/**
 * The look-up's index: each frame hash cut into 4 bands of 16 bits, stored as band × 65536 +
 * value, once per fingerprint. A new video's candidates are the fingerprints sharing bands with
 * it; only those few are compared bit by bit (locality-sensitive hashing).
 */
export const fingerprintBands = pgTable(
  'fingerprint_bands',
  {
    band: integer('band').notNull(),
    fingerprintId: integer('fingerprint_id')
      .notNull()
      .references(() => videoFingerprints.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.band, t.fingerprintId] }),
    index('fingerprint_bands_fingerprint_idx').on(t.fingerprintId),
  ],
);
