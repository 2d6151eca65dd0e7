import type { ContentCredentials } from '@stringer/shared/schemas/content-credentials';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';

/**
 * What a video's original carries of Content Credentials (C2PA), read and checked once after the
 * probe (decisions/0082): `credentials` null when it carries no manifest store. Staff evidence,
 * never published. Checked against the trust anchors of the time it was read. Gone with the file.
 */
export const contentCredentials = pgTable('content_credentials', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  credentials: jsonb('credentials').$type<ContentCredentials>(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});
