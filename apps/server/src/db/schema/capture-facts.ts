import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CaptureTags } from '../../platform/media/capture';
import { files } from './files';

/**
 * A video's writer tags (capture time, place, device, encoder trail) as read from the original at
 * the probe: staff evidence for the verification desk (decisions/0082), never published. The
 * facts and flags are derived from them when asked, so a better table of writers reads old files
 * anew. `tags` null: the original could not be read. Gone with the file.
 */
export const captureFacts = pgTable('capture_facts', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  tags: jsonb('tags').$type<CaptureTags>(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CaptureFactsRow = typeof captureFacts.$inferSelect;
